import { describe, expect, test } from 'vitest';
import { perturbFrom } from '../../support/forecast/perturb';
import {
  averageTrueRange,
  laggedCandleFeatures,
  standardCandleFeatures,
  STANDARD_FEATURE_NAMES,
  trailingMean,
  type PeerFeatures,
} from '../../../scripts/plain-logistic-peer';
import { createSeries, type CandleSeries } from '../../../workers/core/base/series';
import { brownianCandles } from '../../../bench/forecast/synthetic-candles';

/** Features of the row that predicts bar `bar`. */
function rowFor({ x, first }: PeerFeatures, bar: number): number[] {
  return Array.from({ length: x.columns }, (_, j) => x.data[j * x.rows + bar - first]!);
}

describe('trailing means', () => {
  test('the mean of the last `bars` values, fewer at the start', () => {
    expect(Array.from(trailingMean(Float64Array.from([2, 4, 6, 8]), 4, 2))).toEqual([2, 3, 5, 7]);
  });
});

/** Bars of open = close = `close`, high `close + 1`, low `close − 1`, volume 10. */
function flatSeries(length: number, close = 100): CandleSeries {
  const series = createSeries(length);
  series.length = length;
  for (let i = 0; i < length; i++) {
    series.open[i] = close;
    series.high[i] = close + 1;
    series.low[i] = close - 1;
    series.close[i] = close;
    series.volume[i] = 10;
  }
  return series;
}

describe("the average true range (Wilder's)", () => {
  // True ranges: bar 0 its own range; then max(high, previous close) − min(low, previous close).
  const series = flatSeries(20);
  series.high[2] = 107; // true range 8 at bar 2
  series.close[2] = 106;
  series.open[2] = 100;
  // Bar 3 (99 … 101) after a close of 106: true range 106 − 99 = 7.
  series.high[16] = 105; // true range 6 at bar 16
  const atr = averageTrueRange(series);
  const ranges = [2, 2, 8, 7, ...Array<number>(12).fill(2), 6, 2, 2, 2];
  const seed = ranges.slice(0, 14).reduce((a, b) => a + b) / 14;

  test.each([
    ['the first bar: its own range', 0, 2],
    ['the mean of the true ranges so far, before 14 bars', 3, (2 + 2 + 8 + 7) / 4],
    ['the mean of the first 14 true ranges at bar 13', 13, seed],
    ["then Wilder's smoothing: (13 · atr + true range) / 14", 14, (13 * seed + 2) / 14],
    [
      'which still remembers bar 2 after the plain 14-bar mean has forgotten it',
      16,
      (13 * ((13 * ((13 * seed + 2) / 14) + 2) / 14) + 6) / 14,
    ],
  ])('%s', (_, bar, expected) => {
    expect(atr[bar]).toBeCloseTo(expected, 12);
  });

  test('a flat stretch keeps a tiny positive unit', () => {
    const flat = flatSeries(5);
    flat.high.fill(100);
    flat.low.fill(100);
    expect(Math.min(...averageTrueRange(flat))).toBeGreaterThan(0);
  });
});

describe('the standard candle features', () => {
  // 70 flat bars at 100 (range 2, volume 10), then bar 70: open 100, high 104, low 99, close 103, volume 30,
  // and bar 71 flat again.
  const series = flatSeries(72);
  series.high[70] = 104;
  series.close[70] = 103;
  series.volume[70] = 30;
  const features = standardCandleFeatures(series);
  // Every true range 2 up to bar 69, so the ATR there is 2; bar 70's true range is 104 − 99 = 5.
  const atr = (13 * 2 + 5) / 14;
  const rowOf = (bar: number) =>
    Object.fromEntries(STANDARD_FEATURE_NAMES.map((name, j) => [name, rowFor(features, bar)[j]!]));

  test('the first row waits for the 60-bar mean; one row for each bar after it', () => {
    expect(features.first).toBe(60);
    expect(features.x.rows).toBe(12);
    expect(averageTrueRange(series)[70]).toBeCloseTo(atr, 12);
  });

  // Bar 71's row reads bar 70 (the candle that has closed); bar 70's row reads the flat bar 69 only.
  test.each<[(typeof STANDARD_FEATURE_NAMES)[number], number, number]>([
    ['trend15', 71, (103 - (14 * 100 + 103) / 15) / atr],
    ['trend60', 71, (103 - (59 * 100 + 103) / 60) / atr],
    ['closeInRange', 71, 4 / 5],
    ['body', 71, 3 / atr],
    ['highAboveClose', 71, 1 / atr],
    ['closeAboveLow', 71, 4 / atr],
    ['volumeVsMean', 71, Math.log(30 / ((19 * 10 + 30) / 20))],
    ['trend15', 70, 0],
    ['trend60', 70, 0],
    ['closeInRange', 70, 0.5],
    ['body', 70, 0],
    ['highAboveClose', 70, 1 / 2],
    ['closeAboveLow', 70, 1 / 2],
    ['volumeVsMean', 70, 0],
  ])('%s of the row for bar %i', (name, bar, expected) => {
    expect(rowOf(bar)[name]).toBeCloseTo(expected, 12);
  });

  test('a candle without range sits at 0.5 of it, its wicks 0', () => {
    const doji = flatSeries(62);
    doji.high[60] = 100;
    doji.low[60] = 100;
    const row = Object.fromEntries(
      STANDARD_FEATURE_NAMES.map((name, j) => [name, rowFor(standardCandleFeatures(doji), 61)[j]!]),
    );
    expect([row.closeInRange, row.highAboveClose, row.closeAboveLow]).toEqual([0.5, 0, 0]);
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
