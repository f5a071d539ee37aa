import { describe, expect, test } from 'vitest';
import { priceTicks, specTicks, uniformTicks, UPBIT_TICKS } from '../../../contract/price-ticks';
import {
  formatAmount,
  formatColumnQuantity,
  formatPrice,
  formatQuantity,
  priceDecimals,
} from '../../../src/lib/price-format';

describe('prices with their market decimals', () => {
  test.each([
    ['KRW', 150_000_000, '150,000,000'],
    ['KRW', 4_512_000, '4,512,000'],
    ['KRW', 2_950, '2,950'],
    ['KRW', 55.5, '55.5'],
    ['KRW', 355, '355'],
    ['KRW', 0.021, '0.0210'],
    ['BTC', 0.0312, '0.03120000'],
    ['USDT', 104_250.1, '104,250.1'],
    ['USDT', 25.37, '25.37'],
    ['USDT', 0.99, '0.9900'],
    ['KRW', Number.NaN, '—'],
  ] as const)('price on %s of %d is %s', (market, price, text) => {
    expect(formatPrice(specTicks(market), price)).toBe(text);
  });

  test('price decimals follow the tick size of the price band', () => {
    expect([
      priceDecimals(specTicks('KRW'), 1_500),
      priceDecimals(specTicks('KRW'), 50),
      priceDecimals(specTicks('BTC'), 1),
      priceDecimals(specTicks('USDT'), 5),
    ]).toEqual([0, 1, 8, 3]);
  });

  test.each([
    ['USDT/KRW on Upbit (0.5)', priceTicks(UPBIT_TICKS, 'USDT-KRW'), 1_450.5, '1,450.5'],
    ['a KRW coin on Upbit (1)', priceTicks(UPBIT_TICKS, 'ETH-KRW'), 3_210, '3,210'],
    ['BTC-USDT on a replay (0.01)', priceTicks(uniformTicks(0.01), 'BTC-USDT'), 94_123.4, '94,123.40'],
  ])('%s: %d is %s', (_, ticks, price, text) => {
    expect(formatPrice(ticks, price)).toBe(text);
  });
});

describe('quantities and amounts', () => {
  test.each([
    [0.35, '0.35'],
    [3_000, '3,000'],
    [10, '10'],
    [0.123456789, '0.12345678'],
    [0, '0'],
    [Number.NaN, '—'],
  ])('quantity %d is %s', (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });

  test.each<[number, string]>([
    [0.5, '0.500'],
    [1234.56789, '1,234.568'],
    [12.3456, '12.346'],
    [99_999.9999, '100,000.000'],
    [12_345_678.9, '12,345,679'],
    // A BTC trade of 56,000 KRW at 139,000,000 KRW/BTC: three decimals would read 0.000.
    [0.0004, '0.0004'],
    [0.0012, '0.0012'],
    [0.00534, '0.00534'],
    [0.00001234, '0.00001234'],
    [0.00000001, '0.00000001'],
    [0.000000004, '<0.00000001'],
    // SHIB: hundreds of millions of coins, whole.
    [412_345_678.25, '412,345,678'],
    // KRW-sized values (a coin priced under 0.001 KRW sells in the billions).
    [139_000_000, '139,000,000'],
    [0, '0.000'],
    [-0.0004, '-0.0004'],
    [-1.5, '-1.500'],
    [Number.NaN, ''],
  ])('column quantity %d → %s', (quantity, text) => {
    expect(formatColumnQuantity(quantity)).toBe(text);
  });

  test.each([
    ['KRW', 47_500.4, '47,500'],
    ['KRW', 24, '24'],
    ['BTC', 0.0012, '0.00120000'],
    ['USDT', 12.5, '12.50000000'],
  ] as const)('amount on %s of %d is %s', (market, amount, text) => {
    expect(formatAmount(market, amount)).toBe(text);
  });
});
