import { StochasticOscillator } from 'trading-signals';
import { describe, expect, it } from 'vitest';
import { createSeries, type CandleSeries } from '../../../../../workers/core/base/series';
import { runOf } from '../../../../../workers/core/indicators';
import { stochastic, stochasticOf } from '../../../../../workers/core/indicators/stochastic';
import { batchLines, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();

/**
 * trading-signals' stochastic (%K smoothed by an SMA, %D the SMA of %K, TradingView's definition), one
 * value per bar. It reports %K only once %D exists too, so %K is read from a run whose %D is %K itself.
 */
function reference(kLength: number, kSmoothing: number, dSmoothing: number, bars: CandleSeries) {
  const full = new StochasticOscillator({
    kPeriod: kLength,
    kSlowingPeriod: kSmoothing,
    dPeriod: dSmoothing,
  });
  const kOnly = new StochasticOscillator({ kPeriod: kLength, kSlowingPeriod: kSmoothing, dPeriod: 1 });
  const k: (number | null)[] = [];
  const d: (number | null)[] = [];
  for (let i = 0; i < bars.length; i += 1) {
    const candle = { high: bars.high[i]!, low: bars.low[i]!, close: bars.close[i]! };
    k.push(kOnly.update(candle, false)?.stochK ?? null);
    d.push(full.update(candle, false)?.stochD ?? null);
  }
  return { k, d };
}

/** Bars from [high, low, close] rows. */
function seriesOf(rows: readonly (readonly [number, number, number])[]): CandleSeries {
  const out = createSeries(rows.length);
  out.length = rows.length;
  rows.forEach(([high, low, close], i) => {
    out.time[i] = i * 3600;
    out.open[i] = close;
    out.high[i] = high;
    out.low[i] = low;
    out.close[i] = close;
    out.volume[i] = 1;
  });
  return out;
}

describe('Stochastic', () => {
  it.each([
    [14, 1, 3],
    [14, 3, 3],
    [5, 3, 5],
    [1, 1, 1],
    [50, 10, 20],
  ])(
    '%K length %i, smoothing %i, %D %i equals trading-signals on real candles',
    (kLength, kSmoothing, dSmoothing) => {
      const [k, d] = batchLines(stochastic, { kLength, kSmoothing, dSmoothing }, series);
      const expected = reference(kLength, kSmoothing, dSmoothing, series);
      expect(expectCloseToReference(k!, expected.k)).toBe(series.length - kLength - kSmoothing + 2);
      expect(expectCloseToReference(d!, expected.d)).toBe(
        series.length - kLength - kSmoothing - dSmoothing + 3,
      );
    },
  );

  it.each([
    ['the close at the highest high', 120, 120, 100, 100],
    ['the close at the lowest low', 100, 120, 100, 0],
    ['the close in the middle', 110, 120, 100, 50],
    ['a flat window: 0 / 0, no value (as TradingView)', 100, 100, 100, Number.NaN],
    ['no window yet', 100, Number.NaN, Number.NaN, Number.NaN],
  ])('%s: %s in [%s, %s] reads %s', (_, x, highest, lowest, value) => {
    expect(stochasticOf(x, highest, lowest)).toBe(value);
  });

  it('shows no value over a flat window, and its averages skip those bars', () => {
    // Three moving bars, five flat ones, then a move: %K over 3 bars, %D over 2.
    const bars = seriesOf([
      [12, 8, 10],
      [14, 9, 13],
      [13, 10, 11],
      [11, 11, 11],
      [11, 11, 11],
      [11, 11, 11],
      [11, 11, 11],
      [11, 11, 11],
      [15, 11, 15],
    ]);
    const [k, d] = batchLines(stochastic, { kLength: 3, kSmoothing: 1, dSmoothing: 2 }, bars);
    const k2 = (100 * (11 - 8)) / (14 - 8);
    const k3 = (100 * (11 - 9)) / (14 - 9);
    const k4 = (100 * (11 - 10)) / (13 - 10);
    expect(Array.from(k!)).toEqual([
      Number.NaN,
      Number.NaN,
      k2,
      k3,
      k4,
      Number.NaN,
      Number.NaN,
      Number.NaN,
      100,
    ]);
    expect(Array.from(d!)).toEqual([
      Number.NaN,
      Number.NaN,
      Number.NaN,
      (k2 + k3) / 2,
      (k3 + k4) / 2,
      Number.NaN,
      Number.NaN,
      Number.NaN,
      (k4 + 100) / 2,
    ]);
  });

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(stochastic, {}, series)).toBe(5000);
    expect(expectReplayMatchesBatch(stochastic, { kLength: 5, kSmoothing: 3, dSmoothing: 4 }, series)).toBe(
      5000,
    );
  });

  it.each([
    [{ kLength: 0 }, 'stochastic kLength must be a whole number from 1 to 2000'],
    [{ kSmoothing: 2001 }, 'stochastic kSmoothing must be a whole number from 1 to 2000'],
    [{ dSmoothing: 0.5 }, 'stochastic dSmoothing must be a whole number from 1 to 2000'],
    [{ dSmoothing: '3' }, 'stochastic dSmoothing must be a whole number from 1 to 2000'],
    [{ source: 'close' }, 'stochastic has no parameter source'],
  ])('refuses %j: %s', (params, message) => {
    expect(() => runOf(stochastic, params)).toThrow(message);
  });
});
