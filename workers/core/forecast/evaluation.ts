/**
 * The walk-forward evaluation of a forecaster against a peer on the same bars: at every `stride`-th bar t
 * both are fitted on the `window` bars before t and forecast bars t … t+stride−1, which had not happened
 * yet. Each side (P(up), P(down)) is scored by Brier skill against the base rate of the same fitting
 * window (the climatology known at prediction time), with standard errors, calibration by decile against
 * its noise floor, and the paired difference of skill between the forecaster and the peer.
 */
import type { CandleSeries } from '../base/series';
import { buildFeatureRows } from './features';
import { fitSide, predictSide, type SideModel } from './side-model';
import {
  calibrationByDecile,
  meanOf,
  skillDifference,
  skillEstimate,
  worstCalibrationError,
  worstDecile,
  type CalibrationBin,
  type Estimate,
} from './scores';
import { FORECAST_MAX_BARS, FORECAST_MIN_BARS } from './validity';

/** Forecasts of both sides for a run of bars. */
export interface SideForecasts {
  up: Float64Array;
  down: Float64Array;
}

/**
 * A forecaster the walk-forward refits. It reads the whole series once when built (features must be
 * causal: a bar's forecast reads only bars before it), then for each refit learns from the outcomes of
 * bars [from, to) and forecasts bars [to, end).
 */
export interface WalkForwardModel {
  /** The first bar it can learn from or forecast (the warm-up of its features). */
  readonly firstBar: number;
  fitAndForecast(from: number, to: number, end: number): SideForecasts;
}

export type ModelBuilder = (series: CandleSeries) => WalkForwardModel;

/** 1 when bar t's high is above bar t−1's, else 0 (bar 0 has no outcome: NaN). */
export function breakoutOutcomes(series: CandleSeries): SideForecasts {
  const n = series.length;
  const up = new Float64Array(n).fill(Number.NaN);
  const down = new Float64Array(n).fill(Number.NaN);
  for (let t = 1; t < n; t++) {
    up[t] = series.high[t]! > series.high[t - 1]! ? 1 : 0;
    down[t] = series.low[t]! < series.low[t - 1]! ? 1 : 0;
  }
  return { up, down };
}

/** The forecast's own model (side-model.ts), each refit warm-started from the one before. */
export const forecastModel: ModelBuilder = (series) => {
  const rows = buildFeatureRows(series, 0, series.length - 1);
  let up: SideModel | undefined;
  let down: SideModel | undefined;
  return {
    firstBar: rows.first,
    fitAndForecast(from, to, end) {
      const a = Math.max(0, from - rows.first);
      const b = to - rows.first;
      up = fitSide(rows.x, rows.up, a, b, up);
      down = fitSide(rows.x, rows.down, a, b, down);
      return {
        up: predictSide(up, rows.x, b, end - rows.first),
        down: predictSide(down, rows.x, b, end - rows.first),
      };
    },
  };
};

export interface WalkForwardPlan {
  /** Bars of history each fit uses: the last `window` bars before the forecast ones. */
  window: number;
  /** Refit every `stride` bars; the bars in between are forecast by the last fit, never by a later one. */
  stride: number;
  /** Bars of history before the first forecast. */
  minHistory: number;
  /** The series was too short for the chart's own history (FORECAST_MIN_BARS before the first forecast). */
  reduced: boolean;
}

/** Scored bars a series should leave after the chart's minimum history to be scored that way. */
export const MIN_SCORED_BARS = 1_000;
/** The least history a reduced plan fits on; shorter series are not scored at all. */
export const MIN_REDUCED_HISTORY = 100;
export const DEFAULT_STRIDE = 100;

/**
 * The chart's plan — fit on the last FORECAST_MAX_BARS bars, first forecast after FORECAST_MIN_BARS —
 * when the series leaves at least MIN_SCORED_BARS after that; otherwise a reduced one: half the series as
 * history and window, the other half scored, refitted ten times. Null when even that is too short.
 */
export function walkForwardPlan(bars: number, stride = DEFAULT_STRIDE): WalkForwardPlan | null {
  if (bars >= FORECAST_MIN_BARS + MIN_SCORED_BARS)
    return { window: FORECAST_MAX_BARS, stride, minHistory: FORECAST_MIN_BARS, reduced: false };
  const history = Math.floor(bars / 2);
  if (history < MIN_REDUCED_HISTORY) return null;
  const scored = bars - history;
  return {
    window: history,
    stride: Math.min(stride, Math.ceil(scored / 10)),
    minHistory: history,
    reduced: true,
  };
}

export interface SideEvaluation {
  skill: Estimate;
  peerSkill: Estimate;
  /** Skill of the forecast minus skill of the peer, on the same bars against the same reference. */
  ahead: Estimate;
  calibration: CalibrationBin[];
  /** The largest |mean forecast − observed frequency| of a decile. */
  worstDecileError: number;
  /** The decile furthest outside its noise: its error, and the error chance alone would reach (95 %). */
  worstDecile: { error: number; floor: number };
  /** Every decile within its own noise. */
  calibrated: boolean;
  peerWorstDecileError: number;
}

export interface WalkForwardEvaluation {
  plan: WalkForwardPlan;
  /** Bars forecast out of sample (by both). */
  scored: number;
  fits: number;
  up: SideEvaluation;
  down: SideEvaluation;
}

function scoreSide(
  predicted: Float64Array,
  peer: Float64Array,
  reference: Float64Array,
  observed: Float64Array,
): SideEvaluation {
  const calibration = calibrationByDecile(predicted, observed);
  const worst = worstDecile(predicted, observed);
  return {
    skill: skillEstimate(predicted, reference, observed),
    peerSkill: skillEstimate(peer, reference, observed),
    ahead: skillDifference(predicted, peer, reference, observed),
    calibration,
    worstDecileError: worstCalibrationError(calibration),
    worstDecile: worst,
    calibrated: worst.error <= worst.floor,
    peerWorstDecileError: worstCalibrationError(calibrationByDecile(peer, observed)),
  };
}

/**
 * Walk-forward over the whole series by `plan`: the forecaster and the peer are refitted on the same
 * windows and forecast the same bars; the first forecast bar is the later of the plan's history and the
 * two models' warm-ups.
 */
export function evaluateWalkForward(
  series: CandleSeries,
  plan: WalkForwardPlan,
  model: ModelBuilder,
  peer: ModelBuilder,
): WalkForwardEvaluation {
  if (plan.stride < 1 || plan.window < 1)
    throw new Error('evaluateWalkForward: stride and window must be ≥ 1');
  const models = [model(series), peer(series)] as const;
  const outcomes = breakoutOutcomes(series);
  const n = series.length;
  const warmup = Math.max(models[0].firstBar, models[1].firstBar, 1);
  const firstBar = Math.min(n, Math.max(plan.minHistory, warmup + 1));
  const count = n - firstBar;
  const forecasts = models.map(() => ({ up: new Float64Array(count), down: new Float64Array(count) }));
  const reference = { up: new Float64Array(count), down: new Float64Array(count) };
  let fits = 0;
  for (let start = firstBar; start < n; start += plan.stride) {
    const from = Math.max(warmup, start - plan.window);
    const end = Math.min(n, start + plan.stride);
    models.forEach((m, k) => {
      const run = m.fitAndForecast(from, start, end);
      forecasts[k]!.up.set(run.up, start - firstBar);
      forecasts[k]!.down.set(run.down, start - firstBar);
    });
    reference.up.fill(meanOf(outcomes.up, from, start), start - firstBar, end - firstBar);
    reference.down.fill(meanOf(outcomes.down, from, start), start - firstBar, end - firstBar);
    fits++;
  }
  const observed = (values: Float64Array) => values.subarray(firstBar);
  return {
    plan,
    scored: count,
    fits,
    up: scoreSide(forecasts[0]!.up, forecasts[1]!.up, reference.up, observed(outcomes.up)),
    down: scoreSide(forecasts[0]!.down, forecasts[1]!.down, reference.down, observed(outcomes.down)),
  };
}
