/**
 * The checks of a Plus buy order and of the restrictions while a loan is held, as the simulator answers
 * them (the rules are contract/plus-buy.ts's): eligibility (403, the first problem's code and message),
 * the Plus buy order rules (400 PLUS_BUY_ORDER_REJECTED with the problem), the open-API sell and auto-order
 * restrictions (403), and the share of an order left unfilled (what a cancel releases of its loan).
 */
import {
  CREDIT_ERROR_CODES,
  CREDIT_RESTRICTION_CODES,
  ELIGIBILITY_CODES,
  eligibilityProblems,
  loanFor,
  orderAmount,
  PLUS_BUY_ORDER_REJECTED,
  plusBuyOrderProblem,
  type CreditError,
  type CreditProfile,
  type CreditRestriction,
  type MarketSymbol,
  type OrderOrigin,
  type OrderSide,
  type PlaceOrderRequest,
} from '../../contract';
import { ApiError } from '../http/api-error';

/** A Plus buy order's amount in KRW: a market buy's amount, or price × quantity; undefined while unknown. */
export function plusBuyAmount(
  market: MarketSymbol,
  order: Pick<PlaceOrderRequest, 'orderType' | 'price' | 'quantity' | 'amount'>,
): number | undefined {
  if (order.orderType === 'market') return order.amount;
  if (order.price === undefined || order.quantity === undefined) return undefined;
  return orderAmount(market, order.price, order.quantity, 'buy');
}

/**
 * The loan a Plus buy order takes, after eligibility and the Plus buy order rules; throws the refusal.
 * The ordinary checks (orderProblem, with the loan added to the available KRW) come after.
 */
export function plusBuyLoan(
  profile: CreditProfile,
  market: MarketSymbol,
  order: Pick<PlaceOrderRequest, 'key' | 'side' | 'orderType' | 'price' | 'quantity' | 'amount'>,
): { loan: number; amount: number } {
  const [problem] = eligibilityProblems(profile);
  if (problem)
    throw new ApiError(403, ELIGIBILITY_CODES[problem], `plusBuy.eligibility.${problem}`, undefined, {
      problem,
    });
  const amount = order.side === 'buy' ? plusBuyAmount(market, order) : undefined;
  // Without an amount the rules answer belowMinimum: a defined amount is what passes them.
  const refusal =
    plusBuyOrderProblem({ key: order.key, side: order.side, orderType: order.orderType, amount }) ??
    (amount === undefined ? 'belowMinimum' : undefined);
  if (refusal)
    throw new ApiError(400, PLUS_BUY_ORDER_REJECTED, `plusBuy.order.${refusal}`, undefined, {
      problem: refusal,
    });
  return { loan: loanFor(amount!), amount: amount! };
}

/** What the member's loans hold, as the restrictions read it. */
export interface LoanHoldings {
  /** Any loan not yet repaid. */
  openLoans: number;
  /** Open loans holding bought coin. */
  loansWithCoin: number;
}

/** The restriction an order of `origin` meets while loans are held, or undefined. */
export function originRestriction(
  origin: OrderOrigin | undefined,
  side: OrderSide,
  holdings: LoanHoldings,
): CreditRestriction | undefined {
  if (origin === 'openApi' && side === 'sell' && holdings.loansWithCoin > 0) return 'openApiSell';
  if (origin === 'auto' && holdings.openLoans > 0) return 'autoOrder';
  return undefined;
}

export function restrictionError(restriction: CreditRestriction): ApiError {
  return new ApiError(
    403,
    CREDIT_RESTRICTION_CODES[restriction],
    `plusBuy.restriction.${restriction}`,
    undefined,
    {
      restriction,
    },
  );
}

const CREDIT_ERROR_STATUS: Record<CreditError, number> = {
  loanNotFound: 404,
  loanClosed: 409,
  loanRepaying: 409,
  insufficientKrw: 409,
};

export function creditError(error: CreditError, loanId: number): ApiError {
  return new ApiError(
    CREDIT_ERROR_STATUS[error],
    CREDIT_ERROR_CODES[error],
    `credit.${error}`,
    String(loanId),
  );
}

/**
 * The share of a buy order not filled (0–1): of a market buy's amount, or of a limit order's quantity.
 * Cancelling releases this share of its loan.
 */
export function unfilledShare(order: {
  orderType: string;
  quantity: number;
  filledQuantity: number;
  amount: number | null;
  filledAmount: number;
}): number {
  if (order.filledQuantity <= 0) return 1;
  const share =
    order.orderType === 'market' && order.amount
      ? (order.amount - order.filledAmount) / order.amount
      : (order.quantity - order.filledQuantity) / order.quantity;
  return Math.min(1, Math.max(0, share));
}

/** The whole won of a loan released when its order is cancelled with `share` unfilled (all of it at 1). */
export function loanRelease(outstanding: number, principal: number, share: number): number {
  if (share >= 1) return outstanding;
  return Math.min(outstanding, Math.floor(principal * share + 1e-9));
}
