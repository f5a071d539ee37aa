/**
 * Price ranges on the chart (a member's split order: its children stand between two prices): each a faint
 * band across the plot between its prices, in its side's colour, edged at both prices, with a small label
 * asking for the plot's right end, by the price axis, at the band's top. Pure layout over reused slots, as
 * price-lines.ts is for the lines; the lines layer paints them under everything else it draws and places
 * their labels in its label pass (chart-labels.ts), after the lines' tags and the markers' prices.
 */
import { priceToY, type PriceScale } from './chart-layout';

/** A range to draw: its prices (low ≤ high), the side whose colour it takes and its label. */
export interface PriceRange {
  low: number;
  high: number;
  side: 'buy' | 'sell';
  label: string;
}

/** The band's fill and its edges' opacity: faint, so the candles read through it. */
export const RANGE_FILL_ALPHA = 0.08;
export const RANGE_EDGE_ALPHA = 0.45;
/** Height of a range's label box, px (smaller than a line's tag: it names, it does not act). */
export const RANGE_LABEL_HEIGHT = 14;

export interface RangeSlot {
  /** In: width of the label with its padding, px. */
  labelWidth: number;
  /** Out: the band's top and bottom, px, within the pane; equal when none of it is in view. */
  top: number;
  bottom: number;
  /** Out: the y of the high's and the low's price (the band's edges), px; off the pane when out of view. */
  yHigh: number;
  yLow: number;
}

export function emptyRangeSlot(): RangeSlot {
  return { labelWidth: 0, top: 0, bottom: 0, yHigh: 0, yLow: 0 };
}

/**
 * Lays out ranges [0, count) on a pane `height` px tall: the band between the prices' y (either way up, for
 * an inverted scale), cut to the pane; a range wholly above or below it has no band (top = bottom).
 */
export function layoutPriceRanges(
  slots: readonly RangeSlot[],
  ranges: readonly PriceRange[],
  count: number,
  prices: PriceScale,
  height: number,
): void {
  for (let i = 0; i < count; i += 1) {
    const slot = slots[i]!;
    const { low, high } = ranges[i]!;
    slot.yHigh = Math.round(priceToY(prices, high));
    slot.yLow = Math.round(priceToY(prices, low));
    slot.top = Math.max(0, Math.min(height, Math.min(slot.yHigh, slot.yLow)));
    slot.bottom = Math.max(0, Math.min(height, Math.max(slot.yHigh, slot.yLow) + 1));
  }
}
