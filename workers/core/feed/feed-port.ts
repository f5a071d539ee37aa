/**
 * The feed worker's API as a window sees it through Comlink: what workers/feed.worker.ts exports (it
 * checks itself against FeedWorkerApi), here in the core so that src/api can type its remote without
 * importing the worker entry.
 */
import type { ProxyMarked } from 'comlink';
import type { CoinKey } from '../../../contract/markets';
import type { FeedDrain } from './feed-consumer';
import type { NotificationShow, PresenceReport } from './notification-router';

export interface FeedTarget {
  /** The socket URL; also the key under which windows share a session. */
  url: string;
  /**
   * When set, the session talks to an exchange at the other end of this port (port-socket.ts) instead
   * of opening a WebSocket to `url`: tests and in-page exchanges. Only the first attach of a url uses it.
   */
  exchangePort?: MessagePort;
}

/** The window's side: told once when there is something to drain, and given the notifications it shows. */
export interface FeedSink {
  wake(): void | Promise<void>;
  /**
   * This window was chosen to show these notifications (notification-router.ts): it answers once it has
   * taken them; one that does not answer within SHOW_ANSWER_MS is passed over and the next window shows them.
   */
  show(show: NotificationShow): void | Promise<void>;
}

/** One window's consumer, as the window reaches it through Comlink. */
export interface FeedPort {
  drain(): FeedDrain;
  /** Follows a coin's order book: its changes come with the drains. The window calls it once per coin. */
  followBook(key: CoinKey): void;
  /** Lets go of a coin's book; the socket unsubscribes it when no window follows it any more. */
  unfollowBook(key: CoinKey): void;
  /**
   * Posts `key`'s trades into `port` (TradeBatch messages, buffers transferred), a batch per trades
   * frame, until closeTrades(id) or detach; an earlier route `id` of this window is closed first.
   */
  openTrades(id: number, key: CoinKey, port: MessagePort): void;
  /** Closes route `id` and its port. */
  closeTrades(id: number): void;
  /** Whether this window is focused and visible: it reports on attach, focus, blur and visibilitychange. */
  reportPresence(report: PresenceReport): void;
  retryNow(): void;
  renewSession(): void;
  /** Drops this consumer; the session closes its socket when it was the last. Idempotent. */
  detach(): void;
}

export interface FeedWorkerApi {
  /** Attaches a window: its consumer starts with the whole table, so the first drain is a full picture. */
  attach(target: FeedTarget, sink: FeedSink): FeedPort & ProxyMarked;
}
