/**
 * Build-version comparison for the version check (shell spec §4): versions are dotted numbers with an
 * optional pre-release suffix (`1.4.0`, `1.4.0-rc.1`); a release outranks its pre-releases.
 */

interface ParsedVersion {
  core: number[];
  pre: string | null;
}

const VERSION = /^v?(\d+(?:\.\d+)*)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersion(value: string): ParsedVersion | null {
  const match = VERSION.exec(value.trim());
  if (!match?.[1]) return null;
  return { core: match[1].split('.').map(Number), pre: match[2] ?? null };
}

function comparePre(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const x = left[i];
    const y = right[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const nx = /^\d+$/.test(x) ? Number(x) : NaN;
    const ny = /^\d+$/.test(y) ? Number(y) : NaN;
    if (!Number.isNaN(nx) && !Number.isNaN(ny)) {
      if (nx !== ny) return nx < ny ? -1 : 1;
    } else if (x !== y) {
      return x < y ? -1 : 1;
    }
  }
  return 0;
}

/** -1, 0 or 1; null when either side is not a version. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return null;
  for (let i = 0; i < Math.max(left.core.length, right.core.length); i++) {
    const x = left.core[i] ?? 0;
    const y = right.core[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  const pre = comparePre(left.pre, right.pre);
  return pre === 0 ? 0 : pre < 0 ? -1 : 1;
}

/** True only when `remote` is a valid version strictly newer than `built`. */
export function isNewerVersion(remote: string, built: string): boolean {
  return compareVersions(remote, built) === 1;
}
