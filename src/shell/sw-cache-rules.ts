/**
 * What the service worker (service-worker.ts) does with each request, as pure rules: the app shell and the
 * build's hashed files are kept, the exchange's data never is. Only what is named here is cached; anything
 * else (REST calls, the socket, meta.json of the build-version check, market data, the simulator's own
 * pages, other origins) goes to the network untouched, so nothing shown can ever be a stale answer.
 */
import { API, EXTERNAL_SITE_PATH, SOCKET_PATH } from '../../contract/rest';

/** The cache names: one per build, so that an activated build drops the files of the one before. */
export const CACHE_PREFIX = 'tradedeck-';
export const shellCacheName = (build: string): string => `${CACHE_PREFIX}shell-${build}`;

/** The static page shown for a navigation the worker cannot answer offline (public/offline.html). */
export const OFFLINE_PAGE = '/offline.html';

/** Navigations kept for offline use, each under its path (all the same shell); the oldest goes first. */
export const MAX_KEPT_NAVIGATIONS = 32;

/** Paths the server answers itself (server/app/serve-app.ts): never the app's shell, never cached. */
const SERVER_PREFIXES = ['/v1', '/v2', '/__admin', SOCKET_PATH, EXTERNAL_SITE_PATH, '/resources', '/bench'];

export type RequestRule =
  /** Network first; the response kept under its path; offline the kept shell, else the offline page. */
  | 'navigation'
  /** A file of the build named by its content hash (assets/): from the cache, else fetched and kept. */
  | 'hashed-file'
  /** A file of the precache list (icons, manifest, offline page): from the cache, else the network. */
  | 'precached'
  /** Not the worker's business: the browser fetches it as if there were no worker. */
  | 'network';

export interface RequestFacts {
  method: string;
  /** The request's absolute URL. */
  url: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

function isServerPath(path: string): boolean {
  return (
    path === API.meta || SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}

/** The rule for one request of a page of `origin`; `precached` are the precache list's paths. */
export function requestRule(
  request: RequestFacts,
  origin: string,
  precached: ReadonlySet<string>,
): RequestRule {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin || isServerPath(url.pathname)) return 'network';
  if (request.mode === 'navigate') return /\.\w+$/.test(url.pathname) ? 'network' : 'navigation';
  // Source maps are for developer tools only; a query string is not part of a hashed name.
  if (url.pathname.startsWith('/assets/') && !url.pathname.endsWith('.map') && url.search === '')
    return 'hashed-file';
  if (precached.has(url.pathname) && url.search === '') return 'precached';
  return 'network';
}

/** The key a navigation is kept under: its path, without query or fragment. */
export function navigationKey(url: string): string {
  return new URL(url).pathname;
}

/**
 * Which kept navigations to drop once `kept` (oldest first, as the cache lists them) holds more than
 * `max`: the oldest, but never the paths of the precache list (the start page).
 */
export function navigationsToDrop(
  kept: readonly string[],
  pinned: ReadonlySet<string>,
  max: number = MAX_KEPT_NAVIGATIONS,
): string[] {
  const droppable = kept.filter((path) => !pinned.has(path));
  const excess = kept.length - max;
  return excess > 0 ? droppable.slice(0, excess) : [];
}

/** The caches a build's worker deletes when it activates: the app's caches of other builds. */
export function staleCaches(names: readonly string[], build: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== shellCacheName(build));
}

/** The URLs a page asks its worker to keep once it controls the page: this origin's hashed files. */
export function filesToKeep(urls: readonly string[], origin: string): string[] {
  const kept = urls.filter(
    (url) => requestRule({ method: 'GET', url, mode: 'no-cors' }, origin, new Set()) === 'hashed-file',
  );
  return [...new Set(kept)];
}
