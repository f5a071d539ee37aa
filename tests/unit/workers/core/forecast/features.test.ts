import { describe, expect, test } from 'vitest';
import { perturbFrom } from '../../../../support/forecast/perturb';
import { createSeries, type CandleSeries } from '../../../../../workers/core/base/series';
import {
  buildFeatureRows,
  FEATURE_NAMES,
  featureNames,
  kstSlot,
  timeOfDayTerms,
  type ForecastRows,
} from '../../../../../workers/core/forecast/features';
import { barOpenTime } from '../../../../../contract/intervals';
import { brownianCandles } from '../../../../../bench/forecast/synthetic-candles';

/** Feature `name` of the row that predicts bar `bar` (the columns of featureNames('60')). */
const feature = (rows: ForecastRows, name: string, bar: number) =>
  rows.x.data[featureNames('60').indexOf(name) * rows.rows + bar - rows.first]!;

/**
 * Closes 100, 101, …, each bar's range 2 around its close, so the range EWMA (the volatility) stays 2 while
 * a test changes the highs or lows of bars before the row it reads.
 */
function steadyClimb(length: number): CandleSeries {
  const series = createSeries(length);
  series.length = length;
  for (let i = 0; i < length; i++) {
    series.open[i] = 100 + i;
    series.close[i] = 100 + i;
    series.high[i] = 101 + i;
    series.low[i] = 99 + i;
    series.volume[i] = 1;
  }
  return series;
}

describe('the forecast features', () => {
  test('trend: the previous close against the mean of the last 15 closes, in volatility units', () => {
    const series = steadyClimb(60);
    const rows = buildFeatureRows(series, 0, 59);
    // Row of bar 50: close 149 against the mean of closes 135 … 149 (142), over a volatility of 2.
    expect(feature(rows, 'trendVsVolatility', 50)).toBeCloseTo(7 / 2, 12);
    // From a later start the mean counts only the closes from there (the row's window).
    const late = buildFeatureRows(series, 20, 59);
    expect(feature(late, 'trendVsVolatility', 50)).toBeCloseTo(7 / 2, 12);
  });

  test.each<[string, number, number, number]>([
    // [case, high of bar 47, high of bar 48, the higher high above bar 49's close 149 (price units)]
    ['the two earlier highs above the close', 152, 151, 152 - 149],
    ['the nearer one the higher', 150, 153, 153 - 149],
    ['the close broke above both: negative', 146, 147, 147 - 149],
    ['far above: clipped at 6 volatility units', 400, 150, Infinity],
  ])('earlier high: %s', (_case, high47, high48, distance) => {
    const series = steadyClimb(60);
    series.high[47] = high47;
    series.high[48] = high48;
    const rows = buildFeatureRows(series, 0, 59);
    // The changed ranges move the volatility: read the row's own, from bar 49's wick of 1 above its close.
    const volatility = 1 / feature(rows, 'distanceToHigh', 50);
    expect(feature(rows, 'distanceToEarlierHigh', 50)).toBeCloseTo(Math.min(6, distance / volatility), 12);
  });

  test.each<[string, number, number, number]>([
    // [case, low of bar 47, low of bar 48, bar 49's close 149 above the lower low (price units)]
    ['the two earlier lows below the close', 145, 146, 149 - 145],
    ['the nearer one the lower', 146.5, 145.5, 149 - 145.5],
  ])('earlier low: %s', (_case, low47, low48, distance) => {
    const series = steadyClimb(60);
    series.low[47] = low47;
    series.low[48] = low48;
    const rows = buildFeatureRows(series, 0, 59);
    const volatility = 1 / feature(rows, 'distanceToLow', 50);
    expect(feature(rows, 'distanceToEarlierLow', 50)).toBeCloseTo(distance / volatility, 12);
  });

  // Every column, the time-of-day terms of 60 minutes included: they read the bar's own open time, a
  // calendar fact known before the bar opens, and no price, so a changed future cannot move them either.
  test.each(featureNames('60'))(
    'no look-ahead in %s: changing bars from s on moves no row for a bar up to s',
    (name) => {
      const series = brownianCandles(1200, 11);
      const base = buildFeatureRows(series, 0, series.length, '60');
      for (const s of [100, 640, 1199]) {
        const changed = buildFeatureRows(perturbFrom(series, s), 0, series.length, '60');
        for (let bar = base.first; bar <= s; bar++)
          expect(feature(changed, name, bar)).toBe(feature(base, name, bar));
      }
      // The change is real for the features read from the previous bar's price: the row after s moves.
      if (!name.startsWith('recent') && !name.startsWith('timeOfDay')) {
        const changed = buildFeatureRows(perturbFrom(series, 640), 0, series.length, '60');
        expect(feature(changed, name, 641)).not.toBe(feature(base, name, 641));
      }
    },
  );
});

const HOUR = 3_600;

describe('the KST time of day', () => {
  // KST is UTC+9 all year (no daylight saving): 00:00 UTC is 09:00 KST, 15:00 UTC the next KST midnight.
  test.each([
    ['00:00 UTC = 09:00 KST', 0, 9, 2, 1, 0],
    ['15:00 UTC = 00:00 KST', 15 * HOUR, 0, 0, 0, 0],
    ['14:59:59 UTC = 23:59:59 KST', 15 * HOUR - 1, 23, 5, 3, 1],
    ['03:00 UTC = 12:00 KST', 3 * HOUR, 12, 3, 2, 1],
    ['a bar off the 240 grid: 01:30 UTC = 10:30 KST', 1.5 * HOUR, 10, 2, 1, 0],
    ['before 1970: 23:59:59 UTC = 08:59:59 KST', -1, 8, 2, 1, 0],
    // The night the United States changed their clocks: KST did not.
    ['2024-03-10 15:00 UTC = 2024-03-11 00:00 KST', Date.UTC(2024, 2, 10, 15) / 1000, 0, 0, 0, 0],
    ['2024-11-03 07:00 UTC = 16:00 KST', Date.UTC(2024, 10, 3, 7) / 1000, 16, 4, 2, 1],
  ])('%s: slot at 60, 240, 360, 720 minutes', (_, time, at60, at240, at360, at720) => {
    expect([60, 240, 360, 720].map((minutes) => kstSlot(time, minutes * 60))).toEqual([
      at60,
      at240,
      at360,
      at720,
    ]);
  });

  test.each(['60', '240', '360', '720'] as const)(
    'at %s minutes a slot starts where the chart’s bars open (barOpenTime: from 00:00 KST)',
    (interval) => {
      const seconds = Number(interval) * 60;
      for (let time = 0; time < 3 * 86_400; time += 1_234) {
        const open = barOpenTime(time, interval);
        expect(kstSlot(open, seconds)).toBe(kstSlot(time, seconds));
        // The slot's start, counted from 00:00 KST, is the bar's open time of the day in KST.
        expect(kstSlot(open, seconds) * seconds).toBe((open + 9 * HOUR) % 86_400);
      }
      // 720-minute bars open at 00:00 and 12:00 KST (15:00 and 03:00 UTC).
      if (interval === '720') expect(barOpenTime(4 * HOUR, interval) % 86_400).toBe(3 * HOUR);
    },
  );

  test.each([
    ['60', ['Sin1', 'Cos1', 'Sin2', 'Cos2', 'Sin3', 'Cos3', 'Sin4', 'Cos4']],
    // Six slots: harmonics 1–3, the third's sine 0 on every slot; five columns, one level per slot.
    ['240', ['Sin1', 'Cos1', 'Sin2', 'Cos2', 'Cos3']],
    ['360', ['Sin1', 'Cos1', 'Cos2']],
    ['720', []],
    ['1', []],
    ['30', []],
    [undefined, []],
  ])('the time-of-day columns at %s minutes', (interval, names) => {
    expect(timeOfDayTerms(interval).map((term) => term.name)).toEqual(
      names.map((name) => `timeOfDay${name}`),
    );
    expect(featureNames(interval)).toEqual([...FEATURE_NAMES, ...names.map((name) => `timeOfDay${name}`)]);
  });

  test('each bar gets the terms of its own slot, the next bar those of the slot after the last one', () => {
    // 360-minute bars from 00:00 KST, two off the grid: bar 41 (due at 06:00 KST) opened at 13:00 (slot 2,
    // not 1), bar 42 at 14:00 (still slot 2).
    const series = brownianCandles(50, 3);
    const start = 15 * HOUR;
    for (let i = 0; i < series.length; i++) series.time[i] = start + i * 6 * HOUR;
    series.time[41] = series.time[41]! + 7 * HOUR;
    series.time[42] = series.time[42]! + 2 * HOUR;
    const rows = buildFeatureRows(series, 0, series.length, '360');
    expect(rows.x.columns).toBe(FEATURE_NAMES.length + 3);
    const terms = (bar: number) =>
      ['Sin1', 'Cos1', 'Cos2'].map((name) => {
        const column = featureNames('360').indexOf(`timeOfDay${name}`);
        return rows.x.data[column * rows.rows + bar - rows.first]!;
      });
    const slotTerms = (slot: number) => {
      const angle = (2 * Math.PI * slot) / 4;
      return [Math.sin(angle), Math.cos(angle), Math.cos(2 * angle)];
    };
    for (let bar = rows.first; bar < series.length; bar++)
      expect(terms(bar)).toEqual(slotTerms(bar === 41 ? 2 : bar % 4));
    // 06:00 KST: sin 1, cos 0 (to rounding), the second harmonic's cosine −1.
    expect(terms(33)[0]).toBe(1);
    expect(terms(33)[1]).toBeCloseTo(0, 12);
    expect(terms(33)[2]).toBe(-1);
    // The next bar (series.length): its slot follows the last bar's (49: slot 1) → slot 2.
    expect(terms(series.length)).toEqual(slotTerms(2));
  });
});

describe('the rows without a time-of-day interval', () => {
  test('1-minute rows hold FEATURE_NAMES only', () => {
    const rows = buildFeatureRows(brownianCandles(100, 1), 0, 100, '1');
    expect(rows.x.columns).toBe(FEATURE_NAMES.length);
    expect(rows.x.data.length).toBe(FEATURE_NAMES.length * rows.rows);
  });
});
