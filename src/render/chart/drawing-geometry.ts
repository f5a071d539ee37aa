/**
 * Where a drawing's anchors stand on the plot and back, and the plane geometry its tools are drawn and
 * hit-tested with: pure functions of the bars' times and the scales, with no Pixi and no DOM.
 *
 * An anchor is a time and a price (contract/drawings.ts), never a bar index or a pixel, so that a drawing
 * stays where it belongs at every interval, after older bars are paged in and on every price scale (log and
 * inverted included): its x is found from the bars' open times, its y from the price scale, each time it is
 * drawn. A time at a bar's open time stands at that bar's centre; a time between two bars stands between
 * their centres in proportion (which is a fraction of the interval where no bar is missing); a time before
 * the first bar or after the last is placed by the interval's seconds, one bar's spacing per interval.
 */
import type { DrawingAnchor } from '../../../contract/drawings';
import {
  barAt,
  firstAtOrAfter,
  indexToX,
  priceToY,
  xToIndex,
  yToPrice,
  type PriceScale,
  type TimeScale,
} from './chart-layout';

/** A point of the plot, px from its top left corner. */
export interface PlotPoint {
  x: number;
  y: number;
}

/** What places a drawing on the plot: the bars' open times, the scales and the price pane's size. */
export interface DrawingView {
  /** Ascending open times of bars [0, length), unix seconds. */
  time: ArrayLike<number>;
  length: number;
  /** The chart's interval, seconds: what places a time beyond the bars. */
  intervalSec: number;
  scale: TimeScale;
  /** The price pane's scale. */
  prices: PriceScale;
  /** The price pane's plot, px: drawings are drawn and hit within x ∈ [0, width], y ∈ [0, height]. */
  width: number;
  height: number;
}

/**
 * The bar index (fractional) time `at` stands at: a bar's own index at its open time, in proportion between
 * two bars, by the interval's seconds before the first bar and after the last. NaN without bars.
 */
export function timeToIndex(
  time: ArrayLike<number>,
  length: number,
  intervalSec: number,
  at: number,
): number {
  if (length === 0) return Number.NaN;
  const last = length - 1;
  if (at <= time[0]!) return (at - time[0]!) / intervalSec;
  if (at >= time[last]!) return last + (at - time[last]!) / intervalSec;
  const next = firstAtOrAfter(time, length, at);
  const before = time[next - 1]!;
  return next - 1 + (at - before) / (time[next]! - before);
}

/** The time bar index `index` (fractional) stands for: timeToIndex's inverse. NaN without bars. */
export function indexToTime(
  time: ArrayLike<number>,
  length: number,
  intervalSec: number,
  index: number,
): number {
  if (length === 0) return Number.NaN;
  const last = length - 1;
  if (index <= 0) return time[0]! + index * intervalSec;
  if (index >= last) return time[last]! + (index - last) * intervalSec;
  const bar = Math.floor(index);
  return time[bar]! + (index - bar) * (time[bar + 1]! - time[bar]!);
}

export function timeToX(view: DrawingView, time: number): number {
  return indexToX(view.scale, timeToIndex(view.time, view.length, view.intervalSec, time));
}

export function xToTime(view: DrawingView, x: number): number {
  return indexToTime(view.time, view.length, view.intervalSec, xToIndex(view.scale, x));
}

/** Where `anchor` stands on the plot (NaN without bars). */
export function anchorPoint(view: DrawingView, anchor: DrawingAnchor): PlotPoint {
  return { x: timeToX(view, anchor.time), y: priceToY(view.prices, anchor.price) };
}

/** The anchor at plot point (x, y): anchorPoint's inverse. */
export function pointAnchor(view: DrawingView, x: number, y: number): DrawingAnchor {
  return { time: xToTime(view, x), price: yToPrice(view.prices, y) };
}

/** A straight piece of a drawing, px of the plot. */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/**
 * The part of the line through A and B, P(t) = A + t (B − A) for t in [from, to] (−∞ and ∞ for a line
 * extended beyond an end), that lies in the plot (Liang–Barsky); null when none does or A is B.
 */
export function clipLine(
  view: DrawingView,
  a: PlotPoint,
  b: PlotPoint,
  from: number,
  to: number,
): Segment | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (!Number.isFinite(dx) || !Number.isFinite(dy) || (dx === 0 && dy === 0)) return null;
  let low = from;
  let high = to;
  // Each edge keeps the side of it where the plot is: p t ≤ q.
  const edges: readonly (readonly [number, number])[] = [
    [-dx, a.x],
    [dx, view.width - a.x],
    [-dy, a.y],
    [dy, view.height - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) low = Math.max(low, t);
    else high = Math.min(high, t);
  }
  if (!(low <= high)) return null;
  return { x1: a.x + low * dx, y1: a.y + low * dy, x2: a.x + high * dx, y2: a.y + high * dy };
}

/** The distance from (x, y) to the segment, px. */
export function segmentDistance(x: number, y: number, segment: Segment): number {
  const dx = segment.x2 - segment.x1;
  const dy = segment.y2 - segment.y1;
  const squared = dx * dx + dy * dy;
  const t = squared === 0 ? 0 : ((x - segment.x1) * dx + (y - segment.y1) * dy) / squared;
  const along = Math.max(0, Math.min(1, t));
  return Math.hypot(x - segment.x1 - along * dx, y - segment.y1 - along * dy);
}

/** How anchors snap to the bars' prices: not at all, within MAGNET_WEAK_PX, or always (TradingView's magnet). */
export const MAGNET_MODES = ['off', 'weak', 'strong'] as const;
export type MagnetMode = (typeof MAGNET_MODES)[number];

/** The weak magnet snaps a point within this many px (vertically) of a price of the bar under it. */
export const MAGNET_WEAK_PX = 10;

/** The bars' four prices (the series', or Heikin Ashi's on such a chart: what is drawn). */
export interface BarPrices {
  open: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
  close: ArrayLike<number>;
}

/**
 * The anchor a pointer at plot point (x, y) places, with the magnet in `mode`: the point itself, or the
 * open, high, low or close of the bar under it nearest to y on screen, at that bar's open time — always
 * with the strong magnet, within MAGNET_WEAK_PX with the weak one. Where no bar is under the point (before
 * the first, after the last) the magnet has nothing to snap to.
 */
export function magnetAnchor(
  view: DrawingView,
  bars: BarPrices,
  x: number,
  y: number,
  mode: MagnetMode,
): DrawingAnchor {
  const bar = mode === 'off' ? -1 : barAt(view.scale, x);
  if (bar < 0 || bar >= view.length) return pointAnchor(view, x, y);
  let price = Number.NaN;
  let distance = Infinity;
  for (const column of [bars.open, bars.high, bars.low, bars.close]) {
    const away = Math.abs(priceToY(view.prices, column[bar]!) - y);
    if (away < distance) {
      distance = away;
      price = column[bar]!;
    }
  }
  if (mode === 'weak' && distance > MAGNET_WEAK_PX) return pointAnchor(view, x, y);
  return { time: view.time[bar]!, price };
}

/**
 * Shift held while placing a point from `from` (a line's other end): the direction snapped to the nearest
 * multiple of 45° on screen, the point moved square onto it — a horizontal or vertical line keeps `from`'s
 * y or x exactly.
 */
export function constrainAngle(from: PlotPoint, to: PlotPoint): PlotPoint {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return { x: to.x, y: to.y };
  const step = Math.PI / 4;
  const octant = Math.round(Math.atan2(dy, dx) / step);
  // Exact for the axes: cos and sin of multiples of 90° carry rounding errors.
  if (octant % 4 === 0) return { x: to.x, y: from.y };
  if (octant % 2 === 0) return { x: from.x, y: to.y };
  const ux = Math.sign(Math.cos(octant * step)) * Math.SQRT1_2;
  const uy = Math.sign(Math.sin(octant * step)) * Math.SQRT1_2;
  const along = dx * ux + dy * uy;
  return { x: from.x + along * ux, y: from.y + along * uy };
}

/** Shift held while moving a whole drawing by (dx, dy) px: along the axis it moved further on, only. */
export function constrainMove(dx: number, dy: number): PlotPoint {
  return Math.abs(dx) >= Math.abs(dy) ? { x: dx, y: 0 } : { x: 0, y: dy };
}

/**
 * The anchors of a drawing moved by (dx, dy) px on screen: each anchor's point moved, read back as a time
 * and a price, so that the drawing keeps its shape on screen on every scale (a log one included).
 */
export function movedAnchors(
  view: DrawingView,
  anchors: readonly DrawingAnchor[],
  dx: number,
  dy: number,
): DrawingAnchor[] {
  return anchors.map((anchor) => {
    const point = anchorPoint(view, anchor);
    return pointAnchor(view, point.x + dx, point.y + dy);
  });
}
