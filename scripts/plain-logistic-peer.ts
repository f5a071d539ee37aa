/**
 * The named peer of `npm run forecast:eval`: a plain walk-forward logistic regression, as one would write
 * first — the previous candle's textbook shape (upper and lower wick, body, range and the return from the
 * close before, each in units of the 14-bar average true range), its volume change, and the same for the
 * two candles before it; L2 penalty λ = 1 on the standardised slopes, refitted on the same windows as the
 * forecast. Same fitter as the forecast (logistic.ts), so a
 * difference between the two is the features and policy, not the optimiser.
 */
import type { CandleSeries } from '../workers/core/base/series';
import type { ModelBuilder } from '../workers/core/forecast';
import { DEFAULT_LOGISTIC_OPTIONS, fitLogistic, predictRow } from '../workers/core/forecast/logistic';

/** Candles each row describes: the previous one and the two before it. */
const LAGS = 3;
const PER_LAG = 6;
const ATR_BARS = 14;

/** Average true range of the ATR_BARS bars ending at each bar (fewer at the start). */
function averageTrueRange(series: CandleSeries): Float64Array {
  const { high, low, close } = series;
  const atr = new Float64Array(series.length);
  let sum = 0;
  const ranges = new Float64Array(series.length);
  for (let b = 0; b < series.length; b++) {
    const before = b > 0 ? close[b - 1]! : close[b]!;
    ranges[b] = Math.max(high[b]!, before) - Math.min(low[b]!, before);
    sum += ranges[b]! - (b >= ATR_BARS ? ranges[b - ATR_BARS]! : 0);
    // A flat stretch (every range 0) keeps a tiny unit rather than dividing by zero.
    atr[b] = Math.max(sum / Math.min(b + 1, ATR_BARS), Math.abs(close[b]!) * 1e-9 || 1e-9);
  }
  return atr;
}

export const plainLogisticPeer: ModelBuilder = (series: CandleSeries) => {
  const { open, high, low, close, volume } = series;
  const atr = averageTrueRange(series);
  const first = LAGS + 1;
  const rows = Math.max(0, series.length - first);
  const columns = LAGS * PER_LAG;
  const data = new Float64Array(rows * columns);
  const up = new Float64Array(rows);
  const down = new Float64Array(rows);
  for (let r = 0; r < rows; r++) {
    const t = first + r;
    for (let lag = 0; lag < LAGS; lag++) {
      const b = t - 1 - lag;
      const c = close[b]!;
      const unit = atr[t - 1]!;
      const values = [
        (high[b]! - c) / unit,
        (c - low[b]!) / unit,
        (c - open[b]!) / unit,
        (high[b]! - low[b]!) / unit,
        (c - close[b - 1]!) / unit,
        Math.max(-6, Math.min(6, Math.log((volume[b]! + 1e-12) / (volume[b - 1]! + 1e-12)))),
      ];
      values.forEach((v, k) => (data[(lag * PER_LAG + k) * rows + r] = v));
    }
    up[r] = high[t]! > high[t - 1]! ? 1 : 0;
    down[r] = low[t]! < low[t - 1]! ? 1 : 0;
  }
  const x = { data, rows, columns };
  return {
    firstBar: first,
    fitAndForecast(from, to, end) {
      const fit = (y: Float64Array) =>
        fitLogistic(x, y, Math.max(0, from - first), to - first, DEFAULT_LOGISTIC_OPTIONS).weights;
      const upWeights = fit(up);
      const downWeights = fit(down);
      const forecast = (weights: Float64Array) =>
        Float64Array.from({ length: end - to }, (_, k) => predictRow(weights, x, to + k - first));
      return { up: forecast(upWeights), down: forecast(downWeights) };
    },
  };
};
