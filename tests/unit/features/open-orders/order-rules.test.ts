import { describe, expect, test } from 'vitest';
import type { OrderRow } from '../../../../contract';
import {
  applyOrderEvents,
  closesAnOrder,
  defaultHistoryRange,
  fillView,
  historyRowView,
  historyStatus,
  openOrderView,
  pickRangeEnd,
  stopConditionText,
} from '../../../../src/features/open-orders/order-rules';
import { closed, fill, order } from './orders';
import { SPEC_TICKS, UPBIT_TICKS } from '../../../../contract/price-ticks';

const ids = (rows: OrderRow[]) => rows.map((row) => row.orderId);

describe('order events folded into the open orders', () => {
  const known = [order(3), order(2), order(1)];

  test.each([
    ['a new pending order goes on top', [order(4)], 'BTC-KRW', [4, 3, 2, 1]],
    [
      'a partial fill replaces the order in place',
      [order(2, { filledQuantity: 0.004 })],
      'BTC-KRW',
      [3, 2, 1],
    ],
    ['a filled order leaves', [order(2, { status: 'filled' })], 'BTC-KRW', [3, 1]],
    ['a cancelled order leaves', [order(3, { status: 'cancelled' })], 'BTC-KRW', [2, 1]],
    ['another coin is ignored by a one-coin list', [order(5, { key: 'ETH-KRW' })], 'BTC-KRW', [3, 2, 1]],
    ['another coin joins an every-coin list', [order(5, { key: 'ETH-KRW' })], undefined, [5, 3, 2, 1]],
    [
      'placed then filled in one batch: gone',
      [order(6), order(6, { status: 'filled' })],
      'BTC-KRW',
      [3, 2, 1],
    ],
    ['an unknown order closing changes nothing', [order(9, { status: 'cancelled' })], 'BTC-KRW', [3, 2, 1]],
  ] as const)('%s', (_name, orders, coin, expected) => {
    const next = applyOrderEvents(
      known,
      orders.map((o) => ({ order: o })),
      coin,
    );
    expect(ids(next)).toEqual(expected);
  });

  test('the partly filled order carries its new fill, and the list given is untouched', () => {
    const next = applyOrderEvents(known, [{ order: order(2, { filledQuantity: 0.004 }) }], 'BTC-KRW');
    expect(next[1]!.filledQuantity).toBe(0.004);
    expect(known[1]!.filledQuantity).toBe(0);
  });

  test('orders of the same moment go newest id first', () => {
    const at = '2026-11-24T10:00:00+09:00';
    const next = applyOrderEvents(
      [order(7, { createdAt: at })],
      [{ order: order(8, { createdAt: at }) }],
      undefined,
    );
    expect(ids(next)).toEqual([8, 7]);
  });

  test.each([
    [[order(1)], false],
    [[order(1, { filledQuantity: 0.001 })], false],
    [[order(1), order(2, { status: 'filled' })], true],
    [[order(1, { status: 'cancelled' })], true],
  ])('events %# close an order: %s', (orders, expected) => {
    expect(closesAnOrder(orders.map((o) => ({ order: o })))).toBe(expected);
  });
});

describe("the 'prevented' event folds in like the others", () => {
  test('a resting order reduced by self-trade prevention stays with its new figures; one cancelled by it leaves', () => {
    const resting = order(1, { quantity: 0.01 });
    const reduced = { ...resting, preventedQuantity: 0.004 };
    const prevented = (row: OrderRow) => ({ kind: 'prevented' as const, order: row, fill: null });
    expect(applyOrderEvents([resting], [prevented(reduced)], undefined)).toEqual([reduced]);
    const gone = { ...resting, preventedQuantity: 0.01, status: 'cancelled' as const };
    expect(applyOrderEvents([resting], [prevented(gone)], undefined)).toEqual([]);
    expect(closesAnOrder([prevented(gone)])).toBe(true);
  });
});

describe('history date range (KST)', () => {
  test.each([
    ['2026-11-24T12:00:00+09:00', '2026-11-18', '2026-11-24'],
    // 23:30 UTC on the 24th is already the 25th in Seoul.
    ['2026-11-24T23:30:00Z', '2026-11-19', '2026-11-25'],
    ['2026-03-03T00:10:00+09:00', '2026-02-25', '2026-03-03'],
  ])('at %s the last 7 days are %s to %s', (iso, from, to) => {
    expect(defaultHistoryRange(Date.parse(iso))).toEqual({ from, to });
  });

  const range = { from: '2026-11-18', to: '2026-11-24' };
  test.each([
    ['from', '2026-11-10', { from: '2026-11-10', to: '2026-11-24' }],
    ['from', '2026-11-30', { from: '2026-11-30', to: '2026-11-30' }],
    ['to', '2026-11-20', { from: '2026-11-18', to: '2026-11-20' }],
    ['to', '2026-11-01', { from: '2026-11-01', to: '2026-11-01' }],
  ] as const)('picking %s = %s gives %j', (end, day, expected) => {
    expect(pickRangeEnd(range, end, day)).toEqual(expected);
  });
});

describe('row texts', () => {
  test('an open limit order: KST time, price with its market decimals, quantities and what remains', () => {
    expect(
      openOrderView(order(1, { createdAt: '2026-11-24T00:05:09Z', filledQuantity: 0.004 }), SPEC_TICKS),
    ).toEqual({
      orderId: 1,
      key: 'BTC-KRW',
      symbol: 'BTC',
      time: '2026-11-24 09:05:09',
      side: 'buy',
      orderType: 'limit',
      stop: null,
      waiting: false,
      timeInForce: null,
      smpType: null,
      prevented: null,
      price: '95,000,000',
      quantity: '0.01',
      filled: '0.004',
      remaining: '0.006',
    });
  });

  test('self-trade prevention: what it took off is shown and is not open', () => {
    const view = openOrderView(order(1, { filledQuantity: 0.004, preventedQuantity: 0.002 }), SPEC_TICKS);
    expect(view).toMatchObject({ prevented: '0.002', remaining: '0.004' });
  });

  test('options shown where not the defaults: a post-only carries no mode; a best-price order always its time in force', () => {
    expect(openOrderView(order(1, { timeInForce: 'post_only', smpType: null }), SPEC_TICKS)).toMatchObject({
      timeInForce: 'post_only',
      smpType: null,
    });
    expect(openOrderView(order(1, { timeInForce: 'ioc', smpType: 'reduce' }), SPEC_TICKS)).toMatchObject({
      timeInForce: 'ioc',
      smpType: 'reduce',
    });
    expect(openOrderView(order(1, { orderType: 'best', timeInForce: 'ioc' }), SPEC_TICKS)).toMatchObject({
      timeInForce: 'ioc',
      smpType: null,
    });
  });

  test('a best-price order in the history shows no price of its own', () => {
    expect(historyRowView(closed(1, [], { orderType: 'best', timeInForce: 'ioc' }), SPEC_TICKS).price).toBe(
      '—',
    );
  });

  test('a price under 1 KRW keeps its decimals', () => {
    expect(
      openOrderView(order(1, { key: 'SHIB-KRW', price: 0.0213, quantity: 300_000 }), SPEC_TICKS).price,
    ).toBe('0.0213');
  });

  test.each([
    [{ stopPrice: 96_000_000, stopCondition: 'gte', triggered: false }, '≥ 96,000,000', true],
    [{ stopPrice: 90_000_000, stopCondition: 'lte', triggered: true }, '≤ 90,000,000', false],
  ] as const)('a stop-limit order %j shows %s (watching: %s)', (change, stop, waiting) => {
    const view = openOrderView(order(1, { orderType: 'stopLimit', ...change }), SPEC_TICKS);
    expect(view.stop).toBe(stop);
    expect(view.waiting).toBe(waiting);
  });

  test("prices at the coin's steps by the window's table: USDT/KRW on Upbit with its half won", () => {
    const usdt = order(1, { key: 'USDT-KRW', price: 1_450.5, quantity: 10 });
    expect(openOrderView(usdt, UPBIT_TICKS).price).toBe('1,450.5');
    expect(openOrderView(usdt, SPEC_TICKS).price).toBe('1,451');
  });

  test('a limit order has no stop condition', () => {
    expect(stopConditionText(order(1, { stopPrice: 5, stopCondition: 'gte' }), SPEC_TICKS)).toBeNull();
  });

  test.each([
    [order(1, { status: 'filled', filledQuantity: 0.01 }), 'filled'],
    [order(1, { status: 'cancelled' }), 'cancelled'],
    [order(1, { status: 'cancelled', filledQuantity: 0.002 }), 'partlyCancelled'],
  ] as const)('history status of %# is %s', (row, status) => {
    expect(historyStatus(row)).toBe(status);
  });

  test('a filled order of the history: average price, amount and fee in won, its fills', () => {
    const row = closed(4, [fill(1, 4), fill(2, 4, { price: 95_100_000, amount: 475_500, fee: 238 })]);
    const view = historyRowView(row, SPEC_TICKS);
    expect(view).toMatchObject({
      closedAt: '2026-11-24 04:30:00',
      status: 'filled',
      price: '95,000,000',
      avgPrice: '95,050,000',
      quantity: '0.01',
      filled: '0.01',
      filledAmount: '950,500',
      fee: '476',
      currency: 'KRW',
    });
    expect(view.fills.map((f) => f.price)).toEqual(['95,000,000', '95,100,000']);
  });

  test('a market order shows no price of its own, and nothing filled shows no average', () => {
    expect(historyRowView(closed(5, [], { orderType: 'market', price: 0 }), SPEC_TICKS).price).toBe('—');
    expect(historyRowView(closed(6, [], { status: 'cancelled' }), SPEC_TICKS).avgPrice).toBe('—');
  });

  test('a fill on the BTC market counts its amount and fee in BTC decimals', () => {
    expect(
      fillView(
        fill(3, 9, { key: 'ETH-BTC', price: 0.042, quantity: 1.5, amount: 0.063, fee: 0.0001575 }),
        SPEC_TICKS,
      ),
    ).toEqual({
      fillId: 3,
      time: '2026-11-24 09:15:30',
      price: '0.04200000',
      quantity: '1.5',
      amount: '0.06300000',
      fee: '0.00015750',
    });
  });
});
