/**
 * Prices shown with the decimals of their market's tick size at that price (contract/markets.ts), so
 * that a price or an average under 1 KRW (SHIB at 0.021) keeps its digits instead of showing "0".
 */
import { tickDecimals, tickSize, type MarketSymbol } from '../../contract/markets';
import { formatNumber } from './format';

/** Decimals of a price on its market: those of the tick size at that price (0.001 → 3). */
export function priceDecimals(marketSymbol: MarketSymbol, price: number): number {
  return Number.isFinite(price) ? tickDecimals(tickSize(marketSymbol, Math.abs(price))) : 0;
}

/** "150,000,000" on KRW, "0.0210" for 0.021 on KRW, "0.03120000" on BTC; not finite → "—". */
export function formatPrice(marketSymbol: MarketSymbol, price: number): string {
  return formatNumber(price, priceDecimals(marketSymbol, price));
}
