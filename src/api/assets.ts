/**
 * The member's assets, one definition for every reader (coin list, order panel…): the query of the REST
 * answer, and the socket's assetChange frames folded into that cached answer, so that every panel reading
 * the query sees a fill or a lock as soon as the frame comes.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AssetsResponse } from '../../contract';
import { applyAssetChange } from '../lib/asset-valuation';
import { getAssets } from './client';
import type { FeedClient } from './feed-types';
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

/**
 * Folds the feed's assetChange frames into the cached assets until the answered function is called.
 * Every reader may follow: a frame applied twice gives the same answer, which the cache keeps as is.
 */
export function followAssetChanges(feed: Pick<FeedClient, 'onLowRate'>, client: QueryClient): () => void {
  return feed.onLowRate((frame) => {
    if (frame.ch !== 'assetChange') return;
    client.setQueryData(queryKeys.assets, (known: AssetsResponse | undefined) =>
      known ? applyAssetChange(known, frame.rows) : known,
    );
  });
}
