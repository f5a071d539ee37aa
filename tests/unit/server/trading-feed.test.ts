/** The engine and the feed wired together in a started simulator: an order shows in the book channel and the member's order events. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { API, type OrderBookSnapshot, type OrderRow } from '../../../contract';
import { call, FeedClient, login, startTestServer, type TestServer } from './helpers';

let test$: TestServer;
beforeAll(async () => {
  test$ = await startTestServer();
});
afterAll(() => test$.stop());

test('a resting limit buy reaches the orderbook channel as a delta and the orders channel as placed, then cancelled', async () => {
  const cookie = await login(test$.server, 'demo-premium');
  const feed = await FeedClient.open(test$.server, cookie);
  feed.send({ op: 'sub', ch: 'orders' });
  feed.send({ op: 'sub', ch: 'orderbook', key: 'ETH-KRW' });
  const snapshot = await feed.until(() => feed.of('orderbook').find((f) => f.snapshot));
  expect(snapshot.key).toBe('ETH-KRW');
  expect(snapshot.bids.length).toBeGreaterThan(0);
  const [price, quantity] = snapshot.bids[3]!;

  const placed = await call<OrderRow>(test$.server, API.orders, {
    method: 'POST',
    cookie,
    body: { key: 'ETH-KRW', side: 'buy', orderType: 'limit', price, quantity: 0.25 },
  });
  expect(placed.status).toBe(200);
  const event = await feed.until(() =>
    feed
      .of('orders')
      .flatMap((f) => f.events)
      .find((e) => e.order.orderId === placed.body.data.orderId),
  );
  expect(event).toMatchObject({ kind: 'placed', fill: null, order: { status: 'pending', price } });

  // The level may also move with the market's own ladder; the member's 0.25 is in it either way.
  const book = await call<OrderBookSnapshot>(test$.server, `${API.orderBook}?key=ETH-KRW`);
  const level = book.body.data.bids.find(([p]) => p === price);
  expect(level?.[1]).toBeGreaterThanOrEqual(0.25);
  const delta = await feed.until(() =>
    feed.of('orderbook').find((f) => !f.snapshot && f.bids.some(([p, q]) => p === price && q !== quantity)),
  );
  expect(delta.seq).toBeGreaterThan(snapshot.seq);

  await call(test$.server, API.order(placed.body.data.orderId), { method: 'DELETE', cookie });
  const cancelled = await feed.until(() =>
    feed
      .of('orders')
      .flatMap((f) => f.events)
      .find((e) => e.kind === 'cancelled'),
  );
  expect(cancelled.order.orderId).toBe(placed.body.data.orderId);
  await feed.close();
});
