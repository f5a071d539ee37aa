/**
 * How every Chromium bench starts: the bench pages (bench/pages/*.html) built for production by one
 * multi-page `vite build` per `npm run bench` run, shared by all benches; that build served statically
 * by Vite's preview server, cross-origin isolated; and Debian's Chromium driven by playwright-core. One
 * place, so that every bench runs the same production bundles (ours and the peers': React's,
 * lightweight-charts' and uPlot's production builds) and launches with the same flags.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build, preview, type Plugin } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path.mjs';
import { REPO_ROOT } from './feed/simulator';
import type { ProcessCpu } from './stats';

const PAGES_DIR = join(REPO_ROOT, 'bench', 'pages');
const CONFIG_FILE = join(REPO_ROOT, 'vite.config.ts');

/**
 * The builds a peer could silently fall back to: each package's production file must be in the bundle
 * and its development file must not (the dev server used to hand the peers their development builds).
 */
const PRODUCTION_BUILDS = [
  {
    name: 'lightweight-charts',
    production: 'lightweight-charts.production.mjs',
    development: 'lightweight-charts.development.mjs',
  },
  // uPlot ships no development build: its ESM build is the production one, and the CommonJS build the file
  // a bundler could fall back to.
  { name: 'uplot', production: 'uPlot.esm.js', development: 'uPlot.cjs.js' },
  { name: 'react', production: 'react.production.js', development: 'react.development.js' },
  {
    name: 'react-dom',
    production: 'react-dom-client.production.js',
    development: 'react-dom-client.development.js',
  },
  {
    name: 'react/jsx-runtime',
    production: 'react-jsx-runtime.production.js',
    development: 'react-jsx-runtime.development.js',
  },
] as const;

export interface BenchBuild {
  /** The build's folder (removed when the process exits). */
  outDir: string;
  /** Which file of each peer library the bundle holds, for the sections' notes. */
  note: string;
}

/** Collects the file names of every module the main-thread bundle holds. */
function moduleNames(into: Set<string>): Plugin {
  return {
    name: 'bench-module-names',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') for (const id of output.moduleIds) into.add(basename(id));
    },
  };
}

function checkProduction(names: ReadonlySet<string>): string {
  const wrong = PRODUCTION_BUILDS.filter((lib) => names.has(lib.development) || !names.has(lib.production));
  if (wrong.length > 0)
    throw new Error(
      `the bench build does not hold the production build of ${wrong.map((lib) => lib.name).join(', ')}`,
    );
  return (
    'Production build on both sides: one `vite build` of bench/pages/*.html, served statically with ' +
    'COOP/COEP; the bundle holds ' +
    PRODUCTION_BUILDS.map((lib) => lib.production).join(', ') +
    ' and no development build (checked in the build output on every run).'
  );
}

let built: Promise<BenchBuild> | undefined;

/** Builds every bench page once per process; later calls share the same build. */
export function buildBenchPages(): Promise<BenchBuild> {
  built ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'tradedeck-bench-'));
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
    const input = Object.fromEntries(
      readdirSync(PAGES_DIR)
        .filter((name) => name.endsWith('.html'))
        .map((name) => [name.replace(/\.html$/, ''), join(PAGES_DIR, name)]),
    );
    const names = new Set<string>();
    const started = performance.now();
    await build({
      root: REPO_ROOT,
      configFile: CONFIG_FILE,
      mode: 'production',
      logLevel: 'error',
      plugins: [moduleNames(names)],
      build: { outDir, emptyOutDir: true, sourcemap: false, rollupOptions: { input } },
    });
    const note = checkProduction(names);
    console.log(
      `Bench pages built for production in ${((performance.now() - started) / 1000).toFixed(0)} s (${Object.keys(input).length} pages)`,
    );
    return { outDir, note };
  })();
  return built;
}

export interface BenchServer {
  /** The address the built pages are served at, ending with a slash (`${base}bench/pages/x.html`). */
  base: string;
  /** How the pages were built, for the sections' notes. */
  note: string;
  close(): Promise<void>;
}

/**
 * The production build of the bench pages, served cross-origin isolated (COOP same-origin, COEP
 * require-corp), which gives performance.now() 5 µs steps instead of 100 µs. `port` fixes the port, for a
 * page whose origin must be known before it is served (the simulator allows that origin's socket).
 */
export async function startBenchServer({ port = 0 } = {}): Promise<BenchServer> {
  const { outDir, note } = await buildBenchPages();
  const server = await preview({
    root: REPO_ROOT,
    configFile: CONFIG_FILE,
    logLevel: 'error',
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: port !== 0,
      open: false,
      headers: {
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Embedder-Policy': 'require-corp',
      },
    },
  });
  const close = () => new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  const base = server.resolvedUrls?.local[0];
  if (!base) {
    await close();
    throw new Error('Vite preview did not report the address of the bench pages');
  }
  return { base, note, close };
}

/**
 * A port free on 127.0.0.1 now, for a bench page whose origin must be known before it is served (the
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
  /** How the pages were built, for the sections' notes. */
  note: string;
  close(): Promise<void>;
}

/** The built pages' server and Chromium with `args`, closed together. */
export async function startBrowser(args: readonly string[] = [], { port = 0 } = {}): Promise<BenchBrowser> {
  const server = await startBenchServer({ port });
  try {
    const browser = await launchBenchChromium(args);
    return {
      browser,
      base: server.base,
      note: server.note,
      close: async () => {
        await browser.close().catch(() => undefined);
        await server.close();
      },
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** CPU seconds of every process of the browser so far (browser-level CDP SystemInfo.getProcessInfo). */
export async function processCpu(browser: Browser): Promise<ProcessCpu[]> {
  const session = await browser.newBrowserCDPSession();
  try {
    return (await session.send('SystemInfo.getProcessInfo')).processInfo;
  } finally {
    await session.detach().catch(() => undefined);
  }
}
