/**
 * What a page whose route names its chart starts at once (the chart popup), before the chart's code has
 * loaded: its coin's listings (never the catalogue), its opening history, in the interval and length the
 * chart will ask for, and, once the chart's code is in, the renderer and the chart worker (warm-start.ts).
 * The chart then finds them on their way or ready instead of starting them after its mount.
 */
import type { CoinKey } from '../../../contract/markets';
import { getQueryClient, symbolCoinsQuery } from '../../api/query';
import { chartSettings } from './chart-settings-store';
import { prefetchHistory } from './history-prefetch';
import { openingHistoryBars } from './rules/chart-opening';
import { openingInterval } from './rules/chart-settings';

export function prefetchChart(coin: CoinKey, symbol: string): void {
  void getQueryClient().prefetchQuery(symbolCoinsQuery(symbol));
  startChartEarly();
  prefetchHistory(
    coin,
    openingInterval(chartSettings, undefined),
    openingHistoryBars(chartSettings.forecastActive),
  );
}

/**
 * Starts the renderer and the chart worker as soon as the chart's code is in (warm-start.ts), for a page
 * that will draw a chart: the popup, and the trade page, whose layout nearly always holds one.
 */
export function startChartEarly(): void {
  void import('./warm-start').then(({ warmStartChart }) => warmStartChart());
}
