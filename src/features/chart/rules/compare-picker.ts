/**
 * The compare picker's rules: which coins a search finds to compare with the chart's (by Korean name,
 * English name or symbol, as the coin list finds them: src/lib/coin-search.ts), the chart's own coin
 * left out, the coins of the chart's market first (a percent comparison reads best in one currency),
 * each group in the catalogue's order.
 */
import type { CoinInfo } from '../../../../contract';
import type { CoinKey, MarketSymbol } from '../../../../contract/markets';
import { coinMatches, type CoinSearchEntry } from '../../../lib/coin-search';
import { toSearchQuery } from '../../../lib/korean-search';

export type CompareSearchIndex = ReadonlyMap<string, CoinSearchEntry>;

/** The coins `query` finds (every coin for a blank one), the chart's market's first. */
export function compareCandidates(
  coins: readonly CoinInfo[],
  index: CompareSearchIndex,
  query: string,
  chartCoin: CoinKey,
  chartMarket: MarketSymbol,
): CoinInfo[] {
  const prepared = toSearchQuery(query);
  const found = coins.filter(
    (coin) =>
      coin.key !== chartCoin && (prepared === null || coinMatches(index.get(coin.coinType), prepared)),
  );
  return [
    ...found.filter((coin) => coin.marketSymbol === chartMarket),
    ...found.filter((coin) => coin.marketSymbol !== chartMarket),
  ];
}
