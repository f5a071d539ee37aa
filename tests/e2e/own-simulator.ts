/**
 * The production build as `npm start -- --dist` serves it, for the specs that test what only the build
 * has (compression, cache headers, route chunks, the chart bench page). The rest of the end-to-end run
 * uses the dev server of playwright.config.ts, so nothing else builds: the first spec that asks builds
 * dist/ with `vite build` (once per Playwright worker), and each spec starts its own simulator on it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
/** A build on these 2-core machines takes about a minute, more under load. */
export const BUILD_TIMEOUT_MS = 600_000;

let built: Promise<void> | undefined;

function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${errors}`)),
    );
  });
}

/** Builds dist/ from the sources as they are now, once for this worker. */
function ensureBuild(): Promise<void> {
  built ??= run(process.execPath, [
    join(ROOT, 'node_modules/vite/bin/vite.js'),
    'build',
    '--logLevel',
    'error',
  ]);
  return built;
}

export interface DistServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  base: string;
  stop(): Promise<void>;
}

/** The simulator serving dist/ (built first if this worker has not yet), with `args` besides `--dist`. */
export async function startDistServer(args: readonly string[] = []): Promise<DistServer> {
  await ensureBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'tradedeck-dist-e2e-'));
  // One process (node with tsx's loader), so that killing it stops the server.
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--dist', '--port', '0', '--data', dataDir, ...args],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
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
