/**
 * Prices shown with the decimals of their market's tick size at that price (contract/markets.ts), so
 * that a price or an average under 1 KRW (SHIB at 0.021) keeps its digits instead of showing "0";
 * coin quantities to the satoshi; amounts in a market's currency with its decimals (contract/trading.ts).
 */
import { tickDecimals, tickSize, type MarketSymbol } from '../../contract/markets';
import { QUANTITY_DECIMALS, TRADING_RULES } from '../../contract/trading';
import { formatNumber } from './format';

/** Decimals of a price on its market: those of the tick size at that price (0.001 → 3). */
export function priceDecimals(marketSymbol: MarketSymbol, price: number): number {
  return Number.isFinite(price) ? tickDecimals(tickSize(marketSymbol, Math.abs(price))) : 0;
}

/** "150,000,000" on KRW, "0.0210" for 0.021 on KRW, "0.03120000" on BTC; not finite → "—". */
export function formatPrice(marketSymbol: MarketSymbol, price: number): string {
  return formatNumber(price, priceDecimals(marketSymbol, price));
}

/** A coin quantity or balance: up to 8 decimals cut down, trailing zeros dropped ("0.35", "3,000"). */
export function formatQuantity(value: number): string {
  return formatNumber(value, QUANTITY_DECIMALS, 'down').replace(/\.?0+$/, '');
}

/** An amount in a market's currency: whole won on KRW, 8 decimals on BTC and USDT. */
export function formatAmount(marketSymbol: MarketSymbol, amount: number): string {
  return formatNumber(amount, TRADING_RULES[marketSymbol].quoteDecimals);
}
