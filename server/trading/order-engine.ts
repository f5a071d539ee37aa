/**
 * Orders on the simulator's books: the checks of contract/trading.ts, locks, matching in the coin's
 * OrderBook (books.ts) and settlement in the SQLite ledger. Every placement, cancel, replace and trade
 * settles in one transaction: the order's lock, each fill's money and fee (settlement.ts), the fill rows
 * and the order's totals. After the commit the member's sockets hear of it (assetChange rows and order
 * events), the feed gets the depth changes, and the member's fills are published as the coin's trades
 * through the market model. The model's own trades fill member orders they go through (OrderBook.sweep),
 * re-centre its liquidity and trigger stop-limits. When a transaction fails after the in-memory book
 * changed, that coin's book is rebuilt from the ledger: the ledger is the truth, the book its index.
 */
import {
  MAX_OPEN_ORDERS,
  orderProblem,
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
import { ApiError } from '../http/api-error';
import { orderProblemKey } from '../http/messages';
import { KRW_COIN_TYPE } from '../market/catalogue';
import { kstIso } from '../market/kst-time';
import { listingByKey, type Listing } from '../market/listings';
import type { MarketModel, TradeEvent } from '../market/market-model';
import { COIN_DECIMALS, decimalsOf, lockedCoinTypeOf, orderLock } from './amounts';
import type { Books } from './books';
import { pendingOrder, type BalanceRow, type Ledger, type StoredFill, type StoredOrder } from './ledger';
import type { Match } from './matching/order-book';
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

function toAssetChangeRow(row: BalanceRow): AssetChangeRow {
  return {
    coinType: row.coinType,
    symbol: row.symbol,
    coinBalance: row.balance,
    lockedBalance: row.locked,
    avgBuyAmt: row.avgBuyAmt,
  };
}

/** The placement as sent, in one spelling: a retry with the same key must send the same order. */
function canonicalRequest(request: Omit<PlaceOrderRequest, 'clientOrderId'>): string {
  const { key, side, orderType, price, stopPrice, quantity, amount } = request;
  return JSON.stringify({ key, side, orderType, price, stopPrice, quantity, amount });
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
  nowMs: number;
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
}

export class OrderEngine {
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

  place(memNo: number, request: PlaceOrderRequest): OrderRow {
    // A retry is answered before the market's state is looked at: the order exists even if trading has
    // stopped since it was placed.
    const { clientOrderId, ...body } = request;
    const canonical = clientOrderId === undefined ? null : canonicalRequest(body);
    const earlier = this.earlier(memNo, clientOrderId, canonical);
    if (earlier) return toOrderRow(earlier);
    const listing = this.tradableListing(request.key, request.side);
    if (request.orderType !== 'market' && this.ledger.openCount(memNo) >= MAX_OPEN_ORDERS)
      throw new ApiError(409, 'TOO_MANY_OPEN_ORDERS', 'tooManyOpenOrders', String(MAX_OPEN_ORDERS));
    const placement: Placement = { ...body, clientOrderId, request: canonical };
    this.check(memNo, listing, placement, 0);
    return toOrderRow(this.run((fx) => this.enter(memNo, listing, placement, fx)));
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

  /** The checks of contract/trading.ts; `released` is what a replaced order frees in the same transaction. */
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

  /** Closes an order: releases what it still holds locked and records its final status. */
  private close(order: StoredOrder, status: OrderStatus, fx: Effects, fill?: StoredFill): void {
    if (order.lockedAmount > 0)
      this.adjustBalance(order.memNo, order.lockedCoinType, 0, -order.lockedAmount, fx);
    order.lockedAmount = 0;
    order.status = status;
    order.updatedAt = kstIso(fx.nowMs);
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
      nowMs: this.now(),
    };
    let result: T;
    try {
      result = this.ledger.transaction(() => work(fx));
    } catch (error) {
      for (const listing of fx.touched) this.rebuild(listing);
      throw error;
    }
    for (const [memNo, coinTypes] of fx.balances)
      this.notify(
        memNo,
        [...coinTypes].map((coinType) => toAssetChangeRow(this.ledger.balance(memNo, coinType))),
      );
    for (const [memNo, events] of fx.events) this.notifyOrders(memNo, events);
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
    this.books.recentre(listing, trade.price);
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
  replace(memNo: number, orderId: number, request: ReplaceOrderRequest): OrderRow {
    const canonical = request.clientOrderId === undefined ? null : canonicalReplace(orderId, request.price);
    const earlier = this.earlier(memNo, request.clientOrderId, canonical);
    if (earlier) return toOrderRow(earlier);
    const old = this.openOrder(memNo, orderId);
    const listing = this.tradableListing(old.key, old.side);
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

  // --- views ----------------------------------------------------------------------------------------

  /** Every balance of a member, for an assetChange snapshot. */
  assetRows(memNo: number): AssetChangeRow[] {
    return this.ledger.balances(memNo).map(toAssetChangeRow);
  }

  assets(memNo: number): AssetsResponse {
    const rows = this.ledger.balances(memNo);
    const krw = rows.find((row) => row.coinType === KRW_COIN_TYPE);
    const coins = rows.filter((row) => row.coinType !== KRW_COIN_TYPE && row.balance > 0);
    return {
      krwBalance: krw?.balance ?? 0,
      krwLocked: krw?.locked ?? 0,
      myAssetCoinInfoList: coins.map((row) => ({
        coinType: row.coinType,
        symbol: row.symbol,
        coinBalance: row.balance,
        lockedBalance: row.locked,
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
