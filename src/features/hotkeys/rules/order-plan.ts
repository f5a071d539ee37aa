/**
 * What a hotkey's order is, from the book and the preset (pure; the runner sends it through the order
 * panel's call, and the exchange answers with the contract's checks).
 *
 * "At best" is a marketable limit order at the best price of the other side (the best ask for a buy, the
 * best bid for a sell), good till cancelled, not a market order: its price is known before it is sent, so
 * the preset amount becomes an exact quantity and the contract's checks (price band, minimum, balance) run
 * on the price it trades at; it cannot walk a thin book past that price; and what the level could not fill
 * rests in the book, visible and cancellable (the toast's undo).
 */
import type { OrderBookSnapshot } from '../../../../contract';
import type { CoinKey } from '../../../../contract/markets';
import { floorTo, QUANTITY_DECIMALS, type OrderRow, type OrderSide } from '../../../../contract/trading';
import { presetQuantity, type Preset } from './presets';

export type LimitPlan =
  | { ok: true; side: OrderSide; price: number; quantity: number }
  | { ok: false; problem: 'emptySide' | 'tooSmall' };

/** The order at a price (the book's best, the order panel's, a clicked level) with the preset quantity. */
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
