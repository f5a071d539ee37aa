/**
 * A checked order entered inside the order engine's transaction: a Plus buy order's loan credited to
 * the member's KRW first (so the ordinary lock counts it), the order's lock, its row, its loan row, and
 * the order in its coin's book: a stop-limit held until its stop price; any other matched by its time in
 * force and self-trade mode (contract/order-options.ts): a gtc or post-only limit rests what it did not
 * fill, the others are closed once they took what they could (filled, or cancelled with the rest). A
 * best-price order's price is the best on the other side as it arrives.
 */
import {
  isBudgetOrder,
  loanExpiry,
  smpTypeOf,
  stopCondition,
  timeInForceOf,
  DEFAULT_SMP_TYPE,
} from '../../contract';
import { priceTicks, roundToTick } from '../../contract/price-ticks';
import { ApiError } from '../errors/api-error';
import { orderProblemKey } from '../errors/messages';
import { KRW_COIN_TYPE } from '../market/catalogue';
import { kstIso } from '../market/kst-time';
import type { Listing } from '../market/listings';
import type { MarketSource } from '../sources/market-source';
import { orderLock } from './amounts';
import type { Books } from './books';
import type { CreditPort } from './credit-port';
import { adjustBalance, recordEvent, type Effects } from './effects';
import { pendingOrder, type Ledger, type StoredOrder } from './ledger';
import type { Placement } from './order-checks';
import type { OrderFills } from './order-fills';

export class OrderEntry {
  constructor(
    private readonly ledger: Ledger,
    private readonly credit: CreditPort,
    private readonly model: MarketSource,
    private readonly books: Books,
    private readonly fills: OrderFills,
  ) {}

  /** Inserts a checked order with its lock and matches it (inside the caller's transaction). */
  enter(memNo: number, listing: Listing, placement: Placement, fx: Effects): StoredOrder {
    // The loan is credited before the order locks the funds it is part of.
    if (placement.plusBuy) adjustBalance(this.ledger, memNo, KRW_COIN_TYPE, placement.plusBuy.loan, 0, fx);
    const order = this.insert(memNo, listing, placement, fx);
    if (placement.plusBuy) this.takeLoan(order, placement.plusBuy, fx);
    recordEvent(order, 'placed', null, fx);
    this.match(listing, order, placement.amount, fx);
    return order;
  }

  /** The order's lock and its row; on-tick prices are stored in their one spelling. */
  private insert(memNo: number, listing: Listing, placement: Placement, fx: Effects): StoredOrder {
    const ticks = priceTicks(this.model.ticks(), listing.key);
    const { side, orderType } = placement;
    // On-tick prices are stored in their one spelling, so that equal prices meet at one book level. A
    // best-price order takes the best price on the other side (0 when that side is empty: it fills nothing).
    const price =
      orderType === 'best'
        ? (this.books.book(listing.key).bestOpposite(side) ?? 0)
        : placement.price === undefined
          ? 0
          : roundToTick(ticks, placement.price);
    const timeInForce = timeInForceOf(orderType, placement.timeInForce) ?? null;
    const stopPrice = placement.stopPrice === undefined ? null : roundToTick(ticks, placement.stopPrice);
    const quantity = placement.quantity ?? 0;
    const { lockedCoinType, lockedAmount } = orderLock(listing, {
      side,
      orderType,
      price,
      quantity,
      amount: placement.amount,
    });
    adjustBalance(this.ledger, memNo, lockedCoinType, 0, lockedAmount, fx);
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
          timeInForce,
          smpType: smpTypeOf(timeInForce, placement.smpType),
          quantity,
          amount: isBudgetOrder(orderType, side) ? placement.amount! : null,
          lockedCoinType,
          lockedAmount,
          clientOrderId: placement.clientOrderId ?? null,
          request: placement.request,
        },
        kstIso(fx.nowMs),
      ),
    );
    fx.orders.set(order.orderId, order);
    return order;
  }

  /** A Plus buy order's loan row, timed by the credit clock. */
  private takeLoan(order: StoredOrder, plusBuy: { loan: number; amount: number }, fx: Effects): void {
    const loan = this.credit.insertLoan({
      memNo: order.memNo,
      orderId: order.orderId,
      key: order.key,
      orderAmount: plusBuy.amount,
      principal: plusBuy.loan,
      takenAt: fx.creditMs,
      expiresAt: loanExpiry(fx.creditMs),
    });
    fx.loans.set(order.orderId, loan);
    fx.credit.add(order.memNo);
  }

  /** The order in its coin's book; `amount` is the budget of a buy by order total. */
  private match(listing: Listing, order: StoredOrder, amount: number | undefined, fx: Effects): void {
    const { orderId, memNo, side, orderType, price, quantity, timeInForce } = order;
    const book = this.books.book(listing.key);
    fx.touched.add(listing);
    if (orderType === 'stopLimit') {
      book.holdStop({
        id: orderId,
        owner: memNo,
        side,
        price,
        stopPrice: order.stopPrice!,
        condition: order.stopCondition!,
        quantity,
        smp: order.smpType ?? DEFAULT_SMP_TYPE,
      });
      return;
    }
    const byBudget = isBudgetOrder(orderType, side);
    // A best-price order with nothing on the other side has no price to take at: it takes nothing.
    const result =
      orderType === 'best' && price === 0
        ? undefined
        : book.place({
            id: orderId,
            owner: memNo,
            side,
            quantity: byBudget ? Infinity : quantity,
            budget: byBudget ? amount! : Infinity,
            limit: orderType === 'market' ? undefined : price,
            timeInForce,
            smp: order.smpType,
          });
    // The checks refuse it before the transaction; the book says so again should they ever disagree.
    if (result?.refused === 'wouldTrade')
      throw new ApiError(
        400,
        'ORDER_REJECTED',
        orderProblemKey(listing.marketSymbol, 'postOnlyWouldTrade'),
        undefined,
        {
          problem: 'postOnlyWouldTrade',
        },
      );
    if (result) {
      this.fills.settle(listing, result.matches, fx);
      this.fills.prevent(listing, result.makersPrevented, fx);
      this.fills.takerPrevented(order, result, fx);
    }
    if (order.status !== 'pending' || result?.rested) return;
    const complete = byBudget
      ? result?.end === 'filled' && order.preventedQuantity === 0 && order.filledQuantity > 0
      : order.filledQuantity >= order.quantity;
    this.fills.close(order, complete ? 'filled' : 'cancelled', fx);
  }
}
