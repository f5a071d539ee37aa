/**
 * The mini chart widget's door: a coin's last day at a glance (CoinMiniChart, which panels embed), and
 * the bare chart over rows the caller gives.
 */
export { CoinMiniChart, type CoinMiniChartProps } from './CoinMiniChart';
export { MiniChart, type MiniChartProps } from './MiniChart';
export type { MiniChartRow } from './mini-chart-rules';
