/**
 * The chart's own popup window (chart spec §2 "Chart panel (also usable as popup or full screen)"): its
 * window name and size (its route and address are app paths: src/lib/paths.ts).
 */
import type { CoinKey } from '../../../../contract/markets';

/**
 * One named window per coin: pressing Pop out again loads the coin's open popup anew instead of opening
 * another; two coins get two windows.
 */
export function chartPopupWindowName(key: CoinKey): string {
  return `tradedeck-chart-${key}`;
}

/** A chart-sized popup window, not a tab. */
export const CHART_POPUP_WINDOW_FEATURES = 'popup=yes,width=960,height=640';
