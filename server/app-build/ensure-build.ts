/**
 * The production build `npm start` serves: reused from the cache when a build of the same sources is there
 * (build-inputs.ts, fingerprint.ts), else built into a partial folder with a progress line and renamed into
 * place whole (cache-folders.ts). A failed build fails the start with the build's error: nothing stale or
 * half-written is served.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { readBuildInputs } from './build-inputs';
import { buildInChildProcess, type AppBuilder } from './build-process';
import {
  builtLine,
  progressLine,
  REPAINT_MS,
  reusedLine,
  shouldRepaint,
  type BuildProgress,
  type Painted,
} from './build-progress';
import { buildFolderName, cachedBuildFolder, partialFolderName, staleCacheEntries } from './cache-folders';
import { buildFingerprint } from './fingerprint';

/** Where the builds are kept, under the repository: node_modules/ is git-ignored and goes with the packages. */
export const BUILD_CACHE_FOLDER = join('node_modules', '.cache', 'tradedeck');

export interface EnsureBuildOptions {
  /** The repository. */
  root: string;
  /** The environment the build runs in (its `VITE_` variables and `NODE_ENV` are inputs). */
  env: NodeJS.ProcessEnv;
  /** Where the progress and the outcome are written, one `tradedeck: …` line each (a TTY is rewritten in place). */
  out: { write(text: string): void; isTTY?: boolean };
  now: () => number;
  /** Default: Vite with the repository's configuration, in a process of its own (build-process.ts). */
  build?: AppBuilder;
}

/** Back to the line's start and clear it (a terminal's progress line is rewritten in place). */
const CLEAR_LINE = '\r\x1b[K';

export class AppBuildError extends Error {
  override readonly name = 'AppBuildError';
}

/** The folder of a build of the current sources, building it first when the cache has none. */
export async function ensureAppBuild(options: EnsureBuildOptions): Promise<string> {
  const { root, env, out, now, build = buildInChildProcess } = options;
  const cacheDir = join(root, BUILD_CACHE_FOLDER);
  const checkStart = now();
  const fingerprint = buildFingerprint(await readBuildInputs(root, env));
  await mkdir(cacheDir, { recursive: true });
  const cached = cachedBuildFolder(await readdir(cacheDir), fingerprint);
  if (cached !== undefined) {
    // Marks it the latest used, so that pruning after another build keeps it (staleCacheEntries).
    const stamp = new Date();
    await utimes(join(cacheDir, cached), stamp, stamp);
    out.write(`tradedeck: ${reusedLine(now() - checkStart, relative(root, join(cacheDir, cached)))}\n`);
    return join(cacheDir, cached);
  }

  const target = join(cacheDir, buildFolderName(fingerprint));
  const partial = join(cacheDir, partialFolderName(process.pid, randomBytes(4).toString('hex')));
  const progress = progressWriter(out, now);
  progress.report({ step: 'load', modules: 0 });
  try {
    await build(root, partial, progress.report);
  } catch (error) {
    progress.end();
    await rm(partial, { recursive: true, force: true });
    const message = error instanceof Error ? error.message : String(error);
    throw new AppBuildError(`building the app failed: ${message}`, { cause: error });
  }
  progress.end();
  await moveIntoPlace(partial, target);
  out.write(`tradedeck: ${builtLine(progress.elapsed(), progress.modules(), relative(root, target))}\n`);
  await removeStale(cacheDir, buildFolderName(fingerprint));
  return target;
}

/**
 * Writes the progress line as `build-progress.ts` says: in place on a terminal, a line per step in a log.
 * On a terminal the line is also repainted every REPAINT_MS while the build is quiet (writing and
 * compressing the files posts nothing for tens of seconds), so that its seconds keep counting; `end`
 * stops that timer.
 */
function progressWriter(out: EnsureBuildOptions['out'], now: () => number) {
  const started = now();
  const tty = out.isTTY === true;
  let painted: Painted | undefined;
  let last: BuildProgress | undefined;
  const paint = (progress: BuildProgress, at: number) => {
    painted = { step: progress.step, at };
    const line = `tradedeck: ${progressLine(progress, at - started)}`;
    out.write(tty ? `${CLEAR_LINE}${line}` : `${line}\n`);
  };
  const ticker = tty
    ? setInterval(() => {
        if (last !== undefined) paint(last, now());
      }, REPAINT_MS)
    : undefined;
  ticker?.unref();
  return {
    report(progress: BuildProgress): void {
      last = progress;
      const at = now();
      if (shouldRepaint(painted, progress.step, at, tty)) paint(progress, at);
    },
    /** Stops the repaints and clears the line on a terminal, so that what follows starts on a clean one. */
    end(): void {
      clearInterval(ticker);
      if (tty && painted !== undefined) out.write(CLEAR_LINE);
    },
    elapsed: () => now() - started,
    modules: () => last?.modules ?? 0,
  };
}

/** Renames the finished build into place; when another start put the same build there first, keeps that one. */
async function moveIntoPlace(partial: string, target: string): Promise<void> {
  try {
    await rename(partial, target);
  } catch (error) {
    if (!existsSync(target)) throw error;
    await rm(partial, { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function removeStale(cacheDir: string, current: string): Promise<void> {
  const names = await readdir(cacheDir);
  // Another start may rename or remove an entry meanwhile: what is gone is left out.
  const entries = (
    await Promise.all(
      names.map(async (name) => {
        const info = await stat(join(cacheDir, name)).catch(() => undefined);
        return info ? [{ name, mtimeMs: info.mtimeMs }] : [];
      }),
    )
  ).flat();
  for (const name of staleCacheEntries(entries, current, isRunning))
    await rm(join(cacheDir, name), { recursive: true, force: true });
}
