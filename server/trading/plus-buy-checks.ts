/**
 * The checks of a Plus buy order and of the restrictions while a loan is held, as the simulator answers
 * them (the rules are contract/plus-buy.ts's): eligibility (403, the first problem's code and message;
 * an unpaid debt is one), the open-loan limit (409 PLUS_BUY_TOO_MANY_LOANS), the Plus buy order rules
 * (400 PLUS_BUY_ORDER_REJECTED with the problem), and the open-API sell, auto-order and debt withdrawal
 * restrictions (403).
 */
import {
  CREDIT_RESTRICTION_CODES,
  ELIGIBILITY_CODES,
  eligibilityProblems,
  orderAmount,
  PLUS_BUY,
  PLUS_BUY_ORDER_REJECTED,
  PLUS_BUY_TOO_MANY_LOANS,
  plusBuyOrderLoan,
  type CreditProfile,
  type CreditRestriction,
  type MarketSymbol,
  type OrderOrigin,
  type OrderSide,
  type PlaceOrderRequest,
} from '../../contract';
import { ApiError } from '../errors/api-error';

/** A Plus buy order's amount in KRW: a market buy's amount, or price × quantity; undefined while unknown. */
export function plusBuyAmount(
  market: MarketSymbol,
  order: Pick<PlaceOrderRequest, 'orderType' | 'price' | 'quantity' | 'amount'>,
): number | undefined {
  if (order.orderType === 'market') return order.amount;
  if (order.price === undefined || order.quantity === undefined) return undefined;
  return orderAmount(market, order.price, order.quantity, 'buy');
}

/** What a member's credit stands at when a Plus buy order is placed. */
export interface MemberCredit {
  profile: CreditProfile;
  /** Unpaid debt in KRW. */
  debt: number;
  /** Loans not yet repaid. */
  openLoans: number;
}

/**
 * The loan a Plus buy order takes, after eligibility (an unpaid debt included), the open-loan limit and
 * the Plus buy order rules; throws the refusal. The ordinary checks (orderProblem, with the loan added to
 * the available KRW) come after.
 */
export function plusBuyLoan(
  credit: MemberCredit,
  market: MarketSymbol,
  order: Pick<PlaceOrderRequest, 'key' | 'side' | 'orderType' | 'price' | 'quantity' | 'amount'>,
): { loan: number; amount: number } {
  const [problem] = eligibilityProblems(credit.profile, credit.debt);
  if (problem)
    throw new ApiError(403, ELIGIBILITY_CODES[problem], `plusBuy.eligibility.${problem}`, undefined, {
      problem,
    });
  if (credit.openLoans >= PLUS_BUY.maxOpenLoans)
    throw new ApiError(409, PLUS_BUY_TOO_MANY_LOANS, 'plusBuy.tooManyLoans', undefined, {
      maxOpenLoans: PLUS_BUY.maxOpenLoans,
    });
  const amount = order.side === 'buy' ? plusBuyAmount(market, order) : undefined;
  const answer = plusBuyOrderLoan({ key: order.key, side: order.side, orderType: order.orderType, amount });
  if (answer.problem !== undefined)
    throw new ApiError(400, PLUS_BUY_ORDER_REJECTED, `plusBuy.order.${answer.problem}`, undefined, {
      problem: answer.problem,
    });
  // A loan is only answered for a known amount.
  return { loan: answer.loan, amount: amount! };
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
