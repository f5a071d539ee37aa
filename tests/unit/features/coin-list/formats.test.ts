import { describe, expect, test } from 'vitest';
import { specTicks } from '../../../../contract/price-ticks';
import { formatRate } from '../../../../src/lib/format';
import {
  formatChangeAmount,
  formatKrw,
  formatKrwProfit,
  formatListVolume,
  usdtVolumeDecimals,
} from '../../../../src/features/coin-list/rules/formats';

describe('coin-list formats', () => {
  test.each([
    ['KRW', 1_500_000, 150_000_000, '+1,500,000'],
    ['KRW', -0.5, 55, '-0.5'],
    ['KRW', -1, 355, '-1'],
    ['BTC', -0.0001, 0.03, '-0.00010000'],
    ['KRW', 0, 2_000, '0'],
  ] as const)('change amount on %s: %d at price %d is %s', (market, amount, price, text) => {
    expect(formatChangeAmount(specTicks(market), amount, price)).toBe(text);
  });

  test.each([
    [1.239, '+1.23%'],
    [1.2399999, '+1.23%'],
    [-1.239, '-1.23%'],
    [-0.001, '0.00%'],
    [0, '0.00%'],
    [0.005, '0.00%'], // no sign when the shown value is zero
    [100, '+100.00%'],
    [Number.NaN, '—'],
  ])('percent %d with 2 decimals rounded down is %s (profit rate: sign and %%)', (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });

  test.each([
    [0.5, 'product', 3],
    [0.999, 'product', 3],
    [1, 'product', 0],
    [9_999, 'product', 0],
    [0.5, 'global', 3],
    [9_999.5, 'global', 3],
    [10_000, 'global', 0],
    [-0.5, 'product', 3],
  ] as const)('USDT volume %d in %s mode has %d decimals', (value, mode, decimals) => {
    expect(usdtVolumeDecimals(value, mode)).toBe(decimals);
  });

  test.each([
    ['USDT', 0.4567, 'product', '0.457'],
    ['USDT', 1_234.56, 'product', '1,235'],
    ['USDT', 1_234.56, 'global', '1,234.560'],
    ['USDT', 12_345_678.9, 'global', '12,345,679'],
    ['KRW', 1_234_567_890_123, 'global', '1,234,567'],
    ['KRW', 999_999, 'global', '0'],
    ['BTC', 12.34567, 'global', '12.346'],
    ['USDT', Number.NaN, 'global', '—'],
  ] as const)('volume on %s of %d (%s) is %s', (market, value, mode, text) => {
    expect(formatListVolume(market, value, mode)).toBe(text);
  });

  test('valuation and profit in whole won, profit signed', () => {
    expect([
      formatKrw(52_500_000.4),
      formatKrwProfit(1_200.6),
      formatKrwProfit(-1_200.4),
      formatKrwProfit(0),
    ]).toEqual(['52,500,000', '+1,201', '-1,200', '0']);
  });
});
