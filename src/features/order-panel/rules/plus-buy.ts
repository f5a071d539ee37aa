/**
 * The order panel's Plus buy mode (chart spec §4 "Plus buy lifecycle", §5 "Plus buy eligibility", §9
 * "Plus buy"), as plain functions over the contract's rules: when the mode is offered, what turning it
 * on does (the eligibility problems, the quiz gate, or on), what an order in the mode takes and pays
 * (loan, own KRW, expected repayment level and band, expiry), and the checks before sending: the
 * contract's Plus buy limits, then the ordinary checks with the loan counted in the available KRW.
 */
import {
  isPlusBuyKey,
  loanExpiry,
  loanFor,
  PLUS_BUY_ORDER_TYPES,
  plusBuyOrderProblem,
  plusBuyOwnPay,
  repaymentLevel,
  riskBand,
  type CreditStatus,
  type EligibilityProblem,
  type PlusBuyOrderProblem,
  type RiskBand,
} from '../../../../contract/plus-buy';
import type { CoinKey } from '../../../../contract/markets';
import {
  draftAmount,
  orderProblem,
  type OrderDraft,
  type OrderProblem,
  type OrderSide,
  type OrderType,
} from '../../../../contract/trading';

/** The mode is offered to a member buying a listed coin on the KRW market. */
export function plusBuyOffered(key: CoinKey, side: OrderSide, loggedIn: boolean): boolean {
  return loggedIn && side === 'buy' && isPlusBuyKey(key);
}

/** An order type the mode does not take becomes a limit order when the mode is turned on. */
export function plusBuyOrderType(orderType: OrderType): OrderType {
  return (PLUS_BUY_ORDER_TYPES as readonly OrderType[]).includes(orderType) ? orderType : 'limit';
}

/** What turning the mode on does. */
export type PlusBuyGate =
  /** The credit status is not known yet (loading, or it failed): nothing can be decided. */
  | { kind: 'unknown' }
  /** The member may not use Plus buy: each problem's message, the mode stays off. */
  | { kind: 'ineligible'; problems: readonly EligibilityProblem[] }
  /** Eligible, but this browser has not passed the quiz: the credit notice opens from the trade flow. */
  | { kind: 'quiz' }
  | { kind: 'on' };

export function plusBuyGate(status: CreditStatus | undefined, quizPassed: boolean): PlusBuyGate {
  if (!status) return { kind: 'unknown' };
  if (!status.eligible) return { kind: 'ineligible', problems: status.problems };
  return quizPassed ? { kind: 'on' } : { kind: 'quiz' };
}

export interface PlusBuyPreview {
  /** The loan the order takes. */
  loan: number;
  /** What the member pays from own KRW: amount − loan + the whole fee. */
  ownPay: number;
  /** The repayment level at placement (the order amount over the loan), in %. */
  level: number | null;
  band: RiskBand | null;
  /** When the loan, taken now, is repaid by expiry (ms since epoch). */
  expiresAtMs: number;
}

/** What an order of `amount` KRW placed at `nowMs` takes and pays; undefined until the amount is known. */
export function plusBuyPreview(amount: number | undefined, nowMs: number): PlusBuyPreview | undefined {
  if (amount === undefined || !(amount > 0)) return undefined;
  const loan = loanFor(amount);
  const level = repaymentLevel(amount, loan);
  return {
    loan,
    ownPay: plusBuyOwnPay(amount),
    level,
    band: level === null ? null : riskBand(level),
    expiresAtMs: loanExpiry(nowMs),
  };
}

/** The first check a Plus buy order fails: one of the mode's limits, or an ordinary check. */
export type PlusBuyCheck =
  { kind: 'plusBuy'; problem: PlusBuyOrderProblem } | { kind: 'order'; problem: OrderProblem };

/**
 * The checks of a Plus buy order before sending. While the form does not say the amount yet, the ordinary
 * checks name the missing field; then the mode's limits; then the ordinary checks, with the loan the
 * order takes counted in the available KRW.
 */
export function plusBuyCheck(
  draft: OrderDraft,
  key: CoinKey,
  context: { lastPrice: number; available: number },
): PlusBuyCheck | undefined {
  const amount = draftAmount(draft, context.lastPrice);
  const known = amount !== undefined && amount > 0;
  if (known) {
    const problem = plusBuyOrderProblem({ key, side: draft.side, orderType: draft.orderType, amount });
    if (problem) return { kind: 'plusBuy', problem };
  }
  const available = known ? context.available + loanFor(amount) : context.available;
  const problem = orderProblem(draft, { lastPrice: context.lastPrice, available });
  if (problem) return { kind: 'order', problem };
  // Only reached without an amount when the ordinary checks pass anyway; the limits still refuse it.
  return known ? undefined : { kind: 'plusBuy', problem: 'belowMinimum' };
}

/** The checks before sending: the ordinary ones, or in the Plus buy mode plusBuyCheck's. */
export function submitCheck(
  draft: OrderDraft,
  key: CoinKey,
  context: { lastPrice: number; available: number },
  plusBuy: boolean,
): PlusBuyCheck | undefined {
  if (plusBuy) return plusBuyCheck(draft, key, context);
  const problem = orderProblem(draft, context);
  return problem && { kind: 'order', problem };
}
