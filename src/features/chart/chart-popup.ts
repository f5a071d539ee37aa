/** What the chart toolbar's Pop out button does: opens (or brings back) the coin's chart popup window. */
import type { CoinKey } from '../../../contract/markets';
import { chartPopupPath } from '../../lib/paths';
import { CHART_POPUP_WINDOW_FEATURES, chartPopupWindowName } from './rules/chart-popup';

export function openChartPopup(key: CoinKey): void {
  window.open(chartPopupPath(key), chartPopupWindowName(key), CHART_POPUP_WINDOW_FEATURES);
}
