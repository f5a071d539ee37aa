// The headers of the built app's files, as a rule (a table) and as served (`--dist` on a small built
// fixture: no build needed), with the precompressed files chosen by Accept-Encoding.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  BENCH_CHART_FILE,
  IMMUTABLE,
  REVALIDATE,
  staticFileHeaders,
} from '../../../../server/http/static-headers';
import { startTestServer, type TestServer } from '../helpers';

const ISOLATED = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

describe('staticFileHeaders', () => {
  test.each([
    ['assets/index-BxkzzNcD.js', undefined, { 'Cache-Control': IMMUTABLE }],
    ['assets/index-BxkzzNcD.js.br', 'script', { 'Cache-Control': IMMUTABLE }],
    ['assets/chart-DKg-oa78.css.gz', 'style', { 'Cache-Control': IMMUTABLE }],
    ['index.html', 'document', { 'Cache-Control': REVALIDATE }],
    ['index.html.br', 'document', { 'Cache-Control': REVALIDATE }],
    ['favicon.svg', 'image', { 'Cache-Control': REVALIDATE }],
    // A file merely named like assets/ elsewhere is not hashed by the build.
    ['docs/assets/a.js', 'script', { 'Cache-Control': REVALIDATE }],
    [BENCH_CHART_FILE, 'document', { 'Cache-Control': REVALIDATE, ...ISOLATED }],
    [`${BENCH_CHART_FILE}.gz`, 'document', { 'Cache-Control': REVALIDATE, ...ISOLATED }],
    [
      'assets/chart.worker-Ab12.js',
      'worker',
      { 'Cache-Control': IMMUTABLE, 'Cross-Origin-Embedder-Policy': 'require-corp' },
    ],
    ['assets/feed.worker-Cd34.js', 'sharedworker', { 'Cache-Control': IMMUTABLE }],
  ] as const)('%s (%s)', (relativePath, fetchDest, headers) => {
    expect(staticFileHeaders({ relativePath, fetchDest })).toEqual(headers);
  });
});

describe('serving the build (--dist)', () => {
  const APP_JS = 'export const tradedeck = "app";\n'.repeat(200);
  const INDEX = `<!doctype html><title>Tradedeck</title><script type="module" src="/assets/index-Ab12.js"></script>${' '.repeat(2000)}`;
  const BENCH = `<!doctype html><title>bench</title>${' '.repeat(2000)}`;
  let distDir: string;
  let test$: TestServer;
  let host: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'tradedeck-dist-'));
    mkdirSync(join(distDir, 'assets'));
    const write = (path: string, text: string, compressed = true) => {
      writeFileSync(join(distDir, path), text);
      if (!compressed) return;
      writeFileSync(join(distDir, `${path}.br`), brotliCompressSync(text));
      writeFileSync(join(distDir, `${path}.gz`), gzipSync(text));
    };
    write('index.html', INDEX);
    write(BENCH_CHART_FILE, BENCH);
    write('assets/index-Ab12.js', APP_JS);
    write('assets/tiny-Cd34.js', 'export {};\n', false);
    test$ = await startTestServer({ serveApp: 'dist', distDir });
    host = new URL(test$.server.url).host;
  });
  afterAll(async () => {
    await test$.stop();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    test$.server.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  test('a hashed asset: brotli when accepted, a year and immutable, varying on Accept-Encoding', async () => {
    const answer = await get('/assets/index-Ab12.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(APP_JS);
  });

  test('gzip when brotli is not accepted; the plain file when nothing is', async () => {
    const gzipped = await get('/assets/index-Ab12.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(APP_JS);
    const plain = await get('/assets/index-Ab12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  test('a file without compressed copies is sent as it is', async () => {
    const answer = await get('/assets/tiny-Cd34.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe('export {};\n');
  });

  test('the page and deep links (SPA fallback): compressed, revalidated on every use', async () => {
    for (const url of ['/', '/trade/chart/BTC-KRW', '/trade/order/BTC-KRW?x=1']) {
      const answer = await get(url, { 'accept-encoding': 'br' });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['cache-control'], url).toBe(REVALIDATE);
      expect(brotliDecompressSync(answer.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  test('a missing file stays a 404; the API is not the app', async () => {
    expect((await get('/assets/missing-Zz99.js', { 'accept-encoding': 'br' })).statusCode).toBe(404);
    const health = await get('/v1/health', { 'accept-encoding': 'br' });
    expect(health.headers['content-type']).toMatch(/json/);
  });

  test('/bench/chart: the bench page, cross-origin isolated, with its query', async () => {
    const answer = await get('/bench/chart?bars=5000&seed=7', { 'accept-encoding': 'gzip' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': expect.stringMatching(/^text\/html/),
      'content-encoding': 'gzip',
      'cache-control': REVALIDATE,
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    });
    expect(gunzipSync(answer.rawPayload).toString()).toBe(BENCH);
    // The app's own pages are not isolated (the feed's shared worker and other windows stay reachable).
    expect((await get('/trade/chart/BTC-KRW')).headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  test('a script loaded as a dedicated worker carries COEP, so the isolated page may start it', async () => {
    const worker = await get('/assets/index-Ab12.js', { 'sec-fetch-dest': 'worker' });
    expect(worker.headers['cross-origin-embedder-policy']).toBe('require-corp');
    const script = await get('/assets/index-Ab12.js', { 'sec-fetch-dest': 'script' });
    expect(script.headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});
