import { afterEach, describe, expect, it } from 'vitest';
import { createChartClient, seriesFromColumns, type ChartUpdate } from '../../../src/api/chart-client';
import { createFeedClient, getFeedClient } from '../../../src/api/feed-client';
import { workerFeedTransport, type FeedWorkerKind } from '../../../src/api/feed-transport';
import type { FeedChangeSet, FeedClient, TradeBatch } from '../../../src/api/feed-types';
import {
  CHANNELS,
  KEYED_CHANNELS,
  TICKER_FIELDS,
  type DrawingChange,
  type OrderBookSnapshot,
  type OrderEvent,
} from '../../../contract/socket';
import type { CoinKey } from '../../../contract/markets';
import { storedDrawing } from '../../fixtures/drawings';
import { notification } from '../../fixtures/notifications';
import type { NotificationShow, NotificationsDrain } from '../../../src/api/feed-types';
import { orderRow } from '../../fixtures/orders';
import { ExchangeStandIn } from './exchange-stand-in';

const T0 = Date.now();
const row = (key: CoinKey, price: number) => [key, ...TICKER_FIELDS.map((_, i) => price + i)];

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const dispose of cleanup.reverse()) dispose();
  cleanup = [];
});

let nextFeed = 0;
/** A fresh session in the worker (sessions are keyed by url) wired to a stand-in exchange. */
function standIn() {
  nextFeed += 1;
  const exchange = new ExchangeStandIn();
  cleanup.push(() => exchange.dispose());
  return { exchange, url: `test://feed-${nextFeed}-${Math.random().toString(36).slice(2)}` };
}

function client(url: string, kind: FeedWorkerKind, exchangePort?: MessagePort) {
  const feed = createFeedClient(workerFeedTransport(exchangePort ? { url, exchangePort } : { url }, kind));
  const changes: FeedChangeSet[] = [];
  feed.onChanges((change) => changes.push(change));
  cleanup.push(() => feed.dispose());
  return { feed, changes };
}

/** The prices of `key`'s trades as its route brings them to this thread (as the recent trades panel does). */
function readTrades(feed: FeedClient, key: CoinKey): number[] {
  const prices: number[] = [];
  const close = feed.tradePort(key, (port) => {
    port.onmessage = (event: MessageEvent<TradeBatch>) => prices.push(...event.data.price);
    cleanup.push(() => port.close());
  });
  cleanup.push(close);
  return prices;
}

function closePrice(feed: FeedClient, key: CoinKey): number | undefined {
  const slot = feed.tickers.slotOf(key);
  return slot === undefined ? undefined : feed.tickers.value(slot, 'closePrice');
}

/** Every channel but the keyed orderbook, which is subscribed per coin. */
async function subscribed(exchange: ExchangeStandIn) {
  await expect
    .poll(() => exchange.received.filter((m) => m.op === 'sub' && m.ch !== 'orderbook').length)
    .toBe(CHANNELS.length - KEYED_CHANNELS.length);
}

/** The orderbook messages the exchange got, as [op, key]. */
function bookMessages(exchange: ExchangeStandIn) {
  return exchange.received.flatMap((m) => (m.op !== 'ping' && m.ch === 'orderbook' ? [[m.op, m.key]] : []));
}

const order = orderRow(41, {
  side: 'sell',
  price: 96_000_000,
  quantity: 0.5,
  clientOrderId: 'panel-0001',
});

describe('feed worker in Chromium', () => {
  it('boots as a SharedWorker: two clients share one socket and both get the same frames', async () => {
    const { exchange, url } = standIn();
    const a = client(url, 'shared', exchange.workerPort);
    const b = client(url, 'shared');
    const prices = [a, b].map(({ feed }) => readTrades(feed, 'ETH-KRW'));
    await subscribed(exchange);
    exchange.frame({ ch: 'heartbeat', seq: 0, t: T0 });
    exchange.frame({
      ch: 'ticker',
      seq: 1,
      t: T0,
      snapshot: true,
      rows: [row('BTC-KRW', 100), row('ETH-KRW', 50)],
    });
    exchange.frame({ ch: 'ticker', seq: 2, t: T0 + 1, snapshot: false, rows: [row('ETH-KRW', 51)] });
    // A drain answered after the route was opened (same port, in order): the worker has the route.
    for (const { feed } of [a, b]) await expect.poll(() => closePrice(feed, 'ETH-KRW')).toBe(51);
    exchange.frame({
      ch: 'trades',
      seq: 1,
      t: T0 + 2,
      reset: false,
      rows: [
        ['BTC-KRW', T0, 100, 0.5, 2],
        ['ETH-KRW', T0, 51, 0.5, 1],
      ],
    });
    for (const [i, { feed, changes }] of [a, b].entries()) {
      await expect.poll(() => prices[i]).toEqual([51]);
      expect(closePrice(feed, 'BTC-KRW')).toBe(100);
      expect(changes.some((c) => c.snapshot)).toBe(true);
      // Trades come only through routes: no change set carries them.
      expect(changes.filter((c) => 'trades' in c || 'tradesReset' in c)).toEqual([]);
      const timing = changes.at(-1)!.timing!;
      expect(timing.serverTime).toBe(T0 + 1);
      expect(timing.appliedAt).toBeGreaterThanOrEqual(timing.receivedAt);
      await expect.poll(() => feed.connection().status).toBe('open');
    }
    expect(exchange.connects).toBe(1);
  });

  it('counts malformed frames, drops a bad row alone and carries on', async () => {
    const { exchange, url } = standIn();
    const a = client(url, 'shared', exchange.workerPort);
    const b = client(url, 'shared');
    await subscribed(exchange);
    exchange.send('{"ch":"ticker","seq":1');
    exchange.send(new Uint8Array([1, 2, 3]));
    exchange.frame({
      ch: 'ticker',
      seq: 1,
      t: T0,
      snapshot: true,
      rows: [['btc', 1], row('XRP-KRW', 700)],
    });
    for (const { feed } of [a, b]) {
      await expect.poll(() => closePrice(feed, 'XRP-KRW')).toBe(700);
      await expect.poll(() => feed.connection().droppedFrames, { timeout: 5_000 }).toBe(2);
    }
  });

  it('drops the consumer of a disposed client, and closes the socket with the last one', async () => {
    const { exchange, url } = standIn();
    const a = client(url, 'shared', exchange.workerPort);
    const b = client(url, 'shared');
    await subscribed(exchange);
    exchange.frame({ ch: 'ticker', seq: 1, t: T0, snapshot: true, rows: [row('BTC-KRW', 1)] });
    await expect.poll(() => closePrice(b.feed, 'BTC-KRW')).toBe(1);
    a.feed.dispose();
    exchange.frame({ ch: 'ticker', seq: 2, t: T0, snapshot: false, rows: [row('BTC-KRW', 2)] });
    await expect.poll(() => closePrice(b.feed, 'BTC-KRW')).toBe(2);
    expect(closePrice(a.feed, 'BTC-KRW')).toBe(1);
    expect(exchange.closes).toBe(0);
    b.feed.dispose();
    await expect.poll(() => exchange.closes).toBe(1);
  });

  it('releases its port on pagehide so the shared worker drops this window', async () => {
    const { exchange, url } = standIn();
    client(url, 'shared', exchange.workerPort);
    await subscribed(exchange);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    await expect.poll(() => exchange.closes).toBe(1);
  });

  it('runs the same entry as a dedicated Worker', async () => {
    const { exchange, url } = standIn();
    const { feed, changes } = client(url, 'dedicated', exchange.workerPort);
    await subscribed(exchange);
    exchange.frame({ ch: 'ticker', seq: 1, t: T0, snapshot: true, rows: [row('SOL-KRW', 300)] });
    await expect.poll(() => closePrice(feed, 'SOL-KRW')).toBe(300);
    expect(changes[0]!.tickerSlots).toBeInstanceOf(Int32Array);
  });
});

describe('order books and orders through the shared worker', () => {
  it('follows a coin once for every window, hands each its book, and lets go with the last', async () => {
    const { exchange, url } = standIn();
    const a = client(url, 'shared', exchange.workerPort);
    const b = client(url, 'shared');
    const booksA: OrderBookSnapshot[] = [];
    const booksB: OrderBookSnapshot[] = [];
    const offA = a.feed.orderBook('BTC-KRW', (book) => booksA.push(book));
    await subscribed(exchange);
    await expect.poll(() => bookMessages(exchange)).toEqual([['sub', 'BTC-KRW']]);
    exchange.frame({ ch: 'heartbeat', seq: 0, t: T0 });
    exchange.frame({
      ch: 'orderbook',
      seq: 10,
      t: T0,
      key: 'BTC-KRW',
      snapshot: true,
      asks: [[96_001_000, 0.5]],
      bids: [[95_999_000, 1]],
    });
    exchange.frame({
      ch: 'orderbook',
      seq: 11,
      t: T0,
      key: 'BTC-KRW',
      snapshot: false,
      asks: [[96_002_000, 2]],
      bids: [],
    });
    const expected = {
      key: 'BTC-KRW',
      asks: [
        [96_001_000, 0.5],
        [96_002_000, 2],
      ],
      bids: [[95_999_000, 1]],
    };
    await expect.poll(() => booksA.at(-1)).toEqual(expected);
    // The second window follows the same coin: no second subscription, and the book at once.
    const offB = b.feed.orderBook('BTC-KRW', (book) => booksB.push(book));
    await expect.poll(() => booksB.at(-1)).toEqual(expected);
    exchange.frame({
      ch: 'orderbook',
      seq: 12,
      t: T0,
      key: 'BTC-KRW',
      snapshot: false,
      asks: [[96_001_000, 0]],
      bids: [],
    });
    for (const books of [booksA, booksB])
      await expect.poll(() => books.at(-1)?.asks).toEqual([[96_002_000, 2]]);
    // A gap asks that coin's snapshot.
    exchange.frame({ ch: 'orderbook', seq: 20, t: T0, key: 'BTC-KRW', snapshot: false, asks: [], bids: [] });
    await expect.poll(() => bookMessages(exchange).at(-1)).toEqual(['snapshot', 'BTC-KRW']);
    offA();
    offB();
    await expect.poll(() => bookMessages(exchange).at(-1)).toEqual(['unsub', 'BTC-KRW']);
    expect(bookMessages(exchange).filter(([op]) => op === 'sub')).toHaveLength(1);
  });

  it('hands the member’s order events to the window, each once', async () => {
    const { exchange, url } = standIn();
    const a = client(url, 'shared', exchange.workerPort);
    const got: (readonly OrderEvent[])[] = [];
    a.feed.onOrders((events) => got.push(events));
    await subscribed(exchange);
    const placed: OrderEvent = { kind: 'placed', order, fill: null };
    const cancelled: OrderEvent = { kind: 'cancelled', order: { ...order, status: 'cancelled' }, fill: null };
    exchange.frame({ ch: 'orders', seq: 5, t: T0, events: [placed] });
    exchange.frame({ ch: 'orders', seq: 6, t: T0, events: [cancelled] });
    exchange.frame({ ch: 'orders', seq: 6, t: T0, events: [cancelled] });
    await expect.poll(() => got.flat()).toEqual([placed, cancelled]);
  });

  it('hands the member’s drawing changes to every window of the worker, each once', async () => {
    const { exchange, url } = standIn();
    const windows = [client(url, 'shared', exchange.workerPort), client(url, 'shared')];
    const got = windows.map(({ feed }) => {
      const changes: DrawingChange[] = [];
      feed.onDrawings((batch) => changes.push(...batch));
      return changes;
    });
    await subscribed(exchange);
    const put: DrawingChange = { kind: 'put', coin: 'BTC-KRW', drawing: storedDrawing('d1') };
    const deleted: DrawingChange = { kind: 'deleted', coin: 'ETH-KRW', ids: ['d2'] };
    exchange.frame({ ch: 'drawings', seq: 3, t: T0, changes: [put] });
    exchange.frame({ ch: 'drawings', seq: 4, t: T0, changes: [deleted] });
    exchange.frame({ ch: 'drawings', seq: 4, t: T0, changes: [deleted] });
    for (const changes of got)
      await expect
        .poll(() => [...changes].sort((a, b) => a.kind.localeCompare(b.kind)))
        .toEqual([deleted, put]);
  });
});

describe('notifications through the shared worker', () => {
  /** A window whose focus the test sets, with what it was shown and what its drains brought. */
  function noticeWindow(url: string, exchangePort?: MessagePort) {
    let report = { focused: false, visible: true };
    const listeners = new Set<() => void>();
    const presence = {
      read: () => report,
      subscribe(onChange: () => void) {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
    };
    const feed = createFeedClient(
      workerFeedTransport(exchangePort ? { url, exchangePort } : { url }, 'shared'),
      { presence },
    );
    cleanup.push(() => feed.dispose());
    const shows: NotificationShow[] = [];
    const drains: NotificationsDrain[] = [];
    feed.onNotificationShow((show) => void shows.push(show));
    feed.onNotifications((drain) => drains.push(drain));
    const focus = (focused: boolean) => {
      report = { focused, visible: true };
      for (const listener of listeners) listener();
    };
    return { feed, shows, drains, focus };
  }

  it('shows each frame in one window of three, the focused one, and every window gets it; a closed one hands on', async () => {
    const { exchange, url } = standIn();
    const windows = [noticeWindow(url, exchange.workerPort), noticeWindow(url), noticeWindow(url)];
    // Reported before the subscriptions go out: the worker has the report long before the first frame.
    windows[1]!.focus(true);
    await subscribed(exchange);
    exchange.frame({ ch: 'notifications', seq: 1, t: T0, notifications: [notification(1)], unread: 1 });
    for (const window of windows) await expect.poll(() => window.drains.length).toBe(1);
    const shownIn = () => windows.map((window) => window.shows.length);
    await expect.poll(shownIn).toEqual([0, 1, 0]);
    expect(windows[1]!.shows[0]).toEqual({ notifications: [notification(1)], focused: true });
    for (const window of windows)
      expect(window.drains[0]).toEqual({ added: [notification(1)], unread: 1, resync: false });

    // The focused window closes; none is focused: the most recently focused of the rest never was, so the
    // most recently opened shows it.
    windows[1]!.feed.dispose();
    exchange.frame({ ch: 'notifications', seq: 2, t: T0, notifications: [notification(2)], unread: 2 });
    await expect.poll(() => windows[2]!.drains.length).toBe(2);
    await expect.poll(shownIn).toEqual([0, 1, 1]);
    expect(windows[2]!.shows[0]).toEqual({ notifications: [notification(2)], focused: false });
    await expect.poll(() => windows[0]!.drains.length).toBe(2);
    expect(shownIn()).toEqual([0, 1, 1]);
  });
});

describe('trades from the feed worker straight to the chart worker', () => {
  const MINUTE = 60_000;
  /** Whole minutes before now, so that the live trades fall in the bar after the history. */
  const OPEN_MS = Math.floor(T0 / MINUTE) * MINUTE - 10 * MINUTE;

  /** A chart of `key` in a real chart worker, fed by its window's feed client as ChartController does. */
  async function liveChart(feed: FeedClient, key: CoinKey) {
    const charts = createChartClient();
    cleanup.push(() => charts.dispose());
    const updates: ChartUpdate[] = [];
    charts.onUpdate(key, (update) => updates.push(update));
    const ports: MessagePort[] = [];
    const close = feed.tradePort(key, (port) => {
      ports.push(port);
      charts.connectTrades(key, port);
    });
    charts.holdTrades(key);
    const time = Array.from({ length: 10 }, (_, i) => (OPEN_MS + i * MINUTE) / 1000);
    const price = time.map(() => 100);
    const history = seriesFromColumns({
      time,
      open: price,
      high: price,
      low: price,
      close: price,
      volume: price,
    });
    await charts.open(key, '1', history, { coveredUntilMs: OPEN_MS + 9 * MINUTE + 1 });
    await expect.poll(() => ports.length).toBe(1);
    return { updates, ports, close, charts };
  }

  const lastBars = (updates: ChartUpdate[]) =>
    updates.flatMap(({ tail }) => (tail ? [Array.from(tail.series.close.subarray(-1))[0]] : []));

  for (const kind of ['shared', 'dedicated'] as const)
    it(`a ${kind} feed worker posts each chart its coin's trades; the window gets the changed bars`, async () => {
      const { exchange, url } = standIn();
      const { feed } = client(url, kind, exchange.workerPort);
      const btc = await liveChart(feed, 'BTC-KRW');
      const eth = await liveChart(feed, 'ETH-KRW');
      await subscribed(exchange);
      const t = OPEN_MS + 10 * MINUTE + 5;
      exchange.frame({ ch: 'heartbeat', seq: 0, t: T0 });
      exchange.frame({
        ch: 'trades',
        seq: 1,
        t: T0,
        reset: false,
        rows: [
          ['BTC-KRW', t, 110, 1, 1],
          ['ETH-KRW', t, 52, 1, 2],
          ['BTC-KRW', t + 1, 111, 2, 1],
        ],
      });
      await expect.poll(() => lastBars(btc.updates)).toEqual([111]);
      await expect.poll(() => lastBars(eth.updates)).toEqual([52]);
      expect(btc.updates[0]!.tail).toMatchObject({ from: 10, length: 11, trimmed: 0 });
      expect(btc.updates[0]!.tail!.series.volume[0]).toBe(3);
      // A gap in the trades: each chart is told to refetch.
      exchange.frame({ ch: 'trades', seq: 5, t: T0, reset: false, rows: [] });
      await expect.poll(() => btc.updates.at(-1)?.reset).toBe(true);
      await expect.poll(() => eth.updates.at(-1)?.reset).toBe(true);
    });

  it('a closed route gets nothing more; another window of the shared worker keeps its own', async () => {
    const { exchange, url } = standIn();
    const main = client(url, 'shared', exchange.workerPort);
    const popup = client(url, 'shared');
    const inMain = await liveChart(main.feed, 'BTC-KRW');
    const inPopup = await liveChart(popup.feed, 'BTC-KRW');
    await subscribed(exchange);
    const t = OPEN_MS + 10 * MINUTE + 5;
    exchange.frame({ ch: 'heartbeat', seq: 0, t: T0 });
    exchange.frame({ ch: 'trades', seq: 1, t: T0, reset: false, rows: [['BTC-KRW', t, 120, 1, 1]] });
    await expect.poll(() => lastBars(inPopup.updates)).toEqual([120]);
    await expect.poll(() => lastBars(inMain.updates)).toEqual([120]);
    // The main window's chart closes; the pop-out's window goes away whole.
    inMain.close();
    await inMain.charts.close('BTC-KRW');
    exchange.frame({ ch: 'trades', seq: 2, t: T0, reset: false, rows: [['BTC-KRW', t + 1, 121, 1, 1]] });
    await expect.poll(() => lastBars(inPopup.updates)).toEqual([120, 121]);
    popup.feed.dispose();
    const untouched = new Promise<boolean>((resolve) => {
      inPopup.ports[0]!.onmessage = () => resolve(false);
      setTimeout(() => resolve(true), 300);
    });
    exchange.frame({ ch: 'trades', seq: 3, t: T0, reset: false, rows: [['BTC-KRW', t + 2, 122, 1, 1]] });
    expect(await untouched).toBe(true);
    expect(lastBars(inMain.updates)).toEqual([120]);
  });
});

describe('getFeedClient', () => {
  it('gives one client per window, and a new one after dispose', () => {
    const first = getFeedClient();
    expect(getFeedClient()).toBe(first);
    first.dispose();
    const second = getFeedClient();
    expect(second).not.toBe(first);
    second.dispose();
  });
});
