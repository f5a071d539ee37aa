/**
 * Out-of-sample scoring of probability forecasts: Brier score, Brier skill against a reference forecast,
 * and calibration by decile of the prediction; plus the walk-forward evaluation of the forecast model.
 */
import type { CandleSeries } from '../chart/series';
import { buildFeatureRows } from './features';
import { DEFAULT_LOGISTIC_OPTIONS, fitLogistic, predictRow } from './logistic';
import { FORECAST_MAX_BARS, FORECAST_MIN_BARS } from './validity';

/** Mean squared difference between probabilities and 0/1 outcomes (lower is better; 0.25 = a coin flip). */
export function brierScore(predicted: ArrayLike<number>, observed: ArrayLike<number>): number {
  if (predicted.length !== observed.length) throw new Error('brierScore: lengths differ');
  if (predicted.length === 0) return Number.NaN;
  let sum = 0;
  for (let i = 0; i < predicted.length; i++) {
    const d = predicted[i]! - observed[i]!;
    sum += d * d;
  }
  return sum / predicted.length;
}

/** 1 − BS / BS_reference: 1 is perfect, 0 no better than the reference, negative worse. */
export function brierSkill(score: number, referenceScore: number): number {
  return 1 - score / referenceScore;
}

export interface CalibrationBin {
  count: number;
  meanPredicted: number;
  observedFrequency: number;
}

/**
 * Sorts the forecasts by probability and splits them into `bins` groups of equal count (deciles by
 * default; the first groups take the remainder), reporting the mean forecast and the observed frequency
 * of each. A calibrated forecast has the two equal in every group.
 */
export function calibrationByDecile(
  predicted: ArrayLike<number>,
  observed: ArrayLike<number>,
  bins = 10,
): CalibrationBin[] {
  if (predicted.length !== observed.length) throw new Error('calibrationByDecile: lengths differ');
  const n = predicted.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => predicted[a]! - predicted[b]!);
  const result: CalibrationBin[] = [];
  let start = 0;
  for (let b = 0; b < bins; b++) {
    const size = Math.floor(n / bins) + (b < n % bins ? 1 : 0);
    let p = 0;
    let o = 0;
    for (let k = start; k < start + size; k++) {
      p += predicted[order[k]!]!;
      o += observed[order[k]!]!;
    }
    result.push({
      count: size,
      meanPredicted: size ? p / size : Number.NaN,
      observedFrequency: size ? o / size : Number.NaN,
    });
    start += size;
  }
  return result;
}

/** Largest |mean forecast − observed frequency| over the bins that hold forecasts. */
export function worstCalibrationError(bins: readonly CalibrationBin[]): number {
  let worst = 0;
  for (const bin of bins) {
    if (bin.count > 0) worst = Math.max(worst, Math.abs(bin.meanPredicted - bin.observedFrequency));
  }
  return worst;
}

export interface TargetEvaluation {
  brier: number;
  /** Brier score of the reference: the trailing fitting window's base rate, known at prediction time. */
  referenceBrier: number;
  skill: number;
  calibration: CalibrationBin[];
  worstDecileError: number;
  /** The reference's own worst decile error, for comparison. */
  referenceWorstDecileError: number;
}

export interface WalkForwardEvaluation {
  /** Number of bars forecast out of sample. */
  predictions: number;
  fits: number;
  up: TargetEvaluation;
  down: TargetEvaluation;
}

export interface WalkForwardOptions {
  /** Bars of history each fit uses: the last `window` closed bars, as the chart's forecast does. */
  window: number;
  /** Refit every `stride` bars; the bars in between are forecast by the last fit, never by a later one. */
  stride: number;
  /** Bars of history needed before the first forecast. */
  minHistory: number;
}

export const DEFAULT_WALK_FORWARD: WalkForwardOptions = {
  window: FORECAST_MAX_BARS,
  stride: 100,
  minHistory: FORECAST_MIN_BARS,
};

function scoreTarget(
  predicted: Float64Array,
  reference: Float64Array,
  observed: Float64Array,
): TargetEvaluation {
  const brier = brierScore(predicted, observed);
  const referenceBrier = brierScore(reference, observed);
  const calibration = calibrationByDecile(predicted, observed);
  return {
    brier,
    referenceBrier,
    skill: brierSkill(brier, referenceBrier),
    calibration,
    worstDecileError: worstCalibrationError(calibration),
    referenceWorstDecileError: worstCalibrationError(calibrationByDecile(reference, observed)),
  };
}

/**
 * Walk-forward evaluation over a whole series: at every `stride`-th bar t (from `minHistory` on) both
 * models are fitted on the `window` bars before t and forecast bars t … t+stride−1, which had not happened
 * yet; the reference forecast for the same bars is the base rate of those `window` bars. Features are
 * causal, so they are built once for the series.
 */
export function evaluateWalkForward(
  series: CandleSeries,
  options: WalkForwardOptions = DEFAULT_WALK_FORWARD,
): WalkForwardEvaluation {
  if (options.stride < 1 || options.window < 1)
    throw new Error('evaluateWalkForward: stride and window must be ≥ 1');
  const rows = buildFeatureRows(series, 0, series.length - 1);
  const firstRow = Math.max(0, options.minHistory - rows.first);
  const count = Math.max(0, rows.rows - firstRow);
  const predictedUp = new Float64Array(count);
  const predictedDown = new Float64Array(count);
  const referenceUp = new Float64Array(count);
  const referenceDown = new Float64Array(count);
  const observedUp = rows.up.subarray(firstRow, firstRow + count);
  const observedDown = rows.down.subarray(firstRow, firstRow + count);
  let upWeights: Float64Array | undefined;
  let downWeights: Float64Array | undefined;
  let fits = 0;
  for (let start = firstRow; start < rows.rows; start += options.stride) {
    const from = Math.max(0, start - options.window);
    const upFit = fitLogistic(rows.x, rows.up, from, start, {
      ...DEFAULT_LOGISTIC_OPTIONS,
      warmStart: upWeights,
    });
    const downFit = fitLogistic(rows.x, rows.down, from, start, {
      ...DEFAULT_LOGISTIC_OPTIONS,
      warmStart: downWeights,
    });
    upWeights = upFit.weights;
    downWeights = downFit.weights;
    fits++;
    const baseUp = mean(rows.up, from, start);
    const baseDown = mean(rows.down, from, start);
    const end = Math.min(rows.rows, start + options.stride);
    for (let r = start; r < end; r++) {
      predictedUp[r - firstRow] = predictRow(upWeights, rows.x, r);
      predictedDown[r - firstRow] = predictRow(downWeights, rows.x, r);
      referenceUp[r - firstRow] = baseUp;
      referenceDown[r - firstRow] = baseDown;
    }
  }
  return {
    predictions: count,
    fits,
    up: scoreTarget(predictedUp, referenceUp, observedUp),
    down: scoreTarget(predictedDown, referenceDown, observedDown),
  };
}

function mean(values: Float64Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += values[i]!;
  return sum / (to - from);
}
