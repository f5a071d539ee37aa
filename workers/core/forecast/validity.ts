/**
 * The forecast's validity checks (chart spec §5 "Forecast validity", checked in order) as one pure
 * function: the first failing check decides the reason; a chart type out of range fails silently.
 */
import { isMinuteInterval } from '../../../contract/intervals';

export const FORECAST_MIN_BARS = 3000;
export const FORECAST_MAX_BARS = 5000;
export const FORECAST_MARKET = 'KRW';
export const FORECAST_CHART_TYPES = { min: 0, max: 3 } as const;

export interface ForecastRequest {
  /** Chart symbol: coin symbol, slash, market (e.g. 'BTC/KRW'). */
  symbol: string;
  chartType: number;
  /** Chart resolution string (e.g. '60'); the forecast needs a minute interval. */
  interval: string;
  /** Bars loaded on the chart. */
  bars: number;
}

export type ForecastFailureReason = 'notKrwMarket' | 'chartType' | 'interval' | 'insufficientData';
export type ForecastValidityReason = ForecastFailureReason | 'activated';

export type ForecastMessageKey = `forecast.${Exclude<ForecastValidityReason, 'chartType'>}`;

export type ForecastValidity =
  | { ok: true; reason: 'activated'; messageKey: ForecastMessageKey }
  /** `messageKey` is undefined for the silent failure (chart type). */
  | { ok: false; reason: ForecastFailureReason; messageKey: ForecastMessageKey | undefined };

function fail(reason: ForecastFailureReason): ForecastValidity {
  return { ok: false, reason, messageKey: reason === 'chartType' ? undefined : `forecast.${reason}` };
}

export function validateForecast(request: ForecastRequest): ForecastValidity {
  const market = request.symbol.slice(request.symbol.lastIndexOf('/') + 1);
  if (!request.symbol.includes('/') || market !== FORECAST_MARKET) return fail('notKrwMarket');
  const { chartType } = request;
  if (
    !Number.isInteger(chartType) ||
    chartType < FORECAST_CHART_TYPES.min ||
    chartType > FORECAST_CHART_TYPES.max
  ) {
    return fail('chartType');
  }
  if (!isMinuteInterval(request.interval)) return fail('interval');
  if (!(request.bars >= FORECAST_MIN_BARS)) return fail('insufficientData');
  return { ok: true, reason: 'activated', messageKey: 'forecast.activated' };
}
