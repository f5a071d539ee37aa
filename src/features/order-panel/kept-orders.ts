/**
 * Where the orders kept across the end of a session live (rules/kept-order.ts): the tab's sessionStorage,
 * versioned, so a kept order outlives the order panel (the workspace is the member's and is mounted anew
 * when the session ends) and a page reload, but not the tab, and never reaches another tab. Panels read
 * their coin's with useKeptOrder; keepOrder and forgetKeptOrder tell every reader in the window.
 */
import { useSyncExternalStore } from 'react';
import { readStoredText } from '../../state/local-storage';
import { versionedRecord } from '../../state/versioned-record';
import type { CoinKey } from '../../../contract/markets';
import { keptOrdersSchema, liveKeptOrder, withKeptOrder, type KeptOrder, type KeptOrders } from './rules';

export const keptOrdersRecord = versionedRecord<{ orders: KeptOrders }>({
  key: 'tradedeck.orderPanel.keptOrders',
  version: 1,
  defaults: { orders: {} },
  fields: keptOrdersSchema,
  area: 'sessionStorage',
});

const listeners = new Set<() => void>();
/** The stored text last read and what it parsed to: readers get the same objects until it changes. */
let read: { raw: string | null; orders: KeptOrders } = { raw: null, orders: {} };

function current(): KeptOrders {
  const raw = readStoredText(keptOrdersRecord.key, 'sessionStorage');
  if (raw !== read.raw) read = { raw, orders: keptOrdersRecord.parse(raw).orders };
  return read.orders;
}

function write(orders: KeptOrders): void {
  keptOrdersRecord.write({ orders });
  // Storage that refuses still keeps it for this page.
  read = { raw: readStoredText(keptOrdersRecord.key, 'sessionStorage'), orders };
  for (const listener of [...listeners]) listener();
}

export function keepOrder(coin: CoinKey, kept: KeptOrder, nowMs: number = Date.now()): void {
  write(withKeptOrder(current(), coin, kept, nowMs));
}

export function forgetKeptOrder(coin: CoinKey, nowMs: number = Date.now()): void {
  if (current()[coin] !== undefined) write(withKeptOrder(current(), coin, undefined, nowMs));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The coin's kept order while it is live (KEPT_ORDER_TTL_MS), or undefined. */
export function useKeptOrder(coin: CoinKey): KeptOrder | undefined {
  return useSyncExternalStore(subscribe, () => liveKeptOrder(current(), coin, Date.now()));
}
