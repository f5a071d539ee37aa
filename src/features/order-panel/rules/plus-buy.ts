/**
 * The order panel's Plus buy mode (chart spec §4 "Plus buy lifecycle", §5 "Plus buy eligibility", §9
 * "Plus buy"), as plain functions over the contract's rules: when the mode is offered, what turning it
 * on does (the eligibility problems, the quiz gate, or on), what an order in the mode takes and pays
 * (loan, own KRW, expected repayment level and band, expiry), and the checks before sending: the
 * contract's Plus buy limits, then the ordinary checks with the loan counted in the available KRW.
 */
import {
  isPlusBuyKey,
  loanFor,
  PLUS_BUY_ORDER_TYPES,
  plusBuyOrderLoan,
  plusBuyOrderProblem,
  plusBuyOwnPay,
  type EligibilityProblem,
  type PlusBuyDraft,
  type PlusBuyOrderProblem,
  type RiskBand,
} from '../../../../contract/plus-buy';
import {
  loanExpiry,
  loanLocksSale,
  repaymentLevel,
  riskBand,
  type CoinLockedFigures,
} from '../../../../contract/plus-buy-loan';
import { type CreditStatus } from '../../../../contract/credit-status';
import { parseCoinKey, type CoinKey } from '../../../../contract/markets';
import {
  draftAmount,
  orderProblem,
  type OrderCheckContext,
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

export type PlusBuyPreview =
  | {
      kind: 'loan';
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
  /** The order breaks a Plus buy rule (shown live, with the contract's message): it takes no loan. */
  | { kind: 'refused'; problem: PlusBuyOrderProblem };

/**
 * What an order in the mode, placed at `nowMs` (the credit clock), takes and pays, as the amount is typed:
 * the contract's loan (plusBuyOrderLoan, the simulator's own answer) or the rule it breaks; undefined
 * until the amount is known.
 */
export function plusBuyPreview(draft: PlusBuyDraft, nowMs: number): PlusBuyPreview | undefined {
  const { amount } = draft;
  if (amount === undefined || !(amount > 0)) return undefined;
  const answer = plusBuyOrderLoan(draft);
  if (answer.problem !== undefined) return { kind: 'refused', problem: answer.problem };
  const level = repaymentLevel(amount, answer.loan);
  return {
    kind: 'loan',
    loan: answer.loan,
    ownPay: plusBuyOwnPay(amount),
    level,
    band: level === null ? null : riskBand(level),
    expiresAtMs: loanExpiry(nowMs),
  };
}

/**
 * How far the credit clock (the simulator's, which dates loans: CreditStatus.now) runs ahead of this
 * browser's clock, from a status received at `receivedAtMs` of the browser's clock.
 */
export function creditClockOffset(status: Pick<CreditStatus, 'now'>, receivedAtMs: number): number {
  const creditNow = Date.parse(status.now);
  return Number.isFinite(creditNow) ? creditNow - receivedAtMs : 0;
}

/**
 * The first check an order fails: one of the Plus buy mode's limits, an ordinary check, or (a sale) the
 * coin Plus buy loans hold (contract/plus-buy.ts loanLocksSale: said as the simulator says it).
 */
export type PlusBuyCheck =
  | { kind: 'plusBuy'; problem: PlusBuyOrderProblem }
  | { kind: 'order'; problem: OrderProblem }
  | { kind: 'coinLocked'; figures: CoinLockedFigures };

/**
 * The checks of a Plus buy order before sending. While the form does not say the amount yet, the ordinary
 * checks name the missing field; then the mode's limits; then the ordinary checks, with the loan the
 * order takes counted in the available KRW.
 */
export function plusBuyCheck(
  draft: OrderDraft,
  key: CoinKey,
  context: OrderCheckContext,
): PlusBuyCheck | undefined {
  const amount = draftAmount(draft, context.lastPrice);
  const known = amount !== undefined && amount > 0;
  if (known) {
    const problem = plusBuyOrderProblem({ key, side: draft.side, orderType: draft.orderType, amount });
    if (problem) return { kind: 'plusBuy', problem };
  }
  const available = known ? context.available + loanFor(amount) : context.available;
  const problem = orderProblem(draft, { ...context, available });
  if (problem) return { kind: 'order', problem };
  // Only reached without an amount when the ordinary checks pass anyway; the limits still refuse it.
  return known ? undefined : { kind: 'plusBuy', problem: 'belowMinimum' };
}

/**
 * The checks before sending: the ordinary ones, or in the Plus buy mode plusBuyCheck's. A sale short of
 * free coin that the coin held for Plus buy loans (`loanLocked`) would cover is refused for the loans.
 */
export function submitCheck(
  draft: OrderDraft,
  key: CoinKey,
  context: OrderCheckContext & { loanLocked: number },
  plusBuy: boolean,
): PlusBuyCheck | undefined {
  if (plusBuy) return plusBuyCheck(draft, key, context);
  const problem = orderProblem(draft, context);
  if (problem === 'insufficientBalance' && draft.side === 'sell') {
    const figures = {
      symbol: parseCoinKey(key)?.symbol ?? key,
      loanLocked: context.loanLocked,
      available: context.available,
    };
    if (loanLocksSale(draft.quantity, figures)) return { kind: 'coinLocked', figures };
  }
  return problem && { kind: 'order', problem };
}
