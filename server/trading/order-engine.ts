/**
 * Orders on the simulator's books: the checks of contract/trading.ts, locks, matching in the coin's
 * OrderBook (books.ts) and settlement in the SQLite ledger. Every placement, cancel, replace and trade
 * settles in one transaction: the order's lock, each fill's money and fee (settlement.ts), the fill rows
 * and the order's totals. After the commit the member's sockets hear of it (assetChange rows and order
 * events), the feed gets the depth changes, and the member's fills are published as the coin's trades
 * through the market model. The model's own trades fill member orders they go through (OrderBook.sweep),
 * re-centre its liquidity and trigger stop-limits. When a transaction fails after the in-memory book
 * changed, that coin's book is rebuilt from the ledger: the ledger is the truth, the book its index.
 *
 * Plus buy (contract/plus-buy.ts): a `plusBuy` order is checked for eligibility and the Plus buy rules,
 * then its loan is credited to the member's KRW in the placement's transaction, before the ordinary checks
 * count it as available. Each fill of the order locks the coin bought for the loan and accrues the loan
 * part of its fee; after each fill and at the order's close the loan follows what the order spent
 * (contract/plus-buy.ts loanExcess: the excess goes back at once; a loan whose order filled nothing closes
 * `released`). A loan that closes with a shortfall leaves the member a debt, and every transaction ends by
 * paying the debts of the members whose KRW it changed from their available KRW. The credit engine
 * (credit/credit-engine.ts) works on loans through `creditRun`: the same transactions, balances, matching
 * and settlement, and the same notices after the commit.
 */
import {
  kstDay,
  loanExcess,
  loanExpiry,
  loanFeePart,
  loanLocksSale,
  MAX_OPEN_ORDERS,
  orderProblem,
  PLUS_BUY_COIN_LOCKED,
  roundTo,
  roundToTick,
  stopCondition,
  type AssetChangeFrame,
  type AssetsResponse,
  type ChartPendingOrder,
  type FillRow,
  type OrderBookSnapshot,
  type OrderDraft,
  type OrderEvent,
  type OrderEventKind,
  type OrderOrigin,
  type orderHistoryQuery,
  type OrderHistoryResponse,
  type OrderRow,
  type OrderSide,
  type OrderStatus,
  type PlaceOrderRequest,
  type LoanCloseReason,
  type ReplaceOrderRequest,
} from '../../contract';
import type { CoinKey } from '../../contract/markets';
import type { z } from 'zod';
import { ApiError } from '../http/api-error';
import { orderProblemKey } from '../http/messages';
import { KRW_COIN_TYPE } from '../market/catalogue';
import { kstIso } from '../market/kst-time';
import { listingByKey, type Listing } from '../market/listings';
import type { MarketModel, TradeEvent } from '../market/market-model';
import { COIN_DECIMALS, decimalsOf, lockedCoinTypeOf, orderLock } from './amounts';
import type { Books } from './books';
import type { CreditPort, StoredLoan } from './credit-port';
import { pendingOrder, type BalanceRow, type Ledger, type StoredFill, type StoredOrder } from './ledger';
import type { Match } from './matching/order-book';
import { originRestriction, type LoanHoldings, plusBuyLoan, restrictionError } from './plus-buy-checks';
import { amountFromMarket, buyerCharge, sellerFee } from './settlement';

export type AssetChangeRow = AssetChangeFrame['rows'][number];

/** Orders listed per call at most. */
const ORDER_LIST_LIMIT = 500;

/** What the API shows of a stored order. */
export function toOrderRow({
  memNo: _member,
  lockedCoinType: _coin,
  lockedAmount: _amount,
  filledValue,
  request: _request,
  ...row
}: StoredOrder): OrderRow {
  return {
    ...row,
    avgFillPrice: row.filledQuantity > 0 ? roundTo(filledValue / row.filledQuantity, 8) : null,
  };
}

function toFillRow({ memNo: _member, counterMemNo: _counter, ...row }: StoredFill): FillRow {
  return row;
}

/** A balance as the member sees it; `loanHeld` (by coin type) is the part of the locked balance loans hold. */
function toAssetChangeRow(row: BalanceRow, loanHeld: ReadonlyMap<string, number>): AssetChangeRow {
  return {
    coinType: row.coinType,
    symbol: row.symbol,
    coinBalance: row.balance,
    lockedBalance: row.locked,
    loanLockedBalance: loanHeld.get(row.coinType) ?? 0,
    avgBuyAmt: row.avgBuyAmt,
  };
}

/**
 * The placement as sent, in one spelling: a retry with the same key must send the same order. Its origin
 * is part of it (a key-signed retry of a web order is another order).
 */
function canonicalRequest(request: Omit<PlaceOrderRequest, 'clientOrderId'>, origin: OrderOrigin): string {
  const { key, side, orderType, price, stopPrice, quantity, amount, plusBuy } = request;
  return JSON.stringify({ key, side, orderType, price, stopPrice, quantity, amount, plusBuy, origin });
}

function canonicalReplace(orderId: number, price: number): string {
  return JSON.stringify({ replaces: orderId, price });
}

/** What one transaction changed, told to the sockets, the feed and the model after its commit. */
interface Effects {
  /** Books changed in memory: rebuilt from the ledger if the transaction fails. */
  touched: Set<Listing>;
  balances: Map<number, Set<string>>;
  events: Map<number, OrderEvent[]>;
  trades: { listing: Listing; price: number; quantity: number; side: OrderSide; timeMs: number }[];
  /** Orders read or written in this transaction, by id (their running totals). */
  orders: Map<number, StoredOrder>;
  /** Loans read or written in this transaction, by their order's id (null: the order has none). */
  loans: Map<number, StoredLoan | null>;
  /** Members whose credit status changed. */
  credit: Set<number>;
  nowMs: number;
  /** The credit clock's time (loan times). */
  creditMs: number;
}

/**
 * What the credit engine does to loans inside one of the engine's transactions: the loan money moves
 * through the ledger like an order's, and a sale is a market sell through the coin's book.
 */
export interface LoanOps {
  /** The credit clock's time of this transaction. */
  readonly nowMs: number;
  /** The loan with this id as this transaction holds it (undefined: none). */
  loan(loanId: number): StoredLoan | undefined;
  /** The member's KRW balance less what is locked. */
  availableKrw(memNo: number): number;
  /** Repays from the member's available KRW, at most `max`; answers what it paid. */
  repayFromKrw(loan: StoredLoan, max: number): number;
  /** Market-sells up to `quantity` of the loan's coin; what does not sell stays locked for the loan. */
  sell(loan: StoredLoan, quantity: number): { sold: number; proceeds: number };
  /** Cancels what is still open of the loan's order (the unused loan is released in proportion). */
  cancelOrder(loan: StoredLoan): void;
  /** Closes the loan: its coin is the member's again; a repaid loan's fee part accrues to its day's refund. */
  close(loan: StoredLoan, reason: LoanCloseReason): void;
  /** Writes a changed loan (and tells the member's sockets after the commit). */
  save(loan: StoredLoan): void;
  /** Credits KRW to the member (a fee refund). */
  creditKrw(memNo: number, amount: number): void;
  /** Cancels every open order of the member that locks KRW (what they free is available again). */
  cancelKrwOrders(memNo: number): void;
  /** Pays the member's debts from their available KRW, oldest first. */
  payDebts(memNo: number): void;
  /** The member's credit status changed without a money change (an alert, a level). */
  changed(memNo: number): void;
}

/** The fields of an order the checks and the placement need. */
interface Placement {
  key: CoinKey;
  side: OrderSide;
  orderType: PlaceOrderRequest['orderType'];
  price?: number;
  stopPrice?: number;
  quantity?: number;
  amount?: number;
  clientOrderId?: string;
  request: string | null;
  /** A Plus buy order's loan and amount. */
  plusBuy?: { loan: number; amount: number };
}

/** `C`: the credit ledger given, which the credit engine reads as its own (credit/credit-store.ts). */
export class OrderEngine<C extends CreditPort = CreditPort> {
  readonly ledger: Ledger;
  private readonly unsubscribe: () => void;
  private readonly queue: TradeEvent[] = [];
  private draining = false;

  constructor(
    ledger: Ledger,
    private readonly model: MarketModel,
    readonly books: Books,
    /** Receives the changed balances of a member after each placement, cancellation or fill. */
    private readonly notify: (memNo: number, rows: AssetChangeRow[]) => void,
    /** Receives what happened to a member's orders (placed, triggered, filled, cancelled). */
    private readonly notifyOrders: (memNo: number, events: OrderEvent[]) => void,
    private readonly now: () => number,
    private readonly onError: (error: unknown) => void,
    /** The credit ledger (loans of Plus buy orders). */
    readonly credit: C,
    /** The credit clock (loan times): real time plus the admin's offset. */
    private readonly creditNow: () => number,
    /** Told after each commit that changed a member's credit status. */
    private readonly notifyCredit: (memNo: number) => void,
  ) {
    this.ledger = ledger;
    const keys = new Set<CoinKey>();
    for (const order of ledger.openOrders()) {
      this.restore(order);
      keys.add(order.key);
    }
    for (const listing of model.tickerListings()) {
      books.recentre(listing, model.price(listing));
      keys.add(listing.key);
    }
    for (const key of keys) books.publish(key);
    this.unsubscribe = model.onTrade((trade) => this.onTrade(trade));
  }

  dispose(): void {
    this.unsubscribe();
  }

  /** Puts a stored open order back in its book without matching. */
  private restore(order: StoredOrder): void {
    const book = this.books.book(order.key);
    const open = roundTo(order.quantity - order.filledQuantity, COIN_DECIMALS);
    if (order.orderType === 'stopLimit' && !order.triggered)
      book.holdStop({
        id: order.orderId,
        owner: order.memNo,
        side: order.side,
        price: order.price,
        stopPrice: order.stopPrice!,
        condition: order.stopCondition!,
        quantity: open,
      });
    else book.rest(order.orderId, order.memNo, order.side, order.price, open);
  }

  // --- placing --------------------------------------------------------------------------------------

  /** Places an order; `origin` is how the call was authenticated (a session: web; a signed key: openApi). */
  place(memNo: number, request: PlaceOrderRequest, origin: OrderOrigin = 'web'): OrderRow {
    // A retry is answered before the market's state is looked at: the order exists even if trading has
    // stopped since it was placed.
    const { clientOrderId, ...body } = request;
    const canonical = clientOrderId === undefined ? null : canonicalRequest(body, origin);
    const earlier = this.earlier(memNo, clientOrderId, canonical);
    if (earlier) return toOrderRow(earlier);
    const listing = this.tradableListing(request.key, request.side);
    this.refuseRestricted(memNo, origin, request.side);
    if (request.orderType !== 'market' && this.ledger.openCount(memNo) >= MAX_OPEN_ORDERS)
      throw new ApiError(409, 'TOO_MANY_OPEN_ORDERS', 'tooManyOpenOrders', String(MAX_OPEN_ORDERS));
    const plusBuy = request.plusBuy
      ? plusBuyLoan(
          {
            profile: this.credit.profile(memNo)!,
            debt: this.credit.memberDebt(memNo),
            openLoans: this.credit.memberOpenLoans(memNo).length,
          },
          listing.marketSymbol,
          request,
        )
      : undefined;
    const placement: Placement = { ...body, clientOrderId, request: canonical, plusBuy };
    this.check(memNo, listing, placement, plusBuy?.loan ?? 0);
    return toOrderRow(this.run((fx) => this.enter(memNo, listing, placement, fx)));
  }

  /** The Plus buy restriction an order of `origin` meets; web orders meet none and do not read the loans. */
  private refuseRestricted(memNo: number, origin: OrderOrigin, side: OrderSide): void {
    if (origin === 'web') return;
    const restriction = originRestriction(origin, side, this.loanHoldings(memNo));
    if (restriction) throw restrictionError(restriction);
  }

  /** How many of the member's loans are open, and how many of those hold coin. */
  private loanHoldings(memNo: number): LoanHoldings {
    const open = this.credit.memberOpenLoans(memNo);
    return { openLoans: open.length, loansWithCoin: open.filter((loan) => loan.quantity > 0).length };
  }

  /**
   * The order placed earlier with this idempotency key: the same order again answers it; a different one
   * is a conflict.
   */
  private earlier(
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
  private tradableListing(key: CoinKey, side: OrderSide): Listing {
    const listing = listingByKey(key);
    if (!listing) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', key);
    const block = this.model.orderBlock(listing, side, this.now());
    if (block === 'NOT_TRADABLE') throw new ApiError(409, 'NOT_TRADABLE', 'notTradable', key);
    if (block === 'MARKET_CLOSED')
      throw new ApiError(409, 'MARKET_CLOSED', 'marketClosed', listing.marketSymbol);
    return listing;
  }

  /**
   * The checks of contract/trading.ts; `released` is what the same transaction adds to the available
   * funds first (what a replaced order frees, or a Plus buy order's loan).
   */
  private check(memNo: number, listing: Listing, placement: Placement, released: number): void {
    const draft: OrderDraft = {
      market: listing.marketSymbol,
      side: placement.side,
      orderType: placement.orderType,
      price: placement.price,
      stopPrice: placement.stopPrice,
      quantity: placement.quantity,
      amount: placement.amount,
    };
    const funds = this.ledger.balance(memNo, lockedCoinTypeOf(listing, placement.side));
    const available = roundTo(funds.balance - funds.locked + released, decimalsOf(funds.coinType));
    const problem = orderProblem(draft, { lastPrice: this.model.price(listing), available });
    if (problem === 'insufficientBalance' && placement.side === 'sell') {
      // The coin a Plus buy loan holds is not the member's to sell until the loan is repaid: say so.
      const figures = {
        symbol: listing.coin.symbol,
        loanLocked: this.loanHeld(memNo).get(funds.coinType) ?? 0,
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

  /** Inserts a checked order with its lock and matches it (inside the caller's transaction). */
  private enter(memNo: number, listing: Listing, placement: Placement, fx: Effects): StoredOrder {
    const market = listing.marketSymbol;
    const { side, orderType } = placement;
    // On-tick prices are stored in their one spelling, so that equal prices meet at one book level.
    const price = placement.price === undefined ? 0 : roundToTick(market, placement.price);
    const stopPrice = placement.stopPrice === undefined ? null : roundToTick(market, placement.stopPrice);
    const quantity = placement.quantity ?? 0;
    // The loan is credited before the order locks the funds it is part of.
    if (placement.plusBuy) this.adjustBalance(memNo, KRW_COIN_TYPE, placement.plusBuy.loan, 0, fx);
    const { lockedCoinType, lockedAmount } = orderLock(listing, {
      side,
      orderType,
      price,
      quantity,
      amount: placement.amount,
    });
    this.adjustBalance(memNo, lockedCoinType, 0, lockedAmount, fx);
    const at = kstIso(fx.nowMs);
    const order = this.ledger.insertOrder(
      pendingOrder(
        {
          memNo,
          key: listing.key,
          side,
          orderType,
          price,
          stopPrice,
          stopCondition: stopPrice === null ? null : stopCondition(stopPrice, this.model.price(listing)),
          triggered: orderType !== 'stopLimit',
          quantity,
          amount: orderType === 'market' && side === 'buy' ? placement.amount! : null,
          lockedCoinType,
          lockedAmount,
          clientOrderId: placement.clientOrderId ?? null,
          request: placement.request,
        },
        at,
      ),
    );
    fx.orders.set(order.orderId, order);
    if (placement.plusBuy) {
      const loan = this.credit.insertLoan({
        memNo,
        orderId: order.orderId,
        key: listing.key,
        orderAmount: placement.plusBuy.amount,
        principal: placement.plusBuy.loan,
        takenAt: fx.creditMs,
        expiresAt: loanExpiry(fx.creditMs),
      });
      fx.loans.set(order.orderId, loan);
      fx.credit.add(memNo);
    }
    this.event(order, 'placed', null, fx);

    const book = this.books.book(listing.key);
    fx.touched.add(listing);
    if (orderType === 'stopLimit') {
      book.holdStop({
        id: order.orderId,
        owner: memNo,
        side,
        price,
        stopPrice: stopPrice!,
        condition: order.stopCondition!,
        quantity,
      });
    } else if (orderType === 'limit') {
      this.settle(listing, book.placeLimit(order.orderId, memNo, side, price, quantity).matches, fx);
    } else {
      const result =
        side === 'buy'
          ? book.placeMarketBudget(order.orderId, memNo, placement.amount!)
          : book.placeMarket(order.orderId, memNo, 'sell', quantity);
      this.settle(listing, result.matches, fx);
      const filledAll = side === 'buy' ? !result.exhausted : result.remaining === 0;
      this.close(order, order.filledQuantity > 0 && filledAll ? 'filled' : 'cancelled', fx);
    }
    return order;
  }

  // --- settling -------------------------------------------------------------------------------------

  /** The order of a member side of a match, from this transaction's cache or the ledger. */
  private stored(orderId: number, fx: Effects): StoredOrder {
    let order = fx.orders.get(orderId);
    if (!order) {
      order = this.ledger.order(orderId);
      if (!order) throw new Error(`order ${orderId} is in the book but not in the ledger`);
      fx.orders.set(orderId, order);
    }
    return order;
  }

  /** Moves the money of each match between its member sides (the market's side has no account). */
  private settle(listing: Listing, matches: readonly Match[], fx: Effects): void {
    const market = listing.marketSymbol;
    for (const match of matches) {
      const takerBuys = match.takerSide === 'buy';
      const buyerId = takerBuys ? match.takerOwner && match.takerId : match.makerOwner && match.makerId;
      const sellerId = takerBuys ? match.makerOwner && match.makerId : match.takerOwner && match.takerId;
      const buyer = buyerId ? this.stored(buyerId, fx) : undefined;
      const seller = sellerId ? this.stored(sellerId, fx) : undefined;
      const { price, quantity } = match;
      let amount: number;
      let buyerFee = 0;
      if (buyer) ({ amount, fee: buyerFee } = buyerCharge(market, buyer, price, quantity));
      else amount = amountFromMarket(market, seller!, price, quantity);
      if (buyer) this.fill(listing, buyer, match, amount, buyerFee, seller?.memNo ?? 0, fx);
      if (seller)
        this.fill(listing, seller, match, amount, sellerFee(market, seller, amount), buyer?.memNo ?? 0, fx);
      if (match.takerOwner !== 0)
        fx.trades.push({ listing, price, quantity, side: match.takerSide, timeMs: fx.nowMs });
    }
  }

  /** One member side of a match: balances, the average buy price, the order's totals and a fill row. */
  private fill(
    listing: Listing,
    order: StoredOrder,
    match: Match,
    amount: number,
    fee: number,
    counterMemNo: number,
    fx: Effects,
  ): void {
    const { price, quantity } = match;
    const quoteType = listing.crncCd;
    const coinType = listing.coin.coinType;
    const krwPerQuote = this.model.marketPrice(listing.marketSymbol);
    if (order.side === 'buy') {
      const spent = roundTo(amount + fee, decimalsOf(quoteType));
      this.adjustBalance(order.memNo, quoteType, -spent, -spent, fx);
      this.adjustBalance(order.memNo, coinType, quantity, 0, fx, quantity * price * krwPerQuote);
      order.lockedAmount = roundTo(order.lockedAmount - spent, decimalsOf(quoteType));
    } else {
      this.adjustBalance(order.memNo, coinType, -quantity, -quantity, fx);
      const proceeds = roundTo(amount - fee, decimalsOf(quoteType));
      // Selling for BTC or USDT buys that coin: its average price follows, in KRW.
      this.adjustBalance(order.memNo, quoteType, proceeds, 0, fx, proceeds * krwPerQuote);
      order.lockedAmount = roundTo(order.lockedAmount - quantity, COIN_DECIMALS);
    }
    order.filledQuantity = roundTo(order.filledQuantity + quantity, COIN_DECIMALS);
    if (order.orderType === 'market') {
      if (order.side === 'buy') order.quantity = order.filledQuantity;
      order.price = roundTo((order.filledValue + price * quantity) / order.filledQuantity, 8);
    }
    order.filledValue += price * quantity;
    order.filledAmount = roundTo(order.filledAmount + amount, decimalsOf(quoteType));
    order.fee = roundTo(order.fee + fee, decimalsOf(quoteType));
    order.updatedAt = kstIso(fx.nowMs);
    if (order.side === 'buy') this.holdForLoan(order, coinType, quantity, fx);
    const fill = this.ledger.insertFill({
      orderId: order.orderId,
      memNo: order.memNo,
      key: listing.key,
      side: order.side,
      price,
      quantity,
      amount,
      fee,
      maker: match.makerId === order.orderId,
      counterMemNo,
      createdAt: order.updatedAt,
    });
    const complete = order.orderType !== 'market' && order.filledQuantity >= order.quantity;
    if (complete) this.close(order, 'filled', fx, fill);
    else {
      this.ledger.saveOrder(order);
      this.event(order, 'partiallyFilled', fill, fx);
    }
  }

  /** The loan of a Plus buy order (null for any other order), through this transaction's cache. */
  private loanOfOrder(order: StoredOrder, fx: Effects): StoredLoan | null {
    if (order.side !== 'buy') return null;
    let loan = fx.loans.get(order.orderId);
    if (loan === undefined) {
      loan = this.credit.loanOfOrder(order.orderId) ?? null;
      fx.loans.set(order.orderId, loan);
    }
    return loan;
  }

  /** A fill of a Plus buy order: the coin bought is locked for the loan, the loan's fee part accrues. */
  private holdForLoan(order: StoredOrder, coinType: string, quantity: number, fx: Effects): void {
    const loan = this.loanOfOrder(order, fx);
    if (!loan || loan.state === 'repaid') return;
    this.adjustBalance(order.memNo, coinType, 0, quantity, fx);
    loan.quantity = roundTo(loan.quantity + quantity, COIN_DECIMALS);
    loan.loanFee = loanFeePart(order.fee, loan.principal, loan.orderAmount);
    this.followSpending(order, loan, fx);
  }

  /**
   * The loan follows what its order spent (contract/plus-buy.ts loanExcess), after each fill and at the
   * close. While a limit order is open, what its open part may still spend at its limit counts too, and
   * the excess comes out of the order's lock (which still holds the limit's price: only its surplus over
   * what the open part may spend is taken). Once closed (a market buy closes in its placement), out of
   * the KRW the close freed. A loan left with nothing (its order filled nothing) closes `released`.
   */
  private followSpending(order: StoredOrder, loan: StoredLoan, fx: Effects): void {
    if (order.status !== 'pending') {
      const excess = Math.min(
        loanExcess(loan.outstanding, order.filledAmount),
        this.availableKrw(order.memNo),
      );
      if (excess > 0) {
        this.adjustBalance(order.memNo, KRW_COIN_TYPE, -excess, 0, fx);
        loan.outstanding = roundTo(loan.outstanding - excess, 0);
      }
    } else if (order.orderType === 'limit') {
      const open = roundTo(order.quantity - order.filledQuantity, COIN_DECIMALS);
      const rest = buyerCharge(listingByKey(order.key)!.marketSymbol, order, order.price, open);
      const surplus = roundTo(order.lockedAmount - rest.amount - rest.fee, 0);
      const excess = Math.min(loanExcess(loan.outstanding, order.filledAmount + rest.amount), surplus);
      if (excess > 0) {
        this.adjustBalance(order.memNo, KRW_COIN_TYPE, -excess, -excess, fx);
        order.lockedAmount = roundTo(order.lockedAmount - excess, 0);
        loan.outstanding = roundTo(loan.outstanding - excess, 0);
      }
    }
    if (loan.outstanding <= 0) this.closeLoan(loan, 'released', fx);
    else this.saveLoan(loan, fx);
  }

  /** The member's KRW balance less what is locked (never below 0). */
  availableKrw(memNo: number): number {
    const krw = this.ledger.balance(memNo, KRW_COIN_TYPE);
    return Math.max(0, roundTo(krw.balance - krw.locked, 0));
  }

  /** Pays the member's debts, oldest first, from their available KRW. */
  private payDebts(memNo: number, fx: Effects): void {
    let available = this.availableKrw(memNo);
    if (available <= 0) return;
    for (const debt of this.credit.memberDebts(memNo)) {
      const paid = Math.min(debt.outstanding, available);
      if (paid <= 0) break;
      this.adjustBalance(memNo, KRW_COIN_TYPE, -paid, 0, fx);
      available = roundTo(available - paid, 0);
      debt.outstanding = roundTo(debt.outstanding - paid, 0);
      if (debt.outstanding <= 0) debt.repaidAt = fx.creditMs;
      this.credit.saveDebt(debt);
      fx.credit.add(memNo);
    }
  }

  /** Cancels every open order of the member that locks KRW. */
  private cancelKrwOrders(memNo: number, fx: Effects): void {
    for (const order of this.ledger.memberOrders(memNo, { status: 'pending' }, MAX_OPEN_ORDERS)) {
      const stored = this.stored(order.orderId, fx);
      if (stored.status === 'pending' && stored.lockedCoinType === KRW_COIN_TYPE) this.withdraw(stored, fx);
    }
  }

  private saveLoan(loan: StoredLoan, fx: Effects): void {
    this.credit.saveLoan(loan);
    fx.credit.add(loan.memNo);
  }

  private closeLoan(loan: StoredLoan, reason: LoanCloseReason, fx: Effects): void {
    if (loan.quantity > 0) {
      const listing = listingByKey(loan.key)!;
      this.adjustBalance(loan.memNo, listing.coin.coinType, 0, -loan.quantity, fx);
    }
    loan.quantity = 0;
    loan.state = 'repaid';
    loan.closeReason = reason;
    loan.closedAt = fx.creditMs;
    loan.nextPortionAt = null;
    // Released loans lent nothing that was used: no fee was charged on them.
    if (reason !== 'released')
      this.credit.accrueRefund(loan.memNo, kstDay(fx.creditMs), loan.loanId, loan.loanFee);
    this.saveLoan(loan, fx);
    // A shortfall is owed, never written off (contract/plus-buy.ts CreditStatus.debt).
    if (loan.shortfall > 0)
      this.credit.insertDebt({
        memNo: loan.memNo,
        loanId: loan.loanId,
        amount: loan.shortfall,
        createdAt: fx.creditMs,
      });
  }

  /** Closes an order: releases what it still holds locked and records its final status. */
  private close(order: StoredOrder, status: OrderStatus, fx: Effects, fill?: StoredFill): void {
    if (order.lockedAmount > 0)
      this.adjustBalance(order.memNo, order.lockedCoinType, 0, -order.lockedAmount, fx);
    order.lockedAmount = 0;
    order.status = status;
    order.updatedAt = kstIso(fx.nowMs);
    const loan = this.loanOfOrder(order, fx);
    if (loan && loan.state !== 'repaid') this.followSpending(order, loan, fx);
    this.ledger.saveOrder(order);
    this.event(order, status === 'filled' ? 'filled' : 'cancelled', fill ?? null, fx);
  }

  /**
   * Changes a balance and its lock by the given amounts (rounded to the coin's decimals). `boughtKrw`
   * is the KRW value of what was added by a purchase: the average buy price follows it; a balance that
   * reaches zero forgets its average.
   */
  private adjustBalance(
    memNo: number,
    coinType: string,
    balanceChange: number,
    lockedChange: number,
    fx: Effects,
    boughtKrw?: number,
  ): void {
    const row = this.ledger.balance(memNo, coinType);
    const decimals = decimalsOf(coinType);
    const balance = roundTo(row.balance + balanceChange, decimals);
    let avgBuyAmt = row.avgBuyAmt;
    if (coinType === KRW_COIN_TYPE) avgBuyAmt = 0;
    else if (boughtKrw !== undefined && balance > 0)
      avgBuyAmt = roundTo((row.balance * row.avgBuyAmt + boughtKrw) / balance, 8);
    else if (balance <= 0) avgBuyAmt = 0;
    this.ledger.writeBalance(memNo, {
      ...row,
      balance,
      locked: Math.max(0, roundTo(row.locked + lockedChange, decimals)),
      avgBuyAmt,
    });
    let changed = fx.balances.get(memNo);
    if (!changed) fx.balances.set(memNo, (changed = new Set()));
    changed.add(coinType);
  }

  private event(order: StoredOrder, kind: OrderEventKind, fill: StoredFill | null, fx: Effects): void {
    let events = fx.events.get(order.memNo);
    if (!events) fx.events.set(order.memNo, (events = []));
    events.push({ kind, order: toOrderRow(order), fill: fill && toFillRow(fill) });
  }

  /**
   * Runs `work` in one transaction, then tells everyone what it changed. If it fails, the books it
   * touched are rebuilt from the ledger (which rolled back) and the error goes on.
   */
  private run<T>(work: (fx: Effects) => T): T {
    const fx: Effects = {
      touched: new Set(),
      balances: new Map(),
      events: new Map(),
      trades: [],
      orders: new Map(),
      loans: new Map(),
      credit: new Set(),
      nowMs: this.now(),
      creditMs: this.creditNow(),
    };
    let result: T;
    try {
      result = this.ledger.transaction(() => {
        const done = work(fx);
        // KRW that reached a member in debt pays the debt first, in the same transaction.
        for (const [memNo, coinTypes] of [...fx.balances])
          if (coinTypes.has(KRW_COIN_TYPE) && this.credit.memberDebt(memNo) > 0) this.payDebts(memNo, fx);
        return done;
      });
    } catch (error) {
      for (const listing of fx.touched) this.rebuild(listing);
      throw error;
    }
    for (const [memNo, coinTypes] of fx.balances) {
      const loanHeld = this.loanHeld(memNo);
      this.notify(
        memNo,
        [...coinTypes].map((coinType) => toAssetChangeRow(this.ledger.balance(memNo, coinType), loanHeld)),
      );
    }
    for (const [memNo, events] of fx.events) this.notifyOrders(memNo, events);
    for (const memNo of fx.credit) this.notifyCredit(memNo);
    for (const listing of fx.touched) this.books.publish(listing.key);
    for (const trade of fx.trades)
      this.model.recordBookTrade(
        trade.listing,
        trade.timeMs,
        trade.price,
        trade.quantity,
        trade.side === 'buy' ? 1 : 2,
      );
    return result;
  }

  /** A coin's book again from the ledger's open orders and the model's price. */
  private rebuild(listing: Listing): void {
    this.books.reset(listing);
    for (const order of this.ledger.openOrders()) if (order.key === listing.key) this.restore(order);
    this.books.recentre(listing, this.model.price(listing));
    this.books.publish(listing.key);
  }

  // --- the market's trades --------------------------------------------------------------------------

  /** Trades are handled one at a time: the fills of one can publish more trades (queued behind it). */
  private onTrade(trade: TradeEvent): void {
    this.queue.push(trade);
    if (this.draining) return;
    this.draining = true;
    try {
      for (let next = this.queue.shift(); next; next = this.queue.shift()) {
        try {
          this.handleTrade(next);
        } catch (error) {
          // A trade whose settlement fails is rolled back (and its book rebuilt); the market goes on.
          this.onError(error);
        }
      }
    } finally {
      this.draining = false;
    }
  }

  /**
   * A model trade fills the member orders it went through; then the liquidity follows the price and
   * the stop-limits the price reached enter the book.
   */
  private handleTrade(trade: TradeEvent): void {
    const { listing } = trade;
    const book = this.books.book(listing.key);
    const swept =
      trade.source === 'model'
        ? book.sweep(trade.price, trade.quantity, trade.side === 1 ? 'buy' : 'sell')
        : [];
    this.books.recentre(listing, trade.price, trade.side === 1 ? 'buy' : 'sell');
    const triggered = book.onLastPrice(trade.price);
    // Most trades touch no member order: no transaction, only the liquidity's depth changes.
    if (swept.length === 0 && triggered.length === 0) {
      this.books.publish(listing.key);
      return;
    }
    this.run((fx) => {
      fx.touched.add(listing);
      this.settle(listing, swept, fx);
      for (const { order, result } of triggered) {
        const stored = this.stored(order.id, fx);
        stored.triggered = true;
        stored.updatedAt = kstIso(fx.nowMs);
        this.ledger.saveOrder(stored);
        this.event(stored, 'triggered', null, fx);
        this.settle(listing, result.matches, fx);
      }
    });
  }

  // --- cancelling and replacing ---------------------------------------------------------------------

  /** The member's order that is still open, or the error saying why it is not. */
  private openOrder(memNo: number, orderId: number): StoredOrder {
    const order = this.ledger.order(orderId);
    if (!order || order.memNo !== memNo)
      throw new ApiError(404, 'ORDER_NOT_FOUND', 'orderNotFound', `${orderId}`);
    if (order.status !== 'pending') throw new ApiError(409, 'ORDER_CLOSED', 'orderClosed', `${orderId}`);
    return order;
  }

  private withdraw(order: StoredOrder, fx: Effects): void {
    const listing = listingByKey(order.key)!;
    this.books.book(order.key).cancel(order.orderId);
    fx.touched.add(listing);
    fx.orders.set(order.orderId, order);
    this.close(order, 'cancelled', fx);
  }

  cancel(memNo: number, orderId: number): OrderRow {
    const order = this.openOrder(memNo, orderId);
    return toOrderRow(
      this.run((fx) => {
        this.withdraw(order, fx);
        return order;
      }),
    );
  }

  /** Cancels every open order of the member on one coin; answers them. */
  cancelAll(memNo: number, key: CoinKey): OrderRow[] {
    if (!listingByKey(key)) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', key);
    const open = this.ledger.memberOrders(memNo, { key, status: 'pending' }, MAX_OPEN_ORDERS);
    if (open.length === 0) return [];
    return this.run((fx) => {
      for (const order of open) this.withdraw(order, fx);
      return open;
    }).map(toOrderRow);
  }

  /** Cancels an open order and places its open quantity at a new price, in one transaction. */
  /** Replaces an open order at a new price; a replace places an order, so `origin` meets the restrictions. */
  replace(
    memNo: number,
    orderId: number,
    request: ReplaceOrderRequest,
    origin: OrderOrigin = 'web',
  ): OrderRow {
    const canonical = request.clientOrderId === undefined ? null : canonicalReplace(orderId, request.price);
    const earlier = this.earlier(memNo, request.clientOrderId, canonical);
    if (earlier) return toOrderRow(earlier);
    const old = this.openOrder(memNo, orderId);
    // Its loan was sized and timed for the order as placed.
    if (this.credit.loanOfOrder(orderId)) throw new ApiError(409, 'CONFLICT', 'plusBuyReplace', `${orderId}`);
    const listing = this.tradableListing(old.key, old.side);
    this.refuseRestricted(memNo, origin, old.side);
    const placement: Placement = {
      key: old.key,
      side: old.side,
      orderType: old.orderType,
      price: request.price,
      stopPrice: old.stopPrice ?? undefined,
      quantity: roundTo(old.quantity - old.filledQuantity, COIN_DECIMALS),
      clientOrderId: request.clientOrderId,
      request: canonical,
    };
    this.check(memNo, listing, placement, old.lockedAmount);
    return toOrderRow(
      this.run((fx) => {
        this.withdraw(old, fx);
        return this.enter(memNo, listing, placement, fx);
      }),
    );
  }

  // --- loans (the credit engine's side) -------------------------------------------------------------

  /** Runs the credit engine's `work` on loans in one of the engine's transactions. */
  creditRun<T>(work: (ops: LoanOps) => T): T {
    return this.run((fx) => work(this.loanOps(fx)));
  }

  private loanOps(fx: Effects): LoanOps {
    const cached = (loanId: number): StoredLoan | undefined => {
      for (const loan of fx.loans.values()) if (loan?.loanId === loanId) return loan;
      const loan = this.credit.loan(loanId);
      if (loan) fx.loans.set(loan.orderId, loan);
      return loan;
    };
    return {
      nowMs: fx.creditMs,
      loan: cached,
      availableKrw: (memNo) => this.availableKrw(memNo),
      repayFromKrw: (loan, max) => {
        const paid = Math.max(0, Math.min(loan.outstanding, max, this.availableKrw(loan.memNo)));
        if (paid <= 0) return 0;
        this.adjustBalance(loan.memNo, KRW_COIN_TYPE, -paid, 0, fx);
        loan.outstanding = roundTo(loan.outstanding - paid, 0);
        this.saveLoan(loan, fx);
        return paid;
      },
      sell: (loan, quantity) => this.sellForLoan(loan, quantity, fx),
      cancelOrder: (loan) => {
        const order = this.stored(loan.orderId, fx);
        if (order.status !== 'pending') return;
        this.withdraw(order, fx);
      },
      close: (loan, reason) => this.closeLoan(loan, reason, fx),
      save: (loan) => this.saveLoan(loan, fx),
      creditKrw: (memNo, amount) => {
        if (amount > 0) this.adjustBalance(memNo, KRW_COIN_TYPE, amount, 0, fx);
        fx.credit.add(memNo);
      },
      cancelKrwOrders: (memNo) => this.cancelKrwOrders(memNo, fx),
      payDebts: (memNo) => this.payDebts(memNo, fx),
      changed: (memNo) => fx.credit.add(memNo),
    };
  }

  /**
   * A market sell of the loan's coin through the coin's book, as the member's order: the coin leaves the
   * loan's lock for the order's, and what the book does not take goes back to the loan.
   */
  private sellForLoan(loan: StoredLoan, quantity: number, fx: Effects): { sold: number; proceeds: number } {
    const listing = listingByKey(loan.key)!;
    const amount = roundTo(Math.min(quantity, loan.quantity), COIN_DECIMALS);
    if (!(amount > 0) || this.model.orderBlock(listing, 'sell', fx.nowMs)) return { sold: 0, proceeds: 0 };
    const coinType = listing.coin.coinType;
    const before = this.ledger.balance(loan.memNo, KRW_COIN_TYPE).balance;
    this.adjustBalance(loan.memNo, coinType, 0, -amount, fx);
    loan.quantity = roundTo(loan.quantity - amount, COIN_DECIMALS);
    const order = this.enter(
      loan.memNo,
      listing,
      { key: listing.key, side: 'sell', orderType: 'market', quantity: amount, request: null },
      fx,
    );
    const unsold = roundTo(amount - order.filledQuantity, COIN_DECIMALS);
    if (unsold > 0) {
      this.adjustBalance(loan.memNo, coinType, 0, unsold, fx);
      loan.quantity = roundTo(loan.quantity + unsold, COIN_DECIMALS);
    }
    this.saveLoan(loan, fx);
    const proceeds = roundTo(this.ledger.balance(loan.memNo, KRW_COIN_TYPE).balance - before, 0);
    return { sold: order.filledQuantity, proceeds };
  }

  // --- views ----------------------------------------------------------------------------------------

  /** Every balance of a member, for an assetChange snapshot. */
  assetRows(memNo: number): AssetChangeRow[] {
    const loanHeld = this.loanHeld(memNo);
    return this.ledger.balances(memNo).map((row) => toAssetChangeRow(row, loanHeld));
  }

  /**
   * The coin the member's open Plus buy loans hold, by coin type: the part of its locked balance that is
   * the loans' (the rest is open orders').
   */
  private loanHeld(memNo: number): Map<string, number> {
    const held = new Map<string, number>();
    for (const loan of this.credit.memberOpenLoans(memNo)) {
      if (!(loan.quantity > 0)) continue;
      const coinType = listingByKey(loan.key)!.coin.coinType;
      held.set(coinType, roundTo((held.get(coinType) ?? 0) + loan.quantity, COIN_DECIMALS));
    }
    return held;
  }

  assets(memNo: number): AssetsResponse {
    const rows = this.ledger.balances(memNo);
    const krw = rows.find((row) => row.coinType === KRW_COIN_TYPE);
    const coins = rows.filter((row) => row.coinType !== KRW_COIN_TYPE && row.balance > 0);
    const loanHeld = this.loanHeld(memNo);
    return {
      krwBalance: krw?.balance ?? 0,
      krwLocked: krw?.locked ?? 0,
      myAssetCoinInfoList: coins.map((row) => ({
        coinType: row.coinType,
        symbol: row.symbol,
        coinBalance: row.balance,
        lockedBalance: row.locked,
        loanLockedBalance: loanHeld.get(row.coinType) ?? 0,
        avgBuyAmt: row.avgBuyAmt,
      })),
      totalSumBuyAmt: Math.round(coins.reduce((sum, row) => sum + row.balance * row.avgBuyAmt, 0)),
    };
  }

  orders(memNo: number, filter: { key?: string; status?: OrderStatus }): OrderRow[] {
    return this.ledger.memberOrders(memNo, filter, ORDER_LIST_LIMIT).map(toOrderRow);
  }

  /** Closed orders with their fills whose last change falls in the KST date range, newest first. */
  history(memNo: number, query: z.output<typeof orderHistoryQuery>): OrderHistoryResponse {
    const { orders, total } = this.ledger.history({
      memNo,
      key: query.key ?? null,
      from: query.from,
      to: query.to,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const fills = this.ledger.fillsOf(orders.map((order) => order.orderId));
    return {
      rows: orders.map((order) => ({
        ...toOrderRow(order),
        fills: fills.filter((fill) => fill.orderId === order.orderId).map(toFillRow),
      })),
      total,
      page: query.page,
      size: query.size,
    };
  }

  orderBook(key: CoinKey): OrderBookSnapshot {
    const snapshot = this.books.snapshot(key);
    if (!snapshot) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', key);
    return snapshot;
  }

  /**
   * The member's orders resting in one coin's book, newest first, at most `size` (chart spec §7): a
   * stop-limit shows once it has triggered (before that it is not at its price in the book).
   */
  chartPending(memNo: number, listing: Listing | undefined, size: number): ChartPendingOrder[] {
    if (!listing) return [];
    return this.ledger
      .memberOrders(memNo, { key: listing.key, status: 'pending' }, MAX_OPEN_ORDERS)
      .filter((order) => order.triggered)
      .slice(0, size)
      .map((order) => ({ tradeTypeCd: order.side === 'buy' ? '2' : '1', unitPrice: order.price }));
  }
}
