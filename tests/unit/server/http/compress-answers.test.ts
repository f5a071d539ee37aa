// JSON answers compressed by Accept-Encoding: the choice of encoding as a table, and the answers as
// served — a page of candles in brotli and in gzip, the same JSON as uncompressed; small answers, HEAD and
// clients asking for no encoding get it plain.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, type CandlesResponse } from '../../../../contract';
import { answerEncoding, COMPRESS_MIN_BYTES } from '../../../../server/http/compress-answers';
import { startTestServer, type TestServer } from '../helpers';

describe('answerEncoding', () => {
  test.each([
    [undefined, null],
    ['', null],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['BR', 'br'],
    ['deflate', null],
    ['identity', null],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip ; q=1 , br ; q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    // A weight that is not a number from 0 to 1 makes its coding unacceptable.
    ['br;q=abc, gzip', 'gzip'],
    ['br;q=2, gzip;q=0.1', 'gzip'],
    ['br;q=-1', null],
    [',, ;q=1, gzip', 'gzip'],
  ] as const)('%j → %s', (header, expected) => {
    expect(answerEncoding(header)).toBe(expected);
  });
});

describe('answers as served', () => {
  let test$: TestServer;
  // Bars that closed an hour ago: the page is the same for every request of the test, where a page ending
  // now gains a bar when a minute turns between two of them.
  const to = Math.floor(Date.now() / 60_000) * 60 - 3600;
  const candles = `${API.candles}?key=BTC-KRW&interval=1&limit=500&to=${to}`;

  beforeAll(async () => {
    test$ = await startTestServer();
  });
  afterAll(async () => {
    await test$?.stop();
  });

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    test$.server.app.inject({
      method,
      url,
      headers: {
        host: new URL(test$.server.url).host,
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });

  /** An answer of candles without the moment it was taken at (each answer's is its own). */
  const taken = (text: string) => {
    const answer = JSON.parse(text) as { data: CandlesResponse };
    expect(answer.data.asOfMs).toBeTypeOf('number');
    return { ...answer, data: { ...answer.data, asOfMs: 0 } };
  };

  test('a page of candles: brotli or gzip as asked, the same JSON as uncompressed, varying by encoding', async () => {
    const plain = await get(candles);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES * 10);
    const json = taken(plain.payload);
    expect(json.data.time).toHaveLength(500);

    const br = await get(candles, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(taken(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json);

    const gz = await get(candles, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(taken(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(json);

    const none = await get(candles, 'identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(taken(none.payload)).toEqual(json);
  });

  test('an answer under the threshold stays plain', async () => {
    const health = await get(API.health, 'br');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(health.payload)).not.toThrow();
  });

  test('an error envelope stays readable', async () => {
    const missing = await get('/v1/no-such-call', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.payload)).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('HEAD answers no body and no encoding', async () => {
    const head = await get(candles, 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.rawPayload.length).toBe(0);
  });
});
