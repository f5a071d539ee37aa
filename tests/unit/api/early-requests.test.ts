/**
 * Requests started before the app's code (src/api/early-requests.ts), as the app's calls take them through
 * the transport (src/api/transport.ts): once, only the same request (method, address, language), never a
 * failed one, under the call's own timeout and abort; one never taken is let go.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { API } from '../../../contract/rest';
import { getCoins, getMe, getMeta } from '../../../src/api/client';
import { REQUEST_TIMEOUT_MS } from '../../../src/api/config';
import { startEarlyRequest, takeEarlyRequest } from '../../../src/api/early-requests';
import { buildUrl } from '../../../src/api/http-request';
import { demoUser } from '../../fixtures/user';
import { json, ok, stubFetch } from './fetch-stub';

const user = demoUser();
const fetchMock = stubFetch();

afterEach(() => {
  vi.useRealTimers();
});

/** A fetch that answers only when its signal aborts (with an AbortError), and the signals it was given. */
function fetchNeverAnswering(): AbortSignal[] {
  const signals: AbortSignal[] = [];
  fetchMock().mockImplementation(
    (_input, init) =>
      new Promise((_resolve, reject) => {
        signals.push(init!.signal!);
        init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  return signals;
}

const urlOf = (call: number) => String(fetchMock().mock.calls[call]![0]);

describe('an early request', () => {
  test('is taken once, by the same call: the second call asks for itself', async () => {
    fetchMock().mockImplementation(() => Promise.resolve(ok(user)));
    startEarlyRequest({ path: API.me }, 'en');
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    expect(fetchMock().mock.calls[0]![1]).toMatchObject({
      method: 'GET',
      headers: { Accept: 'application/json', 'Accept-Language': 'en' },
      credentials: 'include',
      cache: 'no-store',
    });
    await expect(getMe()).resolves.toEqual(user);
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    await expect(getMe()).resolves.toEqual(user);
    expect(fetchMock()).toHaveBeenCalledTimes(2);
  });

  test('started twice goes out once', async () => {
    fetchMock().mockImplementation(() => Promise.resolve(ok(user)));
    startEarlyRequest({ path: API.me }, 'en');
    startEarlyRequest({ path: API.me }, 'en');
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    await getMe();
    expect(fetchMock()).toHaveBeenCalledTimes(1);
  });

  test('that failed is not taken: the call asks anew', async () => {
    fetchMock().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock().mockResolvedValueOnce(ok(user));
    startEarlyRequest({ path: API.me }, 'en');
    await expect(getMe()).resolves.toEqual(user);
    expect(fetchMock()).toHaveBeenCalledTimes(2);
  });

  test('answered with an HTTP failure is taken: it is the answer (a guest’s 401)', async () => {
    fetchMock().mockResolvedValueOnce(
      json({ status: 401, code: 'UNAUTHORIZED', message: '', data: null }, 401),
    );
    startEarlyRequest({ path: API.me }, 'en');
    await expect(getMe()).rejects.toMatchObject({ httpStatus: 401, statusType: 'Session' });
    expect(fetchMock()).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['in another language', { path: API.coins, query: { symbol: 'BTC' } }, 'ko'],
    ['of another address', { path: API.coins, query: { symbol: 'ETH' } }, 'en'],
  ])('%s is not taken, and is let go when its time is up', async (_case, call, language) => {
    vi.useFakeTimers();
    const signals = fetchNeverAnswering();
    startEarlyRequest(call, language);
    const pending = getCoins({ symbol: 'BTC' }).catch((caught: unknown) => caught);
    expect(fetchMock()).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
    expect(await pending).toMatchObject({ failure: 'timeout' });
    expect(takeEarlyRequest('GET', buildUrl(call.path, call.query), language)).toBeUndefined();
  });

  test('for the version check carries the time, and is the check’s answer', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    fetchMock().mockResolvedValue(json({ version: '0.1.0', date: '2025-01-01' }));
    startEarlyRequest({ path: API.meta, uncached: true }, 'en');
    await expect(getMeta()).resolves.toMatchObject({ version: '0.1.0' });
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    expect(urlOf(0)).toBe(`${API.meta}?t=1700000000000`);
  });
});

describe('a taken early request keeps the call’s own limits', () => {
  test('the call’s abort stops it and fails the call as aborted', async () => {
    const signals = fetchNeverAnswering();
    startEarlyRequest({ path: API.me }, 'en');
    const controller = new AbortController();
    const pending = getMe({ signal: controller.signal }).catch((caught: unknown) => caught);
    await Promise.resolve();
    controller.abort();
    expect(await pending).toMatchObject({ failure: 'aborted', statusType: 'None' });
    expect(signals[0]!.aborted).toBe(true);
    expect(fetchMock()).toHaveBeenCalledTimes(1);
  });

  test('the call’s timeout stops it and fails the call as a Timeout', async () => {
    vi.useFakeTimers();
    const signals = fetchNeverAnswering();
    startEarlyRequest({ path: API.me }, 'en');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS / 2);
    const pending = getMe().catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ failure: 'timeout', statusType: 'Timeout' });
    expect(signals[0]!.aborted).toBe(true);
    expect(fetchMock()).toHaveBeenCalledTimes(1);
  });
});
