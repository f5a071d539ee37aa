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
   * Same time replaces the last bar, a later time appends one (lightweight-charts' series.update). Drawn
   * on a later frame, never synchronously. Accepted: every bar of finite numbers with low ≤ open, close ≤
   * high, prices > 0 and volume ≥ 0 at the last bar's time or later (our chart: on a whole minute) —
   * whatever the replaced bar held (another open, a wick pulled back, the same or less volume) and zero
   * volume included. Refused with a RangeError, the bar not taken (src/bench-page/bench-update.ts), our
   * chart's messages:
   * - an older time: `bar T is older than the last bar L`;
   * - a number not finite: `bad candle at time T: finite time, open, high, low, close and volume expected`;
   * - inverted extremes: `bad candle at time T: low ≤ open, close ≤ high expected`;
   * - a price ≤ 0: `bad candle at time T: prices must be positive`;
   * - volume < 0: `bad candle at time T: volume must not be negative`;
   * - a time off the minute: `candle time T is not a bar open time of the 1 interval`.
   * The peers refuse an older time with the same message and leave the rest to their library.
   */
  update(bar: Candle): void;
  /** The plot's price pane in page CSS px (the whole plot on a chart with no indicator panes). */
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
