/**
 * How every Chromium bench starts: Vite serving the repository (so bench pages import the app's modules
 * and workers as the app does) and Debian's Chromium driven by playwright-core. One place, so that every
 * bench pre-bundles the same dependencies and launches with the same flags.
 */
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path.mjs';
import { REPO_ROOT } from './feed/simulator';

export interface BenchVite {
  /** The address Vite serves the repository at, ending with a slash. */
  base: string;
  close(): Promise<void>;
}

/**
 * Vite over the repository. `isolated` serves pages cross-origin isolated, which gives performance.now()
 * 5 µs steps instead of 100 µs.
 */
export async function startBenchVite({ isolated = false, port = 0 } = {}): Promise<BenchVite> {
  const vite: ViteDevServer = await createServer({
    root: REPO_ROOT,
    configFile: join(REPO_ROOT, 'vite.config.ts'),
    logLevel: 'error',
    clearScreen: false,
    server: {
      host: '127.0.0.1',
      port,
      strictPort: port !== 0,
      hmr: false,
      headers: isolated
        ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' }
        : {},
    },
    // Pre-bundled up front, so that discovering them on first load cannot reload a page mid-run.
    optimizeDeps: {
      include: [
        'comlink',
        'vite-plugin-comlink/symbol',
        'pixi.js',
        'lightweight-charts',
        'technicalindicators',
        '@tanstack/react-virtual',
      ],
    },
  });
  const close = () => vite.close().catch(() => undefined);
  try {
    await vite.listen();
    const base = vite.resolvedUrls?.local[0];
    if (!base) throw new Error('Vite did not report the address of the bench page');
    return { base, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * A port free on 127.0.0.1 now, for a bench page whose origin must be known before Vite starts (the
 * simulator allows that origin to open its socket).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Headless Chromium with the project's flags and `args` (e.g. --use-angle=swiftshader). */
export async function launchBenchChromium(args: readonly string[] = []): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH.');
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...args], headless: true });
}

export interface BenchBrowser {
  browser: Browser;
  base: string;
  close(): Promise<void>;
}

/** Vite and Chromium together, closed together. */
export async function startBrowser(args: readonly string[] = []): Promise<BenchBrowser> {
  const vite = await startBenchVite();
  try {
    const browser = await launchBenchChromium(args);
    return {
      browser,
      base: vite.base,
      close: async () => {
        await browser.close().catch(() => undefined);
        await vite.close();
      },
    };
  } catch (error) {
    await vite.close();
    throw error;
  }
}
