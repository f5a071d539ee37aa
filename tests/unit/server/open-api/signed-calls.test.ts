/**
 * The check of a key-signed call (contract/open-api.ts): each refusal in its order, the signature over
 * the call as sent, the timestamp window behind and the few seconds ahead, the nonce once per key (kept
 * by the SQLite nonce store), the allowed addresses.
 */
import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { OPEN_API, OPEN_API_HEADERS, signingPayload } from '../../../../contract';
import { migrate } from '../../../../server/db/database';
import type { KeyOwner } from '../../../../server/open-api/key-store';
import { NonceStore } from '../../../../server/open-api/nonce-store';
import {
  checkSignedCall,
  ipAllowed,
  signCall,
  type ReceivedCall,
} from '../../../../server/open-api/signed-calls';
import { signedRequest } from '../../../../scripts/open-api-client';

const NOW = 1_800_000_000_000;
const ACCESS = 'a'.repeat(40);
const SECRET = 'secret-'.repeat(8);
const owner =
  (allowedIps: string[] = []) =>
  (accessKey: string): KeyOwner | undefined =>
    accessKey === ACCESS ? { memNo: 7, secretKey: SECRET, allowedIps } : undefined;

/** A call as the trader's client signs it, received from `ip`. */
function received(
  change: { method?: string; path?: string; body?: unknown; nonce?: string; timestamp?: number } = {},
  ip = '203.0.113.9',
): ReceivedCall {
  const signed = signedRequest(
    '',
    { accessKey: ACCESS, secretKey: SECRET },
    change.method ?? 'POST',
    change.path ?? '/v1/trade/orders?dry=1',
    'body' in change ? change.body : { key: 'XRP-KRW', side: 'sell' },
    { nonce: change.nonce ?? 'nonce-0000000001', timestamp: change.timestamp ?? NOW },
  );
  const headers = Object.fromEntries(
    Object.entries(signed.init.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return { headers, method: signed.init.method, url: signed.url, body: signed.init.body ?? '', ip };
}

/** A nonce store on a database of its own. */
function newNonces(): NonceStore {
  const db = new Database(':memory:');
  migrate(db);
  return new NonceStore(db);
}

const check = (call: ReceivedCall, allowedIps: string[] = [], nonces = newNonces()) =>
  checkSignedCall(call, owner(allowedIps), nonces, NOW);

const without = (call: ReceivedCall, name: string): ReceivedCall => {
  const { [name.toLowerCase()]: _gone, ...headers } = call.headers;
  return { ...call, headers };
};
const withHeader = (call: ReceivedCall, name: string, value: string): ReceivedCall => ({
  ...call,
  headers: { ...call.headers, [name.toLowerCase()]: value },
});

describe('a key-signed call', () => {
  test('signed as the contract says: base64 HMAC-SHA512 of the six lines', () => {
    const call = received();
    expect(call.headers['api-sign']).toBe(
      signCall(SECRET, {
        method: 'POST',
        path: '/v1/trade/orders',
        query: 'dry=1',
        body: '{"key":"XRP-KRW","side":"sell"}',
        nonce: 'nonce-0000000001',
        timestamp: String(NOW),
      }),
    );
    expect(
      signingPayload({ method: 'get', path: '/p', query: '', body: '', nonce: 'n', timestamp: '1' }),
    ).toBe('GET\n/p\n\n\nn\n1');
    expect(check(call)).toEqual({ ok: true, memNo: 7, accessKey: ACCESS });
  });

  const refusals: [string, ReceivedCall, string][] = [
    ['no nonce', without(received(), OPEN_API_HEADERS.nonce), 'unsigned'],
    ['no timestamp', without(received(), OPEN_API_HEADERS.timestamp), 'unsigned'],
    ['no signature', without(received(), OPEN_API_HEADERS.sign), 'unsigned'],
    ['a short nonce', received({ nonce: 'short' }), 'unsigned'],
    ['a timestamp in seconds with a point', withHeader(received(), 'Api-Timestamp', '1.5'), 'unsigned'],
    ['an unknown key', withHeader(received(), 'Api-Key', 'b'.repeat(40)), 'unknownKey'],
    ['a malformed key', withHeader(received(), 'Api-Key', 'not a key'), 'unknownKey'],
    [
      'a timestamp just past the few seconds ahead',
      received({ timestamp: NOW + OPEN_API.maxClockAheadMs + 1 }),
      'futureTimestamp',
    ],
    // What was accepted before: a call stamped 25 s ahead, valid (and its nonce kept) for 25 s longer.
    ['a timestamp 25 s ahead', received({ timestamp: NOW + 25_000 }), 'futureTimestamp'],
    [
      'a timestamp just past the window behind',
      received({ timestamp: NOW - OPEN_API.timestampWindowMs - 1 }),
      'staleTimestamp',
    ],
    ['another body than signed', { ...received(), body: '{"key":"XRP-KRW","side":"buy"}' }, 'badSignature'],
    ['another path than signed', { ...received(), url: '/v1/trade/orders?dry=2' }, 'badSignature'],
    ['another method than signed', { ...received(), method: 'DELETE' }, 'badSignature'],
    ['a signature that is not base64', withHeader(received(), 'Api-Sign', '!!!'), 'badSignature'],
    [
      'a signature with the wrong secret',
      withHeader(
        received(),
        'Api-Sign',
        signCall('another secret', {
          method: 'POST',
          path: '/v1/trade/orders',
          query: 'dry=1',
          body: '{"key":"XRP-KRW","side":"sell"}',
          nonce: 'nonce-0000000001',
          timestamp: String(NOW),
        }),
      ),
      'badSignature',
    ],
  ];
  test.each(refusals)('%s: %s', (_name, call, error) => {
    expect(check(call)).toEqual({ ok: false, error });
  });

  test('the window edges are inside', () => {
    expect(check(received({ timestamp: NOW + OPEN_API.maxClockAheadMs })).ok).toBe(true);
    expect(check(received({ timestamp: NOW - OPEN_API.timestampWindowMs })).ok).toBe(true);
  });

  test('a nonce is used once per key: the same call again is a replay', () => {
    const nonces = newNonces();
    expect(check(received(), [], nonces).ok).toBe(true);
    expect(check(received(), [], nonces)).toEqual({ ok: false, error: 'replayedNonce' });
    expect(check(received({ nonce: 'nonce-0000000002' }), [], nonces).ok).toBe(true);
  });

  test('a call refused for its signature does not use its nonce up', () => {
    const nonces = newNonces();
    expect(check({ ...received(), body: '{}' }, [], nonces)).toEqual({ ok: false, error: 'badSignature' });
    expect(check(received(), [], nonces).ok).toBe(true);
  });

  test('the allowed addresses: the caller must be one of them, none allows any', () => {
    expect(check(received({}, '203.0.113.9'), ['198.51.100.1'])).toEqual({
      ok: false,
      error: 'ipNotAllowed',
    });
    expect(check(received({}, '203.0.113.9'), ['198.51.100.1', '203.0.113.9']).ok).toBe(true);
  });
});

describe('allowed addresses', () => {
  const cases: [string, string[], boolean][] = [
    ['127.0.0.1', [], true],
    ['127.0.0.1', ['127.0.0.1'], true],
    ['::ffff:127.0.0.1', ['127.0.0.1'], true],
    ['::1', ['0:0:0:0:0:0:0:1'], true],
    ['2001:db8::1', ['2001:DB8:0::1'.toLowerCase()], true],
    ['127.0.0.2', ['127.0.0.1'], false],
    ['::1', ['127.0.0.1'], false],
    ['', ['127.0.0.1'], false],
  ];
  test.each(cases)('%s against %j: %s', (ip, allowed, expected) => {
    expect(ipAllowed(ip, allowed)).toBe(expected);
  });
});
