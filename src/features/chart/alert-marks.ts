/**
 * Where the coin's alerts fired, on the chart (GET API.alertFirings?key=): a small bell on the time axis
 * under the bar that holds each firing's time. The panel renders the bells as buttons with the alert's
 * description for their name and tooltip ([data-alert-mark="i"], ChartSurface.tsx); each frame that moved
 * the view (level Light or above) this places them — written on change only, hidden off the plot or before
 * the first bar loaded.
 */
import { firstAtOrAfter, indexToX, type TimeScale } from '../../render/chart/chart-layout';

/** What the placement reads of the chart: the bars' open times (unix seconds) and the time scale. */
export interface MarkView {
  time: ArrayLike<number>;
  length: number;
  scale: TimeScale;
  plotWidth: number;
}

/** The bar holding `atMs` (the last that opened at or before it); -1 before the first bar. */
export function barOfMoment(time: ArrayLike<number>, length: number, atMs: number): number {
  return firstAtOrAfter(time, length, Math.floor(atMs / 1000) + 1) - 1;
}

/** A bell's x on the plot (px), or null when its bar is not on the plot. */
export function markX(view: MarkView, atMs: number): number | null {
  const bar = barOfMoment(view.time, view.length, atMs);
  if (bar < 0) return null;
  const x = indexToX(view.scale, bar);
  return x >= 0 && x <= view.plotWidth ? x : null;
}

export class ChartAlertMarks {
  /** The firings' moments (ms), in the order of their bells. */
  private moments: readonly number[] = [];

  constructor(private readonly root: HTMLElement) {}

  set(moments: readonly number[]): void {
    this.moments = moments;
  }

  /** Places each bell at its bar (style.left) or hides it. */
  write(view: MarkView): void {
    if (this.moments.length === 0) return;
    for (const bell of this.root.querySelectorAll<HTMLElement>('[data-alert-mark]')) {
      const at = this.moments[Number(bell.dataset.alertMark)];
      const x = at === undefined ? null : markX(view, at);
      const left = x === null ? '' : `${Math.round(x)}px`;
      if (bell.style.left !== left) bell.style.left = left;
      if (bell.hidden !== (x === null)) bell.hidden = x === null;
    }
  }
}
