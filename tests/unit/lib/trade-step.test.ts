import { describe, expect, test } from 'vitest';
import { priceTicks, specTicks, uniformTicks, UPBIT_TICKS } from '../../../contract/price-ticks';
import { decimalPlaces, priceUnit, stepValue, type StepOptions } from '../../../src/lib/trade-step';

const KRW = specTicks('KRW');
const BTC = specTicks('BTC');
const USDT = specTicks('USDT');
/** Upbit's steps of a KRW coin and of USDT/KRW (0.5 from 1,000 KRW), and a replay's 0.01 on BTC-USDT. */
const UPBIT_ETH = priceTicks(UPBIT_TICKS, 'ETH-KRW');
const UPBIT_USDT = priceTicks(UPBIT_TICKS, 'USDT-KRW');
const REPLAY_BTC = priceTicks(uniformTicks(0.01), 'BTC-USDT');

describe('decimalPlaces', () => {
  test.each([
    [1500, 0],
    [0.05, 2],
    [0.00000001, 8],
    [1.5e-7, 8],
    [12.345, 3],
    [Number.NaN, 0],
  ])('%s → %s', (value, expected) => {
    expect(decimalPlaces(value)).toBe(expected);
  });
});

describe('priceUnit (the steps of contract/price-ticks.ts)', () => {
  test.each([
    ['KRW', KRW, 2_500_000, 1000, 0],
    ['KRW', KRW, 2_000_000, 1000, 0],
    ['KRW', KRW, 1_999_999, 500, 0],
    ['KRW', KRW, 700_000, 100, 0],
    ['KRW', KRW, 150_000, 50, 0],
    ['KRW', KRW, 50_000, 10, 0],
    ['KRW', KRW, 5_000, 5, 0],
    ['KRW', KRW, 500, 1, 0],
    ['KRW', KRW, 50, 0.1, 1],
    ['KRW', KRW, 5, 0.01, 2],
    ['KRW', KRW, 0.5, 0.001, 3],
    ['KRW', KRW, 0.05, 0.0001, 4],
    ['BTC', BTC, 0.0345, 0.00000001, 8],
    ['USDT', USDT, 1500, 0.1, 1],
    ['USDT', USDT, 5, 0.001, 3],
    ['KRW', KRW, 3_210, 5, 0],
    ['Upbit ETH-KRW', UPBIT_ETH, 3_210, 1, 0],
    ['Upbit USDT-KRW', UPBIT_USDT, 1_450.5, 0.5, 1],
    ['replay BTC-USDT', REPLAY_BTC, 94_123.45, 0.01, 2],
  ] as const)('%s at %s → unit %s, %s decimals', (_, ticks, price, unitPrice, decimals) => {
    expect(priceUnit(ticks, price)).toEqual({ unitPrice, decimals });
  });
});

describe('stepValue', () => {
  test.each<[string, number, 1 | -1, StepOptions, number, number]>([
    ['fixed step up', 10, 1, { step: 5 }, 15, 0],
    ['fixed step down', 10, -1, { step: 5 }, 5, 0],
    ['fixed step does not snap', 12, 1, { step: 5 }, 17, 0],
    ['fixed decimal step without noise', 0.1, 1, { step: 0.2 }, 0.3, 1],
    ['fixed step wins over unit price', 10, 1, { step: 3, unitPrice: 5 }, 13, 0],
    ['unit price on grid up', 100, 1, { unitPrice: 50 }, 150, 0],
    ['unit price on grid down', 100, -1, { unitPrice: 50 }, 50, 0],
    ['unit price snaps up to the next multiple', 120, 1, { unitPrice: 50 }, 150, 0],
    ['unit price snaps down to the multiple below', 120, -1, { unitPrice: 50 }, 100, 0],
    ['decimal unit price', 0.3, 1, { unitPrice: 0.1 }, 0.4, 1],
    ['decimal unit price snaps', 0.34, -1, { unitPrice: 0.1 }, 0.3, 1],
    ['KRW band 500 up', 1_000_000, 1, { ticks: KRW }, 1_000_500, 0],
    ['KRW crossing a band down uses the lower band', 1_000_000, -1, { ticks: KRW }, 999_900, 0],
    ['KRW up onto a higher band', 999_900, 1, { ticks: KRW }, 1_000_000, 0],
    ['KRW off-grid price snaps up', 1_000_250, 1, { ticks: KRW }, 1_000_500, 0],
    ['KRW off-grid price snaps down', 1_000_250, -1, { ticks: KRW }, 1_000_000, 0],
    ['KRW band 5', 1_234, 1, { ticks: KRW }, 1_235, 0],
    ['KRW band 5 off grid', 1_233, -1, { ticks: KRW }, 1_230, 0],
    ['KRW 100 down into the 0.1 band', 100, -1, { ticks: KRW }, 99.9, 1],
    ['KRW 0.1 band up', 12.3, 1, { ticks: KRW }, 12.4, 1],
    ['KRW below 0.1', 0.0999, 1, { ticks: KRW }, 0.1, 3],
    ['BTC market in satoshi', 0.0345, 1, { ticks: BTC }, 0.03450001, 8],
    ['BTC market down', 0.0345, -1, { ticks: BTC }, 0.03449999, 8],
    ['USDT band 0.1', 1500, -1, { ticks: USDT }, 1499.9, 1],
    ['Upbit KRW at 3,210 steps 1 (the spec 5)', 3_210, 1, { ticks: UPBIT_ETH }, 3_211, 0],
    ['Upbit KRW at 3,210 down', 3_210, -1, { ticks: UPBIT_ETH }, 3_209, 0],
    ['Upbit USDT/KRW by half a won', 1_450.5, 1, { ticks: UPBIT_USDT }, 1_451, 1],
    ['Upbit USDT/KRW off grid snaps down', 1_450.26, -1, { ticks: UPBIT_USDT }, 1_450, 1],
    ['a replay at 0.01 USDT', 94_123.45, 1, { ticks: REPLAY_BTC }, 94_123.46, 2],
    ['no step, no unit: +1', 7, 1, {}, 8, 0],
    ['no step, no unit: -1 keeps decimals', 7.25, -1, {}, 6.25, 2],
    ['never below 0', 0, -1, {}, 0, 0],
    ['clamped to min', 10, -1, { step: 5, min: 8 }, 8, 0],
    ['clamped to max', 98, 1, { step: 5, max: 100 }, 100, 0],
    ['a broken value counts as 0', Number.NaN, 1, { step: 5 }, 5, 0],
  ])('%s: %s %s', (_name, value, direction, options, expected, decimals) => {
    expect(stepValue(value, direction, options)).toEqual({ value: expected, decimals });
  });
});
