import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  ApiError,
  cancelOrder,
  configureApiClient,
  getCandles,
  getChartPending,
  getMe,
  getMeta,
  login,
  onRequestsInFlight,
  removeFavorite,
} from '../../../src/api/client';
import { REQUEST_TIMEOUT_MS } from '../../../src/api/config';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const user = { memNo: 7, name: 'Demo' };
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ language: () => 'en' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function lastCall(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] ?? {} };
}

describe('requests', () => {
  test('a success answers the envelope data and sends cookie, language and JSON', async () => {
    fetchMock.mockResolvedValue(json({ status: 200, code: 'OK', message: '', data: user }));
    await expect(login({ loginId: 'demo', password: 'pw' })).resolves.toEqual(user);
    const { url, init } = lastCall();
    expect(url).toBe('/v1/members/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ loginId: 'demo', password: 'pw' }));
    expect(init.headers).toMatchObject({ 'Accept-Language': 'en', 'Content-Type': 'application/json' });
  });

  test('query parameters get the contract defaults', async () => {
    fetchMock.mockResolvedValue(
      json({ status: 200, code: 'OK', message: '', data: { pendingOrderList: [] } }),
    );
    await getChartPending({ crncCd: 'C0100', coinType: 'C0101' });
    expect(lastCall().url).toBe(
      '/v2/trade/orders/chart-pending?crncCd=C0100&coinType=C0101&orderKind=ALL&size=30',
    );
  });

  test('path parameters go into the path', async () => {
    fetchMock.mockResolvedValue(json({ status: 200, code: 'OK', message: '', data: [] }));
    await removeFavorite('BTC-KRW');
    expect(lastCall()).toMatchObject({ url: '/v1/favorites/BTC-KRW', init: { method: 'DELETE' } });
    fetchMock.mockResolvedValue(json({ status: 200, code: 'OK', message: '', data: {} }));
    await cancelOrder(42);
    expect(lastCall()).toMatchObject({ url: '/v1/trade/orders/42', init: { method: 'DELETE' } });
  });

  test('bad query input is refused before anything is sent', async () => {
    expect(() => getCandles({ key: 'btc', interval: '1D' } as never)).toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  test.each([
    [503, { status: 503, code: 'PAUSE', message: 'maintenance', data: { title: 'T' } }, 'Pause', 'PAUSE'],
    [500, { status: 500, code: 'SERVER_ERROR', message: 'boom', data: null }, 'ServerError', 'SERVER_ERROR'],
    [
      429,
      { status: 429, code: 'TOO_MANY_REQUESTS', message: 'slow', data: null },
      'Requests',
      'TOO_MANY_REQUESTS',
    ],
    [403, { status: 403, code: 'BLOCK', message: 'a||b', data: null }, 'Block', 'BLOCK'],
    [401, { status: 401, code: 'UNAUTHORIZED', message: 'log in', data: null }, 'Session', 'UNAUTHORIZED'],
    [400, { status: 400, code: 'BAD_REQUEST', message: 'bad', data: null }, 'Error', 'BAD_REQUEST'],
  ])('HTTP %i → %s', async (httpStatus, body, statusType, code) => {
    fetchMock.mockResolvedValue(json(body, httpStatus));
    const error = await getMe().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      httpStatus,
      statusType,
      code,
      message: body.message,
      data: body.data,
      failure: 'http',
    });
  });

  test('a failure without an envelope still classifies by status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(getMe()).rejects.toMatchObject({ httpStatus: 502, statusType: 'ServerError', code: '' });
  });

  test('a success without an envelope is an invalid response', async () => {
    fetchMock.mockResolvedValue(new Response('not json', { status: 200 }));
    await expect(getMe()).rejects.toMatchObject({ failure: 'invalid-response', statusType: 'ServerError' });
  });

  test('a network failure goes to connectivity', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getMe()).rejects.toMatchObject({
      failure: 'network',
      statusType: 'Connectivity',
      httpStatus: 0,
    });
  });

  test('the client timeout aborts the call and is a Timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = getMe().catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ failure: 'timeout', statusType: 'Timeout' });
  });

  test('a caller abort is not a global failure', async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = getMe({ signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    expect(await pending).toMatchObject({ failure: 'aborted', statusType: 'None' });
  });
});

describe('requests in flight', () => {
  test('counts tracked calls; the version check is not tracked', async () => {
    const counts: number[] = [];
    const stop = onRequestsInFlight((count) => counts.push(count));
    fetchMock.mockImplementation(() =>
      Promise.resolve(json({ status: 200, code: 'OK', message: '', data: user })),
    );
    await Promise.all([getMe(), getMe()]);
    fetchMock.mockResolvedValue(json({ version: '0.1.0', date: '2025-01-01' }));
    await getMeta();
    stop();
    expect(counts).toEqual([1, 2, 1, 0]);
  });
});

describe('getMeta', () => {
  test('reads the static file with a cache-busting time parameter', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    fetchMock.mockResolvedValue(json({ version: '0.2.0', date: '2025-06-01' }));
    await expect(getMeta()).resolves.toEqual({ version: '0.2.0', date: '2025-06-01' });
    expect(lastCall().url).toBe('/react/meta.json?t=1700000000000');
  });

  test.each([
    [json({ status: 200, code: 'OK', message: '', data: { version: '1' } })],
    [json({ version: '' })],
    [new Response('<html>', { status: 200 })],
    [new Response('missing', { status: 404 })],
  ])('an unreadable answer fails', async (response) => {
    fetchMock.mockResolvedValue(response);
    await expect(getMeta()).rejects.toBeInstanceOf(ApiError);
  });
});
