/**
 * A bench page in headless Chromium: Vite serves the repository (so pages import the app's modules and
 * workers as the app does) and playwright-core drives Debian's Chromium. The caller closes what it got.
 */
import type { Page } from 'playwright-core';
import { launchBenchChromium, startBenchVite } from './bench-browser';

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
  { isolated = false, args = [] as readonly string[], port = 0 } = {},
): Promise<BenchPage> {
  const closers: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch(() => undefined);
  };
  try {
    const vite = await startBenchVite({ isolated, port });
    closers.push(() => vite.close());
    const base = vite.base;
    const browser = await launchBenchChromium(args);
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
