/**
 * How the order book writes its prices and spread (the recent trades write their prices the same way),
 * and which way its last price flashes. Prices take the decimals of their coin's step at the price
 * (contract/price-ticks.ts); quantities are `formatColumnQuantity` of price-format.ts (the chart legend's too).
 */
import { formatNumber, formatRate } from './format';
import { flashDirection } from './price-move';
import { tickDecimals, type PriceTicks } from '../../contract/price-ticks';
import { FLASH_MS } from '../../contract/price-flash';

/** A spread under this many percent reads "<0.01%" (the percentages' two decimals would say 0.00%). */
export const SMALLEST_SPREAD_PERCENT = 0.01;

export function formatBookPrice(ticks: PriceTicks, price: number): string {
  if (!Number.isFinite(price)) return '';
  return formatNumber(price, tickDecimals(ticks(price)));
}

/**
 * "1,000 (<0.01%)": the spread in the market's currency (decimals of the tick at the bid) and in percent,
 * two decimals as every rate on the screen; a spread above zero but under 0.01 % (BTC's one tick of
 * 1,000 KRW at 140,000,000 is 0.0007 %) reads "<0.01%" rather than "0.00%".
 */
export function formatSpread(ticks: PriceTicks, amount: number, percent: number, bid: number): string {
  if (!Number.isFinite(amount)) return '';
  const decimals = tickDecimals(ticks(bid));
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
