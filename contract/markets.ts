/**
 * Markets of the exchange and their price steps. The KRW market comes first (coin list §2.1); the
 * market currency code (crncCd) of a coin market is the coinType of its quote currency, KRW's is fixed.
 */
export const MARKETS = [
  { marketSymbol: 'KRW', crncCd: 'C0100', isBeta: false },
  { marketSymbol: 'BTC', crncCd: 'C0101', isBeta: false },
  { marketSymbol: 'USDT', crncCd: 'C0106', isBeta: true },
] as const;

export type MarketSymbol = (typeof MARKETS)[number]['marketSymbol'];

/** coinType of the Korean won itself: the crncCd of the KRW market. */
export const KRW_COIN_TYPE = MARKETS[0].crncCd;
export const MARKET_SYMBOLS: readonly MarketSymbol[] = MARKETS.map((m) => m.marketSymbol);
export const DEFAULT_MARKET: MarketSymbol = 'KRW';

export function isMarketSymbol(value: unknown): value is MarketSymbol {
  return typeof value === 'string' && (MARKET_SYMBOLS as readonly string[]).includes(value);
}

export function marketByCrncCd(crncCd: string) {
  return MARKETS.find((m) => m.crncCd === crncCd);
}

/** A coin on a market is keyed SYMBOL-MARKET everywhere: routes, frames, favourites, tables. */
export type CoinKey = `${string}-${string}`;

export function coinKey(symbol: string, marketSymbol: string): CoinKey {
  return `${symbol}-${marketSymbol}`;
}

const COIN_KEY = /^([A-Z0-9]{1,12})-([A-Z]{2,6})$/;

/** Parses the route parameter format SYMBOL-MARKET; undefined when it is not one. */
export function parseCoinKey(value: string): { symbol: string; marketSymbol: string } | undefined {
  const match = COIN_KEY.exec(value);
  if (!match || match[1] === undefined || match[2] === undefined) return undefined;
  return { symbol: match[1], marketSymbol: match[2] };
}
