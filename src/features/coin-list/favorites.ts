/**
 * The member's favourite coins through the REST client and TanStack Query (keys from src/api/query.ts):
 * the list, and a toggle with an optimistic update that is undone when the server refuses. While the
 * exchange reports favourites blocked (FAVORITES_BLOCKED), the list shows its spinner and asks again
 * every FAVORITES_BLOCKED_RETRY_MS, without a global error dialog.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { addFavorite, listFavorites, removeFavorite } from '../../api/client';
import { ERROR_CODES, type FavoriteRow } from '../../../contract';
import { queryKeys, reportApiError } from '../../api/query';
import { isMarketSymbol, parseCoinKey, type CoinKey } from '../../../contract/markets';

export const FAVORITES_BLOCKED_RETRY_MS = 5_000;

export function isFavoritesBlocked(error: unknown): boolean {
  return isApiError(error) && error.code === ERROR_CODES.favoritesBlocked;
}

export function favoritesQueryOptions(loggedIn: boolean) {
  return queryOptions({
    queryKey: queryKeys.favorites,
    queryFn: async ({ signal }) => {
      try {
        return await listFavorites({ signal });
      } catch (error) {
        // Blocked favourites are a state of the list (its spinner); any other failure is the shell's.
        if (!isFavoritesBlocked(error)) reportApiError(error);
        throw error;
      }
    },
    meta: { silent: true },
    enabled: loggedIn,
    refetchInterval: (query) => (isFavoritesBlocked(query.state.error) ? FAVORITES_BLOCKED_RETRY_MS : false),
  });
}

export interface FavoriteToggle {
  key: CoinKey;
  add: boolean;
}

/** The favourites after adding or removing one (adding keeps the order and appends, as the server does). */
export function applyFavoriteToggle(rows: readonly FavoriteRow[], toggle: FavoriteToggle): FavoriteRow[] {
  const present = rows.some((row) => row.key === toggle.key);
  if (!toggle.add) return present ? rows.filter((row) => row.key !== toggle.key) : [...rows];
  if (present) return [...rows];
  const parsed = parseCoinKey(toggle.key);
  if (!parsed || !isMarketSymbol(parsed.marketSymbol))
    throw new Error(`"${toggle.key}" is not a coin key of a known market`);
  return [...rows, { key: toggle.key, symbol: parsed.symbol, marketSymbol: parsed.marketSymbol }];
}

interface ToggleContext {
  /** The optimistic update changed the cached list (so a failure must undo it). */
  changed: boolean;
}

/**
 * Mutation options of the star: the cached list changes at once; the server's answer replaces it; a
 * failure undoes only this toggle, so another toggle still in flight keeps its own optimistic change.
 */
export function favoriteMutationOptions(client: QueryClient) {
  const key = queryKeys.favorites;
  return {
    mutationFn: (toggle: FavoriteToggle) =>
      toggle.add ? addFavorite(toggle.key) : removeFavorite(toggle.key),
    onMutate: async (toggle: FavoriteToggle): Promise<ToggleContext> => {
      await client.cancelQueries({ queryKey: key });
      const current = client.getQueryData<FavoriteRow[]>(key) ?? [];
      const next = applyFavoriteToggle(current, toggle);
      client.setQueryData(key, next);
      return { changed: next.length !== current.length };
    },
    onError: (_error: unknown, toggle: FavoriteToggle, context: ToggleContext | undefined) => {
      if (context?.changed)
        client.setQueryData<FavoriteRow[]>(key, (rows) =>
          applyFavoriteToggle(rows ?? [], { key: toggle.key, add: !toggle.add }),
        );
    },
    onSuccess: (rows: FavoriteRow[]) => {
      client.setQueryData(key, rows);
    },
  };
}

/** The favourites of the logged-in member (nothing is asked for a guest). */
export function useFavorites(loggedIn: boolean) {
  return useQuery(favoritesQueryOptions(loggedIn));
}

export function useFavoriteToggle() {
  return useMutation(favoriteMutationOptions(useQueryClient()));
}
