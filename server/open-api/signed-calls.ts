/**
 * The check of a call signed with an Open API key (contract/open-api.ts, signingPayload): headers, key,
 * timestamp (at most OPEN_API.timestampWindowMs behind, OPEN_API.maxClockAheadMs ahead), HMAC-SHA512
 * signature (compared in constant time), allowed address, and the nonce used once per key. Pure but for
 * the nonces it records (UsedNonces: nonce-store.ts keeps them in SQLite, so a restart forgets none; a
 * nonce need only be kept while its timestamp is accepted, after that the timestamp alone refuses the call).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import {
  OPEN_API,
  OPEN_API_ACCESS_KEY,
  OPEN_API_HEADERS,
  OPEN_API_NONCE,
  OPEN_API_TIMESTAMP,
  signingPayload,
  type OpenApiError,
  type SignedCall,
} from '../../contract';
import type { KeyOwner } from './key-store';

/** A call as received: its headers (lower-case names), method, URL as sent, raw body and remote address. */
export interface ReceivedCall {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  method: string;
  url: string;
  body: string;
  ip: string;
}

export type SignedCallResult =
  { ok: true; memNo: number; accessKey: string } | { ok: false; error: OpenApiError | 'tooManyNonces' };

/** The base64 HMAC-SHA512 of the call, keyed with the secret: what `Api-Sign` must be. */
export function signCall(secretKey: string, call: SignedCall): string {
  return createHmac('sha512', secretKey).update(signingPayload(call), 'utf8').digest('base64');
}

const header = (call: ReceivedCall, name: string): string | undefined => {
  const value = call.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
};

/** True when the call carries a key: the key headers then decide, never the session cookie. */
export function carriesKey(headers: ReceivedCall['headers']): boolean {
  return headers[OPEN_API_HEADERS.key.toLowerCase()] !== undefined;
}

/** True when `ip` is one of `allowed` (none: any); IPv6 spellings and IPv4-mapped addresses compare alike. */
export function ipAllowed(ip: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const list = new BlockList();
  for (const address of allowed) list.addAddress(address, isIPv6(address) ? 'ipv6' : 'ipv4');
  return (isIPv4(ip) || isIPv6(ip)) && list.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
}

function sameSignature(expected: string, sent: string): boolean {
  const sentBytes = Buffer.from(sent, 'base64');
  // Node's decoder skips what is not base64: only the one spelling of the bytes counts.
  if (sentBytes.toString('base64') !== sent) return false;
  const expectedBytes = Buffer.from(expected, 'base64');
  return expectedBytes.length === sentBytes.length && timingSafeEqual(expectedBytes, sentBytes);
}

/** The nonces each key used while their timestamps are accepted. */
export interface UsedNonces {
  /**
   * Records `nonce` for `accessKey` until `keepUntil`; 'replayed' when it is already held, 'full' when
   * the key holds OPEN_API.maxNoncesPerWindow live nonces.
   */
  use(accessKey: string, nonce: string, keepUntil: number, now: number): 'ok' | 'replayed' | 'full';
}

/** Checks a call that carries a key; the first problem in the contract's order refuses it. */
export function checkSignedCall(
  call: ReceivedCall,
  owner: (accessKey: string) => KeyOwner | undefined,
  nonces: UsedNonces,
  now: number,
): SignedCallResult {
  const accessKey = header(call, OPEN_API_HEADERS.key) ?? '';
  const nonce = header(call, OPEN_API_HEADERS.nonce);
  const timestamp = header(call, OPEN_API_HEADERS.timestamp);
  const sign = header(call, OPEN_API_HEADERS.sign);
  if (!nonce || !OPEN_API_NONCE.test(nonce) || !timestamp || !OPEN_API_TIMESTAMP.test(timestamp) || !sign)
    return { ok: false, error: 'unsigned' };
  const key = OPEN_API_ACCESS_KEY.test(accessKey) ? owner(accessKey) : undefined;
  if (!key) return { ok: false, error: 'unknownKey' };
  const sentAt = Number(timestamp);
  if (now - sentAt > OPEN_API.timestampWindowMs) return { ok: false, error: 'staleTimestamp' };
  if (sentAt - now > OPEN_API.maxClockAheadMs) return { ok: false, error: 'futureTimestamp' };
  const queryAt = call.url.indexOf('?');
  const signed: SignedCall = {
    method: call.method,
    path: queryAt < 0 ? call.url : call.url.slice(0, queryAt),
    query: queryAt < 0 ? '' : call.url.slice(queryAt + 1),
    body: call.body,
    nonce,
    timestamp,
  };
  if (!sameSignature(signCall(key.secretKey, signed), sign)) return { ok: false, error: 'badSignature' };
  if (!ipAllowed(call.ip, key.allowedIps)) return { ok: false, error: 'ipNotAllowed' };
  const use = nonces.use(accessKey, nonce, sentAt + OPEN_API.timestampWindowMs, now);
  if (use === 'replayed') return { ok: false, error: 'replayedNonce' };
  if (use === 'full') return { ok: false, error: 'tooManyNonces' };
  return { ok: true, memNo: key.memNo, accessKey };
}
