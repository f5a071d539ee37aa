/**
 * The member's assets, one definition for every reader (coin list, order panel…): the query of the REST
 * answer, and the socket's assetChange frames folded into that cached answer, so that every panel reading
 * the query sees a fill or a lock as soon as the frame comes.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AssetChangeFrame, AssetsResponse } from '../../contract';
import { MARKETS } from '../../contract/markets';
import { getAssets } from './client';
import type { FeedClient } from './feed-types';
import { queryKeys } from './query';

/** The won's coinType: its balances travel as krwBalance/krwLocked, not as an asset row. */
export const KRW_COIN_TYPE = MARKETS[0].crncCd;

/** The member's assets; disabled while no member is logged in. Kept until invalidated or changed by frames. */
export function assetsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.assets,
    queryFn: ({ signal }) => getAssets({ signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The assets after a socket asset change: the KRW row sets the won balances, a coin row replaces that
 * coin (a zero balance removes it, as the REST answer leaves zero balances out).
 */
export function applyAssetChange(assets: AssetsResponse, rows: AssetChangeFrame['rows']): AssetsResponse {
  let { krwBalance, krwLocked } = assets;
  const coins = new Map(assets.myAssetCoinInfoList.map((row) => [row.coinType, row]));
  for (const row of rows) {
    if (row.coinType === KRW_COIN_TYPE) {
      krwBalance = row.coinBalance;
      krwLocked = row.lockedBalance;
    } else if (row.coinBalance > 0) coins.set(row.coinType, { ...row });
    else coins.delete(row.coinType);
  }
  const list = [...coins.values()];
  return {
    krwBalance,
    krwLocked,
    myAssetCoinInfoList: list,
    totalSumBuyAmt: Math.round(list.reduce((sum, row) => sum + row.coinBalance * row.avgBuyAmt, 0)),
  };
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
