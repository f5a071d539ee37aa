/**
 * Forecast features: one row per bar i, computed only from bars before i (the candle that has closed when
 * bar i opens), so a row never sees the bar it predicts. Volatility is an EWMA of past ranges; distances
 * are measured in it, which makes rows comparable across price levels and regimes.
 */
import type { CandleSeries } from '../base/series';
import { barOpenTime, KST_OFFSET_SECONDS, type MinuteInterval } from '../../../contract/intervals';
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
  /** (previous close − the mean of the last TREND_BARS closes) / volatility: the short trend, signed. */
  'trendVsVolatility',
  /**
   * (the higher high of the two candles before the previous one − previous close) / volatility, signed
   * (below 0 when the close broke above them), and the low's counterpart: the nearest levels the last
   * candle has not taken out.
   */
  'distanceToEarlierHigh',
  'distanceToEarlierLow',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];
export const FEATURE_COUNT = FEATURE_NAMES.length;

/**
 * Intervals whose rows also carry the KST time of day (timeOfDayTerms), chosen on the walk-forward (README,
 * "The time of day"): on the hourly BTC files it gained 0.003–0.009 of skill per side at 60, 240 and 360
 * minutes; at 720 (two slots a day) nothing beyond ±0.006, and on minute bars at 5 minutes it lost 0.002
 * (a 5,000-bar window holds too few bars of each hour for what the hour moves there).
 */
export const TIME_OF_DAY_INTERVALS: readonly MinuteInterval[] = ['60', '240', '360'];
/**
 * Harmonics of the day at most: 4 (8 columns) at 60 minutes, where 23 hour indicators were level with them
 * and 1–2 harmonics gained less. An interval of S slots a day takes at most S/2 of them, which then span
 * one level per slot (240 minutes: 5 columns, 360: 3), the same as an indicator per slot but one.
 */
const TIME_OF_DAY_HARMONICS = 4;
const DAY_SECONDS = 86_400;

/** One time-of-day column: sin or cos of `harmonic` × 2π × (the bar's slot / the slots of a day). */
export interface TimeOfDayTerm {
  name: string;
  harmonic: number;
  wave: 'sin' | 'cos';
}

/**
 * The slot of the KST day (UTC+9, no daylight saving) that holds `timeSec` (unix seconds), slots
 * `slotSeconds` long from 00:00 KST as barOpenTime aligns them: a bar whose open time is off the grid
 * (after a gap, a misaligned feed) gets the slot its open time falls in.
 */
export function kstSlot(timeSec: number, slotSeconds: number): number {
  const ofDay = (((timeSec + KST_OFFSET_SECONDS) % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS;
  return Math.floor(ofDay / slotSeconds);
}

/** The time-of-day columns of `interval` (none outside TIME_OF_DAY_INTERVALS), in their order in the rows. */
export function timeOfDayTerms(interval: string | undefined): TimeOfDayTerm[] {
  if (!(TIME_OF_DAY_INTERVALS as readonly (string | undefined)[]).includes(interval)) return [];
  const slots = DAY_SECONDS / (Number(interval) * 60);
  const terms: TimeOfDayTerm[] = [];
  for (let harmonic = 1; harmonic <= Math.min(TIME_OF_DAY_HARMONICS, slots / 2); harmonic++) {
    // At the Nyquist harmonic (slots / 2) the sine is 0 on every slot: only the cosine is a column.
    if (2 * harmonic < slots) terms.push({ name: `timeOfDaySin${harmonic}`, harmonic, wave: 'sin' });
    terms.push({ name: `timeOfDayCos${harmonic}`, harmonic, wave: 'cos' });
  }
  return terms;
}

/** Every column of the rows for `interval`: FEATURE_NAMES, then its time-of-day terms. */
export function featureNames(interval: string | undefined): string[] {
  return [...FEATURE_NAMES, ...timeOfDayTerms(interval).map((term) => term.name)];
}

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
  /** The columns of featureNames(interval); row i predicts bar `first + i`. */
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
 * Rows for bars [from + FEATURE_WARMUP, to] of `series`, reading bars from `from` on only, plus the bar's
 * own open time for the time-of-day terms of `interval` (a calendar fact, known before the bar opens). Bar
 * `to` may be `series.length`: the next bar, whose row has features but no outcome; it opens at the grid
 * point after the last bar's.
 */
export function buildFeatureRows(
  series: CandleSeries,
  from: number,
  to: number,
  interval?: string,
): ForecastRows {
  const first = from + FEATURE_WARMUP;
  const rows = Math.max(0, to - first + 1);
  const terms = timeOfDayTerms(interval);
  const columns = FEATURE_COUNT + terms.length;
  const data = new Float64Array(rows * columns);
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
    data[col.trendVsVolatility + row] = clip((c - closeSum / Math.min(TREND_BARS, prev - from + 1)) / atr);
    // Rows start FEATURE_WARMUP bars into the window, so both earlier candles are inside it.
    data[col.distanceToEarlierHigh + row] = clip((Math.max(high[prev - 1]!, high[prev - 2]!) - c) / atr);
    data[col.distanceToEarlierLow + row] = clip((c - Math.min(low[prev - 1]!, low[prev - 2]!)) / atr);

    if (i < series.length) {
      up[row] = high[i]! > high[prev]! ? 1 : 0;
      down[row] = low[i]! < low[prev]! ? 1 : 0;
    } else {
      up[row] = Number.NaN;
      down[row] = Number.NaN;
    }
  }
  if (terms.length > 0) fillTimeOfDay(series, first, to, terms, interval as MinuteInterval, data);
  return { x: { data, rows, columns }, up, down, rows, first };
}

/** The time-of-day columns (after the FEATURE_COUNT others) of the rows for bars [first, to]. */
function fillTimeOfDay(
  series: CandleSeries,
  first: number,
  to: number,
  terms: readonly TimeOfDayTerm[],
  interval: MinuteInterval,
  data: Float64Array,
): void {
  const rows = to - first + 1;
  const slotSeconds = Number(interval) * 60;
  const slots = DAY_SECONDS / slotSeconds;
  for (let i = first; i <= to; i++) {
    const open =
      i < series.length ? series.time[i]! : barOpenTime(series.time[i - 1]!, interval) + slotSeconds;
    const angle = (2 * Math.PI * kstSlot(open, slotSeconds)) / slots;
    terms.forEach(({ harmonic, wave }, k) => {
      const phase = harmonic * angle;
      data[(FEATURE_COUNT + k) * rows + i - first] = wave === 'sin' ? Math.sin(phase) : Math.cos(phase);
    });
  }
}
