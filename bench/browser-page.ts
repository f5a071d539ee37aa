/**
 * A bench page in headless Chromium: Vite serves the repository (so pages import the app's modules and
 * workers as the app does) and playwright-core drives Debian's Chromium. The caller closes what it got.
 */
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path.mjs';
import { REPO_ROOT } from './feed/simulator';

export interface BenchPage {
  page: Page;
  /** Errors the page threw so far. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * Opens `path` (relative to the repository root, with its query) once `ready` names a global of the page.
 * `isolated` serves it cross-origin isolated, which gives performance.now() 5 µs steps instead of 100 µs.
 * `args` are extra Chromium flags (e.g. --use-angle=swiftshader).
 */
export async function openBenchPage(
  path: string,
  ready: string,
  { isolated = false, args = [] as readonly string[] } = {},
): Promise<BenchPage> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH.');
  const closers: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch(() => undefined);
  };
  try {
    const vite = await createServer({
      root: REPO_ROOT,
      configFile: join(REPO_ROOT, 'vite.config.ts'),
      logLevel: 'error',
      clearScreen: false,
      server: {
        host: '127.0.0.1',
        port: 0,
        hmr: false,
        headers: isolated
          ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' }
          : {},
      },
      // Pre-bundled up front, so that discovering them on first load cannot reload the page mid-run.
      optimizeDeps: { include: ['comlink', 'vite-plugin-comlink/symbol', 'technicalindicators'] },
    });
    closers.push(() => vite.close());
    await vite.listen();
    const base = vite.resolvedUrls?.local[0];
    if (!base) throw new Error('Vite did not report the address of the bench page');
    const browser = await chromium.launch({
      executablePath,
      args: [...CHROMIUM_ARGS, ...args],
      headless: true,
    });
    closers.push(() => browser.close());
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}${path}`);
    await page.waitForFunction((name) => name in window, ready, { timeout: 60_000 });
    return { page, errors, close };
  } catch (error) {
    await close();
    throw error;
  }
}
