/**
 * Which way a price went, one rule for every panel that colours or flashes one (the live price, the coin
 * list's rows, the order book's last price): the colour of a change against the previous close, and the
 * direction of the FLASH_MS flash (contract/price-flash.ts) when a shown price changes.
 */
export type PriceMove = 'up' | 'down' | 'flat';

/** The colour of a change: up (red) above the previous close, down (blue) below it, flat at 0 or NaN. */
export function moveOf(change: number): PriceMove {
  if (!(Math.abs(change) > 0)) return 'flat';
  return change > 0 ? 'up' : 'down';
}

/**
 * Which way the price moved since it was last shown; null when it did not, when nothing was shown yet
 * (the first price only sets the baseline) or when either price is not a number.
 */
export function flashDirection(previous: number | undefined, next: number): 'up' | 'down' | null {
  if (previous === undefined || !Number.isFinite(previous) || !Number.isFinite(next) || previous === next)
    return null;
  return next > previous ? 'up' : 'down';
}
