import { describe, expect, test } from 'vitest';
import { flashDirection, moveOf } from '../../../src/lib/price-move';

describe('moveOf', () => {
  test.each([
    [5, 'up'],
    [-0.0001, 'down'],
    [0, 'flat'],
    [-0, 'flat'],
    [Number.NaN, 'flat'],
  ])('%d → %s', (change, move) => {
    expect(moveOf(change)).toBe(move);
  });
});

describe('flashDirection', () => {
  test.each([
    [undefined, 100, null],
    [100, 100, null],
    [100, 101, 'up'],
    [100, 99.5, 'down'],
    [Number.NaN, 100, null],
    [100, Number.NaN, null],
  ])('%s → %s flashes %s', (previous, next, flash) => {
    expect(flashDirection(previous, next)).toBe(flash);
  });
});
