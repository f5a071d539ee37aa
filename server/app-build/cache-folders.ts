/**
 * The build cache's folders, as rules on their names: a finished build is `build-<fingerprint>`, renamed
 * into place whole, so a folder by that name is always complete; a build under way writes to
 * `partial-<pid>-<token>`. Two starts at once may both build the same sources: the first rename wins and
 * the second start serves that folder and drops its own (same fingerprint, same sources).
 */

const BUILD_PREFIX = 'build-';
const PARTIAL_PREFIX = 'partial-';

export function buildFolderName(fingerprint: string): string {
  return `${BUILD_PREFIX}${fingerprint}`;
}

export function partialFolderName(pid: number, token: string): string {
  return `${PARTIAL_PREFIX}${pid}-${token}`;
}

/** The cache's entry for these sources, if a finished build of them is there. */
export function cachedBuildFolder(entries: readonly string[], fingerprint: string): string | undefined {
  const name = buildFolderName(fingerprint);
  return entries.includes(name) ? name : undefined;
}

export interface CacheEntry {
  name: string;
  mtimeMs: number;
}

/**
 * What to delete once `current` is in place: builds other than it and the newest other one (a server
 * started earlier may still serve that one), and partial builds whose process is gone (a start killed
 * mid-build). Anything else in the folder is left alone.
 */
export function staleCacheEntries(
  entries: readonly CacheEntry[],
  current: string,
  isRunning: (pid: number) => boolean,
): string[] {
  const olderBuilds = entries
    .filter((entry) => entry.name.startsWith(BUILD_PREFIX) && entry.name !== current)
    .sort((a, b) => b.mtimeMs - a.mtimeMs)
    .slice(1)
    .map((entry) => entry.name);
  const orphans = entries
    .map((entry) => entry.name)
    .filter((name) => {
      const match = new RegExp(`^${PARTIAL_PREFIX}(\\d+)-`).exec(name);
      return match !== null && !isRunning(Number(match[1]));
    });
  return [...olderBuilds, ...orphans];
}
