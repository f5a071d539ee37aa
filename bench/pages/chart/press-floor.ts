/**
 * Where a drawing keeps clear of the pan/zoom workload's press (bench/chart-render/chart-render-bench.ts
 * `panAndZoom`, which the chart-drawings bench runs unchanged): that workload presses at the middle of the
 * price pane, drags 180 px and lets go, zooming 6 wheel notches out and in around the same point between
 * its drags. A press there on a drawing would select and drag the drawing instead of panning, and the page
 * with drawings would no longer do what the page without them does. This module says, for the bars a
 * drawing spans, the lowest price at which it stays clear of that press in every view the workload reaches.
 *
 * The views. The chart opens on the last START_BARS bars over the plot less its right offset
 * (RIGHT_OFFSET_PX), so the bar under the press, the press column, starts about 106 bars before the last
 * (104–107 for a plot 1,100–1,280 px wide) and half the plot holds about 134 bars; 6 notches out widen that
 * to 1.1⁶ × 134 ≈ 238. Each zoom is about the press column, so it stays at the same bar; each cycle drags
 * 180 px right while zoomed out and 180 px left zoomed in, so the column moves back about 140 px of the
 * opening spacing (≈ 29 bars) a cycle and never later than where it started. The price pane fits the
 * visible bars (plotPriceScale), so the price at its middle is the fitted range's, whatever the drawings.
 *
 * The floor. For each bar c the column may stand on (from OPENING_COLUMN_BACK before the last bar back to
 * PRESS_REACH_BARS further), the highest price, over the zoom steps, that is CLEAR_PX above the pane's
 * middle; a drawing whose bars lie within MARGIN_BARS of those columns stays above the highest floor among
 * them. A drawing wholly later than the newest column (plus the margin) is never under the press.
 */
import { yToPrice } from '../../../src/render/chart/chart-layout';
import { plotPriceScale, TIME_AXIS_HEIGHT } from '../../../src/render/chart/chart-model';

/** The price pane of the bench pages' 1280×720 chart, px. */
export const PANE_HEIGHT = 720 - TIME_AXIS_HEIGHT;
/** Bars from the press column to the last bar at the opening view, rounded down (it is 104–107). */
const OPENING_COLUMN_BACK = 100;
/** How far back the press column may go: about 70 cycles of the workload (10–30 fit in its 10 s here). */
export const PRESS_REACH_BARS = 2_000;
/** Bars of room either side of a drawing's bars: its labels' widths, handles and hit tolerance, zoomed out. */
export const MARGIN_BARS = 60;
/** Px above the pane's middle a drawing's lowest shape keeps: a handle's reach (8.5) and a label below it. */
const CLEAR_PX = 48;
/** Bars in half the opening view (about 134: START_BARS × half the plot over the plot less the offset). */
const OPENING_HALF_VIEW = 135;
/** Bars either side of the press column in each zoom step: the opening view's half, then 6 notches out. */
const HALF_VIEWS = Array.from({ length: 7 }, (_, notch) => Math.ceil(OPENING_HALF_VIEW * 1.1 ** notch));

/** Range maximum or minimum over a column in O(1) after O(n log n): a sparse table. */
function sparseTable(values: ArrayLike<number>, pick: (a: number, b: number) => number) {
  const levels: Float64Array[] = [Float64Array.from(values)];
  for (let width = 2; width <= values.length; width *= 2) {
    const below = levels[levels.length - 1]!;
    const level = new Float64Array(values.length - width + 1);
    for (let i = 0; i < level.length; i += 1) level[i] = pick(below[i]!, below[i + width / 2]!);
    levels.push(level);
  }
  /** The pick over [from, to], both within the values. */
  return (from: number, to: number): number => {
    const k = Math.floor(Math.log2(to - from + 1));
    return pick(levels[k]![from]!, levels[k]![to - (1 << k) + 1]!);
  };
}

export interface PressFloor {
  /** The newest bar the press column stands on. */
  readonly column: number;
  /**
   * The lowest price a drawing over bars [from, to] (to may be Infinity: extended right; from -Infinity:
   * extended left) keeps above to stay clear of the press; -Infinity when the press never reaches it.
   */
  over(from: number, to: number): number;
  /** The highest high over bars [from, to], clamped to the history. */
  high(from: number, to: number): number;
}

export function pressFloor(high: ArrayLike<number>, low: ArrayLike<number>): PressFloor {
  const last = high.length - 1;
  const highest = sparseTable(high, Math.max);
  const lowest = sparseTable(low, Math.min);
  const column = last - OPENING_COLUMN_BACK;
  const oldest = Math.max(0, column - PRESS_REACH_BARS);
  const floors = new Float64Array(column - oldest + 1);
  for (let c = oldest; c <= column; c += 1) {
    let floor = -Infinity;
    for (const half of HALF_VIEWS) {
      const from = Math.max(0, c - half);
      const to = Math.min(last, c + half);
      // The chart's own fit, given the range's extremes as a one-bar series.
      const prices = plotPriceScale([highest(from, to)], [lowest(from, to)], 0, 0, PANE_HEIGHT, () => 1);
      floor = Math.max(floor, yToPrice(prices, PANE_HEIGHT / 2 - CLEAR_PX));
    }
    floors[c - oldest] = floor;
  }
  const floorOver = sparseTable(floors, Math.max);
  return {
    column,
    over(from, to) {
      const a = Math.max(oldest, from - MARGIN_BARS);
      const b = Math.min(column, to + MARGIN_BARS);
      return a > b ? -Infinity : floorOver(a - oldest, b - oldest);
    },
    high: (from, to) => highest(Math.max(0, from), Math.min(last, to)),
  };
}
