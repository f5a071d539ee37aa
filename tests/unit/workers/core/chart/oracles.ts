/** What the chart core's property tests compare against: the averages computed over the whole series at once. */
import { expect } from 'vitest';
import type { MovingAverages } from '../../../../../workers/core/chart/chart-engine';
import { smaInto } from '../../../../../workers/core/chart/moving-average';
import type { CandleSeries } from '../../../../../workers/core/base/series';

export function fullAverages(series: CandleSeries): MovingAverages {
  return {
    close15: smaInto(series.close, series.length, 15),
    close60: smaInto(series.close, series.length, 60),
    volume20: smaInto(series.volume, series.length, 20),
  };
}

/** Equal to a relative 1e-9, NaN where the expected average is not defined yet. */
export function expectAverages(actual: MovingAverages, expected: MovingAverages) {
  for (const key of ['close15', 'close60', 'volume20'] as const) {
    expect(actual[key].length).toBe(expected[key].length);
    actual[key].forEach((value, i) => {
      const want = expected[key][i]!;
      if (Number.isNaN(want)) expect(value).toBeNaN();
      else expect(Math.abs(value - want)).toBeLessThanOrEqual(1e-9 * Math.abs(want));
    });
  }
}
