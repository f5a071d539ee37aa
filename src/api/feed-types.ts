/**
 * What the main thread sees of the live feed. The feed worker (workers/feed.worker.ts) owns the socket;
 * src/api/feed-client.ts implements this interface over it. Panels and the shell code against these
 * types only, so the transport (SharedWorker, dedicated Worker, in-thread for tests) can change freely.
 */
import type {
  AlgoOrderRow,
  CreditStatus,
  DrawingChange,
  OrderBookSnapshot,
  OrderEvent,
  TickType,
  TickerField,
} from '../../contract';
import type { LayoutSummary } from '../../contract/layout-names';
import type { CoinKey } from '../../contract/markets';
import type { ConnectionState } from '../../workers/core/feed/connection-state';
import type { FrameTiming, LowRateFrame, NotificationsDrain } from '../../workers/core/feed/feed-consumer';
import type { NotificationShow } from '../../workers/core/feed/notification-router';

// The worker builds these, so they are defined in the pure feed core and re-exported here.
export type { ConnectionState, ConnectionStatus } from '../../workers/core/feed/connection-state';
export type { FrameTiming, LowRateFrame, NotificationsDrain } from '../../workers/core/feed/feed-consumer';
export type { NotificationShow } from '../../workers/core/feed/notification-router';

/** Shows what the window was chosen for; false when it cannot show it now (another window is asked). */
export type NotificationShowListener = (show: NotificationShow) => boolean | void;
export type { TradeBatch } from '../../workers/core/feed/trade-routes';

/** The main thread's mirror of the ticker table: one slot per coin, read imperatively by renderers. */
export interface TickerView {
  /** Bumps when slots are added (a snapshot with new coins); values alone do not bump it. */
  readonly layoutVersion: number;
  readonly size: number;
  slotOf(key: CoinKey): number | undefined;
  keyAt(slot: number): CoinKey;
  value(slot: number, field: TickerField): number;
  /** Change rate of the coin over a tick type, from the second ticker; NaN until the first one. */
  rate(slot: number, tickType: TickType): number;
}

/** What changed since the previous animation frame; trades come through `tradePort`, never here. */
export interface FeedChangeSet {
  /** Slots of the ticker table whose values changed (the mirror is already updated). */
  tickerSlots: Int32Array;
  /** True when the table was replaced by a snapshot (after connect, reconnect or a gap). */
  snapshot: boolean;
  /** Clocks of the newest ticker frame in this set, for frame-to-main-thread latency. */
  timing?: ChangeSetTiming;
}

/** Server time → worker receipt → main-thread apply of a change set's frames, all ms since epoch. */
export interface ChangeSetTiming extends FrameTiming {
  /** When the main thread applied the change set to its mirror. */
  appliedAt: number;
}

export interface FeedClient {
  readonly tickers: TickerView;
  /** Called at most once per animation frame, only when something changed. Returns an unsubscribe. */
  onChanges(listener: (changes: FeedChangeSet) => void): () => void;
  /** Asset changes, market intro and market prices, as they come. */
  onLowRate(listener: (frame: LowRateFrame) => void): () => void;
  /**
   * The order book of one coin, kept whole by the worker from the orderbook channel (snapshot, then
   * deltas; a gap asks for a snapshot). The listener gets the whole book at most once per animation
   * frame, and the current book at once when there is one. Returns an unsubscribe; the last one for a
   * coin unsubscribes the channel for it.
   */
  orderBook(key: CoinKey, listener: (book: OrderBookSnapshot) => void): () => void;
  /**
   * One coin's trades straight from the feed worker into a MessagePort, batched per trades frame
   * (TradeBatch messages, buffers transferred; `reset`: trades were lost before the batch's), the only
   * way trades reach a window. `onPort` gets the receiving end once the worker is attached: hand it to a
   * worker (transfer it, as a chart does) or read it here (the recent trades panel). It
   * gets a new port each time the window attaches to the worker again (a page back from the
   * back/forward cache, a start retried): trades between two ports are lost, so a later port is a gap.
   * Returns the close: the worker closes its end and forgets the route.
   */
  tradePort(key: CoinKey, onPort: (port: MessagePort) => void): () => void;
  /** The member's own order events as they come (logged in only): placed, triggered, fills, cancels. */
  onOrders(listener: (events: readonly OrderEvent[]) => void): () => void;
  /**
   * The member's parent orders (TWAP, split) as they change (logged in only): at most once per animation
   * frame, the newest row of each parent that changed since the previous call.
   */
  onAlgoOrders(listener: (rows: readonly AlgoOrderRow[]) => void): () => void;
  /**
   * The member's Plus buy status, whole, whenever it changes (logged in only): at most once per
   * animation frame, the newest when several came in between.
   */
  onCredit(listener: (status: CreditStatus) => void): () => void;
  /**
   * The member's drawing changes (logged in only), heard by every window of the member, the one that
   * wrote them too: at most once per animation frame, merged per drawing since the previous call (the ids
   * deleted of each coin, then the drawings stored: apply them in that order). The answer to a window's
   * own write may come after the change of a later write from another window: of the two, keep the higher
   * version. After `onReconnect` the app lists its coins' drawings again: changes may have been missed.
   */
  onDrawings(listener: (changes: readonly DrawingChange[]) => void): () => void;
  /**
   * The member's named layouts without their documents (logged in only), the whole list when it changes
   * (at subscription too), in every window of the member, the writer's too: at most once per animation
   * frame, the newest when several came in between.
   */
  onLayouts(listener: (layouts: readonly LayoutSummary[]) => void): () => void;
  /**
   * The member's notifications as they come (logged in only), in every window: at most once per animation
   * frame, those since the previous call with the newest unread count (the bell), and `resync` when some
   * were lost on the way (read the history again, as after `onReconnect`).
   */
  onNotifications(listener: (notifications: NotificationsDrain) => void): () => void;
  /**
   * Notifications this window was chosen to show (one window of all the app's: the focused one, else the
   * most recently focused, else the most recently opened), at once, hidden or not; `focused` false when no
   * window of the app is focused (an OS notification is due). While no listener is set, or when every
   * listener answers false (it cannot show one now: its toasts are suppressed, as a chart pop-out's are),
   * the window refuses them and another window shows them.
   */
  onNotificationShow(listener: NotificationShowListener): () => void;
  onConnection(listener: (state: ConnectionState) => void): () => void;
  connection(): ConnectionState;
  /** Called after the socket came back from an outage: reload session, assets and coins. */
  onReconnect(listener: () => void): () => void;
  /** Try to connect now instead of waiting for the backoff (the retry dialog's button). */
  retryNow(): void;
  /** Reopen the socket so that a new login (or logout) cookie applies to the member channels. */
  renewSession(): void;
  dispose(): void;
}
