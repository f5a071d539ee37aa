/**
 * The peer of the chart-render bench: lightweight-charts v5 drawing the same candles, MA 15/60 and a
 * volume histogram with its MA 20 (computed here, on the main thread: the library has no indicators).
 */
import type { Candle } from '../../../workers/core/chart/candle-builder';
import { mountPeerChart } from '../../peer-chart';
import { frameWhen, START_BARS, type ChartRenderBench } from './page-api';

const WIDTH = 1280;
const HEIGHT = 720;

export function mountChart(container: HTMLElement, history: readonly Candle[]): ChartRenderBench {
  const peer = mountPeerChart(container, history, START_BARS, { width: WIDTH, height: HEIGHT });
  const { chart } = peer;
  return {
    // lightweight-charts paints in the animation frame after a change: the second frame follows a painted one.
    ready: frameWhen(() => true).then(() => frameWhen(() => true)),
    lastBar: () => peer.lastBar(),
    update: (bar) => peer.update(bar),
    plotRect: () => {
      const size = chart.paneSize();
      return { x: 0, y: 0, width: size.width, height: size.height };
    },
    visibleRange: () => {
      const range = chart.timeScale().getVisibleLogicalRange();
      return range ? { from: Math.ceil(range.from), to: Math.floor(range.to) } : { from: 0, to: -1 };
    },
    info: { impl: 'peer', name: 'lightweight-charts v5 (canvas 2D)', bars: history.length },
  };
}
