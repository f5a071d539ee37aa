import { describe, expect, test } from 'vitest';
import type { MarketSymbol } from '../../../contract/markets';
import { priceTicks, specTicks, uniformTicks, UPBIT_TICKS } from '../../../contract/price-ticks';
import { FLASH_MS } from '../../../contract/price-flash';
import { formatBookPrice, formatSpread, LastPriceFlash } from '../../../src/lib/book-format';

describe('order book formats', () => {
  test.each<[MarketSymbol, number, string]>([
    ['KRW', 95_001_000, '95,001,000'],
    ['KRW', 1.23, '1.23'],
    ['KRW', 0.0213, '0.0213'],
    ['BTC', 0.0420001, '0.04200010'],
    ['USDT', 68_000.3, '68,000.3'],
    ['KRW', Number.NaN, ''],
  ])('%s price %d → %s', (market, price, text) => {
    expect(formatBookPrice(specTicks(market), price)).toBe(text);
  });

  test.each<[MarketSymbol, number, number, number, string]>([
    // One tick of BTC at 95,000,000: 0.00105 % is not zero.
    ['KRW', 1_000, 0.00105, 95_000_000, '1,000 (<0.01%)'],
    ['KRW', 10_000, 0.0105, 95_000_000, '10,000 (0.01%)'],
    ['KRW', 0, 0, 95_000_000, '0 (0.00%)'],
    ['KRW', 0.01, 0.8, 1.25, '0.01 (0.80%)'],
    ['KRW', Number.NaN, Number.NaN, Number.NaN, ''],
  ])('%s spread %d (%d %%) at bid %d → %s', (market, amount, percent, bid, text) => {
    expect(formatSpread(specTicks(market), amount, percent, bid)).toBe(text);
  });

  test('on a source, the decimals of its table', () => {
    const usdtKrw = priceTicks(UPBIT_TICKS, 'USDT-KRW');
    expect(formatBookPrice(usdtKrw, 1_450.5)).toBe('1,450.5');
    expect(formatBookPrice(priceTicks(UPBIT_TICKS, 'ETH-KRW'), 3_210)).toBe('3,210');
    expect(formatSpread(usdtKrw, 0.5, 0.034, 1_450)).toBe('0.5 (0.03%)');
    // The spec's USDT band steps 0.1 there; a replay's files at 0.01.
    expect(formatBookPrice(specTicks('USDT'), 94_123.4)).toBe('94,123.4');
    expect(formatBookPrice(priceTicks(uniformTicks(0.01), 'BTC-USDT'), 94_123.4)).toBe('94,123.40');
  });
});

describe('last price flash', () => {
  test.each<[string, [price: number, at: number][], number, 'up' | 'down' | null]>([
    ['the first price only sets the baseline', [[100, 0]], 10, null],
    [
      'a rise flashes up',
      [
        [100, 0],
        [101, 1_000],
      ],
      1_000 + FLASH_MS - 1,
      'up',
    ],
    [
      'a fall flashes down',
      [
        [100, 0],
        [99, 1_000],
      ],
      1_000,
      'down',
    ],
    [
      'the flash ends after FLASH_MS',
      [
        [100, 0],
        [101, 1_000],
      ],
      1_000 + FLASH_MS,
      null,
    ],
    [
      'an equal price changes nothing',
      [
        [100, 0],
        [100, 1_000],
      ],
      1_000,
      null,
    ],
  ])('%s', (_name, prices, at, expected) => {
    const flash = new LastPriceFlash();
    for (const [price, time] of prices) flash.observe(price, time);
    expect(flash.at(at)).toBe(expected);
  });

  test('says when the flash ends, and forgets its baseline on reset', () => {
    const flash = new LastPriceFlash();
    flash.observe(100, 0);
    expect(flash.endsAt(0)).toBe(Number.POSITIVE_INFINITY);
    flash.observe(101, 50);
    expect(flash.endsAt(60)).toBe(50 + FLASH_MS);
    flash.reset();
    expect(flash.at(60)).toBeNull();
    flash.observe(90, 100);
    expect(flash.at(100)).toBeNull();
  });
});
