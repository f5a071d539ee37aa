/**
 * Compared coins on the chart (TradingView's compare): each coin's closes on the chart's own bars, and how
 * they are drawn as their change from the first bar on screen on the price pane's scale. Pure: no Pixi,
 * no DOM.
 */
import type { StudyLine } from './chart-studies';

/** A compared coin's bars as this thread holds them: open times (unix s, ascending) and closes. */
export interface CompareSource {
  time: ArrayLike<number>;
  close: ArrayLike<number>;
  length: number;
}

/** The line a compared coin is drawn with, in its colour. */
export const COMPARE_LINE_WIDTH = 2;

export function compareLine(color: number): StudyLine {
  return { style: 'line', color, width: COMPARE_LINE_WIDTH, visible: true, shift: 0 };
}

/**
 * The first index of `time` (ascending, `length` long) at or after `t` (`after`: past it); `length` when
 * none is.
 */
export function firstAtOrAfter(time: ArrayLike<number>, length: number, t: number, after = false): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (time[mid]! < t || (after && time[mid] === t)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Writes the compared coin's close at each of the chart's bars [from, length) into `into`: the close of
 * its last bar that opened at or before the chart's bar (NaN before its first). A bar the coin had no
 * trade in carries its last close, as a chart of it would; a coin listed later starts where it starts.
 */
export function alignCloses(
  into: Float64Array,
  chartTime: ArrayLike<number>,
  length: number,
  source: CompareSource,
  from: number,
): void {
  if (from >= length) return;
  const start = Math.max(0, from);
  // The coin's last bar at or before the chart's bar `start`, then walked along with the chart's bars.
  let j = firstAtOrAfter(source.time, source.length, chartTime[start]!, true) - 1;
  for (let i = start; i < length; i += 1) {
    const t = chartTime[i]!;
    while (j + 1 < source.length && source.time[j + 1]! <= t) j += 1;
    into[i] = j >= 0 ? source.close[j]! : Number.NaN;
  }
}

/**
 * How a compared coin's closes are drawn over bars [from, to]: `reference` is its first close on screen
 * and `factor` puts closes × factor on the price scale, so that its change from `reference` reads on
 * the axis as the chart's change from `base` (the chart's first close on screen) does. NaN for both when
 * nothing of it is on screen.
 */
export interface CompareScaling {
  reference: number;
  factor: number;
}

export function compareScaling(
  values: ArrayLike<number>,
  base: number,
  from: number,
  to: number,
  into: CompareScaling,
): CompareScaling {
  into.reference = Number.NaN;
  into.factor = Number.NaN;
  if (!(base > 0)) return into;
  for (let i = from; i <= to; i += 1) {
    const value = values[i]!;
    if (value > 0) {
      into.reference = value;
      into.factor = base / value;
      break;
    }
  }
  return into;
}

/** A compared close as its change from the first on screen, in percent; NaN without one. */
export function compareChange(value: number, scaling: CompareScaling): number {
  return (value / scaling.reference - 1) * 100;
}
