/**
 * The member's orders in the query cache: the keys of the open-order lists (src/api/query.ts) and of
 * the history pages, and how order events, cancels and asset changes refresh them without polling.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { OrderEvent, OrderHistoryQuery, OrderRow, OrdersQuery } from '../../../contract';
import type { CoinKey } from '../../../contract/markets';
import { queryKeys } from '../../api/query';
import { applyOrderEvents, closesAnOrder } from './order-rules';

/** The open orders of one coin, or of every coin. */
export function openOrdersQuery(coin: CoinKey | undefined): OrdersQuery {
  return coin === undefined ? { status: 'pending' } : { key: coin, status: 'pending' };
}

/** Under `member`, like every member-scoped key, so that login and logout drop the history too. */
const HISTORY_KEY = [...queryKeys.member, 'orderHistory'] as const;

export function orderHistoryKey(query: OrderHistoryQuery) {
  return [...HISTORY_KEY, query] as const;
}

const ORDERS_PREFIX = queryKeys.orders().slice(0, 2);

/** Folds order events into every cached list of open orders, each with its own coin filter. */
export function applyEventsToOpenOrders(
  client: QueryClient,
  events: readonly Pick<OrderEvent, 'order'>[],
): void {
  for (const [key, rows] of client.getQueriesData<OrderRow[]>({ queryKey: ORDERS_PREFIX })) {
    const query = key[2] as OrdersQuery | undefined;
    if (!rows || query?.status !== 'pending') continue;
    client.setQueryData(key, applyOrderEvents(rows, events, query.key as CoinKey | undefined));
  }
}

/** Order events from the socket: open orders patched at once, the history asked again when one closed. */
export function onOrderEvents(client: QueryClient, events: readonly OrderEvent[]): void {
  applyEventsToOpenOrders(client, events);
  if (closesAnOrder(events)) void client.invalidateQueries({ queryKey: HISTORY_KEY });
}

/** Orders the exchange answered as cancelled (one, or all of a coin): the same as their events. */
export function onOrdersCancelled(client: QueryClient, orders: readonly OrderRow[]): void {
  onOrderEvents(
    client,
    orders.map((order) => ({ kind: 'cancelled', order, fill: null })),
  );
}

/**
 * Everything asked again: after an asset change (the fallback when order events were missed) and after
 * a cancel that found the order already closed.
 */
export function refreshOrders(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: ORDERS_PREFIX });
  void client.invalidateQueries({ queryKey: HISTORY_KEY });
}
