/**
 * The forecast as it was at a named earlier commit, for the bench to time beside today's in the same run
 * without a copy of the old code in the repository: the commit's forecast folder and what it imports
 * (`workers/core/base`, `contract`) are taken from git history (`git archive`) into a folder under the
 * system's temporary directory, once per commit, and imported from there (the bench runs under tsx, which
 * compiles TypeScript wherever it lies). A clone without that commit (a shallow one) gets the reason
 * instead, and the bench leaves the column out.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { computeForecast } from '../../workers/core/forecast';

/**
 * main before the forecast's fit was made faster (four-column passes, shared column scales, selection
 * instead of sorts): the model whose outputs tests/fixtures/forecast pins.
 */
export const PREVIOUS_MODEL_COMMIT = '86654a70';

const PATHS = ['workers/core/forecast', 'workers/core/base', 'contract'];
const ENTRY = 'workers/core/forecast/index.ts';

export type PreviousModel =
  | { ok: true; commit: string; computeForecast: typeof computeForecast }
  | { ok: false; commit: string; reason: string };

function git(root: string, args: string[]): Buffer {
  return execFileSync('git', ['-C', root, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function loadPreviousModel(commit = PREVIOUS_MODEL_COMMIT): Promise<PreviousModel> {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  try {
    git(root, ['cat-file', '-e', `${commit}^{commit}`]);
  } catch {
    return {
      ok: false,
      commit,
      reason: `commit ${commit} is not in this clone's history (a shallow clone?)`,
    };
  }
  const folder = join(tmpdir(), `tradedeck-forecast-${commit}`);
  if (!existsSync(folder)) {
    // Extracted beside it and renamed when complete, so an interrupted run leaves no half folder behind.
    const partial = `${folder}.${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    execFileSync('tar', ['-x', '-C', partial], { input: git(root, ['archive', commit, ...PATHS]) });
    // The repository's own modules are ES modules; so are these, away from its package.json.
    writeFileSync(join(partial, 'package.json'), '{ "type": "module" }\n');
    renameSync(partial, folder);
  }
  const module = (await import(pathToFileURL(join(folder, ENTRY)).href)) as {
    computeForecast: typeof computeForecast;
  };
  return { ok: true, commit, computeForecast: module.computeForecast };
}
