/**
 * The live market intro (socket channel `intro`, always a full picture) applied to the coin list's coins:
 * new-listing flags and listing times change without a reload. Market open states go to the tab rules
 * (openStatesOf in ./tabs).
 */
import type { CoinInfo, IntroFrame } from '../../../../contract';

/**
 * The coins with the intro's listing fields; the same array when nothing changed, so that caches keyed
 * on the coin list (search index, name order) stay valid.
 */
export function applyIntroToCoins(
  coins: readonly CoinInfo[],
  intro: Pick<IntroFrame, 'coins'>,
): readonly CoinInfo[] {
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
  return changed ? next : coins;
}
