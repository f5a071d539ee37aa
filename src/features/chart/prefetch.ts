/**
 * What a page whose route names its chart starts at once (the chart popup), before the chart's code has
 * loaded: its coin's listings (never the catalogue) and its opening history, in the interval and length
 * the chart will ask for. The chart then finds both on their way instead of asking after its mount.
 */
import type { CoinKey } from '../../../contract/markets';
import { getQueryClient, symbolCoinsQuery } from '../../api/query';
import { chartSettings } from './chart-settings-store';
import { openingHistoryBars } from './chart-services';
import { prefetchHistory } from './history-prefetch';
import { openingInterval } from './rules/chart-settings';

export function prefetchChart(coin: CoinKey, symbol: string): void {
  void getQueryClient().prefetchQuery(symbolCoinsQuery(symbol));
  prefetchHistory(
    coin,
    openingInterval(chartSettings, undefined),
    openingHistoryBars(chartSettings.forecastActive),
  );
}
