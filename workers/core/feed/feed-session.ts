/**
 * The live feed, socket-agnostic: the heart of workers/core/feed/.
 *
 * This folder holds the pure feed core, with no DOM, React or Pixi, so it runs unchanged in the feed
 * worker, in Node tests and in the bench (the frames it decodes are the contract's, contract/socket.ts):
 *   frame-codec.ts      decodeFrame: hand-written validation; a bad row dropped alone, a bad frame whole
 *   ticker-table.ts     the ticker table in columns, change sets for mirrors
 *   order-book.ts       one coin's order book (snapshot, deltas, depth cut), books in columns
 *   sequencer.ts        sequence numbers per channel, and per coin of a keyed channel: in order, duplicate, gap
 *   backoff.ts          reconnect delays
 *   feed-consumer.ts    what one window has not drained yet
 *   trade-routes.ts     one coin's trades straight to whoever draws them, a batch per trades frame
 *   frame-fanout.ts     where an in-order frame goes: the table, a book, the trade routes, the consumers
 *   notification-router.ts / notification-choice.ts   the one window that shows a notification
 *   feed-session.ts     this file: connect, subscribe, resync, reconnect
 *   feed-socket.ts / port-socket.ts / ../base/scheduler.ts   the injected socket and time
 *
 * The session owns one socket at a time. It subscribes to its channels (after a reconnect with `since` =
 * the last sequence number seen, so that the server replays what was missed and the sequencer drops the
 * overlap), treats a socket silent for SILENCE_TIMEOUT_MS as dead, reconnects with backoff, asks for a
 * snapshot when a channel skips numbers, and writes every frame into each attached consumer.
 * Order books are followed per coin: the session counts the consumers that follow each coin, subscribes
 * the coin's book with the first and drops it with the last, keeps one OrderBook per followed coin, and
 * resubscribes them (with since) after a reconnect; a gap in a coin's numbers asks for that coin's snapshot.
 * A connection counts as up ("open") once a valid frame arrived on it, not when the socket opened: a
 * server that accepts and drops at once must not reset the backoff or announce a reconnect each time.
 */
import { backoffDelay, DEFAULT_BACKOFF, type BackoffPolicy } from './backoff';
import {
  initialConnectionState,
  OFFLINE_AFTER_ATTEMPTS,
  sameConnectionState,
  type ConnectionState,
  type ConnectionStatus,
} from './connection-state';
import { FeedConsumer } from './feed-consumer';
import { fanOut, type FanoutTargets, type RoutedFrame } from './frame-fanout';
import type { FeedSocket, FeedSocketFactory } from './feed-socket';
import { decodeFrame, FRAME_REJECTIONS, type FrameRejection } from './frame-codec';
import {
  CHANNELS,
  HEARTBEAT_MS,
  KEYED_CHANNELS,
  MEMBER_CHANNELS,
  SHED_CLOSE_CODES,
  SILENCE_TIMEOUT_MS,
  type Channel,
  type ClientMessage,
  type ServerFrame,
} from '../../../contract/socket';
import { parseCoinKey, type CoinKey } from '../../../contract/markets';
import { OrderBook } from './order-book';
import {
  keyedStream,
  Sequencer,
  type FeedStream,
  type KeyedChannel,
  type SequenceVerdict,
} from './sequencer';
import { systemScheduler, type Scheduler, type TimerId } from '../base/scheduler';
import { TickerTable } from './ticker-table';
import { TradeRoutes, type TradeOutlet } from './trade-routes';
import { NotificationRouter, type PresenceReport, type ShowOutlet } from './notification-router';

/**
 * Channels whose every frame is the whole state (all coins, all markets, the full intro): a lost one
 * costs nothing once the next arrives, so they are never resynced, and a snapshot of them numbered like
 * the last frame is still taken.
 */
export const FULL_PICTURE_CHANNELS: ReadonlySet<Channel> = new Set<Channel>([
  'secondTicker',
  'marketPrice',
  'intro',
]);

const KEYED: ReadonlySet<Channel> = new Set<Channel>(KEYED_CHANNELS);
const isPlainChannel = (ch: Channel): ch is Exclude<Channel, KeyedChannel> => !KEYED.has(ch);

/** How often the session checks for silence and refreshes frames per second. */
export const WATCHDOG_MS = 1_000;
/** Silence after which the session pings once before giving up at SILENCE_TIMEOUT_MS. */
export const PING_AFTER_MS = HEARTBEAT_MS + WATCHDOG_MS;
/** A snapshot request still unanswered after this long may be sent again on the next gap. */
export const RESYNC_RETRY_MS = 5_000;

export interface FeedSessionOptions {
  socketFactory: FeedSocketFactory;
  scheduler?: Scheduler;
  /** Channels subscribed on every connection; keyed ones (orderbook) are subscribed per coin instead. */
  channels?: readonly Channel[];
  backoff?: BackoffPolicy;
  /** Random source of the backoff jitter. */
  random?: () => number;
  /** Trades a route may gather for one batch before it resets. */
  maxPendingTrades?: number;
  /** Sees every valid frame (heartbeats aside) with the sequencer's verdict: diagnostics and tests. */
  onFrame?: (frame: ServerFrame, verdict: SequenceVerdict) => void;
}

export interface FeedStats {
  rejections: Record<FrameRejection, number>;
  /** Bad rows dropped from frames that were otherwise good (decodeFrame keeps the rest of the frame). */
  droppedRows: number;
  duplicates: number;
  /** Valid frames by channel (heartbeats included). */
  frames: Record<Channel | 'heartbeat', number>;
}

export class FeedSession {
  /** The source ticker table; windows hold mirrors of it. */
  readonly table = new TickerTable();
  private readonly factory: FeedSocketFactory;
  private readonly scheduler: Scheduler;
  private readonly channels: readonly Exclude<Channel, KeyedChannel>[];
  private readonly backoff: BackoffPolicy;
  private readonly random: () => number;
  private readonly onFrame: ((frame: ServerFrame, verdict: SequenceVerdict) => void) | undefined;
  private readonly sequencer = new Sequencer();
  private readonly consumers = new Set<FeedConsumer>();
  /** The books consumers follow, and how many follow each. */
  private readonly books = new Map<CoinKey, OrderBook>();
  private readonly bookFollowers = new Map<CoinKey, number>();
  private readonly resyncRequested = new Map<FeedStream, number>();
  /** One coin's trades per route, owned by the consumer (window) that opened it. */
  private readonly tradeRoutes: TradeRoutes<FeedConsumer>;
  /** The one window that shows each notification. */
  private readonly notificationRouter: NotificationRouter<FeedConsumer>;
  /** What an in-order frame changes (frame-fanout.ts). */
  private readonly targets: FanoutTargets;
  private readonly stats: FeedStats;

  private socket: FeedSocket | null = null;
  /** The current socket has opened: subscriptions go out now, else when it opens. */
  private opened = false;
  /** Bumped per connection attempt; events of older sockets are ignored. */
  private generation = 0;
  private started = false;
  private disposed = false;
  /** A valid frame arrived on the current socket. */
  private healthy = false;
  private everHealthy = false;
  /** A working connection was lost and has not come back yet. */
  private outage = false;
  private status: ConnectionStatus = 'connecting';
  private attempt = 0;
  /** Times in a row the server shed the socket (SHED_CLOSE_CODES): each waits longer than the last. */
  private sheds = 0;
  private reconnects = 0;
  private nextRetryAt: number | null = null;
  private lastFrameAt = 0;
  private lastActivity = 0;
  private pinged = false;
  private framesThisSecond = 0;
  private framesPerSecond = 0;
  private droppedFrames = 0;
  private gaps = 0;
  private published: ConnectionState = initialConnectionState();
  private retryTimer: TimerId | null = null;
  private watchdogTimer: TimerId | null = null;

  constructor(options: FeedSessionOptions) {
    this.factory = options.socketFactory;
    this.scheduler = options.scheduler ?? systemScheduler;
    this.channels = (options.channels ?? CHANNELS).filter(isPlainChannel);
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.random = options.random ?? Math.random;
    this.onFrame = options.onFrame;
    this.tradeRoutes = new TradeRoutes(options.maxPendingTrades);
    this.notificationRouter = new NotificationRouter(this.scheduler);
    this.targets = {
      table: this.table,
      books: this.books,
      consumers: this.consumers,
      tradeRoutes: this.tradeRoutes,
      notifications: this.notificationRouter,
    };
    this.stats = {
      rejections: Object.fromEntries(FRAME_REJECTIONS.map((reason) => [reason, 0])) as Record<
        FrameRejection,
        number
      >,
      droppedRows: 0,
      duplicates: 0,
      frames: Object.fromEntries([...CHANNELS, 'heartbeat'].map((ch) => [ch, 0])) as FeedStats['frames'],
    };
  }

  /** Opens the first connection and starts the watchdog. Idempotent. */
  start(): void {
    if (this.started || this.disposed) return;
    this.started = true;
    this.scheduleWatchdog();
    this.connect();
  }

  /**
   * A new consumer, seeded with the whole table so that its first drain is a full picture. With `show`,
   * its window may be the one chosen to show a notification (notification-router.ts).
   */
  attach(wake: (urgent: boolean) => void, show?: ShowOutlet): FeedConsumer {
    const consumer = new FeedConsumer(this.table, this.books, wake);
    this.consumers.add(consumer);
    if (show) this.notificationRouter.add(consumer, show);
    consumer.seedFromTable(this.connection());
    return consumer;
  }

  /** A consumer's window says whether it is focused and visible (on focus, blur and visibilitychange). */
  reportPresence(consumer: FeedConsumer, report: PresenceReport): void {
    if (this.consumers.has(consumer)) this.notificationRouter.report(consumer, report);
  }

  /** Notifications waiting on a window's answer (tests). */
  get pendingShows(): number {
    return this.notificationRouter.pending;
  }

  detach(consumer: FeedConsumer): void {
    if (!this.consumers.has(consumer)) return;
    for (const key of consumer.followedBooks()) this.unfollowBook(consumer, key);
    this.tradeRoutes.closeAll(consumer);
    this.consumers.delete(consumer);
    this.notificationRouter.remove(consumer);
  }

  /**
   * Route `id` of a consumer: `key`'s trades go to `outlet`, a batch per trades frame (an earlier route
   * of that id is closed first). Not a coin key: the outlet is closed at once.
   */
  openTrades(consumer: FeedConsumer, id: number, key: CoinKey, outlet: TradeOutlet): void {
    if (!this.consumers.has(consumer) || parseCoinKey(key) === undefined) {
      outlet.close();
      return;
    }
    this.tradeRoutes.open(consumer, id, key, outlet);
  }

  closeTrades(consumer: FeedConsumer, id: number): void {
    this.tradeRoutes.close(consumer, id);
  }

  /** Trade routes open over every consumer (tests: none is left behind). */
  get tradeRouteCount(): number {
    return this.tradeRoutes.size;
  }

  /** A consumer follows a coin's book; the first to follow it subscribes. Not a coin key: ignored. */
  followBook(consumer: FeedConsumer, key: CoinKey): void {
    if (!this.consumers.has(consumer) || parseCoinKey(key) === undefined || !consumer.follow(key)) return;
    const followers = this.bookFollowers.get(key) ?? 0;
    this.bookFollowers.set(key, followers + 1);
    if (followers > 0) return;
    this.books.set(key, new OrderBook(key));
    if (this.opened) this.send({ op: 'sub', ch: 'orderbook', key });
  }

  /** A consumer lets go of a coin's book; the last to let go unsubscribes and the book is dropped. */
  unfollowBook(consumer: FeedConsumer, key: CoinKey): void {
    if (!consumer.unfollow(key)) return;
    const followers = (this.bookFollowers.get(key) ?? 1) - 1;
    if (followers > 0) {
      this.bookFollowers.set(key, followers);
      return;
    }
    this.bookFollowers.delete(key);
    this.books.delete(key);
    const stream = keyedStream('orderbook', key);
    this.sequencer.forget(stream);
    this.resyncRequested.delete(stream);
    if (this.opened) this.send({ op: 'unsub', ch: 'orderbook', key });
  }

  get consumerCount(): number {
    return this.consumers.size;
  }

  connection(): ConnectionState {
    return {
      status: this.status,
      reconnects: this.reconnects,
      attempt: this.attempt,
      nextRetryAt: this.nextRetryAt,
      lastFrameAt: this.lastFrameAt,
      framesPerSecond: this.framesPerSecond,
      droppedFrames: this.droppedFrames,
      gaps: this.gaps,
    };
  }

  /** Counters for tests and diagnostics; a copy. */
  statistics(): FeedStats {
    return structuredClone(this.stats);
  }

  /** Connects now instead of waiting for the backoff. Does nothing while the connection is up. */
  retryNow(): void {
    if (!this.started || this.disposed || this.healthy) return;
    this.connect();
  }

  /** Reopens the socket so that a new login cookie applies; the member channels start afresh. */
  renewSession(): void {
    if (!this.started || this.disposed) return;
    for (const ch of MEMBER_CHANNELS) {
      this.sequencer.forget(ch);
      this.resyncRequested.delete(ch);
    }
    if (this.healthy) this.status = 'connecting';
    this.healthy = false;
    this.connect();
    this.publish();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.clearRetry();
    if (this.watchdogTimer !== null) this.scheduler.clearTimeout(this.watchdogTimer);
    this.watchdogTimer = null;
    this.closeSocket();
    for (const consumer of this.consumers) this.tradeRoutes.closeAll(consumer);
    this.consumers.clear();
    this.notificationRouter.clear();
  }

  private connect(): void {
    this.clearRetry();
    this.closeSocket();
    this.generation += 1;
    const generation = this.generation;
    const current = () => generation === this.generation && !this.disposed;
    this.lastActivity = this.scheduler.now();
    this.pinged = false;
    this.resyncRequested.clear();
    try {
      this.socket = this.factory({
        open: () => current() && this.onOpen(),
        message: (data) => current() && this.onMessage(data),
        close: (code) => current() && this.onLost(code),
      });
    } catch {
      this.socket = null;
      this.onLost();
    }
  }

  private onOpen(): void {
    this.lastActivity = this.scheduler.now();
    this.opened = true;
    for (const ch of this.channels) {
      const since = this.sequencer.lastSeq(ch);
      this.send(since === undefined ? { op: 'sub', ch } : { op: 'sub', ch, since });
    }
    for (const key of this.books.keys()) {
      const since = this.sequencer.lastSeq(keyedStream('orderbook', key));
      this.send(
        since === undefined
          ? { op: 'sub', ch: 'orderbook', key }
          : { op: 'sub', ch: 'orderbook', key, since },
      );
    }
  }

  private onMessage(data: unknown): void {
    const now = this.scheduler.now();
    this.lastActivity = now;
    this.pinged = false;
    const decoded = decodeFrame(data as string);
    if (!decoded.ok) {
      this.droppedFrames += 1;
      this.stats.rejections[decoded.reason] += 1;
      return;
    }
    const frame = decoded.frame;
    this.stats.droppedRows += decoded.droppedRows;
    this.stats.frames[frame.ch] += 1;
    this.framesThisSecond += 1;
    this.lastFrameAt = now;
    if (!this.healthy) this.becomeHealthy();
    if (frame.ch !== 'heartbeat') this.route(frame, now);
  }

  private route(frame: RoutedFrame, now: number): void {
    // A book nobody follows any more (its unsub crossed frames on the way) is not counted at all.
    if (frame.ch === 'orderbook' && !this.books.has(frame.key)) return;
    const stream: FeedStream = frame.ch === 'orderbook' ? keyedStream(frame.ch, frame.key) : frame.ch;
    const isResync =
      FULL_PICTURE_CHANNELS.has(frame.ch) ||
      ((frame.ch === 'ticker' || frame.ch === 'orderbook') && frame.snapshot) ||
      (frame.ch === 'trades' && frame.reset) ||
      // The answer to a snapshot request carries the channel's current number, which may be the last seen.
      (this.resyncRequested.has(stream) && frame.seq === this.sequencer.lastSeq(stream));
    const verdict = this.sequencer.observe(stream, frame.seq, isResync);
    this.onFrame?.(frame, verdict);
    if (verdict === 'duplicate') {
      this.stats.duplicates += 1;
      return;
    }
    if (verdict === 'resync') this.resyncRequested.delete(stream);
    if (verdict === 'gap') this.onGap(frame, stream, now);
    if (!fanOut(frame, this.targets, now) && frame.ch === 'orderbook')
      // Deltas without the snapshot they build on (it is on its way, or was lost): ask for it.
      this.requestSnapshot(stream, { op: 'snapshot', ch: 'orderbook', key: frame.key }, now);
  }

  /** Frames were lost: count it and ask for a snapshot; lost trades reset candles. */
  private onGap(frame: RoutedFrame, stream: FeedStream, now: number): void {
    this.gaps += 1;
    if (frame.ch === 'trades') this.tradeRoutes.reset();
    // Notifications in between were lost (a replay no longer possible): every window reads the history.
    if (frame.ch === 'notifications') for (const consumer of this.consumers) consumer.noteNotificationsLost();
    this.requestSnapshot(
      stream,
      frame.ch === 'orderbook'
        ? { op: 'snapshot', ch: frame.ch, key: frame.key }
        : { op: 'snapshot', ch: frame.ch },
      now,
    );
  }

  /** Asks for a snapshot of a stream, once per RESYNC_RETRY_MS. */
  private requestSnapshot(stream: FeedStream, message: ClientMessage, now: number): void {
    const requested = this.resyncRequested.get(stream);
    if (requested !== undefined && now - requested < RESYNC_RETRY_MS) return;
    this.resyncRequested.set(stream, now);
    this.send(message);
  }

  private becomeHealthy(): void {
    this.healthy = true;
    this.everHealthy = true;
    this.status = 'open';
    this.attempt = 0;
    this.nextRetryAt = null;
    if (this.outage) {
      this.outage = false;
      this.reconnects += 1;
      for (const consumer of this.consumers) consumer.noteReconnect();
    }
    this.publish();
  }

  /** The current socket closed (with the server's close code, when it sent one), failed to open, or went silent. */
  private onLost(closeCode?: number): void {
    this.closeSocket();
    const shed = closeCode !== undefined && SHED_CLOSE_CODES.has(closeCode);
    this.sheds = shed ? this.sheds + 1 : 0;
    if (this.healthy) {
      // A working connection dropped: the first retry comes soon. Unless the server shed it (the client
      // flooded it, read too slowly, or the server is full): coming straight back would only repeat that,
      // so it waits as after failed attempts, longer with each shed in a row.
      this.outage = true;
      this.attempt = this.sheds;
    } else {
      this.attempt += 1;
    }
    this.healthy = false;
    const delay = backoffDelay(this.attempt, this.random, this.backoff);
    this.nextRetryAt = this.scheduler.now() + delay;
    this.status =
      this.attempt >= OFFLINE_AFTER_ATTEMPTS ? 'offline' : this.everHealthy ? 'reconnecting' : 'connecting';
    this.retryTimer = this.scheduler.setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
    this.publish();
  }

  private tickWatchdog(): void {
    this.framesPerSecond = this.framesThisSecond;
    this.framesThisSecond = 0;
    if (this.socket) {
      const silence = this.scheduler.now() - this.lastActivity;
      if (silence >= SILENCE_TIMEOUT_MS) this.onLost();
      else if (silence >= PING_AFTER_MS && this.healthy && !this.pinged) {
        this.pinged = true;
        this.send({ op: 'ping' });
      }
    }
    this.publish();
    this.scheduleWatchdog();
  }

  private scheduleWatchdog(): void {
    this.watchdogTimer = this.scheduler.setTimeout(() => {
      this.watchdogTimer = null;
      this.tickWatchdog();
    }, WATCHDOG_MS);
  }

  /** Hands the connection state to consumers when it changed since the last time. */
  private publish(): void {
    const state = this.connection();
    if (sameConnectionState(state, this.published)) return;
    this.published = state;
    for (const consumer of this.consumers) consumer.noteConnection(state);
  }

  private send(message: ClientMessage): void {
    this.socket?.send(JSON.stringify(message));
  }

  private closeSocket(): void {
    this.opened = false;
    if (!this.socket) return;
    const socket = this.socket;
    this.socket = null;
    this.generation += 1;
    socket.close();
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.scheduler.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.nextRetryAt = null;
  }
}
