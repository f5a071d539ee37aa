/**
 * The record of one order-engine transaction (`Effects`): what it changed, told to the sockets, the feed
 * and the model after its commit (order-engine.ts `run`), with the notifications it stored, and the steps every part of a transaction
 * takes through it: a balance change, an order event, an order read once per transaction.
 */
import {
  roundTo,
  type Notification,
  type OrderEvent,
  type OrderEventKind,
  type OrderSide,
} from '../../contract';
import { KRW_COIN_TYPE } from '../market/catalogue';
import type { Listing } from '../market/listings';
import { decimalsOf } from './amounts';
import type { NotificationSubject } from '../../contract';
import type { NotificationPort } from '../notifications/notification-port';
import type { StoredLoan } from './credit-port';
import type { Ledger, StoredFill, StoredOrder } from './ledger';
import { toFillRow, toOrderRow } from './order-rows';

/** What one transaction changed, told to the sockets, the feed and the model after its commit. */
export interface Effects {
  /** Books changed in memory: rebuilt from the ledger if the transaction fails. */
  touched: Set<Listing>;
  balances: Map<number, Set<string>>;
  events: Map<number, OrderEvent[]>;
  trades: { listing: Listing; price: number; quantity: number; side: OrderSide; timeMs: number }[];
  /** Orders read or written in this transaction, by id (their running totals). */
  orders: Map<number, StoredOrder>;
  /** Loans read or written in this transaction, by their order's id (null: the order has none). */
  loans: Map<number, StoredLoan | null>;
  /** Members whose credit status changed. */
  credit: Set<number>;
  /** Orders the exchange cancelled (not the member): their cancel is notified (order-notices.ts). */
  exchangeCancels: Set<number>;
  /** Notifications stored in this transaction, per member: published after the commit. */
  notices: Map<number, Notification[]>;
  nowMs: number;
  /** The credit clock's time (loan times). */
  creditMs: number;
}

/** A transaction's record before it changed anything. */
export function noEffects(nowMs: number, creditMs: number): Effects {
  return {
    touched: new Set(),
    balances: new Map(),
    events: new Map(),
    trades: [],
    orders: new Map(),
    loans: new Map(),
    credit: new Set(),
    exchangeCancels: new Set(),
    notices: new Map(),
    nowMs,
    creditMs,
  };
}

/**
 * Changes a balance and its lock by the given amounts (rounded to the coin's decimals). `boughtKrw`
 * is the KRW value of what was added by a purchase: the average buy price follows it; a balance that
 * reaches zero forgets its average.
 */
export function adjustBalance(
  ledger: Ledger,
  memNo: number,
  coinType: string,
  balanceChange: number,
  lockedChange: number,
  fx: Effects,
  boughtKrw?: number,
): void {
  const row = ledger.balance(memNo, coinType);
  const decimals = decimalsOf(coinType);
  const balance = roundTo(row.balance + balanceChange, decimals);
  let avgBuyAmt = row.avgBuyAmt;
  if (coinType === KRW_COIN_TYPE) avgBuyAmt = 0;
  else if (boughtKrw !== undefined && balance > 0)
    avgBuyAmt = roundTo((row.balance * row.avgBuyAmt + boughtKrw) / balance, 8);
  else if (balance <= 0) avgBuyAmt = 0;
  ledger.writeBalance(memNo, {
    ...row,
    balance,
    locked: Math.max(0, roundTo(row.locked + lockedChange, decimals)),
    avgBuyAmt,
  });
  let changed = fx.balances.get(memNo);
  if (!changed) fx.balances.set(memNo, (changed = new Set()));
  changed.add(coinType);
}

/** The member's KRW balance less what is locked (never below 0). */
export function availableKrw(ledger: Ledger, memNo: number): number {
  const krw = ledger.balance(memNo, KRW_COIN_TYPE);
  return Math.max(0, roundTo(krw.balance - krw.locked, 0));
}

export function recordEvent(
  order: StoredOrder,
  kind: OrderEventKind,
  fill: StoredFill | null,
  fx: Effects,
): void {
  let events = fx.events.get(order.memNo);
  if (!events) fx.events.set(order.memNo, (events = []));
  events.push({ kind, order: toOrderRow(order), fill: fill && toFillRow(fill) });
}

/** Stores a notification for the member in this transaction (published after its commit). */
export function recordNotice(
  notices: NotificationPort,
  memNo: number,
  subject: NotificationSubject,
  fx: Effects,
): void {
  const notification = notices.add(memNo, subject);
  const list = fx.notices.get(memNo);
  if (list) list.push(notification);
  else fx.notices.set(memNo, [notification]);
}

/** The order of a member side of a match, from this transaction's cache or the ledger. */
export function storedOrder(ledger: Ledger, orderId: number, fx: Effects): StoredOrder {
  let order = fx.orders.get(orderId);
  if (!order) {
    order = ledger.order(orderId);
    if (!order) throw new Error(`order ${orderId} is in the book but not in the ledger`);
    fx.orders.set(orderId, order);
  }
  return order;
}
