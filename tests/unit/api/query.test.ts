import { focusManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import {
  createQueryClient,
  listingsOf,
  queryKeys,
  reportApiError,
  setApiErrorHandler,
} from '../../../src/api/query';
import { coin } from '../../fixtures/coins';

const pause = () => new ApiError({ kind: 'http', httpStatus: 503, code: 'PAUSE', message: '' });

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

describe('query client', () => {
  test('has the spec defaults: no retries, no refetch on focus or mount', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  test('the defaults hold in use: a failure is not retried; mounting and focus do not refetch', async () => {
    const client = createQueryClient();
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    await client.fetchQuery({ queryKey: ['failing'], queryFn: failing }).catch(() => undefined);
    expect(failing).toHaveBeenCalledTimes(1);

    const load = vi.fn(() => Promise.resolve('data'));
    await client.fetchQuery({ queryKey: ['loaded'], queryFn: load });
    // A component mounting on cached (stale) data, then the window regaining focus.
    const observer = new QueryObserver(client, { queryKey: ['loaded'], queryFn: load });
    const unsubscribe = observer.subscribe(() => undefined);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await Promise.resolve();
    expect(observer.getCurrentResult().data).toBe('data');
    expect(load).toHaveBeenCalledTimes(1);
    unsubscribe();
    focusManager.setFocused(undefined);
  });

  test('failed queries and mutations reach the shell handler once', async () => {
    const handler = vi.fn();
    stop = setApiErrorHandler(handler);
    const client = createQueryClient();
    const error = pause();
    await client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(error) }).catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(error) })
      .execute(undefined)
      .catch(() => undefined);
    expect(handler.mock.calls).toEqual([[error], [error]]);
  });

  test('silent queries and non-ApiErrors are not routed', async () => {
    const handler = vi.fn();
    stop = setApiErrorHandler(handler);
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(pause()), meta: { silent: true } })
      .catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new Error('plain')) })
      .catch(() => undefined);
    expect(handler).not.toHaveBeenCalled();
  });

  test('an unregistered handler no longer receives errors', () => {
    const handler = vi.fn();
    setApiErrorHandler(handler)();
    reportApiError(pause());
    expect(handler).not.toHaveBeenCalled();
  });

  test('member data shares one key prefix', () => {
    for (const key of [
      queryKeys.me,
      queryKeys.assets,
      queryKeys.favorites,
      queryKeys.orders(),
      queryKeys.chartPending({ crncCd: 'C0100', coinType: 'C0101' }),
    ]) {
      expect(key[0]).toBe(queryKeys.member[0]);
    }
    expect(queryKeys.coins[0]).not.toBe(queryKeys.member[0]);
  });
});

describe('listingsOf: one coin out of a catalogue (what the symbol query keeps)', () => {
  const catalogue = [coin('BTC', 'KRW'), coin('ETH', 'KRW'), coin('BTC', 'USDT'), coin('BTCB', 'KRW')];
  test.each([
    ['BTC', ['BTC-KRW', 'BTC-USDT']],
    ['ETH', ['ETH-KRW']],
    ['XRP', []],
  ])('%s', (symbol, keys) => {
    expect(listingsOf(catalogue, symbol).map((info) => info.key)).toEqual(keys);
  });
});
