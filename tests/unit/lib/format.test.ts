import { describe, expect, test } from 'vitest';
import { formatNumber, formatRate, formatSignedNumber, NOT_AVAILABLE } from '../../../src/lib/format';

describe('formatNumber', () => {
  test.each([
    [0, 0, '0'],
    [999, 0, '999'],
    [1000, 0, '1,000'],
    [95_123_000, 0, '95,123,000'],
    [1234567.5, 2, '1,234,567.50'],
    [0.00012345, 8, '0.00012345'],
    [-1234.5, 1, '-1,234.5'],
    [12.345, 0, '12'],
    [-0.0001, 2, '0.00'],
    [Number.NaN, 2, NOT_AVAILABLE],
    [Number.POSITIVE_INFINITY, 0, NOT_AVAILABLE],
  ])('%d with %d decimals → %s', (value, decimals, text) => {
    expect(formatNumber(value, decimals)).toBe(text);
  });

  test.each([
    [1.239, 2, '1.23'],
    [1.15, 2, '1.15'],
    [2.675, 2, '2.67'],
    [-1.239, 2, '-1.23'],
    [1999.99, 0, '1,999'],
    [0.3, 1, '0.3'],
    [4.9999, 1, '4.9'],
  ])('%d rounded down to %d decimals → %s', (value, decimals, text) => {
    expect(formatNumber(value, decimals, 'down')).toBe(text);
  });
});

describe('formatSignedNumber', () => {
  test.each([
    [1500, 0, '+1,500'],
    [-1500, 0, '-1,500'],
    [0, 0, '0'],
    [0.004, 2, '0.00'],
    [0.5, 1, '+0.5'],
    [Number.NaN, 0, NOT_AVAILABLE],
  ])('%d with %d decimals → %s', (value, decimals, text) => {
    expect(formatSignedNumber(value, decimals)).toBe(text);
  });
});

describe('formatRate (shell spec §9: 2 decimals rounded down, plus sign when positive)', () => {
  test.each([
    [1.239, '+1.23%'],
    [1.15, '+1.15%'],
    [-1.239, '-1.23%'],
    [-0.009, '0.00%'],
    [0, '0.00%'],
    [0.001, '0.00%'],
    [12.5, '+12.50%'],
    [1234.567, '+1,234.56%'],
    [-100, '-100.00%'],
    [Number.NaN, NOT_AVAILABLE],
  ])('%d → %s', (percent, text) => {
    expect(formatRate(percent)).toBe(text);
  });
});
