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
  APP_PAGE,
  appPreloads,
  ROUTE_MODULES,
  ROUTE_PRELOAD_FILE,
  routePreloads,
  type BuiltChunk,
} from './scripts/route-preloads.ts';

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

/**
 * The boot module's imports (src/boot.ts, the page's entry) as one chunk, with what they import (the
 * bundler takes a group's dependencies along): the page's first requests wait for that whole graph,
 * which otherwise comes as a dozen small chunks queued with the app's modules on the browser's few
 * connections per host. It holds the chart client's pure core too (the forecast's history length comes
 * through it), which the chart pages load anyway.
 */
function bootChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  const imports = new Set<string>();
  const plugin: Plugin = {
    name: 'tradedeck:boot-chunk',
    apply: 'build',
    // After every module is parsed, before the chunks are made.
    buildEnd() {
      imports.clear();
      const boot = [...this.getModuleIds()].find((id) => id.endsWith('/src/boot.ts'));
      for (const id of boot ? (this.getModuleInfo(boot)?.importedIds ?? []) : []) imports.add(id);
    },
  };
  return { plugin, group: { name: 'boot', test: (id) => imports.has(id) } };
}

const boot = bootChunk();

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

// The app bundle. The simulator serves it (Vite in middleware mode for `npm start`, or the built dist/).
export default defineConfig({
  plugins: [comlink(), react(), boot.plugin, appPreloadLinks(), routePreloadList(), precompress()],
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
      input: { index: page('index.html'), 'bench-chart': page('bench-chart.html') },
      output: { codeSplitting: { groups: [boot.group] } },
    },
  },
});
