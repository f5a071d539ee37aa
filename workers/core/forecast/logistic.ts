/**
 * L2-regularised logistic regression fitted by Newton's method (IRLS, with chord steps that reuse the
 * factored Hessian) on a column-major Float64Array design matrix. The penalty is on the standardised slopes (each column scaled by its standard deviation over the
 * rows of the fit, so one λ suits every feature), but the weights are kept in raw feature units, so
 * predicting needs no scaling step.
 */

export interface LogisticFit {
  /** Coefficients in raw feature units; `weights[p]` is the intercept. */
  weights: Float64Array;
  iterations: number;
}

export interface LogisticOptions {
  /** Penalty on the standardised (non-intercept) coefficients, as a total over the rows. */
  lambda: number;
  maxIterations: number;
  /** Stop when the largest Newton step on a standardised coefficient is below this. */
  tolerance: number;
  /** Start from these raw-unit weights (a previous fit), which usually saves most iterations. */
  warmStart?: Float64Array;
  /**
   * Curvature sums kept between fits of a growing window [from, to): only the rows added since the last
   * fit are summed again. The sums of older rows were taken at older weights, which only makes the
   * (chord) steps approximate, never the optimum: convergence is judged on the exact gradient.
   */
  curvature?: CurvatureCache;
  /**
   * The columns' scales over the fit's rows with an outcome (columnScales), when the caller has them:
   * fits of two outcomes known on the same rows share them.
   */
  scale?: Float64Array;
}

/** Unpenalised Σ w xxᵀ (lower triangle, intercept last) over rows [from, to), for LogisticOptions.curvature. */
export interface CurvatureCache {
  sums: Float64Array;
  from: number;
  to: number;
}

export function createCurvatureCache(columns: number, from: number): CurvatureCache {
  return { sums: new Float64Array((columns + 1) * (columns + 1)), from, to: from };
}

export const DEFAULT_LOGISTIC_OPTIONS: LogisticOptions = { lambda: 1, maxIterations: 30, tolerance: 1e-3 };

const MAX_LOGIT = 30;
const MAX_STEP = 2;
/** The Hessian is kept while each step is at most this fraction of the one before. */
const CHORD_CONTRACTION = 0.5;

export function sigmoid(z: number): number {
  const clamped = z > MAX_LOGIT ? MAX_LOGIT : z < -MAX_LOGIT ? -MAX_LOGIT : z;
  return 1 / (1 + Math.exp(-clamped));
}

/**
 * Feature columns: `data[j * rows + i]` is feature j of row i. Column-major, so the fit's inner loops are
 * plain dot products over contiguous memory.
 */
export interface FeatureMatrix {
  data: Float64Array;
  rows: number;
  columns: number;
}

/** The log-odds of rows [from, to), a column at a time (the matrix is column-major). */
export function linearPredictors(
  weights: Float64Array,
  x: FeatureMatrix,
  from: number,
  to: number,
): Float64Array {
  const z = new Float64Array(to - from);
  linearPredictorsInto(z, weights, x, from);
  return z;
}

/**
 * out[i] = the log-odds of row from + i, for i < out.length. Four columns a pass over `out`, each row's
 * sum still taken column by column in order (the same rounding as one column a pass, fewer loads).
 */
function linearPredictorsInto(
  out: Float64Array,
  weights: Float64Array,
  x: FeatureMatrix,
  from: number,
): void {
  const p = x.columns;
  const n = out.length;
  const data = x.data;
  const stride = x.rows;
  out.fill(weights[p]!);
  let j = 0;
  for (; j + 4 <= p; j += 4) {
    const w0 = weights[j]!;
    const w1 = weights[j + 1]!;
    const w2 = weights[j + 2]!;
    const w3 = weights[j + 3]!;
    const b0 = j * stride + from;
    const b1 = b0 + stride;
    const b2 = b1 + stride;
    const b3 = b2 + stride;
    for (let i = 0; i < n; i++)
      out[i] = out[i]! + w0 * data[b0 + i]! + w1 * data[b1 + i]! + w2 * data[b2 + i]! + w3 * data[b3 + i]!;
  }
  for (; j < p; j++) {
    const wj = weights[j]!;
    const base = j * stride + from;
    for (let i = 0; i < n; i++) out[i]! += wj * data[base + i]!;
  }
}

/** p(y=1) for row `row`. */
export function predictRow(weights: Float64Array, x: FeatureMatrix, row: number): number {
  const p = x.columns;
  let z = weights[p]!;
  for (let j = 0; j < p; j++) z += weights[j]! * x.data[j * x.rows + row]!;
  return sigmoid(z);
}

/**
 * Standard deviation of each column over the rows of [from, to) whose outcome is known (not NaN), 1 for a
 * constant column: the scales the penalty standardises by (the means four columns a pass, as columnDots).
 */
export function columnScales(x: FeatureMatrix, y: Float64Array, from: number, to: number): Float64Array {
  const p = x.columns;
  const n = to - from;
  const present = new Float64Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (Number.isNaN(y[from + i]!)) continue;
    present[i] = 1;
    count++;
  }
  const sums = new Float64Array(p);
  columnDots(present, x.data, x.rows, from, n, p, sums);
  const scale = new Float64Array(p);
  for (let j = 0; j < p; j++) {
    const base = j * x.rows + from;
    const mean = sums[j]! / count;
    let squares = 0;
    for (let i = 0; i < n; i++) {
      const d = x.data[base + i]! - mean;
      squares += present[i]! * d * d;
    }
    // A constant column gets scale 1: the penalty alone then keeps its weight at 0.
    scale[j] = Math.sqrt(squares / count) || 1;
  }
  return scale;
}

/**
 * Fits rows [from, to) of `x` against outcomes `y` (0/1, indexed by row). Rows whose outcome is NaN are
 * left out.
 */
export function fitLogistic(
  x: FeatureMatrix,
  y: Float64Array,
  from: number,
  to: number,
  options: LogisticOptions = DEFAULT_LOGISTIC_OPTIONS,
): LogisticFit {
  const p = x.columns;
  const k = p + 1;
  const n = to - from;
  const data = x.data;
  const stride = x.rows;
  // Row weights of the fit: 1, or 0 for a row without an outcome (so it adds nothing to any sum).
  const present = new Float64Array(n);
  const outcome = new Float64Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const yi = y[from + i]!;
    if (Number.isNaN(yi)) continue;
    present[i] = 1;
    outcome[i] = yi;
    count++;
  }
  if (count === 0) throw new Error('fitLogistic: no rows with an outcome');

  const scale = options.scale ?? columnScales(x, y, from, to);

  // Penalising the standardised slope w·s is penalising the raw slope w with weight s², so the fit runs on
  // the raw columns (no rescaling pass), and the intercept stays unpenalised either way.
  const penalty = new Float64Array(p);
  for (let j = 0; j < p; j++) penalty[j] = options.lambda * scale[j]! * scale[j]!;
  const weights = options.warmStart ? Float64Array.from(options.warmStart) : new Float64Array(k);

  const hessian = new Float64Array(k * k);
  const gradient = new Float64Array(k);
  // The log-odds of each row, then (once the residuals are taken) its probability.
  const eta = new Float64Array(n);
  const residual = new Float64Array(n);
  const curvature = new Float64Array(n);
  const weighted = new Float64Array(n);
  const cache = options.curvature ?? createCurvatureCache(p, from);
  let iterations = 0;
  let lastStep = Number.POSITIVE_INFINITY;
  let stepBefore = Number.POSITIVE_INFINITY;
  while (iterations < options.maxIterations) {
    iterations++;
    // The chord method: keep the factored Hessian and pay only for the gradient while the steps shrink
    // fast (at least halving); refactor when they do not. The fixed point is the same (gradient 0), a step
    // is several times cheaper, and from a warm start one Hessian usually serves the whole fit.
    const slow = iterations > 1 && lastStep > CHORD_CONTRACTION * stepBefore;
    const refactor = iterations === 1 || slow;
    const reuse = refactor && iterations === 1 && cache.from === from && cache.to <= to && cache.to > from;
    // Rows whose curvature the Hessian needs: none on a chord step, the new ones when the sums are reused.
    const curvatureFrom = !refactor ? n : reuse ? cache.to - from : 0;

    linearPredictorsInto(eta, weights, x, from);
    let residualSum = 0;
    for (let i = 0; i < n; i++) {
      const mu = sigmoid(eta[i]!);
      const r = present[i]! * (outcome[i]! - mu);
      eta[i] = mu;
      residual[i] = r;
      residualSum += r;
    }
    for (let i = curvatureFrom; i < n; i++) curvature[i] = present[i]! * eta[i]! * (1 - eta[i]!);
    columnDots(residual, data, stride, from, n, p, gradient);
    for (let j = 0; j < p; j++) gradient[j]! -= penalty[j]! * weights[j]!;
    gradient[p] = residualSum;

    if (refactor) {
      if (!reuse) cache.sums.fill(0);
      addCurvature(cache.sums, x, curvature, curvatureFrom, n, from, weighted);
      cache.from = from;
      cache.to = to;
      hessian.set(cache.sums);
      for (let a = 0; a < p; a++) hessian[a * k + a]! += penalty[a]!;
      choleskyInPlace(hessian, k);
    }
    const step = choleskySolve(hessian, gradient, k);
    // Step sizes compared in standardised units (slope × scale), so one cap and one tolerance suit all.
    let largest = Math.abs(step[p]!);
    for (let j = 0; j < p; j++) largest = Math.max(largest, Math.abs(step[j]! * scale[j]!));
    // A capped step keeps Newton from overshooting on nearly separable data (a trust region);
    // near the optimum steps are far below the cap and the method is plain Newton.
    const damping = largest > MAX_STEP ? MAX_STEP / largest : 1;
    for (let a = 0; a < k; a++) weights[a]! += damping * step[a]!;
    stepBefore = lastStep;
    lastStep = largest;
    if (largest < options.tolerance) break;
  }
  return { weights, iterations };
}

/**
 * Adds Σ w xxᵀ over the fit's rows [start, end) (offsets from `from`) to the lower triangle of `sums`,
 * intercept as the last row and column; `weighted` is scratch of at least `end` entries.
 */
function addCurvature(
  sums: Float64Array,
  x: FeatureMatrix,
  curvature: Float64Array,
  start: number,
  end: number,
  from: number,
  weighted: Float64Array,
): void {
  const p = x.columns;
  const k = p + 1;
  const data = x.data;
  const count = end - start;
  if (count <= 0) return;
  const row = new Float64Array(p);
  for (let a = 0; a < p; a++) {
    const baseA = a * x.rows + from;
    let sumA = 0;
    for (let i = start; i < end; i++) {
      const v = curvature[i]! * data[baseA + i]!;
      weighted[i - start] = v;
      sumA += v;
    }
    columnDots(weighted, data, x.rows, from + start, count, a + 1, row);
    for (let b = 0; b <= a; b++) sums[a * k + b]! += row[b]!;
    sums[p * k + a]! += sumA;
  }
  let total = 0;
  for (let i = start; i < end; i++) total += curvature[i]!;
  sums[p * k + p]! += total;
}

/**
 * out[j] = Σ v[i] · data[j · stride + offset + i] over i < n, for the first `columns` columns. Four
 * columns a pass (then two, then one): independent sums keep the adder busy (one sum waits on its own
 * last addition), and each sum is still taken in row order, so it rounds exactly as one column a pass.
 */
function columnDots(
  v: Float64Array,
  data: Float64Array,
  stride: number,
  offset: number,
  n: number,
  columns: number,
  out: Float64Array,
): void {
  let j = 0;
  for (; j + 4 <= columns; j += 4) {
    const b0 = j * stride + offset;
    const b1 = b0 + stride;
    const b2 = b1 + stride;
    const b3 = b2 + stride;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    for (let i = 0; i < n; i++) {
      const vi = v[i]!;
      s0 += vi * data[b0 + i]!;
      s1 += vi * data[b1 + i]!;
      s2 += vi * data[b2 + i]!;
      s3 += vi * data[b3 + i]!;
    }
    out[j] = s0;
    out[j + 1] = s1;
    out[j + 2] = s2;
    out[j + 3] = s3;
  }
  if (j + 2 <= columns) {
    const b0 = j * stride + offset;
    const b1 = b0 + stride;
    let s0 = 0;
    let s1 = 0;
    for (let i = 0; i < n; i++) {
      const vi = v[i]!;
      s0 += vi * data[b0 + i]!;
      s1 += vi * data[b1 + i]!;
    }
    out[j] = s0;
    out[j + 1] = s1;
    j += 2;
  }
  if (j < columns) {
    const base = j * stride + offset;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += v[i]! * data[base + i]!;
    out[j] = sum;
  }
}

/** Cholesky factor L (lower triangle, in place) of a symmetric positive-definite A given by its lower triangle. */
function choleskyInPlace(a: Float64Array, k: number): void {
  for (let j = 0; j < k; j++) {
    let d = a[j * k + j]!;
    for (let m = 0; m < j; m++) d -= a[j * k + m]! * a[j * k + m]!;
    // The penalty keeps A positive definite; the floor only guards a degenerate fit (e.g. all rows equal).
    const root = Math.sqrt(Math.max(d, 1e-12));
    a[j * k + j] = root;
    for (let i = j + 1; i < k; i++) {
      let s = a[i * k + j]!;
      for (let m = 0; m < j; m++) s -= a[i * k + m]! * a[j * k + m]!;
      a[i * k + j] = s / root;
    }
  }
}

/** Solves L Lᵀ x = b for the factor of choleskyInPlace. */
function choleskySolve(l: Float64Array, b: Float64Array, k: number): Float64Array {
  const x = new Float64Array(k);
  for (let i = 0; i < k; i++) {
    let s = b[i]!;
    for (let m = 0; m < i; m++) s -= l[i * k + m]! * x[m]!;
    x[i] = s / l[i * k + i]!;
  }
  for (let i = k - 1; i >= 0; i--) {
    let s = x[i]!;
    for (let m = i + 1; m < k; m++) s -= l[m * k + i]! * x[m]!;
    x[i] = s / l[i * k + i]!;
  }
  return x;
}
