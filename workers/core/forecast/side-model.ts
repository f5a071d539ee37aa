/**
 * One side of the forecast (P(up) or P(down)) as fitted on a run of rows: the L2 logistic regression on
 * the features, then the spline of its log-odds (link-calibration.ts) fitted on the same rows. The chart's
 * forecast and the walk-forward evaluation both fit and predict through here.
 */
import { calibrated, fitLinkCalibration, type LinkCalibration } from './link-calibration';
import {
  DEFAULT_LOGISTIC_OPTIONS,
  fitLogistic,
  linearPredictors,
  type CurvatureCache,
  type FeatureMatrix,
  type LogisticOptions,
  sigmoid,
} from './logistic';

/**
 * λ = 10 on the standardised slopes: with fourteen features (and up to eight time-of-day columns) a
 * window of a couple of thousand rows (a short series, the chart's first overlay fits) overfits at λ = 1,
 * and over 5,000 rows the two differ by less than the standard errors of the evaluation.
 */
export const FORECAST_FIT: LogisticOptions = { ...DEFAULT_LOGISTIC_OPTIONS, lambda: 10 };

/**
 * Rows the link spline needs: its four slopes fitted on fewer rows (a short series' reduced window, the
 * overlay's first fits) followed noise in the deciles; the first stage alone serves until then.
 */
export const LINK_MIN_ROWS = 3_000;

export interface SideModel {
  weights: Float64Array;
  /** Null below LINK_MIN_ROWS: the first stage's own sigmoid. */
  link: LinkCalibration | null;
}

/**
 * Fits rows [from, to); `previous` warm-starts the regression, `curvature` and `scale` (the columns'
 * scales over those rows, columnScales) are used as in fitLogistic.
 */
export function fitSide(
  x: FeatureMatrix,
  y: Float64Array,
  from: number,
  to: number,
  previous?: SideModel,
  curvature?: CurvatureCache,
  scale?: Float64Array,
): SideModel {
  const weights = fitLogistic(x, y, from, to, {
    ...FORECAST_FIT,
    warmStart: previous?.weights,
    curvature,
    scale,
  }).weights;
  if (to - from < LINK_MIN_ROWS) return { weights, link: null };
  return { weights, link: fitLinkCalibration(linearPredictors(weights, x, from, to), y.subarray(from, to)) };
}

/** The probabilities of rows [from, to). */
export function predictSide(model: SideModel, x: FeatureMatrix, from: number, to: number): Float64Array {
  const p = linearPredictors(model.weights, x, from, to);
  const { link } = model;
  for (let i = 0; i < p.length; i++) p[i] = link ? calibrated(link, p[i]!) : sigmoid(p[i]!);
  return p;
}
