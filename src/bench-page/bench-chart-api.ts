/**
 * The interface of a bench chart, `window.__bench`: what the chart bench page (/bench/chart) and bench/'s
 * chart-render page (ours and its lightweight-charts and uPlot peers) expose for benches to drive.
 */
import type { Candle } from '../../workers/core/chart/candle-builder';

/** Bars a bench chart shows at start (the newest). */
export const START_BARS = 240;

export interface PlotRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartRenderBench {
  /** Resolves in the frame after the first full frame is drawn. */
  ready: Promise<void>;
  lastBar(): Candle;
  /**
   * Same time replaces the last bar, a later time appends one (lightweight-charts' series.update); an older
   * time throws. Drawn on a later frame, never synchronously.
   */
  update(bar: Candle): void;
  /** The plot in page CSS px. */
  plotRect(): PlotRect;
  /** Bar indices at the plot's edges. */
  visibleRange(): { from: number; to: number };
  /** `peer`: lightweight-charts; `uplot`: uPlot (bench/'s chart-render page). */
  info: { impl: 'ours' | 'peer' | 'uplot'; name: string; bars: number; seed?: number };
}

/** Resolves on the animation frame after `done()` first holds. */
export function frameWhen(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const step = () => (done() ? resolve() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  });
}
