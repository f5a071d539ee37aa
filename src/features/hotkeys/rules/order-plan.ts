/**
 * What a hotkey's order is, from the book and the preset (pure; the runner sends it through the order
 * panel's call, and the exchange answers with the contract's checks).
 *
 * "At best" is the exchange's best-price order (the contract's `best`, Upbit's 최유리 지정가), immediate or
 * cancel: a limit at the best price of the other side as the exchange sees it when the order arrives. Not a
 * market order, which walks a thin book as deep as the quantity needs; and not a limit at the best price
 * this window last saw, which, when the book moved meanwhile, rests at a price that is no longer the best
 * and fills nothing. What the best level could not fill is cancelled, never left resting. A buy names its
 * total (a budget, as the contract asks of a best-price buy), a sell its quantity; a preset of the other
 * kind is converted at the best price the window sees.
 */
import type { OrderBookSnapshot } from '../../../../contract';
import type { CoinKey, MarketSymbol } from '../../../../contract/markets';
import {
  floorTo,
  QUANTITY_DECIMALS,
  TRADING_RULES,
  type OrderRow,
  type OrderSide,
} from '../../../../contract/trading';
import { presetQuantity, type Preset } from './presets';

export type BestPlan =
  | { ok: true; side: OrderSide; amount?: number; quantity?: number }
  | { ok: false; problem: 'emptySide' | 'tooSmall' };

/** The best-price order of `side` with the preset, `best` the other side's best price as the window sees it. */
export function bestPlan(
  side: OrderSide,
  best: number | undefined,
  preset: Preset,
  market: MarketSymbol,
): BestPlan {
  if (best === undefined || !(best > 0)) return { ok: false, problem: 'emptySide' };
  if (side === 'sell') {
    const quantity = presetQuantity(preset, best);
    return quantity > 0 ? { ok: true, side, quantity } : { ok: false, problem: 'tooSmall' };
  }
  const decimals = TRADING_RULES[market].quoteDecimals;
  const amount = preset.kind === 'amount' ? preset.value : floorTo(preset.value * best, decimals);
  return amount > 0 ? { ok: true, side, amount } : { ok: false, problem: 'tooSmall' };
}

export type LimitPlan =
  | { ok: true; side: OrderSide; price: number; quantity: number }
  | { ok: false; problem: 'emptySide' | 'tooSmall' };

/** A limit order at a price (the order panel's, a clicked level) with the preset quantity, good till cancelled. */
export function limitPlan(side: OrderSide, price: number | undefined, preset: Preset): LimitPlan {
  if (price === undefined || !(price > 0)) return { ok: false, problem: 'emptySide' };
  const quantity = presetQuantity(preset, price);
  return quantity > 0 ? { ok: true, side, price, quantity } : { ok: false, problem: 'tooSmall' };
}

/** The best price on the side a `side` order takes from: the best ask for a buy, the best bid for a sell. */
export function bestOpposite(book: OrderBookSnapshot, side: OrderSide): number | undefined {
  return (side === 'buy' ? book.asks : book.bids)[0]?.[0];
}

/** The member's newest open order of `coin` (by time placed, then id), or undefined. */
export function newestOpenOrder(orders: readonly OrderRow[], coin: CoinKey): OrderRow | undefined {
  let newest: OrderRow | undefined;
  for (const order of orders) {
    if (order.key !== coin || order.status !== 'pending') continue;
    if (
      newest === undefined ||
      order.createdAt > newest.createdAt ||
      (order.createdAt === newest.createdAt && order.orderId > newest.orderId)
    )
      newest = order;
  }
  return newest;
}

/** What flattening sells: the free balance of the coin (its open orders cancelled), to the order's decimals. */
export function flattenQuantity(balance: { coinBalance: number; lockedBalance: number } | undefined): number {
  if (!balance) return 0;
  return Math.max(0, floorTo(balance.coinBalance - balance.lockedBalance, QUANTITY_DECIMALS));
}

/** The item `step` places after `current` in `list`, wrapping around; `current` itself when it is not there. */
export function stepThrough<T>(list: readonly T[], current: T, step: 1 | -1): T {
  const at = list.indexOf(current);
  if (at < 0 || list.length === 0) return current;
  return list[(at + step + list.length) % list.length]!;
}
