/**
 * The compute-time peer of the forecast bench: the same two logistic models, same features and same
 * refit schedule, written the generic way — rows as arrays of numbers, features standardised, plain
 * full-batch gradient descent from zero for a fixed number of steps — as a textbook or a small ML
 * library would do it.
 */
import type { CandleSeries } from '../../workers/core/base/series';
import { buildFeatureRows } from '../../workers/core/forecast/features';
import { FORECAST_MAX_BARS, OVERLAY_FIRST_FIT_ROWS } from '../../workers/core/forecast';

const STEPS = 300;
const LEARNING_RATE = 0.5;
const LAMBDA = 1;

interface Model {
  weights: number[];
  bias: number;
  mean: number[];
  scale: number[];
}

function fit(rows: number[][], outcomes: number[]): Model {
  const p = rows[0]!.length;
  const n = rows.length;
  const mean = Array.from({ length: p }, (_, j) => rows.reduce((sum, row) => sum + row[j]!, 0) / n);
  const scale = mean.map(
    (m, j) => Math.sqrt(rows.reduce((sum, row) => sum + (row[j]! - m) ** 2, 0) / n) || 1,
  );
  const z = rows.map((row) => row.map((v, j) => (v - mean[j]!) / scale[j]!));
  const weights = new Array<number>(p).fill(0);
  let bias = 0;
  for (let step = 0; step < STEPS; step++) {
    const gradient = new Array<number>(p).fill(0);
    let biasGradient = 0;
    z.forEach((row, i) => {
      const eta = row.reduce((sum, v, j) => sum + v * weights[j]!, bias);
      const error = 1 / (1 + Math.exp(-eta)) - outcomes[i]!;
      row.forEach((v, j) => (gradient[j]! += error * v));
      biasGradient += error;
    });
    for (let j = 0; j < p; j++) weights[j]! -= (LEARNING_RATE * (gradient[j]! + LAMBDA * weights[j]!)) / n;
    bias -= (LEARNING_RATE * biasGradient) / n;
  }
  return { weights, bias, mean, scale };
}

function predict(model: Model, row: number[]): number {
  const eta = row.reduce(
    (sum, v, j) => sum + ((v - model.mean[j]!) / model.scale[j]!) * model.weights[j]!,
    model.bias,
  );
  return 1 / (1 + Math.exp(-eta));
}

/** Fit + next + overlay like computeForecast, the generic way; returns the next bar's P(up). */
export function gradientDescentForecast(series: CandleSeries): {
  up: number;
  down: number;
  overlay: number[][];
} {
  const n = series.length;
  const built = buildFeatureRows(series, Math.max(0, n - FORECAST_MAX_BARS), n);
  const rows: number[][] = [];
  for (let i = 0; i < built.rows; i++) {
    rows.push(Array.from({ length: built.x.columns }, (_, j) => built.x.data[j * built.rows + i]!));
  }
  const up = Array.from(built.up);
  const down = Array.from(built.down);
  const known = built.rows - 1;
  const overlay: number[][] = [];
  for (let fitEnd = OVERLAY_FIRST_FIT_ROWS; fitEnd < known; fitEnd *= 2) {
    const upModel = fit(rows.slice(0, fitEnd), up.slice(0, fitEnd));
    const downModel = fit(rows.slice(0, fitEnd), down.slice(0, fitEnd));
    for (let r = fitEnd; r < Math.min(known, fitEnd * 2); r++) {
      overlay.push([predict(upModel, rows[r]!), predict(downModel, rows[r]!)]);
    }
  }
  const upModel = fit(rows.slice(0, known), up.slice(0, known));
  const downModel = fit(rows.slice(0, known), down.slice(0, known));
  return { up: predict(upModel, rows[known]!), down: predict(downModel, rows[known]!), overlay };
}
