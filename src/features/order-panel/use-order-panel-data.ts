/**
 * What the order panel reads besides its form, each at human speed: the coin's last price (from the
 * feed's ticker table, sampled at most once a second for what is shown, read fresh at submit), the
 * member's balances (the shared assets query with the socket's asset changes folded in), and whether the
 * coin can be traded (the catalogue and GET markets, with the live intro folded in).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { assetsQuery } from '../../api/assets';
import type { FeedClient } from '../../api/feed-types';
import { coinsQuery, getQueryClient, marketsQuery } from '../../api/query';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import type { OrderSide } from '../../../contract/trading';
import { balanceOf, nextOpening, spentCurrency, type Balance, type TradingStatus } from './rules';

/** How often the shown last price (a market sell's estimate) may change: a form must not re-render per tick. */
export const SHOWN_PRICE_INTERVAL_MS = 1_000;

/** setTimeout's longest delay; a later opening is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Reads the coin's last price from the feed's ticker table now (NaN while unknown). */
export function useLastPriceReader(feed: FeedClient, coin: CoinKey): () => number {
  return useCallback(() => {
    const slot = feed.tickers.slotOf(coin);
    const price = slot === undefined ? Number.NaN : feed.tickers.value(slot, 'closePrice');
    return price > 0 ? price : Number.NaN;
  }, [feed, coin]);
}

/**
 * The last price as shown: it follows the ticks (at most once per interval) only while `follow` says the
 * form shows it, so an idle form does not render per tick; it catches up at once when following starts.
 */
export function useShownLastPrice(feed: FeedClient, readLastPrice: () => number, follow: boolean): number {
  const [shown, setShown] = useState(() => ({ read: readLastPrice, price: readLastPrice() }));
  // Another coin (or feed) shows its own price at once.
  if (shown.read !== readLastPrice) setShown({ read: readLastPrice, price: readLastPrice() });
  useEffect(() => {
    if (!follow) return;
    let last = readLastPrice();
    const show = (price: number) =>
      setShown((current) =>
        current.read === readLastPrice && Object.is(current.price, price)
          ? current
          : { read: readLastPrice, price },
      );
    show(last);
    let shownAt = Number.NEGATIVE_INFINITY;
    return feed.onChanges(() => {
      const price = readLastPrice();
      const now = performance.now();
      // The first known price shows at once; later ones at most once per interval.
      if (Object.is(price, last) || (last > 0 && now - shownAt < SHOWN_PRICE_INTERVAL_MS)) return;
      last = price;
      shownAt = now;
      show(price);
    });
  }, [feed, readLastPrice, follow]);
  return shown.price;
}

export type SideBalances = Readonly<Record<OrderSide, Balance>> | undefined;

/** The balance each side spends (buy: the market's currency, sell: the coin); undefined until known. */
export function useBalances(loggedIn: boolean, symbol: string, marketSymbol: MarketSymbol): SideBalances {
  const assets = useQuery(assetsQuery(loggedIn), getQueryClient());
  if (!loggedIn || !assets.data) return undefined;
  return {
    buy: balanceOf(assets.data, spentCurrency('buy', symbol, marketSymbol)),
    sell: balanceOf(assets.data, spentCurrency('sell', symbol, marketSymbol)),
  };
}

/**
 * Whether the coin can be traded, and the time to judge opening dates by: it moves on by itself when the
 * next opening date of the coin comes, so a button waiting for it enables without a reload.
 */
export function useTradingStatus(
  coin: CoinKey,
  marketSymbol: MarketSymbol,
): { status: TradingStatus; nowMs: number } {
  const client = getQueryClient();
  const coins = useQuery(coinsQuery, client);
  const markets = useQuery(marketsQuery, client);
  const status: TradingStatus = {
    marketOpen: markets.data?.find((row) => row.marketSymbol === marketSymbol)?.isOpen,
    coin:
      coins.data === undefined
        ? undefined
        : (coins.data.find((row) => row.key === coin)?.infoOnMarket ?? null),
  };

  const [nowMs, setNowMs] = useState(Date.now);
  const opening = nextOpening(status.coin, nowMs);
  useEffect(() => {
    if (opening === undefined) return;
    const timer = setTimeout(() => setNowMs(Date.now()), Math.min(opening - nowMs, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [opening, nowMs]);
  return { status, nowMs };
}
