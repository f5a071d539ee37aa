/**
 * Orders on the simulator's books, and the unit of work they share. Every placement, cancel, replace and
 * trade settles in one transaction (`run`, its record `Effects` in effects.ts): the order's lock, each
 * fill's money and fee, the fill rows and the order's totals. After the commit the member's sockets hear
 * of it (assetChange rows and order events, and the notifications the transaction stored: order-notices.ts),
 * the feed gets the depth changes, and the member's fills are published as the coin's trades through the
 * market model. The model's own trades fill member orders they go through (OrderBook.sweep), re-centre its
 * liquidity and trigger stop-limits. When a transaction fails after the in-memory book changed, that coin's
 * book is rebuilt from the ledger: the ledger is the truth, the book its index. Every transaction ends by
 * paying the debts of the members in debt whose KRW it changed, from their available KRW, then stores the
 * notifications of its order events.
 *
 * The steps, each in its file: the checks before a transaction (order-checks.ts), an order entered
 * (order-entry.ts), matches settled and orders closed (order-fills.ts), a Plus buy order's loan through
 * its fills (loan-following.ts), what the credit engine does to loans in a transaction (`creditRun`,
 * loan-operations.ts), and the answers that need no transaction (order-views.ts).
 */
import {
  DEFAULT_SMP_TYPE,
  MAX_OPEN_ORDERS,
  type AssetsResponse,
  type ChartPendingOrder,
  type OrderBookSnapshot,
  type OrderEvent,
  type OrderOrigin,
  type orderHistoryQuery,
  type OrderHistoryResponse,
  type OrderRow,
  type OrderSide,
  type OrderStatus,
  type PlaceOrderRequest,
  type ReplaceOrderRequest,
} from '../../contract';
import type { CoinKey } from '../../contract/markets';
import type { z } from 'zod';
import { ApiError } from '../errors/api-error';
import { KRW_COIN_TYPE } from '../market/catalogue';
import { kstIso } from '../market/kst-time';
import type { Listing } from '../market/listings';
import type { MarketSource, TradeEvent } from '../sources/market-source';
import type { Books } from './books';
import type { CreditPort } from './credit-port';
import type { NotificationPort } from '../notifications/notification-port';
import { availableKrw, noEffects, recordEvent, recordNotice, storedOrder, type Effects } from './effects';
import type { Ledger, StoredOrder } from './ledger';
import { LoanFollowing } from './loan-following';
import { LoanOperations, type LoanOps } from './loan-operations';
import { canonicalReplace, canonicalRequest, OrderChecks, type Placement } from './order-checks';
import { OrderEntry } from './order-entry';
import { OrderFills } from './order-fills';
import { orderNotices } from './order-notices';
import { openQuantity, toAssetChangeRow, toOrderRow, type AssetChangeRow } from './order-rows';
import { loanHeld, OrderViews } from './order-views';

/** `C`: the credit ledger given, which the credit engine reads as its own (credit/credit-store.ts). */
export class OrderEngine<C extends CreditPort = CreditPort> {
  readonly ledger: Ledger;
  private readonly unsubscribe: () => void;
  private readonly queue: TradeEvent[] = [];
  private draining = false;
  private readonly checks: OrderChecks;
  private readonly loans: LoanFollowing;
  private readonly fills: OrderFills;
  private readonly entry: OrderEntry;
  private readonly loanOperations: LoanOperations;
  private readonly views: OrderViews;

  constructor(
    ledger: Ledger,
    private readonly model: MarketSource,
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
    /** Stores notifications in the transactions and publishes them after the commits. */
    private readonly notices: NotificationPort,
  ) {
    this.ledger = ledger;
    this.checks = new OrderChecks(ledger, credit, model, now);
    this.loans = new LoanFollowing(ledger, credit);
    this.fills = new OrderFills(ledger, model, books, this.loans);
    this.entry = new OrderEntry(ledger, credit, model, books, this.fills);
    this.loanOperations = new LoanOperations(
      ledger,
      credit,
      model,
      this.loans,
      this.fills,
      this.entry,
      notices,
    );
    this.views = new OrderViews(ledger, books, credit);
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
    const open = openQuantity(order);
    if (order.orderType === 'stopLimit' && !order.triggered)
      book.holdStop({
        id: order.orderId,
        owner: order.memNo,
        side: order.side,
        price: order.price,
        stopPrice: order.stopPrice!,
        condition: order.stopCondition!,
        quantity: open,
        smp: order.smpType ?? DEFAULT_SMP_TYPE,
      });
    else book.rest(order.orderId, order.memNo, order.side, order.price, open);
  }

  // --- placing, cancelling and replacing ------------------------------------------------------------

  /** Places an order; `origin` is how the call was authenticated (a session: web; a signed key: openApi). */
  place(memNo: number, request: PlaceOrderRequest, origin: OrderOrigin = 'web'): OrderRow {
    // A retry is answered before the market's state is looked at: the order exists even if trading has
    // stopped since it was placed.
    const { clientOrderId, ...body } = request;
    const canonical = clientOrderId === undefined ? null : canonicalRequest(body, origin);
    const earlier = this.checks.earlier(memNo, clientOrderId, canonical);
    if (earlier) return toOrderRow(earlier);
    const listing = this.checks.tradableListing(request.key, request.side);
    this.checks.refuseRestricted(memNo, origin, request.side);
    this.checks.refuseOverOpenLimit(memNo, request);
    const plusBuy = request.plusBuy ? this.checks.plusBuyLoan(memNo, listing, request) : undefined;
    const placement: Placement = { ...body, clientOrderId, request: canonical, plusBuy };
    const bestOpposite = this.books.book(listing.key).bestOpposite(request.side);
    this.checks.check(memNo, listing, placement, plusBuy?.loan ?? 0, bestOpposite);
    return toOrderRow(this.run((fx) => this.entry.enter(memNo, listing, placement, fx)));
  }

  /**
   * Places several orders of one member in one transaction, all or none: each is checked inside it (so a
   * later one's checks see the funds and open orders the earlier ones took), and a refusal of any rolls
   * every one back. `within` runs in the same transaction with the rows placed, for a caller whose record
   * must commit with them (a parent order's progress: server/algo). A request whose idempotency key placed
   * an order before answers that order and places nothing. Plus buy orders are not placed this way.
   */
  placeAll(
    memNo: number,
    requests: readonly PlaceOrderRequest[],
    origin: OrderOrigin,
    within: (rows: OrderRow[]) => void = () => {},
  ): OrderRow[] {
    return this.run((fx) => {
      const rows = requests.map((request) => {
        const { clientOrderId, plusBuy, ...body } = request;
        if (plusBuy) throw new ApiError(400, 'BAD_REQUEST', 'badRequest', 'plusBuy');
        const canonical = clientOrderId === undefined ? null : canonicalRequest(body, origin);
        const earlier = this.checks.earlier(memNo, clientOrderId, canonical);
        if (earlier) return toOrderRow(earlier);
        const listing = this.checks.tradableListing(request.key, request.side);
        this.checks.refuseRestricted(memNo, origin, request.side);
        this.checks.refuseOverOpenLimit(memNo, request);
        const placement: Placement = { ...body, clientOrderId, request: canonical };
        const bestOpposite = this.books.book(listing.key).bestOpposite(request.side);
        this.checks.check(memNo, listing, placement, 0, bestOpposite);
        return toOrderRow(this.entry.enter(memNo, listing, placement, fx));
      });
      within(rows);
      return rows;
    });
  }

  /** The listing of a key when an order of `side` may be placed on it now; the refusal otherwise. */
  tradableListing(key: CoinKey, side: OrderSide): Listing {
    return this.checks.tradableListing(key, side);
  }

  /**
   * Cancels the member's open orders among `orderIds` in one transaction (others' and closed ones are left
   * alone); `within` writes the caller's own record in the same transaction. Answers those cancelled.
   */
  cancelOrders(memNo: number, orderIds: readonly number[], within: () => void = () => {}): OrderRow[] {
    return this.run((fx) => {
      const open: StoredOrder[] = [];
      for (const orderId of orderIds) {
        const order = this.ledger.order(orderId);
        if (order?.memNo === memNo && order.status === 'pending') open.push(order);
      }
      for (const order of open) this.fills.withdraw(order, fx);
      within();
      return open;
    }).map(toOrderRow);
  }

  /** The member's order that is still open, or the error saying why it is not. */
  private openOrder(memNo: number, orderId: number): StoredOrder {
    const order = this.ledger.order(orderId);
    if (!order || order.memNo !== memNo)
      throw new ApiError(404, 'ORDER_NOT_FOUND', 'orderNotFound', `${orderId}`);
    if (order.status !== 'pending') throw new ApiError(409, 'ORDER_CLOSED', 'orderClosed', `${orderId}`);
    return order;
  }

  cancel(memNo: number, orderId: number): OrderRow {
    const order = this.openOrder(memNo, orderId);
    return toOrderRow(
      this.run((fx) => {
        this.fills.withdraw(order, fx);
        return order;
      }),
    );
  }

  /** Cancels every open order of the member on one coin; answers them. */
  cancelAll(memNo: number, key: CoinKey): OrderRow[] {
    if (!this.model.catalogue.listing(key)) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', key);
    const open = this.ledger.memberOrders(memNo, { key, status: 'pending' }, MAX_OPEN_ORDERS);
    if (open.length === 0) return [];
    return this.run((fx) => {
      for (const order of open) this.fills.withdraw(order, fx);
      return open;
    }).map(toOrderRow);
  }

  /**
   * Cancels an open order and places its open quantity at a new price, in one transaction; a replace
   * places an order, so `origin` meets the restrictions.
   */
  replace(
    memNo: number,
    orderId: number,
    request: ReplaceOrderRequest,
    origin: OrderOrigin = 'web',
  ): OrderRow {
    const canonical = request.clientOrderId === undefined ? null : canonicalReplace(orderId, request.price);
    const earlier = this.checks.earlier(memNo, request.clientOrderId, canonical);
    if (earlier) return toOrderRow(earlier);
    const old = this.openOrder(memNo, orderId);
    // Its loan was sized and timed for the order as placed.
    if (this.credit.loanOfOrder(orderId)) throw new ApiError(409, 'CONFLICT', 'plusBuyReplace', `${orderId}`);
    const listing = this.checks.tradableListing(old.key, old.side);
    this.checks.refuseRestricted(memNo, origin, old.side);
    const placement: Placement = {
      key: old.key,
      side: old.side,
      orderType: old.orderType,
      price: request.price,
      stopPrice: old.stopPrice ?? undefined,
      quantity: openQuantity(old),
      timeInForce: old.timeInForce ?? undefined,
      smpType: old.smpType ?? undefined,
      clientOrderId: request.clientOrderId,
      request: canonical,
    };
    const bestOpposite = this.books.book(listing.key).bestOpposite(old.side);
    this.checks.check(memNo, listing, placement, old.lockedAmount, bestOpposite);
    return toOrderRow(
      this.run((fx) => {
        this.fills.withdraw(old, fx);
        return this.entry.enter(memNo, listing, placement, fx);
      }),
    );
  }

  /** Runs the credit engine's `work` on loans in one of the engine's transactions. */
  creditRun<T>(work: (ops: LoanOps) => T): T {
    return this.run((fx) => work(this.loanOperations.within(fx)));
  }

  // --- the unit of work -----------------------------------------------------------------------------

  /**
   * Runs `work` in one transaction, then tells everyone what it changed. If it fails, the books it
   * touched are rebuilt from the ledger (which rolled back) and the error goes on.
   */
  private run<T>(work: (fx: Effects) => T): T {
    const fx = noEffects(this.now(), this.creditNow());
    let result: T;
    try {
      result = this.ledger.transaction(() => {
        const done = work(fx);
        // KRW that reached a member in debt pays the debt first, in the same transaction.
        for (const [memNo, coinTypes] of [...fx.balances])
          if (coinTypes.has(KRW_COIN_TYPE) && this.credit.memberDebt(memNo) > 0)
            this.loans.payDebts(memNo, fx);
        for (const [memNo, events] of fx.events)
          for (const subject of orderNotices(events, fx.exchangeCancels))
            recordNotice(this.notices, memNo, subject, fx);
        return done;
      });
    } catch (error) {
      for (const listing of fx.touched) this.rebuild(listing);
      throw error;
    }
    this.tell(fx);
    return result;
  }

  /**
   * After a commit: the members' balances, order events, credit and notifications, the books' depth, the
   * trades.
   */
  private tell(fx: Effects): void {
    for (const [memNo, coinTypes] of fx.balances) {
      const held = loanHeld(this.credit, memNo);
      this.notify(
        memNo,
        [...coinTypes].map((coinType) => toAssetChangeRow(this.ledger.balance(memNo, coinType), held)),
      );
    }
    for (const [memNo, events] of fx.events) this.notifyOrders(memNo, events);
    for (const memNo of fx.credit) this.notifyCredit(memNo);
    for (const [memNo, notifications] of fx.notices) this.notices.publish(memNo, notifications);
    for (const listing of fx.touched) this.books.publish(listing.key);
    for (const trade of fx.trades)
      this.model.recordBookTrade(
        trade.listing,
        trade.timeMs,
        trade.price,
        trade.quantity,
        trade.side === 'buy' ? 1 : 2,
      );
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
      this.fills.settle(listing, swept, fx);
      for (const { order, result } of triggered) {
        const stored = storedOrder(this.ledger, order.id, fx);
        stored.triggered = true;
        stored.updatedAt = kstIso(fx.nowMs);
        this.ledger.saveOrder(stored);
        recordEvent(stored, 'triggered', null, fx);
        this.fills.settle(listing, result.matches, fx);
        this.fills.prevent(listing, result.makersPrevented, fx);
        this.fills.takerPrevented(stored, result, fx);
      }
    });
  }

  // --- views (order-views.ts) -----------------------------------------------------------------------

  /** The member's KRW balance less what is locked (never below 0). */
  availableKrw(memNo: number): number {
    return availableKrw(this.ledger, memNo);
  }

  /** Every balance of a member, for an assetChange snapshot. */
  assetRows(memNo: number): AssetChangeRow[] {
    return this.views.assetRows(memNo);
  }

  assets(memNo: number): AssetsResponse {
    return this.views.assets(memNo);
  }

  orders(memNo: number, filter: { key?: string; status?: OrderStatus }): OrderRow[] {
    return this.views.orders(memNo, filter);
  }

  history(memNo: number, query: z.output<typeof orderHistoryQuery>): OrderHistoryResponse {
    return this.views.history(memNo, query);
  }

  orderBook(key: CoinKey): OrderBookSnapshot {
    return this.views.orderBook(key);
  }

  chartPending(memNo: number, listing: Listing | undefined, size: number): ChartPendingOrder[] {
    return this.views.chartPending(memNo, listing, size);
  }
}
