import fc from 'fast-check';
import { WMA } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { createSeries } from '../../../../../workers/core/base/series';
import { runOf } from '../../../../../workers/core/indicators';
import { WindowWeightedSum, wma } from '../../../../../workers/core/indicators/wma';
import { batchLines, column, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();
const close = column(series, 'close');

describe('WMA', () => {
  it.each([1, 2, 9, 50, 200])('of length %i equals technicalindicators on real candles', (length) => {
    const [line] = batchLines(wma, { length }, series);
    expect(expectCloseToReference(line!, WMA.calculate({ period: length, values: close }))).toBe(
      series.length - length + 1,
    );
  });

  it('reads the chosen source', () => {
    const hlc3 = close.map((_, i) => (series.high[i]! + series.low[i]! + series.close[i]!) / 3);
    const [line] = batchLines(wma, { length: 20, source: 'hlc3' }, series);
    expectCloseToReference(line!, WMA.calculate({ period: 20, values: hlc3 }));
  });

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(wma, { length: 20 }, series)).toBe(5000);
  });

  it.each([
    ['flat prices: the price itself', [5, 5, 5, 5, 5], 3, [NaN, NaN, 5, 5, 5]],
    ['length 1: the price itself', [1, 2, 4], 1, [1, 2, 4]],
    ['a rise: the newest weighs most', [1, 2, 3, 4], 3, [NaN, NaN, (1 + 4 + 9) / 6, (2 + 6 + 12) / 6]],
    ['fewer bars than the length: no value', [1, 2], 3, [NaN, NaN]],
  ])('%s', (_, closes, length, want) => {
    const bars = createSeries(closes.length);
    bars.length = closes.length;
    closes.forEach((value, i) => {
      bars.open[i] = bars.high[i] = bars.low[i] = bars.close[i] = value;
    });
    const [line] = batchLines(wma, { length }, bars);
    expect(Array.from(line!)).toEqual(want);
  });

  it.each([
    [{ length: 0 }, 'wma length must be a whole number from 1 to 2000'],
    [{ length: 9.5 }, 'wma length must be a whole number from 1 to 2000'],
    [{ length: 2001 }, 'wma length must be a whole number from 1 to 2000'],
    [{ source: 'volume' }, 'wma source must be one of open, high, low, close, hl2, hlc3, ohlc4'],
    [{ period: 9 }, 'wma has no parameter period'],
  ])('%j is refused: %s', (params, message) => {
    expect(() => runOf(wma, params)).toThrow(message);
  });
});

describe('WindowWeightedSum', () => {
  it('a peek equals the plain weighted sum over its window; a NaN is no input', () => {
    const inputs = fc.array(
      fc.record({
        x: fc.oneof(
          { weight: 9, arbitrary: fc.double({ min: 1, max: 2e8, noNaN: true }) },
          { weight: 1, arbitrary: fc.constant(Number.NaN) },
        ),
        peek: fc.double({ min: 1, max: 2e8, noNaN: true }),
      }),
      { maxLength: 120 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), inputs, (period, steps) => {
        const sum = new WindowWeightedSum(period);
        const committed: number[] = [];
        for (const { x, peek } of steps) {
          sum.push(x);
          if (!Number.isNaN(x)) committed.push(x);
          const got = sum.peek(peek);
          expect(sum.peek(Number.NaN)).toBeNaN();
          const window = [...committed.slice(Math.max(0, committed.length - (period - 1))), peek];
          if (window.length < period) {
            expect(got).toBeNaN();
            continue;
          }
          const want = window.reduce((total, value, k) => total + (k + 1) * value, 0);
          // Exact to the rounding of the inputs the sums held: the window's and the one before's.
          const largest = Math.max(...committed.slice(-2 * period), peek);
          expect(Math.abs(got - want)).toBeLessThanOrEqual(
            1e-12 * Math.abs(want) + 1e-15 * period * period * largest,
          );
        }
      }),
    );
  });

  it('forgets a spike once it has left and the window turned over', () => {
    const sum = new WindowWeightedSum(4);
    [3e7, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8].forEach((value) => sum.push(value));
    expect(sum.peek(2)).toBe(1 * 1.6 + 2 * 1.7 + 3 * 1.8 + 4 * 2);
  });
});
