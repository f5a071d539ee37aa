/**
 * The pre-trade estimate in the panel (contract/fill-estimate.ts, the book walk the matching core takes
 * by): which typed order is estimated, whether two estimates show the same (so a book that changes
 * nothing the panel shows renders nothing), and the slippage warning past the trader's threshold, kept in
 * the panel's settings (../estimate-settings.ts). The warning reads the slippage against the best price:
 * what the order loses to the depth it takes, apart from the spread.
 */
import {
  fillEstimate,
  isEstimated,
  type EstimateBook,
  type EstimatedOrder,
  type FillEstimate,
} from '../../../../contract/fill-estimate';
import type { PanelDraft } from './order-form';

/** The threshold's bounds in %, and the default (1 %). */
export const SLIPPAGE_THRESHOLD = { min: 0.1, max: 50, default: 1 } as const;

/** The draft as the estimate reads it, or undefined when the order may rest (no estimate). */
export function estimatedOrder(draft: PanelDraft, plusBuy: boolean): EstimatedOrder | undefined {
  if (!isEstimated(draft.orderType, draft.timeInForce)) return undefined;
  const { market, side, orderType, timeInForce, price, quantity, amount } = draft;
  return { market, side, orderType, timeInForce, price, quantity, amount, plusBuy };
}

/** The estimate of the order on the book, undefined without either. */
export function estimateOn(
  order: EstimatedOrder | undefined,
  book: EstimateBook | undefined,
): FillEstimate | undefined {
  return order === undefined || book === undefined ? undefined : fillEstimate(order, book);
}

/** Two estimates that show the same figures. */
export function sameEstimate(a: FillEstimate | undefined, b: FillEstimate | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return (
    a.quantity === b.quantity &&
    a.amount === b.amount &&
    a.worstPrice === b.worstPrice &&
    a.levels === b.levels &&
    a.slippageFromBest === b.slippageFromBest &&
    a.slippageFromMid === b.slippageFromMid &&
    a.fee === b.fee &&
    a.complete === b.complete &&
    a.killed === b.killed &&
    a.plusBuy?.loan === b.plusBuy?.loan &&
    a.plusBuy?.level === b.plusBuy?.level
  );
}

/** A threshold as typed, within its bounds; anything else keeps `current`. */
export function slippageThreshold(text: string, current: number): number {
  const value = Number(text);
  return Number.isFinite(value) && value >= SLIPPAGE_THRESHOLD.min && value <= SLIPPAGE_THRESHOLD.max
    ? value
    : current;
}

/** True when the estimate's slippage from the best price is past `thresholdPercent`. */
export function slippageWarns(estimate: FillEstimate, thresholdPercent: number): boolean {
  return (estimate.slippageFromBest ?? 0) > thresholdPercent;
}
