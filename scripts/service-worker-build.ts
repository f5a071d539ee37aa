/**
 * The installable app's build (production only; Vite's dev server and Vitest never see a worker): the web
 * app manifest, its PNG icons rendered from public/icons/icon.svg, and the service worker
 * (src/shell/service-worker.ts) bundled alone into sw.js with the build's id and precache list written in.
 * The precache list is the app shell: the page, the offline page, the manifest and icons, and the scripts
 * and styles the trade page loads before it draws (its route's preloads), the texts of both languages and
 * the feed and chart workers. What a page loads after that, the worker keeps as the page asks it
 * (sw-registration.ts).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
// With their extensions: vite.config.ts loads this file natively (see there).
import {
  APP_PAGE,
  appPreloads,
  ROUTE_MODULES,
  routePreloads,
  type BuiltChunk,
  type RouteModules,
} from './route-preloads.ts';
import { OFFLINE_PAGE } from '../src/shell/sw-cache-rules.ts';
import { SERVICE_WORKER_URL } from '../src/shell/sw-messages.ts';
import type { Plugin, Rollup } from 'vite';
import { TRADE_ORDER_PATH } from '../src/lib/paths.ts';

export const MANIFEST_FILE = 'manifest.webmanifest';
export const ICON_SOURCE = 'public/icons/icon.svg';

/** The PNG icons installers ask for: 192 and 512 px, and a maskable 512 px with the safe-zone margin. */
export const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** The page the installed app opens: the trade page (its default coin is the route's to choose). */
export const START_PATH = TRADE_ORDER_PATH;

/** The app's palette (src/app/app.css): the accent for the title bar, the light background for the splash. */
const THEME_COLOR = '#f37321';
const BACKGROUND_COLOR = '#f5f6f8';

/** The manifest: the app's name as it names itself (its title), its description in Korean as the page's. */
export function webAppManifest(): Record<string, unknown> {
  return {
    name: 'Tradedeck',
    short_name: 'Tradedeck',
    description: 'KRW, BTC, USDT 마켓의 디지털 자산을 실시간 차트와 함께 거래하세요.',
    lang: 'ko',
    id: '/',
    start_url: START_PATH,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...ICONS.map(({ file, size, purpose }) => ({
        src: `/${file}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    ],
  };
}

/** The icon at `size` px; a maskable one draws the artwork inside the central 80 % safe zone. */
export async function renderIcon(svg: string, size: number, maskable: boolean): Promise<Buffer> {
  const { Resvg } = await import('@resvg/resvg-js');
  const source = maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${THEME_COLOR}"/><svg x="51" y="51" width="410" height="410" viewBox="0 0 512 512">${svg.replace(/^<svg[^>]*>|<\/svg>\s*$/g, '')}</svg></svg>`
    : svg;
  return new Resvg(source, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

export async function readIconSource(root: string): Promise<string> {
  return readFile(`${root}/${ICON_SOURCE}`, 'utf8');
}

/** What the trade page's route needs before it draws, from the page's entry on (scripts/route-preloads.ts). */
function tradeRouteFiles(chunks: readonly BuiltChunk[], routes: readonly RouteModules[], root: string) {
  const trade = routes.find((route) => route.pattern.startsWith(TRADE_ORDER_PATH));
  if (!trade) throw new Error('service worker: no trade route among the route preloads');
  const [preload] = routePreloads(chunks, [trade], root);
  return preload ? [...preload.files, ...preload.styles] : [];
}

/**
 * The precache list, as paths: the shell ('/'), the offline page, the manifest and icons, the trade page's
 * scripts and styles, every text bundle's chunk (small; both languages, for a language switch offline) and
 * the workers. `files` are every file name of the bundle.
 */
export function precacheList(
  chunks: readonly BuiltChunk[],
  files: readonly string[],
  routes: readonly RouteModules[],
  root: string,
): string[] {
  const texts = chunks
    .filter((chunk) => /\/src\/i18n\/locales\/(?!gallery\/)/.test(chunk.facadeModuleId ?? ''))
    .map((chunk) => chunk.fileName);
  const workers = files.filter((file) => /^assets\/[\w-]*\.worker-[\w-]+\.js$/.test(file));
  const paths = [
    '/',
    OFFLINE_PAGE,
    `/${MANIFEST_FILE}`,
    '/icons/icon.svg',
    ...ICONS.map(({ file }) => `/${file}`),
    ...[
      ...tradeRouteFiles(chunks, routes, root),
      ...appPreloads(chunks, root).styles,
      ...texts,
      ...workers,
    ].map((file) => `/${file}`),
  ];
  return [...new Set(paths)];
}

/** The build's id: a hash of its precache list (every hashed name in it changes with its content). */
export function buildId(precache: readonly string[], workerSource: string): string {
  return createHash('sha256').update(precache.join('\n')).update(workerSource).digest('hex').slice(0, 16);
}

/** The worker bundled alone, as a classic script (no imports: a service worker's first load is one file). */
export async function bundleServiceWorker(root: string, precache: readonly string[]): Promise<string> {
  const { build } = await import('vite');
  const entry = `${root}/src/shell/service-worker.ts`;
  const define = (build: string) => ({
    __TD_BUILD__: JSON.stringify(build),
    __TD_PRECACHE__: JSON.stringify(precache),
    __TD_START_PATH__: JSON.stringify(START_PATH),
  });
  const bundle = async (id: string) => {
    const output = await build({
      configFile: false,
      root,
      logLevel: 'silent',
      define: define(id),
      build: {
        write: false,
        target: 'es2022',
        minify: true,
        lib: { entry, formats: ['iife'], name: 'tradedeckServiceWorker', fileName: () => 'sw.js' },
      },
    });
    const outputs = Array.isArray(output) ? output : [output];
    const chunk = outputs
      .flatMap((result) => ('output' in result ? result.output : []))
      .find((item) => item.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error('service worker: the bundle has no script');
    return chunk.code;
  };
  // The id covers the worker's own code as well as the list: a change to either is a new build.
  const draft = await bundle('draft');
  return bundle(buildId(precache, draft));
}

/**
 * The plugin: in a build, the manifest, the icons and sw.js beside the app's page; on the dev server, the
 * manifest and icons only (index.html names them), never a worker.
 */
export function installableApp(
  root: string,
  chunksOf: (bundle: Rollup.OutputBundle) => BuiltChunk[],
): Plugin {
  const icon = async (path: string) => {
    const found = ICONS.find(({ file }) => `/${file}` === path);
    return found && renderIcon(await readIconSource(root), found.size, found.purpose === 'maskable');
  };
  return {
    name: 'tradedeck:installable-app',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?', 1)[0] ?? '';
        if (path === `/${MANIFEST_FILE}`) {
          response.setHeader('Content-Type', 'application/manifest+json');
          response.end(JSON.stringify(webAppManifest()));
          return;
        }
        icon(path).then((png) => {
          if (!png) return next();
          response.setHeader('Content-Type', 'image/png');
          response.end(png);
        }, next);
      });
    },
    generateBundle: {
      // After Vite's CSS pass, as the route preloads' list (vite.config.ts).
      order: 'post',
      async handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        // The app's build only: the worker builds have their own bundles, without the app's page.
        if (!chunks.some((chunk) => chunk.facadeModuleId?.endsWith(`/${APP_PAGE}`))) return;
        this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: JSON.stringify(webAppManifest()) });
        const svg = await readIconSource(root);
        for (const { file, size, purpose } of ICONS)
          this.emitFile({
            type: 'asset',
            fileName: file,
            source: await renderIcon(svg, size, purpose === 'maskable'),
          });
        const precache = precacheList(chunks, Object.keys(bundle), ROUTE_MODULES, root);
        this.emitFile({
          type: 'asset',
          fileName: SERVICE_WORKER_URL.slice(1),
          source: await bundleServiceWorker(root, precache),
        });
      },
    },
  };
}
