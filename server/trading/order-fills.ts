/**
 * Matches settled and orders closed inside the order engine's transactions: each match moves its money
 * between its member sides (settlement.ts: the amount and fees; the market's side has no account), each
 * member side gets its balances, average buy price, totals and fill row, and an order that fills, or is
 * cancelled, releases what it still locks. A Plus buy order's loan follows (loan-following.ts).
 */
import { isBudgetOrder, namesNoPrice, roundTo, type OrderStatus } from '../../contract';
import { kstIso } from '../market/kst-time';
import type { Listing } from '../market/listings';
import type { MarketSource } from '../sources/market-source';
import { COIN_DECIMALS, decimalsOf, limitBuyLockNeeded } from './amounts';
import type { Books } from './books';
import { adjustBalance, recordEvent, storedOrder, type Effects } from './effects';
import type { Ledger, StoredFill, StoredOrder } from './ledger';
import type { LoanFollowing } from './loan-following';
import type { MakerPrevented, Match, PlaceResult } from './matching/order-book';
import { openQuantity } from './order-rows';
import { amountFromMarket, buyerCharge, sellerFee } from './settlement';

export class OrderFills {
  constructor(
    private readonly ledger: Ledger,
    private readonly model: MarketSource,
    private readonly books: Books,
    private readonly loans: LoanFollowing,
  ) {}

  /** Moves the money of each match between its member sides (the market's side has no account). */
  settle(listing: Listing, matches: readonly Match[], fx: Effects): void {
    const market = listing.marketSymbol;
    for (const match of matches) {
      const takerBuys = match.takerSide === 'buy';
      const buyerId = takerBuys ? match.takerOwner && match.takerId : match.makerOwner && match.makerId;
      const sellerId = takerBuys ? match.makerOwner && match.makerId : match.takerOwner && match.takerId;
      const buyer = buyerId ? storedOrder(this.ledger, buyerId, fx) : undefined;
      const seller = sellerId ? storedOrder(this.ledger, sellerId, fx) : undefined;
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
    this.moveFillMoney(listing, order, price, quantity, amount, fee, fx);
    this.addToTotals(order, price, quantity, amount, fee, decimalsOf(listing.crncCd), fx);
    if (order.side === 'buy') this.loans.holdForLoan(order, listing.coin.coinType, quantity, fx);
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
    // A market or best-price order is closed by its entry once it has taken what it could.
    const complete = !namesNoPrice(order.orderType) && openQuantity(order) <= 0;
    if (complete)
      this.close(order, order.filledQuantity >= order.quantity ? 'filled' : 'cancelled', fx, fill);
    else {
      this.ledger.saveOrder(order);
      recordEvent(order, 'partiallyFilled', fill, fx);
    }
  }

  /** A fill's balances: a buyer pays from the order's lock and gets the coin, a seller the reverse. */
  private moveFillMoney(
    listing: Listing,
    order: StoredOrder,
    price: number,
    quantity: number,
    amount: number,
    fee: number,
    fx: Effects,
  ): void {
    const quoteType = listing.crncCd;
    const coinType = listing.coin.coinType;
    const krwPerQuote = this.model.marketPrice(listing.marketSymbol);
    if (order.side === 'buy') {
      const spent = roundTo(amount + fee, decimalsOf(quoteType));
      adjustBalance(this.ledger, order.memNo, quoteType, -spent, -spent, fx);
      adjustBalance(this.ledger, order.memNo, coinType, quantity, 0, fx, quantity * price * krwPerQuote);
      order.lockedAmount = roundTo(order.lockedAmount - spent, decimalsOf(quoteType));
    } else {
      adjustBalance(this.ledger, order.memNo, coinType, -quantity, -quantity, fx);
      const proceeds = roundTo(amount - fee, decimalsOf(quoteType));
      // Selling for BTC or USDT buys that coin: its average price follows, in KRW.
      adjustBalance(this.ledger, order.memNo, quoteType, proceeds, 0, fx, proceeds * krwPerQuote);
      order.lockedAmount = roundTo(order.lockedAmount - quantity, COIN_DECIMALS);
    }
  }

  /** The order's running totals after a fill (a market order's price is its average). */
  private addToTotals(
    order: StoredOrder,
    price: number,
    quantity: number,
    amount: number,
    fee: number,
    quoteDecimals: number,
    fx: Effects,
  ): void {
    order.filledQuantity = roundTo(order.filledQuantity + quantity, COIN_DECIMALS);
    // A buy by order total has bought what it filled; a market order's price is its average (a best-price
    // order's stays the one price it took at).
    if (isBudgetOrder(order.orderType, order.side)) order.quantity = order.filledQuantity;
    if (order.orderType === 'market')
      order.price = roundTo((order.filledValue + price * quantity) / order.filledQuantity, 8);
    order.filledValue += price * quantity;
    order.filledAmount = roundTo(order.filledAmount + amount, quoteDecimals);
    order.fee = roundTo(order.fee + fee, quoteDecimals);
    order.updatedAt = kstIso(fx.nowMs);
  }

  /** Closes an order: releases what it still holds locked and records its final status. */
  close(order: StoredOrder, status: OrderStatus, fx: Effects, fill?: StoredFill): void {
    if (order.lockedAmount > 0)
      adjustBalance(this.ledger, order.memNo, order.lockedCoinType, 0, -order.lockedAmount, fx);
    order.lockedAmount = 0;
    order.status = status;
    order.updatedAt = kstIso(fx.nowMs);
    const loan = this.loans.loanOfOrder(order, fx);
    if (loan && loan.state !== 'repaid') this.loans.followSpending(order, loan, fx);
    this.ledger.saveOrder(order);
    recordEvent(order, status === 'filled' ? 'filled' : 'cancelled', fill ?? null, fx);
  }

  /**
   * The member's resting orders self-trade prevention took quantity off (matching/order-book.ts): one taken
   * out of the book is closed cancelled, which the exchange did (notified); one reduced keeps resting with
   * the lock of what is left.
   */
  prevent(listing: Listing, makers: readonly MakerPrevented[], fx: Effects): void {
    for (const prevented of makers) {
      const order = storedOrder(this.ledger, prevented.orderId, fx);
      order.preventedQuantity = roundTo(order.preventedQuantity + prevented.quantity, COIN_DECIMALS);
      order.updatedAt = kstIso(fx.nowMs);
      if (prevented.cancelled || openQuantity(order) <= 0) {
        fx.exchangeCancels.add(order.orderId);
        this.close(order, 'cancelled', fx);
      } else this.reduced(listing, order, fx);
    }
  }

  /** The incoming order's own loss to self-trade prevention (a reduce, or cancel_taker's rest). */
  takerPrevented(order: StoredOrder, result: PlaceResult, fx: Effects): void {
    if (result.prevented <= 0) return;
    order.preventedQuantity = roundTo(order.preventedQuantity + result.prevented, COIN_DECIMALS);
    order.updatedAt = kstIso(fx.nowMs);
    if (result.rested) this.reduced(this.model.catalogue.listing(order.key)!, order, fx);
    else this.ledger.saveOrder(order);
  }

  /**
   * A resting order with less open than its lock was made for: a Plus buy order's loan follows first (the
   * KRW it no longer needs repays the loan before it is free), then the rest of the lock it no longer needs
   * is released.
   */
  private reduced(listing: Listing, order: StoredOrder, fx: Effects): void {
    const loan = order.side === 'buy' ? this.loans.loanOfOrder(order, fx) : undefined;
    if (loan && loan.state !== 'repaid') this.loans.followSpending(order, loan, fx);
    const open = openQuantity(order);
    const needed = order.side === 'sell' ? open : limitBuyLockNeeded(listing, order, open);
    const release = roundTo(order.lockedAmount - needed, decimalsOf(order.lockedCoinType));
    if (release > 0) {
      adjustBalance(this.ledger, order.memNo, order.lockedCoinType, 0, -release, fx);
      order.lockedAmount = roundTo(order.lockedAmount - release, decimalsOf(order.lockedCoinType));
    }
    this.ledger.saveOrder(order);
    recordEvent(order, 'prevented', null, fx);
  }

  /** Takes an open order out of its book and closes it cancelled. */
  withdraw(order: StoredOrder, fx: Effects): void {
    // An order on a coin the market source does not list (it rests in a book nobody trades) can be cancelled too.
    const listing = this.model.catalogue.listing(order.key);
    this.books.book(order.key).cancel(order.orderId);
    if (listing) fx.touched.add(listing);
    fx.orders.set(order.orderId, order);
    this.close(order, 'cancelled', fx);
  }
}
