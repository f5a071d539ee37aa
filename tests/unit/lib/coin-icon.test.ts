import { describe, expect, test } from 'vitest';
import { coinIconHash, coinIconUrl, fnv1a32Hex } from '../../../src/lib/coin-icon';

describe('fnv1a32Hex', () => {
  // The published FNV-1a 32-bit test vectors for ASCII input.
  test.each([
    ['', '811c9dc5'],
    ['a', 'e40c292c'],
    ['foobar', 'bf9cf968'],
  ])('%j → %s', (text, expected) => {
    expect(fnv1a32Hex(text)).toBe(expected);
  });
});

describe('coin icon hash', () => {
  test.each([
    ['BTC', '948e42c0'],
    ['btc', '948e42c0'],
    [' Btc ', '948e42c0'],
    ['ETH', '0753271c'],
    ['XRP', '5b66bded'],
    ['1INCH', '90ed39a8'],
    ['비트', '61670f31'],
  ])('%j → %s', (symbol, expected) => {
    expect(coinIconHash(symbol)).toBe(expected);
    expect(coinIconUrl(symbol)).toBe(`/resources/img/coin/coin-${expected}.png`);
  });

  test('always 8 hex digits', () => {
    for (const symbol of ['A', 'ZZ', 'DOGE', 'SHIB', 'USDT', 'KRW'])
      expect(coinIconHash(symbol)).toMatch(/^[0-9a-f]{8}$/);
  });
});
