/**
 * The simulator as `npm start` runs it, in a child process (node + tsx on server/main.ts, the app not
 * served): for the tests that kill it (crash.test.ts) or read what it prints and its exit code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ChildServer {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  /** What it printed up to the line saying where it runs. */
  stdout: string;
  /** Kills it with SIGKILL (no clean-up of any kind) and waits until it is gone. */
  kill(): Promise<void>;
  /** Stops it with SIGTERM (the clean exit) and answers its exit code. */
  stop(): Promise<number | null>;
}

export interface ChildExit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function launch(args: readonly string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LOG_LEVEL: 'silent', DEBUG: '' },
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Starts `npm start -- --no-app --port 0 <args>` and answers once it printed where it runs. */
export function startChildServer(args: readonly string[]): Promise<ChildServer> {
  const child = launch(['--no-app', '--port', '0', ...args]);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += String(chunk);
      const port = /running at http:\/\/[^/]+:(\d+)\//.exec(stdout)?.[1];
      if (!port) return;
      resolve({
        child,
        url: `http://127.0.0.1:${port}`,
        stdout,
        async kill() {
          child.kill('SIGKILL');
          await exited(child);
        },
        async stop() {
          child.kill('SIGTERM');
          return exited(child);
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it ran:\n${stderr}`)));
  });
}

/** Runs `npm start -- <args>` to its end (a start that fails) and answers its exit code and output. */
export async function runChildServer(args: readonly string[]): Promise<ChildExit> {
  const child = launch(args);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += String(chunk)));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  // 'close' comes after the output is read to its end ('exit' may come before).
  const code = await new Promise<number | null>((resolve) =>
    child.once('close', (exitCode) => resolve(exitCode)),
  );
  return { code, stdout, stderr };
}
