/**
 * A real exchange's price steps per coin: its published table (dialects.ts `ticks`) corrected by what the
 * exchange itself shows. Pure: the market source (exchange-market.ts) keeps the table and tells the windows
 * when it changes.
 *
 * - Upbit answers each coin's step at its current price (`GET /v1/orderbook/instruments`): that is the coin's
 *   step in the band of that price, finer or coarser than the table.
 * - Bithumb has no such call: a book whose adjacent levels are closer than the table's step shows a finer
 *   step, and the smallest such gap is the coin's step there. A book never coarsens a step: a thin book's
 *   gaps are multiples of the step, not the step.
 */
import type { BookLevel } from '../../../contract';
import type { CoinKey } from '../../../contract/markets';
import { tickAt, withCoinTick, type TickTable } from '../../../contract/price-ticks';
import { decimalsIn } from '../../../contract/trading';

/**
 * `table` with each coin's step as its exchange answered it, in the band of the coin's price now
 * (`priceOf`); a coin without a price yet (0) is left to the table. The same table when nothing differs.
 */
export function withAnsweredTicks(
  table: TickTable,
  answered: ReadonlyMap<CoinKey, number>,
  priceOf: (key: CoinKey) => number,
): TickTable {
  let next = table;
  for (const [key, tick] of answered) {
    const price = priceOf(key);
    if (price > 0) next = withCoinTick(next, key, price, tick);
  }
  return next;
}

/**
 * `table` with coin `key` stepping as finely as its book shows: for each gap between adjacent levels of a
 * side finer than the table's step at the lower of the two prices, that gap is the coin's step in that
 * price's band (the smallest gap of a band wins). A gap across a band edge is measured against the lower,
 * finer band. The same table when the book shows nothing finer.
 */
export function withBookSteps(
  table: TickTable,
  key: CoinKey,
  sides: readonly (readonly BookLevel[])[],
): TickTable {
  let next = table;
  for (const levels of sides)
    for (let i = 1; i < levels.length; i++) {
      const a = levels[i - 1]![0];
      const b = levels[i]![0];
      const low = Math.min(a, b);
      const high = Math.max(a, b);
      const tick = tickAt(next, key, low);
      if (!(low > 0) || high - low >= tick * (1 - 1e-9)) continue;
      // The gap as the decimal it is (94.123 − 94.122 is 0.001, not 0.0009999…).
      const gap = Number((high - low).toFixed(Math.max(decimalsIn(low), decimalsIn(high))));
      if (gap > 0 && gap < tick) next = withCoinTick(next, key, low, gap);
    }
  return next;
}
