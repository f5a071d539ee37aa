/**
 * How the stored settings turn into what a chart panel draws and shows (chart spec §2 and §3 "Browser
 * storage"): the trade order page (its pop-out windows included) is always dark (chart spec §6: the dark
 * theme applies only there); elsewhere, the chart's popup included, the stored theme holds; the chart-hide custom setting is honoured on the trade order page only (a popped-out chart is
 * there to be seen, so not in a pop-out).
 */
import { isChartPopupPath, isTradeOrderPath } from '../../../lib/paths';
import type { ChartSettings } from './chart-settings';

export type ChartThemeName = ChartSettings['theme'];

/** Pages whose theme is fixed dark, whatever the stored theme says: the trade order page only. */
export function isDarkChartPage(pathname: string): boolean {
  return isTradeOrderPath(pathname);
}

export function chartThemeFor(stored: ChartThemeName, pathname: string): ChartThemeName {
  return isDarkChartPage(pathname) ? 'dark' : stored;
}

/** Whether the chart-hide setting can apply at `pathname`. */
export function chartHideApplies(pathname: string): boolean {
  return isTradeOrderPath(pathname) && !isChartPopupPath(pathname);
}

export function chartHiddenAt(settings: Pick<ChartSettings, 'chartHidden'>, pathname: string): boolean {
  return settings.chartHidden && chartHideApplies(pathname);
}
