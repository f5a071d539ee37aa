/**
 * The queries of the shell's widgets (shell spec §7, §9): the nation list is fresh for 60 s and dropped
 * 60 s after its last reader; a failed answer is an empty list, never a dialog.
 */
import { queryOptions } from '@tanstack/react-query';
import { NATIONS_CACHE_MS, type Nation } from '../../contract';
import { getNations } from './client';
import { queryKeys } from './query';

export const nationsQuery = queryOptions({
  queryKey: queryKeys.nations,
  queryFn: async ({ signal }): Promise<Nation[]> => {
    try {
      return await getNations({ signal });
    } catch {
      // §7: "non-200 gives an empty list".
      return [];
    }
  },
  staleTime: NATIONS_CACHE_MS,
  gcTime: NATIONS_CACHE_MS,
  meta: { silent: true },
});
