/**
 * A Plus buy order's loan inside the order engine's transactions (contract/plus-buy.ts): each fill locks
 * the coin bought for the loan and accrues the loan part of its fee; after each fill and at the order's
 * close the loan follows what the order spent (loanExcess: the excess goes back at once; a loan whose
 * order filled nothing closes `released`). A loan that closes with a shortfall leaves the member a debt,
 * paid from the member's available KRW, oldest first.
 */
import { kstDay, loanExcess, loanFeePart, roundTo, type LoanCloseReason } from '../../contract';
import { KRW_COIN_TYPE } from '../market/catalogue';
import { keyCodes } from '../market/listings';
import { COIN_DECIMALS } from './amounts';
import type { CreditPort, StoredLoan } from './credit-port';
import { adjustBalance, availableKrw, type Effects } from './effects';
import type { Ledger, StoredOrder } from './ledger';
import { buyerCharge } from './settlement';
import { openQuantity } from './order-rows';

export class LoanFollowing {
  constructor(
    private readonly ledger: Ledger,
    private readonly credit: CreditPort,
  ) {}

  /** The loan of a Plus buy order (null for any other order), through this transaction's cache. */
  loanOfOrder(order: StoredOrder, fx: Effects): StoredLoan | null {
    if (order.side !== 'buy') return null;
    let loan = fx.loans.get(order.orderId);
    if (loan === undefined) {
      loan = this.credit.loanOfOrder(order.orderId) ?? null;
      fx.loans.set(order.orderId, loan);
    }
    return loan;
  }

  /** A fill of a Plus buy order: the coin bought is locked for the loan, the loan's fee part accrues. */
  holdForLoan(order: StoredOrder, coinType: string, quantity: number, fx: Effects): void {
    const loan = this.loanOfOrder(order, fx);
    if (!loan || loan.state === 'repaid') return;
    adjustBalance(this.ledger, order.memNo, coinType, 0, quantity, fx);
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
  followSpending(order: StoredOrder, loan: StoredLoan, fx: Effects): void {
    if (order.status !== 'pending') {
      const excess = Math.min(
        loanExcess(loan.outstanding, order.filledAmount),
        availableKrw(this.ledger, order.memNo),
      );
      if (excess > 0) {
        adjustBalance(this.ledger, order.memNo, KRW_COIN_TYPE, -excess, 0, fx);
        loan.outstanding = roundTo(loan.outstanding - excess, 0);
      }
    } else if (order.orderType === 'limit') {
      const open = openQuantity(order);
      const rest = buyerCharge(keyCodes(order.key)!.marketSymbol, order, order.price, open);
      const surplus = roundTo(order.lockedAmount - rest.amount - rest.fee, 0);
      const excess = Math.min(loanExcess(loan.outstanding, order.filledAmount + rest.amount), surplus);
      if (excess > 0) {
        adjustBalance(this.ledger, order.memNo, KRW_COIN_TYPE, -excess, -excess, fx);
        order.lockedAmount = roundTo(order.lockedAmount - excess, 0);
        loan.outstanding = roundTo(loan.outstanding - excess, 0);
      }
    }
    if (loan.outstanding <= 0) this.closeLoan(loan, 'released', fx);
    else this.saveLoan(loan, fx);
  }

  /** Pays the member's debts, oldest first, from their available KRW. */
  payDebts(memNo: number, fx: Effects): void {
    let available = availableKrw(this.ledger, memNo);
    if (available <= 0) return;
    for (const debt of this.credit.memberDebts(memNo)) {
      const paid = Math.min(debt.outstanding, available);
      if (paid <= 0) break;
      adjustBalance(this.ledger, memNo, KRW_COIN_TYPE, -paid, 0, fx);
      available = roundTo(available - paid, 0);
      debt.outstanding = roundTo(debt.outstanding - paid, 0);
      if (debt.outstanding <= 0) debt.repaidAt = fx.creditMs;
      this.credit.saveDebt(debt);
      fx.credit.add(memNo);
    }
  }

  saveLoan(loan: StoredLoan, fx: Effects): void {
    this.credit.saveLoan(loan);
    fx.credit.add(loan.memNo);
  }

  closeLoan(loan: StoredLoan, reason: LoanCloseReason, fx: Effects): void {
    if (loan.quantity > 0) {
      const listing = keyCodes(loan.key)!;
      adjustBalance(this.ledger, loan.memNo, listing.coin.coinType, 0, -loan.quantity, fx);
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
}
