/**
 * The window's one owner of low-rate live data (intro, asset changes, market prices, credit frames,
 * reconnects): it follows the feed once and writes each frame into the query cache, so that panels only
 * bind to queries and a frame is applied once however many panels show it. main.tsx installs it for
 * every window (a pop-out too: each window has its own query client); tests install it beside their feed.
 */
import { hashKey, queryOptions, skipToken, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { AssetChangeFrame, AssetsResponse, CoinInfo, IntroFrame, MarketInfo } from '../../contract';
import type { MarketSymbol } from '../../contract/markets';
import { applyAssetChange } from '../lib/asset-valuation';
import { followCreditFrames } from './credit';
import type { FeedClient } from './feed-types';
import { applyIntroToCoins, applyIntroToMarkets } from './intro';
import { queryKeys, refreshOrders } from './query';

/** The quote markets' KRW prices of the latest marketPrice frame. */
export type MarketPrices = Readonly<Partial<Record<MarketSymbol, number>>>;

export type AssetChangeRows = AssetChangeFrame['rows'];

export type LiveFeed = Pick<FeedClient, 'onLowRate' | 'onCredit' | 'onReconnect'>;

/**
 * Entries only the owner writes: never fetched (skipToken also disables them, so an invalidation of
 * every query leaves them be) and kept while no panel binds them, for the panel that binds next.
 */
const LIVE_ENTRY = {
  queryFn: skipToken,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
} as const;
const LIVE_KEYS = [queryKeys.liveIntro, queryKeys.marketPrices, queryKeys.assetChange];

/** The latest intro frame, whole; no data until the feed sent one. */
export const liveIntroQuery = queryOptions<IntroFrame>({ queryKey: queryKeys.liveIntro, ...LIVE_ENTRY });

/** The latest marketPrice frame's prices; no data until the feed sent one. */
export const marketPricesQuery = queryOptions<MarketPrices>({
  queryKey: queryKeys.marketPrices,
  ...LIVE_ENTRY,
});

/**
 * Calls `listener` with each value written to `key`, as it is written: a reader that must see every frame
 * (not only the one a render finds) follows the cache here rather than the feed.
 */
function onWrite<T>(client: QueryClient, key: QueryKey, listener: (value: T) => void): () => void {
  const hash = hashKey(key);
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== hash) return;
    listener(event.query.state.data as T);
  });
}

/** Each intro frame as the owner writes it (two frames before a render are two calls). */
export function onLiveIntro(client: QueryClient, listener: (intro: IntroFrame) => void): () => void {
  return onWrite(client, queryKeys.liveIntro, listener);
}

/** The rows of each of the member's asset changes as the owner writes them. */
export function onAssetChange(client: QueryClient, listener: (rows: AssetChangeRows) => void): () => void {
  return onWrite(client, queryKeys.assetChange, listener);
}

function writeIntro(client: QueryClient, frame: IntroFrame): void {
  client.setQueryData(queryKeys.liveIntro, frame);
  // The catalogue and every symbol's listings (all under `coins`) are lists of the same coins.
  client.setQueriesData<CoinInfo[]>(
    { queryKey: queryKeys.coins },
    (known) => known && applyIntroToCoins(known, frame),
  );
  client.setQueryData<MarketInfo[]>(queryKeys.markets, (known) => known && applyIntroToMarkets(known, frame));
}

function writeAssetChange(client: QueryClient, rows: AssetChangeRows): void {
  client.setQueryData<AssetsResponse>(queryKeys.assets, (known) => known && applyAssetChange(known, rows));
  client.setQueryData(queryKeys.assetChange, rows);
  // The fallback for order events that were missed: a fill or a lock changed the member's orders too.
  refreshOrders(client);
}

/** Follows the feed's low-rate data into `client` until the answered function is called. */
export function followLiveData(feed: LiveFeed, client: QueryClient): () => void {
  for (const key of LIVE_KEYS) client.setQueryDefaults(key, LIVE_ENTRY);
  const stops = [
    feed.onLowRate((frame) => {
      if (frame.ch === 'intro') writeIntro(client, frame);
      else if (frame.ch === 'assetChange') writeAssetChange(client, frame.rows);
      else if (frame.ch === 'marketPrice')
        client.setQueryData<MarketPrices>(queryKeys.marketPrices, Object.fromEntries(frame.rows));
    }),
    followCreditFrames(feed, client),
    // Order events may have been lost while the socket was away; session, assets and coins are the
    // shell's to reload (or the page's), as its resync says.
    feed.onReconnect(() => refreshOrders(client)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
