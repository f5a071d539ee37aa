/**
 * Out-of-sample scoring of probability forecasts: Brier score, Brier skill against a reference forecast,
 * and calibration by decile of the prediction; plus the walk-forward evaluation of the forecast model.
 */
import type { CandleSeries } from '../chart/series';
import { buildFeatureRows } from './features';
import { DEFAULT_LOGISTIC_OPTIONS, fitLogistic, predictRow } from './logistic';
import {
  brierScore,
  brierSkill,
  calibrationByDecile,
  meanOf,
  worstCalibrationError,
  type CalibrationBin,
} from './scores';
import { FORECAST_MAX_BARS, FORECAST_MIN_BARS } from './validity';

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
    const baseUp = meanOf(rows.up, from, start);
    const baseDown = meanOf(rows.down, from, start);
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
