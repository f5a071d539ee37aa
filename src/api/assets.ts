/**
 * The member's assets, one definition for every reader (coin list, order panel…): the query of the REST
 * answer, into which the window's owner of live data (live-data.ts) folds the socket's assetChange frames,
 * so that every panel reading the query sees a fill or a lock as soon as the frame comes.
 */
import { queryOptions } from '@tanstack/react-query';
import { getAssets } from './client';
import { queryKeys } from './query';

/**
 * The member's assets; disabled while no member is logged in. Kept until invalidated or changed by frames.
 * A failed fetch is a silent no-op (shell spec §7): readers show what they have, and no dialog opens.
 */
export function assetsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.assets,
    queryFn: ({ signal }) => getAssets({ signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}
