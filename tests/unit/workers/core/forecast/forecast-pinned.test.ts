/**
 * The forecast's outputs pinned: a speed-up (shared column statistics, order statistics instead of a sort,
 * fused loops, …) must change nothing but floating-point rounding. The fixture holds what computeForecast
 * gives on brownianCandles(5000, 5), the bench's series (its `made` field says from which tree); it is
 * rewritten by write-forecast-pin.ts beside it only when the model changes on purpose. The overlay is
 * rounded to 12 decimals.
 *
 * Tolerance 1e-9: a reordered sum moves a probability by about 1e-14, the fixture's rounding by 5e-13,
 * while any change of the fit itself (another warm start, one Newton or chord step more or less: the fit
 * stops at steps under 1e-3) moves the overlay by 1e-6 or more, so 1e-9 tells the two apart.
 */
import { describe, expect, test } from 'vitest';
import { computeForecast } from '../../../../../workers/core/forecast';
import type { SideScore } from '../../../../../workers/core/forecast/scores';
import { brownianCandles } from '../../../../../bench/forecast/synthetic-candles';
import expected from '../../../../fixtures/forecast/brownian-5000-seed-5.json';

const TOLERANCE = 1e-9;

function expectClose(actual: ArrayLike<number>, wanted: readonly number[]): void {
  expect(actual.length).toBe(wanted.length);
  let worst = 0;
  for (let i = 0; i < wanted.length; i++) worst = Math.max(worst, Math.abs(actual[i]! - wanted[i]!));
  expect(worst).toBeLessThan(TOLERANCE);
}

function expectSide(actual: SideScore, wanted: (typeof expected.measured)['up']): void {
  expect(actual.skill.value).toBeCloseTo(wanted.skill.value, 9);
  expect(actual.skill.standardError).toBeCloseTo(wanted.skill.standardError, 9);
  expect(actual.calibration.map((bin) => bin.count)).toEqual(wanted.calibration.map((bin) => bin.count));
  expectClose(
    actual.calibration.map((bin) => bin.meanPredicted),
    wanted.calibration.map((bin) => bin.meanPredicted),
  );
  expectClose(
    actual.calibration.map((bin) => bin.observedFrequency),
    wanted.calibration.map((bin) => bin.observedFrequency),
  );
}

describe('computeForecast pinned to its fixture', () => {
  const result = computeForecast(brownianCandles(5000, 5), {
    symbol: 'BTC/KRW',
    chartType: 0,
    interval: '1',
    replayed: false,
  });

  test('next and every overlay value within 1e-9', () => {
    if (!result.ok) throw new Error(`forecast failed: ${result.reason}`);
    expectClose([result.next.up, result.next.down], [expected.next.up, expected.next.down]);
    expect(result.overlay.start).toBe(expected.overlay.start);
    expectClose(result.overlay.up, expected.overlay.up);
    expectClose(result.overlay.down, expected.overlay.down);
  });

  test('the measured skill and deciles within 1e-9', () => {
    if (!result.ok) throw new Error(`forecast failed: ${result.reason}`);
    expect(result.measured.bars).toBe(expected.measured.bars);
    expectSide(result.measured.up, expected.measured.up);
    expectSide(result.measured.down, expected.measured.down);
  });
});
