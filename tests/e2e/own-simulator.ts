/**
 * A simulator of a spec's own, for the specs that need other switches or a fresh ledger than the run's
 * (playwright.config.ts): `server/main.ts` as `npm start` runs it, on a free port and a temporary data
 * folder. Without an app flag it serves the cached production build, which the run's web server built
 * before any spec ran (so it starts without building); with `--dev` the app through Vite's dev middleware,
 * as `npm run dev`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

export interface OwnSimulator {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts the simulator with `args` (as `npm start -- <args>`) and answers once it listens. `env` adds to the
 * test process's environment for the child: a market source's addresses, say (UPBIT_API_URL… pointing at a
 * fake exchange the spec runs).
 */
export async function startOwnSimulator(
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<OwnSimulator> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tradedeck-own-e2e-'));
  // One process (node with tsx's loader), so that killing it stops the server.
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--port', '0', '--data', dataDir, ...args],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let out = '';
      // The line it prints once listening names the port.
      server.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /running at http:\/\/[^:/\s]+:(\d+)/.exec(out);
        if (match) resolve(`http://127.0.0.1:${match[1]}`);
      });
      server.once('exit', (code) => reject(new Error(`the simulator exited with ${code}: ${out}`)));
    });
    return {
      base,
      async stop() {
        server.kill('SIGTERM');
        await exited;
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
