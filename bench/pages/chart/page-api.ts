/**
 * What the chart-render bench page (../chart-render.ts) and its two mounts (ours.ts, peer.ts) share: the
 * bars shown at start, the frame helper and the page's interface. A module of its own so that the mounts
 * need not import the page that imports them.
 */
import type { Candle } from '../../../workers/core/chart/candle-builder';

export const START_BARS = 240;

export interface PlotRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartRenderBench {
  /** Resolved after the first full frame. */
  ready: Promise<void>;
  lastBar(): Candle;
  /** Same time replaces the last bar, a later time appends one; drawn on the next frame. */
  update(bar: Candle): void;
  /** The plot in page CSS px. */
  plotRect(): PlotRect;
  /** Bar indices at the plot's edges. */
  visibleRange(): { from: number; to: number };
  info: { impl: 'ours' | 'peer'; name: string; bars: number };
}

/** Resolves on the animation frame after `done()` first holds. */
export function frameWhen(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const step = () => (done() ? resolve() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  });
}
