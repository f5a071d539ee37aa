/**
 * The history a chart opens with (chart spec §3 "Browser storage"): the interval and the number of bars
 * its first request asks for, and a small reader of just that from the stored chart settings, without
 * their full parse (chart-settings.ts, over zod), for the boot module (src/boot.ts), which asks for the
 * popup's history before the chart's code has loaded. The reader follows the full parse's fallbacks; where
 * the two would ever disagree, the early request is simply not the chart's and is not taken.
 */
import { isCandleInterval, type CandleInterval } from '../../../../contract/intervals';
import { FORECAST_MAX_BARS } from '../../../api/chart-client';

export const CHART_SETTINGS_STORAGE_KEY = 'tradedeck.chart.settings';

/** The interval a chart opens with when nothing is remembered (the spec leaves the default open). */
export const DEFAULT_CHART_INTERVAL: CandleInterval = '1';

/** Bars of history a chart opens with: the longest shortcut (2y daily, 730 bars) fits. */
export const HISTORY_BARS = 1_500;

/** The bars a chart opens with: the forecast's history when the forecast is on, else HISTORY_BARS. */
export function openingHistoryBars(forecastActive: boolean): number {
  return forecastActive ? FORECAST_MAX_BARS : HISTORY_BARS;
}

/** What a chart with no panel interval of its own (the popup) first asks for. */
export interface OpeningHistory {
  interval: CandleInterval;
  bars: number;
}

const fieldOf = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[name]
    : undefined;

/**
 * The popup's opening history from the stored settings' text: version 2's `lastResolution` and
 * `forecastActive`, version 1's `resolution` and `forecast.active`; each field's default where it is not
 * valid, and every default for unreadable text or an unknown version.
 */
export function storedOpeningHistory(text: string | null): OpeningHistory {
  let raw: unknown = null;
  try {
    raw = text === null ? null : JSON.parse(text);
  } catch {
    // Unreadable: the defaults, as the full parse gives.
  }
  const version = fieldOf(raw, 'version');
  const interval =
    version === 2 ? fieldOf(raw, 'lastResolution') : version === 1 ? fieldOf(raw, 'resolution') : undefined;
  const forecastActive =
    version === 2
      ? fieldOf(raw, 'forecastActive')
      : version === 1
        ? fieldOf(fieldOf(raw, 'forecast'), 'active')
        : undefined;
  return {
    interval: isCandleInterval(interval) ? interval : DEFAULT_CHART_INTERVAL,
    bars: openingHistoryBars(forecastActive === true),
  };
}
