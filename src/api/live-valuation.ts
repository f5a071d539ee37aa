/**
 * Live prices for valuing a member's assets, for the my-assets page and the user panel: the tickers of the
 * coins held (and of the quote markets' own coins, which value BTC and USDT listings) and the KRW value of
 * the quote markets (the latest marketPrice frame, which the window's owner of live data keeps in the query
 * cache). The answer is renewed when a watched ticker changed, at most once per LIVE_REFRESH_MS,
 * so that figures move at human speed, not per tick; its timer and listeners die with the component.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { AssetsResponse } from '../../contract';
import { MARKET_SYMBOLS, type CoinKey } from '../../contract/markets';
import { heldCoins, marketKrwValues, type MarketKrwValues, type TickerReader } from '../lib/asset-valuation';
import type { FeedClient } from './feed-types';
import { marketPricesQuery, type MarketPrices } from './live-data';
import { getQueryClient } from './query';

const NO_PRICES: MarketPrices = {};

/** Live prices move the figures at human speed, not per tick. */
export const LIVE_REFRESH_MS = 500;

export interface LiveValuation {
  tickers: TickerReader;
  marketKrw: MarketKrwValues;
  /** Counts the renewals: readers read the tickers as they were at this version. */
  version: number;
}

function tickerReader(feed: FeedClient): TickerReader {
  const read = (key: CoinKey, field: 'closePrice' | 'chgRate') => {
    const slot = feed.tickers.slotOf(key);
    return slot === undefined ? Number.NaN : feed.tickers.value(slot, field);
  };
  return { close: (key) => read(key, 'closePrice'), changeRate: (key) => read(key, 'chgRate') };
}

/** Bumps when a watched coin's ticker changed, at most once per LIVE_REFRESH_MS. */
function useLiveVersion(feed: FeedClient, watched: readonly CoinKey[]): number {
  const [version, setVersion] = useState(0);
  const watchedKey = watched.join(',');
  useEffect(() => {
    const keys = new Set(watchedKey.split(','));
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = feed.onChanges((changes) => {
      if (timer !== null) return;
      const touched =
        changes.snapshot ||
        Array.from(changes.tickerSlots).some((slot) => keys.has(feed.tickers.keyAt(slot)));
      if (!touched) return;
      timer = setTimeout(() => {
        timer = null;
        setVersion((known) => known + 1);
      }, LIVE_REFRESH_MS);
    });
    return () => {
      stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, [feed, watchedKey]);
  return version;
}

/** The live tickers and quote-market values to value `assets` with; a new object whenever they moved. */
export function useLiveValuation(feed: FeedClient, assets: AssetsResponse | undefined): LiveValuation {
  const framedMarkets = useQuery(marketPricesQuery, getQueryClient()).data ?? NO_PRICES;

  const watched = useMemo(() => {
    const symbols = assets ? heldCoins(assets).map((asset) => asset.symbol) : [];
    // Every listing of each coin, and the quote markets' own coins that value them.
    return [...symbols, ...MARKET_SYMBOLS].flatMap((symbol) =>
      MARKET_SYMBOLS.map((market) => `${symbol}-${market}` as CoinKey),
    );
  }, [assets]);
  const version = useLiveVersion(feed, watched);

  return useMemo(() => {
    const tickers = tickerReader(feed);
    return { tickers, marketKrw: marketKrwValues(framedMarkets, tickers.close), version };
  }, [feed, framedMarkets, version]);
}
