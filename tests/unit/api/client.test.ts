import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  ALERT_ERROR_CODES,
  ALERT_MESSAGE_MAX,
  DRAWING_ERROR_CODES,
  DRAWING_ERROR_MESSAGES,
  TICKER_FIELDS,
} from '../../../contract';
import type { CoinKey } from '../../../contract/markets';
import { ApiError } from '../../../src/api/api-error';
import {
  addFavorite,
  alertFirings,
  alerts,
  currentAlertOf,
  deleteAlert,
  putAlert,
  cancelAllOrders,
  cancelOrder,
  currentDrawingOf,
  deleteAllDrawings,
  deleteDrawing,
  getCandles,
  getAssets,
  getChartPending,
  getCoins,
  getMarkets,
  getMe,
  getMeta,
  getOrderBook,
  getOrderHistory,
  getTickers,
  listDrawings,
  listFavorites,
  listOrders,
  login,
  logout,
  placeOrder,
  putDrawing,
  removeFavorite,
  replaceOrder,
  sendSmsToken,
  confirmSmsToken,
} from '../../../src/api/client';
import { alertPut, storedAlert } from '../../fixtures/alerts';
import { ASSETS } from '../../fixtures/assets';
import { coin } from '../../fixtures/coins';
import { drawingPut, storedDrawing } from '../../fixtures/drawings';
import { orderRow } from '../../fixtures/orders';
import { demoUser } from '../../fixtures/user';
import { json, ok, stubFetch } from './fetch-stub';

const user = demoUser();
const fetchMock = stubFetch();

afterEach(() => {
  vi.useRealTimers();
});

function lastCall(): { url: string; init: RequestInit } {
  const call = fetchMock().mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] ?? {} };
}

describe('requests', () => {
  test('a success answers the envelope data and sends cookie, language and JSON', async () => {
    fetchMock().mockResolvedValue(json({ status: 200, code: 'OK', message: '', data: user }));
    await expect(login({ loginId: 'demo', password: 'pw' })).resolves.toEqual(user);
    const { url, init } = lastCall();
    expect(url).toBe('/v1/members/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ loginId: 'demo', password: 'pw' }));
    expect(init.headers).toMatchObject({ 'Accept-Language': 'en', 'Content-Type': 'application/json' });
  });

  test('query parameters get the contract defaults', async () => {
    fetchMock().mockResolvedValue(
      json({ status: 200, code: 'OK', message: '', data: { pendingOrderList: [] } }),
    );
    await getChartPending({ crncCd: 'C0100', coinType: 'C0101' });
    expect(lastCall().url).toBe(
      '/v2/trade/orders/chart-pending?crncCd=C0100&coinType=C0101&orderKind=ALL&size=30',
    );
  });

  test('path parameters go into the path', async () => {
    fetchMock().mockResolvedValue(json({ status: 200, code: 'OK', message: '', data: [] }));
    await removeFavorite('BTC-KRW');
    expect(lastCall()).toMatchObject({ url: '/v1/favorites/BTC-KRW', init: { method: 'DELETE' } });
    fetchMock().mockResolvedValue(json({ status: 200, code: 'OK', message: '', data: orderRow(42) }));
    await cancelOrder(42);
    expect(lastCall()).toMatchObject({ url: '/v1/trade/orders/42', init: { method: 'DELETE' } });
  });

  test('bad query input is refused before anything is sent', async () => {
    expect(() => getCandles({ key: 'btc', interval: '1D' } as never)).toThrow();
    expect(fetchMock()).not.toHaveBeenCalled();
  });
});

describe('getMeta', () => {
  test('reads the static file with a cache-busting time parameter', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    fetchMock().mockResolvedValue(json({ version: '0.2.0', date: '2025-06-01' }));
    await expect(getMeta()).resolves.toEqual({ version: '0.2.0', date: '2025-06-01' });
    expect(lastCall().url).toBe('/react/meta.json?t=1700000000000');
  });

  test.each([
    [json({ status: 200, code: 'OK', message: '', data: { version: '1' } })],
    [json({ version: '' })],
    [new Response('<html>', { status: 200 })],
    [new Response('missing', { status: 404 })],
  ])('an unreadable answer fails', async (response) => {
    fetchMock().mockResolvedValue(response);
    await expect(getMeta()).rejects.toBeInstanceOf(ApiError);
  });
});

const limit = { key: 'BTC-KRW', side: 'buy', orderType: 'limit', price: 1000, quantity: 1 } as const;

describe('answers are checked against the contract', () => {
  /** Every call of the client, with a good answer of its own. */
  const calls: [string, () => Promise<unknown>, unknown][] = [
    ['markets', () => getMarkets(), [{ marketSymbol: 'KRW', crncCd: 'C0100', isBeta: false, isOpen: true }]],
    ['coins', () => getCoins(), [coin('BTC', 'KRW')]],
    ['tickers', () => getTickers(), { seq: 1, rows: [] }],
    [
      'candles',
      () => getCandles({ key: 'BTC-KRW', interval: '1D' }),
      { key: 'BTC-KRW', interval: '1D', time: [1], open: [1], high: [1], low: [1], close: [1], volume: [1] },
    ],
    ['login', () => login({ loginId: 'a', password: 'b' }), demoUser()],
    ['me', () => getMe(), demoUser()],
    ['assets', () => getAssets(), ASSETS],
    ['favorites', () => listFavorites(), [{ key: 'BTC-KRW', symbol: 'BTC', marketSymbol: 'KRW' }]],
    ['addFavorite', () => addFavorite('BTC-KRW'), []],
    ['removeFavorite', () => removeFavorite('BTC-KRW'), []],
    ['placeOrder', () => placeOrder(limit), orderRow(1)],
    ['cancelOrder', () => cancelOrder(1), orderRow(1, { status: 'cancelled' })],
    ['cancelAll', () => cancelAllOrders({ key: 'BTC-KRW' }), [orderRow(1)]],
    ['replaceOrder', () => replaceOrder(1, { price: 1000 }), orderRow(2)],
    ['orders', () => listOrders(), [orderRow(1)]],
    [
      'orderHistory',
      () => getOrderHistory({ from: '2026-01-01', to: '2026-01-02' }),
      { rows: [{ ...orderRow(1, { status: 'filled' }), fills: [] }], total: 1, page: 1, size: 20 },
    ],
    ['orderBook', () => getOrderBook('BTC-KRW'), { key: 'BTC-KRW', asks: [[101, 1]], bids: [[99, 2]] }],
    [
      'chartPending',
      () => getChartPending({ crncCd: 'C0100', coinType: 'C0101' }),
      { pendingOrderList: [{ tradeTypeCd: '2', unitPrice: 1000 }] },
    ],
    ['drawings', () => listDrawings('BTC-KRW'), { drawings: [storedDrawing('a'), storedDrawing('b')] }],
    ['putDrawing', () => putDrawing('a', drawingPut()), storedDrawing('a')],
    ['deleteAllDrawings', () => deleteAllDrawings('BTC-KRW'), { deleted: ['a', 'b'] }],
    ['smsSend', () => sendSmsToken('login'), { smsSendWork: 'login', validSeconds: 180 }],
    [
      'smsConfirm',
      () => confirmSmsToken({ smsSendWork: 'login', numberOfCertification: '123456' }),
      { smsSendWork: 'login', verified: true },
    ],
  ];

  test.each(calls)('%s answers its data when it keeps the contract', async (_name, callIt, data) => {
    fetchMock().mockResolvedValue(ok(data));
    await expect(callIt()).resolves.toEqual(data);
  });

  test.each(calls)(
    '%s with data null is a contract failure, not null passed along',
    async (_name, callIt) => {
      fetchMock().mockResolvedValue(ok(null));
      await expect(callIt()).rejects.toMatchObject({
        failure: 'contract',
        statusType: 'ServerError',
        code: 'CONTRACT',
        httpStatus: 200,
      });
    },
  );

  test('logout answers null', async () => {
    fetchMock().mockResolvedValue(ok(null));
    await expect(logout()).resolves.toBeNull();
  });

  test.each<[string, () => Promise<unknown>, unknown]>([
    ['a member without a name', () => getMe(), { ...demoUser(), name: undefined }],
    ['a balance as text', () => getAssets(), { ...ASSETS, krwBalance: '1000' }],
    ['an order with an unknown status', () => placeOrder(limit), orderRow(1, { status: 'open' as never })],
    [
      'a ticker whose price was Infinity on the server (null in JSON)',
      () => getTickers(),
      {
        seq: 1,
        rows: [
          {
            ...coin('BTC', 'KRW'),
            ...Object.fromEntries(TICKER_FIELDS.map((f) => [f, 1])),
            closePrice: null,
          },
        ],
      },
    ],
    [
      'candle columns of different lengths',
      () => getCandles({ key: 'BTC-KRW', interval: '1D' }),
      {
        key: 'BTC-KRW',
        interval: '1D',
        time: [1, 2],
        open: [1],
        high: [1],
        low: [1],
        close: [1],
        volume: [1],
      },
    ],
    [
      'a book level of three numbers',
      () => getOrderBook('BTC-KRW'),
      { key: 'BTC-KRW', asks: [[1, 2, 3]], bids: [] },
    ],
  ])('%s is a contract failure naming the call', async (_name, callIt, data) => {
    fetchMock().mockResolvedValue(ok(data));
    const error = await callIt().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ failure: 'contract', statusType: 'ServerError' });
    expect((error as ApiError).message).toMatch(/^contract failure: \w+: /);
  });

  test('an Infinity written as 1e999 in the answer is a contract failure', async () => {
    const text = JSON.stringify({ status: 200, code: 'OK', message: '', data: ASSETS }).replace(
      `"krwBalance":${ASSETS.krwBalance}`,
      '"krwBalance":1e999',
    );
    fetchMock().mockResolvedValue(new Response(text, { status: 200 }));
    await expect(getAssets()).rejects.toMatchObject({ failure: 'contract' });
  });
});

describe('drawings', () => {
  test('each call as the contract names it: the coin in the query, the id in the path, the version', async () => {
    fetchMock().mockResolvedValue(ok({ drawings: [] }));
    await listDrawings('ETH-KRW');
    expect(lastCall()).toMatchObject({ url: '/v1/drawings?key=ETH-KRW', init: { method: 'GET' } });
    fetchMock().mockResolvedValue(ok(storedDrawing('d-1', { version: 3 })));
    await putDrawing('d-1', { ...drawingPut(), baseVersion: 2 });
    expect(lastCall()).toMatchObject({ url: '/v1/drawings/d-1', init: { method: 'PUT' } });
    expect(JSON.parse(String(lastCall().init.body))).toEqual({ ...drawingPut(), baseVersion: 2 });
    fetchMock().mockResolvedValue(ok(null));
    await expect(deleteDrawing('d-1', 3)).resolves.toBeNull();
    expect(lastCall()).toMatchObject({ url: '/v1/drawings/d-1?version=3', init: { method: 'DELETE' } });
    fetchMock().mockResolvedValue(ok({ deleted: ['d-1'] }));
    await deleteAllDrawings('ETH-KRW');
    expect(lastCall()).toMatchObject({ url: '/v1/drawings?key=ETH-KRW', init: { method: 'DELETE' } });
  });

  test('a drawing the exchange would refuse is refused before anything is sent', () => {
    const broken = { ...drawingPut(), anchors: [] };
    expect(() => putDrawing('a', broken)).toThrow();
    expect(() => putDrawing('a/b', drawingPut())).toThrow();
    expect(() => deleteDrawing('a', 0)).toThrow();
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  test('a stale write gives the drawing as it is now; another failure gives none', async () => {
    const current = storedDrawing('a', { version: 4 });
    const message = DRAWING_ERROR_MESSAGES.stale.en;
    fetchMock().mockResolvedValue(
      json({ status: 409, code: DRAWING_ERROR_CODES.stale, message, data: { current } }, 409),
    );
    const stale = await putDrawing('a', { ...drawingPut(), baseVersion: 2 }).catch((error: unknown) => error);
    expect(stale).toMatchObject({ code: DRAWING_ERROR_CODES.stale, httpStatus: 409, statusType: 'Error' });
    expect(currentDrawingOf(stale)).toEqual(current);
    fetchMock().mockResolvedValue(
      json({ status: 404, code: DRAWING_ERROR_CODES.notFound, message: 'x', data: null }, 404),
    );
    expect(currentDrawingOf(await deleteDrawing('a', 1).catch((error: unknown) => error))).toBeUndefined();
    expect(currentDrawingOf(new Error('other'))).toBeUndefined();
  });
});

describe('alerts', () => {
  test('list, put, delete and firings go to their paths with their queries', async () => {
    const stored = storedAlert('a-1', { version: 3 });
    const { baseVersion: _base, ...content } = alertPut();
    fetchMock().mockImplementation(() => Promise.resolve(ok({ alerts: [] })));
    await alerts();
    expect(lastCall()).toMatchObject({ url: '/v1/alerts', init: { method: 'GET' } });
    await alerts('ETH-KRW');
    expect(lastCall()).toMatchObject({ url: '/v1/alerts?key=ETH-KRW', init: { method: 'GET' } });
    fetchMock().mockResolvedValue(ok(stored));
    await expect(putAlert('a-1', alertPut({ baseVersion: 2 }))).resolves.toEqual(stored);
    expect(lastCall()).toMatchObject({ url: '/v1/alerts/a-1', init: { method: 'PUT' } });
    expect(JSON.parse(String(lastCall().init.body))).toEqual({ ...content, baseVersion: 2 });
    fetchMock().mockResolvedValue(ok(null));
    await expect(deleteAlert('a-1', 3)).resolves.toBeNull();
    expect(lastCall()).toMatchObject({ url: '/v1/alerts/a-1?version=3', init: { method: 'DELETE' } });
    const firing = { alertId: 'a-1', coin: 'BTC-KRW', at: 5, price: 101 };
    fetchMock().mockImplementation(() => Promise.resolve(ok({ firings: [firing] })));
    await expect(alertFirings({ key: 'BTC-KRW' })).resolves.toEqual({ firings: [firing] });
    expect(lastCall()).toMatchObject({ url: '/v1/alerts/firings?key=BTC-KRW', init: { method: 'GET' } });
    await alertFirings({ alertId: 'a-1' });
    expect(lastCall().url).toBe('/v1/alerts/firings?alertId=a-1');
    expect(() => alertFirings({ alertId: 'not an id' })).toThrow();
  });

  test('an alert the exchange would refuse is refused before anything is sent', () => {
    expect(() => putAlert('a', alertPut({ message: 'x'.repeat(ALERT_MESSAGE_MAX + 1) }))).toThrow();
    expect(() => putAlert('a/b', alertPut())).toThrow();
    expect(() => deleteAlert('a', 0)).toThrow();
    expect(() => alerts('nope' as CoinKey)).toThrow();
    expect(fetchMock()).not.toHaveBeenCalled();
  });

  test('a stale write gives the alert as it is now; another failure gives none', async () => {
    const current = storedAlert('a', { version: 4 });
    fetchMock().mockResolvedValue(
      json({ status: 409, code: ALERT_ERROR_CODES.stale, message: 'stale', data: { current } }, 409),
    );
    const stale = await putAlert('a', alertPut({ baseVersion: 2 })).catch((error: unknown) => error);
    expect(currentAlertOf(stale)).toEqual(current);
    fetchMock().mockResolvedValue(json({ status: 404, code: ALERT_ERROR_CODES.notFound, message: 'x' }, 404));
    expect(currentAlertOf(await deleteAlert('a', 1).catch((error: unknown) => error))).toBeUndefined();
  });
});
