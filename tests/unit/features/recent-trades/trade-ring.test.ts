import { describe, expect, test } from 'vitest';
import { RECENT_TRADES_CAP, TradeRing } from '../../../../src/features/recent-trades/trade-ring';

function newestFirst(ring: TradeRing): number[] {
  return Array.from({ length: ring.length }, (_, n) => ring.price[ring.index(n)]!);
}

describe('trade ring', () => {
  test('keeps 100 trades', () => {
    expect(RECENT_TRADES_CAP).toBe(100);
    expect(new TradeRing().capacity).toBe(100);
  });

  test.each<[string, number, number[], number[]]>([
    ['empty', 3, [], []],
    ['newest first', 3, [1, 2], [2, 1]],
    ['full', 3, [1, 2, 3], [3, 2, 1]],
    ['past the cap the oldest go', 3, [1, 2, 3, 4, 5], [5, 4, 3]],
    ['twice round', 2, [1, 2, 3, 4, 5], [5, 4]],
  ])('%s', (_name, capacity, prices, expected) => {
    const ring = new TradeRing(capacity);
    prices.forEach((price, i) => ring.push(i * 1000, price, 1, 1));
    expect(newestFirst(ring)).toEqual(expected);
  });

  test('keeps time, quantity and side beside the price', () => {
    const ring = new TradeRing(2);
    ring.push(1_000, 10, 0.5, 1);
    ring.push(2_000, 11, 0.25, 2);
    const newest = ring.index(0);
    expect([ring.time[newest], ring.price[newest], ring.quantity[newest], ring.side[newest]]).toEqual([
      2_000, 11, 0.25, 2,
    ]);
  });

  test.each<[string, [number, number, number, number]]>([
    ['a NaN time', [Number.NaN, 10, 1, 1]],
    ['a zero price', [0, 0, 1, 1]],
    ['a negative quantity', [0, 10, -1, 1]],
    ['an unknown side', [0, 10, 1, 3]],
  ])('refuses %s', (_name, [time, price, quantity, side]) => {
    const ring = new TradeRing(2);
    expect(() => ring.push(time, price, quantity, side)).toThrow(RangeError);
    expect(ring.length).toBe(0);
  });

  test('clear empties it; an index past the trades is refused', () => {
    const ring = new TradeRing(2);
    ring.push(0, 10, 1, 1);
    expect(() => ring.index(1)).toThrow(RangeError);
    ring.clear();
    expect(ring.length).toBe(0);
    expect(() => ring.index(0)).toThrow(RangeError);
    expect(() => new TradeRing(0)).toThrow(RangeError);
  });
});
