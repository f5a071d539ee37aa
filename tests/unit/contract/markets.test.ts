import { describe, expect, test } from 'vitest';
import { parseCoinKey, roundToTick, tickSize } from '../../../contract/markets';
import { barOpenTime, intervalSeconds } from '../../../contract/intervals';

describe('tickSize', () => {
  test.each([
    ['KRW', 150_000_000, 1000],
    ['KRW', 2_000_000, 1000],
    ['KRW', 1_999_999, 500],
    ['KRW', 500_000, 100],
    ['KRW', 123_456, 50],
    ['KRW', 50_000, 10],
    ['KRW', 5_000, 5],
    ['KRW', 500, 1],
    ['KRW', 50, 0.1],
    ['KRW', 5, 0.01],
    ['KRW', 0.5, 0.001],
    ['KRW', 0.05, 0.0001],
    ['BTC', 0.0123, 0.00000001],
    ['USDT', 95_000, 0.1],
    ['USDT', 2.5, 0.001],
  ] as const)('%s at %d steps by %d', (market, price, tick) => {
    expect(tickSize(market, price)).toBe(tick);
  });

  test('roundToTick snaps without binary noise', () => {
    expect(roundToTick('KRW', 123_476)).toBe(123_500);
    expect(roundToTick('KRW', 1.23456)).toBe(1.23);
    expect(roundToTick('KRW', 0.123456)).toBe(0.123);
  });
});

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
