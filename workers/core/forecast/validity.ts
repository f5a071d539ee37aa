/**
 * The forecast's validity checks (chart spec §5 "Forecast validity", checked in order) as one pure
 * function: the first failing check decides the reason; a chart type out of range fails silently.
 * Rule 1 (the KRW market) is about the exchange's own markets (the simulator, Upbit, Bithumb); a replayed
 * coin (a recorded market played back for practice, server/sources/replay) is forecastable whatever its
 * market, the other rules unchanged.
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
  /**
   * The coin is a replayed one (the market source is a replay of recorded files): rule 1 does not apply,
   * its market may be any. False on the exchange's own markets.
   */
  replayed: boolean;
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

/** Rule 1: the symbol `COIN/MARKET` names the KRW market. */
function inForecastMarket(symbol: string): boolean {
  return symbol.includes('/') && symbol.slice(symbol.lastIndexOf('/') + 1) === FORECAST_MARKET;
}

export function validateForecast(request: ForecastRequest): ForecastValidity {
  if (!request.replayed && !inForecastMarket(request.symbol)) return fail('notKrwMarket');
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
