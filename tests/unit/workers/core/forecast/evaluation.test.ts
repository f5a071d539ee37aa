import { describe, expect, test } from 'vitest';
import { createSeries, SERIES_FIELDS, type CandleSeries } from '../../../../../workers/core/base/series';
import {
  breakoutOutcomes,
  evaluateWalkForward,
  forecastModel,
  FORECAST_MAX_BARS,
  FORECAST_MIN_BARS,
  walkForwardPlan,
  type ModelBuilder,
} from '../../../../../workers/core/forecast';
import { plainLogisticPeer } from '../../../../../scripts/plain-logistic-peer';
import { brownianCandles, coinFlipCandles } from '../../../../../bench/forecast/synthetic-candles';

function copy(series: CandleSeries): CandleSeries {
  const out = createSeries(series.length);
  for (const field of SERIES_FIELDS) out[field].set(series[field].subarray(0, series.length));
  out.length = series.length;
  return out;
}

/** Bars [from, length) moved elsewhere, still consistent: another future. */
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

describe('walkForwardPlan', () => {
  test.each([
    // The chart's own plan once 1,000 bars are left after its 3,000-bar minimum.
    [4000, { window: FORECAST_MAX_BARS, stride: 100, minHistory: FORECAST_MIN_BARS, reduced: false }],
    [130_000, { window: FORECAST_MAX_BARS, stride: 100, minHistory: FORECAST_MIN_BARS, reduced: false }],
    // Shorter: half the series is history and window, the other half is scored, refitted ~10 times.
    [3999, { window: 1999, stride: 100, minHistory: 1999, reduced: true }],
    [546, { window: 273, stride: 28, minHistory: 273, reduced: true }],
    [200, { window: 100, stride: 10, minHistory: 100, reduced: true }],
  ])('%i bars → %j', (bars, plan) => {
    expect(walkForwardPlan(bars)).toEqual(plan);
  });

  test('too short for even a reduced plan: null, not a crash', () => {
    expect(walkForwardPlan(199)).toBeNull();
    expect(walkForwardPlan(0)).toBeNull();
  });
});

describe('breakoutOutcomes', () => {
  test('a higher high is up, a lower low is down; bar 0 has neither', () => {
    const series = createSeries(4);
    series.length = 4;
    series.high.set([10, 11, 11, 12]);
    series.low.set([9, 8, 8, 9]);
    const { up, down } = breakoutOutcomes(series);
    expect(Array.from(up)).toEqual([Number.NaN, 1, 0, 1]);
    expect(Array.from(down)).toEqual([Number.NaN, 1, 0, 0]);
  });
});

describe('evaluateWalkForward', () => {
  test('both models are refitted on the same windows and forecast the same bars', () => {
    const series = brownianCandles(1000, 1);
    const calls: string[] = [];
    const recording =
      (name: string, value: number): ModelBuilder =>
      () => ({
        firstBar: name === 'model' ? 30 : 4,
        fitAndForecast(from, to, end) {
          calls.push(`${name} ${from}-${to}→${end}`);
          return { up: new Float64Array(end - to).fill(value), down: new Float64Array(end - to).fill(value) };
        },
      });
    const plan = { window: 300, stride: 250, minHistory: 400, reduced: true };
    const evaluation = evaluateWalkForward(series, plan, recording('model', 0.5), recording('peer', 0.4));
    expect(evaluation.scored).toBe(600);
    expect(evaluation.fits).toBe(3);
    expect(calls).toEqual([
      'model 100-400→650',
      'peer 100-400→650',
      'model 350-650→900',
      'peer 350-650→900',
      'model 600-900→1000',
      'peer 600-900→1000',
    ]);
  });

  test('the window never reaches into the warm-up of either model', () => {
    const series = brownianCandles(400, 2);
    const froms: number[] = [];
    const model: ModelBuilder = () => ({
      firstBar: 50,
      fitAndForecast(from, to, end) {
        froms.push(from);
        return { up: new Float64Array(end - to).fill(0.5), down: new Float64Array(end - to).fill(0.5) };
      },
    });
    evaluateWalkForward(series, { window: 1000, stride: 100, minHistory: 20, reduced: true }, model, model);
    // The first forecast bar waits for the warm-up too.
    expect(froms.every((from) => from === 50)).toBe(true);
  });

  test.each([
    ['the forecast', forecastModel],
    ['the peer', plainLogisticPeer],
  ])('no look-ahead in %s: changing bars from s on moves no forecast for a bar up to s', (_, build) => {
    const series = brownianCandles(3000, 6);
    for (const [to, s] of [
      [1000, 1000],
      [1000, 1060],
      [2000, 2099],
    ] as const) {
      const base = build(series).fitAndForecast(500, to, to + 100);
      const changed = build(perturbFrom(series, s)).fitAndForecast(500, to, to + 100);
      const kept = s - to + 1;
      expect(Array.from(changed.up.subarray(0, kept))).toEqual(Array.from(base.up.subarray(0, kept)));
      expect(Array.from(changed.down.subarray(0, kept))).toEqual(Array.from(base.down.subarray(0, kept)));
      // The change is real: the bars after it are forecast differently.
      if (kept < 100) expect(changed.up[kept]).not.toBe(base.up[kept]);
    }
  });

  test('a short series is scored on its reduced plan, marked as such', () => {
    const series = brownianCandles(600, 3);
    const plan = walkForwardPlan(series.length)!;
    const evaluation = evaluateWalkForward(series, plan, forecastModel, plainLogisticPeer);
    expect(evaluation.plan.reduced).toBe(true);
    expect(evaluation.scored).toBe(300);
    for (const side of [evaluation.up, evaluation.down]) {
      expect(Number.isFinite(side.skill.value)).toBe(true);
      expect(Number.isFinite(side.ahead.standardError)).toBe(true);
      expect(side.calibration.reduce((sum, bin) => sum + bin.count, 0)).toBe(300);
    }
  });

  const plan = { window: FORECAST_MAX_BARS, stride: 250, minHistory: FORECAST_MIN_BARS, reduced: false };

  test('Brownian bars: clear skill, calibrated within the noise, both models', () => {
    const evaluation = evaluateWalkForward(brownianCandles(9000, 3), plan, forecastModel, plainLogisticPeer);
    expect(evaluation.scored).toBe(6000);
    for (const side of [evaluation.up, evaluation.down]) {
      expect(side.skill.value).toBeGreaterThan(0.2);
      expect(side.peerSkill.value).toBeGreaterThan(0.1);
      // The floor is the 95 % bound of a calibrated forecast's worst decile: one side in twenty passes it by
      // chance, so one seed is held to a margin above it rather than to the floor itself.
      expect(side.worstDecile.error).toBeLessThan(1.25 * side.worstDecile.floor);
    }
  });

  test('coin flips: about zero skill and no difference between the models beyond their errors', () => {
    const evaluation = evaluateWalkForward(coinFlipCandles(9000, 3), plan, forecastModel, plainLogisticPeer);
    for (const side of [evaluation.up, evaluation.down]) {
      expect(Math.abs(side.skill.value)).toBeLessThan(0.01);
      expect(Math.abs(side.ahead.value)).toBeLessThan(3 * side.ahead.standardError + 0.002);
    }
  });
});
