import { afterEach, describe, expect, test, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';

import type { FavoriteRow } from '../../../../contract';
import { createQueryClient, queryKeys, setApiErrorHandler } from '../../../../src/api/query';
import {
  applyFavoriteToggle,
  favoriteMutationOptions,
  favoritesQueryOptions,
  FAVORITES_BLOCKED_RETRY_MS,
  isFavoritesBlocked,
  type FavoriteToggle,
} from '../../../../src/features/coin-list/favorites';

const ETH: FavoriteRow = { key: 'ETH-KRW', symbol: 'ETH', marketSymbol: 'KRW' };
const SOL: FavoriteRow = { key: 'SOL-USDT', symbol: 'SOL', marketSymbol: 'USDT' };

function answer(status: number, code: string, data: unknown) {
  return new Response(JSON.stringify({ status, code, message: '', data }), { status });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('favourite toggles', () => {
  test.each<[FavoriteRow[], FavoriteToggle, string[]]>([
    [[ETH], { key: 'SOL-USDT', add: true }, ['ETH-KRW', 'SOL-USDT']],
    [[ETH], { key: 'ETH-KRW', add: true }, ['ETH-KRW']],
    [[ETH, SOL], { key: 'ETH-KRW', add: false }, ['SOL-USDT']],
    [[SOL], { key: 'ETH-KRW', add: false }, ['SOL-USDT']],
  ])('%j with %j gives %j', (rows, toggle, keys) => {
    expect(applyFavoriteToggle(rows, toggle).map((row) => row.key)).toEqual(keys);
  });

  test('an added row carries symbol and market; a key of no known market is an error', () => {
    expect(applyFavoriteToggle([], { key: 'SOL-USDT', add: true })).toEqual([SOL]);
    expect(() => applyFavoriteToggle([], { key: 'SOL-EUR', add: true })).toThrow(
      /not a coin key of a known market/,
    );
  });
});

async function toggle(client: QueryClient, value: FavoriteToggle) {
  return client.getMutationCache().build(client, favoriteMutationOptions(client)).execute(value);
}

describe('favourite mutation', () => {
  test('updates the list at once and takes the server answer', async () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.favorites, [ETH]);
    let seenDuringCall: unknown;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seenDuringCall = client.getQueryData(queryKeys.favorites);
      expect([url, init.method, init.body]).toEqual(['/v1/favorites', 'POST', '{"key":"SOL-USDT"}']);
      return answer(200, 'OK', [ETH, SOL]);
    });
    await toggle(client, { key: 'SOL-USDT', add: true });
    expect(seenDuringCall).toEqual([ETH, SOL]);
    expect(client.getQueryData(queryKeys.favorites)).toEqual([ETH, SOL]);
  });

  test('a refused toggle is undone, and only that one', async () => {
    const client = createQueryClient();
    const stop = setApiErrorHandler(() => undefined);
    client.setQueryData(queryKeys.favorites, [ETH]);
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      // Another toggle lands while this one is in flight.
      client.setQueryData(queryKeys.favorites, (rows: FavoriteRow[]) => [...rows, SOL]);
      expect(init.method).toBe('DELETE');
      return answer(500, 'SERVER_ERROR', null);
    });
    await expect(toggle(client, { key: 'ETH-KRW', add: false })).rejects.toMatchObject({
      code: 'SERVER_ERROR',
    });
    expect(client.getQueryData(queryKeys.favorites)).toEqual([SOL, ETH]);
    stop();
  });

  test('a refused toggle that changed nothing leaves the list', async () => {
    const client = createQueryClient();
    const stop = setApiErrorHandler(() => undefined);
    client.setQueryData(queryKeys.favorites, [ETH]);
    vi.stubGlobal('fetch', async () => answer(500, 'SERVER_ERROR', null));
    await expect(toggle(client, { key: 'ETH-KRW', add: true })).rejects.toBeDefined();
    expect(client.getQueryData(queryKeys.favorites)).toEqual([ETH]);
    stop();
  });
});

/** The query's retry interval in its current state (the option is a function of the query). */
function retryInterval(client: QueryClient): number | false {
  const interval = favoritesQueryOptions(true).refetchInterval as unknown as (
    query: unknown,
  ) => number | false;
  return interval(client.getQueryCache().find({ queryKey: queryKeys.favorites }));
}

describe('favourites query', () => {
  test('nothing is asked for a guest', () => {
    expect(favoritesQueryOptions(false).enabled).toBe(false);
    expect(favoritesQueryOptions(true).queryKey).toEqual(queryKeys.favorites);
  });

  test('blocked favourites are a state: no global error, asked again every few seconds', async () => {
    const handler = vi.fn();
    const stop = setApiErrorHandler(handler);
    const client = createQueryClient();
    vi.stubGlobal('fetch', async () => answer(423, 'FAVORITES_BLOCKED', null));
    const options = favoritesQueryOptions(true);
    await client.fetchQuery(options).catch(() => undefined);
    const query = client.getQueryCache().find({ queryKey: queryKeys.favorites })!;
    expect(isFavoritesBlocked(query.state.error)).toBe(true);
    expect(handler).not.toHaveBeenCalled();
    expect(retryInterval(client)).toBe(FAVORITES_BLOCKED_RETRY_MS);
    stop();
  });

  test('other failures still reach the shell, and a success stops the retries', async () => {
    const handler = vi.fn();
    const stop = setApiErrorHandler(handler);
    const client = createQueryClient();
    vi.stubGlobal('fetch', async () => answer(503, 'PAUSE', null));
    const options = favoritesQueryOptions(true);
    await client.fetchQuery(options).catch(() => undefined);
    expect(handler.mock.calls.map(([error]) => (error as { code: string }).code)).toEqual(['PAUSE']);
    vi.stubGlobal('fetch', async () => answer(200, 'OK', [ETH]));
    expect(await client.fetchQuery({ ...options, staleTime: 0 })).toEqual([ETH]);
    expect(retryInterval(client)).toBe(false);
    stop();
  });
});
