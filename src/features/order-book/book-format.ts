/**
 * How the order book and the recent trades write their numbers, and which way the last price flashes.
 * Prices take the decimals of the tick at the price on their market. Quantities take at least three
 * decimals (the large Korean exchanges' book), more, up to the order precision QUANTITY_DECIMALS, where
 * three would hide the value (0.0004 BTC is 56,000 KRW, not "0.000"), and whole units from 100,000 up so
 * that a meme coin's quantities fit their column.
 */
import { formatNumber, formatRate } from '../../lib/format';
import { flashDirection } from '../../lib/price-move';
import { tickDecimals, tickSize, type MarketSymbol } from '../../../contract/markets';
import { FLASH_MS } from '../../../contract/price-flash';
import { QUANTITY_DECIMALS } from '../../../contract/trading';

export const QUANTITY_DECIMALS_SHOWN = 3;
/** Significant digits a quantity under 1 keeps when three decimals would cut them (0.001234, not 0.001). */
export const QUANTITY_SIGNIFICANT_DIGITS = 4;
/** From here quantities are shown without decimals. */
export const WHOLE_QUANTITY_FROM = 100_000;
/** A spread under this many percent reads "<0.01%" (the percentages' two decimals would say 0.00%). */
export const SMALLEST_SPREAD_PERCENT = 0.01;

export function formatBookPrice(market: MarketSymbol, price: number): string {
  if (!Number.isFinite(price)) return '';
  return formatNumber(price, tickDecimals(tickSize(market, price)));
}

/** Zeros after the third decimal (kept: the first three, as the fixed count shows them). */
const EXTRA_TRAILING_ZEROS = new RegExp(`(\\.\\d{${QUANTITY_DECIMALS_SHOWN}}\\d*?)0+$`);

/**
 * Decimals a quantity is shown with: none from WHOLE_QUANTITY_FROM, else QUANTITY_DECIMALS_SHOWN, or as
 * many more (up to QUANTITY_DECIMALS, the order precision) as QUANTITY_SIGNIFICANT_DIGITS need.
 */
export function bookQuantityDecimals(quantity: number): number {
  const size = Math.abs(quantity);
  if (size >= WHOLE_QUANTITY_FROM) return 0;
  if (size === 0 || !Number.isFinite(size)) return QUANTITY_DECIMALS_SHOWN;
  const significant = QUANTITY_SIGNIFICANT_DIGITS - 1 - Math.floor(Math.log10(size));
  return Math.min(QUANTITY_DECIMALS, Math.max(QUANTITY_DECIMALS_SHOWN, significant));
}

/**
 * "0.500", "1,234.568", "0.0004", "0.00001234", "12,345,679". Decimals past the third are shown only
 * while they carry a digit, so a column of them stays as short as the fixed three; a quantity is never
 * shown as zero unless it is zero.
 */
export function formatBookQuantity(quantity: number): string {
  if (!Number.isFinite(quantity)) return '';
  const decimals = bookQuantityDecimals(quantity);
  const text = formatNumber(quantity, decimals);
  // Below the order precision (no order makes one, but a sum's binary noise could): the smallest step.
  if (quantity !== 0 && !/[1-9]/.test(text))
    return `${quantity < 0 ? '>-' : '<'}${formatNumber(10 ** -decimals, decimals)}`;
  return decimals <= QUANTITY_DECIMALS_SHOWN ? text : text.replace(EXTRA_TRAILING_ZEROS, '$1');
}

/**
 * "1,000 (<0.01%)": the spread in the market's currency (decimals of the tick at the bid) and in percent,
 * two decimals as every rate on the screen; a spread above zero but under 0.01 % (BTC's one tick of
 * 1,000 KRW at 140,000,000 is 0.0007 %) reads "<0.01%" rather than "0.00%".
 */
export function formatSpread(market: MarketSymbol, amount: number, percent: number, bid: number): string {
  if (!Number.isFinite(amount)) return '';
  const decimals = tickDecimals(tickSize(market, bid));
  const rate =
    percent > 0 && percent < SMALLEST_SPREAD_PERCENT
      ? `<${formatNumber(SMALLEST_SPREAD_PERCENT, 2)}%`
      : formatRate(percent).replace(/^\+/, '');
  return `${formatNumber(amount, decimals)} (${rate})`;
}

/**
 * The middle row's FLASH_MS flash, which way by `flashDirection` (as the coin list's rows and the live
 * price), timed against the frame clock `now` since the book is a drawn scene.
 */
export class LastPriceFlash {
  private last = Number.NaN;
  private direction: 'up' | 'down' | null = null;
  private until = 0;

  observe(price: number, now: number): void {
    const direction = flashDirection(this.last, price);
    this.last = price;
    if (direction === null) return;
    this.direction = direction;
    this.until = now + FLASH_MS;
  }

  /** The flash at `now`, or null. */
  at(now: number): 'up' | 'down' | null {
    return this.direction !== null && now < this.until ? this.direction : null;
  }

  /** When the flash shown at `now` ends (Infinity when none shows). */
  endsAt(now: number): number {
    return this.at(now) === null ? Number.POSITIVE_INFINITY : this.until;
  }

  /** Forgets the baseline (a new coin, a snapshot: its jump is not a tick). */
  reset(): void {
    this.last = Number.NaN;
    this.direction = null;
  }
}
