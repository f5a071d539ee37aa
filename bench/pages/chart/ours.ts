/**
 * Tradedeck's side of the chart-render bench: the app's chart as the product's chart bench page mounts it
 * (src/bench-page/mount-bench-chart.ts), on the page's history.
 */
import { mountBenchChart } from '../../../src/bench-page/mount-bench-chart';
import type { Candle } from '../../../workers/core/chart/candle-builder';
import type { ChartRenderBench } from './page-api';

export function mountChart(container: HTMLElement, history: readonly Candle[]): ChartRenderBench {
  return mountBenchChart(container, history, {
    impl: 'ours',
    name: 'Tradedeck ChartScene (Pixi, shared renderer)',
    bars: history.length,
  });
}
