/**
 * Every package the lock file installs runs on the Node the project promises (package.json engines, the
 * Node 20 the machines and CI run): a dependency update that needs a newer Node is pinned back through
 * package.json overrides rather than found at start-up.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test } from 'vitest';

// semver is installed (npm's tools depend on it) but ships no types: the one function used, typed here.
const semver = createRequire(import.meta.url)('semver') as {
  intersects(range1: string, range2: string): boolean;
};

const ROOT = join(import.meta.dirname, '..', '..');
const readJson = (name: string): unknown => JSON.parse(readFileSync(join(ROOT, name), 'utf8'));

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

const pkg = readJson('package.json') as { engines: { node: string } };
const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> };
const NODE_20 = '20.x';

test('the project promises Node 20', () => {
  expect(semver.intersects(pkg.engines.node, NODE_20)).toBe(true);
});

test('every installed package admits Node 20', () => {
  const refusing = Object.entries(lock.packages)
    .filter(([path]) => path !== '')
    .flatMap(([path, entry]) => {
      const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return node === undefined || semver.intersects(node, NODE_20)
        ? []
        : [`${path}@${entry.version} (node ${node})`];
    });
  expect(refusing).toEqual([]);
});
