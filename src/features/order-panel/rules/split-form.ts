/**
 * The split order form (contract/algo-orders.ts splitPreview): what was typed (from and to price, count,
 * total quantity, weighting) into the request, and the preview the contract answers for it as the user
 * types — its children on the tick, or its problem and which child. The exchange places what the same
 * function answers, so the preview is the order.
 */
import {
  SPLIT,
  SPLIT_PROBLEM_MESSAGES,
  splitPreview,
  type SplitParams,
  type SplitPreview,
  type SplitProblem,
  type SplitWeighting,
} from '../../../../contract/algo-orders';
import type { CoinKey, MarketSymbol } from '../../../../contract/markets';
import type { PriceTicks } from '../../../../contract/price-ticks';
import type { Language } from '../../../../contract/texts';
import type { OrderSide } from '../../../../contract/trading';

export interface SplitForm {
  /** The fields as typed, without separators. */
  fromPrice: string;
  toPrice: string;
  count: string;
  quantity: string;
  weighting: SplitWeighting;
}

/** A new split form: both prices at the last price (the user widens the range), five orders, equal. */
export function emptySplitForm(lastPrice: number | undefined): SplitForm {
  const price = lastPrice !== undefined && lastPrice > 0 ? String(lastPrice) : '';
  return { fromPrice: price, toPrice: price, count: '5', quantity: '', weighting: 'equal' };
}

function positive(text: string): number | undefined {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The request of the form, or undefined while a field is empty or not a number in its bounds. */
export function splitParams(form: SplitForm, side: OrderSide, key: CoinKey): SplitParams | undefined {
  const fromPrice = positive(form.fromPrice);
  const toPrice = positive(form.toPrice);
  const quantity = positive(form.quantity);
  const count = Number(form.count);
  if (fromPrice === undefined || toPrice === undefined || quantity === undefined) return undefined;
  if (!Number.isInteger(count) || count < SPLIT.minCount || count > SPLIT.maxCount) return undefined;
  return { key, side, fromPrice, toPrice, count, quantity, weighting: form.weighting };
}

export type SplitCheck =
  | { kind: 'incomplete' }
  | { kind: 'problem'; problem: SplitProblem; index?: number }
  | { kind: 'ready'; params: SplitParams; preview: SplitPreview };

/**
 * The form checked as the contract checks it, the children's prices on the coin's steps (`ticks`):
 * incomplete, its problem (and child), or the preview.
 */
export function checkSplit(
  form: SplitForm,
  side: OrderSide,
  key: CoinKey,
  market: MarketSymbol,
  ticks: PriceTicks,
): SplitCheck {
  const params = splitParams(form, side, key);
  if (!params) return { kind: 'incomplete' };
  const result = splitPreview(params, market, ticks);
  if (!result.ok) return { kind: 'problem', problem: result.problem, index: result.index };
  return { kind: 'ready', params, preview: result.preview };
}

/** The contract's message for a split problem, with the child it is about when it names one (from 1). */
export function splitProblemText(
  problem: SplitProblem,
  index: number | undefined,
  language: Language,
  childLabel: (n: number) => string,
): string {
  const message = SPLIT_PROBLEM_MESSAGES[problem][language];
  return index === undefined ? message : `${message} (${childLabel(index + 1)})`;
}

/** The problem a SPLIT_INVALID refusal carries in its data (`{ problem, index? }`), if it is one. */
export function refusedSplitProblem(data: unknown): { problem: SplitProblem; index?: number } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { problem, index } = data as { problem?: unknown; index?: unknown };
  if (typeof problem !== 'string' || !(problem in SPLIT_PROBLEM_MESSAGES)) return undefined;
  return { problem: problem as SplitProblem, ...(typeof index === 'number' ? { index } : {}) };
}
