/**
 * The forecast: for the next candle, P(high > previous high) and P(low < previous low) from two
 * L2-regularised logistic models over the last FORECAST_MAX_BARS closed bars, and the same pair for
 * the bars of that history (the overlay), each predicted by a fit on earlier bars only.
 */
import type { CandleSeries } from '../base/series';
import { buildFeatureRows, type ForecastRows } from './features';
import { columnScales, createCurvatureCache } from './logistic';
import { meanOf, scoreSide, type SideScore } from './scores';
import { fitSide, predictSide, type SideModel } from './side-model';
import {
  FORECAST_MAX_BARS,
  validateForecast,
  type ForecastFailureReason,
  type ForecastMessageKey,
  type ForecastRequest,
} from './validity';

/** Rows (bars with an outcome) the first overlay fit needs; later fits double the history. */
export const OVERLAY_FIRST_FIT_ROWS = 500;

export interface ForecastPair {
  /** P(high of the bar > high of the bar before it). */
  up: number;
  /** P(low of the bar < low of the bar before it). */
  down: number;
}

export interface ForecastOverlay {
  /** Series index of the first bar with a prediction; up[k] and down[k] are for bar start + k. */
  start: number;
  up: Float64Array;
  down: Float64Array;
}

/**
 * The forecast's record on this series: the overlay's out-of-sample predictions scored against the bars'
 * outcomes, the reference for each bar being the base rate of the rows its fit used.
 */
export interface MeasuredSkill {
  /** Bars scored (the overlay's bars with an outcome). */
  bars: number;
  up: SideScore;
  down: SideScore;
}

export type ForecastResult =
  | {
      ok: true;
      next: ForecastPair;
      overlay: ForecastOverlay;
      measured: MeasuredSkill;
      messageKey: ForecastMessageKey;
    }
  | { ok: false; reason: ForecastFailureReason; messageKey: ForecastMessageKey | undefined };

/** What the chart knows besides its bars; the bar count is the series' own. */
export type ForecastTarget = Omit<ForecastRequest, 'bars'>;

/**
 * Validates, then forecasts. Every bar of `series` must have closed (pass the length without a forming
 * bar): `next` is the forecast for the bar after the last one. Only the last FORECAST_MAX_BARS bars are
 * read. Overlay scheme: expanding window, refitted at OVERLAY_FIRST_FIT_ROWS, then at every doubling of
 * the history (500, 1000, 2000, 4000 rows); each fit predicts the bars up to the next refit, so a bar's
 * prediction uses only bars that closed before it. `next` comes from a fit on every bar of the window.
 */
export function computeForecast(series: CandleSeries, request: ForecastTarget): ForecastResult {
  const validity = validateForecast({ ...request, bars: series.length });
  if (!validity.ok) return validity;
  const n = series.length;
  const rows = buildFeatureRows(series, Math.max(0, n - FORECAST_MAX_BARS), n, request.interval);
  const scales = sharedScales(rows);
  const up = forecastSide(rows, rows.up, scales);
  const down = forecastSide(rows, rows.down, scales);
  return {
    ok: true,
    messageKey: validity.messageKey,
    next: { up: up.next, down: down.next },
    overlay: { start: rows.first + OVERLAY_FIRST_FIT_ROWS, up: up.overlay, down: down.overlay },
    measured: { bars: up.overlay.length, up: up.measured, down: down.measured },
  };
}

/**
 * The buffers of a result to transfer (Comlink.transfer) rather than copy to the window: the overlay's
 * two columns, each a whole buffer of its own (computeForecast allocates them exactly sized), so the
 * transfer detaches nothing else. The measured record is a few dozen numbers, copied.
 */
export function forecastBuffers(result: ForecastResult): ArrayBuffer[] {
  return result.ok
    ? [result.overlay.up.buffer as ArrayBuffer, result.overlay.down.buffer as ArrayBuffer]
    : [];
}

/**
 * One side over the window: the overlay by expanding fits, each warm-started from the one before and
 * re-summing the curvature of the new rows only; the next bar's probability from a fit on every row; and
 * the overlay scored against the base rate of the rows each of its fits used.
 */
function forecastSide(
  rows: ForecastRows,
  y: Float64Array,
  scales: (to: number) => Float64Array,
): { next: number; overlay: Float64Array; measured: SideScore } {
  const known = rows.rows - 1;
  const overlay = new Float64Array(Math.max(0, known - OVERLAY_FIRST_FIT_ROWS));
  const base = new Float64Array(overlay.length);
  const fit = expandingFitter(rows, y, scales);
  for (let fitEnd = OVERLAY_FIRST_FIT_ROWS; fitEnd < known; fitEnd *= 2) {
    const predictTo = Math.min(known, fitEnd * 2);
    overlay.set(predictSide(fit(fitEnd), rows.x, fitEnd, predictTo), fitEnd - OVERLAY_FIRST_FIT_ROWS);
    base.fill(meanOf(y, 0, fitEnd), fitEnd - OVERLAY_FIRST_FIT_ROWS, predictTo - OVERLAY_FIRST_FIT_ROWS);
  }
  return {
    next: predictSide(fit(known), rows.x, known, known + 1)[0]!,
    overlay,
    measured: scoreSide(overlay, base, y.subarray(OVERLAY_FIRST_FIT_ROWS, known)),
  };
}

/** Fits rows [0, to) for growing `to`, each fit warm-started from the one before. */
function expandingFitter(
  rows: ForecastRows,
  y: Float64Array,
  scales: (to: number) => Float64Array,
): (to: number) => SideModel {
  const curvature = createCurvatureCache(rows.x.columns, 0);
  let model: SideModel | undefined;
  return (to) => (model = fitSide(rows.x, y, 0, to, model, curvature, scales(to)));
}

/**
 * The columns' scales over rows [0, to), computed once for both sides: every fit here ends at or before
 * the last row with an outcome, and up to there both sides' outcomes are known on every row.
 */
function sharedScales(rows: ForecastRows): (to: number) => Float64Array {
  const byEnd = new Map<number, Float64Array>();
  return (to) => {
    let scale = byEnd.get(to);
    if (!scale) byEnd.set(to, (scale = columnScales(rows.x, rows.up, 0, to)));
    return scale;
  };
}
