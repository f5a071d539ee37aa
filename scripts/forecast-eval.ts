/** Entry of `npm run forecast:eval`: see bench/forecast/forecast-eval-cli.ts. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runForecastEvalCli } from './forecast-eval-cli';

process.exitCode = runForecastEvalCli(process.argv.slice(2), {
  // npm runs scripts from the repo root; a relative FILE means relative to where the command was typed.
  readFile: (path) => readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), path), 'utf8'),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
