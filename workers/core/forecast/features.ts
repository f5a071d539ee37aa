/**
 * Forecast features: one row per bar i, computed only from bars before i (the candle that has closed when
 * bar i opens), so a row never sees the bar it predicts. Volatility is an EWMA of past ranges; distances
 * are measured in it, which makes rows comparable across price levels and regimes.
 */
import type { CandleSeries } from '../base/series';
import type { FeatureMatrix } from './logistic';

export const FEATURE_NAMES = [
  /** log-odds that a driftless Brownian bar from the close reaches the previous high (reflection principle). */
  'breakUpPrior',
  'breakDownPrior',
  /** (previous high − close) / volatility, and its square root: the upper wick above the close. */
  'distanceToHigh',
  'sqrtDistanceToHigh',
  'distanceToLow',
  'sqrtDistanceToLow',
  /** log(previous range / volatility). */
  'rangeVsVolatility',
  /** log(previous volume / its EWMA before that bar). */
  'volumeVsAverage',
  /** EWMA of the targets' own past outcomes: the drifting regime (trending markets break one side more). */
  'recentUpRate',
  'recentDownRate',
  /** (previous close − previous open) / volatility: the last candle's body, signed. */
  'bodyVsVolatility',
  /** (previous close − the close before) / volatility: the last move, signed. */
  'returnVsVolatility',
  /** (previous close − the mean of the last TREND_BARS closes) / volatility: the short trend, signed. */
  'trendVsVolatility',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];
export const FEATURE_COUNT = FEATURE_NAMES.length;

/** Bars of history before the first row, so the EWMAs have settled a little. */
export const FEATURE_WARMUP = 30;

const RANGE_SPAN_FAST = 14;
const VOLUME_SPAN = 20;
const OUTCOME_SPAN = 200;
/** Closes in the trend's mean (15: of 15 and 60 tried together and alone, 15 carried the gain). */
const TREND_BARS = 15;
/** Expected range of a Brownian bar is sqrt(8/π) σ; this turns the range EWMA into a per-bar σ. */
const RANGE_TO_SIGMA = 1 / Math.sqrt(8 / Math.PI);
const PRIOR_FLOOR = 1e-3;
const CLIP = 6;
/** Relative floor on volatility, so a flat history (every range 0) stays finite. */
const VOLATILITY_FLOOR = 1e-9;

export interface ForecastRows {
  /** FEATURE_COUNT columns; row i predicts bar `first + i`. */
  x: FeatureMatrix;
  /** 1 when the bar's high exceeds the previous bar's high, 0 when not, NaN when unknown (the next bar). */
  up: Float64Array;
  /** 1 when the bar's low is below the previous bar's low, 0 when not, NaN when unknown. */
  down: Float64Array;
  rows: number;
  /** Series index of the bar that row 0 predicts. */
  first: number;
}

const clip = (v: number) => (v > CLIP ? CLIP : v < -CLIP ? -CLIP : v);

/** erfc by Abramowitz & Stegun 7.1.26 (absolute error < 1.5e-7), enough for a feature. */
function erfc(v: number): number {
  // The formula holds for v ≥ 0; erfc(−v) = 2 − erfc(v) covers an inconsistent bar (close above high).
  if (v < 0) return 2 - erfc(-v);
  const t = 1 / (1 + 0.3275911 * v);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return poly * Math.exp(-v * v);
}

/** log-odds of P = erfc(d / (σ√2)), the chance a driftless Brownian path moves `distance` within a bar. */
function breakPrior(distance: number, sigma: number): number {
  const p = Math.min(1 - PRIOR_FLOOR, Math.max(PRIOR_FLOOR, erfc(distance / (sigma * Math.SQRT2))));
  return Math.log(p / (1 - p));
}

/**
 * Rows for bars [from + FEATURE_WARMUP, to] of `series`, reading bars from `from` on only. Bar `to` may be
 * `series.length`: the next bar, whose row has features but no outcome.
 */
export function buildFeatureRows(series: CandleSeries, from: number, to: number): ForecastRows {
  const first = from + FEATURE_WARMUP;
  const rows = Math.max(0, to - first + 1);
  const data = new Float64Array(rows * FEATURE_COUNT);
  const up = new Float64Array(rows);
  const down = new Float64Array(rows);
  const { open, high, low, close, volume } = series;
  // Offset of each feature's column in `data`.
  const col = Object.fromEntries(FEATURE_NAMES.map((name, j) => [name, j * rows])) as Record<
    FeatureName,
    number
  >;

  const fast = 2 / (RANGE_SPAN_FAST + 1);
  const volumeAlpha = 2 / (VOLUME_SPAN + 1);
  const outcomeAlpha = 2 / (OUTCOME_SPAN + 1);
  let rangeFast = high[from]! - low[from]!;
  let volumeAverage = volume[from]!;
  // Sum of the last TREND_BARS closes up to bar i−1 (fewer at the start of the window).
  let closeSum = 0;
  let upRate = 0.5;
  let downRate = 0.5;
  // Row i reads every average as it stood when bar i-1 closed: update with bar i-1, then emit row i.
  for (let i = from + 1; i <= to; i++) {
    const prev = i - 1;
    const range = high[prev]! - low[prev]!;
    rangeFast += fast * (range - rangeFast);
    closeSum += close[prev]! - (prev - TREND_BARS >= from ? close[prev - TREND_BARS]! : 0);
    const volumeBefore = volumeAverage;
    volumeAverage += volumeAlpha * (volume[prev]! - volumeAverage);
    if (prev > from) {
      upRate += outcomeAlpha * ((high[prev]! > high[prev - 1]! ? 1 : 0) - upRate);
      downRate += outcomeAlpha * ((low[prev]! < low[prev - 1]! ? 1 : 0) - downRate);
    }
    if (i < first) continue;

    const row = i - first;
    const c = close[prev]!;
    const floor = Math.abs(c) * VOLATILITY_FLOOR || VOLATILITY_FLOOR;
    const atr = Math.max(rangeFast, floor);
    const sigma = atr * RANGE_TO_SIGMA;
    const toHigh = high[prev]! - c;
    const toLow = c - low[prev]!;
    data[col.breakUpPrior + row] = breakPrior(toHigh, sigma);
    data[col.breakDownPrior + row] = breakPrior(toLow, sigma);
    data[col.distanceToHigh + row] = clip(toHigh / atr);
    data[col.sqrtDistanceToHigh + row] = Math.sqrt(clip(toHigh / atr));
    data[col.distanceToLow + row] = clip(toLow / atr);
    data[col.sqrtDistanceToLow + row] = Math.sqrt(clip(toLow / atr));
    data[col.rangeVsVolatility + row] = Math.log(Math.max(range / atr, 0.05));
    data[col.volumeVsAverage + row] = clip(Math.log((volume[prev]! + 1e-12) / (volumeBefore + 1e-12)));
    data[col.recentUpRate + row] = upRate;
    data[col.recentDownRate + row] = downRate;
    data[col.bodyVsVolatility + row] = clip((c - open[prev]!) / atr);
    data[col.returnVsVolatility + row] = clip((c - (prev > from ? close[prev - 1]! : open[prev]!)) / atr);
    data[col.trendVsVolatility + row] = clip((c - closeSum / Math.min(TREND_BARS, prev - from + 1)) / atr);

    if (i < series.length) {
      up[row] = high[i]! > high[prev]! ? 1 : 0;
      down[row] = low[i]! < low[prev]! ? 1 : 0;
    } else {
      up[row] = Number.NaN;
      down[row] = Number.NaN;
    }
  }
  return { x: { data, rows, columns: FEATURE_COUNT }, up, down, rows, first };
}
