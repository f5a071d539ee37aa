// The orderbook and orders channels of the socket hub, over real sockets, with a book source the test
// moves by hand and flushes that run when the test says (the server's timer calls the same flush).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ORDER_BOOK_DEPTH, type OrderBookFrame, type OrderEvent, type OrderRow } from '../../../contract';
import type { CoinKey } from '../../../contract/markets';
import { orderRow } from '../../fixtures/orders';
import { BOOK_LINGER_MS, levelChanges } from '../../../server/feed/book-feed';
import { OrderBook } from '../../../workers/core/feed/order-book';
import { FeedClient } from './helpers';
import { startHubServer, type HubServer } from './hub-server';

let server: HubServer;
const clients: FeedClient[] = [];
beforeAll(async () => {
  server = await startHubServer();
});
beforeEach(() => {
  server.source.seed('BTC-KRW', 1000, 40);
  server.source.seed('ETH-KRW', 500, 10);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  // Let the books of this test go, so that the next one starts from fresh books.
  server.clock.now += BOOK_LINGER_MS;
  server.hub.flush();
});
afterAll(() => server.stop());

async function open(cookie?: string): Promise<FeedClient> {
  const client = await FeedClient.open(server, cookie);
  clients.push(client);
  return client;
}

const books = (client: FeedClient, key: CoinKey) =>
  client.of('orderbook').filter((frame) => frame.key === key);

/** Waits until every message sent so far has been answered (a ping's heartbeat comes after them). */
async function settled(client: FeedClient): Promise<void> {
  const count = client.of('heartbeat').length;
  client.send({ op: 'ping' });
  await client.until(() => (client.of('heartbeat').length > count ? true : undefined));
}

async function frameCount(client: FeedClient, key: CoinKey, count: number): Promise<OrderBookFrame[]> {
  return client.until(() => (books(client, key).length >= count ? books(client, key) : undefined));
}

/** Snapshot and deltas applied in order, as the feed does. */
function replay(frames: OrderBookFrame[]): OrderBook {
  const book = new OrderBook(frames[0]!.key);
  for (const frame of frames)
    if (frame.snapshot) book.applySnapshot(frame.asks, frame.bids);
    else book.applyDelta(frame.asks, frame.bids);
  return book;
}

function expectTopOfSource(book: OrderBook): void {
  expect(book.asks).toEqual(server.source.levels(book.key, 'asks').slice(0, ORDER_BOOK_DEPTH));
  expect(book.bids).toEqual(server.source.levels(book.key, 'bids').slice(0, ORDER_BOOK_DEPTH));
}

describe('levelChanges', () => {
  test.each([
    ['nothing changed', [[1, 2]], [[1, 2]], []],
    ['a new quantity', [[1, 2]], [[1, 3]], [[1, 3]]],
    [
      'a new level',
      [[1, 2]],
      [
        [1, 2],
        [2, 5],
      ],
      [[2, 5]],
    ],
    [
      'a level gone',
      [
        [1, 2],
        [2, 5],
      ],
      [[2, 5]],
      [[1, 0]],
    ],
    ['from nothing', [], [[1, 2]], [[1, 2]]],
    ['to nothing', [[1, 2]], [], [[1, 0]]],
  ] as const)('%s', (_name, before, after, expected) => {
    expect(
      levelChanges(
        before.map((l) => [...l]),
        after.map((l) => [...l]),
      ),
    ).toEqual(expected);
  });
});

describe('orderbook channel', () => {
  test('a snapshot of the best levels, then deltas with consecutive seq that keep the book equal to the source', async () => {
    const client = await open();
    client.send({ op: 'sub', ch: 'orderbook', key: 'BTC-KRW' });
    const [snapshot] = await frameCount(client, 'BTC-KRW', 1);
    expect(snapshot).toMatchObject({ ch: 'orderbook', key: 'BTC-KRW', snapshot: true });
    expect(snapshot!.asks).toHaveLength(ORDER_BOOK_DEPTH);
    expect(snapshot!.asks[0]).toEqual([1001, 2]);
    expect(snapshot!.bids[0]).toEqual([999, 2]);
    expect(typeof snapshot!.t).toBe('number');

    server.source.set('BTC-KRW', 'asks', 1001, 7);
    server.hub.flush();
    server.source.set('BTC-KRW', 'bids', 999.5, 4);
    server.hub.flush();
    // The best ask goes: the 31st level moves up into the window.
    server.source.set('BTC-KRW', 'asks', 1001, 0);
    server.hub.flush();
    const frames = await frameCount(client, 'BTC-KRW', 4);
    expect(frames.map((frame) => frame.seq)).toEqual([0, 1, 2, 3].map((i) => snapshot!.seq + i));
    expect(frames.slice(1).every((frame) => !frame.snapshot)).toBe(true);
    expect(frames[1]).toMatchObject({ asks: [[1001, 7]], bids: [] });
    expect(frames[3]!.asks).toEqual(
      expect.arrayContaining([
        [1001, 0],
        [1031, 32],
      ]),
    );
    expectTopOfSource(replay(frames));
  });

  test('batches a flush: the last quantity of a price wins, a change undone sends nothing, deep changes send nothing', async () => {
    const client = await open();
    client.send({ op: 'sub', ch: 'orderbook', key: 'BTC-KRW' });
    await frameCount(client, 'BTC-KRW', 1);
    server.source.set('BTC-KRW', 'asks', 1002, 10);
    server.source.set('BTC-KRW', 'asks', 1002, 11);
    server.source.set('BTC-KRW', 'bids', 998, 12);
    server.hub.flush();
    server.source.set('BTC-KRW', 'asks', 1003, 99);
    server.source.set('BTC-KRW', 'asks', 1003, 4);
    server.hub.flush();
    server.source.set('BTC-KRW', 'asks', 1035, 1);
    server.source.set('BTC-KRW', 'bids', 900, 1);
    server.hub.flush();
    server.source.set('BTC-KRW', 'bids', 999, 5);
    server.hub.flush();
    const frames = await frameCount(client, 'BTC-KRW', 3);
    await settled(client);
    expect(books(client, 'BTC-KRW')).toHaveLength(3);
    expect(frames[1]).toMatchObject({ asks: [[1002, 11]], bids: [[998, 12]] });
    expect(frames[2]).toMatchObject({ seq: frames[1]!.seq + 1, asks: [], bids: [[999, 5]] });
    expectTopOfSource(replay(frames));
  });

  test('sub with since replays exactly the deltas after it; too old or from another run gets a snapshot', async () => {
    const watcher = await open();
    watcher.send({ op: 'sub', ch: 'orderbook', key: 'BTC-KRW' });
    await frameCount(watcher, 'BTC-KRW', 1);
    for (let i = 1; i <= 5; i += 1) {
      server.source.set('BTC-KRW', 'asks', 1001, 10 + i);
      server.hub.flush();
    }
    const seen = await frameCount(watcher, 'BTC-KRW', 6);
    const late = await open();
    late.send({ op: 'sub', ch: 'orderbook', key: 'BTC-KRW', since: seen[2]!.seq });
    const replayed = await frameCount(late, 'BTC-KRW', 3);
    expect(replayed).toEqual(seen.slice(3));

    for (const since of [0, Number.MAX_SAFE_INTEGER]) {
      const other = await open();
      other.send({ op: 'sub', ch: 'orderbook', key: 'BTC-KRW', since });
      const [first] = await frameCount(other, 'BTC-KRW', 1);
      expect(first).toMatchObject({ snapshot: true, seq: seen.at(-1)!.seq });
    }
  });

  test('a book nobody follows lingers for a reconnect, then is let go and numbered afresh', async () => {
    const first = await open();
    first.send({ op: 'sub', ch: 'orderbook', key: 'ETH-KRW' });
    const [snapshot] = await frameCount(first, 'ETH-KRW', 1);
    await first.close();
    await expect.poll(() => server.hub.socketCount).toBe(0);
    server.source.set('ETH-KRW', 'bids', 499, 50);
    server.hub.flush();

    const back = await open();
    back.send({ op: 'sub', ch: 'orderbook', key: 'ETH-KRW', since: snapshot!.seq });
    const [missed] = await frameCount(back, 'ETH-KRW', 1);
    expect(missed).toMatchObject({ snapshot: false, seq: snapshot!.seq + 1, bids: [[499, 50]] });
    await back.close();
    await expect.poll(() => server.hub.socketCount).toBe(0);

    server.clock.now += BOOK_LINGER_MS;
    server.hub.flush();
    server.source.set('ETH-KRW', 'bids', 499, 60);
    server.hub.flush();
    const later = await open();
    later.send({ op: 'sub', ch: 'orderbook', key: 'ETH-KRW', since: missed!.seq });
    const [fresh] = await frameCount(later, 'ETH-KRW', 1);
    expect(fresh).toMatchObject({ snapshot: true });
    expect(fresh!.seq).toBeGreaterThan(missed!.seq);
    expect(fresh!.bids[0]).toEqual([499, 60]);
  });

  test('each socket gets only the coins it follows, each coin counting its own seq', async () => {
    const btc = await open();
    const eth = await open();
    const both = await open();
    btc.send({ op: 'sub', ch: 'orderbook', key: 'BTC-KRW' });
    eth.send({ op: 'sub', ch: 'orderbook', key: 'ETH-KRW' });
    both.send({ op: 'sub', ch: 'orderbook', key: 'BTC-KRW' });
    both.send({ op: 'sub', ch: 'orderbook', key: 'ETH-KRW' });
    await Promise.all([btc, eth, both].map(settled));
    server.source.set('BTC-KRW', 'asks', 1001, 3);
    server.source.set('ETH-KRW', 'asks', 501, 3);
    server.hub.flush();
    await frameCount(both, 'BTC-KRW', 2);
    await frameCount(both, 'ETH-KRW', 2);
    await Promise.all([btc, eth].map(settled));
    expect(btc.of('orderbook').map((frame) => frame.key)).toEqual(['BTC-KRW', 'BTC-KRW']);
    expect(eth.of('orderbook').map((frame) => frame.key)).toEqual(['ETH-KRW', 'ETH-KRW']);
    expect(books(both, 'BTC-KRW')).toEqual(books(btc, 'BTC-KRW'));
    expect(books(both, 'ETH-KRW')).toEqual(books(eth, 'ETH-KRW'));
  });

  test('unsub drops one coin and keeps the others; the snapshot op re-sends a followed coin only', async () => {
    const client = await open();
    client.send({ op: 'sub', ch: 'orderbook', key: 'BTC-KRW' });
    client.send({ op: 'sub', ch: 'orderbook', key: 'ETH-KRW' });
    await settled(client);
    client.send({ op: 'unsub', ch: 'orderbook', key: 'BTC-KRW' });
    await settled(client);
    server.source.set('BTC-KRW', 'asks', 1001, 3);
    server.source.set('ETH-KRW', 'asks', 501, 3);
    server.hub.flush();
    await frameCount(client, 'ETH-KRW', 2);
    client.send({ op: 'snapshot', ch: 'orderbook', key: 'ETH-KRW' });
    client.send({ op: 'snapshot', ch: 'orderbook', key: 'BTC-KRW' });
    const eth = await frameCount(client, 'ETH-KRW', 3);
    await settled(client);
    expect(books(client, 'BTC-KRW')).toHaveLength(1);
    expect(eth[2]).toMatchObject({ snapshot: true, seq: eth[1]!.seq });
    expect(replay(eth.slice(2)).asks).toEqual(replay(eth.slice(0, 2)).asks);
  });

  test('an unknown coin is ignored; a key that is no coin key, or a missing or misplaced key, is malformed', async () => {
    const client = await open();
    const before = server.hub.stats.malformedMessages;
    client.send({ op: 'sub', ch: 'orderbook', key: 'NOPE-KRW' });
    client.send({ op: 'snapshot', ch: 'orderbook', key: 'NOPE-KRW' });
    client.send({ op: 'unsub', ch: 'orderbook', key: 'NOPE-KRW' });
    await settled(client);
    expect(server.hub.stats.malformedMessages).toBe(before);
    for (const bad of [
      { op: 'sub', ch: 'orderbook' },
      { op: 'sub', ch: 'orderbook', key: 'btc-krw' },
      { op: 'sub', ch: 'orderbook', key: 42 },
      { op: 'unsub', ch: 'orderbook' },
      { op: 'snapshot', ch: 'orderbook' },
      { op: 'sub', ch: 'ticker', key: 'BTC-KRW' },
    ])
      client.send(bad);
    await settled(client);
    expect(server.hub.stats.malformedMessages - before).toBe(6);
    expect(client.of('orderbook')).toEqual([]);
    expect(client.of('ticker')).toEqual([]);
  });
});

function order(orderId: number, status: OrderRow['status'] = 'pending'): OrderRow {
  return orderRow(orderId, { price: 1000, quantity: 1, status });
}

const placed = (orderId: number): OrderEvent => ({ kind: 'placed', order: order(orderId), fill: null });

describe('orders channel', () => {
  test('only the member’s own subscribed sockets get its events, numbered per member', async () => {
    const guest = await open();
    const seven = await open('mem=7; session=s7');
    const sevenQuiet = await open('mem=7; session=s7b');
    const eight = await open('mem=8; session=s8');
    guest.send({ op: 'sub', ch: 'orders', since: 0 });
    seven.send({ op: 'sub', ch: 'orders' });
    eight.send({ op: 'sub', ch: 'orders' });
    await Promise.all([guest, seven, eight].map(settled));
    server.hub.publishOrderEvents(7, [placed(1)]);
    server.hub.publishOrderEvents(7, [
      { kind: 'cancelled', order: order(1, 'cancelled'), fill: null },
      placed(2),
    ]);
    server.hub.publishOrderEvents(8, [placed(3)]);
    server.hub.publishOrderEvents(8, []);
    const mine = await seven.until(() => (seven.of('orders').length >= 2 ? seven.of('orders') : undefined));
    const theirs = await eight.until(() => eight.of('orders')[0]);
    await Promise.all([guest, seven, sevenQuiet, eight].map(settled));
    expect(mine.map((frame) => frame.events.map((event) => [event.kind, event.order.orderId]))).toEqual([
      [['placed', 1]],
      [
        ['cancelled', 1],
        ['placed', 2],
      ],
    ]);
    expect(mine[1]!.seq).toBe(mine[0]!.seq + 1);
    expect(theirs.events[0]!.order.orderId).toBe(3);
    expect(eight.of('orders')).toHaveLength(1);
    expect(guest.of('orders')).toEqual([]);
    expect(sevenQuiet.of('orders')).toEqual([]);
  });

  test('replays by since, answers a lost replay with an empty frame, and stops after logout', async () => {
    const first = await open('mem=9; session=s9');
    first.send({ op: 'sub', ch: 'orders' });
    await settled(first);
    for (let id = 1; id <= 3; id += 1) server.hub.publishOrderEvents(9, [placed(id)]);
    const seen = await first.until(() => (first.of('orders').length >= 3 ? first.of('orders') : undefined));

    const back = await open('mem=9; session=s9');
    back.send({ op: 'sub', ch: 'orders', since: seen[0]!.seq });
    const replayed = await back.until(() => (back.of('orders').length >= 2 ? back.of('orders') : undefined));
    expect(replayed).toEqual(seen.slice(1));

    const stale = await open('mem=9; session=s9');
    stale.send({ op: 'sub', ch: 'orders', since: 1 });
    const empty = await stale.until(() => stale.of('orders')[0]);
    expect(empty).toMatchObject({ seq: seen[2]!.seq, events: [] });

    server.hub.forgetSession('s9');
    server.hub.publishOrderEvents(9, [placed(4)]);
    await Promise.all([first, back, stale].map(settled));
    expect(first.of('orders')).toHaveLength(3);
    expect(stale.of('orders')).toHaveLength(1);
  });
});
