/**
 * The coin route parameter (SYMBOL-MARKET) of the trade order page and its pop-out windows. Lower case
 * is accepted and answered with the canonical upper-case key, so a hand-typed address still works. The
 * trade order page also takes a symbol alone (tradeCoinParam).
 */
import {
  coinKey,
  DEFAULT_MARKET,
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

const SYMBOL = /^[A-Z0-9]{1,12}$/;

/**
 * The trade order page's parameter: a SYMBOL-MARKET key, or a symbol alone, which names the coin on the
 * default (KRW) market as a trader typing "/trade/order/eth" means. Whether the coin is listed there is
 * the chart's to say: the page keeps its workspace.
 */
export function tradeCoinParam(raw: string | undefined): CoinParam {
  const text = (raw ?? '').trim().toUpperCase();
  return parseCoinParam(SYMBOL.test(text) ? coinKey(text, DEFAULT_MARKET) : raw);
}

/** The trade order page of a coin. */
export function tradeOrderPath(key: CoinKey): string {
  return `/trade/order/${key}`;
}
