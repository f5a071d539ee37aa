import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { comlink } from 'vite-plugin-comlink';
// With its extension: Vite loads its config natively, where a TypeScript import names its file.
import {
  APP_MODULE,
  APP_PAGE,
  appPreloads,
  ROUTE_MODULES,
  ROUTE_PRELOAD_FILE,
  routePreloads,
  type BuiltChunk,
} from './scripts/route-preloads.ts';
import { installableApp } from './scripts/service-worker-build.ts';

// The build writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file, so that the simulator
// (`--dist`, @fastify/static `preCompressed`) sends compressed files without compressing on each request.
// Brotli at its highest quality: it costs seconds once per build and nothing per request.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a browser fetches as text; source maps are left out (only developer tools read them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/;
/** Below this a compressed copy saves less than its extra header costs. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir` that compression shrinks. */
async function precompressDir(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

function precompress(): Plugin {
  return {
    name: 'tradedeck:precompress',
    apply: 'build',
    // After every file of the build (worker chunks included) is on disk.
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}

/** Writes route-preloads.json: the chunks each chart route loads after the entry (scripts/route-preloads.ts). */
function routePreloadList(): Plugin {
  return {
    name: 'tradedeck:route-preloads',
    apply: 'build',
    generateBundle: {
      // After Vite's CSS pass, which drops CSS-only chunks (and their imports) from the bundle: the list
      // names only scripts the build writes.
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        // The worker builds have their own bundles, without the app's page: nothing to write there.
        if (!chunks.some((chunk) => chunk.facadeModuleId?.endsWith(`/${APP_PAGE}`))) return;
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_PRELOAD_FILE,
          source: JSON.stringify(routePreloads(chunks, ROUTE_MODULES, ROOT)),
        });
      },
    },
  };
}

/** The bundle's chunks as the preload lists read them, with the styles Vite noted for each. */
const chunksOf = (bundle: Rollup.OutputBundle): BuiltChunk[] =>
  Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' ? [{ ...output, styles: [...(output.viteMetadata?.importedCss ?? [])] }] : [],
  );

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * The app's chunks named in the page as module preloads, and its styles as the page's stylesheets
 * (scripts/route-preloads.ts appPreloads): the page's entry (src/boot.ts) starts the page's requests, then
 * imports the app, whose modules and styles the browser has been fetching meanwhile.
 */
function appPreloadLinks(): Plugin {
  let base = '/';
  return {
    name: 'tradedeck:app-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk?.facadeModuleId?.endsWith(`/${APP_PAGE}`)) return;
        const { scripts, styles } = appPreloads(chunksOf(bundle), ROOT);
        const link = (rel: string, file: string) => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        });
        return [
          ...scripts.map((file) => link('modulepreload', file)),
          ...styles.map((file) => link('stylesheet', file)),
        ];
      },
    },
  };
}

/** The chart bench page others drive, the build's second page (`--dist` serves it at /bench/chart). */
const BENCH_PAGE = 'bench-chart.html';

/** A group of the bundle's chunking: the modules `test` takes, and the ones they import statically. */
interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/** The parsed module graph, as the groups' choice reads it (absolute module ids; static imports only). */
interface ModuleGraph {
  /** The module whose path ends with `path`; a build without it stops. */
  find(path: string): string;
  imports(id: string): readonly string[];
  /** The modules that import `id` statically. */
  importers(id: string): readonly string[];
  /** The modules of the static graphs of `roots` (roots included). */
  closure(roots: readonly string[]): Set<string>;
}

/**
 * The app's chunks, chosen from the module graph once every module is parsed. Without them each graph a
 * page loads comes as dozens of small chunks (the bundler splits out every module another chunk shares),
 * which the browser fetches six at a time per host: a page's first requests and the chunks it waits for
 * queue behind them (the chart popup loaded 57 files).
 *
 * - `boot`: the boot module's imports and theirs (src/boot.ts, the page's entry): the page's first
 *   requests wait for all of it. It holds the chart client's pure core too (the forecast's history length
 *   comes through it), which the chart pages load anyway.
 * - `app`: the app's module and its static graph (src/main.tsx), which every page loads, and the general
 *   helpers and libraries (src/lib, src/ui, node_modules) the chart popup loads, which most pages share
 *   (TanStack Query's useQuery, the number formats).
 * - `chart`: the chart's feature and the drawing the chart popup loads (src/features/chart, src/render;
 *   Pixi, which is imported dynamically, stays out), which a page loads by the feature's door (its
 *   index.ts), which only the chart pages import. A module of theirs that code outside imports otherwise
 *   (the mini chart's time labels, the workspace's render views…) stays out, and so does what only it
 *   brings: a page that does not draw the chart would load the whole chunk for it.
 *
 * The chart bench page (src/bench-page, another entry) imports part of `app` and of `chart`: that part of
 * each is a chunk of its own (`app-core`, `chart-core`), so that the bench page loads and runs only the
 * modules it imports, as before (a chunk runs every module in it when it loads: `app` holds the app's
 * start).
 */
function appChunks(): { plugin: Plugin; groups: ChunkGroup[] } {
  const chosen = new Map<string, Set<string>>();
  const choose = (graph: ModuleGraph): Record<string, Iterable<string>> => {
    const main = graph.find(APP_MODULE);
    const page = graph.find('src/app/ChartPopupPage.tsx');
    const door = graph.find('src/features/chart/index.ts');
    const popup = graph.closure([page]);
    const shared = /\/src\/(lib|ui)\/|\/node_modules\//;
    const app = new Set([...graph.closure([main]), ...[...popup].filter((id) => shared.test(id))]);
    const drawing = /\/src\/(features\/chart|render)\//;
    const chart = new Set([...graph.closure([door])].filter((id) => drawing.test(id) && !app.has(id)));
    const bench = graph.closure([graph.find('src/bench-page/main.ts')]);
    const outside = (id: string) => !chart.has(id) && !bench.has(id);
    for (let changed = true; changed;) {
      changed = false;
      for (const id of chart)
        if (id !== door && graph.importers(id).some(outside)) {
          chart.delete(id);
          changed = true;
        }
    }
    const split = (members: Set<string>, inBench: boolean) =>
      [...members].filter((id) => bench.has(id) === inBench);
    return {
      boot: graph.imports(graph.find('src/boot.ts')),
      'app-core': split(app, true),
      'chart-core': split(chart, true),
      app: split(app, false),
      chart: split(chart, false),
    };
  };
  // Highest first: a module two groups take goes to the first.
  const names = ['boot', 'app-core', 'chart-core', 'app', 'chart'];
  const plugin: Plugin = {
    name: 'tradedeck:app-chunks',
    apply: 'build',
    // After every module is parsed, before the chunks are made.
    buildEnd() {
      chosen.clear();
      const ids = [...this.getModuleIds()];
      // The app's build only. The worker builds have graphs of their own; the bench pages' build takes the
      // app's pages along with its own, whose pages would load (and run) the app chunk through a helper.
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const appEntries = [`/${APP_PAGE}`, `/${BENCH_PAGE}`];
      if (
        entries.length !== appEntries.length ||
        !appEntries.every((end) => entries.some((id) => id.endsWith(end)))
      )
        return;
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const graph: ModuleGraph = {
        find(path) {
          const found = ids.find((id) => id.endsWith(`/${path}`));
          if (!found) throw new Error(`app chunks: no module ${path} in the build`);
          return found;
        },
        imports,
        importers: (id) => this.getModuleInfo(id)?.importers ?? [],
        closure(roots) {
          const seen = new Set<string>();
          const visit = (id: string) => {
            if (seen.has(id)) return;
            seen.add(id);
            imports(id).forEach(visit);
          };
          roots.forEach(visit);
          return seen;
        },
      };
      for (const [name, members] of Object.entries(choose(graph))) chosen.set(name, new Set(members));
    },
  };
  const groups = names.map((name, i) => ({
    name,
    test: (id: string) => chosen.get(name)?.has(id) === true,
    priority: names.length - i,
  }));
  return { plugin, groups };
}

const chunks = appChunks();

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/**
 * react-router 7 names only its development build in its package exports (its maintainers call that
 * temporary), so a production build bundled its development warnings and checks (22 ms of the chart
 * popup's script at start in a profile, 10 with the production files). A production build takes the
 * production files it ships beside.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: 'node_modules/react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'node_modules/react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(replacement, import.meta.url)),
}));

// The app bundle. The simulator serves it (Vite in middleware mode for `npm start`, or the built dist/).
export default defineConfig(({ command, mode }) => ({
  resolve: { alias: command === 'build' && mode === 'production' ? REACT_ROUTER_PRODUCTION : [] },
  plugins: [
    comlink(),
    react(),
    chunks.plugin,
    appPreloadLinks(),
    routePreloadList(),
    installableApp(ROOT, chunksOf),
    precompress(),
  ],
  worker: {
    format: 'es',
    plugins: () => [comlink()],
  },
  // Pre-bundled up front so that the first page load of `npm start` does not discover them mid-way and reload.
  optimizeDeps: {
    include: ['react', 'react-dom/client', 'pixi.js', 'comlink', 'technicalindicators', 'golden-layout'],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      // The app, and the chart bench page others drive (`--dist` serves it at /bench/chart; src/bench-page/).
      input: { index: page(APP_PAGE), 'bench-chart': page(BENCH_PAGE) },
      output: { codeSplitting: { groups: chunks.groups } },
    },
  },
}));
