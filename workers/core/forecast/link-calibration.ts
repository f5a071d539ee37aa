/**
 * The second stage of the forecast: a linear spline of the first stage's log-odds, refitted on the same
 * rows. A logistic model whose features do not bend the way the market does is calibrated on average
 * but not decile by decile (too low in the middle, too high at the top on the minute files); the spline
 * lets the link bend where the rows say it does, and keeps the ranking of the first stage.
 */
import { fitLogistic, sigmoid, type FeatureMatrix } from './logistic';
import { valuesAtRanks } from './order-statistics';

/**
 * Knots at these quantiles of the fitted rows' log-odds: the bends are in the lower half, where the
 * minute files showed them; above the median one slope, since knots in the top tail fitted its
 * in-sample noise and made the top decile too confident out of sample.
 */
const KNOT_QUANTILES = [0.1, 0.3, 0.5] as const;
const COLUMNS = KNOT_QUANTILES.length + 1;
/**
 * Started from the identity (slope 1 on z, no bends): the first stage is calibrated on average, so the
 * fit is a couple of Newton steps from there.
 */
const IDENTITY = Float64Array.from({ length: COLUMNS + 1 }, (_, j) => (j === 0 ? 1 : 0));
const OPTIONS = { lambda: 1, maxIterations: 30, tolerance: 1e-3, warmStart: IDENTITY };

export interface LinkCalibration {
  knots: Float64Array;
  /** Slope of the log-odds, one per hinge, the intercept last. */
  weights: Float64Array;
}

function basis(z: number, knots: Float64Array, out: Float64Array, at: number, stride: number): void {
  out[at] = z;
  for (let k = 0; k < knots.length; k++) out[(k + 1) * stride + at] = Math.max(0, z - knots[k]!);
}

/** Fits the spline on log-odds `z[i]` against outcomes `y[i]` (NaN outcomes left out). */
export function fitLinkCalibration(z: Float64Array, y: Float64Array): LinkCalibration {
  const n = z.length;
  const knots = valuesAtRanks(
    z,
    KNOT_QUANTILES.map((q) => Math.min(n - 1, Math.floor(q * n))),
  );
  const data = new Float64Array(n * COLUMNS);
  for (let i = 0; i < n; i++) basis(z[i]!, knots, data, i, n);
  const x: FeatureMatrix = { data, rows: n, columns: COLUMNS };
  return { knots, weights: fitLogistic(x, y, 0, n, OPTIONS).weights };
}

const scratch = new Float64Array(COLUMNS);

/** The calibrated probability for first-stage log-odds `z`. */
export function calibrated(link: LinkCalibration, z: number): number {
  basis(z, link.knots, scratch, 0, 1);
  let eta = link.weights[COLUMNS]!;
  for (let j = 0; j < COLUMNS; j++) eta += link.weights[j]! * scratch[j]!;
  return sigmoid(eta);
}
