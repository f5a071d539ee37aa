import { describe, expect, test } from 'vitest';
import {
  checkTwap,
  emptyTwapForm,
  refusedTwapProblem,
  twapDurationMs,
  twapIntervalBounds,
  type TwapForm,
} from '../../../../../src/features/order-panel/rules/twap-form';

const NOW = Date.parse('2026-11-24T10:00:00+09:00');
const context = { key: 'BTC-KRW', market: 'KRW', lastPrice: 95_000_000, nowMs: NOW } as const;
const typed = (change: Partial<TwapForm> = {}): TwapForm => ({
  ...emptyTwapForm(),
  total: '0.05',
  ...change,
});

test.each([
  [{ preset: '10m' }, 600_000],
  [{ preset: '4h' }, 4 * 3_600_000],
  [{ preset: 'custom', customDuration: '90', customUnit: 'm' }, 90 * 60_000],
  [{ preset: 'custom', customDuration: '1.5', customUnit: 'h' }, 90 * 60_000],
  [{ preset: 'custom', customDuration: '', customUnit: 'h' }, undefined],
  [{ preset: 'custom', customDuration: '-1', customUnit: 'm' }, undefined],
] as const)('twapDurationMs(%j) = %s', (change, ms) => {
  expect(twapDurationMs({ ...emptyTwapForm(), ...change })).toBe(ms);
});

test.each([
  [10 * 60_000, { minMs: 30_000, maxMs: 300_000 }],
  [24 * 3_600_000, { minMs: 60_000, maxMs: 12 * 3_600_000 }],
  [5 * 60_000, { minMs: 30_000, maxMs: 150_000 }],
])('the interval bounds of %d ms: %j', (durationMs, bounds) => {
  expect(twapIntervalBounds(durationMs)).toEqual(bounds);
});

describe('form → request and plan', () => {
  test('a sell names its quantity; 10 slices a minute apart, the last due 9 minutes on', () => {
    expect(checkTwap(typed(), { ...context, side: 'sell' })).toEqual({
      kind: 'ready',
      params: {
        key: 'BTC-KRW',
        side: 'sell',
        childType: 'best',
        quantity: 0.05,
        durationMs: 600_000,
        intervalMs: 60_000,
        randomPct: 0,
      },
      plan: { slices: 10, share: 0.005, intervalMs: 60_000, endsAt: NOW + 9 * 60_000 },
    });
  });

  test('a buy names its amount; a price limit and randomisation go with best-price slices', () => {
    const check = checkTwap(typed({ total: '5000000', priceLimit: '96000000', randomPct: '20' }), {
      ...context,
      side: 'buy',
    });
    expect(check.kind === 'ready' && check.params).toEqual({
      key: 'BTC-KRW',
      side: 'buy',
      childType: 'best',
      amount: 5_000_000,
      durationMs: 600_000,
      intervalMs: 60_000,
      priceLimit: 96_000_000,
      randomPct: 20,
    });
  });

  test('market slices send no price limit even when one was typed', () => {
    const check = checkTwap(typed({ childType: 'market', priceLimit: '96000000' }), {
      ...context,
      side: 'sell',
    });
    expect(check.kind === 'ready' && check.params.priceLimit).toBeUndefined();
  });

  test.each([
    ['no total', { total: '' }, { kind: 'incomplete' }],
    ['no interval', { intervalSec: '' }, { kind: 'incomplete' }],
    ['a fraction of a second', { intervalSec: '30.5' }, { kind: 'incomplete' }],
    [
      '4 minutes',
      { preset: 'custom', customDuration: '4', customUnit: 'm' },
      { kind: 'form', problem: 'durationOutOfRange' },
    ],
    [
      '25 hours',
      { preset: 'custom', customDuration: '25', customUnit: 'h' },
      { kind: 'form', problem: 'durationOutOfRange' },
    ],
    ['51 %', { randomPct: '51' }, { kind: 'form', problem: 'randomOutOfRange' }],
    ['a price limit of no price', { priceLimit: '0' }, { kind: 'form', problem: 'priceLimitInvalid' }],
  ] as const)('the panel refuses %s', (_, change, check) => {
    expect(checkTwap(typed(change), { ...context, side: 'sell' })).toEqual(check);
  });

  test.each([
    ['an interval under 30 s', { intervalSec: '20' }, 'intervalTooShort'],
    ['one slice', { intervalSec: '600' }, 'tooFewSlices'],
    ['a total under 1,000,000 KRW', { total: '0.001' }, 'totalBelowMinimum'],
  ] as const)("the contract's twapProblem: %s", (_, change, problem) => {
    const check = checkTwap(typed(change), { ...context, side: 'sell' });
    expect(check.kind === 'problem' && check.problem).toBe(problem);
  });

  test('no last price: noLastPrice', () => {
    const check = checkTwap(typed(), { ...context, side: 'sell', lastPrice: 0 });
    expect(check.kind === 'problem' && check.problem).toBe('noLastPrice');
  });
});

test.each([
  [{ problem: 'sliceBelowMinimum' }, 'sliceBelowMinimum'],
  [{ problem: 'samePrice' }, undefined],
  [null, undefined],
])('refusedTwapProblem(%j) = %s', (data, problem) => {
  expect(refusedTwapProblem(data)).toBe(problem);
});
