/**
 * The price lines a member's chart draws, each with the orders behind it: the average buy price line (no
 * orders) and the pending lines with their tags (rules/order-lines.ts), those whose orders are known
 * movable and cancellable from the chart.
 */
import type { TFunction } from 'i18next';
import type { OrderRow } from '../../../contract';
import type { CoinKey } from '../../../contract/markets';
import type { ChartPriceLine } from './chart-order-lines';
import type { PendingLine } from './rules/chart-lines';
import { lineTagText, orderLines, type OrderLine } from './rules/order-lines';

/** A line handed to the chart, with the orders behind it (none for the average line). */
export interface ShownLine {
  line: ChartPriceLine;
  orders: OrderLine | null;
}

export interface MemberLines {
  /** The average line is drawn, at this price. */
  average: number | null;
  /** The pending lines are drawn: these, matched to these open orders of `coin`. */
  pending: { lines: readonly PendingLine[]; orders: readonly OrderRow[] } | null;
  coin: CoinKey;
}

export function shownLines({ average, pending, coin }: MemberLines, t: TFunction): ShownLine[] {
  const shown: ShownLine[] = [];
  if (average !== null) shown.push({ line: { kind: 'average', price: average }, orders: null });
  if (pending)
    for (const orders of orderLines(pending.lines, pending.orders, coin)) {
      const tag = lineTagText(orders);
      const known = orders.orderIds.length > 0;
      const line: ChartPriceLine = {
        kind: orders.side,
        price: orders.price,
        tag: t(tag.key, { ...tag.values, side: t(`chart.orderLine.${orders.side}`) }),
        cancel: known,
        movable: known,
      };
      shown.push({ line, orders });
    }
  return shown;
}
