/**
 * The app beside the API: the built `dist/` (static files, compressed, with their cache headers) or Vite's
 * dev middleware, and the paths the server keeps for itself whichever it is.
 */
import type { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import { API, EXTERNAL_SITE_PATH, SOCKET_PATH } from '../../contract';
import { BENCH_CHART_FILE, BENCH_CHART_PATH, staticFileHeaders } from '../http/static-headers';
import type { ServerOptions } from '../options';
import { BANNER_IMAGE_PATH } from '../shell/premium-banners';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where the server answers itself, each with everything under it. */
const SERVER_PATHS = ['/v1', '/v2', '/__admin', SOCKET_PATH, EXTERNAL_SITE_PATH, BANNER_IMAGE_PATH];

/**
 * Paths the server answers itself: the API, the socket, the admin calls, and its own pages outside the
 * app (the external pages, the banner images). Never handed to the app's static files or Vite (whose SPA
 * fallback would answer them with the app's index.html).
 */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '/';
  return path === API.meta || SERVER_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The built app's folder: `distDir`, or the repository's dist/. */
export function distRoot(distDir: string | undefined): string {
  return resolve(distDir ?? fileURLToPath(new URL('../../dist', import.meta.url)));
}

/** Serves the app as `mode` says; the Vite dev server it started, to close with the server. */
export async function serveApp(
  app: FastifyInstance,
  mode: ServerOptions['serveApp'],
  distDir: string | undefined,
  viteUpgrades: EventEmitter,
  allowedHosts: readonly string[],
): Promise<ViteDevServer | undefined> {
  if (mode === 'dist') {
    await serveDist(app, distRoot(distDir));
    return undefined;
  }
  if (mode !== 'vite') return undefined;
  return serveVite(app, viteUpgrades, allowedHosts);
}

async function serveDist(app: FastifyInstance, root: string): Promise<void> {
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // The build writes a .br and a .gz beside each text file (vite.config.ts); the one the request's
    // Accept-Encoding prefers is sent, with Vary: Accept-Encoding.
    preCompressed: true,
    // Set per file below (send's default would be `public, max-age=0`).
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.headers(
        staticFileHeaders({
          relativePath: relative(root, path).split(sep).join('/'),
          fetchDest: reply.request.headers['sec-fetch-dest'] as string | undefined,
        }),
      );
    },
  });
  app.get(BENCH_CHART_PATH, (_request, reply) => reply.sendFile(BENCH_CHART_FILE));
}

async function serveVite(
  app: FastifyInstance,
  viteUpgrades: EventEmitter,
  allowedHosts: readonly string[],
): Promise<ViteDevServer> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    root: REPO_ROOT,
    appType: 'spa',
    server: {
      middlewareMode: true,
      ws: { server: viteUpgrades as unknown as Server },
      // Vite checks the Host of its own answers and HMR socket: the same names as the server's.
      allowedHosts: allowedHosts.map((name) => name.replace(/^\[|\]$/g, '')),
    },
  });
  await app.register(middie);
  app.use((request, response, next) => {
    if (isApiPath(request.url ?? '/')) next();
    else vite.middlewares(request, response, next);
  });
  return vite;
}
