/**
 * The chart's pure layout math: price ↔ y, bar index ↔ x, bar spacing, the visible range, zooming around
 * a point, axis tick steps and KST time labels. No Pixi, no DOM: the scene and the tests both call these.
 *
 * The time scale follows lightweight-charts: bars sit `barSpacing` px apart and the last bar's centre is
 * `rightOffset` px left of the plot's right edge (negative when the user scrolled back past it).
 */
import { KST_OFFSET_SECONDS } from '../../../contract/intervals';

/** Chart §9: the bar-spacing right offset, in px. */
export const RIGHT_OFFSET_PX = 128;
export const DEFAULT_BAR_SPACING = 6;
export const MIN_BAR_SPACING = 0.5;
export const MAX_BAR_SPACING = 50;

export interface TimeScale {
  /** Plot width in px. */
  width: number;
  /** Px between two bar centres. */
  barSpacing: number;
  /** Px from the last bar's centre to the right edge of the plot. */
  rightOffset: number;
  /** Index of the last bar (length - 1). */
  lastIndex: number;
}

/** The x of bar `index` (may be fractional). */
export function indexToX(scale: TimeScale, index: number): number {
  return scale.width - scale.rightOffset - (scale.lastIndex - index) * scale.barSpacing;
}

/** The bar index (fractional) at `x`. */
export function xToIndex(scale: TimeScale, x: number): number {
  return scale.lastIndex - (scale.width - scale.rightOffset - x) / scale.barSpacing;
}

/** The nearest bar at `x`, or -1 when there is none there (before the first, after the last). */
export function barAt(scale: TimeScale, x: number): number {
  const index = Math.round(xToIndex(scale, x));
  return index < 0 || index > scale.lastIndex ? -1 : index;
}

/** Bars [from, to] (inclusive) that are at least partly on screen; empty (from > to) when none is. */
export function visibleRange(scale: TimeScale): { from: number; to: number } {
  const { from, to } = screenRange(scale);
  return { from: Math.max(0, from), to: Math.min(scale.lastIndex, to) };
}

/**
 * The places of bars [from, to] at least partly on screen, past the series' ends too: a line drawn ahead
 * of its bars (Ichimoku's cloud) shows in the room right of the last bar.
 */
export function screenRange(scale: TimeScale): { from: number; to: number } {
  const half = scale.barSpacing / 2;
  return {
    from: Math.ceil(xToIndex(scale, -half)),
    to: Math.floor(xToIndex(scale, scale.width + half)),
  };
}

/** A bar spacing within the zoom's bounds. */
export function clampSpacing(spacing: number): number {
  return Math.min(MAX_BAR_SPACING, Math.max(MIN_BAR_SPACING, spacing));
}

/**
 * Keeps at least `minBars` bars on screen: the last bar may not leave through the left edge and the first
 * bar may not leave through the right edge.
 */
export function clampRightOffset(scale: TimeScale, rightOffset: number, minBars = 2): number {
  const keep = Math.min(minBars, scale.lastIndex + 1) * scale.barSpacing;
  // Last bar at x ≥ keep: rightOffset ≤ width - keep.
  const max = scale.width - keep;
  // First bar at x ≤ width - keep: rightOffset ≥ keep - lastIndex * spacing.
  const min = keep - scale.lastIndex * scale.barSpacing;
  return Math.min(max, Math.max(Math.min(min, max), rightOffset));
}

/** Scrolled by `dx` px (a drag to the right shows older bars). */
export function pan(scale: TimeScale, dx: number): TimeScale {
  return { ...scale, rightOffset: clampRightOffset(scale, scale.rightOffset - dx) };
}

/** Zoomed by `factor` (> 1 widens the bars) keeping the point under `x` where it is. */
export function zoomAround(scale: TimeScale, x: number, factor: number): TimeScale {
  const anchor = xToIndex(scale, x);
  const barSpacing = clampSpacing(scale.barSpacing * factor);
  const next = { ...scale, barSpacing };
  const rightOffset = scale.width - x - (scale.lastIndex - anchor) * barSpacing;
  return { ...next, rightOffset: clampRightOffset(next, rightOffset) };
}

/** The view the chart starts with (and R, Home, a double click go back to). */
export function resetScale(width: number, lastIndex: number): TimeScale {
  return {
    width,
    lastIndex,
    barSpacing: DEFAULT_BAR_SPACING,
    rightOffset: Math.min(RIGHT_OFFSET_PX, width / 2),
  };
}

/** Home: the oldest bars, at the left edge. */
export function scrollToFirst(scale: TimeScale): TimeScale {
  const rightOffset = scale.width - scale.barSpacing / 2 - scale.lastIndex * scale.barSpacing;
  return { ...scale, rightOffset: clampRightOffset(scale, rightOffset) };
}

/** End: the newest bar at the default right offset, the zoom kept. */
export function scrollToLatest(scale: TimeScale): TimeScale {
  return { ...scale, rightOffset: Math.min(RIGHT_OFFSET_PX, scale.width / 2) };
}

/** True when the last bar is on screen: live bars then move the view along. */
export function followsLive(scale: TimeScale): boolean {
  return scale.rightOffset > -scale.barSpacing / 2;
}

/**
 * The scale after the series grew from `lastIndex + 1` bars to `length`: a view that follows live data
 * keeps its right offset (the new bar comes into view), a scrolled-back view keeps its bars in place.
 */
export function withLength(scale: TimeScale, length: number): TimeScale {
  const lastIndex = Math.max(0, length - 1);
  const added = lastIndex - scale.lastIndex;
  if (added === 0) return scale;
  const rightOffset = followsLive(scale) ? scale.rightOffset : scale.rightOffset - added * scale.barSpacing;
  return { ...scale, lastIndex, rightOffset };
}

/**
 * What a view holds on to while its bars are loaded anew (a refill after trades were lost: the indices
 * may all move): its zoom, and either its offset behind the newest bar (a view that follows live data) or
 * the newest bar in view, by its time, and where it was drawn (a scrolled-back one).
 */
export interface ViewAnchor {
  barSpacing: number;
  rightOffset: number;
  follows: boolean;
  /** Open time of the newest bar in view (NaN with no bars), and its x. */
  time: number;
  x: number;
}

export function viewAnchor(scale: TimeScale, time: ArrayLike<number>): ViewAnchor {
  const index = Math.max(0, Math.min(scale.lastIndex, visibleRange(scale).to));
  return {
    barSpacing: scale.barSpacing,
    rightOffset: scale.rightOffset,
    follows: followsLive(scale),
    time: time[index] ?? Number.NaN,
    x: indexToX(scale, index),
  };
}

/** The first of `length` ascending times that is at least `at` (`length` when none is). */
export function firstAtOrAfter(time: ArrayLike<number>, length: number, at: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (time[middle]! < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The last of `length` ascending times that is at most `at` (-1 when none is). */
export function lastAtOrBefore(time: ArrayLike<number>, length: number, at: number): number {
  const after = firstAtOrAfter(time, length, at);
  return after < length && time[after] === at ? after : after - 1;
}

/**
 * The bar of `length` ascending open times, each `intervalSec` long, that contains moment `at` (s): the
 * last opening at or before it, if `at` is before its close; -1 before the first bar or after the last
 * one's close (a linked chart's crosshair at a time outside this chart's data shows nothing).
 */
export function barContaining(
  time: ArrayLike<number>,
  length: number,
  intervalSec: number,
  at: number,
): number {
  if (length === 0 || !Number.isFinite(at)) return -1;
  const index = lastAtOrBefore(time, length, at);
  if (index < 0) return -1;
  return index < length - 1 || at < time[index]! + intervalSec ? index : -1;
}

/**
 * The scale over `length` bars loaded anew that shows what `anchor` held: the same zoom; the same offset
 * behind the newest bar when it followed live data (bars that came meanwhile come into view), else its
 * anchor bar (or the next one after its time) where it was drawn.
 */
export function anchoredScale(
  anchor: ViewAnchor,
  width: number,
  time: ArrayLike<number>,
  length: number,
): TimeScale {
  const scale = { width, lastIndex: Math.max(0, length - 1), barSpacing: anchor.barSpacing, rightOffset: 0 };
  let rightOffset = anchor.rightOffset;
  if (!anchor.follows && Number.isFinite(anchor.time)) {
    const index = firstAtOrAfter(time, length, anchor.time);
    rightOffset = width - anchor.x - (scale.lastIndex - index) * anchor.barSpacing;
  }
  return { ...scale, rightOffset: clampRightOffset(scale, rightOffset) };
}

// ---------------------------------------------------------------------------------------------------
// Price scale
// ---------------------------------------------------------------------------------------------------

export interface PriceScale {
  /** Price at the top and at the bottom of [top, top + height] (the other way round when inverted). */
  max: number;
  min: number;
  top: number;
  height: number;
  /** Prices placed by their logarithm: equal ratios are equal distances (min must be above 0). */
  log?: boolean;
  /** Upside down: the lowest price at the top. */
  inverted?: boolean;
}

/** Where a price sits on the scale's axis: itself, or its logarithm on a log scale. */
function axisValue(scale: PriceScale, price: number): number {
  return scale.log ? Math.log(price) : price;
}

export function priceToY(scale: PriceScale, price: number): number {
  const high = axisValue(scale, scale.max);
  const span = high - axisValue(scale, scale.min);
  if (!(span > 0)) return scale.top + scale.height / 2;
  const fromTop = (high - axisValue(scale, price)) / span;
  return scale.top + (scale.inverted ? 1 - fromTop : fromTop) * scale.height;
}

export function yToPrice(scale: PriceScale, y: number): number {
  const high = axisValue(scale, scale.max);
  const span = high - axisValue(scale, scale.min);
  if (!(span > 0)) return scale.max;
  const fromTop = (y - scale.top) / scale.height;
  const value = high - (scale.inverted ? 1 - fromTop : fromTop) * span;
  return scale.log ? Math.exp(value) : value;
}

/**
 * The scale stretched about its middle by `factor` (TradingView's drag on the price axis): above 1 the
 * prices spread apart (fewer of them on screen), below 1 they draw together. A log scale stretches its
 * logarithms. A factor that would leave no span of prices it can place keeps the scale as it is.
 */
export function stretchPrices(scale: PriceScale, factor: number): PriceScale {
  if (!(factor > 0) || !Number.isFinite(factor)) return scale;
  const low = axisValue(scale, scale.min);
  const high = axisValue(scale, scale.max);
  const middle = (low + high) / 2;
  const half = (high - low) / 2 / factor;
  return withAxisRange(scale, middle - half, middle + half);
}

/**
 * The scale moved with a drag of `dyPx` px down the plot: what was drawn at y is drawn at y + dyPx, higher
 * prices coming in at the top (lower ones on an upside-down scale). A log scale moves its logarithms.
 */
export function panPrices(scale: PriceScale, dyPx: number): PriceScale {
  if (!(scale.height > 0)) return scale;
  const low = axisValue(scale, scale.min);
  const high = axisValue(scale, scale.max);
  const shift = (((high - low) * dyPx) / scale.height) * (scale.inverted ? -1 : 1);
  return withAxisRange(scale, low + shift, high + shift);
}

/** `scale` over axis values [low, high] (logarithms on a log scale); itself where they name no prices. */
function withAxisRange(scale: PriceScale, low: number, high: number): PriceScale {
  const min = scale.log ? Math.exp(low) : low;
  const max = scale.log ? Math.exp(high) : high;
  const placeable = Number.isFinite(min) && Number.isFinite(max) && max > min && (!scale.log || min > 0);
  return placeable ? { ...scale, min, max } : scale;
}

/**
 * The price scale that fits [low, high] with a margin of `margin` of the span above and below; a flat
 * range is widened by `flatPad` (e.g. a tick) so that it still has a height.
 */
export function fitPrices(
  low: number,
  high: number,
  top: number,
  height: number,
  flatPad: number,
  margin = 0.1,
): PriceScale {
  let min = low;
  let max = high;
  if (!(max > min)) {
    const pad = flatPad > 0 ? flatPad : Math.abs(max) * 0.01 || 1;
    min -= pad;
    max += pad;
  }
  const extra = (max - min) * margin;
  return { min: min - extra, max: max + extra, top, height };
}

/**
 * The log scale that fits [low, high] (both above 0) with `margin` of the span of their logarithms above
 * and below; a flat range is widened by a hundredth each way.
 */
export function fitLogPrices(
  low: number,
  high: number,
  top: number,
  height: number,
  margin = 0.1,
): PriceScale {
  let a = Math.log(low);
  let b = Math.log(high);
  if (!(b > a)) {
    a -= 0.01;
    b += 0.01;
  }
  const extra = (b - a) * margin;
  return { min: Math.exp(a - extra), max: Math.exp(b + extra), top, height, log: true };
}

/** Prices of a log axis's labels: 1, 2 and 5 of each power of ten, at least `minGapPx` apart. */
export function logPriceTicks(scale: PriceScale, minGapPx: number): number[] {
  if (!(scale.min > 0) || !(scale.max > scale.min) || !(scale.height > 0)) return [];
  const ticks: number[] = [];
  let lastY = Number.NaN;
  for (let power = Math.floor(Math.log10(scale.min)); 10 ** power <= scale.max; power += 1)
    for (const mantissa of [1, 2, 5]) {
      const price = Number((mantissa * 10 ** power).toPrecision(12));
      if (price < scale.min || price > scale.max) continue;
      const y = priceToY(scale, price);
      if (Number.isNaN(lastY) || Math.abs(lastY - y) >= minGapPx) {
        ticks.push(price);
        lastY = y;
      }
    }
  return ticks;
}

/** The narrowest price axis, px (room for a short price such as "0.0012"). */
export const MIN_PRICE_AXIS_WIDTH = 56;
/** Px kept each side of a price label in the axis. */
export const PRICE_AXIS_PADDING = 6;
/** The axis grows in steps of this many px, and narrows only when it would lose more than one. */
export const PRICE_AXIS_STEP = 8;

/**
 * Width of the price axis for labels up to `widestLabel` px wide, padded on both sides. Given the
 * `current` width, a small narrowing keeps it: zooming does not make the plot twitch by a few px.
 */
export function priceAxisWidth(widestLabel: number, current = 0): number {
  const needed = Math.max(MIN_PRICE_AXIS_WIDTH, Math.ceil(widestLabel) + 2 * PRICE_AXIS_PADDING);
  const stepped = Math.ceil(needed / PRICE_AXIS_STEP) * PRICE_AXIS_STEP;
  if (current >= stepped && current - stepped <= PRICE_AXIS_STEP) return current;
  return stepped;
}

/** The smallest 1, 2, 2.5 or 5 × 10^k step that is at least `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const mantissa of [1, 2, 2.5, 5, 10])
    if (mantissa * power >= raw * (1 - 1e-9)) return mantissa * power;
  return 10 * power;
}

/** Prices of the axis labels: a nice step at least `minGapPx` apart, never finer than `minStep` (a tick). */
export function priceTicks(scale: PriceScale, minGapPx: number, minStep = 0): number[] {
  const span = scale.max - scale.min;
  if (!(span > 0) || !(scale.height > 0)) return [];
  const step = Math.max(niceStep((span * minGapPx) / scale.height), minStep > 0 ? niceStep(minStep) : 0);
  const ticks: number[] = [];
  const first = Math.ceil(scale.min / step);
  const last = Math.floor(scale.max / step);
  for (let k = first; k <= last && ticks.length < 100; k += 1) ticks.push(Number((k * step).toPrecision(12)));
  return ticks;
}

/** Decimals a label needs to show `step` exactly (0.25 → 2, 50 → 0). */
export function stepDecimals(step: number): number {
  for (let decimals = 0; decimals < 10; decimals += 1)
    if (Math.abs(Math.round(step * 10 ** decimals) - step * 10 ** decimals) < 1e-7) return decimals;
  return 10;
}

// ---------------------------------------------------------------------------------------------------
// Time axis
// ---------------------------------------------------------------------------------------------------

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/** Time-axis steps: fixed ones in seconds, then calendar months (1, 3, 6) and years. */
export type TimeStep = { kind: 'seconds'; seconds: number } | { kind: 'months'; months: number };

/** Nice time steps in seconds, finest first: each divides a KST day, or is whole days. */
export const FIXED_STEPS = [
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
  14 * DAY,
];
const MONTH_STEPS = [1, 3, 6, 12, 24, 60];
const AVERAGE_MONTH = 30.44 * DAY;

/** The finest step whose labels stay `minGapPx` apart at `barSpacing` px per bar of `intervalSec`. */
export function timeStep(intervalSec: number, barSpacing: number, minGapPx: number): TimeStep {
  const secondsPerPx = intervalSec / barSpacing;
  const needed = minGapPx * secondsPerPx;
  for (const seconds of FIXED_STEPS)
    if (seconds >= intervalSec && seconds >= needed) return { kind: 'seconds', seconds };
  for (const months of MONTH_STEPS) if (months * AVERAGE_MONTH >= needed) return { kind: 'months', months };
  return { kind: 'months', months: MONTH_STEPS[MONTH_STEPS.length - 1]! };
}

/** The KST calendar fields of a unix time in seconds. */
export function kstParts(timeSec: number): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  const date = new Date((timeSec + KST_OFFSET_SECONDS) * 1000);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

/** Which bucket of `step` a time falls in; a tick goes where the bucket changes. */
export function timeBucket(timeSec: number, step: TimeStep): number {
  if (step.kind === 'seconds') return Math.floor((timeSec + KST_OFFSET_SECONDS) / step.seconds);
  const { year, month } = kstParts(timeSec);
  return Math.floor((year * 12 + month - 1) / step.months);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The label of a tick at `timeSec` in KST: the larger unit that changed since the previous tick
 * (`previousSec`, NaN for the first one) is named, so a day change reads "11-21" among "HH:mm" labels and a
 * new year reads "2026" among months.
 */
export function timeLabel(timeSec: number, previousSec: number, step: TimeStep): string {
  const now = kstParts(timeSec);
  const before = Number.isNaN(previousSec) ? null : kstParts(previousSec);
  const newYear = before === null || before.year !== now.year;
  const newDay = newYear || before.month !== now.month || before.day !== now.day;
  if (step.kind === 'months') return newYear ? String(now.year) : `${now.year}-${pad2(now.month)}`;
  if (step.seconds >= DAY)
    return newYear && before !== null ? String(now.year) : `${pad2(now.month)}-${pad2(now.day)}`;
  return newDay && before !== null
    ? `${pad2(now.month)}-${pad2(now.day)}`
    : `${pad2(now.hour)}:${pad2(now.minute)}`;
}

/** The crosshair's time: date and, below a day, the time, in KST. */
export function cursorTimeLabel(timeSec: number, intervalSec: number): string {
  const p = kstParts(timeSec);
  const date = `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
  return intervalSec >= DAY ? date : `${date} ${pad2(p.hour)}:${pad2(p.minute)}`;
}

/**
 * Bars of [from, to] that get a time label: where the bucket of `step` changes, dropping a tick closer
 * than `minGapPx` to the one before.
 */
export function timeTicks(
  time: ArrayLike<number>,
  from: number,
  to: number,
  step: TimeStep,
  barSpacing: number,
  minGapPx: number,
): number[] {
  const ticks: number[] = [];
  if (from > to) return ticks;
  let previous = from > 0 ? timeBucket(time[from - 1]!, step) : NaN;
  for (let i = from; i <= to; i += 1) {
    const bucket = timeBucket(time[i]!, step);
    if (bucket !== previous) {
      const last = ticks[ticks.length - 1];
      if (last === undefined || (i - last) * barSpacing >= minGapPx) ticks.push(i);
    }
    previous = bucket;
  }
  return ticks;
}
