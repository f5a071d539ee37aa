/**
 * What every request passes before anything else (fault switches, the app, routes, the socket upgrade):
 * the security headers, an allowed Host (DNS rebinding), no hidden path (hidden-paths.ts: a database file,
 * a dot-file or dot-folder, a traversal; 404 before Vite or the static files could serve it), and for
 * state-changing calls and the socket upgrade the server's own Origin. Bodies are JSON only: Fastify's text/plain parser is removed, so the
 * body a cross-site form or `fetch` may send without a preflight (text/plain, form encodings) is a 415.
 * An answer sent while the request's body is still arriving (a refusal from its headers: a type no parser
 * takes, a size over the limit, an upload without room) closes the connection, so the rest of the body,
 * however large, is never read.
 * The GET calls the spec makes change state (STATE_CHANGING_GETS) answer only the app's own script.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '../../contract';
import { ApiError } from '../errors/api-error';
import { isHostAllowed, isOriginAllowed, type HostRule } from './allowed-hosts';
import { sendApiError } from './envelope';
import { isHiddenPath } from './hidden-paths';
import { API_CSP, appContentSecurityPolicy, COMMON_SECURITY_HEADERS, type AppMode } from './security-headers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A call that changes state, or the socket upgrade (it carries the member's cookie into a live feed). */
function actsForPage(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method) || request.headers.upgrade?.toLowerCase() === 'websocket';
}

/**
 * The GET calls that change state, each with the spec's reason for being a GET; no other GET may change
 * state (tests/unit/server/routes/get-routes.test.ts calls every GET route and compares the state). A GET
 * carries the member's Lax cookie on a top-level navigation from any site, so a page of another site could
 * make the browser call these: they answer only a request that is not cross-site (isCrossSiteRequest),
 * else 403 ORIGIN_NOT_ALLOWED, like a state-changing call from another origin. HEAD (which Fastify answers
 * with the GET handler) is held to the same.
 */
export const STATE_CHANGING_GETS: readonly { path: string; reason: string }[] = [
  {
    path: API.smsToken,
    reason: 'chart spec §7, the SMS table: "GET /v1/sms/token" sends a code (a send of the daily limit)',
  },
  {
    path: API.captchaInfo,
    reason: 'shell spec §7, "GET captcha info": each answer issues a new captcha',
  },
];

export function isStateChangingGet(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && STATE_CHANGING_GETS.some((get) => get.path === path);
}

/**
 * Whether a request may have been sent by a page of another site or origin rather than the app's own
 * script (a same-origin fetch: Sec-Fetch-Site same-origin, mode cors, Accept application/json): a
 * navigation (Sec-Fetch-Mode navigate, or an Accept naming text/html — a browser that sends no Sec-Fetch
 * headers navigates with one), an Origin that is neither the server's nor an allowed one, or, without an
 * Origin (a no-cors request), Sec-Fetch-Site other than same-origin. A client that is no browser sends
 * none of these and passes: it holds the cookie itself, no page can lend it one.
 */
export function isCrossSiteRequest(
  headers: IncomingHttpHeaders,
  scheme: string,
  host: string,
  allowedOrigins: ReadonlySet<string>,
): boolean {
  const header = (name: string) => [headers[name]].flat()[0];
  if (header('sec-fetch-mode') === 'navigate' || /text\/html/i.test(header('accept') ?? '')) return true;
  const origin = header('origin');
  if (origin !== undefined) return !isOriginAllowed(origin, scheme, host, allowedOrigins);
  const site = header('sec-fetch-site');
  return site !== undefined && site !== 'same-origin';
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
    const foreign = actsForPage(request)
      ? !isOriginAllowed(request.headers.origin, request.protocol, host, options.allowedOrigins)
      : isStateChangingGet(request.method, path) &&
        isCrossSiteRequest(request.headers, request.protocol, host, options.allowedOrigins);
    if (foreign)
      return sendApiError(request, reply, new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'originNotAllowed'));
  });
}
