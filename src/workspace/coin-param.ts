/**
 * The coin route parameter (SYMBOL-MARKET) of the trade order page and its pop-out windows. Lower case
 * is accepted and answered with the canonical upper-case key, so a hand-typed address still works.
 */
import {
  coinKey,
  isMarketSymbol,
  parseCoinKey,
  type CoinKey,
  type MarketSymbol,
} from '../../contract/markets';

export const DEFAULT_COIN: CoinKey = 'BTC-KRW';

export type CoinParam =
  | { ok: true; key: CoinKey; symbol: string; marketSymbol: MarketSymbol }
  | { ok: false; reason: 'missing' | 'format'; raw: string }
  | { ok: false; reason: 'market'; raw: string; marketSymbol: string };

export function parseCoinParam(raw: string | undefined): CoinParam {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: false, reason: 'missing', raw: text };
  const parsed = parseCoinKey(text.toUpperCase());
  if (!parsed) return { ok: false, reason: 'format', raw: text };
  if (!isMarketSymbol(parsed.marketSymbol)) {
    return { ok: false, reason: 'market', raw: text, marketSymbol: parsed.marketSymbol };
  }
  return {
    ok: true,
    key: coinKey(parsed.symbol, parsed.marketSymbol),
    symbol: parsed.symbol,
    marketSymbol: parsed.marketSymbol,
  };
}

/** The trade order page of a coin. */
export function tradeOrderPath(key: CoinKey): string {
  return `/trade/order/${key}`;
}
