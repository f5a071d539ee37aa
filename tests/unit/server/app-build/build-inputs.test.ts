// What the build reads is what the fingerprint reads: every HTML entry at the root, every file the build's
// configuration imports, and every file the app's code (src/, workers/, contract/) names by a relative path
// are inputs (a root folder of texts imported by src/ would have to join them), and readBuildInputs reads
// them, a missing one as absent.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  BUILD_INPUT_FILES,
  BUILD_INPUT_FOLDERS,
  environmentInputs,
  readBuildInputs,
} from '../../../../server/app-build/build-inputs';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const covered = (path: string) =>
  (BUILD_INPUT_FILES as readonly string[]).includes(path) ||
  BUILD_INPUT_FOLDERS.some((folder) => path === folder || path.startsWith(`${folder}/`));

describe('the inputs cover what the build reads', () => {
  test.each(readdirSync(ROOT).filter((name) => name.endsWith('.html')))('the HTML entry %s', (page) => {
    expect(covered(page)).toBe(true);
  });

  const config = readFileSync(join(ROOT, 'vite.config.ts'), 'utf8');
  const imports = [...config.matchAll(/from '(\.[^']+)'/g)].map((match) => posix.normalize(match[1]!));
  test('vite.config.ts imports files of the tree', () => {
    expect(imports.length).toBeGreaterThan(0);
  });
  test.each(imports)('vite.config.ts imports %s', (path) => {
    expect(covered(path)).toBe(true);
  });
});

/** Relative specifiers a module names: imports, re-exports, dynamic imports, `new URL(…, import.meta.url)`. */
const RELATIVE_SPECIFIER = /(?:from\s+|import\s*\(\s*|new URL\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

describe('the code of the app names nothing outside the inputs', () => {
  const codeFolders = ['src', 'workers', 'contract'];
  const outside = codeFolders.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(ts|tsx|css|html|json)$/.test(name))
      .flatMap((name) => {
        const file = posix.join(folder, name.split('\\').join('/'));
        const text = readFileSync(join(ROOT, file), 'utf8');
        return [...text.matchAll(RELATIVE_SPECIFIER)]
          .map((match) => posix.normalize(posix.join(posix.dirname(file), match[1]!)))
          .filter((target) => !covered(target))
          .map((target) => `${file} → ${target}`);
      }),
  );
  test('every relative import of src/, workers/ and contract/ lands in an input', () => {
    expect(outside).toEqual([]);
  });
});

describe('readBuildInputs', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('reads the folders whole and the files one by one; a missing file is absent, a missing folder empty', async () => {
    root = mkdtempSync(join(tmpdir(), 'tradedeck-inputs-'));
    mkdirSync(join(root, 'src', 'deep'), { recursive: true });
    writeFileSync(join(root, 'src', 'deep', 'a.ts'), 'a');
    writeFileSync(join(root, 'index.html'), '<html>');
    mkdirSync(join(root, 'server'));
    writeFileSync(join(root, 'server', 'not-an-input.ts'), 'x');

    const inputs = await readBuildInputs(root, { VITE_GALLERY: 'true' });
    const byPath = new Map(inputs.map((input) => [input.path, input.content]));
    expect(new TextDecoder().decode(byPath.get('src/deep/a.ts'))).toBe('a');
    expect(new TextDecoder().decode(byPath.get('index.html'))).toBe('<html>');
    expect(byPath.has('.env')).toBe(true);
    expect(byPath.get('.env')).toBeUndefined();
    expect(byPath.has('server/not-an-input.ts')).toBe(false);
    expect(inputs.filter((input) => input.path.startsWith('public/'))).toEqual([]);
    expect(new TextDecoder().decode(byPath.get('env:VITE_GALLERY'))).toBe('true');
  });
});

describe('environmentInputs', () => {
  test.each<[string, NodeJS.ProcessEnv, string[]]>([
    ['nothing the build reads', { PATH: '/bin', HOME: '/root', PORT: '8080' }, []],
    [
      'VITE_ variables and NODE_ENV',
      { VITE_GALLERY: 'true', NODE_ENV: 'production', VITEX: '1' },
      ['env:VITE_GALLERY=true', 'env:NODE_ENV=production'],
    ],
    ['an empty value still counts', { VITE_API_URL: '' }, ['env:VITE_API_URL=']],
  ])('%s', (_name, env, expected) => {
    expect(
      environmentInputs(env).map((input) => `${input.path}=${new TextDecoder().decode(input.content)}`),
    ).toEqual(expected);
  });
});
