/**
 * The build's route preloads (`route-preloads.json` in dist/): for the pages that draw a chart, the
 * chunks their route loads once the entry has run (the page's own chunk, the chart), so that the
 * simulator can name them in the HTML answer's `Link` header (server/http/route-preloads.ts) and the
 * browser fetches and compiles them beside the entry instead of after it. A cold chart popup otherwise
 * waits for the entry's modules to load and run before its route asks for the rest. Static imports only:
 * Pixi, which a surface loads by a dynamic import where it draws with it (src/render/README.md), is not
 * named — the server cannot know the surface, so it names only what every surface needs.
 */
// With their extensions: vite.config.ts loads this file natively (see there).
import type { RoutePreload } from '../server/http/route-preloads.ts';
import { CHART_POPUP_ROUTE, TRADE_ORDER_ROUTE_PATH } from '../src/lib/paths.ts';

export { ROUTE_PRELOAD_FILE } from '../server/http/route-preloads.ts';

/** A route's pattern (react-router syntax) and the source modules its page loads as soon as it runs. */
export interface RouteModules {
  pattern: string;
  modules: readonly string[];
}

/** The chart's warm start (renderer, chart worker), which both chart routes start from their loaders. */
const CHART_WARM_START = 'src/features/chart/warm-start.ts';

export const ROUTE_MODULES: readonly RouteModules[] = [
  { pattern: CHART_POPUP_ROUTE, modules: ['src/app/ChartPopupPage.tsx', CHART_WARM_START] },
  {
    pattern: TRADE_ORDER_ROUTE_PATH,
    modules: ['src/workspace/TradeOrderPage.tsx', CHART_WARM_START, 'src/app/AppHeader.tsx'],
  },
];

/** What the build says of a chunk: its file, its module and its static imports. */
export interface BuiltChunk {
  fileName: string;
  /** The module the chunk stands for (absolute), if any. */
  facadeModuleId: string | null;
  /** Files of the chunks it imports statically. */
  imports: readonly string[];
  /** Files of the styles it imports (Vite's `viteMetadata.importedCss`), if any. */
  styles?: readonly string[];
}

/** The page every route is served from; its entry chunk and what it imports load with the HTML anyway. */
export const APP_PAGE = 'index.html';

/**
 * The app's module, which the page's entry (src/boot.ts) imports dynamically once it has started the
 * page's first requests: the build names its chunks in the page (appPreloads), so they load beside the
 * entry on every page.
 */
export const APP_MODULE = 'src/main.tsx';

/** The build's chunks, found by file or by module (`root`: the absolute folder of the modules' paths). */
function chunkGraph(chunks: readonly BuiltChunk[], root: string) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const prefix = root.endsWith('/') ? root : `${root}/`;
  const chunkOf = (module: string) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === prefix + module);
    if (!chunk) throw new Error(`route preloads: no chunk of ${module} in the build (renamed or inlined?)`);
    return chunk;
  };
  return {
    /**
     * The files of the chunks of `modules` and of everything they import statically: each before its
     * imports, or, `importsFirst`, after them (the order styles cascade in).
     */
    closure(modules: readonly string[], importsFirst = false): Set<string> {
      const seen = new Set<string>();
      const order = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        if (!importsFirst) order.add(file);
        for (const next of byFile.get(file)?.imports ?? []) visit(next);
        if (importsFirst) order.add(file);
      };
      for (const module of modules) visit(chunkOf(module).fileName);
      return order;
    },
    styles: (file: string): readonly string[] => byFile.get(file)?.styles ?? [],
  };
}

/**
 * What the page names for the app's module: its chunk and its static imports' files, less what the page's
 * entry loads, and their styles in cascade order (as Vite writes an entry's), which the app would
 * otherwise only ask for once the entry has run.
 */
export function appPreloads(
  chunks: readonly BuiltChunk[],
  root: string,
): { scripts: string[]; styles: string[] } {
  const graph = chunkGraph(chunks, root);
  const loadedByEntry = graph.closure([APP_PAGE]);
  const scripts = [...graph.closure([APP_MODULE])].filter((file) => !loadedByEntry.has(file));
  const styles = [...graph.closure([APP_MODULE], true)].flatMap(graph.styles);
  return { scripts, styles: [...new Set(styles)] };
}

/**
 * Each route's preloads: first the page's entry and its imports (the boot module, which starts the page's
 * first requests: named first, it does not queue behind the route's chunks on the browser's few
 * connections per host), then the app's module and its imports (which everything after waits for: named
 * before the route's chunks, it is not fetched after them), then the chunk files of the route's `modules`
 * and of everything they import statically, less what the app page loads on every route; and the styles
 * of those route chunks (which the lazy import of the route's page waits for). `root`: the absolute folder
 * the modules' paths are relative to.
 */
export function routePreloads(
  chunks: readonly BuiltChunk[],
  routes: readonly RouteModules[],
  root: string,
): RoutePreload[] {
  const graph = chunkGraph(chunks, root);
  const entry = graph.closure([APP_PAGE]);
  const loadedOnEveryPage = graph.closure([APP_PAGE, APP_MODULE]);
  const app = [...graph.closure([APP_MODULE])].filter((file) => !entry.has(file));
  const styledOnEveryPage = new Set([...loadedOnEveryPage].flatMap(graph.styles));
  return routes.map(({ pattern, modules }) => {
    const own = [...graph.closure(modules)].filter((file) => !loadedOnEveryPage.has(file));
    return {
      pattern,
      files: [...entry, ...app, ...own],
      styles: [...new Set(own.flatMap(graph.styles))].filter((file) => !styledOnEveryPage.has(file)),
    };
  });
}
