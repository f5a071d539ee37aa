/**
 * Pure rules of the open-orders and order-history panel: the member's order events folded into a list
 * of open orders, the history's default date range (the last 7 KST days) and how a picked day moves it,
 * pages, and what each row, fill and stop condition shows.
 */
import type { FillRow, OrderEvent, OrderHistoryRow, OrderRow } from '../../../contract';
import { isMarketSymbol, parseCoinKey, type CoinKey, type MarketSymbol } from '../../../contract/markets';
import { DEFAULT_SMP_TYPE, timeInForceOf } from '../../../contract/order-options';
import {
  namesNoPrice,
  type OrderSide,
  type OrderType,
  type SmpType,
  type StopCondition,
  type TimeInForce,
} from '../../../contract/trading';
import { NOT_AVAILABLE } from '../../lib/format';
import { addDaysToDateText, formatKst, kstDateText } from '../../lib/kst';
import { formatAmount, formatPrice, formatQuantity } from '../../lib/price-format';
import { priceTicks, type TickTable } from '../../../contract/price-ticks';

/** Days the history shows by default, today (KST) included. */
export const HISTORY_DEFAULT_DAYS = 7;
/** Orders per history page. */
export const HISTORY_PAGE_SIZE = 20;

/** Newest first: by creation time, then by id (orders of the same millisecond). */
function newestFirst(a: OrderRow, b: OrderRow): number {
  const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return byTime !== 0 && Number.isFinite(byTime) ? byTime : b.orderId - a.orderId;
}

/**
 * The open orders after the member's order events: a pending order is added or replaced (a partial
 * fill changes its filled quantity), a filled or cancelled one leaves. `coin` narrows the list to one
 * coin (the panel's), undefined keeps every coin. The list given is not changed.
 */
export function applyOrderEvents(
  rows: readonly OrderRow[],
  events: readonly Pick<OrderEvent, 'order'>[],
  coin: CoinKey | undefined,
): OrderRow[] {
  const byId = new Map(rows.map((row) => [row.orderId, row]));
  for (const { order } of events) {
    if (coin !== undefined && order.key !== coin) continue;
    if (order.status === 'pending') byId.set(order.orderId, order);
    else byId.delete(order.orderId);
  }
  return [...byId.values()].sort(newestFirst);
}

/** Whether events close an order (filled or cancelled): the history then has something new. */
export function closesAnOrder(events: readonly Pick<OrderEvent, 'order'>[]): boolean {
  return events.some(({ order }) => order.status !== 'pending');
}

export interface DateRange {
  /** YYYY-MM-DD, KST, inclusive. */
  from: string;
  to: string;
}

/** The last HISTORY_DEFAULT_DAYS KST days up to today. */
export function defaultHistoryRange(nowMs: number): DateRange {
  const to = kstDateText(nowMs);
  return { from: addDaysToDateText(to, -(HISTORY_DEFAULT_DAYS - 1)), to };
}

/**
 * The range after a day was picked for one end. The pickers bound each other, but a typed or stale
 * day past the other end moves that end along, so the range is never upside down.
 */
export function pickRangeEnd(range: DateRange, end: keyof DateRange, day: string): DateRange {
  if (end === 'from') return { from: day, to: day > range.to ? day : range.to };
  return { from: day < range.from ? day : range.from, to: day };
}

/** The market of a coin key, or undefined for a key of no known market. */
export function marketOf(key: CoinKey): MarketSymbol | undefined {
  const market = parseCoinKey(key)?.marketSymbol;
  return isMarketSymbol(market) ? market : undefined;
}

const STOP_SIGNS: Record<StopCondition, string> = { gte: '≥', lte: '≤' };

/**
 * "≥ 96,000,000": the stop condition of a stop-limit order (at its coin's step by `ticks`, the window's
 * table), or null for any other order.
 */
export function stopConditionText(order: OrderRow, ticks: TickTable): string | null {
  if (order.orderType !== 'stopLimit' || order.stopPrice === null || order.stopCondition === null)
    return null;
  return `${STOP_SIGNS[order.stopCondition]} ${price(order.key, ticks, order.stopPrice)}`;
}

/** A price at the decimals of coin `key`'s step by `ticks`; as written for a key of no known market. */
function price(key: CoinKey, ticks: TickTable, value: number | null): string {
  if (value === null || !(value > 0)) return NOT_AVAILABLE;
  return marketOf(key) ? formatPrice(priceTicks(ticks, key), value) : String(value);
}

function amount(market: MarketSymbol | undefined, value: number): string {
  return market ? formatAmount(market, value) : String(value);
}

function time(iso: string): string {
  return formatKst(Date.parse(iso), { seconds: true }) || NOT_AVAILABLE;
}

/** What an open order's row shows; side and type are i18n keys' last parts. */
export interface OpenOrderView {
  orderId: number;
  key: CoinKey;
  symbol: string;
  time: string;
  side: OrderSide;
  orderType: OrderType;
  /** The stop condition of a stop-limit ("≥ 96,000,000"); null otherwise. */
  stop: string | null;
  /** A stop-limit still watching its stop price (not yet in the book). */
  waiting: boolean;
  /**
   * How long it stays and its self-trade mode where they are not the defaults (a gtc limit under
   * cancel_maker shows neither; a best-price order always its time in force): i18n keys' last parts.
   */
  timeInForce: TimeInForce | null;
  smpType: SmpType | null;
  /** The quantity self-trade prevention took off it, when any; null otherwise. */
  prevented: string | null;
  price: string;
  quantity: string;
  filled: string;
  remaining: string;
}

/** An open order's row, its prices at its coin's steps by `ticks` (the window's table). */
export function openOrderView(order: OrderRow, ticks: TickTable): OpenOrderView {
  return {
    orderId: order.orderId,
    key: order.key,
    symbol: parseCoinKey(order.key)?.symbol ?? order.key,
    time: time(order.createdAt),
    side: order.side,
    orderType: order.orderType,
    stop: stopConditionText(order, ticks),
    waiting: order.orderType === 'stopLimit' && !order.triggered,
    timeInForce: order.timeInForce === timeInForceOf(order.orderType, undefined) ? null : order.timeInForce,
    smpType: order.smpType === DEFAULT_SMP_TYPE ? null : order.smpType,
    prevented: order.preventedQuantity > 0 ? formatQuantity(order.preventedQuantity) : null,
    price: price(order.key, ticks, order.price),
    quantity: formatQuantity(order.quantity),
    filled: formatQuantity(order.filledQuantity),
    // What self-trade prevention took off is neither filled nor open.
    remaining: formatQuantity(Math.max(0, order.quantity - order.filledQuantity - order.preventedQuantity)),
  };
}

/** filled; cancelled with nothing filled; cancelled after part of it filled. */
export type HistoryStatus = 'filled' | 'cancelled' | 'partlyCancelled';

export function historyStatus(row: OrderRow): HistoryStatus {
  if (row.status === 'filled') return 'filled';
  return row.filledQuantity > 0 ? 'partlyCancelled' : 'cancelled';
}

export interface FillView {
  fillId: number;
  time: string;
  price: string;
  quantity: string;
  amount: string;
  fee: string;
}

export interface HistoryRowView extends Omit<OpenOrderView, 'waiting' | 'remaining'> {
  /** When it closed (filled or cancelled). */
  closedAt: string;
  status: HistoryStatus;
  /** Average fill price; "—" when nothing filled. */
  avgPrice: string;
  filledAmount: string;
  fee: string;
  /** The market's currency, in which amount and fee are counted. */
  currency: string;
  fills: FillView[];
}

export function fillView(fill: FillRow, ticks: TickTable): FillView {
  const market = marketOf(fill.key);
  return {
    fillId: fill.fillId,
    time: time(fill.createdAt),
    price: price(fill.key, ticks, fill.price),
    quantity: formatQuantity(fill.quantity),
    amount: amount(market, fill.amount),
    fee: amount(market, fill.fee),
  };
}

/** A closed order's row, its prices at its coin's steps by `ticks` (the window's table). */
export function historyRowView(row: OrderHistoryRow, ticks: TickTable): HistoryRowView {
  const market = marketOf(row.key);
  const { waiting: _waiting, remaining: _remaining, ...open } = openOrderView(row, ticks);
  return {
    ...open,
    // A market or best-price order has no price of its own: its row shows what it filled at.
    price: namesNoPrice(row.orderType) ? NOT_AVAILABLE : open.price,
    closedAt: time(row.updatedAt),
    status: historyStatus(row),
    avgPrice: price(row.key, ticks, row.avgFillPrice),
    filledAmount: amount(market, row.filledAmount),
    fee: amount(market, row.fee),
    currency: market ?? '',
    fills: row.fills.map((fill) => fillView(fill, ticks)),
  };
}
