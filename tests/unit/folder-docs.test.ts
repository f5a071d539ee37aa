/**
 * A map a newcomer can read: every top-level source folder, every folder of src/ and every feature has a
 * README saying what lives there, what it may import and where its tests are; every feature has its one
 * door, index.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const subfolders = (folder: string) =>
  readdirSync(join(ROOT, folder))
    .filter((name) => statSync(join(ROOT, folder, name)).isDirectory())
    // A folder emptied by a move lingers on disk, though git and a fresh clone no longer have it.
    .filter((name) => readdirSync(join(ROOT, folder, name)).length > 0)
    .map((name) => `${folder}/${name}`);

const FEATURES = subfolders('src/features');
const DOCUMENTED = [
  'contract',
  'server',
  'workers',
  'src',
  'bench',
  'scripts',
  ...subfolders('src').filter((folder) => folder !== 'src/features'),
  ...FEATURES,
];

describe('folder READMEs', () => {
  test.each(DOCUMENTED)('%s has a README that says what it may import and where its tests are', (folder) => {
    const readme = join(ROOT, folder, 'README.md');
    expect(existsSync(readme)).toBe(true);
    const text = readFileSync(readme, 'utf8');
    expect(text).toMatch(/may import/i);
    expect(text).toMatch(/tests/i);
  });

  test.each(FEATURES)('%s has its door, index.ts', (feature) => {
    expect(existsSync(join(ROOT, feature, 'index.ts'))).toBe(true);
  });
});
