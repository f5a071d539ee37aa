/**
 * The feed worker loads no zod: it checks every frame by hand (frame-codec.ts) and zod would weigh more than
 * the worker itself (about 17 kB gzip, which a withdrawal notification's state codes once pulled in through
 * contract/inout-states.ts). Walks the value imports (not `import type`, which the build drops) from the
 * worker's entry through the tree's own files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function fileOf(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

/** The packages the worker's value imports reach, with the file that imports each. */
function packagesReached(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      if (!specifier!.startsWith('.')) {
        if (!packages.has(specifier!)) packages.set(specifier!, file.slice(ROOT.length + 1));
        continue;
      }
      const next = fileOf(file, specifier!);
      if (next) queue.push(next);
    }
  }
  return packages;
}

test('the feed worker reaches no zod through its value imports', () => {
  const packages = packagesReached(join(ROOT, 'workers/feed.worker.ts'));
  expect(packages.size).toBeGreaterThan(0);
  expect([...packages].filter(([name]) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
});
