/**
 * A bench page built for production (vite build: React's production build, minified, as users get it)
 * and served by Vite's preview server, with Chromium beside it. The other Chromium benches still run on
 * the Vite dev server (bench-browser.ts); the issue asks for production builds on both sides, so this
 * bench builds its page itself. The build goes to a temporary folder removed on close.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { launchBenchChromium } from '../bench-browser';
import { REPO_ROOT } from '../feed/simulator';
import type { BenchBrowser } from '../workspace/browser';

/** Builds `page` (an HTML file, relative to the repository) and serves the build; Chromium with `args`. */
export async function startProductionPage(page: string, args: readonly string[]): Promise<BenchBrowser> {
  const outDir = mkdtempSync(join(tmpdir(), 'tradedeck-bench-'));
  const closers: (() => Promise<unknown>)[] = [async () => rmSync(outDir, { recursive: true, force: true })];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch(() => undefined);
  };
  try {
    const configFile = join(REPO_ROOT, 'vite.config.ts');
    await build({
      root: REPO_ROOT,
      configFile,
      mode: 'production',
      logLevel: 'error',
      build: {
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: { input: join(REPO_ROOT, page) },
      },
    });
    const server = await preview({
      root: REPO_ROOT,
      configFile,
      logLevel: 'error',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    });
    closers.push(() => new Promise((resolve) => server.httpServer.close(resolve)));
    const base = server.resolvedUrls?.local[0];
    if (!base) throw new Error('Vite preview did not report the address of the bench page');
    const browser = await launchBenchChromium(args);
    closers.push(() => browser.close());
    return { browser, base, close };
  } catch (error) {
    await close();
    throw error;
  }
}
