import { describe, expect, test } from 'vitest';
import {
  affordableQuantity,
  crossesBook,
  takeAt,
  walkLevels,
  wantsNothingMore,
  type BookLevel,
} from '../../../contract';

describe('what a budget buys at a price, in whole 1e-8', () => {
  test.each([
    [500, 100, 5],
    [10, 3, 3.33333333],
    // Binary noise: 905000 / 1e8 × 1e8 is 904999.9999999999, 1e8 × 0.00905 is 905000.0000000001.
    [905_000, 1e8, 0.00905],
    [0.29, 0.1, 2.9],
    [0, 100, 0],
    [0.5, 1e8, 0],
    [Infinity, 100, Infinity],
  ])('%d at %d buys %d', (budget, price, quantity) => {
    const bought = affordableQuantity(budget, price);
    expect(bought).toBe(quantity);
    // Never more than the budget, but for noise well below a won.
    if (Number.isFinite(bought)) expect(price * bought).toBeLessThanOrEqual(budget + 1e-6);
  });
});

describe('takeAt: the least of what is wanted, what is there and what the budget buys', () => {
  test.each([
    [{ quantity: 2, budget: Infinity }, 100, 5, 2],
    [{ quantity: 7, budget: Infinity }, 100, 5, 5],
    [{ quantity: Infinity, budget: 250 }, 100, 5, 2.5],
    [{ quantity: Infinity, budget: 250 }, 100, 1, 1],
    [{ quantity: 0, budget: Infinity }, 100, 5, 0],
  ])('%o at %d from %d takes %d', (want, price, available, taken) => {
    expect(takeAt(want, price, available)).toBe(taken);
  });
});

describe('walkLevels', () => {
  const asks: BookLevel[] = [
    [100, 1],
    [101, 2],
    [103, 5],
  ];
  test.each([
    ['within the first level', { quantity: 0.5, budget: Infinity }, undefined, [0.5, 50, 100, 1, true]],
    ['exactly the first level', { quantity: 1, budget: Infinity }, undefined, [1, 100, 100, 1, true]],
    ['across two levels', { quantity: 2, budget: Infinity }, undefined, [2, 201, 101, 2, true]],
    ['past the book', { quantity: 9, budget: Infinity }, undefined, [8, 817, 103, 3, false]],
    ['cut by the limit', { quantity: 9, budget: Infinity }, 101, [3, 302, 101, 2, false]],
    [
      'a budget spent exactly at a level end',
      { quantity: Infinity, budget: 302 },
      undefined,
      [3, 302, 101, 2, true],
    ],
    [
      'a budget spent at the last level',
      { quantity: Infinity, budget: 817 },
      undefined,
      [8, 817, 103, 3, true],
    ],
    ['a budget past the book', { quantity: Infinity, budget: 1000 }, undefined, [8, 817, 103, 3, false]],
  ] as const)('%s', (_, want, limit, [quantity, value, worstPrice, levels, complete]) => {
    expect(walkLevels('buy', asks, want, limit)).toEqual({ quantity, value, worstPrice, levels, complete });
  });

  test('an empty side gives nothing, and is not complete', () => {
    expect(walkLevels('sell', [], { quantity: 1, budget: Infinity })).toEqual({
      quantity: 0,
      value: 0,
      worstPrice: undefined,
      levels: 0,
      complete: false,
    });
  });
});

describe('crossing the book and wanting no more', () => {
  test.each([
    ['buy', 100, 100, true],
    ['buy', 99, 100, false],
    ['sell', 100, 100, true],
    ['sell', 101, 100, false],
    ['buy', 100, undefined, false],
  ] as const)('a %s at %d against %s crosses: %s', (side, price, best, crosses) => {
    expect(crossesBook(side, price, best)).toBe(crosses);
  });

  test.each([
    [{ quantity: 0, budget: Infinity }, 100, true],
    [{ quantity: 1, budget: Infinity }, 100, false],
    [{ quantity: Infinity, budget: 5e-7 }, 100, true],
    [{ quantity: Infinity, budget: 0.5 }, undefined, false],
  ])('%o at %s wants nothing more: %s', (want, price, done) => {
    expect(wantsNothingMore(want, price)).toBe(done);
  });
});
