/**
 * The price lines a member's chart draws, each with the orders behind it: the average buy price line (no
 * orders) and the pending lines with their tags (rules/order-lines.ts), those whose orders are known
 * movable and cancellable from the chart; the price limits of the member's TWAPs on the coin (neither
 * moved nor cancelled here); and the member's active price alerts on the coin, each movable (a PUT of its
 * new value) and deletable (its ×). Beside the lines, the split orders' ranges as the chart draws them.
 */
import type { TFunction } from 'i18next';
import type { Alert, OrderRow } from '../../../contract';
import type { CoinKey } from '../../../contract/markets';
import type { ChartPriceLine } from './chart-order-lines';
import type { PriceRange } from '../../render/chart/price-ranges';
import type { PendingLine } from './rules/chart-lines';
import { rangeLabel, type SplitRange, type TwapLimit } from './rules/parent-orders';
import { lineTagText, orderLines, type OrderLine } from './rules/order-lines';

/** A line handed to the chart, with the orders behind it (none for the average line). */
export interface ShownLine {
  line: ChartPriceLine;
  orders: OrderLine | null;
  /** The price alert the line draws (alert lines only). */
  alert?: Alert;
}

export interface MemberLines {
  /** The average line is drawn, at this price. */
  average: number | null;
  /** The pending lines are drawn: these, matched to these open orders of `coin`. */
  pending: { lines: readonly PendingLine[]; orders: readonly OrderRow[] } | null;
  /** The TWAPs' limits drawn (none while the pending lines are hidden). */
  limits: readonly TwapLimit[];
  coin: CoinKey;
  /** The member's alerts (every coin's): the coin's active price alerts are drawn. */
  alerts: readonly Alert[];
}

export function shownLines(
  { average, pending, limits, coin, alerts }: MemberLines,
  t: TFunction,
): ShownLine[] {
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
  for (const limit of limits) {
    const kind = limit.side === 'buy' ? 'twapBuy' : 'twapSell';
    shown.push({ line: { kind, price: limit.price, tag: t('chart.parentOrders.twapLimit') }, orders: null });
  }
  for (const alert of alerts) {
    const { condition } = alert;
    if (alert.coin !== coin || !alert.active || condition.kind !== 'price') continue;
    const tag = t('alerts.chart.line', { what: t(`alerts.ops.${condition.op}`) });
    shown.push({
      line: { kind: 'alert', price: condition.value, tag, cancel: true, movable: true },
      orders: null,
      alert,
    });
  }
  return shown;
}

/** The split orders' ranges as drawn, labelled ("Split 5 · buy"). */
export function shownRanges(ranges: readonly SplitRange[], t: TFunction): PriceRange[] {
  return ranges.map((range) => {
    const label = rangeLabel(range);
    return {
      low: range.low,
      high: range.high,
      side: range.side,
      label: t(label.key, { ...label.values, side: t(label.sideKey) }),
    };
  });
}
