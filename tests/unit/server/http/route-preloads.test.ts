// The Link header of a chart page's HTML (`--dist`): which paths match which route pattern, the header's
// form, the build's list read or refused, and the header as served on a small built fixture.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  matchesRoute,
  preloadLinkHeader,
  readRoutePreloads,
  ROUTE_PRELOAD_FILE,
  type RoutePreload,
} from '../../../../server/http/route-preloads';
import { startTestServer, type TestServer } from '../helpers';

describe('matchesRoute', () => {
  test.each([
    ['/trade/chart/:coin?', '/trade/chart/BTC-KRW', true],
    ['/trade/chart/:coin?', '/trade/chart/BTC-KRW/', true],
    ['/trade/chart/:coin?', '/trade/chart', true],
    ['/trade/chart/:coin?', '/trade/chart/', true],
    ['/trade/chart/:coin?', '/trade/chart/BTC-KRW/more', false],
    ['/trade/order/:coin', '/trade/order/ETH-KRW', true],
    ['/trade/order/:coin', '/trade/order', false],
    ['/trade/order/:coin', '/trade/order/', false],
    // The workspace's pop-out windows are another page.
    ['/trade/order/:coin', '/trade/order/popout/chart/BTC-KRW', false],
    ['/trade/order/:coin', '/trade/orders/BTC-KRW', false],
    ['/trade/order/:coin', '/', false],
  ] as const)('%s ∋ %s: %s', (pattern, path, matches) => {
    expect(matchesRoute(pattern, path)).toBe(matches);
  });
});

const PRELOADS: RoutePreload[] = [
  {
    pattern: '/trade/chart/:coin?',
    files: ['assets/ChartPopupPage-Ab12.js', 'assets/pixi-Cd34.js'],
    styles: ['assets/chart-Gh78.css'],
  },
  { pattern: '/trade/order/:coin', files: [], styles: [] },
];

describe('preloadLinkHeader', () => {
  test('names the route’s files as module preloads, in order, then its styles as style preloads', () => {
    expect(preloadLinkHeader(PRELOADS, '/trade/chart/BTC-KRW')).toBe(
      '</assets/ChartPopupPage-Ab12.js>; rel=modulepreload, </assets/pixi-Cd34.js>; rel=modulepreload, ' +
        '</assets/chart-Gh78.css>; rel=preload; as=style; crossorigin',
    );
  });

  test('a route with styles alone names them', () => {
    const styled = [{ pattern: '/p', files: [], styles: ['assets/p.css'] }];
    expect(preloadLinkHeader(styled, '/p')).toBe('</assets/p.css>; rel=preload; as=style; crossorigin');
  });

  test('none for a route with no files, or a page of no listed route', () => {
    expect(preloadLinkHeader(PRELOADS, '/trade/order/BTC-KRW')).toBeNull();
    expect(preloadLinkHeader(PRELOADS, '/')).toBeNull();
    expect(preloadLinkHeader([], '/trade/chart/BTC-KRW')).toBeNull();
  });
});

/** The chunks PRELOADS names, as a build writes them. */
function writeBuiltFiles(distDir: string): void {
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  for (const file of PRELOADS.flatMap((route) => [...route.files, ...route.styles]))
    writeFileSync(join(distDir, file), '');
}

describe('readRoutePreloads', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tradedeck-preloads-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a build without the list preloads nothing', () => {
    expect(readRoutePreloads(dir)).toEqual([]);
  });

  test('reads the list the build wrote', () => {
    writeBuiltFiles(dir);
    writeFileSync(join(dir, ROUTE_PRELOAD_FILE), JSON.stringify(PRELOADS));
    expect(readRoutePreloads(dir)).toEqual(PRELOADS);
  });

  test('reads a list from before styles were named as naming none', () => {
    writeBuiltFiles(dir);
    const older = PRELOADS.map(({ pattern, files }) => ({ pattern, files }));
    writeFileSync(join(dir, ROUTE_PRELOAD_FILE), JSON.stringify(older));
    expect(readRoutePreloads(dir)).toEqual(older.map((route) => ({ ...route, styles: [] })));
  });

  test('refuses a list naming a style the build does not have, naming it', () => {
    writeBuiltFiles(dir);
    const gone = [{ pattern: '/x', files: [], styles: ['assets/gone-Ij90.css'] }];
    writeFileSync(join(dir, ROUTE_PRELOAD_FILE), JSON.stringify(gone));
    expect(() => readRoutePreloads(dir)).toThrow('assets/gone-Ij90.css');
  });

  test('refuses a list naming a file the build does not have (a CSS-only chunk’s script), naming it', () => {
    writeBuiltFiles(dir);
    writeFileSync(join(dir, 'assets', 'blocks-Ef56.css'), '');
    const withCssChunk = [{ pattern: '/trade/order/:coin', files: ['assets/blocks-Ef56.js'] }];
    writeFileSync(join(dir, ROUTE_PRELOAD_FILE), JSON.stringify(withCssChunk));
    expect(() => readRoutePreloads(dir)).toThrow('assets/blocks-Ef56.js');
  });

  test.each([
    ['not a list', { pattern: '/x', files: [] }],
    ['a pattern without its slash', [{ pattern: 'trade', files: [] }]],
    ['a file that is no script', [{ pattern: '/x', files: ['assets/a.css'] }]],
    ['a file that would break the header', [{ pattern: '/x', files: ['assets/a>; rel=preload, <b.js'] }]],
    ['a style that is no stylesheet', [{ pattern: '/x', files: [], styles: ['assets/a.js'] }]],
  ])('refuses %s, naming the file', (_label, content) => {
    writeFileSync(join(dir, ROUTE_PRELOAD_FILE), JSON.stringify(content));
    expect(() => readRoutePreloads(dir)).toThrow(ROUTE_PRELOAD_FILE);
  });
});

describe('a chart page served from the build (--dist)', () => {
  let distDir: string;
  let test$: TestServer;
  let host: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'tradedeck-dist-'));
    writeBuiltFiles(distDir);
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Tradedeck</title>');
    writeFileSync(join(distDir, ROUTE_PRELOAD_FILE), JSON.stringify(PRELOADS));
    test$ = await startTestServer({ serveApp: 'dist', distDir });
    host = new URL(test$.server.url).host;
  });
  afterAll(async () => {
    await test$.stop();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string) => test$.server.app.inject({ method: 'GET', url, headers: { host } });

  test('its HTML names its route’s chunks in a Link header; other pages’ do not', async () => {
    const popup = await get('/trade/chart/BTC-KRW?interval=5');
    expect(popup.statusCode).toBe(200);
    expect(popup.headers.link).toBe(preloadLinkHeader(PRELOADS, '/trade/chart/BTC-KRW'));
    for (const url of ['/', '/trade/order/BTC-KRW', '/trade/order/popout/chart/BTC-KRW']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers.link, url).toBeUndefined();
    }
  });
});
