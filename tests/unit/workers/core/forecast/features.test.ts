import { describe, expect, test } from 'vitest';
import { createSeries, SERIES_FIELDS, type CandleSeries } from '../../../../../workers/core/base/series';
import {
  buildFeatureRows,
  FEATURE_NAMES,
  type ForecastRows,
} from '../../../../../workers/core/forecast/features';
import { brownianCandles } from '../../../../../bench/forecast/synthetic-candles';

function copy(series: CandleSeries): CandleSeries {
  const out = createSeries(series.length);
  for (const field of SERIES_FIELDS) out[field].set(series[field].subarray(0, series.length));
  out.length = series.length;
  return out;
}

/** Bars [from, length) moved elsewhere, still consistent: another future (as forecast.test.ts does). */
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

/** Feature `name` of the row that predicts bar `bar`. */
const feature = (rows: ForecastRows, name: (typeof FEATURE_NAMES)[number], bar: number) =>
  rows.x.data[FEATURE_NAMES.indexOf(name) * rows.rows + bar - rows.first]!;

describe('the forecast features', () => {
  test('trend: the previous close against the mean of the last 15 closes, in volatility units', () => {
    // Closes 100, 101, …: each bar's range 2, so the range EWMA (the volatility) is 2 throughout.
    const series = createSeries(60);
    series.length = 60;
    for (let i = 0; i < 60; i++) {
      series.open[i] = 100 + i;
      series.close[i] = 100 + i;
      series.high[i] = 101 + i;
      series.low[i] = 99 + i;
      series.volume[i] = 1;
    }
    const rows = buildFeatureRows(series, 0, 59);
    // Row of bar 50: close 149 against the mean of closes 135 … 149 (142), over a volatility of 2.
    expect(feature(rows, 'trendVsVolatility', 50)).toBeCloseTo(7 / 2, 12);
    // From a later start the mean counts only the closes from there (the row's window).
    const late = buildFeatureRows(series, 20, 59);
    expect(feature(late, 'trendVsVolatility', 50)).toBeCloseTo(7 / 2, 12);
  });

  test.each(FEATURE_NAMES)(
    'no look-ahead in %s: changing bars from s on moves no row for a bar up to s',
    (name) => {
      const series = brownianCandles(1200, 11);
      const base = buildFeatureRows(series, 0, series.length);
      for (const s of [100, 640, 1199]) {
        const changed = buildFeatureRows(perturbFrom(series, s), 0, series.length);
        for (let bar = base.first; bar <= s; bar++)
          expect(feature(changed, name, bar)).toBe(feature(base, name, bar));
      }
      // The change is real for the features read from the previous bar's price: the row after s moves.
      if (!name.startsWith('recent')) {
        const changed = buildFeatureRows(perturbFrom(series, 640), 0, series.length);
        expect(feature(changed, name, 641)).not.toBe(feature(base, name, 641));
      }
    },
  );
});
