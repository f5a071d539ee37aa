import { describe, expect, it } from 'vitest';
import { groupDigits } from '../../../contract/digit-groups';

describe('groupDigits', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1_000, '1,000'],
    [12_345, '12,345'],
    [800_000, '800,000'],
    [1_000_000, '1,000,000'],
    [40_000_000, '40,000,000'],
    [-100, '-100'],
    [-1_000, '-1,000'],
    [-123_456_789, '-123,456,789'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
  ])('writes %d as %s, as toLocaleString("en-US") does', (value, text) => {
    expect(groupDigits(value)).toBe(text);
    expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses %d, which is not a safe integer',
    (value) => {
      expect(() => groupDigits(value)).toThrow(RangeError);
    },
  );
});
