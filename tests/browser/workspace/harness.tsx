/**
 * Test harness for the workspace: a FeedClient fake driven by the test (ticker values, change sets,
 * connection states, trade routes), a mounting helper over react-dom/client, the app's dialogs beside
 * what opens one, and trackers for what must not leak (window/document listeners, resize observers,
 * broadcast channels, intervals).
 */
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { TickerField } from '../../../contract';
import { TICKER_FIELDS } from '../../../contract';
import type {
  ConnectionState,
  FeedChangeSet,
  FeedClient,
  LowRateFrame,
  NotificationShow,
  NotificationShowListener,
  NotificationsDrain,
  TradeBatch,
} from '../../../src/api/feed-types';
import type {
  CreditStatus,
  DrawingChange,
  MarketInfo,
  OrderBookSnapshot,
  OrderEvent,
  AlgoOrderRow,
} from '../../../contract';
import { registerAppDialogs } from '../../../src/app/dialogs';
import { initI18n } from '../../../src/i18n';
import { DialogManager } from '../../../src/shell';
import type { LayoutSummary } from '../../../contract/layout-names';
import type { CoinKey } from '../../../contract/markets';
import { initialConnectionState } from '../../../workers/core/feed/connection-state';
import { TickerTable } from '../../../workers/core/feed/ticker-table';
import { portOutlet, type TradeOutlet } from '../../../workers/core/feed/trade-routes';
import { tickerChanges } from '../../fixtures/feed';
import { COINS } from '../../unit/features/coin-list/fixtures';
import { envelope, stubApi, type Route } from '../shell/harness';

/** Every market open, as GET markets answers on a trading day. */
export const OPEN_MARKETS: MarketInfo[] = [
  { marketSymbol: 'KRW', crncCd: 'C0100', isBeta: false, isOpen: true },
  { marketSymbol: 'BTC', crncCd: 'C0101', isBeta: false, isOpen: true },
  { marketSymbol: 'USDT', crncCd: 'C0106', isBeta: true, isOpen: true },
];

/**
 * Answers the REST calls the default layout's panels make besides the chart's candles (`candlesRoute` of
 * the chart harness, which imports this file: the test passes it in `routes`): the catalogue (coin list,
 * order panel) and the markets (order panel). Member-only calls (assets, orders) are the test's to add
 * too; the rest answer a JSON 404 as the shell harness does.
 */
export function stubWorkspaceApi(routes: Record<string, Route> = {}) {
  return stubApi({
    'GET /v1/coins': () => envelope(COINS),
    'GET /v1/markets': () => envelope(OPEN_MARKETS),
    ...routes,
  });
}

/** The real ticker table, with a test's way to write a coin's values directly. */
class FakeTickers extends TickerTable {
  /** Writes values for a coin, adding its slot (values 0, layout bumped) when it is new. */
  write(key: CoinKey, values: Partial<Record<TickerField, number>>): number {
    const isNew = this.slotOf(key) === undefined;
    const slot = this.ensureSlot(key);
    if (isNew) for (const field of TICKER_FIELDS) this.column(field)[slot] = 0;
    for (const [field, value] of Object.entries(values)) this.column(field as TickerField)[slot] = value;
    return slot;
  }
}

interface FakeTradeRoute {
  outlet: TradeOutlet;
  readonly onPort: (port: MessagePort) => void;
}

/** A fresh channel for a route: the feed's end as an outlet, the other end to its taker. */
function connectRoute(onPort: (port: MessagePort) => void): TradeOutlet {
  const { port1, port2 } = new MessageChannel();
  onPort(port2);
  return portOutlet(port1);
}

export class FakeFeed implements FeedClient {
  readonly tickers = new FakeTickers();
  private readonly changeListeners = new Set<(changes: FeedChangeSet) => void>();
  private readonly connectionListeners = new Set<(state: ConnectionState) => void>();
  private readonly lowRateListeners = new Set<(frame: LowRateFrame) => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly bookListeners = new Map<CoinKey, Set<(book: OrderBookSnapshot) => void>>();
  private readonly books = new Map<CoinKey, OrderBookSnapshot>();
  private readonly orderListeners = new Set<(events: readonly OrderEvent[]) => void>();
  private readonly algoOrderListeners = new Set<(rows: readonly AlgoOrderRow[]) => void>();
  private readonly creditListeners = new Set<(status: CreditStatus) => void>();
  private readonly drawingListeners = new Set<(changes: readonly DrawingChange[]) => void>();
  private readonly layoutListeners = new Set<(layouts: readonly LayoutSummary[]) => void>();
  private readonly notificationListeners = new Set<(notifications: NotificationsDrain) => void>();
  private readonly showListeners = new Set<NotificationShowListener>();
  /** The open trade routes by coin: the feed's end of each, and who takes a new port. */
  private readonly tradeRoutes = new Map<CoinKey, Set<FakeTradeRoute>>();
  private state: ConnectionState = initialConnectionState();

  tradePort(key: CoinKey, onPort: (port: MessagePort) => void): () => void {
    const route: FakeTradeRoute = { outlet: connectRoute(onPort), onPort };
    let routes = this.tradeRoutes.get(key);
    if (!routes) this.tradeRoutes.set(key, (routes = new Set()));
    routes.add(route);
    return () => {
      if (!routes.delete(route)) return;
      if (routes.size === 0 && this.tradeRoutes.get(key) === routes) this.tradeRoutes.delete(key);
      route.outlet.close();
    };
  }

  /** Posts a batch of a coin's trades into each of its routes, as the feed worker would. */
  postTrades(key: CoinKey, batch: Omit<TradeBatch, 'slot'>): void {
    for (const route of this.tradeRoutes.get(key) ?? [])
      route.outlet.post({ ...structuredClone(batch), slot: new Int32Array(batch.time.length) });
  }

  /** Routes open for a coin (0 once its last taker closed it). */
  tradeRouteCount(key: CoinKey): number {
    return this.tradeRoutes.get(key)?.size ?? 0;
  }

  /** Every route gets a new port, as when the window attaches to the worker again (the old ports close). */
  reattachTrades(): void {
    for (const routes of this.tradeRoutes.values())
      for (const route of routes) {
        route.outlet.close();
        route.outlet = connectRoute(route.onPort);
      }
  }

  orderBook(key: CoinKey, listener: (book: OrderBookSnapshot) => void): () => void {
    let listeners = this.bookListeners.get(key);
    if (!listeners) this.bookListeners.set(key, (listeners = new Set()));
    listeners.add(listener);
    const current = this.books.get(key);
    if (current) listener(current);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.bookListeners.delete(key);
    };
  }

  /** Delivers a whole book of a coin, as the worker would after applying frames. */
  setOrderBook(book: OrderBookSnapshot): void {
    this.books.set(book.key, book);
    for (const listener of this.bookListeners.get(book.key) ?? []) listener(book);
  }

  onOrders(listener: (events: readonly OrderEvent[]) => void): () => void {
    this.orderListeners.add(listener);
    return () => this.orderListeners.delete(listener);
  }

  emitOrders(events: readonly OrderEvent[]): void {
    for (const listener of this.orderListeners) listener(events);
  }

  onAlgoOrders(listener: (rows: readonly AlgoOrderRow[]) => void): () => void {
    this.algoOrderListeners.add(listener);
    return () => this.algoOrderListeners.delete(listener);
  }

  /** Delivers the member's changed parent orders, as the orders channel would. */
  emitAlgoOrders(rows: readonly AlgoOrderRow[]): void {
    for (const listener of this.algoOrderListeners) listener(rows);
  }

  onCredit(listener: (status: CreditStatus) => void): () => void {
    this.creditListeners.add(listener);
    return () => this.creditListeners.delete(listener);
  }

  /** Delivers a credit status, as the worker would after a credit frame. */
  emitCredit(status: CreditStatus): void {
    for (const listener of this.creditListeners) listener(status);
  }

  onDrawings(listener: (changes: readonly DrawingChange[]) => void): () => void {
    this.drawingListeners.add(listener);
    return () => this.drawingListeners.delete(listener);
  }

  onLayouts(listener: (layouts: readonly LayoutSummary[]) => void): () => void {
    this.layoutListeners.add(listener);
    return () => this.layoutListeners.delete(listener);
  }

  /** Hands every layouts listener the member's list, as the layouts channel does. */
  emitLayouts(layouts: readonly LayoutSummary[]): void {
    for (const listener of this.layoutListeners) listener(layouts);
  }

  /** Delivers the member's drawing changes, as the worker would after drawings frames. */
  emitDrawings(changes: readonly DrawingChange[]): void {
    for (const listener of this.drawingListeners) listener(changes);
  }

  onNotifications(listener: (notifications: NotificationsDrain) => void): () => void {
    this.notificationListeners.add(listener);
    return () => this.notificationListeners.delete(listener);
  }

  /** Delivers the member's notifications and unread count, as a drain after notifications frames would. */
  emitNotifications(notifications: NotificationsDrain): void {
    for (const listener of this.notificationListeners) listener(notifications);
  }

  onNotificationShow(listener: NotificationShowListener): () => void {
    this.showListeners.add(listener);
    return () => this.showListeners.delete(listener);
  }

  /** Shows notifications in this window, as the worker does in the window it chose. */
  emitShow(show: NotificationShow): void {
    for (const listener of this.showListeners) listener(show);
  }

  onChanges(listener: (changes: FeedChangeSet) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  onLowRate(listener: (frame: LowRateFrame) => void): () => void {
    this.lowRateListeners.add(listener);
    return () => this.lowRateListeners.delete(listener);
  }

  onConnection(listener: (state: ConnectionState) => void): () => void {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  connection(): ConnectionState {
    return { ...this.state };
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  retryNow(): void {
    this.setConnection({ status: 'connecting' });
  }

  renewSession(): void {
    this.setConnection({ status: 'connecting' });
  }

  dispose(): void {
    this.changeListeners.clear();
    this.connectionListeners.clear();
    this.lowRateListeners.clear();
    this.reconnectListeners.clear();
    this.bookListeners.clear();
    this.orderListeners.clear();
    this.algoOrderListeners.clear();
    this.drawingListeners.clear();
  }

  /** Updates a coin's ticker values and delivers a change set naming its slot, as the worker would. */
  tick(key: CoinKey, values: Partial<Record<TickerField, number>>, snapshot = false): void {
    const changes = tickerChanges(Int32Array.of(this.tickers.write(key, values)), snapshot);
    for (const listener of this.changeListeners) listener(changes);
  }

  setConnection(change: Partial<ConnectionState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.connectionListeners) listener(this.connection());
  }

  /** Listeners still subscribed: zero once every panel is unmounted. */
  listenerCount(): number {
    return (
      this.changeListeners.size +
      this.connectionListeners.size +
      this.lowRateListeners.size +
      this.reconnectListeners.size +
      this.bookListeners.size +
      this.orderListeners.size +
      this.algoOrderListeners.size +
      this.tradeRoutes.size
    );
  }
}

export interface Mounted {
  root: Root;
  container: HTMLElement;
  unmount(): void;
}

/** Renders into a sized box (Golden Layout needs real dimensions) appended to the body. */
export function mount(node: ReactNode, size = { width: 1000, height: 600 }): Mounted {
  initI18n('en');
  const container = document.createElement('div');
  container.style.width = `${size.width}px`;
  container.style.height = `${size.height}px`;
  container.style.display = 'flex';
  container.style.flexDirection = 'column';
  document.body.appendChild(container);
  const root = createRoot(container);
  root.render(node);
  return {
    root,
    container,
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}

/** `node` beside the app's dialogs (the map registered as the app root does), for what opens one. */
export function withAppDialogs(node: ReactNode): ReactNode {
  registerAppDialogs();
  return (
    <>
      {node}
      <MemoryRouter>
        <DialogManager />
      </MemoryRouter>
    </>
  );
}

type Tracked = { type: string; listener: EventListenerOrEventListenerObject; capture: boolean };

/**
 * Counts what stays registered: listeners on window, document, <html> and <body>, resize observers
 * that observe something, open broadcast channels and intervals. install() patches the globals,
 * restore() puts them back.
 */
export class LeakTracker {
  private readonly listeners = new Map<EventTarget, Tracked[]>();
  private observers = 0;
  private channels = 0;
  private readonly intervals = new Set<number>();
  private readonly restorers: (() => void)[] = [];

  install(): void {
    const watched = new Set<EventTarget>([window, document, document.documentElement, document.body]);
    const captureOf = (options?: boolean | AddEventListenerOptions | EventListenerOptions) =>
      typeof options === 'boolean' ? options : Boolean(options?.capture);
    const record = (
      target: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options: boolean | EventListenerOptions | undefined,
      adding: boolean,
    ) => {
      if (!listener || !watched.has(target)) return;
      const list = this.listeners.get(target) ?? [];
      const capture = captureOf(options);
      const index = list.findIndex(
        (t) => t.type === type && t.listener === listener && t.capture === capture,
      );
      if (adding && index === -1) list.push({ type, listener, capture });
      if (!adding && index !== -1) list.splice(index, 1);
      this.listeners.set(target, list);
    };
    const proto = EventTarget.prototype;
    const add = proto.addEventListener;
    const remove = proto.removeEventListener;
    proto.addEventListener = function (this: EventTarget, type, listener, options) {
      record(this, type, listener, options, true);
      return add.call(this, type, listener, options);
    };
    proto.removeEventListener = function (this: EventTarget, type, listener, options) {
      record(this, type, listener, options, false);
      return remove.call(this, type, listener, options);
    };
    this.restorers.push(() => {
      proto.addEventListener = add;
      proto.removeEventListener = remove;
    });

    const countObservers = (delta: number) => {
      this.observers += delta;
    };
    const NativeObserver = window.ResizeObserver;
    class CountingObserver extends NativeObserver {
      private observing = false;
      override observe(target: Element, options?: ResizeObserverOptions) {
        if (!this.observing) countObservers(1);
        this.observing = true;
        super.observe(target, options);
      }
      override disconnect() {
        if (this.observing) countObservers(-1);
        this.observing = false;
        super.disconnect();
      }
    }
    window.ResizeObserver = CountingObserver;
    this.restorers.push(() => {
      window.ResizeObserver = NativeObserver;
    });

    const countChannels = (delta: number) => {
      this.channels += delta;
    };
    const NativeChannel = window.BroadcastChannel;
    class CountingChannel extends NativeChannel {
      private open = true;
      constructor(name: string) {
        super(name);
        countChannels(1);
      }
      override close() {
        if (this.open) countChannels(-1);
        this.open = false;
        super.close();
      }
    }
    window.BroadcastChannel = CountingChannel;
    this.restorers.push(() => {
      window.BroadcastChannel = NativeChannel;
    });

    const nativeSetInterval = window.setInterval;
    const nativeClearInterval = window.clearInterval;
    window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      const id = nativeSetInterval(handler, timeout, ...args);
      this.intervals.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) this.intervals.delete(id);
      nativeClearInterval(id);
    }) as typeof window.clearInterval;
    this.restorers.push(() => {
      window.setInterval = nativeSetInterval;
      window.clearInterval = nativeClearInterval;
    });
  }

  counts() {
    let listeners = 0;
    for (const list of this.listeners.values()) listeners += list.length;
    return { listeners, observers: this.observers, channels: this.channels, intervals: this.intervals.size };
  }

  restore(): void {
    for (const restore of this.restorers.splice(0).reverse()) restore();
  }
}

/** Elements Golden Layout or the binding left in the document. */
export function layoutLeftovers(): number {
  return document.querySelectorAll('[class^="lm_"], [class*=" lm_"], .td-panel-host, .td-popout-button')
    .length;
}
