/**
 * Where the chart's price lines (average buy price, pending orders) and their tags go, and what a pointer
 * at (x, y) touches: pure math over reused slots, so the scene lays them out on every pan and zoom frame
 * without allocating, and the controller hit-tests the same geometry it drew.
 *
 * A line whose price is inside the candle band is drawn at its price, its tag on the line at the plot's
 * right. A line above or below the band is pinned to the band's top or bottom edge with an arrow and its
 * price on the tag; pinned tags stack away from the edge (the farthest price outermost) so that none
 * overlaps another.
 */
import { priceToY, type PriceScale } from './chart-layout';

/** Height of a tag and of a line's price box on the axis, px. */
export const LINE_TAG_HEIGHT = 18;
/** Room between stacked pinned tags, px. */
export const LINE_TAG_GAP = 2;
/** Width of a tag's cancel control (×), at its right end, px. */
export const LINE_CANCEL_WIDTH = 16;
/** Px between a tag's right end and the price axis. */
export const LINE_TAG_MARGIN = 4;
/** A pointer this close to a line (px, either side) grabs it. */
export const LINE_GRAB_PX = 4;

/** 0: drawn at its price; -1: above the band, pinned to its top; 1: below it, pinned to its bottom. */
export type LinePin = -1 | 0 | 1;

export interface LineSlot {
  /** In: the price the line stands for (a dragged line's: the price it is dragged to). */
  price: number;
  /** In: width of the tag's text with its padding, px; 0 for a line without a tag. */
  textWidth: number;
  /** In: the same for the pinned tag (arrow and price before the text). */
  pinnedWidth: number;
  /** In: whether the tag ends in a cancel control. */
  cancel: boolean;
  /** Out: centre y of the line, and of its tag until the labels are placed. */
  y: number;
  /**
   * Out: centre y of the tag: the line's y as laid out here; the lines layer's label pass (chart-labels.ts)
   * moves it where the tag would cover the legend or another label.
   */
  tagY: number;
  pin: LinePin;
  /** Out: the tag's horizontal extent (cancel control included); equal when it has none. */
  tagLeft: number;
  tagRight: number;
}

export function emptyLineSlot(): LineSlot {
  return {
    price: 0,
    textWidth: 0,
    pinnedWidth: 0,
    cancel: false,
    y: 0,
    tagY: 0,
    pin: 0,
    tagLeft: 0,
    tagRight: 0,
  };
}

/** The vertical band lines are drawn in (the candle area, above the volume pane), px. */
export interface LineBand {
  top: number;
  bottom: number;
}

/** True when slot `j` stacks nearer the edge than slot `i` (both pinned the same way). */
function outerThan(slots: readonly LineSlot[], j: number, i: number, pin: LinePin): boolean {
  const a = slots[j]!.price;
  const b = slots[i]!.price;
  if (a === b) return j < i;
  return pin < 0 ? a > b : a < b;
}

/**
 * Lays out slots [0, count): y, pin and tag extent, for a plot whose tags end at `right` (the plot's
 * width). Reads only the slots' inputs.
 */
export function layoutPriceLines(
  slots: readonly LineSlot[],
  count: number,
  prices: PriceScale,
  band: LineBand,
  right: number,
): void {
  for (let i = 0; i < count; i += 1) {
    const slot = slots[i]!;
    const y = Math.round(priceToY(prices, slot.price));
    slot.pin = y < band.top ? -1 : y > band.bottom ? 1 : 0;
    slot.y = y;
  }
  const step = LINE_TAG_HEIGHT + LINE_TAG_GAP;
  for (let i = 0; i < count; i += 1) {
    const slot = slots[i]!;
    if (slot.pin !== 0) {
      let rank = 0;
      for (let j = 0; j < count; j += 1)
        if (j !== i && slots[j]!.pin === slot.pin && outerThan(slots, j, i, slot.pin)) rank += 1;
      slot.y =
        slot.pin < 0
          ? band.top + LINE_TAG_HEIGHT / 2 + rank * step
          : band.bottom - LINE_TAG_HEIGHT / 2 - rank * step;
    }
    slot.tagY = slot.y;
    slot.tagRight = right - LINE_TAG_MARGIN;
    const width =
      (slot.pin === 0 ? slot.textWidth : slot.pinnedWidth) + (slot.cancel ? LINE_CANCEL_WIDTH : 0);
    slot.tagLeft = slot.tagRight - width;
  }
}

export type LineHitPart = 'cancel' | 'tag' | 'line';

export interface LineHit {
  index: number;
  part: LineHitPart;
}

/**
 * What the pointer at (x, y) touches: a tag (where it was placed) or its cancel control (the last drawn, on
 * top, first), else
 * the nearest line drawn at its price within LINE_GRAB_PX; null for none.
 */
export function hitPriceLine(
  slots: readonly LineSlot[],
  count: number,
  x: number,
  y: number,
  right: number,
): LineHit | null {
  const half = LINE_TAG_HEIGHT / 2;
  for (let i = count - 1; i >= 0; i -= 1) {
    const slot = slots[i]!;
    if (slot.tagRight <= slot.tagLeft || Math.abs(y - slot.tagY) > half) continue;
    if (x < slot.tagLeft || x > slot.tagRight) continue;
    const cancel = slot.cancel && x >= slot.tagRight - LINE_CANCEL_WIDTH;
    return { index: i, part: cancel ? 'cancel' : 'tag' };
  }
  if (x < 0 || x > right) return null;
  let best = -1;
  let bestDistance = LINE_GRAB_PX + 1;
  for (let i = 0; i < count; i += 1) {
    const slot = slots[i]!;
    if (slot.pin !== 0) continue;
    const distance = Math.abs(y - slot.y);
    if (distance <= LINE_GRAB_PX && distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best < 0 ? null : { index: best, part: 'line' };
}
