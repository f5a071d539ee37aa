/**
 * Open API keys on the REST API: on the calls of contract OPEN_API_ROUTES, a request carrying `Api-Key`
 * is authenticated by its signature (signed-calls.ts) instead of the session cookie — its member is the
 * key's owner and its orders' origin is `openApi` — or refused with 401 and the contract's code. Other
 * calls never look at the key headers. The JSON parser keeps each body as sent, since the signature
 * covers those bytes, not the parsed value.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPEN_API_ERROR_CODES, OPEN_API_ROUTES } from '../../contract';
import { ApiError } from '../errors/api-error';
import type { OpenApiKeyStore } from './key-store';
import { carriesKey, checkSignedCall, type UsedNonces } from './signed-calls';

/** The keys and the nonces they used: what the routes and the check share. */
export interface OpenApiKeys {
  store: OpenApiKeyStore;
  nonces: UsedNonces;
}

const OPEN_ROUTES: ReadonlySet<string> = new Set(
  OPEN_API_ROUTES.map((route) => `${route.method} ${route.path}`),
);

const bodies = new WeakMap<FastifyRequest, string>();
const keyMembers = new WeakMap<FastifyRequest, number>();

/** The member a signed call authenticated as, or undefined for a call without a key. */
export function keyMemberOf(request: FastifyRequest): number | undefined {
  return keyMembers.get(request);
}

/** True when `method` `url` (as registered) may be called with a key. */
export function isOpenApiRoute(method: string, url: string): boolean {
  return OPEN_ROUTES.has(`${method} ${url}`);
}

export function registerKeyAuthentication(app: FastifyInstance, keys: OpenApiKeys, now: () => number): void {
  // The same parser Fastify uses (prototype poisoning refused), keeping the text it parsed.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    bodies.set(request, String(body));
    parseJson(request, String(body), done);
  });

  app.addHook('preHandler', async (request) => {
    if (!carriesKey(request.headers) || !isOpenApiRoute(request.method, request.routeOptions.url ?? ''))
      return;
    const result = checkSignedCall(
      {
        headers: request.headers,
        method: request.method,
        url: request.url,
        body: bodies.get(request) ?? '',
        ip: request.ip,
      },
      (accessKey) => keys.store.owner(accessKey),
      keys.nonces,
      now(),
    );
    if (!result.ok) {
      if (result.error === 'tooManyNonces') throw new ApiError(429, 'TOO_MANY_REQUESTS', 'tooManyRequests');
      throw new ApiError(401, OPEN_API_ERROR_CODES[result.error], `openApi.${result.error}`);
    }
    keys.store.used(result.accessKey);
    keyMembers.set(request, result.memNo);
  });
}
