// Member frames end with the session, not only at logout: a session that expired or was deleted stops
// its sockets' assetChange and orders frames (checked on every heartbeat and before a member snapshot).
// MemberStore.sessionLive is the check: it never slides the expiry, since watching the feed is no activity.
import { rmSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, type OrderBookSnapshot } from '../../../contract';
import { buildServer, type BuiltServer, type RunningServer } from '../../../server/app';
import { openDatabase } from '../../../server/db/database';
import { ServerSecrets } from '../../../server/server-key';
import { MemberStore, SESSION_TTL_MS } from '../../../server/members/member-store';
import { call, FeedClient, login, tempDataDir } from './helpers';

let built: BuiltServer;
let dataDir: string;
let server: { url: string };
beforeAll(async () => {
  dataDir = tempDataDir();
  built = await buildServer({ dataDir, serveApp: 'none', testMode: true, tradeRate: 0 });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  server = { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
});
afterAll(async () => {
  await built.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function settled(client: FeedClient): Promise<void> {
  const count = client.of('heartbeat').length;
  client.send({ op: 'ping' });
  await client.until(() => (client.of('heartbeat').length > count ? true : undefined));
}

describe('a socket whose session ends', () => {
  test('a deleted session (not a logout) stops the member frames at the next heartbeat', async () => {
    const running = server as RunningServer;
    const cookie = await login(running, 'demo-premium');
    const otherCookie = await login(running, 'demo-premium');
    const member = await FeedClient.open(server, cookie);
    const other = await FeedClient.open(server, otherCookie);
    for (const client of [member, other]) {
      client.send({ op: 'sub', ch: 'assetChange' });
      client.send({ op: 'sub', ch: 'orders' });
    }
    await Promise.all([settled(member), settled(other)]);

    // Gone from the database the way expired sessions go (not through logout, which tells the hub).
    built.context.members.endSession(cookie.split('=', 2)[1]!);
    built.context.hub.heartbeatAll();
    // demo-premium holds KRW; a limit buy a few levels under the market rests (and locks funds).
    const book = await call<OrderBookSnapshot>(running, `${API.orderBook}?key=ETH-KRW`);
    const placed = await call(running, API.orders, {
      method: 'POST',
      cookie: otherCookie,
      body: {
        key: 'ETH-KRW',
        side: 'buy',
        orderType: 'limit',
        price: book.body.data.bids[5]![0],
        quantity: 0.5,
      },
    });
    expect(placed.status).toBe(200);
    await other.until(() => (other.of('assetChange').length && other.of('orders').length ? true : undefined));
    await settled(member);
    expect(member.of('assetChange')).toEqual([]);
    expect(member.of('orders')).toEqual([]);
    // Asking again brings nothing back.
    member.send({ op: 'sub', ch: 'assetChange', since: 0 });
    await settled(member);
    expect(member.of('assetChange')).toEqual([]);
    await Promise.all([member.close(), other.close()]);
  });
});

describe('MemberStore.sessionLive', () => {
  let db: Database.Database;
  let storeDir: string;
  beforeAll(() => {
    storeDir = tempDataDir();
    db = openDatabase({ dataDir: storeDir, reset: false, seed: 1 });
  });
  afterAll(() => {
    db.close();
    rmSync(storeDir, { recursive: true, force: true });
  });

  test('answers whether a session lives without sliding its expiry; deleted sessions are dead', () => {
    const clock = { now: Date.UTC(2026, 10, 25) };
    const store = new MemberStore(db, () => clock.now, ServerSecrets.of(storeDir));
    const memNo = db.prepare<[], { memNo: number }>('SELECT mem_no AS memNo FROM members LIMIT 1').get()!
      .memNo;
    const watched = store.createSession(memNo);
    const used = store.createSession(memNo);
    clock.now += SESSION_TTL_MS - 1;
    expect(store.sessionLive(watched)).toBe(true);
    // The REST calls slide a session; asking the feed's question does not.
    expect(store.sessionMember(used)).toBe(memNo);
    clock.now += 1;
    expect(store.sessionLive(watched)).toBe(false);
    expect(store.sessionLive(used)).toBe(true);
    store.endSession(used);
    expect(store.sessionLive(used)).toBe(false);
    expect(store.sessionLive('no such session')).toBe(false);
  });
});
