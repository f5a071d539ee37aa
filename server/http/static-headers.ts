/**
 * Headers of the built app's files (`--dist`). Vite names everything under assets/ by its content hash, so
 * a browser may keep those a year without asking again; every other file (the HTML pages above all, which
 * name the hashed files) is revalidated on each use. The chart bench page is cross-origin isolated (COOP +
 * COEP) so that performance.now() has 5 µs steps instead of 100 µs; the dedicated workers it starts must
 * then carry COEP too.
 */

/** The chart bench page's file in the build (an input of vite.config.ts), served at BENCH_CHART_PATH. */
export const BENCH_CHART_FILE = 'bench-chart.html';
export const BENCH_CHART_PATH = '/bench/chart';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The file a precompressed sibling stands for (`a.js.br` → `a.js`). */
function logicalPath(relativePath: string): string {
  return relativePath.replace(/\.(br|gz)$/, '');
}

export interface StaticRequest {
  /** The file's path relative to the build's root, with forward slashes (a `.br`/`.gz` sibling included). */
  relativePath: string;
  /** The request's Sec-Fetch-Dest, if any. */
  fetchDest: string | undefined;
}

/** The headers to set on one file of the build. */
export function staticFileHeaders({ relativePath, fetchDest }: StaticRequest): Record<string, string> {
  const path = logicalPath(relativePath);
  const headers: Record<string, string> = {
    'Cache-Control': path.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
  };
  if (path === BENCH_CHART_FILE) {
    headers['Cross-Origin-Opener-Policy'] = 'same-origin';
    headers['Cross-Origin-Embedder-Policy'] = 'require-corp';
  } else if (fetchDest === 'worker') {
    // An isolated page may only start a dedicated worker that is isolated too. The app's own (not isolated)
    // pages start the same worker files, which is allowed: COEP only restricts what the worker itself loads
    // from other origins, and the app's workers load from their own. Shared workers (the feed) are left
    // alone: the bench page starts none.
    headers['Cross-Origin-Embedder-Policy'] = 'require-corp';
  }
  return headers;
}
