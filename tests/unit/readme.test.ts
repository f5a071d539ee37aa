/**
 * The front README is the page a newcomer reads in five minutes: short, with one table of demo logins that
 * is the seed's (server/seed/demo-members.ts), and a folder map that names every folder of the tree a
 * newcomer opens. The long texts live beside their code; this keeps them from drifting back.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEMO_MEMBERS } from '../../server/seed/demo-members';

const ROOT = join(import.meta.dirname, '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The text of the README's `## title` section, up to the next `## `. */
function section(title: string): string {
  const start = README.indexOf(`\n## ${title}\n`);
  expect(start, `README has a "${title}" section`).toBeGreaterThanOrEqual(0);
  const end = README.indexOf('\n## ', start + 1);
  return README.slice(start, end < 0 ? undefined : end);
}

const subfolders = (folder: string) =>
  existsSync(join(ROOT, folder))
    ? readdirSync(join(ROOT, folder))
        .filter((name) => statSync(join(ROOT, folder, name)).isDirectory())
        // A folder emptied by a move lingers on disk, though git and a fresh clone no longer have it.
        .filter((name) => readdirSync(join(ROOT, folder, name)).length > 0)
    : [];

describe('the front README', () => {
  test('stays a five-minute read: under 16 KB', () => {
    expect(Buffer.byteLength(README, 'utf8')).toBeLessThan(16 * 1024);
  });

  test('lists every demo member of the seed once, and no other', () => {
    const listed = [...section('Demo logins').matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual(DEMO_MEMBERS.map((member) => member.loginId).sort());
  });

  test('no table row runs past 200 characters (a list reads better)', () => {
    const long = README.split('\n').filter((line) => line.startsWith('|') && line.length > 200);
    expect(long).toEqual([]);
  });

  const map = () => section('Folder map');
  test.each(['contract', 'server', 'workers/core', 'tests', 'bench', 'scripts'])(
    'the folder map names %s/',
    (folder) => {
      expect(map()).toContain(`\`${folder}/`);
    },
  );
  test.each(subfolders('src').filter((name) => name !== 'features' && name !== 'widgets'))(
    'the folder map names src/%s/',
    (folder) => {
      expect(map()).toContain(`\`src/${folder}/\``);
    },
  );
  test.each([...subfolders('src/features'), ...subfolders('src/widgets'), ...subfolders('workers/core')])(
    'the folder map names %s',
    (folder) => {
      expect(map()).toMatch(new RegExp(`\`${folder}/?\``));
    },
  );
});
