/**
 * What every request passes before anything else (fault switches, the app, routes, the socket upgrade):
 * the security headers, an allowed Host (DNS rebinding), no hidden path (hidden-paths.ts: a database file,
 * a dot-file or dot-folder, a traversal; 404 before Vite or the static files could serve it), and for
 * state-changing calls and the socket upgrade the server's own Origin. Bodies are JSON only: Fastify's text/plain parser is removed, so the
 * body a cross-site form or `fetch` may send without a preflight (text/plain, form encodings) is a 415.
 * An answer sent while the request's body is still arriving (a refusal from its headers: a type no parser
 * takes, a size over the limit, an upload without room) closes the connection, so the rest of the body,
 * however large, is never read.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { isHostAllowed, isOriginAllowed, type HostRule } from './allowed-hosts';
import { sendApiError } from './envelope';
import { isHiddenPath } from './hidden-paths';
import { API_CSP, appContentSecurityPolicy, COMMON_SECURITY_HEADERS, type AppMode } from './security-headers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A call that changes state, or the socket upgrade (it carries the member's cookie into a live feed). */
function actsForPage(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method) || request.headers.upgrade?.toLowerCase() === 'websocket';
}

export interface GuardOptions {
  /** The allowed names and the listening port (read per request: the port is known once listening). */
  hostRule: () => HostRule;
  /**
   * Paths the server answers itself (the API, the socket, the admin calls, its own external pages and
   * images): the API's policy, which a page of its own may replace with a policy of its own.
   */
  isApiPath: (path: string) => boolean;
  appMode: AppMode;
  /** Origins besides the server's own whose pages may change state and open the socket. */
  allowedOrigins: ReadonlySet<string>;
  /** Extra connect sources of the app's policy (another exchange the app was pointed at). */
  exchangeSources: readonly string[];
}

export function registerRequestGuards(app: FastifyInstance, options: GuardOptions): void {
  app.removeContentTypeParser('text/plain');
  // Else Node would read (and drop) the rest of the body to keep the connection for the next request.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.raw.complete === false) reply.header('Connection', 'close');
    return payload;
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const host = request.headers.host ?? '';
    const allowed = isHostAllowed(host, options.hostRule());
    // On the raw answer, so that pages the Vite middleware or the static files write carry them too. An
    // allowed Host only goes into the policy (it is a plain name then).
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) reply.raw.setHeader(name, value);
    reply.raw.setHeader(
      'Content-Security-Policy',
      !allowed || options.isApiPath(path) || options.appMode === 'none'
        ? API_CSP
        : appContentSecurityPolicy(options.appMode, host, options.exchangeSources),
    );
    if (!allowed)
      return sendApiError(request, reply, new ApiError(421, 'HOST_NOT_ALLOWED', 'hostNotAllowed'));
    if (isHiddenPath(request.url))
      return sendApiError(request, reply, new ApiError(404, 'NOT_FOUND', 'notFound'));
    if (
      actsForPage(request) &&
      !isOriginAllowed(request.headers.origin, request.protocol, host, options.allowedOrigins)
    )
      return sendApiError(request, reply, new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'originNotAllowed'));
  });
}
