/**
 * The named peers of `npm run forecast:eval`: plain walk-forward logistic regressions, as one would write
 * them first, fitted by the forecast's own fitter (logistic.ts) with L2 penalty λ = 1 on the standardised
 * slopes and refitted on the same windows as the forecast, so a difference is the features and policy, not
 * the optimiser. Row r of a peer's features predicts bar `first + r` and reads only bars before it.
 *
 * - `plainLogisticPeer` (the "lags" peer): the previous three candles' upper and lower wick, body, range
 *   and return in units of the 14-bar average true range (Wilder's), and their volume changes.
 * - `standardCandlePeer` (the "standard" peer): the standard candle features of the previous candle
 *   (standardCandleFeatures) — trend, where the close sits in its range, body and wicks (measured from
 *   the close, as the breakout targets are), volume.
 */
import type { CandleSeries } from '../workers/core/base/series';
import { breakoutOutcomes, type ModelBuilder } from '../workers/core/forecast';
import {
  DEFAULT_LOGISTIC_OPTIONS,
  fitLogistic,
  predictRow,
  type FeatureMatrix,
} from '../workers/core/forecast/logistic';

/** A peer's design: row r predicts bar `first + r`, for every bar from `first` to the series' end. */
export interface PeerFeatures {
  x: FeatureMatrix;
  first: number;
}

const ATR_BARS = 14;

/**
 * Average true range by Wilder's smoothing, the standard ATR: the mean of the true ranges so far for the
 * first ATR_BARS bars, then atr = ((ATR_BARS − 1) · atr + true range) / ATR_BARS. (A plain 14-bar mean of
 * the true ranges, or one of 28 bars, made the standard peer weaker by about 0.002 Brier skill on 1-minute
 * bars: the unit matters.)
 */
export function averageTrueRange(series: CandleSeries): Float64Array {
  const { high, low, close } = series;
  const atr = new Float64Array(series.length);
  let smoothed = 0;
  for (let b = 0; b < series.length; b++) {
    const before = b > 0 ? close[b - 1]! : close[b]!;
    const range = Math.max(high[b]!, before) - Math.min(low[b]!, before);
    const weight = 1 / Math.min(b + 1, ATR_BARS);
    smoothed += (range - smoothed) * weight;
    // A flat stretch (every range 0) keeps a tiny unit rather than dividing by zero.
    atr[b] = Math.max(smoothed, Math.abs(close[b]!) * 1e-9 || 1e-9);
  }
  return atr;
}

/** Mean of `values` over the `bars` bars ending at each bar (fewer at the start). */
export function trailingMean(values: Float64Array, length: number, bars: number): Float64Array {
  const out = new Float64Array(length);
  let sum = 0;
  for (let b = 0; b < length; b++) {
    sum += values[b]! - (b >= bars ? values[b - bars]! : 0);
    out[b] = sum / Math.min(b + 1, bars);
  }
  return out;
}

const clip = (v: number, limit = 6) => Math.max(-limit, Math.min(limit, v));

/** Candles each row of the lags peer describes: the previous one and the two before it. */
const LAGS = 3;
const PER_LAG = 6;

/** The lags peer's design (see the module comment). */
export function laggedCandleFeatures(series: CandleSeries): PeerFeatures {
  const { open, high, low, close, volume } = series;
  const atr = averageTrueRange(series);
  const first = LAGS + 1;
  const rows = Math.max(0, series.length - first);
  const data = new Float64Array(rows * LAGS * PER_LAG);
  for (let r = 0; r < rows; r++) {
    const t = first + r;
    const unit = atr[t - 1]!;
    for (let lag = 0; lag < LAGS; lag++) {
      const b = t - 1 - lag;
      const c = close[b]!;
      const values = [
        (high[b]! - c) / unit,
        (c - low[b]!) / unit,
        (c - open[b]!) / unit,
        (high[b]! - low[b]!) / unit,
        (c - close[b - 1]!) / unit,
        clip(Math.log((volume[b]! + 1e-12) / (volume[b - 1]! + 1e-12))),
      ];
      values.forEach((v, k) => (data[(lag * PER_LAG + k) * rows + r] = v));
    }
  }
  return { x: { data, rows, columns: LAGS * PER_LAG }, first };
}

export const STANDARD_FEATURE_NAMES = [
  /** (close − its 15-bar mean) / ATR. */
  'trend15',
  /** (close − its 60-bar mean) / ATR. */
  'trend60',
  /** (close − low) / (high − low), 0.5 for a bar without range. */
  'closeInRange',
  /** (close − open) / ATR. */
  'body',
  /** The upper wick from the close, (high − close) / ATR: how far the next high must go to break it. */
  'highAboveClose',
  /** The lower wick from the close, (close − low) / ATR: how far the next low must go to break it. */
  'closeAboveLow',
  /** log(volume / its 20-bar mean), clipped at ±6. */
  'volumeVsMean',
] as const;

const TREND_BARS = [15, 60] as const;
const VOLUME_BARS = 20;

/**
 * The standard candle features of bar t − 1 (the candle that has closed when bar t opens), ATR Wilder's
 * 14-bar average true range at t − 1, every mean over bars up to t − 1. The first row waits for the
 * longest mean (60 bars).
 */
export function standardCandleFeatures(series: CandleSeries): PeerFeatures {
  const { open, high, low, close, volume } = series;
  const n = series.length;
  const atr = averageTrueRange(series);
  const [short, long] = TREND_BARS.map((bars) => trailingMean(close, n, bars));
  const volumeMean = trailingMean(volume, n, VOLUME_BARS);
  const first = TREND_BARS[1];
  const rows = Math.max(0, n - first);
  const columns = STANDARD_FEATURE_NAMES.length;
  const data = new Float64Array(rows * columns);
  for (let r = 0; r < rows; r++) {
    const b = first + r - 1;
    const unit = atr[b]!;
    const c = close[b]!;
    const range = high[b]! - low[b]!;
    const values = [
      clip((c - short![b]!) / unit),
      clip((c - long![b]!) / unit),
      range > 0 ? (c - low[b]!) / range : 0.5,
      clip((c - open[b]!) / unit),
      clip((high[b]! - c) / unit),
      clip((c - low[b]!) / unit),
      clip(Math.log((volume[b]! + 1e-12) / (volumeMean[b]! + 1e-12))),
    ];
    values.forEach((v, k) => (data[k * rows + r] = v));
  }
  return { x: { data, rows, columns }, first };
}

/** A walk-forward logistic regression (λ = 1) of each side's outcome on a peer's design. */
export function logisticPeer(design: (series: CandleSeries) => PeerFeatures): ModelBuilder {
  return (series) => {
    const { x, first } = design(series);
    const outcomes = breakoutOutcomes(series);
    const fit = (y: Float64Array, from: number, to: number) =>
      fitLogistic(x, y.subarray(first), Math.max(0, from - first), to - first, DEFAULT_LOGISTIC_OPTIONS)
        .weights;
    const forecast = (weights: Float64Array, to: number, end: number) =>
      Float64Array.from({ length: end - to }, (_, k) => predictRow(weights, x, to + k - first));
    return {
      firstBar: first,
      fitAndForecast(from, to, end) {
        return {
          up: forecast(fit(outcomes.up, from, to), to, end),
          down: forecast(fit(outcomes.down, from, to), to, end),
        };
      },
    };
  };
}

export const plainLogisticPeer = logisticPeer(laggedCandleFeatures);
export const standardCandlePeer = logisticPeer(standardCandleFeatures);

/** The peers forecast:eval scores the forecast against, by the name its table shows. */
export const EVALUATION_PEERS = [
  { name: 'lags', build: plainLogisticPeer },
  { name: 'standard', build: standardCandlePeer },
] as const;
