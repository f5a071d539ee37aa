/**
 * What every REST call of the app sends alike, whoever sends it (transport.ts, or the boot module's early
 * requests, early-requests.ts): its address, and the headers and mode of a JSON call with the session
 * cookie. One place, so that an early request and the app's call it stands for are the same request.
 */
import { apiBaseUrl } from './config';

export type RequestQuery = Record<string, string | number | undefined>;

/** The call's address: the exchange's base, the path, and the query's defined values in their order. */
export function buildUrl(path: string, query?: RequestQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return `${apiBaseUrl()}${path}${search ? `?${search}` : ''}`;
}

/**
 * The address sent: an `uncached` call (the version check, shell spec §4) carries the time as `t`, which
 * defeats caches between the browser and the file; its own address stays `buildUrl`'s.
 */
export function sentUrl(
  path: string,
  query: RequestQuery | undefined,
  uncached: boolean,
  now: number,
): string {
  return buildUrl(path, uncached ? { ...query, t: now } : query);
}

/** The headers of a JSON call in `language` (the answer's messages are in it). */
export function jsonHeaders(language: string): Record<string, string> {
  return { Accept: 'application/json', 'Accept-Language': language };
}

/** The session cookie goes along; no HTTP cache answers. */
export const FETCH_MODE = { credentials: 'include', cache: 'no-store' } as const satisfies RequestInit;
