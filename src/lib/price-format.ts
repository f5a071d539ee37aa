/**
 * Prices shown with the decimals of their coin's price step at that price (contract/price-ticks.ts: the
 * source's table), so that a price or an average under 1 KRW (SHIB at 0.021) keeps its digits instead of
 * showing "0" and USDT/KRW's half-won step shows its one decimal;
 * coin quantities to the satoshi, or in a column (order book, trades, a candle's volume) with at least
 * three decimals and the digits that carry their value; amounts in a market's currency with its decimals
 * (contract/trading.ts).
 */
import type { MarketSymbol } from '../../contract/markets';
import { tickDecimals, type PriceTicks } from '../../contract/price-ticks';
import { QUANTITY_DECIMALS, TRADING_RULES } from '../../contract/trading';
import { formatNumber } from './format';

/** Decimals of a price: those of its coin's step at that price (0.001 → 3, 0.5 → 1). */
export function priceDecimals(ticks: PriceTicks, price: number): number {
  return Number.isFinite(price) ? tickDecimals(ticks(Math.abs(price))) : 0;
}

/**
 * "150,000,000" on KRW, "0.0210" for 0.021 on KRW, "0.03120000" on BTC by the spec's steps, "1,450.5" for
 * USDT/KRW on Upbit's; not finite → "—".
 */
export function formatPrice(ticks: PriceTicks, price: number): string {
  return formatNumber(price, priceDecimals(ticks, price));
}

/** A coin quantity or balance: up to 8 decimals cut down, trailing zeros dropped ("0.35", "3,000"). */
export function formatQuantity(value: number): string {
  return formatNumber(value, QUANTITY_DECIMALS, 'down').replace(/\.?0+$/, '');
}

export const COLUMN_QUANTITY_DECIMALS = 3;
/** Significant digits a quantity under 1 keeps when three decimals would cut them (0.001234, not 0.001). */
export const COLUMN_QUANTITY_SIGNIFICANT_DIGITS = 4;
/** From here column quantities are shown without decimals (a meme coin's fit their column). */
export const WHOLE_QUANTITY_FROM = 100_000;

/** Zeros after the third decimal (kept: the first three, as the fixed count shows them). */
const EXTRA_TRAILING_ZEROS = new RegExp(`(\\.\\d{${COLUMN_QUANTITY_DECIMALS}}\\d*?)0+$`);

/**
 * Decimals a column quantity is shown with: none from WHOLE_QUANTITY_FROM, else COLUMN_QUANTITY_DECIMALS,
 * or as many more (up to QUANTITY_DECIMALS, the order precision) as COLUMN_QUANTITY_SIGNIFICANT_DIGITS need.
 */
export function columnQuantityDecimals(quantity: number): number {
  const size = Math.abs(quantity);
  if (size >= WHOLE_QUANTITY_FROM) return 0;
  if (size === 0 || !Number.isFinite(size)) return COLUMN_QUANTITY_DECIMALS;
  const significant = COLUMN_QUANTITY_SIGNIFICANT_DIGITS - 1 - Math.floor(Math.log10(size));
  return Math.min(QUANTITY_DECIMALS, Math.max(COLUMN_QUANTITY_DECIMALS, significant));
}

/**
 * A quantity in a column, where three decimals are the large Korean exchanges' book: "0.500",
 * "1,234.568", "0.0004" (0.0004 BTC is 56,000 KRW, not "0.000"), "0.00001234", "12,345,679". Decimals
 * past the third are shown only while they carry a digit; a quantity is never shown as zero unless it
 * is zero. Not finite → "".
 */
export function formatColumnQuantity(quantity: number): string {
  if (!Number.isFinite(quantity)) return '';
  const decimals = columnQuantityDecimals(quantity);
  const text = formatNumber(quantity, decimals);
  // Below the order precision (no order makes one, but a sum's binary noise could): the smallest step.
  if (quantity !== 0 && !/[1-9]/.test(text))
    return `${quantity < 0 ? '>-' : '<'}${formatNumber(10 ** -decimals, decimals)}`;
  return decimals <= COLUMN_QUANTITY_DECIMALS ? text : text.replace(EXTRA_TRAILING_ZEROS, '$1');
}

/** An amount in a market's currency: whole won on KRW, 8 decimals on BTC and USDT. */
export function formatAmount(marketSymbol: MarketSymbol, amount: number): string {
  return formatNumber(amount, TRADING_RULES[marketSymbol].quoteDecimals);
}
