/**
 * Tradedeck's side of the chart-indicators bench: the chart as the chart-render bench mounts it
 * (src/bench-page/mount-bench-chart.ts) with BENCH_INDICATORS given to its controller as the panel gives
 * a trader's set (a set built by addIndicator, through setIndicators): the chart worker computes them over
 * the history as it opens it and re-steps the live bar of each per tick, and the model draws them in their
 * panes. The volume pane is the `volume` indicator, so the chart's own volume histogram is off
 * (appearance.showVolume), and so are its MA 15/60, which the peer does not draw.
 */
import {
  addIndicator,
  NO_INDICATORS,
  type ChartIndicators,
} from '../../../src/features/chart/rules/chart-indicators';
import { DEFAULT_APPEARANCE } from '../../../src/render/chart/chart-palette';
import { mountBenchChart } from '../../../src/bench-page/mount-bench-chart';
import type { Candle } from '../../../workers/core/chart/candle-builder';
import { BENCH_INDICATORS, BENCH_KINDS } from './indicator-set';
import type { ChartRenderBench } from './page-api';

/** BENCH_INDICATORS in their order, each added as the indicator picker adds one. */
export function benchIndicatorSet(): ChartIndicators {
  let set = NO_INDICATORS;
  for (const kind of BENCH_KINDS) {
    const added = addIndicator(set, kind, BENCH_INDICATORS[kind]);
    if (!added.ok) throw new Error(`${kind} was refused: ${JSON.stringify(added.refusal)}`);
    set = added.set;
  }
  return set;
}

export function mountChart(container: HTMLElement, history: readonly Candle[]): ChartRenderBench {
  return mountBenchChart(
    container,
    history,
    { impl: 'ours', name: 'Tradedeck chart with indicators (chart worker)', bars: history.length },
    {
      indicators: benchIndicatorSet(),
      appearance: { ...DEFAULT_APPEARANCE, showVolume: false, ma15: false, ma60: false },
    },
  );
}
