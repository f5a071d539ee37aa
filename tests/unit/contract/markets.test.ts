import { describe, expect, test } from 'vitest';
import { parseCoinKey } from '../../../contract/markets';
import { barOpenTime, intervalSeconds } from '../../../contract/intervals';

describe('parseCoinKey', () => {
  test.each([
    ['BTC-KRW', { symbol: 'BTC', marketSymbol: 'KRW' }],
    ['1INCH-USDT', { symbol: '1INCH', marketSymbol: 'USDT' }],
    ['btc-krw', undefined],
    ['BTCKRW', undefined],
    ['BTC-KRW-X', undefined],
    ['', undefined],
  ])('%s', (input, expected) => {
    expect(parseCoinKey(input)).toEqual(expected);
  });
});

describe('barOpenTime', () => {
  const kstMidnight = Date.UTC(2026, 0, 2, 15, 0, 0) / 1000; // 2026-01-03 00:00 KST
  test('daily bars open at KST midnight', () => {
    expect(barOpenTime(kstMidnight + 3600 * 23, '1D')).toBe(kstMidnight);
    expect(barOpenTime(kstMidnight - 1, '1D')).toBe(kstMidnight - intervalSeconds('1D'));
  });
  test('720-minute bars open at KST midnight and noon', () => {
    expect(barOpenTime(kstMidnight + 3600 * 13, '720')).toBe(kstMidnight + 3600 * 12);
  });
  test('minute bars align to their length', () => {
    expect(barOpenTime(kstMidnight + 7 * 60 + 30, '5')).toBe(kstMidnight + 5 * 60);
  });
});
