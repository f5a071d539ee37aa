/**
 * The Picture-in-Picture ticker's rules: which coins it watches (the page's coin, then the favourites, at
 * most MAX_WATCHED, each once). How a row is written is pip-row.ts, apart so that the header's button
 * carries only this. Pure, so they are tested with tables.
 */
import { parseCoinKey, type CoinKey } from '../../../contract/markets';

/** Rows of the compact window: enough for a page's coin and a short watch list, no scrolling. */
export const MAX_WATCHED = 8;

/** The page's coin first, then the favourites, each once; keys that are not SYMBOL-MARKET are skipped. */
export function watchedCoins(
  pageCoin: string | undefined,
  favourites: readonly string[],
  max: number = MAX_WATCHED,
): CoinKey[] {
  const coins: CoinKey[] = [];
  for (const key of [pageCoin, ...favourites]) {
    if (key === undefined || !parseCoinKey(key) || coins.includes(key as CoinKey)) continue;
    coins.push(key as CoinKey);
    if (coins.length === max) break;
  }
  return coins;
}

/** The coin of a trade or chart page's path (`/trade/order/BTC-KRW`), if it names one. */
export function coinOfPath(pathname: string): CoinKey | undefined {
  const last = pathname.split('/').filter(Boolean).at(-1);
  return last !== undefined && parseCoinKey(last) ? (last as CoinKey) : undefined;
}
