import { describe, expect, it } from 'vitest';
import { creditStatus, loanRow } from '../../fixtures/credit';
import { storedDrawing } from '../../fixtures/drawings';
import { orderRow } from '../../fixtures/orders';
import { createFeedClient } from '../../../src/api/feed-client';
import { inThreadFeedTransport } from '../../../src/api/feed-transport';
import type { FeedChangeSet, LowRateFrame, TradeBatch } from '../../../src/api/feed-types';
import { backoffDelay } from '../../../workers/core/feed/backoff';
import { FeedSession } from '../../../workers/core/feed/feed-session';
import { FakeExchange, FakeScheduler } from '../workers/core/feed/fakes';
import type {
  AlgoOrderRow,
  CreditStatus,
  DrawingChange,
  OrderBookSnapshot,
  OrderEvent,
} from '../../../contract';
import { twapRow } from '../../fixtures/algo-orders';
import type { ClientMessage } from '../../../contract/socket';
import {
  bookFrame,
  creditFrame,
  drawingsFrame,
  filledHalf,
  introFrame,
  ordersFrame,
  T0,
  tickerFrame,
  tickerRow,
  trade,
  tradesFrame,
} from '../workers/core/feed/frames';

/** Animation frames that run only when the test says so. */
class FakeFrames {
  private callbacks = new Map<number, () => void>();
  private nextId = 1;
  readonly request = (callback: () => void) => {
    const id = this.nextId;
    this.nextId += 1;
    this.callbacks.set(id, callback);
    return id;
  };
  readonly cancel = (id: number) => {
    this.callbacks.delete(id);
  };
  get pending(): number {
    return this.callbacks.size;
  }
  /** Runs one animation frame, then lets the drain it started settle. */
  async run(): Promise<void> {
    const due = [...this.callbacks.values()];
    this.callbacks.clear();
    for (const callback of due) callback();
    await settle();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const exchange = new FakeExchange();
  const clock = new FakeScheduler();
  const session = new FeedSession({ socketFactory: exchange.factory, scheduler: clock, random: () => 0.5 });
  const frames = new FakeFrames();
  const lifecycle = new EventTarget();
  const client = createFeedClient(inThreadFeedTransport(session), {
    requestFrame: frames.request,
    cancelFrame: frames.cancel,
    now: () => T0 + 1_000,
    lifecycle,
  });
  const changes: FeedChangeSet[] = [];
  client.onChanges((change) => changes.push(change));
  return { exchange, clock, session, frames, lifecycle, client, changes };
}

function bringUp(exchange: FakeExchange) {
  exchange.current.open();
  exchange.current.frame({ ch: 'heartbeat', seq: 0, t: T0 });
}

describe('createFeedClient', () => {
  it('drains at once on the first wake-up of a frame, and folds what comes later into the next frame', async () => {
    const { exchange, frames, client, changes } = setUp();
    await settle();
    await frames.run();
    bringUp(exchange);
    exchange.current.frame(tickerFrame(1, [tickerRow('BTC-KRW', 100), tickerRow('ETH-KRW', 50)], true));
    exchange.current.frame(tickerFrame(2, [tickerRow('ETH-KRW', 51)]));
    await settle();
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change!.snapshot).toBe(true);
    expect(client.tickers.value(client.tickers.slotOf('ETH-KRW')!, 'closePrice')).toBe(51);
    expect(change!.timing).toEqual({
      serverTime: T0 + 2,
      oldestServerTime: T0 + 1,
      receivedAt: expect.any(Number),
      appliedAt: T0 + 1_000,
    });
    exchange.current.frame(tickerFrame(3, [tickerRow('ETH-KRW', 52)]));
    exchange.current.frame(tickerFrame(4, [tickerRow('BTC-KRW', 101)]));
    await settle();
    expect(changes).toHaveLength(1);
    await frames.run();
    expect(changes).toHaveLength(2);
    expect(Array.from(changes[1]!.tickerSlots).sort()).toEqual([0, 1]);
    expect(client.tickers.value(client.tickers.slotOf('BTC-KRW')!, 'closePrice')).toBe(101);
    await frames.run();
    expect(frames.pending).toBe(0);
    expect(changes).toHaveLength(2);
    client.dispose();
  });

  it('requests no frame while nothing changes, and calls no change listener for state alone', async () => {
    const { exchange, clock, frames, client, changes } = setUp();
    await settle();
    await frames.run();
    expect(frames.pending).toBe(0);
    const states: string[] = [];
    client.onConnection((state) => states.push(state.status));
    bringUp(exchange);
    await settle();
    await frames.run();
    expect(states).toEqual(['open']);
    expect(client.connection().status).toBe('open');
    expect(changes).toHaveLength(0);
    exchange.current.drop();
    await settle();
    await frames.run();
    expect(states).toEqual(['open', 'reconnecting']);
    clock.advance(backoffDelay(0, () => 0.5));
    bringUp(exchange);
    const reconnects: number[] = [];
    client.onReconnect(() => reconnects.push(client.connection().reconnects));
    await settle();
    await frames.run();
    expect(reconnects).toEqual([1]);
    client.dispose();
  });

  it('carries no trades: a trades frame alone wakes no drain and calls no change listener', async () => {
    const { exchange, session, frames, client, changes } = setUp();
    await settle();
    await frames.run();
    bringUp(exchange);
    exchange.current.frame(tickerFrame(1, [tickerRow('BTC-KRW', 100)], true));
    await settle();
    await frames.run();
    expect(changes).toHaveLength(1);
    exchange.current.frame(tradesFrame(1, [trade('BTC-KRW', T0, 101), trade('ETH-KRW', T0, 51)]));
    await settle();
    await frames.run();
    expect(frames.pending).toBe(0);
    expect(changes).toHaveLength(1);
    expect(Object.keys(changes[0]!).sort()).toEqual(['snapshot', 'tickerSlots', 'timing']);
    // The trades went nowhere: no window opened a route for them.
    expect(session.tradeRouteCount).toBe(0);
    client.dispose();
  });

  it('dispatches low-rate frames', async () => {
    const { exchange, frames, client } = setUp();
    const lowRate: LowRateFrame[] = [];
    client.onLowRate((frame) => lowRate.push(frame));
    bringUp(exchange);
    exchange.current.frame(introFrame(4));
    await settle();
    await frames.run();
    expect(lowRate.map((frame) => frame.ch)).toEqual(['intro']);
    client.dispose();
  });

  it('keeps calling the other listeners when one throws', async () => {
    const { exchange, frames, client, changes } = setUp();
    const thrown: unknown[] = [];
    const onError = (error: unknown) => thrown.push(error);
    process.on('uncaughtException', onError);
    client.onChanges(() => {
      throw new Error('listener bug');
    });
    let after = 0;
    client.onChanges(() => {
      after += 1;
    });
    bringUp(exchange);
    exchange.current.frame(tickerFrame(1, [tickerRow('BTC-KRW', 1)], true));
    await settle();
    await frames.run();
    await settle();
    process.off('uncaughtException', onError);
    expect(changes).toHaveLength(1);
    expect(after).toBe(1);
    expect(thrown).toEqual([new Error('listener bug')]);
    client.dispose();
  });

  it('lets go of its consumer on pagehide and comes back whole on a back/forward restore', async () => {
    const { exchange, session, frames, lifecycle, client, changes } = setUp();
    bringUp(exchange);
    exchange.current.frame(tickerFrame(1, [tickerRow('BTC-KRW', 1)], true));
    await settle();
    await frames.run();
    expect(session.consumerCount).toBe(1);
    lifecycle.dispatchEvent(new Event('pagehide'));
    expect(session.consumerCount).toBe(0);
    exchange.current.frame(tickerFrame(2, [tickerRow('ETH-KRW', 2)]));
    await settle();
    expect(frames.pending).toBe(0);
    const restored = Object.assign(new Event('pageshow'), { persisted: true });
    lifecycle.dispatchEvent(restored);
    await settle();
    await frames.run();
    expect(session.consumerCount).toBe(1);
    expect(changes.at(-1)!.snapshot).toBe(true);
    expect(client.tickers.size).toBe(2);
    expect(client.tickers.value(client.tickers.slotOf('ETH-KRW')!, 'closePrice')).toBe(2);
    client.dispose();
  });

  it('dispose cancels the pending frame, detaches, and stops listening to the page', async () => {
    const { exchange, session, frames, lifecycle, client, changes } = setUp();
    bringUp(exchange);
    exchange.current.frame(tickerFrame(1, [tickerRow('BTC-KRW', 1)], true));
    await settle();
    exchange.current.frame(tickerFrame(2, [tickerRow('BTC-KRW', 2)]));
    await settle();
    expect(changes).toHaveLength(1);
    expect(frames.pending).toBe(1);
    client.dispose();
    expect(frames.pending).toBe(0);
    expect(session.consumerCount).toBe(0);
    lifecycle.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await settle();
    expect(session.consumerCount).toBe(0);
    expect(changes).toHaveLength(1);
    expect(client.tickers.value(0, 'closePrice')).toBe(1);
  });

  it('forwards retryNow and renewSession to the feed', async () => {
    const { exchange, session, client } = setUp();
    await settle();
    exchange.current.drop();
    client.retryNow();
    await settle();
    expect(exchange.sockets).toHaveLength(2);
    bringUp(exchange);
    client.renewSession();
    await settle();
    expect(exchange.sockets).toHaveLength(3);
    expect(exchange.sockets[1]!.closedByClient).toBe(true);
    client.dispose();
    session.dispose();
  });
});

describe('createFeedClient order books and orders', () => {
  const bookSubs = (sent: ClientMessage[]) =>
    sent.filter((m) => m.op !== 'ping' && m.ch === 'orderbook').map((m) => [m.op, 'key' in m ? m.key : '']);

  it('follows a coin while it has listeners, at most one book per frame, the current one at once for a late listener', async () => {
    const { exchange, frames, client } = setUp();
    const first: OrderBookSnapshot[] = [];
    const offFirst = client.orderBook('BTC-KRW', (book) => first.push(book));
    await settle();
    await frames.run();
    bringUp(exchange);
    expect(bookSubs(exchange.current.sent)).toEqual([['sub', 'BTC-KRW']]);
    exchange.current.frame(bookFrame(50, 'BTC-KRW', [[101, 1]], [[99, 1]], true));
    exchange.current.frame(bookFrame(51, 'BTC-KRW', [[102, 2]], []));
    await settle();
    expect(first).toEqual([
      {
        key: 'BTC-KRW',
        asks: [
          [101, 1],
          [102, 2],
        ],
        bids: [[99, 1]],
      },
    ]);
    exchange.current.frame(bookFrame(52, 'BTC-KRW', [[101, 0]], []));
    exchange.current.frame(bookFrame(53, 'BTC-KRW', [[103, 3]], []));
    await settle();
    expect(first).toHaveLength(1);
    await frames.run();
    expect(first.at(-1)).toEqual({
      key: 'BTC-KRW',
      asks: [
        [102, 2],
        [103, 3],
      ],
      bids: [[99, 1]],
    });
    expect(first).toHaveLength(2);

    const late: OrderBookSnapshot[] = [];
    const offLate = client.orderBook('BTC-KRW', (book) => late.push(book));
    expect(late).toEqual([first.at(-1)]);
    offFirst();
    offFirst();
    await settle();
    expect(bookSubs(exchange.current.sent)).toEqual([['sub', 'BTC-KRW']]);
    offLate();
    await settle();
    expect(bookSubs(exchange.current.sent)).toEqual([
      ['sub', 'BTC-KRW'],
      ['unsub', 'BTC-KRW'],
    ]);
    // Let go: a new listener waits for a fresh book instead of the old one.
    const again: OrderBookSnapshot[] = [];
    client.orderBook('BTC-KRW', (book) => again.push(book));
    expect(again).toEqual([]);
    client.dispose();
  });

  it('follows its coins again after a back/forward restore', async () => {
    const { exchange, lifecycle, client } = setUp();
    client.orderBook('ETH-KRW', () => undefined);
    bringUp(exchange);
    await settle();
    lifecycle.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(bookSubs(exchange.current.sent)).toEqual([
      ['sub', 'ETH-KRW'],
      ['unsub', 'ETH-KRW'],
    ]);
    lifecycle.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await settle();
    expect(bookSubs(exchange.current.sent).at(-1)).toEqual(['sub', 'ETH-KRW']);
    client.dispose();
  });

  it("hands a trade route's port once attached, a new one after a back/forward restore, and closes it", async () => {
    const { exchange, session, lifecycle, client } = setUp();
    const ports: MessagePort[] = [];
    const close = client.tradePort('BTC-KRW', (port) => ports.push(port));
    expect(ports).toHaveLength(0);
    await settle();
    expect(ports).toHaveLength(1);
    expect(session.tradeRouteCount).toBe(1);
    const got: number[][] = [];
    ports[0]!.onmessage = (event: MessageEvent<TradeBatch>) => got.push(Array.from(event.data.time));
    bringUp(exchange);
    exchange.current.frame(tradesFrame(1, [trade('BTC-KRW', 7), trade('ETH-KRW', 8)]));
    await expect.poll(() => got).toEqual([[7]]);
    // The window leaves: the worker forgets its routes; back from the cache, a fresh port each.
    lifecycle.dispatchEvent(new Event('pagehide'));
    expect(session.tradeRouteCount).toBe(0);
    lifecycle.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await settle();
    expect(ports).toHaveLength(2);
    expect(session.tradeRouteCount).toBe(1);
    close();
    close();
    expect(session.tradeRouteCount).toBe(0);
    for (const port of ports) port.close();
    client.dispose();
  });

  it('hands the member’s order events to every orders listener, in order', async () => {
    const { exchange, frames, client } = setUp();
    const got: (readonly OrderEvent[])[] = [];
    const off = client.onOrders((events) => got.push(events));
    bringUp(exchange);
    const placed: OrderEvent = { kind: 'placed', order: orderRow(1), fill: null };
    exchange.current.frame(ordersFrame(3, [placed]));
    exchange.current.frame(ordersFrame(4, [filledHalf(1)]));
    await settle();
    await frames.run();
    expect(got).toEqual([[placed, filledHalf(1)]]);
    off();
    exchange.current.frame(ordersFrame(5, [placed]));
    await settle();
    await frames.run();
    expect(got).toHaveLength(1);
    client.dispose();
  });

  it('hands the member’s changed parent orders to every parent-orders listener, the newest of each', async () => {
    const { exchange, frames, client } = setUp();
    const got: (readonly AlgoOrderRow[])[] = [];
    const off = client.onAlgoOrders((rows) => got.push(rows));
    bringUp(exchange);
    const row = (slicesDone: number) => twapRow({ progress: { ...twapRow().progress, slicesDone } });
    exchange.current.frame({ ...ordersFrame(3, []), algoOrders: [row(1)] });
    exchange.current.frame({ ...ordersFrame(4, []), algoOrders: [row(2)] });
    await settle();
    await frames.run();
    expect(got).toEqual([[row(2)]]);
    off();
    exchange.current.frame({ ...ordersFrame(5, []), algoOrders: [row(3)] });
    await settle();
    await frames.run();
    expect(got).toHaveLength(1);
    client.dispose();
  });

  it('hands the member’s drawing changes to every drawings listener, merged once per drain', async () => {
    const { exchange, frames, client } = setUp();
    const got: (readonly DrawingChange[])[] = [];
    const off = client.onDrawings((changes) => got.push(changes));
    bringUp(exchange);
    const put = (version: number): DrawingChange => ({
      kind: 'put',
      coin: 'BTC-KRW',
      drawing: storedDrawing('a', { version }),
    });
    exchange.current.frame(drawingsFrame(1, [put(1)]));
    exchange.current.frame(drawingsFrame(2, [put(2)]));
    await settle();
    await frames.run();
    expect(got).toEqual([[put(2)]]);
    off();
    exchange.current.frame(drawingsFrame(3, [put(3)]));
    await settle();
    await frames.run();
    expect(got).toHaveLength(1);
    client.dispose();
  });

  it('hands the member’s newest credit status to every credit listener, once per drain', async () => {
    const { exchange, frames, client } = setUp();
    const got: CreditStatus[] = [];
    const off = client.onCredit((status) => got.push(status));
    bringUp(exchange);
    const first = creditStatus({ loans: [loanRow(1)] });
    const second = creditStatus({ loans: [loanRow(1, { level: 119.9, band: 'medium' })] });
    exchange.current.frame(creditFrame(1, first));
    exchange.current.frame(creditFrame(2, second));
    await settle();
    await frames.run();
    expect(got).toEqual([second]);
    off();
    exchange.current.frame(creditFrame(3, first));
    await settle();
    await frames.run();
    expect(got).toHaveLength(1);
    client.dispose();
  });
});
