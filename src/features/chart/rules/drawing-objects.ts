/**
 * The Objects list's rows (a chart's drawings as text for the keyboard and screen readers, TradingView's
 * object tree): the newest drawing first, each anchor read as text — its time on the exchange's clock
 * (KST) and its price with its market's decimals — leaving out what a tool's anchor does not say: a
 * horizontal line's time (it spans every time) and a vertical line's price (it spans every price).
 */
import type { Drawing, DrawingTool } from '../../../../contract/drawings';
import type { PriceTicks } from '../../../../contract/price-ticks';
import { formatKst } from '../../../lib/kst';
import { formatPrice } from '../../../lib/price-format';

/** What a tool's anchors say: a time, a price, or both. */
export type AnchorParts = 'time' | 'price' | 'both';

const ANCHOR_PARTS: Partial<Record<DrawingTool, AnchorParts>> = {
  horizontalLine: 'price',
  verticalLine: 'time',
};

export function anchorParts(tool: DrawingTool): AnchorParts {
  return ANCHOR_PARTS[tool] ?? 'both';
}

/** An anchor as the list reads it; null for what the tool's anchor does not say. */
export interface AnchorText {
  time: string | null;
  price: string | null;
}

/** Each anchor of `drawing` as text: "2026-03-02 09:00" (KST) and "150,000,000" by the coin's steps. */
export function anchorTexts(drawing: Pick<Drawing, 'tool' | 'anchors'>, ticks: PriceTicks): AnchorText[] {
  const parts = anchorParts(drawing.tool);
  return drawing.anchors.map((anchor) => ({
    time: parts === 'price' ? null : formatKst(anchor.time * 1000),
    price: parts === 'time' ? null : formatPrice(ticks, anchor.price),
  }));
}

/** The list's rows: the chart keeps its drawings in the order drawn (the last on top), the list the newest first. */
export function objectRows(drawings: readonly Drawing[]): Drawing[] {
  return [...drawings].reverse();
}
