/**
 * What a price level gives an order that takes from it: one rule for the simulator's matching
 * (server/trading/matching), which takes from each resting order by it, and for the order panel's
 * pre-trade estimate, which walks the book's levels by it, so that the estimate and the fill agree.
 */
import { floorTo, QUANTITY_DECIMALS, type OrderSide } from './trading';
import type { BookLevel } from './socket';

/**
 * What an incoming order still wants: a quantity of the coin (a sell, a limit buy), or a budget in the
 * market's currency before fee (a buy by order total: market, best-price). The other is Infinity.
 */
export interface Want {
  quantity: number;
  budget: number;
}

const QUANTITY_SCALE = 10 ** QUANTITY_DECIMALS;
/** Relative tolerance of a budget against binary noise in price × quantity. */
const BUDGET_NOISE = 1e-12;

/** Quantities have at most QUANTITY_DECIMALS decimals: every sum and difference is rounded back to them. */
export function roundQuantity(value: number): number {
  return Math.round(value * QUANTITY_SCALE) / QUANTITY_SCALE;
}

/**
 * The largest quantity in whole 1e-8 whose price × quantity fits in `budget`. Both steps forgive binary
 * noise as the amount arithmetic does (trading.ts floorTo): 905,000 at 1e8 buys 0.00905, although
 * 905000 / 1e8 × 1e8 is 904999.9999999999 and 1e8 × 0.00905 is 905000.0000000001.
 */
export function affordableQuantity(budget: number, price: number): number {
  if (budget === Infinity) return Infinity;
  let quantity = floorTo(budget / price, QUANTITY_DECIMALS);
  while (quantity > 0 && price * quantity > budget + BUDGET_NOISE * Math.max(1, budget))
    quantity = roundQuantity(quantity - 1 / QUANTITY_SCALE);
  return Math.max(0, quantity);
}

/** The quantity taken at `price` from `available`: the least of what is wanted, what is there, and what the budget buys. */
export function takeAt(want: Want, price: number, available: number): number {
  return Math.max(0, Math.min(want.quantity, available, affordableQuantity(want.budget, price)));
}

/** `want` after taking `quantity` at `price`. */
export function afterTaking(want: Want, price: number, quantity: number): Want {
  return {
    quantity: want.quantity === Infinity ? Infinity : roundQuantity(want.quantity - quantity),
    budget: want.budget === Infinity ? Infinity : want.budget - price * quantity,
  };
}

/** Nothing more wanted: no quantity left, or a budget that buys under 1e-8 at the last price reached. */
export function wantsNothingMore(want: Want, lastPrice: number | undefined): boolean {
  return want.quantity <= 0 || (lastPrice !== undefined && takeAt(want, lastPrice, Infinity) <= 0);
}

/** True when `price` on `side` reaches the other side's best price `bestOpposite`: such an order trades at once. */
export function crossesBook(side: OrderSide, price: number, bestOpposite: number | undefined): boolean {
  if (bestOpposite === undefined) return false;
  return side === 'buy' ? price >= bestOpposite : price <= bestOpposite;
}

/** A price within an incoming order's limit (none: any price). */
export function withinLimit(side: OrderSide, price: number, limit: number | undefined): boolean {
  return limit === undefined || (side === 'buy' ? price <= limit : price >= limit);
}

/** What walking the other side's levels gives an order. */
export interface LevelWalk {
  /** Quantity it gets, and Σ price × quantity of it. */
  quantity: number;
  value: number;
  /** The last (worst) price it takes at; undefined when it takes nothing. */
  worstPrice: number | undefined;
  /** Levels it takes from. */
  levels: number;
  /**
   * True when it gets all it wants: its quantity, or (by budget) as much as the budget buys in whole 1e-8 at
   * the prices reached; false when the levels within its limit ran out first.
   */
  complete: boolean;
}

/** Walks `levels` (the other side, best first) for an order of `side` wanting `want`, at prices within `limit`. */
export function walkLevels(
  side: OrderSide,
  levels: readonly BookLevel[],
  want: Want,
  limit?: number,
): LevelWalk {
  let left = want;
  let quantity = 0;
  let value = 0;
  let worstPrice: number | undefined;
  let used = 0;
  for (const [price, available] of levels) {
    if (!withinLimit(side, price, limit)) break;
    const taken = takeAt(left, price, available);
    if (taken <= 0) return { quantity, value, worstPrice, levels: used, complete: true };
    quantity = roundQuantity(quantity + taken);
    value += price * taken;
    worstPrice = price;
    used += 1;
    left = afterTaking(left, price, taken);
    if (taken < available) return { quantity, value, worstPrice, levels: used, complete: true };
  }
  // The levels ran out: complete only if nothing more was wanted (a budget spent to under 1e-8 of the coin).
  return { quantity, value, worstPrice, levels: used, complete: wantsNothingMore(left, worstPrice) };
}
