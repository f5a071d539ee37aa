/**
 * A parent order's changes on the member's orders channel (contract/socket.ts OrdersFrame algoOrders): a
 * TWAP started and paused is told to the member's socket as the parent after each change, with its
 * children's own order events in frames of their own.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { API, type AlgoOrderRow } from '../../../../contract';
import { call, FeedClient, login, startTestServer, type TestServer } from '../helpers';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await login(server.server, 'demo-regular');
});
afterAll(() => server.stop());

test("a TWAP's start and pause reach the member's orders channel", async () => {
  const client = await FeedClient.open(server.server, cookie);
  client.send({ op: 'sub', ch: 'orders' });
  // A ping's answer comes after the subscription is taken (one socket's messages are handled in order).
  const beats = client.of('heartbeat').length;
  client.send({ op: 'ping' });
  await client.until(() => (client.of('heartbeat').length > beats ? true : undefined));
  const started = await call<AlgoOrderRow>(server.server, API.algoTwap, {
    method: 'POST',
    cookie,
    body: {
      key: 'XRP-KRW',
      side: 'buy',
      childType: 'best',
      amount: 1_000_000,
      durationMs: 600_000,
      intervalMs: 60_000,
    },
  });
  expect(started.status).toBe(200);
  const { algoId } = started.body.data;
  await call(server.server, API.algoPause(algoId), { method: 'POST', cookie });
  const told = (state: string) =>
    client
      .of('orders')
      .flatMap((frame) => frame.algoOrders ?? [])
      .find((row) => row.algoId === algoId && row.state === state);
  const running = await client.until(() => told('running'));
  expect(running.progress.slicesDone).toBe(1);
  const paused = await client.until(() => told('paused'));
  expect(paused.progress.nextSliceAt).toBeNull();
  // The first slice's child was told as an order event of its own.
  const child = await client.until(() =>
    client
      .of('orders')
      .flatMap((frame) => frame.events)
      .find((event) => event.order.orderId === running.childOrderIds[0]),
  );
  expect(child.order.clientOrderId).toBe(`twap-${algoId}-0`);
  await client.close();
});
