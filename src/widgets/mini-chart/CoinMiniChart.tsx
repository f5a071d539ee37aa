/**
 * A coin's last day as a mini chart: useMiniChartRows (candle history over TanStack Query) bound to
 * MiniChart. What a panel places to show a coin at a glance.
 */
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import { MiniChart } from './MiniChart';
import { useMiniChartRows } from './use-mini-chart-rows';

export interface CoinMiniChartProps {
  coin: CoinKey;
  marketSymbol: MarketSymbol;
  /** Names the series in the chart's accessible summary. */
  name: string;
  height?: number;
}

export function CoinMiniChart({ coin, marketSymbol, name, height }: CoinMiniChartProps) {
  const { rows, status } = useMiniChartRows(coin);
  return <MiniChart rows={rows} status={status} marketSymbol={marketSymbol} name={name} height={height} />;
}
