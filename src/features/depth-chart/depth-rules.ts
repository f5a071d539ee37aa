/**
 * The depth chart's pure rules: the cumulative sides of one book, its mid price, the visible price range
 * as a zoom around the mid, the point under the pointer and the accessible summary. Every case has an
 * answer (an empty side, one level, a crossed or zero-size book, a mid of 0): a figure that cannot be
 * known is null, never NaN, so nothing on screen reads "NaN".
 */
import type { BookLevel, OrderBookSnapshot } from '../../../contract';

export type DepthSideName = 'bid' | 'ask';

/** One side's levels, best first, with the sums from the best level to each. */
export interface DepthSide {
  readonly side: DepthSideName;
  readonly prices: readonly number[];
  readonly quantities: readonly number[];
  /** Σ quantity from the best level to this one. */
  readonly cumQuantity: readonly number[];
  /** Σ price × quantity from the best level to this one (in the market's currency). */
  readonly cumTotal: readonly number[];
}

export interface Depth {
  readonly bids: DepthSide;
  readonly asks: DepthSide;
  /** (best bid + best ask) / 2, the one side's best when the other is empty, null when both are. */
  readonly mid: number | null;
}

/** A level counts when its price is above 0 and its quantity is; the rest (zero-size, bad data) is left out. */
function usable([price, quantity]: BookLevel): boolean {
  return Number.isFinite(price) && price > 0 && Number.isFinite(quantity) && quantity > 0;
}

/** The cumulative side of `levels`, which come best first (the contract's order). */
export function cumulativeSide(side: DepthSideName, levels: readonly BookLevel[]): DepthSide {
  const prices: number[] = [];
  const quantities: number[] = [];
  const cumQuantity: number[] = [];
  const cumTotal: number[] = [];
  let quantity = 0;
  let total = 0;
  for (const level of levels) {
    if (!usable(level)) continue;
    quantity += level[1];
    total += level[0] * level[1];
    prices.push(level[0]);
    quantities.push(level[1]);
    cumQuantity.push(quantity);
    cumTotal.push(total);
  }
  return { side, prices, quantities, cumQuantity, cumTotal };
}

export function midPrice(bestBid: number | undefined, bestAsk: number | undefined): number | null {
  if (bestBid !== undefined && bestAsk !== undefined) return (bestBid + bestAsk) / 2;
  return bestBid ?? bestAsk ?? null;
}

export function depthOf(book: Pick<OrderBookSnapshot, 'asks' | 'bids'>): Depth {
  const bids = cumulativeSide('bid', book.bids);
  const asks = cumulativeSide('ask', book.asks);
  return { bids, asks, mid: midPrice(bids.prices[0], asks.prices[0]) };
}

// --- the visible range ---------------------------------------------------------------------------

/** Zoom 1 shows every level the book carries; each step of the wheel or a button multiplies by ZOOM_STEP. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 64;
export const ZOOM_STEP = 1.25;
/** A book whose levels all sit at the mid (one level, or a bid and an ask at one price) shows ±1 % of it. */
export const FLAT_HALF_RANGE = 0.01;

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** `steps` zoom steps in (positive) or out (negative) from `zoom`, clamped. */
export function zoomBy(zoom: number, steps: number): number {
  return clampZoom(zoom * ZOOM_STEP ** steps);
}

export interface PriceRange {
  readonly low: number;
  readonly high: number;
}

/**
 * The prices shown at `zoom`: the mid ± the farthest level's distance from it, divided by the zoom; null
 * when the book has no level. The low end never goes below 0.
 */
export function visibleRange(depth: Depth, zoom: number): PriceRange | null {
  const { mid } = depth;
  if (mid === null) return null;
  const farBid = depth.bids.prices.at(-1);
  const farAsk = depth.asks.prices.at(-1);
  let half = Math.max(
    farBid === undefined ? 0 : Math.abs(mid - farBid),
    farAsk === undefined ? 0 : Math.abs(farAsk - mid),
    // A crossed book: its best levels stand on the wrong side of the mid.
    Math.abs(mid - (depth.bids.prices[0] ?? mid)),
    Math.abs((depth.asks.prices[0] ?? mid) - mid),
  );
  if (!(half > 0)) half = mid * FLAT_HALF_RANGE;
  half /= clampZoom(zoom);
  return { low: Math.max(0, mid - half), high: mid + half };
}

/** Index of the deepest level of `side` within `range` (−1: none). Prices run best first, away from the mid. */
function deepestWithin(side: DepthSide, range: PriceRange): number {
  let deepest = -1;
  for (let i = 0; i < side.prices.length; i++) {
    const price = side.prices[i]!;
    if (price >= range.low && price <= range.high) deepest = i;
  }
  return deepest;
}

/** The largest cumulative quantity drawn in `range` (the quantity axis's top); 0 when none is. */
export function largestDepthIn(depth: Depth, range: PriceRange): number {
  let largest = 0;
  for (const side of [depth.bids, depth.asks]) {
    const index = deepestWithin(side, range);
    if (index >= 0) largest = Math.max(largest, side.cumQuantity[index]!);
  }
  return largest;
}

// --- the point under the pointer -----------------------------------------------------------------

export interface DepthPoint {
  side: DepthSideName;
  /** The level the stepped line stands at: a sweep to it fills every level from the best one to it. */
  price: number;
  cumQuantity: number;
  cumTotal: number;
  /** (price − mid) / mid, in percent; null when the mid is not above 0. */
  slippagePercent: number | null;
}

export function slippagePercent(price: number, mid: number | null): number | null {
  if (mid === null || !(mid > 0)) return null;
  return ((price - mid) / mid) * 100;
}

/**
 * The point of the chart at `price`: left of the mid the bid side, where selling down to `price` fills
 * every bid at or above it, so the point is the deepest bid at or above `price` (the farthest bid beyond
 * the book's last level); right of it the ask side, alike. Between the mid and a side's best level
 * nothing fills: null, as for an empty side or an unknown price.
 */
export function pointAt(depth: Depth, price: number): DepthPoint | null {
  const { mid } = depth;
  if (mid === null || !Number.isFinite(price)) return null;
  const side = price < mid ? depth.bids : depth.asks;
  const reached = (level: number) => (side.side === 'bid' ? level >= price : level <= price);
  let index = -1;
  for (let i = 0; i < side.prices.length; i++) if (reached(side.prices[i]!)) index = i;
  if (index < 0) return null;
  const levelPrice = side.prices[index]!;
  return {
    side: side.side,
    price: levelPrice,
    cumQuantity: side.cumQuantity[index]!,
    cumTotal: side.cumTotal[index]!,
    slippagePercent: slippagePercent(levelPrice, mid),
  };
}

// --- the accessible summary ----------------------------------------------------------------------

/** The bands the summary gives the depth within: ±1 % and ±5 % of the mid. */
export const DEPTH_BANDS = [1, 5] as const;
export type DepthBand = (typeof DEPTH_BANDS)[number];

export interface BandDepth {
  quantity: number;
  total: number;
}

export interface DepthSummary {
  bestBid: number | null;
  bestAsk: number | null;
  /** Best ask − best bid and the same as a percentage of the mid; null unless both sides have a level. */
  spread: { amount: number; percent: number } | null;
  /** A crossed book: the best bid at or above the best ask. */
  crossed: boolean;
  mid: number | null;
  /** Per band: the bids from the mid down to mid × (1 − band %), the asks up to mid × (1 + band %). */
  bands: Record<DepthBand, { bid: BandDepth; ask: BandDepth }>;
}

function bandDepth(side: DepthSide, mid: number | null, band: number): BandDepth {
  if (mid === null) return { quantity: 0, total: 0 };
  let index = -1;
  for (let i = 0; i < side.prices.length; i++) {
    const distance = Math.abs(side.prices[i]! - mid);
    if (distance <= (mid * band) / 100) index = i;
  }
  return index < 0
    ? { quantity: 0, total: 0 }
    : { quantity: side.cumQuantity[index]!, total: side.cumTotal[index]! };
}

export function depthSummary(depth: Depth): DepthSummary {
  const bestBid = depth.bids.prices[0] ?? null;
  const bestAsk = depth.asks.prices[0] ?? null;
  const { mid } = depth;
  const spread =
    bestBid === null || bestAsk === null || mid === null || !(mid > 0)
      ? null
      : { amount: bestAsk - bestBid, percent: ((bestAsk - bestBid) / mid) * 100 };
  const bands = Object.fromEntries(
    DEPTH_BANDS.map((band) => [
      band,
      { bid: bandDepth(depth.bids, mid, band), ask: bandDepth(depth.asks, mid, band) },
    ]),
  ) as DepthSummary['bands'];
  return {
    bestBid,
    bestAsk,
    spread,
    crossed: bestBid !== null && bestAsk !== null && bestBid >= bestAsk,
    mid,
    bands,
  };
}
