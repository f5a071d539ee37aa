// The socket hub's bounds over real sockets, on the hub's own clock: the message rate of a socket and the
// close of a flood, the cap per address, snapshots encoded once per seq, replays bounded by bytes, the
// budget over all send buffers, and member frames that stop with the session.
import type { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { SOCKET_CLOSE, type ClientMessage, type IntroFrame } from '../../../contract';
import { shedOrder } from '../../../server/feed/buffer-budget';
import {
  BUFFER_BUDGET_BYTES,
  BUFFER_RELIEF_BYTES,
  FLOOD_ALLOWANCE,
  MAX_BUFFERED_BYTES,
  MAX_SOCKETS_PER_ADDRESS,
  OP_BURST,
  OP_RATE_PER_SECOND,
  REPLAY_MAX_BYTES,
  SNAPSHOT_MAX_AGE_MS,
} from '../../../server/feed/feed-limits';
import { FeedClient } from './helpers';
import { startHubServer, type HubServer } from './hub-server';
import { FakeSocket, quietHub } from './fake-socket';

let server: HubServer;
const clients: FeedClient[] = [];
beforeAll(async () => {
  server = await startHubServer();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  // A fresh allowance for the next test's sockets.
  server.clock.now += 60_000;
  server.expiredSessions.clear();
});
afterAll(() => server.stop());

async function open(cookie?: string): Promise<FeedClient> {
  const client = await FeedClient.open(server, cookie);
  clients.push(client);
  return client;
}

/** Waits until every message sent so far has been answered (a ping's heartbeat comes after them). */
async function settled(client: FeedClient): Promise<void> {
  const count = client.of('heartbeat').length;
  client.send({ op: 'ping' });
  await client.until(() => (client.of('heartbeat').length > count ? true : undefined));
}

/** Waits until a counter of the hub reaches `target` (the hub runs in this process). */
async function handled(read: () => number, target: number, client: FeedClient): Promise<void> {
  await client.until(() => (read() >= target ? true : undefined));
}

describe('message rate', () => {
  test('a burst past OP_BURST is dropped and counted; the rate refills with time', async () => {
    const client = await open();
    const dropped = server.hub.stats.rateLimitedMessages;
    for (let i = 0; i < OP_BURST + 10; i++) client.send({ op: 'ping' });
    await handled(() => server.hub.stats.rateLimitedMessages, dropped + 10, client);
    await client.until(() => (client.of('heartbeat').length >= OP_BURST ? true : undefined));
    expect(client.of('heartbeat')).toHaveLength(OP_BURST);
    expect(client.closed).toBeUndefined();

    // One second later OP_RATE_PER_SECOND more get through, and no more.
    server.clock.now += 1000;
    for (let i = 0; i < OP_RATE_PER_SECOND + 5; i++) client.send({ op: 'ping' });
    await handled(() => server.hub.stats.rateLimitedMessages, dropped + 15, client);
    await client.until(() =>
      client.of('heartbeat').length >= OP_BURST + OP_RATE_PER_SECOND ? true : undefined,
    );
    expect(client.of('heartbeat')).toHaveLength(OP_BURST + OP_RATE_PER_SECOND);
    server.clock.now += 1000;
    await settled(client);
  });

  test('a socket that keeps flooding past its allowance is closed with the policy code', async () => {
    const client = await open();
    const flooded = server.hub.stats.floodedSockets;
    const dropped = server.hub.stats.rateLimitedMessages;
    for (let i = 0; i < OP_BURST + FLOOD_ALLOWANCE; i++) client.send({ op: 'snapshot', ch: 'ticker' });
    // Right at the allowance the socket stays (the hub's clock stands still: nothing refills)…
    await handled(() => server.hub.stats.rateLimitedMessages, dropped + FLOOD_ALLOWANCE, client);
    expect(server.hub.stats.floodedSockets).toBe(flooded);
    expect(client.closed).toBeUndefined();
    // …and one more message of any kind closes it.
    client.send('not even JSON');
    await client.until(() => client.closed);
    expect(client.closed).toEqual({ code: SOCKET_CLOSE.policy });
    expect(server.hub.stats.floodedSockets).toBe(flooded + 1);
    expect(client.of('ticker').length).toBeLessThanOrEqual(OP_BURST);
  });

  test('a client within the rate is never limited', async () => {
    const client = await open();
    const dropped = server.hub.stats.rateLimitedMessages;
    for (let second = 0; second < 10; second++) {
      for (let i = 0; i < OP_RATE_PER_SECOND; i++) client.send({ op: 'ping' });
      // Every ping of this second answered before the clock moves (not just the first: on a busy machine
      // the rest may still be on their way).
      const answered = (second + 1) * OP_RATE_PER_SECOND;
      await client.until(() => (client.of('heartbeat').length >= answered ? true : undefined));
      server.clock.now += 1000;
    }
    expect(server.hub.stats.rateLimitedMessages).toBe(dropped);
    expect(client.of('heartbeat')).toHaveLength(10 * OP_RATE_PER_SECOND);
  });
});

describe('sockets per address', () => {
  test(`the ${MAX_SOCKETS_PER_ADDRESS + 1}th socket of one address is closed at once; a freed place is taken again`, async () => {
    const refused = server.hub.stats.refusedSockets;
    const sockets = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_ADDRESS }, () => open()));
    const extra = await open();
    await extra.until(() => extra.closed);
    expect(extra.closed).toEqual({ code: SOCKET_CLOSE.tryAgainLater });
    expect(server.hub.stats.refusedSockets).toBe(refused + 1);
    expect(server.hub.socketCount).toBe(MAX_SOCKETS_PER_ADDRESS);
    for (const socket of sockets) expect(socket.closed).toBeUndefined();

    await sockets[0]!.close();
    const again = await open();
    await settled(again);
    expect(again.closed).toBeUndefined();
  });
});

describe('snapshots', () => {
  test('are encoded once per seq: the same bytes for every request until the seq moves or they age', async () => {
    const client = await open();
    client.send({ op: 'sub', ch: 'ticker' });
    await settled(client);
    const builds = server.hub.snapshotBuilds;
    for (let i = 0; i < 30; i++) client.send({ op: 'snapshot', ch: 'ticker' });
    await settled(client);
    const snapshots = client.of('ticker');
    expect(snapshots).toHaveLength(31);
    expect(server.hub.snapshotBuilds).toBe(builds);
    for (const frame of snapshots) expect(frame).toEqual(snapshots[0]);

    // A trade moves the seq: the next snapshot is built afresh, with the new number.
    const listing = server.model.tickerListings()[0]!;
    server.model.recordBookTrade(listing, server.clock.now, server.model.price(listing), 1, 1);
    server.hub.flush();
    client.send({ op: 'snapshot', ch: 'ticker' });
    await settled(client);
    const moved = client.of('ticker').at(-1)!;
    expect(moved.snapshot).toBe(true);
    expect(moved.seq).toBe(snapshots[0]!.seq + 1);
    expect(server.hub.snapshotBuilds).toBe(builds + 1);

    // Aged: rebuilt with its own time even at the same seq.
    server.clock.now += SNAPSHOT_MAX_AGE_MS;
    client.send({ op: 'snapshot', ch: 'ticker' });
    await settled(client);
    const aged = client.of('ticker').at(-1)!;
    expect(aged).toMatchObject({ seq: moved.seq, t: server.clock.now });
    expect(server.hub.snapshotBuilds).toBe(builds + 2);
  });

  test('an order book snapshot too', async () => {
    server.source.seed('BTC-KRW', 1000, 40);
    const client = await open();
    client.send({ op: 'sub', ch: 'orderbook', key: 'BTC-KRW' });
    await settled(client);
    const builds = server.hub.snapshotBuilds;
    for (let i = 0; i < 10; i++) client.send({ op: 'snapshot', ch: 'orderbook', key: 'BTC-KRW' });
    await settled(client);
    expect(client.of('orderbook')).toHaveLength(11);
    expect(server.hub.snapshotBuilds).toBe(builds);
    server.source.set('BTC-KRW', 'asks', 1001, 99);
    server.hub.flush();
    client.send({ op: 'snapshot', ch: 'orderbook', key: 'BTC-KRW' });
    await settled(client);
    const fresh = client.of('orderbook').at(-1)!;
    expect(fresh.snapshot).toBe(true);
    expect(fresh.asks[0]).toEqual([1001, 99]);
    expect(server.hub.snapshotBuilds).toBe(builds + 1);
  });
});

describe('replay bounded by bytes', () => {
  /** One flush in which every coin trades once: a ticker frame of every coin and a trades frame. */
  function tradeEveryCoin(): void {
    for (const listing of server.model.tickerListings())
      server.model.recordBookTrade(listing, server.clock.now, server.model.price(listing), 1, 1);
    server.hub.flush();
  }

  test('a replay past REPLAY_MAX_BYTES is a snapshot (ticker) or a reset (trades); a smaller one is replayed', async () => {
    const since = { ticker: server.hub.seq('ticker'), trades: server.hub.seq('trades') };
    tradeEveryCoin();
    tradeEveryCoin();
    const small = await open();
    small.send({ op: 'sub', ch: 'ticker', since: since.ticker });
    small.send({ op: 'sub', ch: 'trades', since: since.trades });
    await settled(small);
    expect(small.of('ticker').map((frame) => frame.snapshot)).toEqual([false, false]);
    expect(small.of('trades').map((frame) => frame.reset)).toEqual([false, false]);

    // Each ticker frame now holds every coin (~19 kB); trades frames are about half that.
    let flushes = 2;
    while (flushes * 19_000 < REPLAY_MAX_BYTES * 2.5) {
      tradeEveryCoin();
      flushes++;
    }
    const late = await open();
    late.send({ op: 'sub', ch: 'ticker', since: since.ticker });
    late.send({ op: 'sub', ch: 'trades', since: since.trades });
    await settled(late);
    expect(late.of('ticker')).toMatchObject([{ snapshot: true, seq: since.ticker + flushes }]);
    expect(late.of('trades')).toMatchObject([{ reset: true, rows: [], seq: since.trades + flushes }]);
    const bytes = late.frames.reduce((sum, frame) => sum + JSON.stringify(frame).length, 0);
    expect(bytes).toBeLessThan(REPLAY_MAX_BYTES);
  });

  test('intro too: past the bound the full picture, numbered like the last frame', async () => {
    const client = await open();
    client.send({ op: 'sub', ch: 'intro' });
    await settled(client);
    const first = client.of('intro')[0]!;
    const size = JSON.stringify(first).length;
    const count = Math.ceil(REPLAY_MAX_BYTES / size) + 1;
    for (let i = 0; i < count; i++) server.hub.publishIntro();
    const late = await open();
    late.send({ op: 'sub', ch: 'intro', since: first.seq });
    await settled(late);
    expect(late.of('intro').map((frame: IntroFrame) => frame.seq)).toEqual([first.seq + count]);
  });
});

describe('member frames and the session', () => {
  const rows = [{ coinType: 'BTC', symbol: 'BTC', coinBalance: 1, lockedBalance: 0, avgBuyAmt: 1 }];

  test('an expired session stops the member frames at the next heartbeat; a live one keeps them', async () => {
    const expiring = await open('mem=7; session=old');
    const live = await open('mem=7; session=new');
    for (const client of [expiring, live]) client.send({ op: 'sub', ch: 'assetChange' });
    await Promise.all([settled(expiring), settled(live)]);
    server.hub.publishAssetChange(7, rows);
    await Promise.all([settled(expiring), settled(live)]);
    expect(expiring.of('assetChange')).toHaveLength(1);

    server.expiredSessions.add('old');
    server.hub.heartbeatAll();
    server.hub.publishAssetChange(7, rows);
    server.hub.publishOrderEvents(7, []);
    await Promise.all([settled(expiring), settled(live)]);
    expect(expiring.of('assetChange')).toHaveLength(1);
    expect(live.of('assetChange')).toHaveLength(2);
    // Subscribing again does not bring them back.
    expiring.send({ op: 'sub', ch: 'assetChange', since: 0 });
    expiring.send({ op: 'snapshot', ch: 'orders' });
    await settled(expiring);
    expect(expiring.of('assetChange')).toHaveLength(1);
    expect(expiring.of('orders')).toHaveLength(0);
  });

  test('a member snapshot asked for after expiry, before any heartbeat, is refused too', async () => {
    const client = await open('mem=8; session=s8');
    server.expiredSessions.add('s8');
    client.send({ op: 'sub', ch: 'assetChange', since: 0 });
    client.send({ op: 'sub', ch: 'orders', since: 0 });
    await settled(client);
    expect(client.frames.filter((frame) => frame.ch !== 'heartbeat')).toEqual([]);
  });
});

describe('the budget over all send buffers', () => {
  test.each([
    // buffers, total, relief → the ones shed (by index), largest first
    [[5, 1, 9, 3], 18, 10, [2]],
    [[5, 1, 9, 3], 18, 4, [2, 0]],
    [[5, 1, 9, 3], 18, 18, []],
    [[2, 2, 2], 6, 0, [0, 1, 2]],
  ])('shedOrder(%j, %d, %d) → %j', (buffers, total, relief, expected) => {
    const items = buffers.map((buffered, index) => ({ buffered, index }));
    expect(shedOrder(items, total, relief).map((item) => item.index)).toEqual(expected);
  });

  test('past the budget the slowest sockets are dropped until the rest is under the relief level', () => {
    const { hub, model } = quietHub(() => Date.UTC(2026, 10, 21));
    // Each under the per-socket cap; together past the budget.
    const share = MAX_BUFFERED_BYTES - 1;
    const count = Math.ceil(BUFFER_BUDGET_BYTES / share) + 2;
    const sockets = Array.from({ length: count }, (_, i) => {
      const socket = new FakeSocket();
      socket.bufferedAmount = share - i;
      hub.attach(socket as unknown as WebSocket, { address: `10.0.0.${i}`, member: undefined });
      const sub: ClientMessage = { op: 'sub', ch: 'trades' };
      socket.emit('message', Buffer.from(JSON.stringify(sub)), false);
      return socket;
    });
    const listing = model.tickerListings()[0]!;
    model.recordBookTrade(listing, Date.UTC(2026, 10, 21), model.price(listing), 1, 1);
    hub.flush();
    const shed = sockets.filter((socket) => socket.closedWith !== undefined);
    expect(shed.length).toBeGreaterThan(0);
    for (const socket of shed) expect(socket.closedWith).toBe(SOCKET_CLOSE.tryAgainLater);
    // The largest buffers went first: every shed socket holds more than every kept one.
    const kept = sockets.filter((socket) => socket.closedWith === undefined);
    expect(Math.min(...shed.map((s) => s.bufferedAmount))).toBeGreaterThan(
      Math.max(...kept.map((s) => s.bufferedAmount)),
    );
    const keptBytes = kept.reduce((sum, s) => sum + s.bufferedAmount, 0);
    expect(keptBytes).toBeLessThanOrEqual(BUFFER_RELIEF_BYTES);
    expect(hub.bufferedBytes).toBe(keptBytes);
    expect(hub.stats.droppedOverBudget).toBe(shed.length);
    expect(hub.socketCount).toBe(kept.length);
    // The kept sockets got the frame.
    for (const socket of kept) expect(socket.sent).toHaveLength(1);
    hub.dispose();
  });
});
