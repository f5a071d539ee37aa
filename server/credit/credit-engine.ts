/**
 * The credit engine: what happens to loans as prices move and the credit clock runs (contract/plus-buy.ts).
 * Each step (every PLUS_BUY.engineStepMs, after an admin trade and after the clock moves) looks at every
 * open loan at its coin's last price: at expiry the loan is repaid from the member's KRW, then by selling
 * its coin; at or below 107 % auto-repayment starts (the order's open part cancelled, then a portion sold
 * at once and one every period, proceeds repaying first); a loan in a band other than low sends at most one
 * alert per band per hour. Then the refunds of KST days that ended are paid, oldest first, and the debts of
 * members whom KRW reached from outside the order engine (a deposit, interest) are paid from it. What a
 * sale, repayment or expiry leaves unpaid once every coin is sold, the member's open KRW orders cancelled
 * and the KRW spent is the shortfall: the member's debt (contract/plus-buy.ts CreditStatus.debt), never
 * written off. Each loan's change is one transaction of the order engine (creditRun). Members hear their
 * CreditStatus after every change; a level-only change at most once per step, when it moved by 0.1.
 *
 * Notifications (contract/notifications.ts), each stored in the transaction of its change: every risk alert
 * (plusBuyRisk; also the SMS the notice promises, notifications/notification-store.ts), auto-repayment
 * started and finished, the loan's expiry `soon` once LOAN_EXPIRY_NOTICE_MS before it (kept on the loan, so
 * a restart does not send it again) and `expired` when the exchange repaid it at expiry. The order cancels
 * the exchange makes on its own are notified by the order engine; an early repayment is the member's own.
 */
import {
  alertAllowed,
  autoRepayDue,
  autoRepayPortion,
  CREDIT_ERROR_CODES,
  eligibilityProblems,
  filingPeriod,
  kstDay,
  LOAN_EXPIRY_NOTICE_MS,
  PLUS_BUY,
  riskBand,
  type CreditError,
  type CreditStatus,
  type FilingPeriod,
  type LoanRow,
  type RepayMethod,
} from '../../contract';
import { ApiError } from '../errors/api-error';
import { kstIso } from '../market/kst-time';
import type { MarketSource } from '../sources/market-source';
import type { StoredLoan } from '../trading/credit-port';
import type { LoanOps } from '../trading/loan-operations';
import type { OrderEngine } from '../trading/order-engine';
import type { CreditClock } from './credit-clock';
import type { CreditStore } from './credit-store';
import { alertRow, loanRow, measureLoan, refundRow, reservedKrw } from './loan-view';

/** Closed loans a status lists at most (open ones all). */
export const CLOSED_LOANS_SHOWN = 50;
/** Alerts a status lists at most. */
export const ALERTS_SHOWN = 20;
/** Auto-repayment's portions: the last sells whatever is left. */
const PORTIONS = Math.round(1 / PLUS_BUY.autoRepayPortion);
/** A level-only change is told when the level moved by this much since it was last told. */
const LEVEL_STEP = 0.1;

const CREDIT_ERROR_STATUS: Record<CreditError, number> = {
  loanNotFound: 404,
  loanClosed: 409,
  loanRepaying: 409,
  insufficientKrw: 409,
};

/** An early repayment's refusal (contract CREDIT_ERROR_CODES). */
function creditError(error: CreditError, loanId: number): ApiError {
  return new ApiError(
    CREDIT_ERROR_STATUS[error],
    CREDIT_ERROR_CODES[error],
    `credit.${error}`,
    String(loanId),
  );
}

export class CreditEngine {
  private readonly store: CreditStore;
  /** Each open loan's level as last told to its member. */
  private readonly toldLevels = new Map<number, number | null>();
  /** Members whose status changed during a step: told once at its end. */
  private stepping: Set<number> | undefined;

  constructor(
    private readonly engine: OrderEngine<CreditStore>,
    private readonly model: MarketSource,
    private readonly clock: CreditClock,
    /** Receives the member's status after a change. */
    private readonly publish: (memNo: number, status: CreditStatus) => void,
    private readonly onError: (error: unknown) => void,
  ) {
    this.store = engine.credit;
  }

  /** The order engine's notice that a member's credit changed (after its commit). */
  changed(memNo: number): void {
    if (this.stepping) this.stepping.add(memNo);
    else this.tell(memNo);
  }

  private tell(memNo: number): void {
    const status = this.status(memNo);
    for (const loan of status.loans)
      if (loan.state !== 'repaid') this.toldLevels.set(loan.loanId, loan.level);
      else this.toldLevels.delete(loan.loanId);
    this.publish(memNo, status);
  }

  /** The Plus buy filing period in force on the credit clock (§9, renewed yearly). */
  filing(): FilingPeriod {
    return filingPeriod(this.clock.now());
  }

  /** Moves the credit clock ahead and steps at once; answers the new time. */
  advanceClock(ms: number): number {
    const now = this.clock.advance(ms);
    this.step();
    return now;
  }

  // --- the step -------------------------------------------------------------------------------------

  step(): void {
    const members = new Set<number>();
    this.stepping = members;
    try {
      for (const loan of this.store.openLoans()) {
        // A loan on a coin the market source does not list (a real exchange delisted it) has no price to
        // measure it by: it waits, untouched, for a source that lists its coin.
        if (!this.model.catalogue.listing(loan.key)) continue;
        try {
          this.stepLoan(loan, members);
        } catch (error) {
          // One loan's failed transaction rolled back; the others go on, and the next step tries again.
          this.onError(error);
        }
      }
      try {
        this.payRefunds();
      } catch (error) {
        this.onError(error);
      }
      for (const memNo of this.store.debtors()) {
        try {
          if (this.engine.availableKrw(memNo) > 0) this.engine.creditRun((ops) => ops.payDebts(memNo));
        } catch (error) {
          this.onError(error);
        }
      }
    } finally {
      this.stepping = undefined;
    }
    for (const memNo of members) this.tell(memNo);
  }

  /** The loan's level at its coin's last price (and the KRW its open order still holds). */
  private level(loan: StoredLoan): number | null {
    const listing = this.model.catalogue.listing(loan.key)!;
    return measureLoan(loan, this.model.price(listing), reservedKrw(this.engine.ledger.order(loan.orderId)))
      .level;
  }

  private stepLoan(stored: StoredLoan, members: Set<number>): void {
    const now = this.clock.now();
    const level = this.level(stored);
    const expired = now >= stored.expiresAt;
    const startsAuto = stored.state === 'active' && autoRepayDue(level);
    const portionDue = stored.state === 'autoRepaying' && now >= (stored.nextPortionAt ?? 0);
    const band = level === null ? null : riskBand(level);
    const alert = band !== null && alertAllowed(band, this.store.lastAlertAt(stored.loanId, band), now);
    const expirySoon =
      stored.expiryNoticeAt === null && !expired && now >= stored.expiresAt - LOAN_EXPIRY_NOTICE_MS;
    if (expired || startsAuto || portionDue || alert || expirySoon) {
      this.engine.creditRun((ops) => {
        const loan = ops.loan(stored.loanId)!;
        if (alert && band && level !== null) {
          this.store.insertAlert({ loanId: loan.loanId, memNo: loan.memNo, band, level, at: ops.nowMs });
          ops.changed(loan.memNo);
          ops.notify(loan.memNo, { kind: 'plusBuyRisk', loanId: loan.loanId, coin: loan.key, band, level });
        }
        if (expirySoon) this.expiresSoon(loan, ops);
        if (expired) this.expire(loan, ops);
        else if (startsAuto) this.startAutoRepayment(loan, ops);
        else if (portionDue) this.sellPortion(loan, ops);
      });
      return;
    }
    const told = this.toldLevels.get(stored.loanId);
    if (
      told === undefined ||
      (level !== null && (told === null || Math.abs(level - told) >= LEVEL_STEP - 1e-9))
    )
      members.add(stored.memNo);
  }

  /** Tells the member, once, that the loan expires within LOAN_EXPIRY_NOTICE_MS (time to repay it oneself). */
  private expiresSoon(loan: StoredLoan, ops: LoanOps): void {
    loan.expiryNoticeAt = ops.nowMs;
    ops.save(loan);
    ops.notify(loan.memNo, {
      kind: 'loanExpiry',
      loanId: loan.loanId,
      coin: loan.key,
      stage: 'soon',
      expiresAt: loan.expiresAt,
      outstanding: loan.outstanding,
      shortfall: 0,
    });
  }

  /** At expiry: the order's open part is cancelled, the loan repaid from KRW, then by selling its coin. */
  private expire(loan: StoredLoan, ops: LoanOps): void {
    ops.cancelOrder(loan, 'exchange');
    if (loan.state === 'repaid') return;
    ops.repayFromKrw(loan, Infinity);
    if (loan.outstanding > 0 && loan.quantity > 0) {
      ops.sell(loan, loan.quantity);
      ops.repayFromKrw(loan, Infinity);
    }
    this.settle(loan, 'expiry', ops);
  }

  private startAutoRepayment(loan: StoredLoan, ops: LoanOps): void {
    ops.cancelOrder(loan, 'exchange');
    if (loan.state === 'repaid') return;
    loan.state = 'autoRepaying';
    loan.heldAtStart = loan.quantity;
    loan.portionsSold = 0;
    loan.nextPortionAt = ops.nowMs;
    ops.notify(loan.memNo, {
      kind: 'autoRepayment',
      loanId: loan.loanId,
      coin: loan.key,
      stage: 'started',
      outstanding: loan.outstanding,
      shortfall: 0,
    });
    this.sellPortion(loan, ops);
  }

  /** One portion of auto-repayment: its proceeds repay; after the last portion, KRW pays the rest. */
  private sellPortion(loan: StoredLoan, ops: LoanOps): void {
    const portion = autoRepayPortion(loan.heldAtStart ?? loan.quantity, loan.quantity, loan.portionsSold);
    const { sold, proceeds } = ops.sell(loan, portion);
    ops.repayFromKrw(loan, proceeds);
    // A portion the book did not take (a closed market) is offered again; the last one repeats until sold.
    if (sold > 0) loan.portionsSold = Math.min(PORTIONS, loan.portionsSold + 1);
    loan.nextPortionAt = ops.nowMs + PLUS_BUY.autoRepayPeriodMs;
    if (loan.quantity <= 0) ops.repayFromKrw(loan, Infinity);
    this.settle(loan, 'auto', ops);
  }

  /**
   * Closes a loan that is paid, or whose coin is all sold: then the member's open KRW orders are
   * cancelled and the KRW they free repays, and what is still owed is the shortfall, the member's debt.
   * Otherwise keeps it for the next step (coin the book did not take is offered again).
   */
  private settle(loan: StoredLoan, reason: 'expiry' | 'auto' | 'earlySell', ops: LoanOps): void {
    if (loan.outstanding > 0 && loan.quantity > 0) {
      ops.save(loan);
      return;
    }
    if (loan.outstanding > 0) {
      ops.cancelKrwOrders(loan.memNo);
      ops.repayFromKrw(loan, Infinity);
    }
    loan.shortfall = loan.outstanding;
    loan.outstanding = 0;
    ops.close(loan, reason);
    const { memNo, loanId, key: coin, shortfall } = loan;
    if (reason === 'auto')
      ops.notify(memNo, {
        kind: 'autoRepayment',
        loanId,
        coin,
        stage: 'finished',
        outstanding: 0,
        shortfall,
      });
    else if (reason === 'expiry')
      ops.notify(memNo, {
        kind: 'loanExpiry',
        loanId,
        coin,
        stage: 'expired',
        expiresAt: loan.expiresAt,
        outstanding: 0,
        shortfall,
      });
  }

  /** Pays the refunds of KST days that ended, oldest day first, one KRW credit per member and day. */
  private payRefunds(): void {
    const due = this.store.refundsDueBefore(kstDay(this.clock.now()));
    if (due.length === 0) return;
    this.engine.creditRun((ops) => {
      for (const refund of due) {
        ops.creditKrw(refund.memNo, refund.amount);
        this.store.saveRefund({ ...refund, paidAt: ops.nowMs });
      }
    });
  }

  // --- the member's calls ---------------------------------------------------------------------------

  /** Early repayment of a loan: all of it from KRW, or by selling its coin (the rest from KRW). */
  repay(memNo: number, loanId: number, method: RepayMethod): LoanRow {
    const stored = this.store.loan(loanId);
    if (!stored || stored.memNo !== memNo) throw creditError('loanNotFound', loanId);
    if (stored.state === 'repaid') throw creditError('loanClosed', loanId);
    if (stored.state === 'autoRepaying') throw creditError('loanRepaying', loanId);
    const loan = this.engine.creditRun((ops) => {
      const loan = ops.loan(loanId)!;
      ops.cancelOrder(loan, 'member');
      if (loan.state === 'repaid') return loan;
      if (method === 'krw') {
        if (ops.availableKrw(memNo) < loan.outstanding) throw creditError('insufficientKrw', loanId);
        ops.repayFromKrw(loan, Infinity);
        ops.close(loan, 'earlyKrw');
        return loan;
      }
      ops.sell(loan, loan.quantity);
      ops.repayFromKrw(loan, Infinity);
      this.settle(loan, 'earlySell', ops);
      return loan;
    });
    return this.row(loan);
  }

  private row(loan: StoredLoan): LoanRow {
    const listing = this.model.catalogue.listing(loan.key);
    // Unlisted by the source: no price, so no value (measureLoan's rules hold at 0).
    const price = listing ? this.model.price(listing) : 0;
    return loanRow(loan, price, reservedKrw(this.engine.ledger.order(loan.orderId)));
  }

  status(memNo: number): CreditStatus {
    const profile = this.store.profile(memNo);
    const debt = this.store.memberDebt(memNo);
    const problems = profile ? eligibilityProblems(profile, debt) : [];
    const loans = [
      ...this.store.memberOpenLoans(memNo),
      ...this.store.memberClosedLoans(memNo, CLOSED_LOANS_SHOWN),
    ];
    return {
      eligible: profile !== undefined && problems.length === 0,
      problems,
      debt,
      loans: loans.map((loan) => this.row(loan)),
      alerts: this.store.memberAlerts(memNo, ALERTS_SHOWN).map(alertRow),
      refunds: this.store.memberRefunds(memNo).map(refundRow),
      now: kstIso(this.clock.now()),
    };
  }
}
