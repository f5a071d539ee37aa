/**
 * What one window (one port of the shared worker) has not seen yet. The session writes every decoded
 * frame into each consumer; the window drains its consumer once per animation frame and gets one compact
 * change set, however many frames arrived in between. A consumer wakes its window once when it goes from
 * clean to dirty, so an idle feed costs the window nothing. Wake-ups say whether they are urgent (ticks,
 * order books) or can ride along with the next urgent one (low-rate frames, rates, connection state), so
 * that a once-a-second frame does not take the animation frame's drain from the ticks right behind it.
 *
 * A window follows the order books it shows (`follow`); a drain carries each followed book that changed
 * since the previous drain, whole, the member's order events that came in between, the member's
 * latest credit status (each credit frame is the whole status, so only the newest is kept) and the
 * member's drawing changes, merged per drawing (drawing-changes.ts), the member's latest list of named
 * layouts (each layouts frame is the whole list, as credit's), and the member's notifications with
 * the newest unread count (the bell and the panel list of every window; which window shows one is
 * notification-router.ts's).
 *
 * Trades are not in a drain: a window takes only the trades of the coins it shows, through trade routes
 * (trade-routes.ts), so the worker copies, and the window receives, no other coin's trades.
 */
import type { ConnectionState } from './connection-state';
import type { CoinKey } from '../../../contract/markets';
import type {
  AssetChangeFrame,
  DrawingChange,
  IntroFrame,
  MarketPriceFrame,
  OrderEvent,
} from '../../../contract/socket';
import type { CreditStatus } from '../../../contract/credit-status';
import type { AlgoOrderRow } from '../../../contract/algo-orders';
import type { LayoutSummary } from '../../../contract/layout-names';
import { NOTIFICATION_PAGE_SIZE, type Notification } from '../../../contract/notifications';
import { PendingDrawingChanges } from './drawing-changes';
import { encodeBooks, type BookColumns, type OrderBook } from './order-book';
import type { TickerChanges, TickerTable } from './ticker-table';

/** Frames passed on as they are (re-exported by src/api/feed-types.ts). */
export type LowRateFrame = AssetChangeFrame | IntroFrame | MarketPriceFrame;

/** Clocks of the newest ticker frame in a change set, ms since epoch: its server time and when the worker got it. */
export interface FrameTiming {
  /** Server time `t` of the newest ticker frame. */
  serverTime: number;
  /** Server time of the oldest frame folded into the same change set. */
  oldestServerTime: number;
  /** When the worker received the newest frame. */
  receivedAt: number;
}

/**
 * The member's notifications a window has not drained: those that came, oldest first, the newest unread
 * count, and whether the window must read the history again (frames were lost: a gap in the channel's
 * numbers, a new login, or more came than a window holds while it does not drain).
 */
export interface NotificationsDrain {
  added: Notification[];
  /** The count unread after the newest frame; null when no frame came (a resync alone). */
  unread: number | null;
  resync: boolean;
}

/** One drain: everything a window has not seen since its previous drain. Typed arrays are fresh (transferable). */
export interface FeedDrain {
  /** Changed slots and keys added since the window's previous drain; null when none. */
  ticker: TickerChanges | null;
  /** A snapshot replaced the table (or this is the window's first drain of a filled table). */
  snapshot: boolean;
  lowRate: LowRateFrame[];
  /** The followed books that changed, whole; null when none did. */
  books: BookColumns | null;
  /** The member's order events since the previous drain, oldest first. */
  orders: OrderEvent[];
  /** The member's newest credit status since the previous drain, else null. */
  credit: CreditStatus | null;
  /** The member's drawing changes since the previous drain, merged per drawing (PendingDrawingChanges). */
  drawings: DrawingChange[];
  /** The member's newest list of named layouts since the previous drain, else null. */
  layouts: LayoutSummary[] | null;
  /** The member's parent orders (TWAP, split) that changed since the previous drain, the newest of each. */
  algoOrders: AlgoOrderRow[];
  /** The member's notifications since the previous drain; null when none came and no resync is due. */
  notifications: NotificationsDrain | null;
  /** The connection state when it changed since the previous drain, else null. */
  connection: ConnectionState | null;
  /** The socket came back from an outage since the previous drain. */
  reconnected: boolean;
  timing: FrameTiming | null;
}

/** Low-rate frames one consumer may have waiting; the oldest go first (intro is a full picture anyway). */
export const MAX_PENDING_LOW_RATE = 128;
/** Order events one consumer may have waiting (a window that stopped drawing); the oldest go first. */
export const MAX_PENDING_ORDER_EVENTS = 1_000;
/**
 * Notifications one consumer may have waiting: a page of the history. Past it the oldest go and the window
 * reads the history again when it drains (the page it reads holds them).
 */
export const MAX_PENDING_NOTIFICATIONS = NOTIFICATION_PAGE_SIZE;

/** The buffers of a drain, for a zero-copy postMessage. */
export function drainTransferables(drain: FeedDrain): ArrayBuffer[] {
  const views: ArrayBufferView[] = [];
  if (drain.ticker) views.push(drain.ticker.slots, drain.ticker.values);
  if (drain.books) views.push(drain.books.counts, drain.books.levels);
  return views
    .map((view) => view.buffer)
    .filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer);
}

export class FeedConsumer {
  private dirtyFlags = new Uint8Array(64);
  private dirtyList: number[] = [];
  private knownSize = 0;
  private snapshot = false;
  private lowRate: LowRateFrame[] = [];
  private readonly followed = new Set<CoinKey>();
  private readonly changedBooks = new Set<CoinKey>();
  private orders: OrderEvent[] = [];
  private credit: CreditStatus | null = null;
  private readonly drawings = new PendingDrawingChanges();
  private layouts: LayoutSummary[] | null = null;
  /** By algoId: a parent's newer row replaces its older one, so what waits is bounded by the member's parents. */
  private algoOrders = new Map<number, AlgoOrderRow>();
  private notifications: NotificationsDrain | null = null;
  private connection: ConnectionState | null = null;
  private reconnected = false;
  private timing: FrameTiming | null = null;
  private awake = false;
  private awakeUrgent = false;

  constructor(
    private readonly table: TickerTable,
    /** The books the session keeps, by coin. */
    private readonly books: ReadonlyMap<CoinKey, OrderBook>,
    private readonly wake: (urgent: boolean) => void,
  ) {}

  /** Marks the whole table as unseen: the first drain of a new window carries a full picture. */
  seedFromTable(state: ConnectionState): void {
    for (let slot = 0; slot < this.table.size; slot += 1) this.markSlot(slot);
    if (this.table.size > 0) this.snapshot = true;
    this.connection = state;
    this.touch(true);
  }

  markSlots(slots: ArrayLike<number>, urgent: boolean): void {
    for (let i = 0; i < slots.length; i += 1) this.markSlot(slots[i]!);
    if (slots.length > 0) this.touch(urgent);
  }

  markSnapshot(): void {
    this.snapshot = true;
    this.touch(true);
  }

  pushLowRate(frame: LowRateFrame): void {
    if (frame.ch === 'intro') this.lowRate = this.lowRate.filter((queued) => queued.ch !== 'intro');
    this.lowRate.push(frame);
    if (this.lowRate.length > MAX_PENDING_LOW_RATE) this.lowRate.shift();
    this.touch(false);
  }

  /** Starts following a coin's book (its current one comes with the next drain); false if it already did. */
  follow(key: CoinKey): boolean {
    if (this.followed.has(key)) return false;
    this.followed.add(key);
    if (this.books.get(key)?.hasSnapshot) this.markBook(key);
    return true;
  }

  /** Stops following a coin's book; false if it did not. */
  unfollow(key: CoinKey): boolean {
    this.changedBooks.delete(key);
    return this.followed.delete(key);
  }

  followedBooks(): CoinKey[] {
    return [...this.followed];
  }

  markBook(key: CoinKey): void {
    if (!this.followed.has(key)) return;
    this.changedBooks.add(key);
    this.touch(true);
  }

  pushOrders(events: readonly OrderEvent[]): void {
    if (events.length === 0) return;
    this.orders.push(...events);
    if (this.orders.length > MAX_PENDING_ORDER_EVENTS)
      this.orders.splice(0, this.orders.length - MAX_PENDING_ORDER_EVENTS);
    this.touch(false);
  }

  pushAlgoOrders(rows: readonly AlgoOrderRow[]): void {
    if (rows.length === 0) return;
    for (const row of rows) this.algoOrders.set(row.algoId, row);
    this.touch(false);
  }

  pushCredit(status: CreditStatus): void {
    this.credit = status;
    this.touch(false);
  }

  pushDrawings(changes: readonly DrawingChange[]): void {
    if (changes.length === 0) return;
    for (const change of changes) this.drawings.push(change);
    this.touch(false);
  }

  pushLayouts(layouts: LayoutSummary[]): void {
    this.layouts = layouts;
    this.touch(false);
  }

  /** A notifications frame: its notifications (maybe none) and the count unread after it. */
  pushNotifications(notifications: readonly Notification[], unread: number): void {
    const pending = (this.notifications ??= { added: [], unread: null, resync: false });
    pending.added.push(...notifications);
    pending.unread = unread;
    if (pending.added.length > MAX_PENDING_NOTIFICATIONS) {
      pending.added.splice(0, pending.added.length - MAX_PENDING_NOTIFICATIONS);
      pending.resync = true;
    }
    this.touch(false);
  }

  /** Notifications were lost on the way: the window reads the history again. */
  noteNotificationsLost(): void {
    (this.notifications ??= { added: [], unread: null, resync: false }).resync = true;
    this.touch(false);
  }

  noteConnection(state: ConnectionState): void {
    this.connection = state;
    this.touch(false);
  }

  noteReconnect(): void {
    this.reconnected = true;
    this.touch(false);
  }

  noteFrameTime(serverTime: number, receivedAt: number): void {
    const oldest = this.timing ? this.timing.oldestServerTime : serverTime;
    this.timing = { serverTime, oldestServerTime: oldest, receivedAt };
  }

  drain(): FeedDrain {
    this.awake = false;
    this.awakeUrgent = false;
    const hasTicker = this.dirtyList.length > 0 || this.table.size > this.knownSize;
    const ticker = hasTicker ? this.table.encode(this.dirtyList, this.knownSize) : null;
    for (const slot of this.dirtyList) this.dirtyFlags[slot] = 0;
    this.dirtyList = [];
    this.knownSize = this.table.size;
    const changedBooks: OrderBook[] = [];
    for (const key of this.changedBooks) {
      const book = this.books.get(key);
      if (book) changedBooks.push(book);
    }
    this.changedBooks.clear();
    const drain: FeedDrain = {
      ticker,
      snapshot: this.snapshot,
      lowRate: this.lowRate,
      books: changedBooks.length > 0 ? encodeBooks(changedBooks) : null,
      orders: this.orders,
      credit: this.credit,
      drawings: this.drawings.isEmpty ? [] : this.drawings.take(),
      layouts: this.layouts,
      algoOrders: this.algoOrders.size === 0 ? [] : [...this.algoOrders.values()],
      notifications: this.notifications,
      connection: this.connection,
      reconnected: this.reconnected,
      timing: this.timing,
    };
    this.snapshot = false;
    this.lowRate = [];
    this.orders = [];
    if (this.algoOrders.size > 0) this.algoOrders = new Map();
    this.credit = null;
    this.layouts = null;
    this.notifications = null;
    this.connection = null;
    this.reconnected = false;
    this.timing = null;
    return drain;
  }

  private markSlot(slot: number): void {
    if (slot >= this.dirtyFlags.length) {
      const flags = new Uint8Array(Math.max(slot + 1, this.dirtyFlags.length * 2));
      flags.set(this.dirtyFlags);
      this.dirtyFlags = flags;
    }
    if (this.dirtyFlags[slot] === 1) return;
    this.dirtyFlags[slot] = 1;
    this.dirtyList.push(slot);
  }

  /** Wakes the window on the first change since its drain, and again if the first was not urgent and this is. */
  private touch(urgent: boolean): void {
    if (this.awake && (this.awakeUrgent || !urgent)) return;
    this.awake = true;
    this.awakeUrgent = urgent;
    this.wake(urgent);
  }
}
