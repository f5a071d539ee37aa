// A member blocked while logged in: GET /v1/assets answers 403 BLOCK, and the socket sends no more of the
// member's frames either (contract/blocks.ts blockRefusesChannel), on a fill, a subscribe or a snapshot
// request, until the block is lifted.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { API, type OrderBookSnapshot, type OrderRow } from '../../../../contract';
import { call, FeedClient, login, startTestServer, type TestServer } from '../helpers';

let test$: TestServer;
let db: Database.Database;
beforeAll(async () => {
  test$ = await startTestServer();
  db = new Database(join(test$.dataDir, 'exchange.sqlite'));
});
afterAll(async () => {
  db.close();
  await test$.stop();
});

const MEMBER = 'demo-voucher';
const setBlock = (blockType: string | null) =>
  db.prepare('UPDATE members SET block_type = ? WHERE login_id = ?').run(blockType, MEMBER);

/** Waits until every message sent so far has been answered (a ping's heartbeat comes after them). */
async function settled(feed: FeedClient): Promise<void> {
  const count = feed.of('heartbeat').length;
  feed.send({ op: 'ping' });
  await feed.until(() => (feed.of('heartbeat').length > count ? true : undefined));
}

test('a blocked member gets no assetChange or orders frame, as GET /v1/assets answers 403', async () => {
  const cookie = await login(test$.server, MEMBER);
  const feed = await FeedClient.open(test$.server, cookie);
  feed.send({ op: 'sub', ch: 'assetChange' });
  feed.send({ op: 'sub', ch: 'orders' });
  feed.send({ op: 'snapshot', ch: 'assetChange' });
  await feed.until(() => feed.of('assetChange')[0]);

  // A resting sell: its lock is an assetChange frame while the member is not blocked.
  const { asks } = (await call<OrderBookSnapshot>(test$.server, `${API.orderBook}?key=ETH-KRW`)).body.data;
  const placed = await call<OrderRow>(test$.server, API.orders, {
    method: 'POST',
    cookie,
    body: { key: 'ETH-KRW', side: 'sell', orderType: 'limit', price: asks[3]![0], quantity: 0.2 },
  });
  expect(placed.body.data.status).toBe('pending');
  await feed.until(() => feed.of('assetChange')[1]);
  await settled(feed);
  const before = { assets: feed.of('assetChange').length, orders: feed.of('orders').length };

  setBlock('CUSTOMER_CONFIRM');
  const refused = await call(test$.server, API.assets, { cookie });
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe('BLOCK');

  // The market trades through the order: the fill changes the member's balances and orders.
  const trade = await call(test$.server, API.adminTrade, {
    method: 'POST',
    body: { key: 'ETH-KRW', price: asks[5]![0] },
  });
  expect(trade.status).toBe(200);
  const status = db.prepare('SELECT status FROM orders WHERE order_id = ?').get(placed.body.data.orderId);
  expect(status).toEqual({ status: 'filled' });
  // Asking again changes nothing.
  feed.send({ op: 'snapshot', ch: 'assetChange' });
  feed.send({ op: 'sub', ch: 'assetChange' });
  feed.send({ op: 'sub', ch: 'orders', since: 0 });
  await settled(feed);
  expect(feed.of('assetChange')).toHaveLength(before.assets);
  expect(feed.of('orders')).toHaveLength(before.orders);

  // Lifted: the member's balances come again, on request.
  setBlock(null);
  feed.send({ op: 'snapshot', ch: 'assetChange' });
  await feed.until(() => feed.of('assetChange')[before.assets]);
  await feed.close();
});
