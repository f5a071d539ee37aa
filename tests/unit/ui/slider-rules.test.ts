import { describe, expect, test } from 'vitest';
import { clampPercent, percentAfterKey, percentAtPosition } from '../../../src/ui/slider-rules';

describe('clampPercent', () => {
  test.each([
    [0, 0],
    [50, 50],
    [100, 100],
    [-1, 0],
    [101, 100],
    [33.4, 33],
    [33.5, 34],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NEGATIVE_INFINITY, 0],
  ])('%d → %d', (value, expected) => {
    expect(clampPercent(value)).toBe(expected);
  });
});

describe('percentAtPosition', () => {
  test.each([
    [100, 100, 200, 0],
    [200, 100, 200, 50],
    [300, 100, 200, 100],
    [50, 100, 200, 0],
    [999, 100, 200, 100],
    [150, 100, 0, 0],
  ])('x %d over [%d, +%d] → %d', (x, left, width, expected) => {
    expect(percentAtPosition(x, left, width)).toBe(expected);
  });
});

describe('percentAfterKey', () => {
  test.each<[number, string, number | null]>([
    [50, 'ArrowRight', 51],
    [50, 'ArrowUp', 51],
    [50, 'ArrowLeft', 49],
    [50, 'ArrowDown', 49],
    [100, 'ArrowRight', 100],
    [0, 'ArrowLeft', 0],
    [95, 'PageUp', 100],
    [5, 'PageDown', 0],
    [50, 'PageUp', 60],
    [50, 'Home', 0],
    [50, 'End', 100],
    [50, 'a', null],
    [50, 'Tab', null],
  ])('%d + %s → %j', (value, key, expected) => {
    expect(percentAfterKey(value, key)).toBe(expected);
  });
});
