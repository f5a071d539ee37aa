/**
 * Which market the exchange's prices come from, as the app's status strip tells it: the embedded simulator
 * (the default), a real exchange's public market data (Upbit, Bithumb: orders are paper trades matched by the
 * simulator against that book), or a replay of recorded candles (practice: orders fill on replayed prices).
 */
export const MARKET_SOURCE_KINDS = ['sim', 'upbit', 'bithumb', 'replay'] as const;
export type MarketSourceKind = (typeof MARKET_SOURCE_KINDS)[number];

export function isMarketSourceKind(value: unknown): value is MarketSourceKind {
  return typeof value === 'string' && (MARKET_SOURCE_KINDS as readonly string[]).includes(value);
}

/** Orders on this source are paper trades (no real exchange is ever sent an order). */
export function isPaperSource(kind: MarketSourceKind): boolean {
  return kind !== 'sim';
}

/**
 * The link to a real exchange: connecting (first contact), live, retrying (lost, reconnecting with backoff),
 * refused (the exchange answered 429/418 or refused: waiting out its block), offline (no network).
 */
export const LINK_STATES = ['connecting', 'live', 'retrying', 'refused', 'offline'] as const;
export type LinkState = (typeof LINK_STATES)[number];
