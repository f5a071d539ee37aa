/**
 * The depth chart's geometry and colours, with no Pixi and no DOM: where the plot sits in the view, a
 * price's x and a cumulative quantity's y, each side's stepped line, the mid line, the two axes' ticks
 * and the hover's crosshair. Both drawings (depth-chart-scene.ts with Pixi, depth-chart-canvas.ts in 2D)
 * draw the frame this lays out, so the two surfaces cannot place anything differently.
 */
import {
  ORDER_BOOK_LIGHT_THEME,
  ORDER_BOOK_THEME,
  type OrderBookPalette,
} from '../order-book/order-book-layout';

export const DEPTH_FONT_SIZE = 11;
/** The price axis's strip under the plot and the quantity axis's at its right, px. */
export const PRICE_AXIS_HEIGHT = 20;
export const QUANTITY_AXIS_WIDTH = 64;
/** Room above the deepest level's step, so that its line stays clear of the panel's edge, px. */
const PLOT_TOP = 10;
/** The least room between two ticks' labels, px (a price label is wider than a quantity's). */
const PRICE_TICK_ROOM = 96;
const QUANTITY_TICK_ROOM = 36;
/** The areas under the stepped lines, at this opacity over the background. */
export const AREA_ALPHA = 0.22;
/** Between a quantity label's left edge and the plot. */
export const LABEL_GAP = 6;

/**
 * The chart's colours, the order book's (the page's palette: Korean convention, bids red and asks blue,
 * `ORDER_BOOK_THEME` and `ORDER_BOOK_LIGHT_THEME`), so that the two panels side by side agree.
 */
export interface DepthPalette {
  background: number;
  grid: number;
  text: number;
  muted: number;
  bid: number;
  ask: number;
}

function depthPalette(book: OrderBookPalette): DepthPalette {
  return {
    background: book.background,
    grid: book.separator,
    text: book.text,
    muted: book.muted,
    bid: book.bid,
    ask: book.ask,
  };
}

export const DEPTH_CHART_THEME = depthPalette(ORDER_BOOK_THEME);
export const DEPTH_CHART_LIGHT_THEME = depthPalette(ORDER_BOOK_LIGHT_THEME);

export interface DepthPlot {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function plotOf(width: number, height: number): DepthPlot {
  return {
    left: 0,
    top: PLOT_TOP,
    right: Math.max(0, width - QUANTITY_AXIS_WIDTH),
    bottom: Math.max(PLOT_TOP, height - PRICE_AXIS_HEIGHT),
  };
}

export interface PriceSpan {
  readonly low: number;
  readonly high: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function xOfPrice(plot: DepthPlot, range: PriceSpan, price: number): number {
  const span = range.high - range.low;
  if (!(span > 0)) return (plot.left + plot.right) / 2;
  return plot.left + ((price - range.low) / span) * (plot.right - plot.left);
}

/** The price at x px (a pointer's), within the range. */
export function priceAtX(plot: DepthPlot, range: PriceSpan, x: number): number {
  const width = plot.right - plot.left;
  if (!(width > 0)) return (range.low + range.high) / 2;
  return range.low + (clamp(x, plot.left, plot.right) - plot.left) * ((range.high - range.low) / width);
}

/** A cumulative quantity's y; a quantity above `largest` sits on the plot's top. */
export function yOfQuantity(plot: DepthPlot, largest: number, quantity: number): number {
  if (!(largest > 0)) return plot.bottom;
  return plot.bottom - clamp(quantity / largest, 0, 1) * (plot.bottom - plot.top);
}

/** A round step (1, 2 or 5 × 10ⁿ) that cuts `span` into at most `count` parts; 0 for no span. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !(count >= 1)) return 0;
  const raw = span / Math.floor(count);
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const multiple of [1, 2, 5, 10]) if (multiple * power >= raw) return multiple * power;
  return 10 * power;
}

/** The multiples of `step` within [low, high], low to high (at most 1,000: a guard against a bad step). */
export function ticksWithin(low: number, high: number, step: number): number[] {
  if (!(step > 0) || !(high >= low)) return [];
  const ticks: number[] = [];
  for (let i = Math.ceil(low / step); i * step <= high && ticks.length < 1_000; i++) {
    // Rounded to the step's decimals: 0.1 × 3 is 0.30000000000000004.
    ticks.push(Number((i * step).toPrecision(12)));
  }
  return ticks;
}

/** One side as the layout takes it: levels best first, away from the mid. */
export interface DepthLine {
  readonly prices: readonly number[];
  readonly cumQuantity: readonly number[];
}

export interface DepthFrameInput {
  width: number;
  height: number;
  range: PriceSpan;
  /** The quantity axis's top (the largest cumulative quantity shown). */
  largest: number;
  mid: number | null;
  bids: DepthLine;
  asks: DepthLine;
  priceText(price: number): string;
  quantityText(quantity: number): string;
}

export interface DepthTick {
  /** x for a price tick, y for a quantity tick, px. */
  at: number;
  text: string;
}

export interface DepthFrame {
  width: number;
  height: number;
  plot: DepthPlot;
  /** Each side's stepped line as x, y pairs from the best level outwards; empty for an empty side. */
  bids: number[];
  asks: number[];
  /** The mid's x, null without a mid or outside the plot. */
  midX: number | null;
  priceTicks: DepthTick[];
  quantityTicks: DepthTick[];
}

/**
 * A side's stepped line: up from the axis at the best level to its cumulative quantity, then across to
 * the next level and up to its sum, and so on to the last level. Points are clamped to the plot, so a
 * level out of view stands on the plot's edge.
 */
export function steppedLine(plot: DepthPlot, range: PriceSpan, largest: number, line: DepthLine): number[] {
  const points: number[] = [];
  const x = (price: number) => clamp(xOfPrice(plot, range, price), plot.left, plot.right);
  const y = (quantity: number) => yOfQuantity(plot, largest, quantity);
  const count = Math.min(line.prices.length, line.cumQuantity.length);
  if (count === 0) return points;
  points.push(x(line.prices[0]!), plot.bottom);
  for (let i = 0; i < count; i++) {
    const levelX = x(line.prices[i]!);
    if (i > 0) points.push(levelX, y(line.cumQuantity[i - 1]!));
    points.push(levelX, y(line.cumQuantity[i]!));
  }
  return points;
}

export function layDepthFrame(input: DepthFrameInput): DepthFrame {
  const { width, height, range, largest } = input;
  const plot = plotOf(width, height);
  const priceStep = niceStep(range.high - range.low, (plot.right - plot.left) / PRICE_TICK_ROOM);
  const priceTicks = ticksWithin(range.low, range.high, priceStep).map((price) => ({
    at: Math.round(xOfPrice(plot, range, price)),
    text: input.priceText(price),
  }));
  const quantityStep = niceStep(largest, (plot.bottom - plot.top) / QUANTITY_TICK_ROOM);
  const quantityTicks = ticksWithin(quantityStep, largest, quantityStep).map((quantity) => ({
    at: Math.round(yOfQuantity(plot, largest, quantity)),
    text: input.quantityText(quantity),
  }));
  const midX = input.mid === null ? null : xOfPrice(plot, range, input.mid);
  return {
    width,
    height,
    plot,
    bids: steppedLine(plot, range, largest, input.bids),
    asks: steppedLine(plot, range, largest, input.asks),
    midX: midX !== null && midX >= plot.left && midX <= plot.right ? Math.round(midX) + 0.5 : null,
    priceTicks,
    quantityTicks,
  };
}

/** The hover's crosshair: at the point's level (x) and its cumulative quantity (y), in its side's colour. */
export interface DepthHoverMark {
  x: number;
  y: number;
  side: 'bid' | 'ask';
}

export function hoverMark(
  frame: Pick<DepthFrame, 'plot'>,
  range: PriceSpan,
  largest: number,
  point: { side: 'bid' | 'ask'; price: number; cumQuantity: number },
): DepthHoverMark {
  const { plot } = frame;
  return {
    x: Math.round(clamp(xOfPrice(plot, range, point.price), plot.left, plot.right)) + 0.5,
    y: Math.round(yOfQuantity(plot, largest, point.cumQuantity)) + 0.5,
    side: point.side,
  };
}
