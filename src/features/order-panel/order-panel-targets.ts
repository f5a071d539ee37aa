/**
 * How other panels and the hotkey reach the order panels of this window without importing them: each
 * mounted panel registers itself here. orderPanelPrefill fills the panels of the coin (the order book's
 * level click), focusOrderPanel puts the focus in the first field of the latest visible one.
 */
import type { CoinKey } from '../../../contract/markets';
import type { OrderPrefill } from './rules';

export interface OrderPanelTarget {
  coin: CoinKey;
  prefill(prefill: Omit<OrderPrefill, 'key'>): void;
  /** Focuses the first field; false when the panel cannot take the focus (hidden). */
  focus(): boolean;
}

/** In mount order: the last one is the newest. */
const targets: OrderPanelTarget[] = [];

export function registerOrderPanel(target: OrderPanelTarget): () => void {
  targets.push(target);
  return () => {
    const index = targets.indexOf(target);
    if (index >= 0) targets.splice(index, 1);
  };
}

function isPositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * Fills the price (and the side and quantity when given) of every order panel showing `key`; answers
 * whether one did. A price or quantity that is not a positive number is a caller's bug: a RangeError.
 */
export function orderPanelPrefill({ key, side, price, quantity }: OrderPrefill): boolean {
  if (!isPositive(price))
    throw new RangeError(`orderPanelPrefill: price must be a positive number, not ${price}`);
  if (quantity !== undefined && !isPositive(quantity))
    throw new RangeError(`orderPanelPrefill: quantity must be a positive number, not ${quantity}`);
  const matching = targets.filter((target) => target.coin === key);
  for (const target of matching) target.prefill({ side, price, quantity });
  return matching.length > 0;
}

/** Focuses the first field of the newest order panel that can take the focus; answers whether one did. */
export function focusOrderPanel(): boolean {
  for (let index = targets.length - 1; index >= 0; index--) if (targets[index]!.focus()) return true;
  return false;
}
