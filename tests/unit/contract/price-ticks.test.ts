import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BITHUMB_TICKS,
  isOnTick,
  isTickTable,
  priceTicks,
  roundToTick,
  SPEC_TICKS,
  specTicks,
  tickAt,
  tickDecimals,
  uniformTicks,
  UPBIT_TICKS,
  withCoinTick,
  type TickTable,
} from '../../../contract/price-ticks';
import type { CoinKey } from '../../../contract/markets';

describe('tickAt', () => {
  it.each<[string, TickTable, CoinKey, number, number]>([
    ['spec KRW above 2,000,000', SPEC_TICKS, 'BTC-KRW', 95_000_000, 1000],
    ['spec KRW 1,000–10,000', SPEC_TICKS, 'XRP-KRW', 3_210, 5],
    ['spec KRW 100–1,000', SPEC_TICKS, 'XRP-KRW', 512, 1],
    ['spec KRW below 0.1', SPEC_TICKS, 'SHIB-KRW', 0.05, 0.0001],
    ['spec BTC market', SPEC_TICKS, 'ETH-BTC', 0.035, 0.00000001],
    ['spec USDT from 1,000', SPEC_TICKS, 'BTC-USDT', 94_000, 0.1],
    ['Upbit KRW from 1,000,000', UPBIT_TICKS, 'BTC-KRW', 1_500_000, 1000],
    ['Upbit KRW 100,000–500,000', UPBIT_TICKS, 'SOL-KRW', 250_000, 100],
    ['Upbit KRW 5,000–10,000', UPBIT_TICKS, 'DOT-KRW', 7_000, 5],
    ['Upbit KRW 1,000–5,000', UPBIT_TICKS, 'XRP-KRW', 3_210, 1],
    ['Upbit KRW 10–100', UPBIT_TICKS, 'DOGE-KRW', 50, 0.1],
    ['Upbit USDT/KRW from 1,000: its own 0.5', UPBIT_TICKS, 'USDT-KRW', 1_450, 0.5],
    ['Upbit USDT/KRW below 1,000: the market band', UPBIT_TICKS, 'USDT-KRW', 999, 1],
    ['Upbit USDT market from 10', UPBIT_TICKS, 'BTC-USDT', 94_000, 0.01],
    ['Bithumb KRW 1–100', BITHUMB_TICKS, 'DOGE-KRW', 50, 0.01],
    ['Bithumb KRW from 1,000,000', BITHUMB_TICKS, 'BTC-KRW', 140_000_000, 1000],
    ['a uniform table', uniformTicks(0.01), 'BTC-USDT', 94_000, 0.01],
  ])('%s', (_, table, key, price, tick) => {
    expect(tickAt(table, key, price)).toBe(tick);
    expect(priceTicks(table, key)(price)).toBe(tick);
  });

  it('refuses a key of no known market', () => {
    expect(() => tickAt(SPEC_TICKS, 'BTC-EUR', 1)).toThrow(RangeError);
  });

  it('specTicks is the spec table for any coin of the market', () => {
    expect(specTicks('KRW')(3_210)).toBe(tickAt(SPEC_TICKS, 'ANY-KRW', 3_210));
    expect(specTicks('USDT')(0)).toBe(0.0001);
  });
});

describe("specTicks: the spec's bands (the simulated market's, contract/markets.ts before steps per source)", () => {
  it.each([
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
    expect(specTicks(market)(price)).toBe(tick);
  });

  it('roundToTick on them snaps without binary noise', () => {
    expect(roundToTick(specTicks('KRW'), 123_476)).toBe(123_500);
    expect(roundToTick(specTicks('KRW'), 1.23456)).toBe(1.23);
    expect(roundToTick(specTicks('KRW'), 0.123456)).toBe(0.123);
  });
});

describe('withCoinTick', () => {
  it('records the step a coin answered in the band of its price, and only there', () => {
    const table = withCoinTick(UPBIT_TICKS, 'ADA-KRW', 650, 0.1);
    expect(tickAt(table, 'ADA-KRW', 650)).toBe(0.1);
    expect(tickAt(table, 'ADA-KRW', 150)).toBe(0.1);
    expect(tickAt(table, 'ADA-KRW', 1_200)).toBe(1);
    expect(tickAt(table, 'XRP-KRW', 650)).toBe(1);
  });

  it('is the same table when the coin already steps so', () => {
    expect(withCoinTick(UPBIT_TICKS, 'BTC-KRW', 95_000_000, 1000)).toBe(UPBIT_TICKS);
    expect(withCoinTick(UPBIT_TICKS, 'BTC-KRW', 95_000_000, 0)).toBe(UPBIT_TICKS);
  });

  it('drops a coin’s own step once it is the market’s again', () => {
    const table = withCoinTick(UPBIT_TICKS, 'USDT-KRW', 1_450, 1);
    expect(table.coins['USDT-KRW']).toBeUndefined();
    expect(UPBIT_TICKS.coins['USDT-KRW']).toEqual([[1_000, 0.5]]);
  });
});

describe('steps and rounding', () => {
  it.each([
    [1000, 0],
    [5, 0],
    [0.5, 1],
    [0.1, 1],
    [0.01, 2],
    [0.0001, 4],
    [0.00000001, 8],
  ])('tickDecimals(%s) = %s', (tick, decimals) => expect(tickDecimals(tick)).toBe(decimals));

  it('rounds to the step without binary noise', () => {
    const usdtKrw = priceTicks(UPBIT_TICKS, 'USDT-KRW');
    expect(roundToTick(usdtKrw, 1_450.26)).toBe(1_450.5);
    expect(roundToTick(specTicks('KRW'), 3_212)).toBe(3_210);
    expect(roundToTick(priceTicks(uniformTicks(0.01), 'BTC-USDT'), 94_123.456)).toBe(94_123.46);
  });

  it('every rounded price lies on a step (Upbit KRW, any price)', () => {
    const ticks = priceTicks(UPBIT_TICKS, 'ANY-KRW');
    fc.assert(
      fc.property(fc.double({ min: 0.0001, max: 1e9, noNaN: true }), (price) => {
        const rounded = roundToTick(ticks, price);
        return isOnTick(ticks, rounded);
      }),
    );
  });

  it('isOnTick tells a price between steps', () => {
    const ticks = priceTicks(UPBIT_TICKS, 'USDT-KRW');
    expect(isOnTick(ticks, 1_450.5)).toBe(true);
    expect(isOnTick(ticks, 1_450.2)).toBe(false);
  });
});

describe('isTickTable', () => {
  it.each([SPEC_TICKS, UPBIT_TICKS, BITHUMB_TICKS, uniformTicks(0.01)])(
    'accepts a published table',
    (table) => expect(isTickTable(JSON.parse(JSON.stringify(table)))).toBe(true),
  );

  it.each<[string, unknown]>([
    ['null', null],
    ['no markets', { coins: {} }],
    ['a market missing', { markets: { KRW: [[0, 1]], BTC: [[0, 1]] }, coins: {} }],
    [
      'bands not descending',
      {
        ...SPEC_TICKS,
        markets: {
          ...SPEC_TICKS.markets,
          KRW: [
            [0, 1],
            [10, 2],
          ],
        },
      },
    ],
    ['last band above 0', { ...SPEC_TICKS, markets: { ...SPEC_TICKS.markets, KRW: [[10, 1]] } }],
    ['a zero step', { ...SPEC_TICKS, markets: { ...SPEC_TICKS.markets, KRW: [[0, 0]] } }],
    ['a step as text', { ...SPEC_TICKS, markets: { ...SPEC_TICKS.markets, KRW: [[0, '1']] } }],
    ['coins as a list', { ...SPEC_TICKS, coins: [] }],
    ['a coin band malformed', { ...SPEC_TICKS, coins: { 'USDT-KRW': [[1000]] } }],
  ])('refuses %s', (_, value) => expect(isTickTable(value)).toBe(false));
});
