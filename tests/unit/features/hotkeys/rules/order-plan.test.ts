import { describe, expect, test } from 'vitest';
import type { OrderRow } from '../../../../../contract/trading';
import {
  bestOpposite,
  bestPlan,
  flattenQuantity,
  limitPlan,
  newestOpenOrder,
  stepThrough,
} from '../../../../../src/features/hotkeys/rules/order-plan';

const book = {
  key: 'BTC-KRW' as const,
  asks: [[101, 1] as [number, number]],
  bids: [[99, 2] as [number, number]],
};

describe('orders of the hotkeys', () => {
  test('at best: a buy takes the best ask, a sell the best bid', () => {
    expect(bestOpposite(book, 'buy')).toBe(101);
    expect(bestOpposite(book, 'sell')).toBe(99);
    expect(bestOpposite({ ...book, asks: [] }, 'buy')).toBeUndefined();
  });

  test.each([
    [
      'a buy names its total',
      'buy',
      101,
      { kind: 'amount', value: 10_000 },
      { ok: true, side: 'buy', amount: 10_000 },
    ],
    [
      'a buy of a coin quantity: its total at the best ask, in whole won',
      'buy',
      100_000_001,
      { kind: 'quantity', value: 0.0001 },
      { ok: true, side: 'buy', amount: 10_000 },
    ],
    [
      'a sell of an amount: its quantity at the best bid',
      'sell',
      99,
      { kind: 'amount', value: 990 },
      { ok: true, side: 'sell', quantity: 10 },
    ],
    [
      'a sell names its quantity',
      'sell',
      99,
      { kind: 'quantity', value: 0.5 },
      { ok: true, side: 'sell', quantity: 0.5 },
    ],
    [
      'an empty side',
      'sell',
      undefined,
      { kind: 'quantity', value: 0.5 },
      { ok: false, problem: 'emptySide' },
    ],
    [
      'a quantity worth less than a won',
      'buy',
      100,
      { kind: 'quantity', value: 0.001 },
      { ok: false, problem: 'tooSmall' },
    ],
  ] as const)('at best (a best-price order on KRW): %s', (_, side, best, preset, plan) => {
    expect(bestPlan(side, best, preset, 'KRW')).toEqual(plan);
  });

  test.each([
    [
      'an amount at a price',
      'buy',
      100,
      { kind: 'amount', value: 10_000 },
      { ok: true, side: 'buy', price: 100, quantity: 100 },
    ],
    [
      'a quantity',
      'sell',
      99,
      { kind: 'quantity', value: 0.5 },
      { ok: true, side: 'sell', price: 99, quantity: 0.5 },
    ],
    [
      'no price on that side',
      'buy',
      undefined,
      { kind: 'quantity', value: 1 },
      { ok: false, problem: 'emptySide' },
    ],
    [
      'an amount too small for one unit',
      'buy',
      1e12,
      { kind: 'amount', value: 1 },
      { ok: false, problem: 'tooSmall' },
    ],
  ] as const)('%s', (_, side, price, preset, plan) => {
    expect(limitPlan(side, price, preset)).toEqual(plan);
  });

  const order = (orderId: number, createdAt: string, extra: Partial<OrderRow> = {}) =>
    ({ orderId, key: 'BTC-KRW', status: 'pending', createdAt, ...extra }) as OrderRow;

  test('the newest open order of the coin: by time, then id; other coins and closed ones aside', () => {
    const orders = [
      order(1, '2026-01-01T00:00:01Z'),
      order(3, '2026-01-01T00:00:02Z'),
      order(2, '2026-01-01T00:00:02Z'),
      order(9, '2026-01-01T00:00:09Z', { key: 'ETH-KRW' }),
      order(8, '2026-01-01T00:00:08Z', { status: 'filled' }),
    ];
    expect(newestOpenOrder(orders, 'BTC-KRW')?.orderId).toBe(3);
    expect(newestOpenOrder([], 'BTC-KRW')).toBeUndefined();
  });

  test.each([
    [{ coinBalance: 1.5, lockedBalance: 0.5 }, 1],
    [{ coinBalance: 0.123456789, lockedBalance: 0 }, 0.12345678],
    [{ coinBalance: 1, lockedBalance: 2 }, 0],
    [undefined, 0],
  ])('flattening %j sells %d', (balance, quantity) => {
    expect(flattenQuantity(balance)).toBe(quantity);
  });

  test.each([
    [['A', 'B', 'C'], 'B', 1, 'C'],
    [['A', 'B', 'C'], 'C', 1, 'A'],
    [['A', 'B', 'C'], 'A', -1, 'C'],
    [['A', 'B', 'C'], 'Z', 1, 'Z'],
    [[], 'Z', -1, 'Z'],
  ] as const)('in %j after %s by %d: %s', (list, current, step, next) => {
    expect(stepThrough(list, current, step)).toBe(next);
  });
});
