import { describe, expect, it } from 'vitest';
import { orderRow } from '../../../../fixtures/orders';
import { backoffDelay } from '../../../../../workers/core/feed/backoff';
import type { FeedDrain } from '../../../../../workers/core/feed/feed-consumer';
import {
  FeedSession,
  PING_AFTER_MS,
  RESYNC_RETRY_MS,
  WATCHDOG_MS,
} from '../../../../../workers/core/feed/feed-session';
import {
  CHANNELS,
  HEARTBEAT_MS,
  SILENCE_TIMEOUT_MS,
  type ClientMessage,
} from '../../../../../contract/socket';
import { TickerTable } from '../../../../../workers/core/feed/ticker-table';
import type { TradeBatch } from '../../../../../workers/core/feed/trade-routes';
import { FakeExchange, FakeScheduler } from './fakes';
import type { CoinKey } from '../../../../../contract/markets';
import { decodeBooks } from '../../../../../workers/core/feed/order-book';
import {
  bookFrame,
  filledHalf,
  introFrame,
  marketPriceFrame,
  ordersFrame,
  T0,
  tickerFrame,
  tickerRow,
  trade,
  tradesFrame,
} from './frames';

const DRAW = 0.5;

function setUp(options: { maxPendingTrades?: number } = {}) {
  const exchange = new FakeExchange();
  const clock = new FakeScheduler();
  const session = new FeedSession({
    socketFactory: exchange.factory,
    scheduler: clock,
    random: () => DRAW,
    ...options,
  });
  const wakes: boolean[] = [];
  session.start();
  const consumer = session.attach((urgent) => wakes.push(urgent));
  return { exchange, clock, session, consumer, wakes };
}

/** Opens the current socket and sends one heartbeat so that the connection counts as up. */
function bringUp(exchange: FakeExchange, seq = 0) {
  exchange.current.open();
  exchange.current.frame({ ch: 'heartbeat', seq, t: T0 });
}

function subs(sent: ClientMessage[]) {
  return sent.filter((message) => message.op === 'sub');
}

describe('FeedSession', () => {
  it('opens one socket and subscribes to every channel but the keyed ones, without since on a first connect', () => {
    const { exchange } = setUp();
    expect(exchange.sockets).toHaveLength(1);
    exchange.current.open();
    expect(exchange.current.sent).toEqual(
      CHANNELS.filter((ch) => ch !== 'orderbook').map((ch) => ({ op: 'sub', ch })),
    );
  });

  it('counts as open only once a valid frame arrived', () => {
    const { exchange, session } = setUp();
    exchange.current.open();
    expect(session.connection().status).toBe('connecting');
    exchange.current.raw('not json');
    expect(session.connection().status).toBe('connecting');
    exchange.current.frame({ ch: 'heartbeat', seq: 1, t: T0 });
    expect(session.connection()).toMatchObject({
      status: 'open',
      attempt: 0,
      nextRetryAt: null,
      droppedFrames: 1,
    });
  });

  it('writes snapshots and deltas into the consumer, and its mirror equals the source', () => {
    const { exchange, session, consumer } = setUp();
    bringUp(exchange);
    exchange.current.frame(tickerFrame(10, [tickerRow('BTC-KRW', 100), tickerRow('ETH-KRW', 50)], true));
    exchange.current.frame(tickerFrame(11, [tickerRow('ETH-KRW', 51)]));
    const mirror = new TickerTable();
    const first = consumer.drain();
    expect(first.snapshot).toBe(true);
    expect(first.timing).toEqual({
      serverTime: T0 + 11,
      oldestServerTime: T0 + 10,
      receivedAt: expect.any(Number),
    });
    mirror.applyChanges(first.ticker!);
    expect(mirror.value(mirror.slotOf('ETH-KRW')!, 'closePrice')).toBe(51);
    exchange.current.frame(tickerFrame(12, [tickerRow('BTC-KRW', 101)]));
    const second = consumer.drain();
    expect(second.snapshot).toBe(false);
    expect(Array.from(second.ticker!.slots)).toEqual([session.table.slotOf('BTC-KRW')]);
    mirror.applyChanges(second.ticker!);
    for (let slot = 0; slot < session.table.size; slot += 1)
      expect(mirror.value(slot, 'closePrice')).toBe(session.table.value(slot, 'closePrice'));
  });

  it('wakes a consumer once until it drains, and once more when an urgent change follows a calm one', () => {
    const { exchange, consumer, wakes } = setUp();
    expect(wakes).toEqual([true]);
    consumer.drain();
    bringUp(exchange);
    exchange.current.frame(introFrame(1));
    expect(wakes).toEqual([true, false]);
    exchange.current.frame(tickerFrame(1, [tickerRow('BTC-KRW', 1)], true));
    exchange.current.frame(tickerFrame(2, [tickerRow('BTC-KRW', 2)]));
    exchange.current.frame(tradesFrame(1, [trade('BTC-KRW', 1)]));
    exchange.current.frame(marketPriceFrame(1, [['BTC', 1]]));
    expect(wakes).toEqual([true, false, true]);
    consumer.drain();
    exchange.current.frame(tickerFrame(3, [tickerRow('BTC-KRW', 3)]));
    expect(wakes).toEqual([true, false, true, true]);
    // Trades are not drained (they go through trade routes): they wake no window.
    consumer.drain();
    exchange.current.frame(tradesFrame(2, [trade('BTC-KRW', 2)]));
    expect(wakes).toEqual([true, false, true, true]);
  });

  it('drops duplicates without applying them', () => {
    const { exchange, session } = setUp();
    bringUp(exchange);
    exchange.current.frame(tickerFrame(10, [tickerRow('BTC-KRW', 100)], true));
    exchange.current.frame(tickerFrame(11, [tickerRow('BTC-KRW', 101)]));
    exchange.current.frame(tickerFrame(11, [tickerRow('BTC-KRW', 999)]));
    exchange.current.frame(tickerFrame(9, [tickerRow('BTC-KRW', 998)]));
    expect(session.table.value(0, 'closePrice')).toBe(101);
    expect(session.statistics().duplicates).toBe(2);
    expect(session.connection().gaps).toBe(0);
  });

  it('answers a gap with one snapshot request, and again after a snapshot or a while', () => {
    const { exchange, clock, session } = setUp();
    bringUp(exchange);
    const socket = exchange.current;
    socket.frame(tickerFrame(10, [tickerRow('BTC-KRW', 100)], true));
    socket.frame(tickerFrame(12, [tickerRow('BTC-KRW', 102)]));
    socket.frame(tickerFrame(14, [tickerRow('BTC-KRW', 104)]));
    const snapshotRequests = () => socket.sent.filter((m) => m.op === 'snapshot');
    expect(session.connection().gaps).toBe(2);
    expect(snapshotRequests()).toEqual([{ op: 'snapshot', ch: 'ticker' }]);
    expect(session.table.value(0, 'closePrice')).toBe(104);
    socket.frame(tickerFrame(15, [tickerRow('BTC-KRW', 105)], true));
    socket.frame(tickerFrame(17, [tickerRow('BTC-KRW', 107)]));
    expect(snapshotRequests()).toHaveLength(2);
    clock.advance(RESYNC_RETRY_MS);
    socket.frame(tickerFrame(19, [tickerRow('BTC-KRW', 109)]));
    expect(snapshotRequests()).toHaveLength(3);
  });

  it('takes every frame of a full-picture channel, with no gap and no resync', () => {
    const { exchange, consumer, session } = setUp();
    bringUp(exchange);
    consumer.drain();
    exchange.current.frame(introFrame(10));
    exchange.current.frame(introFrame(10));
    exchange.current.frame(marketPriceFrame(3, [['BTC', 1]]));
    exchange.current.frame(marketPriceFrame(9, [['BTC', 2]]));
    expect(consumer.drain().lowRate.map((frame) => [frame.ch, frame.seq])).toEqual([
      ['intro', 10],
      ['marketPrice', 3],
      ['marketPrice', 9],
    ]);
    expect(session.connection().gaps).toBe(0);
    expect(exchange.current.sent.some((m) => m.op === 'snapshot')).toBe(false);
  });

  it('takes the answer to a snapshot request even when it is numbered like the last frame', () => {
    const { exchange, consumer, session } = setUp();
    bringUp(exchange);
    const asset = (seq: number, coinBalance: number) => ({
      ch: 'assetChange',
      seq,
      t: T0,
      rows: [{ coinType: 'C0101', symbol: 'BTC', coinBalance, lockedBalance: 0, avgBuyAmt: 1 }],
    });
    exchange.current.frame(asset(1, 1));
    exchange.current.frame(asset(3, 3));
    expect(exchange.current.sent.at(-1)).toEqual({ op: 'snapshot', ch: 'assetChange' });
    consumer.drain();
    exchange.current.frame(asset(3, 30));
    exchange.current.frame(asset(3, 31));
    const rows = consumer
      .drain()
      .lowRate.map((frame) => (frame.ch === 'assetChange' ? frame.rows[0]!.coinBalance : NaN));
    expect(rows).toEqual([30]);
    expect(session.statistics().duplicates).toBe(1);
  });

  describe('trade routes', () => {
    /** An outlet that records each batch as its times (a reset first) and its close. */
    function recorder() {
      const got: (string | number[])[] = [];
      const outlet = {
        post: (batch: TradeBatch) =>
          got.push(batch.reset ? ['reset', ...batch.time].join(',') : Array.from(batch.time)),
        close: () => got.push('closed'),
      };
      return { got, outlet };
    }

    it("posts a route its coin's trades, one batch per trades frame, resets on a gap or a reset frame", () => {
      const { exchange, session, consumer } = setUp();
      const btc = recorder();
      const eth = recorder();
      session.openTrades(consumer, 1, 'BTC-KRW', btc.outlet);
      session.openTrades(consumer, 2, 'ETH-KRW', eth.outlet);
      bringUp(exchange);
      exchange.current.frame(tradesFrame(1, [trade('BTC-KRW', 1), trade('ETH-KRW', 2), trade('BTC-KRW', 3)]));
      exchange.current.frame(tradesFrame(2, [trade('ETH-KRW', 4)]));
      exchange.current.frame(tradesFrame(4, [trade('BTC-KRW', 5)]));
      exchange.current.frame(tradesFrame(9, [], true));
      expect(btc.got).toEqual([[1, 3], 'reset,5', 'reset']);
      expect(eth.got).toEqual([[2], [4], 'reset', 'reset']);
      expect(session.tradeRouteCount).toBe(2);
    });

    it("closes a route on request, and a window's routes when it leaves, not another's", () => {
      const { exchange, session, consumer } = setUp();
      const other = session.attach(() => undefined);
      const mine = [recorder(), recorder()];
      const theirs = recorder();
      session.openTrades(consumer, 1, 'BTC-KRW', mine[0]!.outlet);
      session.openTrades(consumer, 2, 'BTC-KRW', mine[1]!.outlet);
      session.openTrades(other, 1, 'BTC-KRW', theirs.outlet);
      session.closeTrades(consumer, 1);
      bringUp(exchange);
      exchange.current.frame(tradesFrame(1, [trade('BTC-KRW', 1)]));
      session.detach(consumer);
      exchange.current.frame(tradesFrame(2, [trade('BTC-KRW', 2)]));
      expect(mine.map((r) => r.got)).toEqual([['closed'], [[1], 'closed']]);
      expect(theirs.got).toEqual([[1], [2]]);
      expect(session.tradeRouteCount).toBe(1);
      session.dispose();
      expect(theirs.got.at(-1)).toBe('closed');
      expect(session.tradeRouteCount).toBe(0);
    });

    it('refuses a key that is no coin, and a consumer that left: the outlet is closed at once', () => {
      const { session, consumer } = setUp();
      const bad = recorder();
      session.openTrades(consumer, 1, 'nonsense' as CoinKey, bad.outlet);
      const late = recorder();
      session.detach(consumer);
      session.openTrades(consumer, 2, 'BTC-KRW', late.outlet);
      expect([bad.got, late.got]).toEqual([['closed'], ['closed']]);
      expect(session.tradeRouteCount).toBe(0);
    });
  });

  it("caps the trades a route gathers for one batch and flags the overflow; a consumer's drain has no trades", () => {
    const { exchange, session, consumer } = setUp({ maxPendingTrades: 4 });
    const got: TradeBatch[] = [];
    session.openTrades(consumer, 1, 'BTC-KRW', { post: (batch) => got.push(batch), close: () => undefined });
    bringUp(exchange);
    consumer.drain();
    exchange.current.frame(
      tradesFrame(
        1,
        [1, 2, 3, 4, 5, 6].map((time) => trade('BTC-KRW', time)),
      ),
    );
    expect(got.map((batch) => [batch.reset, Array.from(batch.time), Array.from(batch.slot)])).toEqual([
      [true, [5, 6], [0, 0]],
    ]);
    const drain = consumer.drain();
    expect(drain).not.toHaveProperty('trades');
    expect(drain.ticker!.keys).toEqual(['BTC-KRW']);
  });

  it('passes low-rate frames on in order, keeping only the newest intro', () => {
    const { exchange, consumer } = setUp();
    bringUp(exchange);
    consumer.drain();
    exchange.current.frame(introFrame(1));
    exchange.current.frame(marketPriceFrame(1, [['BTC', 100]]));
    exchange.current.frame(introFrame(2));
    const drain = consumer.drain();
    expect(drain.lowRate.map((frame) => [frame.ch, frame.seq])).toEqual([
      ['marketPrice', 1],
      ['intro', 2],
    ]);
    expect(drain.ticker).toBeNull();
  });

  it('takes a silent socket for dead: pings, then reconnects with backoff', () => {
    const { exchange, clock, session } = setUp();
    bringUp(exchange);
    const first = exchange.current;
    clock.advance(PING_AFTER_MS);
    expect(first.sent.at(-1)).toEqual({ op: 'ping' });
    clock.advance(SILENCE_TIMEOUT_MS - PING_AFTER_MS);
    expect(first.closedByClient).toBe(true);
    const delay = backoffDelay(0, () => DRAW);
    expect(session.connection()).toMatchObject({
      status: 'reconnecting',
      attempt: 0,
      nextRetryAt: clock.now() + delay,
    });
    expect(exchange.sockets).toHaveLength(1);
    clock.advance(delay);
    expect(exchange.sockets).toHaveLength(2);
  });

  it('stays up while heartbeats keep coming', () => {
    const { exchange, clock } = setUp();
    bringUp(exchange);
    for (let i = 1; i <= 10; i += 1) {
      clock.advance(HEARTBEAT_MS);
      exchange.current.frame({ ch: 'heartbeat', seq: i, t: T0 });
    }
    expect(exchange.sockets).toHaveLength(1);
    expect(exchange.current.sent.some((m) => m.op === 'ping')).toBe(false);
  });

  it('resubscribes with since after a drop; the replay yields no duplicate and no lost frame', () => {
    const { exchange, clock, session, consumer } = setUp();
    const times: number[] = [];
    const resets: boolean[] = [];
    session.openTrades(consumer, 1, 'BTC-KRW', {
      post: (batch) => {
        times.push(...batch.time);
        resets.push(batch.reset);
      },
      close: () => undefined,
    });
    bringUp(exchange);
    const drains: FeedDrain[] = [consumer.drain()];
    exchange.current.frame(tickerFrame(100, [tickerRow('BTC-KRW', 100)], true));
    for (let seq = 1; seq <= 6; seq += 1) exchange.current.frame(tradesFrame(seq, [trade('BTC-KRW', seq)]));
    drains.push(consumer.drain());
    exchange.current.frame(tickerFrame(101, [tickerRow('BTC-KRW', 101)]));
    exchange.current.drop();
    clock.advance(backoffDelay(0, () => DRAW));
    const second = exchange.current;
    second.open();
    expect(subs(second.sent)).toEqual([
      { op: 'sub', ch: 'ticker', since: 101 },
      { op: 'sub', ch: 'secondTicker' },
      { op: 'sub', ch: 'marketPrice' },
      { op: 'sub', ch: 'trades', since: 6 },
      { op: 'sub', ch: 'assetChange' },
      { op: 'sub', ch: 'intro' },
      { op: 'sub', ch: 'orders' },
      { op: 'sub', ch: 'credit' },
      { op: 'sub', ch: 'drawings' },
      { op: 'sub', ch: 'layouts' },
      { op: 'sub', ch: 'notifications' },
    ]);
    // The server replays from an older point than asked (overlap), then goes on live.
    for (let seq = 4; seq <= 10; seq += 1) second.frame(tradesFrame(seq, [trade('BTC-KRW', seq)]));
    for (let seq = 100; seq <= 103; seq += 1) second.frame(tickerFrame(seq, [tickerRow('BTC-KRW', seq)]));
    drains.push(consumer.drain());
    expect(times).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(resets).not.toContain(true);
    expect(session.table.value(0, 'closePrice')).toBe(103);
    expect(session.connection()).toMatchObject({ gaps: 0, reconnects: 1, status: 'open' });
    expect(drains.at(-1)!.reconnected).toBe(true);
    expect(session.statistics().duplicates).toBe(3 + 2);
  });

  it('counts failed attempts, backs off longer each time, goes offline, and retries at once on demand', () => {
    const { exchange, clock, session } = setUp();
    exchange.current.drop();
    expect(session.connection()).toMatchObject({ status: 'connecting', attempt: 1 });
    clock.advance(backoffDelay(1, () => DRAW));
    exchange.current.drop();
    expect(session.connection().attempt).toBe(2);
    clock.advance(backoffDelay(2, () => DRAW));
    exchange.current.drop();
    expect(session.connection()).toMatchObject({
      status: 'offline',
      attempt: 3,
      nextRetryAt: clock.now() + backoffDelay(3, () => DRAW),
    });
    expect(exchange.sockets).toHaveLength(3);
    session.retryNow();
    expect(exchange.sockets).toHaveLength(4);
    bringUp(exchange);
    expect(session.connection()).toMatchObject({ status: 'open', attempt: 0, reconnects: 0 });
    // The retry that was due is cancelled.
    clock.advance(backoffDelay(3, () => DRAW));
    expect(exchange.sockets).toHaveLength(4);
  });

  it('does not reset the backoff for a server that accepts and drops at once', () => {
    const { exchange, clock, session } = setUp();
    for (let i = 1; i <= 4; i += 1) {
      exchange.current.open();
      exchange.current.drop();
      expect(session.connection().attempt).toBe(i);
      clock.advance(backoffDelay(i, () => DRAW));
    }
    expect(session.connection().status).toBe('offline');
  });

  it('survives a socket factory that throws', () => {
    const clock = new FakeScheduler();
    let calls = 0;
    const session = new FeedSession({
      socketFactory: () => {
        calls += 1;
        throw new Error('bad url');
      },
      scheduler: clock,
      random: () => DRAW,
    });
    session.start();
    expect(session.connection()).toMatchObject({ status: 'connecting', attempt: 1 });
    clock.advance(backoffDelay(1, () => DRAW));
    expect(calls).toBe(2);
    session.dispose();
  });

  it('renewSession reopens the socket, keeps broadcast channels continuous and restarts the member channel', () => {
    const { exchange, session, consumer } = setUp();
    bringUp(exchange);
    exchange.current.frame(tickerFrame(5, [tickerRow('BTC-KRW', 5)], true));
    exchange.current.frame({ ch: 'assetChange', seq: 3, t: T0, rows: [] });
    consumer.drain();
    const first = exchange.current;
    session.renewSession();
    expect(first.closedByClient).toBe(true);
    expect(exchange.sockets).toHaveLength(2);
    exchange.current.open();
    expect(subs(exchange.current.sent)).toContainEqual({ op: 'sub', ch: 'ticker', since: 5 });
    expect(subs(exchange.current.sent)).toContainEqual({ op: 'sub', ch: 'assetChange' });
    exchange.current.frame({ ch: 'assetChange', seq: 1, t: T0, rows: [] });
    const drain = consumer.drain();
    expect(drain.reconnected).toBe(false);
    expect(drain.lowRate).toHaveLength(1);
    expect(session.connection()).toMatchObject({ status: 'open', reconnects: 0, gaps: 0 });
  });

  it('reports frames per second and publishes the connection state only when it changed', () => {
    const { exchange, clock, session, consumer } = setUp();
    expect(consumer.drain().connection).toMatchObject({ status: 'connecting' });
    bringUp(exchange);
    for (let seq = 1; seq <= 9; seq += 1) exchange.current.frame({ ch: 'heartbeat', seq, t: T0 });
    clock.advance(WATCHDOG_MS);
    expect(session.connection().framesPerSecond).toBe(10);
    expect(consumer.drain().connection).toMatchObject({ status: 'open', framesPerSecond: 10 });
    clock.advance(WATCHDOG_MS);
    expect(consumer.drain().connection).toMatchObject({ framesPerSecond: 0 });
    clock.advance(WATCHDOG_MS);
    expect(consumer.drain().connection).toBeNull();
  });

  it('gives a consumer that attaches late the whole table as a snapshot', () => {
    const { exchange, session } = setUp();
    bringUp(exchange);
    exchange.current.frame(tickerFrame(1, [tickerRow('BTC-KRW', 1), tickerRow('ETH-KRW', 2)], true));
    const late = session.attach(() => undefined);
    const drain = late.drain();
    expect(drain.snapshot).toBe(true);
    expect(drain.ticker!.keys).toEqual(['BTC-KRW', 'ETH-KRW']);
    expect(drain.connection).toMatchObject({ status: 'open' });
    session.detach(late);
    expect(session.consumerCount).toBe(1);
  });

  it('ignores events of a socket it already replaced', () => {
    const { exchange, clock, session } = setUp();
    bringUp(exchange);
    const old = exchange.current;
    old.drop();
    clock.advance(backoffDelay(0, () => DRAW));
    bringUp(exchange);
    old.frame(tickerFrame(1, [tickerRow('BTC-KRW', 1)], true));
    old.drop();
    expect(session.table.size).toBe(0);
    expect(session.connection().status).toBe('open');
  });

  it('dispose closes the socket and clears every timer', () => {
    const { exchange, clock, session } = setUp();
    bringUp(exchange);
    exchange.current.drop();
    expect(clock.pendingTimers).toBe(2);
    session.dispose();
    expect(clock.pendingTimers).toBe(0);
    clock.advance(120_000);
    expect(exchange.sockets).toHaveLength(1);
    const { exchange: other, clock: otherClock, session: open } = setUp();
    bringUp(other);
    open.dispose();
    expect(other.current.closedByClient).toBe(true);
    expect(otherClock.pendingTimers).toBe(0);
  });
});

describe('FeedSession order books', () => {
  const subsOf = (sent: ClientMessage[], op: 'sub' | 'unsub' | 'snapshot') =>
    sent.filter((m): m is Extract<ClientMessage, { op: typeof op }> => m.op === op && m.ch === 'orderbook');

  it('subscribes a coin once for every consumer that follows it, and unsubscribes with the last', () => {
    const { exchange, session, consumer } = setUp();
    const other = session.attach(() => undefined);
    session.followBook(consumer, 'BTC-KRW');
    bringUp(exchange);
    expect(subsOf(exchange.current.sent, 'sub')).toEqual([{ op: 'sub', ch: 'orderbook', key: 'BTC-KRW' }]);
    session.followBook(other, 'BTC-KRW');
    session.followBook(consumer, 'BTC-KRW');
    session.followBook(other, 'ETH-KRW');
    session.followBook(other, 'not a key' as CoinKey);
    expect(subsOf(exchange.current.sent, 'sub').map((m) => m.key)).toEqual(['BTC-KRW', 'ETH-KRW']);
    session.unfollowBook(consumer, 'BTC-KRW');
    session.unfollowBook(consumer, 'BTC-KRW');
    expect(subsOf(exchange.current.sent, 'unsub')).toEqual([]);
    session.detach(other);
    expect(subsOf(exchange.current.sent, 'unsub').map((m) => m.key)).toEqual(['BTC-KRW', 'ETH-KRW']);
  });

  it('hands each consumer the books it follows, whole, once per drain and only when they changed', () => {
    const { exchange, session, consumer, wakes } = setUp();
    const other = session.attach(() => undefined);
    bringUp(exchange);
    consumer.drain();
    other.drain();
    session.followBook(consumer, 'BTC-KRW');
    session.followBook(consumer, 'ETH-KRW');
    session.followBook(other, 'ETH-KRW');
    exchange.current.frame(bookFrame(50, 'BTC-KRW', [[101, 1]], [[99, 1]], true));
    exchange.current.frame(bookFrame(51, 'BTC-KRW', [[102, 2]], [[99, 0]]));
    exchange.current.frame(bookFrame(9, 'ETH-KRW', [[51, 1]], [[49, 1]], true));
    exchange.current.frame(bookFrame(70, 'XRP-KRW', [[1, 1]], [], true));
    expect(wakes.at(-1)).toBe(true);
    const first = consumer.drain();
    expect(decodeBooks(first.books!)).toEqual([
      {
        key: 'BTC-KRW',
        asks: [
          [101, 1],
          [102, 2],
        ],
        bids: [],
      },
      { key: 'ETH-KRW', asks: [[51, 1]], bids: [[49, 1]] },
    ]);
    expect(decodeBooks(other.drain().books!).map((book) => book.key)).toEqual(['ETH-KRW']);
    exchange.current.frame(bookFrame(10, 'ETH-KRW', [[51, 3]], []));
    expect(decodeBooks(consumer.drain().books!).map((book) => book.key)).toEqual(['ETH-KRW']);
    expect(consumer.drain().books).toBeNull();
    expect(decodeBooks(other.drain().books!).map((book) => book.key)).toEqual(['ETH-KRW']);
    // A consumer that follows a book already held gets it at once.
    session.followBook(other, 'BTC-KRW');
    expect(decodeBooks(other.drain().books!)).toEqual([
      {
        key: 'BTC-KRW',
        asks: [
          [101, 1],
          [102, 2],
        ],
        bids: [],
      },
    ]);
    expect(session.connection().gaps).toBe(0);
  });

  it('asks for a snapshot of the one coin whose numbers jump, and takes the answer numbered like the last', () => {
    const { exchange, session, consumer } = setUp();
    bringUp(exchange);
    session.followBook(consumer, 'BTC-KRW');
    session.followBook(consumer, 'ETH-KRW');
    const socket = exchange.current;
    socket.frame(bookFrame(50, 'BTC-KRW', [[101, 1]], [], true));
    socket.frame(bookFrame(9, 'ETH-KRW', [[51, 1]], [], true));
    socket.frame(bookFrame(52, 'BTC-KRW', [[103, 1]], []));
    socket.frame(bookFrame(10, 'ETH-KRW', [[52, 1]], []));
    expect(subsOf(socket.sent, 'snapshot')).toEqual([{ op: 'snapshot', ch: 'orderbook', key: 'BTC-KRW' }]);
    expect(session.connection().gaps).toBe(1);
    consumer.drain();
    socket.frame(bookFrame(52, 'BTC-KRW', [[110, 5]], [], true));
    expect(decodeBooks(consumer.drain().books!)).toEqual([{ key: 'BTC-KRW', asks: [[110, 5]], bids: [] }]);
    socket.frame(bookFrame(53, 'BTC-KRW', [[111, 1]], []));
    expect(session.connection().gaps).toBe(1);
  });

  it('holds back deltas that come before their snapshot, and ignores coins nobody follows', () => {
    const { exchange, session, consumer } = setUp();
    bringUp(exchange);
    consumer.drain();
    session.followBook(consumer, 'BTC-KRW');
    exchange.current.frame(bookFrame(51, 'BTC-KRW', [[102, 2]], []));
    exchange.current.frame(bookFrame(5, 'DOGE-KRW', [[1, 2]], [], true));
    expect(consumer.drain().books).toBeNull();
    expect(subsOf(exchange.current.sent, 'snapshot')).toEqual([
      { op: 'snapshot', ch: 'orderbook', key: 'BTC-KRW' },
    ]);
    exchange.current.frame(bookFrame(52, 'BTC-KRW', [[101, 1]], [], true));
    expect(decodeBooks(consumer.drain().books!)[0]!.asks).toEqual([[101, 1]]);
  });

  it('resubscribes followed coins with since after a drop; the replay overlap is dropped', () => {
    const { exchange, clock, session, consumer } = setUp();
    bringUp(exchange);
    session.followBook(consumer, 'BTC-KRW');
    exchange.current.frame(bookFrame(50, 'BTC-KRW', [[101, 1]], [], true));
    exchange.current.frame(bookFrame(51, 'BTC-KRW', [[102, 1]], []));
    exchange.current.drop();
    clock.advance(backoffDelay(0, () => DRAW));
    const second = exchange.current;
    second.open();
    expect(subsOf(second.sent, 'sub')).toEqual([{ op: 'sub', ch: 'orderbook', key: 'BTC-KRW', since: 51 }]);
    second.frame(bookFrame(51, 'BTC-KRW', [[102, 9]], []));
    second.frame(bookFrame(52, 'BTC-KRW', [[103, 1]], []));
    const books = decodeBooks(consumer.drain().books!);
    expect(books[0]!.asks).toEqual([
      [101, 1],
      [102, 1],
      [103, 1],
    ]);
    expect(session.statistics().duplicates).toBe(1);
    expect(session.connection().gaps).toBe(0);
  });
});

describe('FeedSession order events', () => {
  it('passes the member’s order events on in order, without duplicates; a new login starts them afresh', () => {
    const { exchange, session, consumer, wakes } = setUp();
    bringUp(exchange);
    consumer.drain();
    const placed = { kind: 'placed' as const, order: orderRow(1), fill: null };
    exchange.current.frame(ordersFrame(7, [placed]));
    exchange.current.frame(ordersFrame(8, [filledHalf(1)]));
    exchange.current.frame(ordersFrame(8, [filledHalf(1)]));
    expect(wakes.at(-1)).toBe(false);
    expect(consumer.drain().orders).toEqual([placed, filledHalf(1)]);
    exchange.current.frame(ordersFrame(8, []));
    expect(consumer.drain().orders).toEqual([]);
    session.renewSession();
    exchange.current.open();
    expect(subs(exchange.current.sent)).toContainEqual({ op: 'sub', ch: 'orders' });
    exchange.current.frame(ordersFrame(1, [placed]));
    expect(consumer.drain().orders).toEqual([placed]);
    expect(session.connection().gaps).toBe(0);
  });
});
