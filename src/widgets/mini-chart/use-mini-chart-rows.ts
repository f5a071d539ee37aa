/**
 * The mini chart's data: the coin's last day as [time, volume, price] rows, read from the candle history
 * call the chart already uses (GET /v1/candles) through TanStack Query. One day of 10-minute bars matches
 * the chart's "1d" shortcut (chart spec §2); the bar's close is the price and its volume rides in the
 * row's unshown middle element (spec §3).
 */
import { useQuery } from '@tanstack/react-query';
import { getCandles } from '../../api/client';
import type { CandleColumns, CandlesQuery } from '../../../contract';
import { getQueryClient, queryKeys } from '../../api/query';
import { intervalSeconds } from '../../../contract/intervals';
import type { CoinKey } from '../../../contract/markets';
import type { MiniChartRow } from './mini-chart-rules';

export const MINI_CHART_INTERVAL = '10';
/** One KST day of 10-minute bars. */
export const MINI_CHART_BARS = 86_400 / intervalSeconds(MINI_CHART_INTERVAL);

export type MiniChartStatus = 'loading' | 'error' | 'ready';

export interface MiniChartRows {
  rows: readonly MiniChartRow[];
  status: MiniChartStatus;
}

const NO_ROWS: readonly MiniChartRow[] = [];

/** Candle columns → [open time, volume, close] rows. */
export function candleRows(columns: CandleColumns): MiniChartRow[] {
  return columns.time.map((time, i) => [time, columns.volume[i], columns.close[i] ?? Number.NaN] as const);
}

export function miniChartQuery(coin: CoinKey): CandlesQuery {
  return { key: coin, interval: MINI_CHART_INTERVAL, limit: MINI_CHART_BARS };
}

export function useMiniChartRows(coin: CoinKey): MiniChartRows {
  const query = miniChartQuery(coin);
  const result = useQuery(
    {
      queryKey: queryKeys.candles(query),
      queryFn: ({ signal }) => getCandles(query, { signal }),
      select: candleRows,
      // A glance widget: it says itself that it failed, the shell's error dialogs are for the page.
      meta: { silent: true },
      // A new bar every 10 minutes: fetching more often would show nothing new.
      staleTime: intervalSeconds(MINI_CHART_INTERVAL) * 1000,
      refetchInterval: intervalSeconds(MINI_CHART_INTERVAL) * 1000,
    },
    getQueryClient(),
  );
  if (result.isPending) return { rows: NO_ROWS, status: 'loading' };
  if (result.isError) return { rows: NO_ROWS, status: 'error' };
  return { rows: result.data, status: 'ready' };
}
