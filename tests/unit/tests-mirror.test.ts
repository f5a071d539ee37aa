/**
 * Tests mirror the source tree: a test's folder under tests/unit/ or tests/browser/ is the folder of what
 * it tests, less the leading src/ (tests/unit/features/chart/rules/ tests src/features/chart/rules/,
 * tests/unit/workers/core/feed/ tests workers/core/feed/). A newcomer finds a module's tests by its path.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const TOP_LEVEL = ['contract', 'server', 'workers', 'scripts', 'bench'];

function folders(dir: string): string[] {
  return (
    readdirSync(dir)
      .map((name) => join(dir, name))
      .filter((path) => statSync(path).isDirectory())
      // Vitest's own output beside a test (failure screenshots) is not a test folder.
      .filter((path) => !path.includes('__screenshots__'))
      .flatMap((path) => [path, ...folders(path)])
  );
}

/** The source folder a test folder mirrors. */
function mirroredSource(testFolder: string): string {
  const [top] = testFolder.split('/');
  return TOP_LEVEL.includes(top!) ? testFolder : join('src', testFolder);
}

describe('tests mirror the source tree', () => {
  for (const kind of ['unit', 'browser']) {
    const base = join(ROOT, 'tests', kind);
    test.each(folders(base).map((path) => relative(base, path)))(
      `tests/${kind}/%s has a source folder`,
      (folder) => {
        expect(existsSync(join(ROOT, mirroredSource(folder))), mirroredSource(folder)).toBe(true);
      },
    );
  }
});
