/**
 * The window's chart settings: read once from localStorage (migrated, or defaults on bad data), shared by
 * every chart panel of the window, and written back on each change.
 */
import { proxy, subscribe } from 'valtio';
import {
  CHART_SETTINGS_STORAGE_KEY,
  parseChartSettings,
  resetChartSettings,
  type ChartSettings,
} from './rules/chart-settings';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be refused (privacy settings): the chart then works with defaults for this visit.
    return null;
  }
}

function read(): ChartSettings {
  return parseChartSettings(storage()?.getItem(CHART_SETTINGS_STORAGE_KEY) ?? null);
}

export const chartSettings = proxy<ChartSettings>(read());

subscribe(chartSettings, () => {
  try {
    storage()?.setItem(CHART_SETTINGS_STORAGE_KEY, JSON.stringify(chartSettings));
  } catch (error) {
    console.warn('chart settings could not be saved', error);
  }
});

/** The reset button: defaults, keeping the member's answer to the forecast terms. */
export function resetAllChartSettings(): void {
  Object.assign(chartSettings, resetChartSettings(chartSettings));
}
