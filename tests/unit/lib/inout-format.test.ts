import { describe, expect, it } from 'vitest';
import { KRW_COIN_TYPE } from '../../../contract';
import {
  emphasizedAddress,
  formatCoinAmount,
  formatInoutAmount,
  formatKrw,
  formatPoints,
} from '../../../src/lib/inout-format';

describe('inout formats (chart spec §9)', () => {
  it.each([
    [0, '0'],
    [1, '1.00000000'],
    [0.5, '0.50000000'],
    [1234.123456789, '1,234.12345678'],
    [0.00000001, '0.00000001'],
  ])('coin amount %s → %s', (value, text) => expect(formatCoinAmount(value)).toBe(text));

  it.each([
    [0, '0'],
    [5000, '5,000'],
    [1234567.8, '1,234,567'],
  ])('KRW %s → %s', (value, text) => expect(formatKrw(value)).toBe(text));

  it.each([
    [1234567.89, KRW_COIN_TYPE, '1,234,567'],
    [0, KRW_COIN_TYPE, '0'],
    [0.5, 'C0101', '0.50000000'],
    [1234.123456789, 'C0101', '1,234.12345678'],
    [0, 'C0101', '0'],
  ])('amount %s of %s → %s', (value, coinType, text) =>
    expect(formatInoutAmount(value, coinType)).toBe(text),
  );

  it.each([
    [0, '0P'],
    [12345, '12,345P'],
    [1_000_000, '1,000,000P'],
  ])('points %s → %s', (value, text) => expect(formatPoints(value)).toBe(text));

  it.each([
    ['', null],
    ['abcdef', null],
    ['abcdefg', { head: 'abc', middle: 'd', tail: 'efg' }],
    ['0x1234567890abcdef', { head: '0x1', middle: '234567890abc', tail: 'def' }],
    ['가나다라마바사', { head: '가나다', middle: '라', tail: '마바사' }],
  ])('address %j → %j', (address, parts) => expect(emphasizedAddress(address)).toEqual(parts));
});
