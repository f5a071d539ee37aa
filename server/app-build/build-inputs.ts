/**
 * What the app's build reads, and reading it: the folders of the app's code (the import zones of
 * eslint.config.js keep src/, workers/ and contract/ from importing anything else of the tree), the HTML
 * entries, the build's configuration and what it imports, and the package versions (package-lock.json
 * stands for node_modules, which is too large to hash on every start). Vite's `.env` files are read in
 * production mode when present, and so is the environment: its `VITE_` variables (`VITE_GALLERY=true` keeps
 * the dev gallery in the build, src/app/router.tsx) and `NODE_ENV` (a development build of React).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { BuildInput } from './fingerprint';

/** Folders read whole (a missing one, e.g. public/, counts as empty). */
export const BUILD_INPUT_FOLDERS = ['src', 'contract', 'workers', 'public'] as const;

/** Files read one by one (a missing one counts as absent). */
export const BUILD_INPUT_FILES = [
  'index.html',
  'bench-chart.html',
  'vite.config.ts',
  'scripts/route-preloads.ts',
  'scripts/service-worker-build.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
] as const;

async function filesUnder(root: string, folder: string): Promise<string[]> {
  try {
    const entries = await readdir(join(root, folder), { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function readIfThere(path: string): Promise<Uint8Array | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The environment's variables a build reads, as inputs named `env:<name>`. */
export function environmentInputs(env: NodeJS.ProcessEnv): BuildInput[] {
  return Object.entries(env)
    .filter(([name, value]) => (name.startsWith('VITE_') || name === 'NODE_ENV') && value !== undefined)
    .map(([name, value]) => ({ path: `env:${name}`, content: new TextEncoder().encode(value) }));
}

/** Every input of the build under `root` and in `env`, with its content. */
export async function readBuildInputs(root: string, env: NodeJS.ProcessEnv): Promise<BuildInput[]> {
  const folderFiles = (
    await Promise.all(BUILD_INPUT_FOLDERS.map((folder) => filesUnder(root, folder)))
  ).flat();
  const paths = [...folderFiles, ...BUILD_INPUT_FILES];
  const files = await Promise.all(
    paths.map(async (path) => ({ path, content: await readIfThere(join(root, path)) })),
  );
  return [...files, ...environmentInputs(env)];
}
