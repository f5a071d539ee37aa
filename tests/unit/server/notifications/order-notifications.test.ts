/**
 * Order notifications through the order engine (server/trading/order-notices.ts): a placement that fills in
 * several fills notifies once, with the order as it stands after them; a resting order filled by the market's
 * trade notifies in that trade's unit of work; a stop-limit notifies its trigger; a member's own cancel,
 * cancel-all and replace notify nothing. Each is stored with the change and published after the commit with
 * the count unread.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import { roundToTick, specTicks, type OrderSubject } from '../../../../contract';
import { EngineHarness } from '../trading/engine-harness';

const KEY = 'XRP-KRW';
let h: EngineHarness;
let memNo: number;
beforeEach(() => {
  h = new EngineHarness();
  memNo = h.member('demo-voucher', { KRW: 100_000_000, XRP: 0 });
});
afterEach(() => {
  expect(h.errors).toEqual([]);
  h.close();
});

function ticks(price: number, steps: number): number {
  let p = price;
  for (let i = 0; i < Math.abs(steps); i += 1)
    p = roundToTick(
      specTicks('KRW'),
      steps > 0 ? p + specTicks('KRW')(p) : p - specTicks('KRW')(p * (1 - 1e-9)),
    );
  return p;
}

/** The member's order notifications, oldest first. */
const orderNotes = () =>
  h.notifications
    .page(memNo, { size: 200 })
    .notifications.reverse()
    .map((n) => n.subject as OrderSubject);

const fillsOf = (orderId: number) =>
  h.orderEvents.flatMap((e) => e.events).filter((e) => e.order.orderId === orderId && e.fill !== null);

test('a limit buy crossing several ask levels fills in several fills and notifies once, filled', () => {
  const order = h.place(memNo, {
    key: KEY,
    side: 'buy',
    orderType: 'limit',
    price: ticks(h.price(KEY), 30),
    quantity: 4_000,
  });
  expect(order.status).toBe('filled');
  expect(fillsOf(order.orderId).length).toBeGreaterThan(1);
  const stored = h.ledger.order(order.orderId)!;
  expect(orderNotes()).toEqual([
    {
      kind: 'order',
      event: 'filled',
      orderId: order.orderId,
      coin: KEY,
      side: 'buy',
      orderType: 'limit',
      price: order.price,
      quantity: 4_000,
      filledQuantity: 4_000,
      avgFillPrice: order.avgFillPrice,
    },
  ]);
  expect(stored.filledQuantity).toBe(4_000);
  // Published after the commit, once, with the count unread.
  const frames = h.notificationFrames.filter((frame) => frame.memNo === memNo);
  expect(frames).toHaveLength(1);
  expect(frames[0]!.unread).toBe(1);
  expect(frames[0]!.notifications.map((n) => n.subject)).toEqual(orderNotes());
});

test("a resting buy filled by the market's trade notifies in that trade's unit of work", () => {
  const price = ticks(h.price(KEY), -3);
  const order = h.place(memNo, { key: KEY, side: 'buy', orderType: 'limit', price, quantity: 5 });
  expect(order.status).toBe('pending');
  expect(orderNotes()).toEqual([]);
  h.trade(KEY, ticks(price, -2));
  const after = h.ledger.order(order.orderId)!;
  expect(after.filledQuantity).toBeGreaterThan(0);
  expect(orderNotes()).toMatchObject([
    {
      orderId: order.orderId,
      event: after.status === 'filled' ? 'filled' : 'partiallyFilled',
      filledQuantity: after.filledQuantity,
    },
  ]);
});

test('a stop-limit notifies its trigger, then its fill', () => {
  const last = h.price(KEY);
  const stop = ticks(last, 5);
  const order = h.place(memNo, {
    key: KEY,
    orderType: 'stopLimit',
    side: 'buy',
    price: ticks(last, 8),
    stopPrice: stop,
    quantity: 10,
  });
  h.trade(KEY, ticks(last, 4));
  expect(orderNotes()).toEqual([]);
  h.trade(KEY, stop);
  expect(orderNotes().map((n) => [n.orderId, n.event, n.filledQuantity])).toEqual([
    [order.orderId, 'triggered', 0],
    [order.orderId, 'filled', 10],
  ]);
});

test("a member's own cancel, cancel-all and replace notify nothing", () => {
  const price = ticks(h.price(KEY), -10);
  const one = h.place(memNo, { key: KEY, side: 'buy', orderType: 'limit', price, quantity: 10 });
  h.engine.cancel(memNo, one.orderId);
  const two = h.place(memNo, { key: KEY, side: 'buy', orderType: 'limit', price, quantity: 10 });
  const replaced = h.engine.replace(memNo, two.orderId, { price: ticks(price, -1) });
  h.engine.cancelAll(memNo, KEY);
  expect(h.ledger.order(replaced.orderId)!.status).toBe('cancelled');
  expect(orderNotes()).toEqual([]);
  expect(h.notificationFrames).toEqual([]);
});
