/**
 * The service worker's cache rules (src/shell/sw-cache-rules.ts): the shell and the build's hashed files are
 * kept; the exchange's data — REST calls, the socket, the build-version check's meta.json, market data,
 * the simulator's own pages, other origins, anything but GET — never is.
 */
import { describe, expect, test } from 'vitest';
import { afterTakeOver } from '../../../src/shell/app-update';
import {
  filesToKeep,
  navigationKey,
  navigationsToDrop,
  requestRule,
  shellCacheName,
  staleCaches,
  type RequestRule,
} from '../../../src/shell/sw-cache-rules';

const ORIGIN = 'https://trade.example';
const PRECACHED = new Set(['/offline.html', '/manifest.webmanifest', '/icons/icon-192.png']);

const rule = (path: string, mode = 'cors', method = 'GET'): RequestRule =>
  requestRule({ method, url: path.startsWith('http') ? path : ORIGIN + path, mode }, ORIGIN, PRECACHED);

describe('which requests the worker keeps', () => {
  test.each([
    ['/trade/order/BTC-KRW', 'navigate', 'navigation'],
    ['/', 'navigate', 'navigation'],
    ['/info/notice?page=2', 'navigate', 'navigation'],
    ['/assets/app-lev-Zn44.js', 'cors', 'hashed-file'],
    ['/assets/app-XCZxDQPa.css', 'no-cors', 'hashed-file'],
    ['/assets/feed.worker-CsrY2hKR.js', 'same-origin', 'hashed-file'],
    ['/offline.html', 'no-cors', 'precached'],
    ['/icons/icon-192.png', 'no-cors', 'precached'],
    ['/manifest.webmanifest', 'cors', 'precached'],
  ] as const)('%s (%s) → %s', (path, mode, expected) => {
    expect(rule(path, mode)).toBe(expected);
  });
});

describe('which requests the worker never keeps', () => {
  test.each([
    ['the REST API', '/v1/tickers', 'cors'],
    ['a member call', '/v1/members/me', 'cors'],
    ['the v2 API', '/v2/members/login', 'cors'],
    ['market data: candles', '/v1/candles?coin=BTC-KRW&frame=1m', 'cors'],
    ['the build-version check', '/react/meta.json?t=1700000000000', 'cors'],
    ['the build-version check without its query', '/react/meta.json', 'cors'],
    ['the socket', '/ws', 'websocket'],
    ['the admin switches', '/__admin/faults', 'cors'],
    ['the simulator’s external pages', '/ext/support', 'navigate'],
    ['a banner image', '/resources/banner/1.png', 'no-cors'],
    ['the chart bench page', '/bench/chart', 'navigate'],
    ['an API path opened as a page', '/v1/tickers', 'navigate'],
    ['a source map', '/assets/app-lev-Zn44.js.map', 'cors'],
    ['a hashed file asked with a query', '/assets/app-lev-Zn44.js?v=2', 'cors'],
    ['a file opened as a page', '/route-preloads.json', 'navigate'],
    ['an unlisted file', '/route-preloads.json', 'cors'],
    ['the worker itself', '/sw.js', 'same-origin'],
    ['another origin', 'https://cdn.example/assets/app.js', 'cors'],
    ['another origin’s page', 'https://upbit.com/exchange', 'navigate'],
    ['a malformed address', 'http://[::1', 'navigate'],
  ])('%s: %s', (_name, path, mode) => {
    expect(rule(path, mode)).toBe('network');
  });

  test.each(['POST', 'PUT', 'DELETE', 'HEAD'])('%s is never cached', (method) => {
    expect(rule('/assets/app-lev-Zn44.js', 'cors', method)).toBe('network');
    expect(rule('/trade/order/BTC-KRW', 'navigate', method)).toBe('network');
  });
});

describe('kept navigations and caches', () => {
  test('a navigation is kept under its path, without query or fragment', () => {
    expect(navigationKey(`${ORIGIN}/trade/order/BTC-KRW?x=1#y`)).toBe('/trade/order/BTC-KRW');
  });

  test('past the bound the oldest navigations go, never a pinned one', () => {
    const kept = ['/', '/a', '/trade/order', '/b', '/c'];
    const pinned = new Set(['/', '/trade/order']);
    expect(navigationsToDrop(kept, pinned, 5)).toEqual([]);
    expect(navigationsToDrop(kept, pinned, 3)).toEqual(['/a', '/b']);
  });

  test('an activated build drops the app’s caches of other builds, and no one else’s', () => {
    const names = [shellCacheName('old'), shellCacheName('new'), 'another-app', 'tradedeck-shell-older'];
    expect(staleCaches(names, 'new')).toEqual([shellCacheName('old'), 'tradedeck-shell-older']);
  });

  test('a page asks to keep only this origin’s hashed files, once each', () => {
    const loaded = [
      `${ORIGIN}/assets/a-1.js`,
      `${ORIGIN}/assets/a-1.js`,
      `${ORIGIN}/v1/tickers`,
      `${ORIGIN}/react/meta.json?t=1`,
      `${ORIGIN}/assets/a-1.js.map`,
      'https://cdn.example/assets/b.js',
      'not a url',
    ];
    expect(filesToKeep(loaded, ORIGIN)).toEqual([`${ORIGIN}/assets/a-1.js`]);
  });
});

describe('after a newer build took over', () => {
  test.each([
    [true, true, 'reload'],
    [true, false, 'reload'],
    [false, false, 'reload'],
    [false, true, 'offer'],
  ] as const)('asked here %s, an order being entered %s → %s', (asked, entering, expected) => {
    expect(afterTakeOver(asked, entering)).toBe(expected);
  });
});
