/**
 * The window's chart settings: read once from localStorage (migrated, or defaults on bad data), shared by
 * every chart panel of the window, and written back on each change.
 */
import { proxy, subscribe, useSnapshot } from 'valtio';
import { readStoredText, writeStoredText } from '../../state/local-storage';
import { CHART_SETTINGS_STORAGE_KEY } from './rules/chart-opening';
import type { IndicatorKind } from '../../render/chart/chart-studies';
import {
  parseChartSettings,
  resetChartSettings,
  toggleFavourite,
  type ChartSettings,
  type IndicatorTemplate,
} from './rules/chart-settings';

// Storage can be refused (privacy settings): the chart then works with defaults for this visit.
export const chartSettings = proxy<ChartSettings>(
  parseChartSettings(readStoredText(CHART_SETTINGS_STORAGE_KEY)),
);

subscribe(chartSettings, () => {
  writeStoredText(CHART_SETTINGS_STORAGE_KEY, JSON.stringify(chartSettings), (error) =>
    console.warn('chart settings could not be saved', error),
  );
});

/** The reset button: defaults, keeping the member's answer to the forecast terms. */
export function resetAllChartSettings(): void {
  Object.assign(chartSettings, resetChartSettings(chartSettings));
}

/** The chart's theme setting: the composition root hands it to the shell, whose chart popup follows it. */
export function useChartTheme(): ChartSettings['theme'] {
  return useSnapshot(chartSettings).theme;
}

/** Stars `kind` in the indicator picker, or unstars it; true when it is starred now. */
export function toggleIndicatorFavourite(kind: IndicatorKind): boolean {
  chartSettings.indicatorFavourites = toggleFavourite(chartSettings.indicatorFavourites, kind);
  return chartSettings.indicatorFavourites.includes(kind);
}

/** The indicator picker's templates after a save or a delete (rules/indicator-templates.ts). */
export function setIndicatorTemplates(templates: readonly IndicatorTemplate[]): void {
  chartSettings.indicatorTemplates = [...templates];
}
