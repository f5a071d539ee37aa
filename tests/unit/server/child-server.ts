/**
 * The simulator as `npm start` runs it, in a child process (node + tsx on server/main.ts, the app not
 * served): for the tests that kill it (crash.test.ts), read what it prints and its exit code, or read its
 * memory apart from the test's own (socket-flood-rss.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

/** A process's resident memory in bytes: now (VmRSS) and the most it has held (VmHWM). */
export interface ProcessMemory {
  rss: number;
  peak: number;
}

/**
 * The memory of process `pid` from /proc/<pid>/status (Linux); undefined where there is no /proc (or the
 * process is gone).
 */
export function processMemory(pid: number): ProcessMemory | undefined {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s*(\\d+) kB$`, 'm').exec(status)?.[1]) * 1024;
  const memory = { rss: kib('VmRSS'), peak: kib('VmHWM') };
  return Number.isFinite(memory.rss) && Number.isFinite(memory.peak) ? memory : undefined;
}

export interface ChildExit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `nodeArgs` go to node before the script (e.g. --expose-gc), `args` to the server. */
function launch(args: readonly string[], nodeArgs: readonly string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts', ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LOG_LEVEL: 'silent', DEBUG: '' },
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Starts `npm start -- --no-app --port 0 <args>` (node given `nodeArgs` first) and answers once it printed
 * where it runs.
 */
export function startChildServer(
  args: readonly string[],
  nodeArgs: readonly string[] = [],
): Promise<ChildServer> {
  const child = launch(['--no-app', '--port', '0', ...args], nodeArgs);
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
