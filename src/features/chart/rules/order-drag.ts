/**
 * Dragging a pending line to a new price (chart spec §2 toolbar "pending", §3 pending order), as a state
 * machine: a press on a line that can be moved starts a drag, moves carry the pointer's price snapped to the
 * coin's step, a release at another price asks for confirmation, a release where it started or Escape ends it with
 * the line back in place; the confirmation settles it either way. The controller feeds it events and draws
 * what it answers.
 */
import { roundToTick, type PriceTicks } from '../../../../contract/price-ticks';
import { yToPrice, type PriceScale } from '../../../render/chart/chart-layout';

export type OrderDrag =
  | { kind: 'idle' }
  /** `from`: the line's price; `price`: where it is dragged to, on the tick grid. */
  | { kind: 'dragging'; line: number; pointerId: number; from: number; price: number }
  /** Released at `price`: the confirmation (and then the replace) is pending. */
  | { kind: 'confirming'; line: number; from: number; price: number };

export type OrderDragEvent =
  | { type: 'press'; line: number; pointerId: number; price: number }
  | { type: 'move'; pointerId: number; price: number }
  | { type: 'release'; pointerId: number }
  | { type: 'escape' }
  /** The confirmation was answered and, on OK, the replace finished (either way). */
  | { type: 'settled' };

export const IDLE: OrderDrag = { kind: 'idle' };

export function orderDragStep(state: OrderDrag, event: OrderDragEvent): OrderDrag {
  switch (event.type) {
    case 'press':
      if (state.kind !== 'idle') return state;
      return {
        kind: 'dragging',
        line: event.line,
        pointerId: event.pointerId,
        from: event.price,
        price: event.price,
      };
    case 'move':
      if (state.kind !== 'dragging' || event.pointerId !== state.pointerId || event.price === state.price)
        return state;
      return { ...state, price: event.price };
    case 'release':
      if (state.kind !== 'dragging' || event.pointerId !== state.pointerId) return state;
      if (state.price === state.from) return IDLE;
      return { kind: 'confirming', line: state.line, from: state.from, price: state.price };
    case 'escape':
      return state.kind === 'dragging' ? IDLE : state;
    case 'settled':
      return state.kind === 'confirming' ? IDLE : state;
  }
}

/**
 * The order price a pointer at `price` (the price scale's value under it) means: the nearest tick of its
 * band, and never below the coin's smallest step.
 */
export function snapDragPrice(ticks: PriceTicks, price: number): number {
  const lowest = ticks(0);
  if (!Number.isFinite(price) || price <= lowest) return lowest;
  return Math.max(lowest, roundToTick(ticks, price));
}

/** The snapped price under a pointer at `y` px of the plot. */
export function dragPriceAt(prices: PriceScale, y: number, ticks: PriceTicks): number {
  return snapDragPrice(ticks, yToPrice(prices, y));
}
