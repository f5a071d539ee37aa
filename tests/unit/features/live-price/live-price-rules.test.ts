import { describe, expect, test } from 'vitest';
import { priceTicks, specTicks, uniformTicks, UPBIT_TICKS } from '../../../../contract/price-ticks';
import type { TickerView } from '../../../../src/api/feed-types';
import type { TickerField } from '../../../../contract';
import { formatQuote, readQuote } from '../../../../src/features/live-price/live-price-rules';

describe("formatQuote: decimals from the coin's step at the price", () => {
  test.each([
    [
      'KRW',
      { price: 95_123_000, change: 1_234_000, rate: 1.3139 },
      '95,123,000',
      '+1,234,000',
      '+1.31%',
      'up',
    ],
    ['KRW', { price: 12.3, change: -0.5, rate: -3.9062 }, '12.3', '-0.5', '-3.90%', 'down'],
    ['KRW', { price: 1235, change: -10, rate: -0.8032 }, '1,235', '-10', '-0.80%', 'down'],
    ['KRW', { price: 523, change: 0, rate: 0 }, '523', '0', '0.00%', 'flat'],
    ['KRW', { price: 5.23, change: 0.01, rate: 0.19 }, '5.23', '+0.01', '+0.19%', 'up'],
    ['BTC', { price: 0.0234, change: -0.0001, rate: -0.426 }, '0.02340000', '-0.00010000', '-0.42%', 'down'],
    ['USDT', { price: 65_432.1, change: 120.5, rate: 0.1845 }, '65,432.1', '+120.5', '+0.18%', 'up'],
    ['USDT', { price: 2.515, change: 0.005, rate: 0.2 }, '2.515', '+0.005', '+0.20%', 'up'],
    ['KRW', { price: Number.NaN, change: Number.NaN, rate: Number.NaN }, '—', '—', '—', 'flat'],
  ] as const)('%s %j → %s %s %s (%s)', (market, quote, price, change, rate, direction) => {
    expect(formatQuote(quote, specTicks(market))).toEqual({ price, change, rate, direction });
  });

  test.each([
    [
      'USDT/KRW on Upbit: its half-won step',
      priceTicks(UPBIT_TICKS, 'USDT-KRW'),
      1_450.5,
      0.5,
      '1,450.5',
      '+0.5',
    ],
    [
      "BTC-USDT on a replay's 0.01",
      priceTicks(uniformTicks(0.01), 'BTC-USDT'),
      94_123.4,
      -12.3,
      '94,123.40',
      '-12.30',
    ],
  ])('%s', (_, ticks, price, change, priceText, changeText) => {
    expect(formatQuote({ price, change, rate: 0 }, ticks)).toMatchObject({
      price: priceText,
      change: changeText,
    });
  });
});

test('readQuote takes the close price, change amount and change rate of the slot', () => {
  const values: Partial<Record<TickerField, number>> = {
    closePrice: 100,
    chgAmt: 2,
    chgRate: 2.04,
    value24H: 9,
  };
  const tickers = {
    value: (slot: number, field: TickerField) => (slot === 3 ? (values[field] ?? 0) : Number.NaN),
  } as unknown as TickerView;
  expect(readQuote(tickers, 3)).toEqual({ price: 100, change: 2, rate: 2.04 });
});
