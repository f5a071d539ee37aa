/**
 * The live feed, socket-agnostic: the heart of workers/core/feed/.
 *
 * This folder holds the pure feed core, with no DOM, React or Pixi, so it runs unchanged in the feed
 * worker, in Node tests and in the bench (the frames it decodes are the contract's, contract/socket.ts):
 *   frame-codec.ts      decodeFrame: hand-written validation, a rejection reason instead of a throw
 *   ticker-table.ts     the ticker table in columns, change sets for mirrors
 *   sequencer.ts        per-channel sequence numbers: in order, duplicate, gap
 *   backoff.ts          reconnect delays
 *   feed-consumer.ts    what one window has not drained yet
 *   feed-session.ts     this file: connect, subscribe, resync, reconnect, fan out to consumers
 *   feed-socket.ts / port-socket.ts / scheduler.ts   the injected socket and time
 *
 * The session owns one socket at a time. It subscribes to its channels (after a reconnect with `since` =
 * the last sequence number seen, so that the server replays what was missed and the sequencer drops the
 * overlap), treats a socket silent for SILENCE_TIMEOUT_MS as dead, reconnects with backoff, asks for a
 * snapshot when a channel skips numbers, and writes every frame into each attached consumer.
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
import type { FeedSocket, FeedSocketFactory } from './feed-socket';
import { decodeFrame, FRAME_REJECTIONS, type FrameRejection } from './frame-codec';
import {
  CHANNELS,
  HEARTBEAT_MS,
  SILENCE_TIMEOUT_MS,
  type Channel,
  type ClientMessage,
  type ServerFrame,
} from '../../../contract/socket';
import { Sequencer, type SequenceVerdict } from './sequencer';
import { systemScheduler, type Scheduler, type TimerId } from './scheduler';
import { TickerTable, type SecondTickerRow } from './ticker-table';

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

/** How often the session checks for silence and refreshes frames per second. */
export const WATCHDOG_MS = 1_000;
/** Silence after which the session pings once before giving up at SILENCE_TIMEOUT_MS. */
export const PING_AFTER_MS = HEARTBEAT_MS + WATCHDOG_MS;
/** A snapshot request still unanswered after this long may be sent again on the next gap. */
export const RESYNC_RETRY_MS = 5_000;

export interface FeedSessionOptions {
  socketFactory: FeedSocketFactory;
  scheduler?: Scheduler;
  channels?: readonly Channel[];
  backoff?: BackoffPolicy;
  /** Random source of the backoff jitter. */
  random?: () => number;
  /** Trades a consumer may hold between drains before its trades reset. */
  maxPendingTrades?: number;
  /** Sees every valid frame (heartbeats aside) with the sequencer's verdict: diagnostics and tests. */
  onFrame?: (frame: ServerFrame, verdict: SequenceVerdict) => void;
}

export interface FeedStats {
  rejections: Record<FrameRejection, number>;
  duplicates: number;
  /** Valid frames by channel (heartbeats included). */
  frames: Record<Channel | 'heartbeat', number>;
}

export class FeedSession {
  /** The source ticker table; windows hold mirrors of it. */
  readonly table = new TickerTable();
  private readonly factory: FeedSocketFactory;
  private readonly scheduler: Scheduler;
  private readonly channels: readonly Channel[];
  private readonly backoff: BackoffPolicy;
  private readonly random: () => number;
  private readonly maxPendingTrades: number | undefined;
  private readonly onFrame: ((frame: ServerFrame, verdict: SequenceVerdict) => void) | undefined;
  private readonly sequencer = new Sequencer();
  private readonly consumers = new Set<FeedConsumer>();
  private readonly resyncRequested = new Map<Channel, number>();
  private readonly stats: FeedStats;

  private socket: FeedSocket | null = null;
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
    this.channels = options.channels ?? CHANNELS;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.random = options.random ?? Math.random;
    this.maxPendingTrades = options.maxPendingTrades;
    this.onFrame = options.onFrame;
    this.stats = {
      rejections: Object.fromEntries(FRAME_REJECTIONS.map((reason) => [reason, 0])) as Record<
        FrameRejection,
        number
      >,
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

  /** A new consumer, seeded with the whole table so that its first drain is a full picture. */
  attach(wake: (urgent: boolean) => void): FeedConsumer {
    const consumer = new FeedConsumer(this.table, wake, this.maxPendingTrades);
    this.consumers.add(consumer);
    consumer.seedFromTable(this.connection());
    return consumer;
  }

  detach(consumer: FeedConsumer): void {
    this.consumers.delete(consumer);
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

  /** Reopens the socket so that a new login cookie applies; the member's asset channel starts afresh. */
  renewSession(): void {
    if (!this.started || this.disposed) return;
    this.sequencer.forget('assetChange');
    this.resyncRequested.delete('assetChange');
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
    this.consumers.clear();
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
        close: () => current() && this.onLost(),
      });
    } catch {
      this.socket = null;
      this.onLost();
    }
  }

  private onOpen(): void {
    this.lastActivity = this.scheduler.now();
    for (const ch of this.channels) {
      const since = this.sequencer.lastSeq(ch);
      this.send(since === undefined ? { op: 'sub', ch } : { op: 'sub', ch, since });
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
    this.stats.frames[frame.ch] += 1;
    this.framesThisSecond += 1;
    this.lastFrameAt = now;
    if (!this.healthy) this.becomeHealthy();
    if (frame.ch !== 'heartbeat') this.route(frame, now);
  }

  private route(frame: Exclude<ServerFrame, { ch: 'heartbeat' }>, now: number): void {
    const isResync =
      FULL_PICTURE_CHANNELS.has(frame.ch) ||
      (frame.ch === 'ticker' && frame.snapshot) ||
      (frame.ch === 'trades' && frame.reset) ||
      // The answer to a snapshot request carries the channel's current number, which may be the last seen.
      (this.resyncRequested.has(frame.ch) && frame.seq === this.sequencer.lastSeq(frame.ch));
    const verdict = this.sequencer.observe(frame.ch, frame.seq, isResync);
    this.onFrame?.(frame, verdict);
    if (verdict === 'duplicate') {
      this.stats.duplicates += 1;
      return;
    }
    if (verdict === 'resync') this.resyncRequested.delete(frame.ch);
    if (verdict === 'gap') this.onGap(frame.ch, now);
    switch (frame.ch) {
      case 'ticker':
        if (frame.snapshot) {
          this.table.applySnapshot(frame.rows);
          for (const consumer of this.consumers) consumer.markSnapshot();
        } else {
          this.table.applyDelta(frame.rows);
        }
        this.spreadDirtySlots(true);
        for (const consumer of this.consumers) consumer.noteFrameTime(frame.t, now);
        return;
      case 'secondTicker':
        this.table.applyRates(frame.rows as SecondTickerRow[]);
        this.spreadDirtySlots(false);
        return;
      case 'trades':
        if (frame.reset) for (const consumer of this.consumers) consumer.resetTrades();
        for (const [key, time, price, quantity, side] of frame.rows) {
          const slot = this.table.ensureSlot(key);
          for (const consumer of this.consumers) consumer.addTrade(slot, time, price, quantity, side);
        }
        for (const consumer of this.consumers) consumer.noteFrameTime(frame.t, now);
        return;
      case 'marketPrice':
      case 'assetChange':
      case 'intro':
        for (const consumer of this.consumers) consumer.pushLowRate(frame);
        return;
    }
  }

  /** Frames were lost: count it and ask for a snapshot (once per RESYNC_RETRY_MS); lost trades reset candles. */
  private onGap(channel: Channel, now: number): void {
    this.gaps += 1;
    if (channel === 'trades') for (const consumer of this.consumers) consumer.resetTrades();
    const requested = this.resyncRequested.get(channel);
    if (requested !== undefined && now - requested < RESYNC_RETRY_MS) return;
    this.resyncRequested.set(channel, now);
    this.send({ op: 'snapshot', ch: channel });
  }

  private spreadDirtySlots(urgent: boolean): void {
    const dirty = this.table.takeDirty();
    for (const consumer of this.consumers) consumer.markSlots(dirty, urgent);
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

  /** The current socket closed, failed to open, or went silent. */
  private onLost(): void {
    this.closeSocket();
    if (this.healthy) {
      // A working connection dropped: the first retry comes soon.
      this.outage = true;
      this.attempt = 0;
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
