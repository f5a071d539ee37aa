/**
 * The app's service worker (production builds only: vite.config.ts bundles this file alone into dist/sw.js
 * and puts the build's precache list and id in its text; sw-registration.ts registers it). The rules of
 * what it keeps are in sw-cache-rules.ts: the app shell and the build's hashed files, never the exchange's
 * data. A new build's worker waits until a page tells it to take over (the update prompt), so an order
 * being typed is never cut off by a reload the trader did not ask for.
 */
import {
  filesToKeep,
  navigationKey,
  navigationsToDrop,
  OFFLINE_PAGE,
  requestRule,
  shellCacheName,
  staleCaches,
} from './sw-cache-rules';
import { SW_MESSAGES, type SwMessage } from './sw-messages';

/** The parts of the worker's global scope used here (the DOM library, which this project compiles with, lacks them). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

/** Written in by the build (vite.config.ts, scripts/service-worker-build.ts). */
declare const __TD_BUILD__: string;
declare const __TD_PRECACHE__: readonly string[];
/** The path the installed app opens at (the manifest's start_url), kept as the shell. */
declare const __TD_START_PATH__: string;

const scope = globalThis as unknown as WorkerScope;
const CACHE = shellCacheName(__TD_BUILD__);
const PRECACHED = new Set(__TD_PRECACHE__);
const PINNED = new Set(['/', __TD_START_PATH__]);

async function install(): Promise<void> {
  const cache = await caches.open(CACHE);
  await cache.addAll(__TD_PRECACHE__.filter((path) => path !== '/'));
  // The shell, under the paths an offline start opens: the root and the installed app's start page.
  const shell = await fetch('/', { cache: 'no-cache' });
  if (!shell.ok) throw new Error(`service worker: the app shell answered ${shell.status}`);
  await Promise.all([...PINNED].map((path) => cache.put(path, shell.clone())));
}

async function activate(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(staleCaches(names, __TD_BUILD__).map((name) => caches.delete(name)));
  await scope.clients.claim();
}

async function keepNavigation(cache: Cache, key: string, response: Response): Promise<void> {
  await cache.put(key, response);
  // A page's path has no extension; the files beside it in the cache (assets, icons, the offline page) do.
  const kept = (await cache.keys())
    .map((request) => new URL(request.url).pathname)
    .filter((path) => !/\.\w+$/.test(path));
  await Promise.all(navigationsToDrop(kept, PINNED).map((path) => cache.delete(path)));
}

async function answerNavigation(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const key = navigationKey(request.url);
  try {
    const response = await fetch(request);
    const html = response.headers.get('content-type')?.startsWith('text/html') === true;
    if (response.ok && html) await keepNavigation(cache, key, response.clone());
    return response;
  } catch {
    return (
      (await cache.match(key)) ??
      (await cache.match(OFFLINE_PAGE)) ??
      new Response('offline', { status: 503, headers: { 'content-type': 'text/plain' } })
    );
  }
}

async function answerFromCache(request: Request, keep: boolean): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (keep && response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * Keeps what a page shows for an offline start: the hashed files it loaded, and the shell under its path
 * (a path the app's router reached without a navigation, e.g. another coin, was never fetched).
 */
async function keepPage(urls: readonly string[], page: string): Promise<void> {
  const cache = await caches.open(CACHE);
  const origin = scope.location.origin;
  const shell = await cache.match('/');
  if (
    shell &&
    requestRule({ method: 'GET', url: page, mode: 'navigate' }, origin, PRECACHED) === 'navigation'
  )
    await keepNavigation(cache, navigationKey(page), shell);
  const wanted = filesToKeep(urls, origin);
  const missing = await Promise.all(wanted.map(async (url) => ((await cache.match(url)) ? null : url)));
  // One file the network no longer has must not stop the others.
  await Promise.allSettled(missing.flatMap((url) => (url ? [cache.add(url)] : [])));
}

scope.addEventListener('install', (event) => event.waitUntil(install()));
scope.addEventListener('activate', (event) => event.waitUntil(activate()));

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const rule = requestRule(request, scope.location.origin, PRECACHED);
  if (rule === 'navigation') event.respondWith(answerNavigation(request));
  else if (rule === 'hashed-file') event.respondWith(answerFromCache(request, true));
  else if (rule === 'precached') event.respondWith(answerFromCache(request, false));
});

scope.addEventListener('message', (event) => {
  const message = event.data as SwMessage | null;
  if (message?.type === SW_MESSAGES.takeOver) event.waitUntil(scope.skipWaiting());
  else if (
    message?.type === SW_MESSAGES.keepPage &&
    Array.isArray(message.urls) &&
    typeof message.page === 'string'
  )
    event.waitUntil(
      keepPage(
        message.urls.filter((url): url is string => typeof url === 'string'),
        message.page,
      ),
    );
});
