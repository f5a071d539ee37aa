/**
 * The order options through the order engine, as a member's orders meet the simulator's book: what each
 * time in force, the best-price order and each self-trade mode leave in the ledger (status, filled and
 * prevented quantities, locks, a Plus buy loan), what the member is told (order events, the outcome's
 * text, the exchange's cancel notification), and that a restart restores what is open. The market's own
 * ladder starts a tick either side of the last price, so an order at the last price meets members only.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  buyLock,
  loanFor,
  orderAmount,
  orderOutcome,
  orderOutcomeText,
  orderProblemMessage,
  roundToTick,
  specTicks,
  type OrderRow,
} from '../../../../contract';
import { ledgerProblems } from '../../../../server/db/integrity';
import { EngineHarness, thrown } from './engine-harness';

const KEY = 'XRP-KRW';
let h: EngineHarness;
let last: number;
beforeEach(() => {
  h = new EngineHarness();
  last = h.price(KEY);
});
afterEach(() => {
  expect(h.errors).toEqual([]);
  expect(ledgerProblems(h.db)).toEqual([]);
  h.close();
});

const seller = () => h.member('demo-premium', { XRP: 1_000 });
const buyer = () => h.member('demo-voucher', { KRW: 10_000_000 });
const sellAtLast = (memNo: number, quantity: number) =>
  h.place(memNo, { key: KEY, orderType: 'limit', side: 'sell', price: last, quantity });
const format = { quantity: (q: number) => `${q} XRP`, amount: (a: number) => `${a} KRW` };
const eventsOf = (memNo: number) => h.orderEvents.filter((e) => e.memNo === memNo).flatMap((e) => e.events);

describe('time in force', () => {
  test('an ioc limit that partly fills: the rest is cancelled, its lock released, and the message says so', () => {
    const s = seller();
    const b = buyer();
    sellAtLast(s, 3);
    const order = h.place(b, {
      key: KEY,
      orderType: 'limit',
      side: 'buy',
      price: last,
      quantity: 5,
      timeInForce: 'ioc',
    });
    expect(order).toMatchObject({
      status: 'cancelled',
      filledQuantity: 3,
      timeInForce: 'ioc',
      preventedQuantity: 0,
    });
    expect(h.balance(b, 'KRW').locked).toBe(0);
    expect(h.balance(b, 'XRP').balance).toBe(3);
    expect(orderOutcome(order)).toBe('restCancelled');
    expect(orderOutcomeText('restCancelled', order, 'en', format)).toBe(
      '3 XRP filled; the remaining 2 XRP was cancelled at once (IOC).',
    );
    expect(orderOutcomeText('restCancelled', order, 'ko', format)).toBe(
      '3 XRP 체결, 남은 2 XRP는 즉시 취소되었습니다 (IOC).',
    );
    expect(h.ledger.openCount(b)).toBe(0);
  });

  test('a fok that the book cannot fill whole does nothing: no fill, nothing locked, the resting order intact', () => {
    const s = seller();
    const b = buyer();
    const resting = sellAtLast(s, 3);
    const order = h.place(b, {
      key: KEY,
      orderType: 'limit',
      side: 'buy',
      price: last,
      quantity: 5,
      timeInForce: 'fok',
    });
    expect(order).toMatchObject({ status: 'cancelled', filledQuantity: 0 });
    expect(orderOutcome(order)).toBe('killed');
    expect(h.balance(b, 'KRW')).toMatchObject({ balance: 10_000_000, locked: 0 });
    expect(h.ledger.order(resting.orderId)).toMatchObject({ status: 'pending', filledQuantity: 0 });
  });

  test('a fok the book covers fills whole', () => {
    sellAtLast(seller(), 3);
    const order = h.place(buyer(), {
      key: KEY,
      orderType: 'limit',
      side: 'buy',
      price: last,
      quantity: 3,
      timeInForce: 'fok',
    });
    expect(order).toMatchObject({ status: 'filled', filledQuantity: 3 });
    expect(orderOutcome(order)).toBeUndefined();
  });

  test('a post-only that would trade is refused with its message; one that would not rests', () => {
    sellAtLast(seller(), 3);
    const b = buyer();
    const error = thrown(() =>
      h.place(b, {
        key: KEY,
        orderType: 'limit',
        side: 'buy',
        price: last,
        quantity: 2,
        timeInForce: 'post_only',
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'ORDER_REJECTED',
      data: { problem: 'postOnlyWouldTrade' },
    });
    expect(orderProblemMessage('postOnlyWouldTrade', 'KRW', 'en')).toContain('would trade at once');
    expect(h.balance(b, 'KRW')).toMatchObject({ locked: 0 });
    const below = roundToTick(specTicks('KRW'), last - specTicks('KRW')(last));
    const rests = h.place(b, {
      key: KEY,
      orderType: 'limit',
      side: 'buy',
      price: below,
      quantity: 2,
      timeInForce: 'post_only',
    });
    expect(rests).toMatchObject({ status: 'pending', timeInForce: 'post_only', smpType: null });
    expect(h.books.book(KEY).openQuantity(rests.orderId)).toBe(2);
  });
});

describe('best-price orders', () => {
  test('a buy by order total takes the best ask only; with ioc the rest of the total is cancelled', () => {
    sellAtLast(seller(), 3);
    const b = buyer();
    const amount = 50_000;
    const order = h.place(b, { key: KEY, orderType: 'best', side: 'buy', amount, timeInForce: 'ioc' });
    expect(order).toMatchObject({ price: last, filledQuantity: 3, quantity: 3, amount, status: 'cancelled' });
    // It paid for what it bought and no more: the rest of the total is free again.
    expect(h.balance(b, 'KRW')).toMatchObject({
      locked: 0,
      balance: 10_000_000 - order.filledAmount - order.fee,
    });
    expect(orderOutcomeText('restCancelled', order, 'en', format)).toContain(
      `${amount - order.filledAmount} KRW`,
    );
  });

  test('a fok buy by order total beyond the best ask does nothing; one the best ask covers fills', () => {
    sellAtLast(seller(), 3);
    const b = buyer();
    // Before any trade the market's ladder leaves the last price to members: the ask there holds 3.
    const beyond = h.place(b, {
      key: KEY,
      orderType: 'best',
      side: 'buy',
      amount: Math.ceil(last * 4),
      timeInForce: 'fok',
    });
    expect(beyond).toMatchObject({ status: 'cancelled', filledQuantity: 0 });
    expect(orderOutcome(beyond)).toBe('killed');
    expect(h.balance(b, 'KRW')).toMatchObject({ balance: 10_000_000, locked: 0 });
    const fits = h.place(b, {
      key: KEY,
      orderType: 'best',
      side: 'buy',
      amount: Math.floor(last * 2),
      timeInForce: 'fok',
    });
    expect(fits).toMatchObject({ status: 'filled', price: last });
  });

  test("a sell by quantity takes the market's best bid at its one price", () => {
    const s = seller();
    const bestBid = h.books.book(KEY).bestBid()!;
    const order = h.place(s, { key: KEY, orderType: 'best', side: 'sell', quantity: 2, timeInForce: 'ioc' });
    expect(order).toMatchObject({
      status: 'filled',
      price: bestBid,
      avgFillPrice: bestBid,
      filledQuantity: 2,
    });
  });
});

describe('self-trade prevention', () => {
  test('cancel_maker (the default): the own resting sell is cancelled and notified; the buy rests; no self fill', () => {
    const m = h.member('demo-premium', { XRP: 100, KRW: 1_000_000 });
    const sell = sellAtLast(m, 3);
    const buy = h.place(m, { key: KEY, orderType: 'limit', side: 'buy', price: last, quantity: 2 });
    expect(buy).toMatchObject({ status: 'pending', smpType: 'cancel_maker', filledQuantity: 0 });
    expect(h.ledger.order(sell.orderId)).toMatchObject({ status: 'cancelled', preventedQuantity: 3 });
    expect(h.balance(m, 'XRP').locked).toBe(0);
    expect(h.balance(m, 'KRW').locked).toBe(buyLock('KRW', orderAmount('KRW', last, 2, 'buy')));
    const cancelled = h.notificationFrames
      .filter((f) => f.memNo === m)
      .flatMap((f) => f.notifications)
      .filter((n) => n.subject.kind === 'order' && n.subject.event === 'cancelled');
    expect(cancelled.map((n) => n.subject.kind === 'order' && n.subject.orderId)).toEqual([sell.orderId]);
    expect(h.db.prepare('SELECT COUNT(*) AS n FROM fills WHERE counter_mem_no = mem_no').get()).toEqual({
      n: 0,
    });
  });

  test('cancel_taker: the buy is cancelled where it meets the own sell, which stays', () => {
    const m = h.member('demo-premium', { XRP: 100, KRW: 1_000_000 });
    const sell = sellAtLast(m, 3);
    const buy = h.place(m, {
      key: KEY,
      orderType: 'limit',
      side: 'buy',
      price: last,
      quantity: 2,
      smpType: 'cancel_taker',
    });
    expect(buy).toMatchObject({ status: 'cancelled', filledQuantity: 0, preventedQuantity: 2 });
    expect(orderOutcome(buy)).toBe('selfTradePrevented');
    expect(h.ledger.order(sell.orderId)).toMatchObject({ status: 'pending', preventedQuantity: 0 });
    expect(h.balance(m, 'KRW').locked).toBe(0);
  });

  test('reduce: both lose the overlap; the larger own sell keeps resting with a lock of what is left', () => {
    const m = h.member('demo-premium', { XRP: 100, KRW: 1_000_000 });
    const sell = sellAtLast(m, 3);
    const buy = h.place(m, {
      key: KEY,
      orderType: 'limit',
      side: 'buy',
      price: last,
      quantity: 2,
      smpType: 'reduce',
    });
    expect(buy).toMatchObject({ status: 'cancelled', filledQuantity: 0, preventedQuantity: 2 });
    expect(h.ledger.order(sell.orderId)).toMatchObject({ status: 'pending', preventedQuantity: 2 });
    expect(h.books.book(KEY).openQuantity(sell.orderId)).toBe(1);
    expect(h.balance(m, 'XRP').locked).toBe(1);
    expect(h.balance(m, 'KRW').locked).toBe(0);
    expect(
      eventsOf(m)
        .filter((e) => e.kind === 'prevented')
        .map((e) => e.order.orderId),
    ).toEqual([sell.orderId]);
    // A restart puts back the open rest, not the ordered quantity.
    h.restart();
    expect(h.books.book(KEY).openQuantity(sell.orderId)).toBe(1);
  });

  test('reduce on a resting buy releases the lock of what it no longer buys', () => {
    const m = h.member('demo-premium', { XRP: 100, KRW: 1_000_000 });
    const buy = h.place(m, { key: KEY, orderType: 'limit', side: 'buy', price: last, quantity: 3 });
    h.place(m, { key: KEY, orderType: 'limit', side: 'sell', price: last, quantity: 2, smpType: 'reduce' });
    expect(h.ledger.order(buy.orderId)).toMatchObject({ status: 'pending', preventedQuantity: 2 });
    expect(h.balance(m, 'KRW').locked).toBe(buyLock('KRW', orderAmount('KRW', last, 1, 'buy')));
  });

  test("a Plus buy order reduced by the member's own sell repays the loan it no longer needs", () => {
    const m = h.member('demo-plus', { KRW: 100_000_000, XRP: 5_000 });
    const quantity = Math.ceil(2_000_000 / last);
    const buy = h.place(m, {
      key: KEY,
      orderType: 'limit',
      side: 'buy',
      price: last,
      quantity,
      plusBuy: true,
    });
    const principal = h.credit.status(m).loans[0]!.outstanding;
    expect(principal).toBe(loanFor(orderAmount('KRW', last, quantity, 'buy')));
    const half = Math.floor(quantity / 2);
    h.place(m, {
      key: KEY,
      orderType: 'limit',
      side: 'sell',
      price: last,
      quantity: half,
      smpType: 'reduce',
    });
    const open = quantity - half;
    expect(h.ledger.order(buy.orderId)).toMatchObject({ status: 'pending', preventedQuantity: half });
    const [loan] = h.credit.status(m).loans;
    expect(loan!.outstanding).toBe(loanFor(orderAmount('KRW', last, open, 'buy')));
    expect(h.balance(m, 'KRW').locked).toBe(buyLock('KRW', orderAmount('KRW', last, open, 'buy')));
  });
});

describe('Plus buy with a time in force', () => {
  test('an ioc Plus buy that partly fills keeps the loan of what it bought and repays the rest at once', () => {
    const s = h.member('demo-premium', { XRP: 10_000 });
    const quantity = Math.ceil(2_000_000 / last);
    sellAtLast(s, Math.floor(quantity / 2));
    const m = h.member('demo-plus', { KRW: 100_000_000 });
    const order = h.place(m, {
      key: KEY,
      orderType: 'limit',
      side: 'buy',
      price: last,
      quantity,
      timeInForce: 'ioc',
      plusBuy: true,
    });
    expect(order).toMatchObject({ status: 'cancelled', filledQuantity: Math.floor(quantity / 2) });
    const [loan] = h.credit.status(m).loans;
    expect(loan!.outstanding).toBe(loanFor(order.filledAmount));
    expect(h.balance(m, 'KRW').locked).toBe(0);
  });

  test('a fok Plus buy the book cannot fill releases its loan at once: nothing owed', () => {
    const m = h.member('demo-plus', { KRW: 100_000_000 });
    const quantity = Math.ceil(2_000_000 / last);
    const order = h.place(m, {
      key: KEY,
      orderType: 'limit',
      side: 'buy',
      price: last,
      quantity,
      timeInForce: 'fok',
      plusBuy: true,
    });
    expect(order).toMatchObject({ status: 'cancelled', filledQuantity: 0 });
    // The loan lent with the order goes back with it, in the same transaction: nothing is owed.
    expect(h.credit.status(m).loans).toMatchObject([
      { outstanding: 0, state: 'repaid', closeReason: 'released' },
    ]);
    expect(h.balance(m, 'KRW')).toMatchObject({ balance: 100_000_000, locked: 0 });
  });
});

describe('a retry with the same key is the same order only with the same options', () => {
  test('another time in force under the same key is a conflict', () => {
    const b = buyer();
    const below = roundToTick(specTicks('KRW'), last - specTicks('KRW')(last));
    const first: OrderRow = h.place(b, {
      key: KEY,
      orderType: 'limit',
      side: 'buy',
      price: below,
      quantity: 2,
      timeInForce: 'post_only',
      clientOrderId: 'retry-key-1',
    });
    const again = h.place(b, {
      key: KEY,
      orderType: 'limit',
      side: 'buy',
      price: below,
      quantity: 2,
      timeInForce: 'post_only',
      clientOrderId: 'retry-key-1',
    });
    expect(again.orderId).toBe(first.orderId);
    const other = thrown(() =>
      h.place(b, {
        key: KEY,
        orderType: 'limit',
        side: 'buy',
        price: below,
        quantity: 2,
        clientOrderId: 'retry-key-1',
      }),
    );
    expect(other).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });
});
