/**
 * The chart's own popup window (chart spec §2 "Chart panel (also usable as popup or full screen)"): its
 * route, its address for a coin, and how the toolbar's Pop out button opens it.
 */
import type { CoinKey } from '../../../../workers/core/markets';

/** The popup route; without a coin it goes on to the default coin, as the trade order page does. */
export const CHART_POPUP_ROUTE = '/trade/chart/:coin?';

/** The popup of a coin (its canonical SYMBOL-MARKET key). */
export function chartPopupPath(key: CoinKey): string {
  return `/trade/chart/${key}`;
}

/**
 * One named window per coin: pressing Pop out again loads the coin's open popup anew instead of opening
 * another; two coins get two windows.
 */
export function chartPopupWindowName(key: CoinKey): string {
  return `tradedeck-chart-${key}`;
}

/** A chart-sized popup window, not a tab. */
export const CHART_POPUP_WINDOW_FEATURES = 'popup=yes,width=960,height=640';
