// The chart bench page's candles: the generator pinned by its first bars, its rules checked on any
// seed and length, and the page's query.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  BAR_SECONDS,
  benchBars,
  boxMuller,
  FIRST_BAR_TIME,
  MAX_BENCH_BARS,
  parseBenchQuery,
  START_PRICE,
} from '../../../src/bench-page/bench-bars';
import { mulberry32 } from '../../../src/lib/seeded-random';

const isCents = (price: number) => Math.round(price * 100) / 100 === price;
/** The largest |N| Box–Muller gives with u ≥ 1e-12. */
const MAX_NORMAL = Math.sqrt(-2 * Math.log(1e-12));

describe('Box–Muller', () => {
  test('a normal takes two uniforms, u first: √(−2 ln u)·cos 2πv', () => {
    const values = [0.25, 0.125];
    expect(boxMuller(() => values.shift()!)).toBeCloseTo(
      Math.sqrt(-2 * Math.log(0.25)) * Math.cos(Math.PI / 4),
      12,
    );
    const zero = [0, 0];
    // u = 0 is taken as 1e-12, so the log stays finite.
    expect(boxMuller(() => zero.shift()!)).toBeCloseTo(MAX_NORMAL, 12);
  });
});

describe('benchBars', () => {
  test.each([
    [
      42,
      [
        { time: 1735689600, open: 100, high: 100.03, low: 99.54, close: 99.76, volume: 743 },
        { time: 1735689660, open: 99.76, high: 99.91, low: 99.6, close: 99.63, volume: 428 },
        { time: 1735689720, open: 99.63, high: 100.02, low: 99.4, close: 99.47, volume: 2427 },
      ],
    ],
    [
      0,
      [
        { time: 1735689600, open: 100, high: 100.54, low: 99.86, close: 100.41, volume: 1280 },
        { time: 1735689660, open: 100.41, high: 100.57, low: 100.09, close: 100.14, volume: 1189 },
      ],
    ],
  ])('seed %i: the first bars are pinned', (seed, bars) => {
    expect(benchBars(bars.length, seed)).toEqual(bars);
  });

  test('the first bar follows the formulas from four normals drawn in order (ret, high, low, volume)', () => {
    const random = mulberry32(9);
    const [nRet, nHigh, nLow, nVolume] = [0, 1, 2, 3].map(() => boxMuller(random)) as [
      number,
      number,
      number,
      number,
    ];
    const ret = 0.0025 * nRet + 0.00002;
    const close = Math.round(Math.max(1, 100 * Math.exp(ret)) * 100) / 100;
    expect(benchBars(1, 9)[0]).toEqual({
      time: FIRST_BAR_TIME,
      open: 100,
      high: Math.round(Math.max(100, close) * (1 + 0.0012 * Math.abs(nHigh)) * 100) / 100,
      low: Math.round(Math.min(100, close) * (1 - 0.0012 * Math.abs(nLow)) * 100) / 100,
      close,
      volume: Math.round(1000 * Math.exp(0.6 * nVolume) * (1 + 200 * Math.abs(ret))),
    });
  });

  test('every series keeps the rules: times, open = last close, cents, wicks, close ≥ 1, whole volumes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 1, max: 400 }),
        (seed, count) => {
          const bars = benchBars(count, seed);
          expect(bars).toHaveLength(count);
          expect(bars[0]!.open).toBe(START_PRICE);
          bars.forEach((bar, i) => {
            expect(bar.time).toBe(FIRST_BAR_TIME + i * BAR_SECONDS);
            if (i > 0) expect(bar.open).toBe(bars[i - 1]!.close);
            for (const price of [bar.open, bar.high, bar.low, bar.close]) expect(isCents(price)).toBe(true);
            expect(bar.close).toBeGreaterThanOrEqual(1);
            expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
            expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
            // A wick is at most 0.0012·|N| of the body's edge, |N| bounded by u ≥ 1e-12 (plus a cent of rounding).
            expect(bar.high).toBeLessThanOrEqual(
              Math.max(bar.open, bar.close) * (1 + 0.0012 * MAX_NORMAL) + 0.005,
            );
            expect(bar.low).toBeGreaterThanOrEqual(
              Math.min(bar.open, bar.close) * (1 - 0.0012 * MAX_NORMAL) - 0.005,
            );
            expect(Number.isInteger(bar.volume) && bar.volume >= 0).toBe(true);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  test('a seed gives one series: a shorter one is its beginning', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 1, max: 200 }),
        (seed, count) => {
          expect(benchBars(count, seed)).toEqual(benchBars(count + 50, seed).slice(0, count));
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('parseBenchQuery', () => {
  test.each([
    ['?bars=5000&seed=7', { bars: 5000, seed: 7 }],
    ['?seed=0&bars=1', { bars: 1, seed: 0 }],
    [`?bars=${MAX_BENCH_BARS}&seed=4294967295`, { bars: MAX_BENCH_BARS, seed: 4294967295 }],
    ['?seed=7', { error: 'bars is missing: /bench/chart?bars=N&seed=S' }],
    ['?bars=100', { error: 'seed is missing: /bench/chart?bars=N&seed=S' }],
    ['?bars=12.5&seed=1', { error: 'bars must be a whole number, got "12.5"' }],
    ['?bars=-3&seed=1', { error: 'bars must be a whole number, got "-3"' }],
    ['?bars=abc&seed=1', { error: 'bars must be a whole number, got "abc"' }],
    ['?bars=0&seed=1', { error: 'bars must be between 1 and 1000000, got 0' }],
    [`?bars=${MAX_BENCH_BARS + 1}&seed=1`, { error: 'bars must be between 1 and 1000000, got 1000001' }],
    ['?bars=10&seed=4294967296', { error: 'seed must be between 0 and 4294967295, got 4294967296' }],
    ['?bars=10&seed=', { error: 'seed must be a whole number, got ""' }],
  ])('%s', (search, expected) => {
    expect(parseBenchQuery(search)).toEqual(expected);
  });
});
