/**
 * What a picked level does by default: the price goes into the window's order panels of that coin (the
 * shell's prefillOrderPanel intent), and with Shift the side that takes the level and the quantity down
 * to it. Without an order panel of the coin in this window (the trade status page, a book popped out
 * alone) nothing happens. With one-click trading on (the hotkeys feature takes the oneClickOrder intent), a
 * plain click places the order at the level instead.
 */
import type { OrderSide } from '../../../contract';
import type { CoinKey } from '../../../contract/markets';
import { publishIntent } from '../../shell';

/** A level handed to the order form: its price, and with Shift the quantity to take the side down to it. */
export interface LevelPick {
  key: CoinKey;
  /** The order that takes the level: a buy for an ask, a sell for a bid. */
  side: OrderSide;
  price: number;
  quantity?: number;
}

export function pickIntoOrderPanel({ key, side, price, quantity }: LevelPick): void {
  if (quantity === undefined && publishIntent('oneClickOrder', { key, side, price })) return;
  publishIntent(
    'prefillOrderPanel',
    quantity === undefined ? { key, price } : { key, side, price, quantity },
  );
}
