/**
 * The member's orders in the query cache: the keys of the history pages (the open-order lists' are in
 * src/api/query.ts), and how order events and cancels patch them without polling (asset changes and
 * reconnects ask them again through the window's owner of live data, src/api/live-data.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { OrderEvent, OrderHistoryQuery, OrderRow, OrdersQuery } from '../../../contract';
import type { AlgoOrderRow } from '../../../contract/algo-orders';
import type { CoinKey } from '../../../contract/markets';
import { queryKeys } from '../../api/query';
import { applyAlgoRows, movesAParent } from './algo-rules';
import { applyOrderEvents, closesAnOrder } from './order-rules';

/** The member's parent orders (TWAP, split orders): under `member`, so that login and logout drop them. */
export const algoOrdersKey = ['member', 'algoOrders'] as const;

/** The open orders of one coin, or of every coin. */
export function openOrdersQuery(coin: CoinKey | undefined): OrdersQuery {
  return coin === undefined ? { status: 'pending' } : { key: coin, status: 'pending' };
}

/** Under `member`, like every member-scoped key, so that login and logout drop the history too. */
export function orderHistoryKey(query: OrderHistoryQuery) {
  return [...queryKeys.orderHistory, query] as const;
}

/** Folds order events into every cached list of open orders, each with its own coin filter. */
export function applyEventsToOpenOrders(
  client: QueryClient,
  events: readonly Pick<OrderEvent, 'order'>[],
): void {
  for (const [key, rows] of client.getQueriesData<OrderRow[]>({ queryKey: queryKeys.allOrders })) {
    const query = key[2] as OrdersQuery | undefined;
    if (!rows || query?.status !== 'pending') continue;
    client.setQueryData(key, applyOrderEvents(rows, events, query.key as CoinKey | undefined));
  }
}

/**
 * Order events from the socket: open orders patched at once, the history asked again when one closed, and
 * the parents asked again when the events may move one (its children are orders: a slice placed or
 * filled moves its progress; the parent's own row on the orders channel comes too, onAlgoRows).
 */
export function onOrderEvents(client: QueryClient, events: readonly OrderEvent[]): void {
  applyEventsToOpenOrders(client, events);
  if (closesAnOrder(events)) void client.invalidateQueries({ queryKey: queryKeys.orderHistory });
  if (movesAParent(client.getQueryData<AlgoOrderRow[]>(algoOrdersKey) ?? [], events))
    void client.invalidateQueries({ queryKey: algoOrdersKey });
}

/**
 * Parent rows the exchange answered (pause, resume, cancel) or told on the orders channel: each replaces the
 * cached one by algoId, a newer one only.
 */
export function onAlgoRows(client: QueryClient, rows: readonly AlgoOrderRow[]): void {
  client.setQueryData<AlgoOrderRow[]>(algoOrdersKey, (cached) => applyAlgoRows(cached ?? [], rows));
}

/** Orders the exchange answered as cancelled (one, or all of a coin): the same as their events. */
export function onOrdersCancelled(client: QueryClient, orders: readonly OrderRow[]): void {
  onOrderEvents(
    client,
    orders.map((order) => ({ kind: 'cancelled', order, fill: null })),
  );
}
