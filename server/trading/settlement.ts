/**
 * The money of one fill, in the market's currency. A fill's amount and fees are worked out on the order's
 * running totals rather than fill by fill, so that however an order is split, its amounts sum to the
 * rounding of its whole value (a buyer pays ceil(Σ price × quantity), a seller to the market receives
 * floor of it) and its fees to feeOf of its whole amount: a buy never spends more than buyLock of its
 * limit amount locked at placement. The buyer's amount is also the seller's, so money is conserved
 * between members.
 */
import { ceilTo, feeOf, floorTo, roundTo, TRADING_RULES, type MarketSymbol } from '../../contract';

/** An order's running totals before the fill. */
export interface OrderTotals {
  /** Σ price × quantity of its fills so far, unrounded. */
  filledValue: number;
  /** Σ amounts of its fills so far. */
  filledAmount: number;
  /** Σ fees of its fills so far. */
  fee: number;
  /** What it still holds locked (a buy: amount + fee to spend at most). */
  lockedAmount: number;
}

export interface Charge {
  amount: number;
  fee: number;
}

/** What a buying member pays for a fill: the amount and the fee, never more than its lock left. */
export function buyerCharge(
  market: MarketSymbol,
  order: OrderTotals,
  price: number,
  quantity: number,
): Charge {
  const decimals = TRADING_RULES[market].quoteDecimals;
  let amount = Math.max(
    0,
    roundTo(ceilTo(order.filledValue + price * quantity, decimals) - order.filledAmount, decimals),
  );
  let fee = Math.max(0, roundTo(feeOf(market, order.filledAmount + amount) - order.fee, decimals));
  if (amount + fee > order.lockedAmount) {
    // Binary noise at the last unit can ask for one unit more than the lock: the lock is the ceiling.
    fee = Math.max(0, Math.min(fee, roundTo(order.lockedAmount - amount, decimals)));
    amount = Math.min(amount, roundTo(order.lockedAmount - fee, decimals));
  }
  return { amount, fee };
}

/** What a selling member receives for a fill when the buyer is the market: the floor of its value. */
export function amountFromMarket(
  market: MarketSymbol,
  order: OrderTotals,
  price: number,
  quantity: number,
): number {
  const decimals = TRADING_RULES[market].quoteDecimals;
  return Math.max(
    0,
    roundTo(floorTo(order.filledValue + price * quantity, decimals) - order.filledAmount, decimals),
  );
}

/** The seller's fee on a fill of `amount`: never more than the amount, so proceeds are never negative. */
export function sellerFee(market: MarketSymbol, order: OrderTotals, amount: number): number {
  const decimals = TRADING_RULES[market].quoteDecimals;
  return Math.min(
    amount,
    Math.max(0, roundTo(feeOf(market, order.filledAmount + amount) - order.fee, decimals)),
  );
}
