// What a page's visit gets from the server (scripts/page-requests.ts): every answered request recorded
// between start() and stop() with its arrival and size as sent; the scripts among them sized from the
// built files (gzip at level 9, as the budgets count), summed and by chunk.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import {
  chunkList,
  chunkName,
  ScriptSizes,
  ServedRequests,
  type ServedRequest,
} from '../../../scripts/page-requests';

describe('chunkName', () => {
  test.each([
    ['/assets/chart-controller-ybVac5wP.js', 'chart-controller'],
    ['/assets/index-D_3kQ9-a.js', 'index'],
    ['/assets/feed.worker-AbCdEf12.js', 'feed.worker'],
    ['/assets/rolldown-runtime.mjs', 'rolldown-runtime'],
    ['peer.js', 'peer'],
  ])('%s → %s', (path, name) => {
    expect(chunkName(path)).toBe(name);
  });
});

describe('ScriptSizes', () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  test('sums the scripts answered 200, gzipped at level 9, by chunk; skips the rest', () => {
    dist = mkdtempSync(join(tmpdir(), 'page-requests-'));
    mkdirSync(join(dist, 'assets'));
    const chart = 'export const chart = "' + 'candle '.repeat(500) + '";';
    const react = 'export const react = ' + JSON.stringify([...Array(300).keys()]) + ';';
    writeFileSync(join(dist, 'assets', 'chart-Ab12Cd34.js'), chart);
    writeFileSync(join(dist, 'assets', 'index-Zz99Yy88.js'), react);
    const served = (path: string, status = 200, sent = 100): ServedRequest => ({ path, at: 0, status, sent });
    const scripts = new ScriptSizes(dist).of([
      served('/trade/chart/BTC-KRW', 200, 900),
      served('/assets/chart-Ab12Cd34.js', 200, 120),
      served('/assets/index-Zz99Yy88.js', 200, 300),
      served('/assets/index-Zz99Yy88.js', 304, 0),
      served('/v1/candles', 200, 5_000),
      served('/assets/app-Qq11Ww22.css', 200, 700),
    ]);
    const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
    expect(scripts.files).toBe(2);
    expect(scripts.sent).toBe(420);
    expect(scripts.decoded).toBe(chart.length + react.length);
    expect(scripts.gzip).toBe(gzip(chart) + gzip(react));
    expect(scripts.byChunk).toEqual(
      new Map([
        ['chart', gzip(chart)],
        ['index', gzip(react)],
      ]),
    );
    const heavier = gzip(chart) > gzip(react) ? 'chart' : 'index';
    expect(chunkList(scripts).startsWith(heavier)).toBe(true);
  });
});

describe('ServedRequests', () => {
  let server: Server;
  afterEach(() => new Promise((done) => server.close(done)));

  test('records what is answered between start() and stop(), and nothing outside', async () => {
    server = createServer((request, response) => {
      const body = request.url === '/missing' ? 'no' : 'hello';
      // As the static files are answered (@fastify/static sets its headers before writing).
      response.statusCode = request.url === '/missing' ? 404 : 200;
      response.setHeader('content-length', body.length);
      response.end(body);
    });
    const served = new ServedRequests(server);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    await (await fetch(`${base}/before`)).text();
    served.start();
    const before = Date.now();
    await (await fetch(`${base}/assets/a.js?v=1`)).text();
    await (await fetch(`${base}/missing`)).text();
    const requests = served.stop();
    await (await fetch(`${base}/after`)).text();

    expect(requests.map(({ path, status, sent }) => ({ path, status, sent }))).toEqual([
      { path: '/assets/a.js', status: 200, sent: 5 },
      { path: '/missing', status: 404, sent: 2 },
    ]);
    for (const request of requests) expect(request.at).toBeGreaterThanOrEqual(before);
    expect(served.stop()).toEqual([]);
  });
});
