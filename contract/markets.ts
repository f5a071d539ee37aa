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

/** KRW price bands: [lower bound inclusive, tick size], highest band first. */
const KRW_TICK_BANDS: readonly (readonly [number, number])[] = [
  [2_000_000, 1000],
  [1_000_000, 500],
  [500_000, 100],
  [100_000, 50],
  [10_000, 10],
  [1_000, 5],
  [100, 1],
  [10, 0.1],
  [1, 0.01],
  [0.1, 0.001],
  [0, 0.0001],
];

const USDT_TICK_BANDS: readonly (readonly [number, number])[] = [
  [1_000, 0.1],
  [10, 0.01],
  [1, 0.001],
  [0, 0.0001],
];

/** Smallest price step at `price` on a market (KRW by band, BTC in satoshi, USDT by band). */
export function tickSize(marketSymbol: MarketSymbol, price: number): number {
  if (marketSymbol === 'BTC') return 0.00000001;
  const bands = marketSymbol === 'KRW' ? KRW_TICK_BANDS : USDT_TICK_BANDS;
  for (const [floor, tick] of bands) if (price >= floor) return tick;
  return bands[bands.length - 1]![1];
}

/** Number of decimals a tick size has (0.001 → 3). */
export function tickDecimals(tick: number): number {
  if (tick >= 1) return 0;
  return Math.max(0, Math.round(-Math.log10(tick)));
}

/** `price` rounded to the nearest tick of its band, without binary noise. */
export function roundToTick(marketSymbol: MarketSymbol, price: number): number {
  const tick = tickSize(marketSymbol, price);
  const decimals = tickDecimals(tick);
  return Number((Math.round(price / tick) * tick).toFixed(decimals));
}
