import { describe, expect, test } from 'vitest';
import {
  averageTrueRange,
  laggedCandleFeatures,
  standardCandleFeatures,
  STANDARD_FEATURE_NAMES,
  trailingMean,
  type PeerFeatures,
} from '../../../scripts/plain-logistic-peer';
import { createSeries, SERIES_FIELDS, type CandleSeries } from '../../../workers/core/base/series';
import { brownianCandles } from '../../../bench/forecast/synthetic-candles';

function copy(series: CandleSeries): CandleSeries {
  const out = createSeries(series.length);
  for (const field of SERIES_FIELDS) out[field].set(series[field].subarray(0, series.length));
  out.length = series.length;
  return out;
}

/** Bars [from, length) moved elsewhere, still consistent: another future (as the forecast's tests do). */
function perturbFrom(series: CandleSeries, from: number): CandleSeries {
  const out = copy(series);
  for (let i = from; i < out.length; i++) {
    out.close[i]! *= 1.01 + 0.002 * (i % 5);
    out.high[i] = Math.max(out.open[i]!, out.close[i]!) * (1 + 0.001 * (i % 3));
    out.low[i] = Math.min(out.open[i]!, out.close[i]!) * (1 - 0.001 * (i % 4));
    out.volume[i]! *= 2;
  }
  return out;
}

/** Features of the row that predicts bar `bar`. */
function rowFor({ x, first }: PeerFeatures, bar: number): number[] {
  return Array.from({ length: x.columns }, (_, j) => x.data[j * x.rows + bar - first]!);
}

describe('trailing means', () => {
  test('the mean of the last `bars` values, fewer at the start', () => {
    expect(Array.from(trailingMean(Float64Array.from([2, 4, 6, 8]), 4, 2))).toEqual([2, 3, 5, 7]);
  });
});

describe('the standard candle features', () => {
  // 70 flat bars at 100 (range 2, volume 10), then bar 70: open 100, high 104, low 99, close 103, volume 30.
  const series = createSeries(72);
  series.length = 72;
  for (let i = 0; i < 72; i++) {
    series.open[i] = 100;
    series.high[i] = 101;
    series.low[i] = 99;
    series.close[i] = 100;
    series.volume[i] = 10;
  }
  series.high[70] = 104;
  series.close[70] = 103;
  series.volume[70] = 30;

  test('read from bar t − 1 for the row of bar t (hand-checked)', () => {
    const features = standardCandleFeatures(series);
    expect(features.first).toBe(60);
    expect(features.x.rows).toBe(12);
    // ATR at bar 70: 13 ranges of 2 and one true range of 104 − 99 = 5, over 14 bars.
    const atr = 31 / 14;
    expect(averageTrueRange(series)[70]).toBeCloseTo(atr, 12);
    const row = Object.fromEntries(STANDARD_FEATURE_NAMES.map((name, j) => [name, rowFor(features, 71)[j]]));
    expect(row.trend15).toBeCloseTo((103 - (14 * 100 + 103) / 15) / atr, 12);
    expect(row.trend60).toBeCloseTo((103 - (59 * 100 + 103) / 60) / atr, 12);
    expect(row.closeInRange).toBeCloseTo(4 / 5, 12);
    expect(row.body).toBeCloseTo(3 / atr, 12);
    expect(row.upperWick).toBeCloseTo(1 / atr, 12);
    expect(row.lowerWick).toBeCloseTo(1 / atr, 12);
    expect(row.volumeVsMean).toBeCloseTo(Math.log(30 / ((19 * 10 + 30) / 20)), 12);
    // The row of bar 70 still sees the flat bar 69 only.
    expect(rowFor(features, 70).slice(0, 2)).toEqual([0, 0]);
  });

  test.each([
    ['standard', standardCandleFeatures],
    ['lags', laggedCandleFeatures],
  ])('no look-ahead in the %s peer: changing bars from s on moves no row for a bar up to s', (_, build) => {
    const series = brownianCandles(1500, 9);
    const base = build(series);
    for (const s of [200, 777, 1499]) {
      const changed = build(perturbFrom(series, s));
      for (let bar = base.first; bar <= s; bar++) expect(rowFor(changed, bar)).toEqual(rowFor(base, bar));
      // The change is real: the row of the bar after it reads the changed bar.
      if (s + 1 < series.length) expect(rowFor(changed, s + 1)).not.toEqual(rowFor(base, s + 1));
    }
  });
});
