/**
 * The mini chart's pure rules (chart spec §2 "Mini chart widget", §3 "rows of [time, ?, price]", §9 "x-axis
 * tick count width/80 or 5; tooltip shows time and price; a unit price widens a flat range"). No DOM:
 * MiniChart.tsx binds these to an SVG and the unit tests call them with tables.
 *
 * How the spec's terse lines are read here:
 * - Rows are [time, ?, price]: time in unix seconds (as the candle contract), the middle element is carried
 *   but never shown (the live panel puts the bar's volume there), price a finite number ≥ 0.
 * - Bad rows are skipped and counted, never fatal: one broken row must not blank a glance widget, and the
 *   count lets the caller notice bad data. Only input that is not an array at all is an error
 *   (MiniChartDataError). Rows come back sorted by time; of rows sharing a time the last one wins and the
 *   others count as skipped.
 * - Tick count: floor(width / 80) once the width is known (at least 1), else 5. Like d3's
 *   `ticks(width / 80)` it is a budget, not an exact number: ticks sit on the finest "nice" KST-aligned step
 *   (10 min … 1 day …) that keeps them within it, so labels read 09:00, 12:00 rather than 09:47.
 * - Flat range: when every price is the same, the y domain is the price ± the coin's unit price (its tick
 *   size on its market), so the line sits mid-height instead of on an edge. Without a unit price the
 *   fallback is 0.1 % of the price (1 for a price of 0): a step small enough to keep the line visibly flat.
 * - Times are shown in KST, the exchange's clock, with the chart's own label rules (chart-layout.ts).
 */
import { cursorTimeLabel, FIXED_STEPS, timeLabel } from '../../render/chart/chart-layout';
import { KST_OFFSET_SECONDS } from '../../../contract/intervals';

/** One row of mini chart data as the spec gives it. */
export type MiniChartRow = readonly [time: number, hidden: unknown, price: number];

export interface MiniChartPoint {
  /** Unix seconds. */
  time: number;
  price: number;
}

export interface ParsedRows {
  points: MiniChartPoint[];
  /** Rows dropped: malformed, or an earlier row of a time given twice. */
  skipped: number;
}

export class MiniChartDataError extends Error {
  override readonly name = 'MiniChartDataError';
}

/** Spec §9: one tick per 80 px of width. */
export const PX_PER_TICK = 80;
/** Spec §9: the tick count while the width is unknown. */
export const DEFAULT_TICK_COUNT = 5;
/** Flat range without a unit price: this fraction of the price either side. */
export const FALLBACK_UNIT_FRACTION = 0.001;

function readRow(row: unknown): MiniChartPoint | null {
  if (!Array.isArray(row) || row.length < 3) return null;
  const [time, , price] = row as unknown[];
  if (typeof time !== 'number' || !Number.isFinite(time) || time <= 0) return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  return { time, price };
}

/** Rows → points sorted by time; bad rows are skipped and counted. Throws only for a non-array. */
export function parseMiniChartRows(rows: unknown): ParsedRows {
  if (!Array.isArray(rows))
    throw new MiniChartDataError('mini chart rows must be an array of [time, ?, price]');
  const byTime = new Map<number, MiniChartPoint>();
  let skipped = 0;
  for (const row of rows as unknown[]) {
    const point = readRow(row);
    if (point === null || byTime.has(point.time)) skipped += 1;
    if (point !== null) byTime.set(point.time, point);
  }
  const points = [...byTime.values()].sort((a, b) => a.time - b.time);
  return { points, skipped };
}

/** The most x-axis ticks for a chart `width` px wide (undefined or not positive: not measured yet). */
export function tickCount(width: number | undefined): number {
  if (width === undefined || !Number.isFinite(width) || width <= 0) return DEFAULT_TICK_COUNT;
  return Math.max(1, Math.floor(width / PX_PER_TICK));
}

export interface TimeTick {
  time: number;
  label: string;
}

/** Multiples of `step` (counted from KST midnight of the epoch) within [from, to]. */
function alignedTimes(from: number, to: number, step: number): number[] {
  const first = Math.ceil((from + KST_OFFSET_SECONDS) / step) * step - KST_OFFSET_SECONDS;
  const times: number[] = [];
  for (let time = first; time <= to; time += step) times.push(time);
  return times;
}

/**
 * X-axis ticks over [from, to] (unix seconds): at most `count`, on the finest nice KST step that fits,
 * labelled "HH:mm" with "MM-DD" where the day changes. A zero span gets one tick at its time.
 */
export function timeTicks(from: number, to: number, count: number): TimeTick[] {
  if (!(to >= from) || count < 1) return [];
  // A zero span is labelled at the finest step (its time of day); a span too long for every step keeps
  // every k-th tick of the longest one.
  let times: number[] = [from];
  let step = FIXED_STEPS[0]!;
  if (to > from) {
    const fitting = FIXED_STEPS.find((candidate) => alignedTimes(from, to, candidate).length <= count);
    step = fitting ?? FIXED_STEPS[FIXED_STEPS.length - 1]!;
    const aligned = alignedTimes(from, to, step);
    const every = Math.ceil(aligned.length / count);
    times = aligned.filter((_, index) => index % every === 0);
  }
  const timeStep = { kind: 'seconds', seconds: step } as const;
  return times.map((time, index) => ({
    time,
    label: timeLabel(time, index === 0 ? Number.NaN : times[index - 1]!, timeStep),
  }));
}

/** The tooltip's time: date and minute in KST ("2026-11-21 14:30"). */
export function tooltipTime(time: number): string {
  // At a one-minute interval the cursor label shows the date and the minute.
  return cursorTimeLabel(time, 60);
}

export interface SeriesSummary {
  first: MiniChartPoint;
  last: MiniChartPoint;
  low: number;
  high: number;
  /** Last against first: the colour of the line (rising red, falling blue, the Korean convention). */
  direction: 'up' | 'down' | 'flat';
}

/** What the accessible name tells of a series; null when there are no points. */
export function seriesSummary(points: readonly MiniChartPoint[]): SeriesSummary | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  let low = first.price;
  let high = first.price;
  for (const { price } of points) {
    if (price < low) low = price;
    if (price > high) high = price;
  }
  const direction = last.price > first.price ? 'up' : last.price < first.price ? 'down' : 'flat';
  return { first, last, low, high, direction };
}

export interface PriceDomain {
  low: number;
  high: number;
  /** True when the series was flat and the domain was widened around it. */
  widened: boolean;
}

/** The unit price used when none is known: 0.1 % of the price, or 1 at a price of 0. */
export function fallbackUnitPrice(price: number): number {
  return price === 0 ? 1 : Math.abs(price) * FALLBACK_UNIT_FRACTION;
}

/**
 * The y domain: the lowest and highest price, or for a flat series the price ± `unitPrice` (falling back
 * to fallbackUnitPrice when it is missing or not positive). Null when there are no points.
 */
export function priceDomain(points: readonly MiniChartPoint[], unitPrice?: number): PriceDomain | null {
  if (points.length === 0) return null;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const { price } of points) {
    if (price < low) low = price;
    if (price > high) high = price;
  }
  if (high > low) return { low, high, widened: false };
  const unit =
    unitPrice !== undefined && Number.isFinite(unitPrice) && unitPrice > 0
      ? unitPrice
      : fallbackUnitPrice(low);
  return { low: low - unit, high: high + unit, widened: true };
}

export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Pixel {
  x: number;
  y: number;
}

/**
 * Maps times and prices into a plot area (the domain from priceDomain, so high > low); a single point sits
 * at the horizontal centre.
 */
export function pointScale(points: readonly MiniChartPoint[], domain: PriceDomain, area: PlotArea) {
  const from = points[0]?.time ?? 0;
  const to = points[points.length - 1]?.time ?? from;
  const span = to - from;
  const priceSpan = domain.high - domain.low;
  const x = (time: number) =>
    span > 0 ? area.left + ((time - from) / span) * area.width : area.left + area.width / 2;
  // No zero-height fallback here: priceDomain widens a flat series, so a flat line sits mid-height because
  // of the unit price, not because of a special case.
  const y = (price: number) => area.top + ((domain.high - price) / priceSpan) * area.height;
  return { x, y };
}

/** The pixel of every point. */
export function pointPixels(points: readonly MiniChartPoint[], domain: PriceDomain, area: PlotArea): Pixel[] {
  const scale = pointScale(points, domain, area);
  return points.map((point) => ({ x: scale.x(point.time), y: scale.y(point.price) }));
}

/** SVG path data of the line through `pixels` ("" for none). */
export function linePath(pixels: readonly Pixel[]): string {
  return pixels.map((p, i) => `${i === 0 ? 'M' : 'L'}${round2(p.x)},${round2(p.y)}`).join('');
}

/** SVG path data of the area under the line down to `baseline` ("" for none). */
export function areaPath(pixels: readonly Pixel[], baseline: number): string {
  if (pixels.length === 0) return '';
  const first = pixels[0]!;
  const last = pixels[pixels.length - 1]!;
  return `${linePath(pixels)}L${round2(last.x)},${round2(baseline)}L${round2(first.x)},${round2(baseline)}Z`;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Index of the pixel nearest to pointer `x` (pixels sorted by x); -1 when there are none. */
export function nearestIndex(pixels: readonly Pixel[], x: number): number {
  if (pixels.length === 0) return -1;
  let lo = 0;
  let hi = pixels.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pixels[mid]!.x < x) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && x - pixels[lo - 1]!.x <= pixels[lo]!.x - x) return lo - 1;
  return lo;
}

export type PointKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export function isPointKey(key: string): key is PointKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End';
}

/**
 * The point a key moves the keyboard focus to among `length` points: arrows by one (starting from the
 * last point when none is focused, as the newest price is what a reader wants first), Home/End to the ends.
 */
export function movePoint(current: number, key: PointKey, length: number): number {
  if (length === 0) return -1;
  const last = length - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (current < 0 || current > last) return last;
  return key === 'ArrowLeft' ? Math.max(0, current - 1) : Math.min(last, current + 1);
}
