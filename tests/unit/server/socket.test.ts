import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { API, TICK_TYPES, type HealthInfo, type TickerFrame } from '../../../contract';
import { call, FeedClient, login, startTestServer, type TestServer } from './helpers';

let test$: TestServer;
const clients: FeedClient[] = [];
beforeAll(async () => {
  test$ = await startTestServer({ tradeRate: 2000 });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await call(test$.server, API.adminFaults, {
    method: 'POST',
    body: { dropSocket: false, skipTickerFrameEvery: 0 },
  });
});
afterAll(() => test$.stop());

async function open(cookie?: string): Promise<FeedClient> {
  const client = await FeedClient.open(test$.server, cookie);
  clients.push(client);
  return client;
}

const deltas = (client: FeedClient) => client.of('ticker').filter((frame) => !frame.snapshot);

describe('ticker channel', () => {
  test('a snapshot of every coin, then deltas of the changed coins with consecutive seq', async () => {
    const client = await open();
    client.send({ op: 'sub', ch: 'ticker' });
    const snapshot = await client.until(() => client.of('ticker')[0]);
    expect(snapshot.snapshot).toBe(true);
    expect(snapshot.rows.length).toBeGreaterThanOrEqual(200);
    expect(snapshot.rows.every((row) => row.length === 11)).toBe(true);
    await client.until(() => (deltas(client).length >= 5 ? true : undefined));
    const seqs = deltas(client).map((frame) => frame.seq);
    expect(seqs[0]).toBe(snapshot.seq + 1);
    seqs.forEach((seq, i) => i > 0 && expect(seq).toBe(seqs[i - 1]! + 1));
    expect(deltas(client)[0]!.rows.length).toBeLessThan(snapshot.rows.length);
    for (const frame of client.frames) expect(typeof frame.t).toBe('number');
  });

  test('sub with since replays exactly the frames after it', async () => {
    const watcher = await open();
    watcher.send({ op: 'sub', ch: 'ticker' });
    await watcher.until(() => (deltas(watcher).length >= 8 ? true : undefined));
    const since = deltas(watcher)[2]!.seq;
    const late = await open();
    late.send({ op: 'sub', ch: 'ticker', since });
    await late.until(() => (late.of('ticker').length >= 8 ? true : undefined));
    const replayed = late.of('ticker');
    expect(replayed.some((frame) => frame.snapshot)).toBe(false);
    expect(replayed[0]!.seq).toBe(since + 1);
    replayed.forEach((frame, i) => i > 0 && expect(frame.seq).toBe(replayed[i - 1]!.seq + 1));
    const seen = new Map(deltas(watcher).map((frame) => [frame.seq, frame]));
    for (const frame of replayed) if (seen.has(frame.seq)) expect(frame).toEqual(seen.get(frame.seq));
  });

  test.each([
    ['too old', 0],
    ['from another server run', Number.MAX_SAFE_INTEGER],
  ])('sub with a since %s gets a snapshot', async (_label, since) => {
    const client = await open();
    client.send({ op: 'sub', ch: 'ticker', since });
    const first = await client.until(() => client.of('ticker')[0]);
    expect(first.snapshot).toBe(true);
  });

  test('trades: a replay that is no longer possible is a reset frame', async () => {
    const client = await open();
    client.send({ op: 'sub', ch: 'trades', since: 1 });
    const first = await client.until(() => client.of('trades')[0]);
    expect(first).toMatchObject({ reset: true, rows: [] });
    const live = await client.until(() => client.of('trades').find((frame) => !frame.reset));
    expect(live.seq).toBeGreaterThan(first.seq);
    const [key, time, price, quantity, side] = live.rows[0]!;
    expect(key).toMatch(/^[A-Z0-9]+-[A-Z]+$/);
    expect(time).toBeGreaterThan(0);
    expect(price).toBeGreaterThan(0);
    expect(quantity).toBeGreaterThan(0);
    expect([1, 2]).toContain(side);
  });

  test('the snapshot op sends a fresh snapshot', async () => {
    const client = await open();
    client.send({ op: 'sub', ch: 'ticker' });
    const delta = await client.until(() => deltas(client)[0]);
    client.send({ op: 'snapshot', ch: 'ticker' });
    const [first, second] = await client.until(() => {
      const snapshots = client.of('ticker').filter((frame) => frame.snapshot);
      return snapshots.length === 2 ? snapshots : undefined;
    });
    // Fresh: taken at or after the delta seen before asking, not the first snapshot sent again.
    expect(second!.seq).toBeGreaterThanOrEqual(delta.seq);
    expect(second!.seq).toBeGreaterThan(first!.seq);
    expect(second!.rows).toHaveLength(first!.rows.length);
  });

  test('skipTickerFrameEvery leaves a visible gap in seq', async () => {
    await call(test$.server, API.adminFaults, { method: 'POST', body: { skipTickerFrameEvery: 2 } });
    const client = await open();
    client.send({ op: 'sub', ch: 'ticker' });
    await client.until(() => (deltas(client).length >= 6 ? true : undefined));
    const seqs = deltas(client).map((frame: TickerFrame) => frame.seq);
    const steps = seqs.slice(1).map((seq, i) => seq - seqs[i]!);
    expect(steps).toContain(2);
    expect(steps.every((step) => step >= 1)).toBe(true);
  });
});

describe('once-a-second channels and intro', () => {
  test('secondTicker: the close then one change rate per tick type', async () => {
    const client = await open();
    client.send({ op: 'sub', ch: 'secondTicker' });
    const snapshot = await client.until(() => client.of('secondTicker')[0]);
    const next = await client.until(
      () => client.of('secondTicker').find((frame) => frame.seq === snapshot.seq + 1),
      3000,
    );
    const btc = next.rows.find((row) => row[0] === 'BTC-KRW')!;
    expect(btc).toHaveLength(2 + TICK_TYPES.length);
    expect(btc[1]).toBeGreaterThan(0);
  });

  test('marketPrice: KRW value of KRW, BTC and USDT', async () => {
    const client = await open();
    client.send({ op: 'sub', ch: 'marketPrice' });
    const frame = await client.until(() => client.of('marketPrice')[0]);
    const prices = Object.fromEntries(frame.rows);
    expect(prices.KRW).toBe(1);
    expect(prices.BTC).toBeGreaterThan(10_000_000);
    expect(prices.USDT).toBeGreaterThan(1000);
  });

  test('intro: a full picture on subscribe', async () => {
    const client = await open();
    client.send({ op: 'sub', ch: 'intro' });
    const frame = await client.until(() => client.of('intro')[0]);
    expect(frame.markets).toHaveLength(3);
    expect(frame.coins.find((coin) => coin.key === 'MON-KRW')?.isListedNew).toBe(true);
  });
});

describe('assetChange', () => {
  test('only for the logged-in member: guests get nothing, members a snapshot when since is too old', async () => {
    const guest = await open();
    guest.send({ op: 'sub', ch: 'assetChange', since: 0 });
    guest.send({ op: 'ping' });
    await guest.until(() => guest.of('heartbeat')[0]);
    expect(guest.of('assetChange')).toEqual([]);

    const member = await open(await login(test$.server, 'demo-business'));
    member.send({ op: 'sub', ch: 'assetChange', since: 0 });
    const snapshot = await member.until(() => member.of('assetChange')[0]);
    expect(snapshot.rows.find((row) => row.symbol === 'BTC')?.coinBalance).toBe(2);
  });

  test('after logout the socket no longer gets the member frames', async () => {
    const cookie = await login(test$.server, 'demo-business');
    const member = await open(cookie);
    member.send({ op: 'sub', ch: 'assetChange' });
    await call(test$.server, API.logout, { method: 'POST', cookie });
    const other = await login(test$.server, 'demo-business');
    await call(test$.server, API.orders, {
      method: 'POST',
      cookie: other,
      body: { key: 'XRP-KRW', side: 'buy', orderType: 'limit', price: 100, quantity: 1 },
    });
    member.send({ op: 'ping' });
    await member.until(() => member.of('heartbeat')[0]);
    expect(member.of('assetChange')).toEqual([]);
  });
});

describe('connection', () => {
  test('ping is answered by a heartbeat counting per connection', async () => {
    const client = await open();
    client.send({ op: 'ping' });
    client.send({ op: 'ping' });
    await client.until(() => (client.of('heartbeat').length >= 2 ? true : undefined));
    expect(
      client
        .of('heartbeat')
        .slice(0, 2)
        .map((frame) => frame.seq),
    ).toEqual([1, 2]);
  });

  test('malformed messages are ignored and counted; the socket stays', async () => {
    const before = (await call<HealthInfo>(test$.server, API.health)).body.data.malformedMessages;
    const client = await open();
    for (const bad of [
      'garbage',
      '{"op":"sub","ch":"nope"}',
      '{"op":42}',
      '{}',
      '[]',
      '{"op":"sub","ch":"ticker","since":-1}',
    ])
      client.send(bad);
    client.socket.send(Buffer.from([1, 2, 3]));
    client.send({ op: 'ping' });
    await client.until(() => client.of('heartbeat')[0]);
    expect(client.of('ticker')).toEqual([]);
    const after = (await call<HealthInfo>(test$.server, API.health)).body.data.malformedMessages;
    expect(after - before).toBe(7);
  });

  test('dropSocket closes every socket and refuses new ones while on', async () => {
    const a = await open();
    const b = await open();
    await call(test$.server, API.adminFaults, { method: 'POST', body: { dropSocket: true } });
    await a.until(() => a.closed);
    await b.until(() => b.closed);
    await expect(FeedClient.open(test$.server)).rejects.toThrow(/503/);
    await call(test$.server, API.adminFaults, { method: 'POST', body: { dropSocket: false } });
    const c = await open();
    c.send({ op: 'ping' });
    await c.until(() => c.of('heartbeat')[0]);
  });
});
