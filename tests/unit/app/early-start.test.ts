/**
 * What a page starts before the app's code has loaded (src/app/early-start.ts): by its address, cookies
 * and stored chart settings; and each call is the very request the app's loaders make later.
 */
import { describe, expect, test } from 'vitest';
import { API, SESSION_HINT_COOKIE } from '../../../contract/rest';
import { getCandles, getCoins, getMe, getMeta } from '../../../src/api/client';
import { buildUrl } from '../../../src/api/http-request';
import { earlyStart, routeCoin } from '../../../src/app/early-start';
import { FORECAST_MAX_BARS } from '../../../src/api/chart-client';
import { HISTORY_BARS } from '../../../src/features/chart/rules/chart-opening';
import { CHART_POPUP_ROUTE, TRADE_ORDER_ROUTE_PATH } from '../../../src/lib/paths';
import { json, ok, stubFetch } from '../api/fetch-stub';

const fetchMock = stubFetch();

describe('routeCoin', () => {
  test.each([
    [CHART_POPUP_ROUTE, '/trade/chart/BTC-KRW', 'BTC-KRW'],
    [CHART_POPUP_ROUTE, '/trade/chart/BTC-KRW/', 'BTC-KRW'],
    [CHART_POPUP_ROUTE, '/trade/chart', undefined],
    [CHART_POPUP_ROUTE, '/trade/chart/', undefined],
    [CHART_POPUP_ROUTE, '/trade/chart/BTC-KRW/x', undefined],
    [CHART_POPUP_ROUTE, '/trade/order/BTC-KRW', undefined],
    [TRADE_ORDER_ROUTE_PATH, '/trade/order/eth', 'eth'],
    [TRADE_ORDER_ROUTE_PATH, '/trade/order/popout/chart/BTC-KRW', undefined],
    [TRADE_ORDER_ROUTE_PATH, '/trade/orders/BTC', undefined],
  ])('%s at %s → %s', (route, pathname, coin) => {
    expect(routeCoin(route, pathname)).toBe(coin);
  });
});

const META = { path: API.meta, uncached: true };
const ME = { path: API.me };
const HINT = `${SESSION_HINT_COOKIE}=1`;
const coins = (symbol: string) => ({ path: API.coins, query: { symbol } });
const candles = (key: string, interval: string, limit: number) => ({
  path: API.candles,
  query: { key, interval, limit },
});
// The texts each page's route loads with its chunk.
const POPUP = ['chart'];
const PANEL = ['chart', 'trade'];
const v2 = (fields: Record<string, unknown>) => JSON.stringify({ version: 2, ...fields });

describe('earlyStart', () => {
  test.each([
    ['home, a guest', '/', '', null, [META], false, []],
    ['home, maybe a member', '/', HINT, null, [META, ME], false, []],
    [
      'the popup',
      '/trade/chart/BTC-KRW',
      HINT,
      null,
      [META, ME, coins('BTC'), candles('BTC-KRW', '1', HISTORY_BARS)],
      true,
      POPUP,
    ],
    [
      'the popup, the stored interval and forecast',
      '/trade/chart/ETH-BTC',
      '',
      v2({ lastResolution: '60', forecastActive: true }),
      [META, coins('ETH'), candles('ETH-BTC', '60', FORECAST_MAX_BARS)],
      true,
      POPUP,
    ],
    [
      'the popup of a key not canonical (its route sends it on)',
      '/trade/chart/btc-krw',
      '',
      null,
      [META],
      false,
      [],
    ],
    ['the popup of a bad key', '/trade/chart/BTC', '', null, [META], false, []],
    ['the trade page', '/trade/order/BTC-KRW', '', null, [META, coins('BTC')], true, PANEL],
    ['the trade page, a symbol alone', '/trade/order/eth', '', null, [META, coins('ETH')], true, PANEL],
    ['the trade page, a bad coin', '/trade/order/BTC-XYZ', '', null, [META], true, PANEL],
    ['a pop-out window', '/trade/order/popout/chart/BTC-KRW', '', null, [META], false, []],
  ])('%s', (_case, pathname, cookies, stored, calls, chartWorker, texts) => {
    expect(earlyStart(pathname, cookies, () => stored)).toEqual({ calls, chartWorker, texts });
  });
});

describe('each early call is the request the app makes', () => {
  const { calls } = earlyStart('/trade/chart/BTC-KRW', HINT, () => null);
  const early = new Set(calls.map((call) => buildUrl(call.path, call.query)));

  test('the app’s calls ask for the same addresses', async () => {
    fetchMock().mockImplementation(() => Promise.resolve(ok(null)));
    await Promise.allSettled([
      getMe(),
      getCoins({ symbol: 'BTC' }),
      getCandles({ key: 'BTC-KRW', interval: '1', limit: HISTORY_BARS }),
    ]);
    fetchMock().mockResolvedValue(json({ version: '0.1.0', date: '2025-01-01' }));
    await getMeta();
    const asked = fetchMock().mock.calls.map(([input]) => String(input).replace(/[?&]t=\d+$/, ''));
    expect(new Set(asked)).toEqual(early);
  });
});
