/**
 * The builder `npm start` uses (ensure-build.ts): the build in a child process (build-child.ts, under tsx
 * as the server runs), its progress relayed from the child's messages; Vite's warnings and errors go to
 * the terminal as the child writes them. Rejects with the build's message when it fails.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BuildProgress } from './build-progress';

/** Builds the app of `root` into `outDir`, telling its progress. */
export type AppBuilder = (
  root: string,
  outDir: string,
  onProgress: (progress: BuildProgress) => void,
) => Promise<void>;

/** What the build's process posts to the server. */
export type BuildMessage =
  { kind: 'progress'; progress: BuildProgress } | { kind: 'failed'; message: string };

const CHILD = fileURLToPath(new URL('./build-child.ts', import.meta.url));

export const buildInChildProcess: AppBuilder = (root, outDir, onProgress) =>
  new Promise<void>((resolve, reject) => {
    const child = fork(CHILD, [root, outDir], {
      cwd: root,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let failure: string | undefined;
    child.on('message', (message: BuildMessage) => {
      if (message.kind === 'progress') onProgress(message.progress);
      else failure = message.message;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(failure ?? `the build process ended with ${signal ?? `exit code ${code}`}`));
    });
  });
