/**
 * What the chart says for a coin its market does not list (a route such as /trade/order/FOO): no chart and no
 * retry, which could never work, but the plain fact, naming the markets that do trade the symbol when there
 * are any.
 */
import type { MarketSymbol } from '../../../../contract/markets';

export type UnlistedMessage =
  | { key: 'chart.notListed.none'; values: { symbol: string; market: MarketSymbol } }
  | { key: 'chart.notListed.elsewhere'; values: { symbol: string; market: MarketSymbol; markets: string } };

/** null when `marketSymbol` lists the symbol; `markets` are those that list it. */
export function unlistedMessage(
  symbol: string,
  marketSymbol: MarketSymbol,
  markets: readonly MarketSymbol[],
): UnlistedMessage | null {
  if (markets.includes(marketSymbol)) return null;
  if (markets.length === 0) return { key: 'chart.notListed.none', values: { symbol, market: marketSymbol } };
  return {
    key: 'chart.notListed.elsewhere',
    values: { symbol, market: marketSymbol, markets: markets.join(', ') },
  };
}
