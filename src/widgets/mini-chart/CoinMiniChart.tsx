/**
 * A coin's last day as a mini chart: useMiniChartRows (candle history over TanStack Query) bound to
 * MiniChart. What a panel places to show a coin at a glance.
 */
import type { CoinKey } from '../../../contract/markets';
import { useCoinTicks } from '../../api/market-source';
import { MiniChart } from './MiniChart';
import { useMiniChartRows } from './use-mini-chart-rows';

export interface CoinMiniChartProps {
  coin: CoinKey;
  /** Names the series in the chart's accessible summary. */
  name: string;
  height?: number;
}

export function CoinMiniChart({ coin, name, height }: CoinMiniChartProps) {
  const { rows, status } = useMiniChartRows(coin);
  const ticks = useCoinTicks(coin);
  return <MiniChart rows={rows} status={status} ticks={ticks} name={name} height={height} />;
}
