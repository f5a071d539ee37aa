// The cached build as `npm start` meets it, with a builder of the test's own (no Vite): built on the first
// start, reused while the sources stay, built again when one changes, a failed build failing the start
// with nothing served, and two starts at once ending on one whole build.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { AppBuildError, BUILD_CACHE_FOLDER, ensureAppBuild } from '../../../../server/app-build/ensure-build';
import type { AppBuilder } from '../../../../server/app-build/build-process';

let root = '';
let output = '';
let builds = 0;

const out = { write: (text: string) => void (output += text) };
let clock = 0;
const now = () => (clock += 10);

/** Writes an index.html naming the sources' src/app.ts, as a build of them would. */
const builder: AppBuilder = async (source, outDir, onProgress) => {
  builds += 1;
  onProgress({ step: 'transform', modules: 0 });
  onProgress({ step: 'transform', modules: 1 });
  onProgress({ step: 'render', modules: 1 });
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  writeFileSync(join(outDir, 'index.html'), readFileSync(join(source, 'src', 'app.ts'), 'utf8'));
  onProgress({ step: 'compress', modules: 1 });
};

const start = (build: AppBuilder = builder, tty = false) =>
  ensureAppBuild({ root, env: {}, out: { ...out, isTTY: tty }, now, build });
const cacheEntries = () => readdirSync(join(root, BUILD_CACHE_FOLDER)).sort();
const served = (folder: string) => readFileSync(join(folder, 'index.html'), 'utf8');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tradedeck-build-cache-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'app.ts'), 'version 1');
  writeFileSync(join(root, 'index.html'), '<html>');
  output = '';
  builds = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('ensureAppBuild', () => {
  test('the first start builds with a line per step and one when done; the build is whole in place', async () => {
    const folder = await start();
    expect(builds).toBe(1);
    expect(served(folder)).toBe('version 1');
    expect(cacheEntries()).toEqual([folder.split('/').at(-1)]);
    expect(output.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(/^tradedeck: building the app: step 1\/4, no build of these sources yet; /),
      expect.stringMatching(/^tradedeck: building the app: step 2\/4, transforming modules, /),
      expect.stringMatching(/^tradedeck: building the app: step 3\/4, rendering chunks; 1 modules, /),
      expect.stringMatching(/^tradedeck: building the app: step 4\/4, writing the files/),
      expect.stringMatching(/^tradedeck: built the app in .* into node_modules\/\.cache\/tradedeck\/build-/),
    ]);
  });

  test('a second start on the same sources serves the same build without building', async () => {
    const first = await start();
    output = '';
    const second = await start();
    expect(second).toBe(first);
    expect(builds).toBe(1);
    expect(output).toMatch(
      /^tradedeck: serving the app built from these sources before \(.*; sources checked in \d+ ms\)\n$/,
    );
  });

  test('a changed source is built again; the build before stays (a running server may serve it)', async () => {
    const first = await start();
    writeFileSync(join(root, 'src', 'app.ts'), 'version 2');
    const second = await start();
    expect(second).not.toBe(first);
    expect(builds).toBe(2);
    expect(served(second)).toBe('version 2');
    expect(served(first)).toBe('version 1');
    // The first build older than the second on any file system's clock.
    utimesSync(first, new Date(2020, 0, 1), new Date(2020, 0, 1));
    writeFileSync(join(root, 'src', 'app.ts'), 'version 3');
    const third = await start();
    expect(cacheEntries()).toEqual([second, third].map((folder) => folder.split('/').at(-1)).sort());
  });

  test('a failed build fails the start with its error and leaves nothing to serve', async () => {
    await start();
    writeFileSync(join(root, 'src', 'app.ts'), 'version 2');
    const before = cacheEntries();
    const failing: AppBuilder = async (_source, outDir, onProgress) => {
      onProgress({ step: 'transform', modules: 3 });
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'index.html'), 'half');
      throw new Error('[vite]: Rolldown failed to resolve import "./gone" from "src/app.ts"');
    };
    const failure = start(failing);
    await expect(failure).rejects.toBeInstanceOf(AppBuildError);
    await expect(failure).rejects.toThrow(/building the app failed: .*failed to resolve import "\.\/gone"/);
    expect(cacheEntries()).toEqual(before);
    // The next start builds these sources, as if the failed one had not been.
    expect(served(await start())).toBe('version 2');
  });

  test('two starts at once both build and end on one whole build, no partial folder left', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let waiting = 0;
    const bothAtOnce: AppBuilder = async (source, outDir, onProgress) => {
      waiting += 1;
      if (waiting === 2) release();
      await gate;
      await builder(source, outDir, onProgress);
    };
    const [first, second] = await Promise.all([start(bothAtOnce), start(bothAtOnce)]);
    expect(builds).toBe(2);
    expect(second).toBe(first);
    expect(served(first)).toBe('version 1');
    expect(cacheEntries()).toEqual([first.split('/').at(-1)]);
  });

  test('on a terminal the progress line is rewritten in place and cleared before the closing line', async () => {
    await start(builder, true);
    const clearLine = '\r\x1b[K';
    expect(output.startsWith(`${clearLine}tradedeck: building the app: step 1/4`)).toBe(true);
    expect(output).toContain(`${clearLine}tradedeck: built the app in `);
    expect(output.endsWith('\n')).toBe(true);
    expect(output.split('\n')).toHaveLength(2);
  });

  test('a cache folder that is not there yet is made', async () => {
    expect(existsSync(join(root, BUILD_CACHE_FOLDER))).toBe(false);
    await start();
    expect(existsSync(join(root, BUILD_CACHE_FOLDER))).toBe(true);
  });
});
