/** Entry of `npm run forecast:eval`: see scripts/forecast-eval-cli.ts. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { runForecastEvalCli } from './forecast-eval-cli';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// npm runs scripts from the repo root; a relative FILE means relative to where the command was typed.
const typed = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
const writes: [path: string, text: string][] = [];

process.exitCode = runForecastEvalCli(process.argv.slice(2), {
  readFile: (path) => readFileSync(typed(path), 'utf8'),
  listCsv: (dir) => readdirSync(typed(dir)).filter((name) => name.endsWith('.csv')),
  writeFile: (path, text) => writes.push([path, text]),
  readmePath: join(root, 'workers', 'core', 'forecast', 'README.md'),
  defaultDataDir: join(root, '..', 'shared', 'data', 'market'),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});

// Written as the repository's formatter would (its check is part of `npm test`): the table's columns aligned.
for (const [path, text] of writes) {
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(text, { ...options, filepath: path }));
}
