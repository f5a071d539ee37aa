/**
 * The main thread's side of the live feed (FeedClient of feed-types.ts). One client per window, over
 * the shared feed worker. It keeps the ticker mirror the renderers read, and drains the worker at most
 * once per animation frame, only after the worker said there is something new: the first wake-up of a
 * frame drains at once (so the data lands before that frame paints), later ones wait for the next frame.
 * Nothing runs while the feed is idle. On pagehide it lets go of its port (the shared worker drops this
 * window's consumer); a page restored from the back/forward cache attaches again with an empty mirror,
 * and its first change set is a full snapshot.
 *
 * Trade routes (`tradePort`): each is one coin's trades posted by the worker straight into a port the
 * window hands over, the only way trades reach a window: a chart's go from the feed worker to its chart
 * worker without this thread, the recent trades panel reads its coin's here, and no other coin's trades
 * come. The client names each route, opens it in the worker with a fresh MessageChannel whenever the
 * port to the worker is opened, and gives the caller the other end each time.
 *
 * Order books: the window follows a coin's book in the worker while it has listeners for it (counted
 * here, so the worker hears once per coin), keeps the latest whole book of each, and hands a new
 * listener that book at once. Followed coins are followed again whenever the port is opened again.
 *
 * Notifications: every window gets the member's notifications and unread count with its drains (its bell
 * and its list, `onNotifications`); the worker pushes each frame's notifications to one window to show
 * (`onNotificationShow`: the toast, the sound, the OS notification), chosen from the focus each window
 * reports here on attach, focus, blur and visibilitychange (workers/core/feed/notification-choice.ts).
 * The window answers the worker once its listeners took the show; with no listener (the app's
 * notifications are not mounted in it) it refuses, and the worker asks the next window. Where there is no
 * SharedWorker the windows elect the one that shows (show-election.ts).
 */
import type {
  AlgoOrderRow,
  CreditStatus,
  DrawingChange,
  OrderBookSnapshot,
  OrderEvent,
} from '../../contract';
import type { LayoutSummary } from '../../contract/layout-names';
import type { CoinKey } from '../../contract/markets';
import { socketUrl } from './config';
import type {
  ChangeSetTiming,
  ConnectionState,
  FeedChangeSet,
  FeedClient,
  LowRateFrame,
  NotificationShowListener,
} from './feed-types';
import { workerFeedTransport, type FeedPortHandle, type FeedTransport } from './feed-transport';
import { initialConnectionState } from '../../workers/core/feed/connection-state';
import type { FeedDrain, NotificationsDrain } from '../../workers/core/feed/feed-consumer';
import type { NotificationShow, PresenceReport } from '../../workers/core/feed/notification-router';
import { everyWindowShows, lockElection, type ShowElection, type ShowLocks } from './show-election';
import { decodeBooks } from '../../workers/core/feed/order-book';
import { TickerTable } from '../../workers/core/feed/ticker-table';

export interface FeedClientOptions {
  /** Defaults to requestAnimationFrame. */
  requestFrame?: (callback: () => void) => number;
  cancelFrame?: (id: number) => void;
  /** Epoch clock of appliedAt; defaults to performance.timeOrigin + performance.now(). */
  now?: () => number;
  /** Where pagehide/pageshow come from; defaults to window, null for none. */
  lifecycle?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** Called once the client is disposed. */
  onDispose?: () => void;
  /** Where this window's focus and visibility come from; defaults to the window's, null for none. */
  presence?: PresenceSource | null;
  /** Whether this window is the one that shows notifications; defaults to always (the worker chose it). */
  election?: ShowElection;
}

/** This window's focus and visibility, and their changes. */
export interface PresenceSource {
  read(): PresenceReport;
  /** Calls `onChange` on focus, blur and visibilitychange; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** The window's own: document.hasFocus() and visibilityState, on focus, blur and visibilitychange. */
export function windowPresence(): PresenceSource {
  return {
    read: () => ({ focused: document.hasFocus(), visible: document.visibilityState === 'visible' }),
    subscribe(onChange) {
      window.addEventListener('focus', onChange);
      window.addEventListener('blur', onChange);
      document.addEventListener('visibilitychange', onChange);
      return () => {
        window.removeEventListener('focus', onChange);
        window.removeEventListener('blur', onChange);
        document.removeEventListener('visibilitychange', onChange);
      };
    },
  };
}

const NO_SLOTS = new Int32Array(0);

/** Calls every listener; one that throws is reported without keeping the others from their turn. */
function notify<T>(listeners: ReadonlySet<(value: T) => void>, value: T): void {
  for (const listener of listeners) {
    try {
      listener(value);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

function subscribe<T>(listeners: Set<T>, listener: T): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

class WorkerFeedClient implements FeedClient {
  readonly tickers = new TickerTable();
  private readonly changeListeners = new Set<(changes: FeedChangeSet) => void>();
  private readonly lowRateListeners = new Set<(frame: LowRateFrame) => void>();
  private readonly connectionListeners = new Set<(state: ConnectionState) => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly bookListeners = new Map<CoinKey, Set<(book: OrderBookSnapshot) => void>>();
  /** The latest whole book of each coin with listeners. */
  private readonly books = new Map<CoinKey, OrderBookSnapshot>();
  private readonly orderListeners = new Set<(events: readonly OrderEvent[]) => void>();
  private readonly algoOrderListeners = new Set<(rows: readonly AlgoOrderRow[]) => void>();
  private readonly creditListeners = new Set<(status: CreditStatus) => void>();
  private readonly drawingListeners = new Set<(changes: readonly DrawingChange[]) => void>();
  private readonly layoutListeners = new Set<(layouts: readonly LayoutSummary[]) => void>();
  private readonly notificationListeners = new Set<(notifications: NotificationsDrain) => void>();
  private readonly showListeners = new Set<NotificationShowListener>();
  private readonly presence: PresenceSource | null;
  private readonly election: ShowElection;
  private readonly stopPresence: () => void;
  /** Trade routes by id: the coin and who takes each new port. */
  private readonly tradeRoutes = new Map<number, { key: CoinKey; onPort: (port: MessagePort) => void }>();
  private nextTradeRoute = 1;
  private readonly requestFrame: (callback: () => void) => number;
  private readonly cancelFrame: (id: number) => void;
  private readonly now: () => number;
  private readonly lifecycle: FeedClientOptions['lifecycle'];
  private state: ConnectionState = initialConnectionState();
  private handle: FeedPortHandle | null = null;
  private opening: Promise<FeedPortHandle | null> | null = null;
  private frameId: number | null = null;
  private draining = false;
  /** This animation frame already had its drain. */
  private drainedThisFrame = false;
  /** The worker woke us and we have not drained since. */
  private wanted = false;
  private disposed = false;

  constructor(
    private readonly transport: FeedTransport,
    private readonly options: FeedClientOptions,
  ) {
    this.requestFrame = options.requestFrame ?? ((callback) => globalThis.requestAnimationFrame(callback));
    this.cancelFrame = options.cancelFrame ?? ((id) => globalThis.cancelAnimationFrame(id));
    this.now = options.now ?? (() => performance.timeOrigin + performance.now());
    this.lifecycle = options.lifecycle === undefined ? globalThis.window : options.lifecycle;
    this.lifecycle?.addEventListener('pagehide', this.onPageHide);
    this.lifecycle?.addEventListener('pageshow', this.onPageShow);
    this.presence =
      options.presence === undefined ? (globalThis.document ? windowPresence() : null) : options.presence;
    this.election = options.election ?? everyWindowShows;
    this.stopPresence = this.presence?.subscribe(this.reportPresence) ?? (() => undefined);
    this.open();
  }

  onChanges(listener: (changes: FeedChangeSet) => void): () => void {
    return subscribe(this.changeListeners, listener);
  }

  onLowRate(listener: (frame: LowRateFrame) => void): () => void {
    return subscribe(this.lowRateListeners, listener);
  }

  onConnection(listener: (state: ConnectionState) => void): () => void {
    return subscribe(this.connectionListeners, listener);
  }

  orderBook(key: CoinKey, listener: (book: OrderBookSnapshot) => void): () => void {
    let listeners = this.bookListeners.get(key);
    if (!listeners) {
      listeners = new Set();
      this.bookListeners.set(key, listeners);
      this.handle?.followBook(key);
    }
    listeners.add(listener);
    const current = this.books.get(key);
    if (current) notify(new Set([listener]), current);
    const held = listeners;
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      held.delete(listener);
      if (held.size > 0 || this.bookListeners.get(key) !== held) return;
      this.bookListeners.delete(key);
      this.books.delete(key);
      this.handle?.unfollowBook(key);
    };
  }

  tradePort(key: CoinKey, onPort: (port: MessagePort) => void): () => void {
    const id = this.nextTradeRoute++;
    const route = { key, onPort };
    this.tradeRoutes.set(id, route);
    if (this.handle) this.openTradeRoute(this.handle, id, route);
    return () => {
      if (this.tradeRoutes.delete(id)) this.handle?.closeTrades(id);
    };
  }

  onOrders(listener: (events: readonly OrderEvent[]) => void): () => void {
    return subscribe(this.orderListeners, listener);
  }

  onAlgoOrders(listener: (rows: readonly AlgoOrderRow[]) => void): () => void {
    return subscribe(this.algoOrderListeners, listener);
  }

  onCredit(listener: (status: CreditStatus) => void): () => void {
    return subscribe(this.creditListeners, listener);
  }

  onDrawings(listener: (changes: readonly DrawingChange[]) => void): () => void {
    return subscribe(this.drawingListeners, listener);
  }

  onLayouts(listener: (layouts: readonly LayoutSummary[]) => void): () => void {
    return subscribe(this.layoutListeners, listener);
  }

  onNotifications(listener: (notifications: NotificationsDrain) => void): () => void {
    return subscribe(this.notificationListeners, listener);
  }

  onNotificationShow(listener: NotificationShowListener): () => void {
    return subscribe(this.showListeners, listener);
  }

  onReconnect(listener: () => void): () => void {
    return subscribe(this.reconnectListeners, listener);
  }

  connection(): ConnectionState {
    return { ...this.state };
  }

  retryNow(): void {
    if (!this.opening && !this.disposed) this.open();
    void this.opening?.then((handle) => handle?.retryNow());
  }

  renewSession(): void {
    void this.opening?.then((handle) => handle?.renewSession());
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.lifecycle?.removeEventListener('pagehide', this.onPageHide);
    this.lifecycle?.removeEventListener('pageshow', this.onPageShow);
    this.stopPresence();
    this.election.dispose();
    this.release();
    this.changeListeners.clear();
    this.lowRateListeners.clear();
    this.connectionListeners.clear();
    this.reconnectListeners.clear();
    this.bookListeners.clear();
    this.books.clear();
    this.orderListeners.clear();
    this.creditListeners.clear();
    this.drawingListeners.clear();
    this.layoutListeners.clear();
    this.notificationListeners.clear();
    this.showListeners.clear();
    this.tradeRoutes.clear();
    this.options.onDispose?.();
  }

  private readonly onPageHide = () => this.release();

  private readonly onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted && !this.handle && !this.opening && !this.disposed) {
      this.tickers.clear();
      this.books.clear();
      this.open();
    }
  };

  private readonly wake = () => {
    this.wanted = true;
    this.pump();
  };

  /**
   * The worker chose this window: its listeners show it, or the worker is told to choose another (none
   * listens, or every listener answered that it cannot show it now).
   */
  private readonly show = (show: NotificationShow) => {
    if (this.disposed || this.showListeners.size === 0)
      throw new Error('this window does not show notifications');
    if (!this.election.elected) return;
    let taken = false;
    for (const listener of this.showListeners) if (listener(show) !== false) taken = true;
    if (!taken) throw new Error('this window cannot show notifications now');
  };

  private readonly reportPresence = () => {
    if (!this.presence) return;
    const report = this.presence.read();
    if (report.focused && report.visible) this.election.claim();
    this.handle?.reportPresence(report);
  };

  private open(): void {
    const opening = this.transport.open({ wake: this.wake, show: this.show }).then(
      (handle) => {
        if (this.opening !== opening) {
          handle.close();
          return null;
        }
        this.handle = handle;
        this.reportPresence();
        for (const key of this.bookListeners.keys()) handle.followBook(key);
        for (const [id, route] of this.tradeRoutes) this.openTradeRoute(handle, id, route);
        this.pump();
        return handle;
      },
      () => {
        // The worker did not start: say so, the retry dialog is the user's way out.
        if (this.opening === opening) this.opening = null;
        this.state = { ...this.state, status: 'offline' };
        notify(this.connectionListeners, this.connection());
        return null;
      },
    );
    this.opening = opening;
  }

  /** A fresh channel for route `id`: one end to the worker, the other to whoever takes the trades. */
  private openTradeRoute(
    handle: FeedPortHandle,
    id: number,
    route: { key: CoinKey; onPort: (port: MessagePort) => void },
  ): void {
    const { port1, port2 } = new MessageChannel();
    handle.openTrades(id, route.key, port1);
    notify(new Set([route.onPort]), port2);
  }

  /** Lets go of the port: the worker drops this window's consumer. */
  private release(): void {
    if (this.frameId !== null) this.cancelFrame(this.frameId);
    this.frameId = null;
    this.handle?.close();
    this.handle = null;
    this.opening = null;
    this.wanted = false;
    this.drainedThisFrame = false;
  }

  /** Drains now if this frame has not drained yet, else on the next animation frame. */
  private pump(): void {
    if (!this.wanted || !this.handle || this.draining || this.disposed) return;
    if (this.drainedThisFrame) {
      this.requestNextFrame();
      return;
    }
    this.drainedThisFrame = true;
    this.requestNextFrame();
    void this.drain(this.handle);
  }

  private requestNextFrame(): void {
    if (this.frameId !== null) return;
    this.frameId = this.requestFrame(() => {
      this.frameId = null;
      this.drainedThisFrame = false;
      this.pump();
    });
  }

  private async drain(handle: FeedPortHandle): Promise<void> {
    this.wanted = false;
    this.draining = true;
    let drain: FeedDrain;
    try {
      drain = await handle.drain();
    } catch {
      // The port closed under us (pagehide, dispose): nothing to apply.
      return;
    } finally {
      this.draining = false;
    }
    if (handle !== this.handle) return;
    this.apply(drain);
    this.pump();
  }

  private apply(drain: FeedDrain): void {
    const { ticker } = drain;
    if (ticker) this.tickers.applyChanges(ticker);
    const appliedAt = this.now();
    const changed =
      drain.snapshot || (ticker !== null && (ticker.slots.length > 0 || ticker.keys.length > 0));
    if (changed) {
      const timing: ChangeSetTiming | undefined = drain.timing ? { ...drain.timing, appliedAt } : undefined;
      notify(this.changeListeners, {
        tickerSlots: ticker?.slots ?? NO_SLOTS,
        snapshot: drain.snapshot,
        timing,
      });
    }
    if (drain.connection) {
      this.state = drain.connection;
      notify(this.connectionListeners, { ...drain.connection });
    }
    if (drain.books)
      for (const book of decodeBooks(drain.books)) {
        const listeners = this.bookListeners.get(book.key);
        // A coin let go while its book was on the way is dropped.
        if (!listeners) continue;
        this.books.set(book.key, book);
        notify(listeners, book);
      }
    if (drain.reconnected) notify(this.reconnectListeners, undefined);
    for (const frame of drain.lowRate) notify(this.lowRateListeners, frame);
    if (drain.orders.length > 0) notify(this.orderListeners, drain.orders);
    if (drain.algoOrders.length > 0) notify(this.algoOrderListeners, drain.algoOrders);
    if (drain.credit) notify(this.creditListeners, drain.credit);
    if (drain.drawings.length > 0) notify(this.drawingListeners, drain.drawings);
    if (drain.layouts) notify(this.layoutListeners, drain.layouts);
    if (drain.notifications) notify(this.notificationListeners, drain.notifications);
  }
}

/** A feed client over any transport (tests pass an in-thread session or a worker with a stand-in exchange). */
export function createFeedClient(transport: FeedTransport, options: FeedClientOptions = {}): FeedClient {
  return new WorkerFeedClient(transport, options);
}

let windowClient: FeedClient | null = null;

/** This window's feed client, created on first use: the SharedWorker's, or a dedicated worker's where there is none. */
export function getFeedClient(): FeedClient {
  if (!windowClient) {
    const kind = typeof SharedWorker === 'function' ? 'shared' : 'dedicated';
    const locks = (navigator as { locks?: ShowLocks }).locks;
    const client: FeedClient = createFeedClient(workerFeedTransport({ url: socketUrl() }, kind), {
      // One worker per window: the windows elect the one that shows notifications (show-election.ts).
      election: kind === 'dedicated' && locks ? lockElection(locks, document.hasFocus()) : undefined,
      onDispose: () => {
        if (windowClient === client) windowClient = null;
      },
    });
    windowClient = client;
  }
  return windowClient;
}
