/**
 * A tiny Open API client for traders (contract/open-api.ts): signs a call with an access key and its
 * secret and sends it. Import `signedRequest`/`callSigned` from your own Node script, or run it:
 *
 *   TD_API_URL=http://127.0.0.1:8080 TD_ACCESS_KEY=… TD_SECRET_KEY=… \
 *     npx tsx scripts/open-api-client.ts POST /v1/trade/orders \
 *     '{"key":"XRP-KRW","side":"buy","orderType":"limit","price":3000,"quantity":10}'
 *
 * It prints the exchange's answer (the `{status, code, message, data}` envelope).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { OPEN_API_HEADERS, signingPayload } from '../contract';

export interface ApiKeyPair {
  accessKey: string;
  secretKey: string;
}

/** A signed call, ready for `fetch(url, init)`; sending it twice is a replay the exchange refuses. */
export interface SignedRequest {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
}

/** Signs `method pathAndQuery` with `body` (sent as JSON) now, with a fresh nonce. */
export function signedRequest(
  baseUrl: string,
  key: ApiKeyPair,
  method: string,
  pathAndQuery: string,
  body?: unknown,
  at: { nonce?: string; timestamp?: number } = {},
): SignedRequest {
  const text = body === undefined ? '' : JSON.stringify(body);
  const queryAt = pathAndQuery.indexOf('?');
  const nonce = at.nonce ?? randomBytes(16).toString('base64url');
  const timestamp = String(at.timestamp ?? Date.now());
  const payload = signingPayload({
    method,
    path: queryAt < 0 ? pathAndQuery : pathAndQuery.slice(0, queryAt),
    query: queryAt < 0 ? '' : pathAndQuery.slice(queryAt + 1),
    body: text,
    nonce,
    timestamp,
  });
  const headers: Record<string, string> = {
    [OPEN_API_HEADERS.key]: key.accessKey,
    [OPEN_API_HEADERS.nonce]: nonce,
    [OPEN_API_HEADERS.timestamp]: timestamp,
    [OPEN_API_HEADERS.sign]: createHmac('sha512', key.secretKey).update(payload, 'utf8').digest('base64'),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return {
    url: baseUrl + pathAndQuery,
    init: { method: method.toUpperCase(), headers, ...(body === undefined ? {} : { body: text }) },
  };
}

/** Sends a signed request; answers the HTTP status and the envelope. */
export async function send(request: SignedRequest): Promise<{ status: number; body: unknown }> {
  const response = await fetch(request.url, request.init);
  return { status: response.status, body: await response.json() };
}

/** Signs and sends one call. */
export function callSigned(
  baseUrl: string,
  key: ApiKeyPair,
  method: string,
  pathAndQuery: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return send(signedRequest(baseUrl, key, method, pathAndQuery, body));
}

async function main(argv: string[]): Promise<number> {
  const [method, path, json] = argv;
  const { TD_API_URL, TD_ACCESS_KEY, TD_SECRET_KEY } = process.env;
  if (!method || !path || !TD_ACCESS_KEY || !TD_SECRET_KEY) {
    console.error(
      'usage: TD_ACCESS_KEY=… TD_SECRET_KEY=… [TD_API_URL=…] open-api-client <METHOD> <path> [json]',
    );
    return 2;
  }
  const key = { accessKey: TD_ACCESS_KEY, secretKey: TD_SECRET_KEY };
  const body: unknown = json === undefined ? undefined : JSON.parse(json);
  const answer = await callSigned(TD_API_URL ?? 'http://127.0.0.1:8080', key, method, path, body);
  console.log(JSON.stringify(answer.body, null, 2));
  return answer.status < 400 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = await main(process.argv.slice(2));
