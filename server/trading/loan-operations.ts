/**
 * What the credit engine (credit/credit-engine.ts) does to loans inside one of the order engine's
 * transactions (`LoanOps`, given by OrderEngine.creditRun): the loan money moves through the ledger like
 * an order's, a sale is a market sell through the coin's book, a notification is stored with the change,
 * and the notices go out after the commit. An order the exchange cancels (auto-repayment, expiry, a debt's
 * collection) is notified as cancelled; one cancelled because the member repays early is not.
 */
import { MAX_OPEN_ORDERS, roundTo, type LoanCloseReason, type NotificationSubject } from '../../contract';
import { KRW_COIN_TYPE } from '../market/catalogue';
import type { MarketSource } from '../sources/market-source';
import type { NotificationPort } from '../notifications/notification-port';
import { COIN_DECIMALS } from './amounts';
import type { CreditPort, StoredLoan } from './credit-port';
import { adjustBalance, availableKrw, recordNotice, storedOrder, type Effects } from './effects';
import type { Ledger } from './ledger';
import type { LoanFollowing } from './loan-following';
import type { OrderEntry } from './order-entry';
import type { OrderFills } from './order-fills';

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
  /**
   * Cancels what is still open of the loan's order (the unused loan is released in proportion); `by` the
   * exchange (auto-repayment, expiry) the member is notified, `by` the member (early repayment) not.
   */
  cancelOrder(loan: StoredLoan, by: 'member' | 'exchange'): void;
  /** Closes the loan: its coin is the member's again; a repaid loan's fee part accrues to its day's refund. */
  close(loan: StoredLoan, reason: LoanCloseReason): void;
  /** Writes a changed loan (and tells the member's sockets after the commit). */
  save(loan: StoredLoan): void;
  /** Credits KRW to the member (a fee refund). */
  creditKrw(memNo: number, amount: number): void;
  /**
   * Cancels every open order of the member that locks KRW (what they free is available again): a debt's
   * collection, notified.
   */
  cancelKrwOrders(memNo: number): void;
  /** Pays the member's debts from their available KRW, oldest first. */
  payDebts(memNo: number): void;
  /** The member's credit status changed without a money change (an alert, a level). */
  changed(memNo: number): void;
  /** Stores a notification for the member with this transaction (published after the commit). */
  notify(memNo: number, subject: NotificationSubject): void;
}

export class LoanOperations {
  constructor(
    private readonly ledger: Ledger,
    private readonly credit: CreditPort,
    private readonly model: MarketSource,
    private readonly loans: LoanFollowing,
    private readonly fills: OrderFills,
    private readonly entry: OrderEntry,
    private readonly notices: NotificationPort,
  ) {}

  /** The operations on loans within the transaction `fx` records. */
  within(fx: Effects): LoanOps {
    const { ledger, loans } = this;
    return {
      nowMs: fx.creditMs,
      loan: (loanId) => this.cachedLoan(loanId, fx),
      availableKrw: (memNo) => availableKrw(ledger, memNo),
      repayFromKrw: (loan, max) => this.repayFromKrw(loan, max, fx),
      sell: (loan, quantity) => this.sellForLoan(loan, quantity, fx),
      cancelOrder: (loan, by) => {
        const order = storedOrder(ledger, loan.orderId, fx);
        if (order.status !== 'pending') return;
        this.fills.withdraw(order, fx);
        if (by === 'exchange') fx.exchangeCancels.add(order.orderId);
      },
      close: (loan, reason) => loans.closeLoan(loan, reason, fx),
      save: (loan) => loans.saveLoan(loan, fx),
      creditKrw: (memNo, amount) => {
        if (amount > 0) adjustBalance(ledger, memNo, KRW_COIN_TYPE, amount, 0, fx);
        fx.credit.add(memNo);
      },
      cancelKrwOrders: (memNo) => this.cancelKrwOrders(memNo, fx),
      payDebts: (memNo) => loans.payDebts(memNo, fx),
      changed: (memNo) => fx.credit.add(memNo),
      notify: (memNo, subject) => recordNotice(this.notices, memNo, subject, fx),
    };
  }

  /** The loan with this id as the transaction holds it (read once, then cached by its order's id). */
  private cachedLoan(loanId: number, fx: Effects): StoredLoan | undefined {
    for (const loan of fx.loans.values()) if (loan?.loanId === loanId) return loan;
    const loan = this.credit.loan(loanId);
    if (loan) fx.loans.set(loan.orderId, loan);
    return loan;
  }

  private repayFromKrw(loan: StoredLoan, max: number, fx: Effects): number {
    const paid = Math.max(0, Math.min(loan.outstanding, max, availableKrw(this.ledger, loan.memNo)));
    if (paid <= 0) return 0;
    adjustBalance(this.ledger, loan.memNo, KRW_COIN_TYPE, -paid, 0, fx);
    loan.outstanding = roundTo(loan.outstanding - paid, 0);
    this.loans.saveLoan(loan, fx);
    return paid;
  }

  /** Cancels every open order of the member that locks KRW. */
  private cancelKrwOrders(memNo: number, fx: Effects): void {
    for (const order of this.ledger.memberOrders(memNo, { status: 'pending' }, MAX_OPEN_ORDERS)) {
      const stored = storedOrder(this.ledger, order.orderId, fx);
      if (stored.status === 'pending' && stored.lockedCoinType === KRW_COIN_TYPE) {
        this.fills.withdraw(stored, fx);
        fx.exchangeCancels.add(stored.orderId);
      }
    }
  }

  /**
   * A market sell of the loan's coin through the coin's book, as the member's order: the coin leaves the
   * loan's lock for the order's, and what the book does not take goes back to the loan.
   */
  private sellForLoan(loan: StoredLoan, quantity: number, fx: Effects): { sold: number; proceeds: number } {
    const listing = this.model.catalogue.listing(loan.key);
    const amount = roundTo(Math.min(quantity, loan.quantity), COIN_DECIMALS);
    // A coin the market source does not list has no book to sell into.
    if (!listing || !(amount > 0) || this.model.orderBlock(listing, 'sell', fx.nowMs))
      return { sold: 0, proceeds: 0 };
    const coinType = listing.coin.coinType;
    const before = this.ledger.balance(loan.memNo, KRW_COIN_TYPE).balance;
    adjustBalance(this.ledger, loan.memNo, coinType, 0, -amount, fx);
    loan.quantity = roundTo(loan.quantity - amount, COIN_DECIMALS);
    const order = this.entry.enter(
      loan.memNo,
      listing,
      { key: listing.key, side: 'sell', orderType: 'market', quantity: amount, request: null },
      fx,
    );
    const unsold = roundTo(amount - order.filledQuantity, COIN_DECIMALS);
    if (unsold > 0) {
      adjustBalance(this.ledger, loan.memNo, coinType, 0, unsold, fx);
      loan.quantity = roundTo(loan.quantity + unsold, COIN_DECIMALS);
    }
    this.loans.saveLoan(loan, fx);
    const proceeds = roundTo(this.ledger.balance(loan.memNo, KRW_COIN_TYPE).balance - before, 0);
    return { sold: order.filledQuantity, proceeds };
  }
}
