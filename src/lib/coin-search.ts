/**
 * Coin search (shell spec §2.1, §5): by Korean name, English name or symbol, with Korean initial-consonant
 * matching and case-insensitive Latin (korean-search.ts), for the coin list and the chart's compare picker.
 * Names are prepared once per list of coins, so a keystroke only walks the prepared texts.
 */
import type { CoinInfo } from '../../contract';
import { matchesSearch, toSearchable, type SearchableText, type SearchQuery } from './korean-search';

export type CoinSearchEntry = readonly [ko: SearchableText, en: SearchableText, symbol: SearchableText];

/** Names and symbols of the coins, prepared for search, by coinType (a coin's names are the same on every market). */
export function buildSearchIndex(coins: readonly CoinInfo[]): ReadonlyMap<string, CoinSearchEntry> {
  const index = new Map<string, CoinSearchEntry>();
  for (const coin of coins)
    if (!index.has(coin.coinType))
      index.set(coin.coinType, [
        toSearchable(coin.coinNm),
        toSearchable(coin.coinNmEn),
        toSearchable(coin.symbol),
      ]);
  return index;
}

export function coinMatches(entry: CoinSearchEntry | undefined, query: SearchQuery): boolean {
  return entry !== undefined && entry.some((text) => matchesSearch(text, query));
}
