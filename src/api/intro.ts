/**
 * The live market intro (socket channel `intro`, always a full picture) applied to the REST answers it
 * overrides: the coins' new-listing flags and listing times, and the markets' open states, change without
 * a reload. Pure, so that the window's owner (live-data.ts) and the queries' fetches (query.ts) share it.
 */
import type { CoinInfo, IntroFrame, MarketInfo } from '../../contract';

/**
 * The coins with the intro's listing fields; the same array when nothing changed, so that caches keyed
 * on the coin list (search index, name order) stay valid.
 */
export function applyIntroToCoins<Coins extends readonly CoinInfo[]>(
  coins: Coins,
  intro: Pick<IntroFrame, 'coins'>,
): Coins {
  const byKey = new Map(intro.coins.map((coin) => [coin.key, coin]));
  let changed = false;
  const next = coins.map((coin) => {
    const update = byKey.get(coin.key);
    const info = coin.infoOnMarket;
    if (
      !update ||
      (info.isListedNew === update.isListedNew &&
        info.buyOpenDate === update.buyOpenDate &&
        info.sellOpenDate === update.sellOpenDate &&
        info.marketReserveOrderStartTime === update.marketReserveOrderStartTime)
    )
      return coin;
    changed = true;
    return {
      ...coin,
      infoOnMarket: {
        ...info,
        isListedNew: update.isListedNew,
        buyOpenDate: update.buyOpenDate,
        sellOpenDate: update.sellOpenDate,
        marketReserveOrderStartTime: update.marketReserveOrderStartTime,
      },
    };
  });
  return changed ? (next as readonly CoinInfo[] as Coins) : coins;
}

/** The markets with the intro's open states; the same array when nothing changed. */
export function applyIntroToMarkets<Markets extends readonly MarketInfo[]>(
  markets: Markets,
  intro: Pick<IntroFrame, 'markets'>,
): Markets {
  const open = new Map(intro.markets.map((market) => [market.marketSymbol, market.isOpen]));
  let changed = false;
  const next = markets.map((market) => {
    const isOpen = open.get(market.marketSymbol);
    if (isOpen === undefined || isOpen === market.isOpen) return market;
    changed = true;
    return { ...market, isOpen };
  });
  return changed ? (next as readonly MarketInfo[] as Markets) : markets;
}
