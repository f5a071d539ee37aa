/**
 * How the order book writes its numbers, and which way its last price flashes. Prices take the decimals
 * of the tick at the price on their market; quantities three decimals (the large Korean exchanges' book),
 * whole units from 100,000 up so that a meme coin's quantities fit their column.
 */
import { formatNumber, formatRate } from '../../lib/format';
import { flashDirection } from '../../lib/price-move';
import { tickDecimals, tickSize, type MarketSymbol } from '../../../contract/markets';
import { FLASH_MS } from '../../../contract/price-flash';

export const QUANTITY_DECIMALS_SHOWN = 3;
/** From here quantities are shown without decimals. */
export const WHOLE_QUANTITY_FROM = 100_000;

export function formatBookPrice(market: MarketSymbol, price: number): string {
  if (!Number.isFinite(price)) return '';
  return formatNumber(price, tickDecimals(tickSize(market, price)));
}

export function formatBookQuantity(quantity: number): string {
  if (!Number.isFinite(quantity)) return '';
  return formatNumber(quantity, quantity >= WHOLE_QUANTITY_FROM ? 0 : QUANTITY_DECIMALS_SHOWN);
}

/** "1,000 (0.01%)": the spread in the market's currency (decimals of the tick at the bid) and in percent. */
export function formatSpread(market: MarketSymbol, amount: number, percent: number, bid: number): string {
  if (!Number.isFinite(amount)) return '';
  const decimals = tickDecimals(tickSize(market, bid));
  return `${formatNumber(amount, decimals)} (${formatRate(percent).replace(/^\+/, '')})`;
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
