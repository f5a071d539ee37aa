/**
 * What an order must pass before the order engine's transaction enters it (contract/trading.ts and
 * contract/plus-buy.ts): an idempotency key's earlier order, a tradable listing, the Plus buy
 * restrictions of its origin, the open-order limit, a Plus buy order's loan, and the order rules
 * against the member's available funds.
 */
import {
  loanLocksSale,
  MAX_OPEN_ORDERS,
  mayRest,
  orderProblem,
  PLUS_BUY_COIN_LOCKED,
  roundTo,
  type OrderDraft,
  type OrderOrigin,
  type OrderSide,
  type PlaceOrderRequest,
} from '../../contract';
import type { CoinKey } from '../../contract/markets';
import { priceTicks } from '../../contract/price-ticks';
import { ApiError } from '../errors/api-error';
import { orderProblemKey } from '../errors/messages';
import type { Listing } from '../market/listings';
import type { MarketSource } from '../sources/market-source';
import { decimalsOf, lockedCoinTypeOf } from './amounts';
import type { CreditPort } from './credit-port';
import type { Ledger, StoredOrder } from './ledger';
import { loanHeld } from './order-views';
import { originRestriction, plusBuyLoan, restrictionError, type LoanHoldings } from './plus-buy-checks';

/** The fields of an order the checks and the placement need. */
export interface Placement {
  key: CoinKey;
  side: OrderSide;
  orderType: PlaceOrderRequest['orderType'];
  price?: number;
  stopPrice?: number;
  quantity?: number;
  amount?: number;
  timeInForce?: PlaceOrderRequest['timeInForce'];
  smpType?: PlaceOrderRequest['smpType'];
  clientOrderId?: string;
  request: string | null;
  /** A Plus buy order's loan and amount. */
  plusBuy?: { loan: number; amount: number };
}

/**
 * The placement as sent, in one spelling: a retry with the same key must send the same order. Its origin
 * is part of it (a key-signed retry of a web order is another order).
 */
export function canonicalRequest(
  request: Omit<PlaceOrderRequest, 'clientOrderId'>,
  origin: OrderOrigin,
): string {
  const { key, side, orderType, price, stopPrice, quantity, amount, timeInForce, smpType, plusBuy } = request;
  return JSON.stringify({
    key,
    side,
    orderType,
    price,
    stopPrice,
    quantity,
    amount,
    timeInForce,
    smpType,
    plusBuy,
    origin,
  });
}

export function canonicalReplace(orderId: number, price: number): string {
  return JSON.stringify({ replaces: orderId, price });
}

export class OrderChecks {
  constructor(
    private readonly ledger: Ledger,
    private readonly credit: CreditPort,
    private readonly model: MarketSource,
    private readonly now: () => number,
  ) {}

  /**
   * The order placed earlier with this idempotency key: the same order again answers it; a different one
   * is a conflict.
   */
  earlier(
    memNo: number,
    clientOrderId: string | undefined,
    canonical: string | null,
  ): StoredOrder | undefined {
    if (clientOrderId === undefined) return undefined;
    const earlier = this.ledger.orderByClientId(memNo, clientOrderId);
    if (earlier && earlier.request !== canonical)
      throw new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'idempotencyConflict', clientOrderId);
    return earlier;
  }

  /** The listing of a key when an order of `side` may be placed on it now. */
  tradableListing(key: CoinKey, side: OrderSide): Listing {
    const listing = this.model.catalogue.listing(key);
    if (!listing) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', key);
    const block = this.model.orderBlock(listing, side, this.now());
    if (block === 'NOT_TRADABLE') throw new ApiError(409, 'NOT_TRADABLE', 'notTradable', key);
    if (block === 'MARKET_CLOSED')
      throw new ApiError(409, 'MARKET_CLOSED', 'marketClosed', listing.marketSymbol);
    return listing;
  }

  /** The Plus buy restriction an order of `origin` meets; web orders meet none and do not read the loans. */
  refuseRestricted(memNo: number, origin: OrderOrigin, side: OrderSide): void {
    if (origin === 'web') return;
    const restriction = originRestriction(origin, side, this.loanHoldings(memNo));
    if (restriction) throw restrictionError(restriction);
  }

  /**
   * An order that may rest, past the member's open-order limit, is refused (a market, best-price, ioc or fok
   * order never rests).
   */
  refuseOverOpenLimit(memNo: number, request: Pick<PlaceOrderRequest, 'orderType' | 'timeInForce'>): void {
    if (mayRest(request.orderType, request.timeInForce) && this.ledger.openCount(memNo) >= MAX_OPEN_ORDERS)
      throw new ApiError(409, 'TOO_MANY_OPEN_ORDERS', 'tooManyOpenOrders', String(MAX_OPEN_ORDERS));
  }

  /** The loan a Plus buy order takes (trading/plus-buy-checks.ts), at the member's credit now. */
  plusBuyLoan(memNo: number, listing: Listing, request: PlaceOrderRequest): { loan: number; amount: number } {
    return plusBuyLoan(
      {
        profile: this.credit.profile(memNo)!,
        debt: this.credit.memberDebt(memNo),
        openLoans: this.credit.memberOpenLoans(memNo).length,
      },
      listing.marketSymbol,
      request,
    );
  }

  /** How many of the member's loans are open, and how many of those hold coin. */
  private loanHoldings(memNo: number): LoanHoldings {
    const open = this.credit.memberOpenLoans(memNo);
    return { openLoans: open.length, loansWithCoin: open.filter((loan) => loan.quantity > 0).length };
  }

  /**
   * The checks of contract/trading.ts; `released` is what the same transaction adds to the available
   * funds first (what a replaced order frees, or a Plus buy order's loan); `bestOpposite` the book's best
   * price on the side the order takes from (a post-only order must not reach it).
   */
  check(
    memNo: number,
    listing: Listing,
    placement: Placement,
    released: number,
    bestOpposite: number | undefined,
  ): void {
    const draft: OrderDraft = {
      market: listing.marketSymbol,
      side: placement.side,
      orderType: placement.orderType,
      price: placement.price,
      stopPrice: placement.stopPrice,
      quantity: placement.quantity,
      amount: placement.amount,
      timeInForce: placement.timeInForce,
    };
    const funds = this.ledger.balance(memNo, lockedCoinTypeOf(listing, placement.side));
    const available = roundTo(funds.balance - funds.locked + released, decimalsOf(funds.coinType));
    const problem = orderProblem(draft, {
      ticks: priceTicks(this.model.ticks(), listing.key),
      lastPrice: this.model.price(listing),
      available,
      bestOpposite,
    });
    if (problem === 'insufficientBalance' && placement.side === 'sell') {
      // The coin a Plus buy loan holds is not the member's to sell until the loan is repaid: say so.
      const figures = {
        symbol: listing.coin.symbol,
        loanLocked: loanHeld(this.credit, memNo).get(funds.coinType) ?? 0,
        available,
      };
      if (loanLocksSale(placement.quantity, figures))
        throw new ApiError(409, PLUS_BUY_COIN_LOCKED, 'plusBuy.coinLocked', undefined, figures);
    }
    if (problem)
      throw new ApiError(400, 'ORDER_REJECTED', orderProblemKey(listing.marketSymbol, problem), undefined, {
        problem,
      });
  }
}
