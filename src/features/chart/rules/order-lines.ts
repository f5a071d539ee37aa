/**
 * The member's open orders behind the pending lines (chart spec §3 pending order, §4): which orders a line
 * stands for, their remaining quantity, and the text of the line's tag. The lines themselves stay those of
 * chart-pending (chart spec §7: side and price, repeats once, at most 10: chart-lines.ts); the orders come
 * from the orders list and are matched to a line by side and price.
 *
 * Several orders at one price make one line: its tag shows their summed remaining quantity and how many
 * they are, and dragging or cancelling it moves or cancels each of them (one request per order).
 */
import { QUANTITY_DECIMALS, type OrderRow } from '../../../../contract';
import { formatQuantity } from '../../../lib/price-format';
import type { CoinKey } from '../../../../contract/markets';
import type { PendingLine } from './chart-lines';

export interface OrderLine extends PendingLine {
  /** The open orders at this side and price, oldest first; empty when the orders are not known. */
  orderIds: readonly number[];
  /** Their summed remaining quantity. */
  remaining: number;
}

/** What is left to fill of an order, never negative, without binary noise. */
export function remainingQuantity(order: Pick<OrderRow, 'quantity' | 'filledQuantity'>): number {
  const left = order.quantity - order.filledQuantity;
  return left > 0 ? Number(left.toFixed(QUANTITY_DECIMALS)) : 0;
}

/** Each pending line with the open orders of `key` at its side and price. */
export function orderLines(
  lines: readonly PendingLine[],
  orders: readonly OrderRow[],
  key: CoinKey,
): OrderLine[] {
  return lines.map((line) => {
    const matching = orders
      .filter(
        (order) =>
          order.key === key &&
          order.status === 'pending' &&
          order.side === line.side &&
          order.price === line.price,
      )
      .sort((a, b) => a.orderId - b.orderId);
    const remaining = matching.reduce((sum, order) => sum + remainingQuantity(order), 0);
    return {
      ...line,
      orderIds: matching.map((order) => order.orderId),
      remaining: Number(remaining.toFixed(QUANTITY_DECIMALS)),
    };
  });
}

/** The i18n key and values of a line's tag: side and remaining quantity, and the count past one. */
export function lineTagText(line: OrderLine): {
  key: 'chart.orderLine.tag' | 'chart.orderLine.tagMany' | 'chart.orderLine.tagUnknown';
  values: { quantity: string; count: number };
} {
  const count = line.orderIds.length;
  const values = { quantity: formatQuantity(line.remaining), count };
  // Orders not loaded (yet, or the call failed): the side alone, no quantity to mislead.
  if (count === 0) return { key: 'chart.orderLine.tagUnknown', values };
  return { key: count > 1 ? 'chart.orderLine.tagMany' : 'chart.orderLine.tag', values };
}
