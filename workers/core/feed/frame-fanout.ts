/**
 * Where an in-order frame goes once the session has let it through (its sequence number is new): into the
 * ticker table, a followed coin's order book, the trade routes, each consumer's next drain, and (a
 * notification) the one window that shows it. The session
 * decides whether a frame is new and when to resync (feed-session.ts); this decides what it changes.
 */
import type { ServerFrame } from '../../../contract/socket';
import type { CoinKey } from '../../../contract/markets';
import type { FeedConsumer } from './feed-consumer';
import type { OrderBook } from './order-book';
import type { SecondTickerRow, TickerTable } from './ticker-table';
import type { TradeRoutes } from './trade-routes';
import type { NotificationRouter } from './notification-router';

/** Every frame but the heartbeat, which only says the socket is alive. */
export type RoutedFrame = Exclude<ServerFrame, { ch: 'heartbeat' }>;

export interface FanoutTargets {
  table: TickerTable;
  /** The followed coins' books: a book frame names one of them. */
  books: ReadonlyMap<CoinKey, OrderBook>;
  consumers: ReadonlySet<FeedConsumer>;
  tradeRoutes: TradeRoutes<FeedConsumer>;
  /** Which one window shows a notification. */
  notifications: NotificationRouter<FeedConsumer>;
}

/**
 * Applies `frame` (received at `now`) to the targets. False when it could not be applied: an order book
 * delta without the snapshot it builds on (the caller asks for that snapshot).
 */
export function fanOut(frame: RoutedFrame, targets: FanoutTargets, now: number): boolean {
  const { table, books, consumers, tradeRoutes, notifications } = targets;
  switch (frame.ch) {
    case 'ticker':
      if (frame.snapshot) {
        table.applySnapshot(frame.rows);
        for (const consumer of consumers) consumer.markSnapshot();
      } else {
        table.applyDelta(frame.rows);
      }
      spreadDirtySlots(targets, true);
      for (const consumer of consumers) consumer.noteFrameTime(frame.t, now);
      return true;
    case 'secondTicker':
      table.applyRates(frame.rows as SecondTickerRow[]);
      spreadDirtySlots(targets, false);
      return true;
    case 'trades':
      if (frame.reset) tradeRoutes.reset();
      for (const [key, time, price, quantity, side] of frame.rows)
        tradeRoutes.push(key, table.ensureSlot(key), time, price, quantity, side);
      tradeRoutes.flush();
      return true;
    case 'marketPrice':
    case 'assetChange':
    case 'intro':
      for (const consumer of consumers) consumer.pushLowRate(frame);
      return true;
    case 'orders':
      for (const consumer of consumers) {
        consumer.pushOrders(frame.events);
        if (frame.algoOrders) consumer.pushAlgoOrders(frame.algoOrders);
      }
      return true;
    case 'credit':
      for (const consumer of consumers) consumer.pushCredit(frame.status);
      return true;
    case 'drawings':
      for (const consumer of consumers) consumer.pushDrawings(frame.changes);
      return true;
    case 'layouts':
      for (const consumer of consumers) consumer.pushLayouts(frame.layouts);
      return true;
    case 'notifications':
      for (const consumer of consumers) consumer.pushNotifications(frame.notifications, frame.unread);
      notifications.route(frame.notifications);
      return true;
    case 'orderbook': {
      const book = books.get(frame.key)!;
      if (frame.snapshot) book.applySnapshot(frame.asks, frame.bids);
      else if (book.hasSnapshot) book.applyDelta(frame.asks, frame.bids);
      else return false;
      for (const consumer of consumers) consumer.markBook(frame.key);
      return true;
    }
  }
}

/** Hands the table's changed slots to every consumer (urgent: a ticker frame, drained at the next frame). */
function spreadDirtySlots({ table, consumers }: FanoutTargets, urgent: boolean): void {
  const dirty = table.takeDirty();
  for (const consumer of consumers) consumer.markSlots(dirty, urgent);
}
