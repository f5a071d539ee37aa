/**
 * The credit ledger in SQLite (migrations 5 and 13): members' credit profiles, the loans of Plus buy
 * orders, their risk alerts, the daily fee refunds, the debts loans' shortfalls leave, and the credit
 * clock's offset (in `meta`, so a restart keeps it).
 * Times are milliseconds of the credit clock. Writes check their numbers like the ledger's (a
 * LedgerBoundsError rolls the caller's transaction back); callers group writes in the order engine's
 * transactions.
 */
import type Database from 'better-sqlite3';
import type { CoinKey, CreditProfile, RiskBand } from '../../contract';
import type { CreditPort, NewLoan, StoredDebt, StoredLoan } from '../trading/credit-port';
import { checkLedgerNumbers } from '../trading/ledger';

export interface StoredAlert {
  alertId: number;
  loanId: number;
  memNo: number;
  key: CoinKey;
  band: RiskBand;
  level: number;
  at: number;
}

export interface StoredRefund {
  memNo: number;
  day: string;
  amount: number;
  loanIds: number[];
  paidAt: number | null;
}

const DEBT_COLUMNS = `debt_id AS debtId, mem_no AS memNo, loan_id AS loanId, amount, outstanding,
  created_at AS createdAt, repaid_at AS repaidAt`;

const LOAN_COLUMNS = `loan_id AS loanId, mem_no AS memNo, order_id AS orderId, coin_key AS key,
  order_amount AS orderAmount, principal, outstanding, quantity, state, close_reason AS closeReason,
  taken_at AS takenAt, expires_at AS expiresAt, closed_at AS closedAt, loan_fee AS loanFee, shortfall,
  held_at_start AS heldAtStart, portions_sold AS portionsSold, next_portion_at AS nextPortionAt,
  expiry_notice_at AS expiryNoticeAt`;

const REFUND_COLUMNS = 'mem_no AS memNo, day, amount, loan_ids AS loanIds, paid_at AS paidAt';

const CLOCK_KEY = 'credit_clock_offset_ms';

type Flags = Omit<CreditProfile, 'grade'>;
const FLAG_NAMES: readonly (keyof Flags)[] = [
  'customerVerified',
  'accountLinked',
  'plusBuyConsent',
  'usesAutoProfitTrading',
  'usesAutoTrading',
  'restricted',
];

/** A member without a profile row (only seeded members have one) has nothing complete. */
type ProfileRecord = Record<keyof Flags, number | null> & { grade: string };
type RefundRecord = Omit<StoredRefund, 'loanIds'> & { loanIds: string };

function fromRefund(record: RefundRecord): StoredRefund {
  return { ...record, loanIds: JSON.parse(record.loanIds) as number[] };
}

export class CreditStore implements CreditPort {
  private readonly statements;

  constructor(db: Database.Database) {
    this.statements = {
      profile: db.prepare<[number], ProfileRecord>(
        `SELECT m.grade_name AS grade, p.customer_verified AS customerVerified,
           p.account_linked AS accountLinked, p.plus_buy_consent AS plusBuyConsent,
           p.uses_auto_profit_trading AS usesAutoProfitTrading, p.uses_auto_trading AS usesAutoTrading,
           p.restricted AS restricted
         FROM members m LEFT JOIN credit_profiles p ON p.mem_no = m.mem_no WHERE m.mem_no = ?`,
      ),
      insertLoan: db.prepare(
        `INSERT INTO loans (mem_no, order_id, coin_key, order_amount, principal, outstanding, state, taken_at,
           expires_at)
         VALUES (@memNo, @orderId, @key, @orderAmount, @principal, @principal, 'active', @takenAt, @expiresAt)`,
      ),
      saveLoan: db.prepare(
        `UPDATE loans SET outstanding = @outstanding, quantity = @quantity, state = @state,
           close_reason = @closeReason, closed_at = @closedAt, loan_fee = @loanFee, shortfall = @shortfall,
           held_at_start = @heldAtStart, portions_sold = @portionsSold, next_portion_at = @nextPortionAt,
           expiry_notice_at = @expiryNoticeAt
         WHERE loan_id = @loanId`,
      ),
      loan: db.prepare<[number], StoredLoan>(`SELECT ${LOAN_COLUMNS} FROM loans WHERE loan_id = ?`),
      byOrder: db.prepare<[number], StoredLoan>(`SELECT ${LOAN_COLUMNS} FROM loans WHERE order_id = ?`),
      open: db.prepare<[], StoredLoan>(
        `SELECT ${LOAN_COLUMNS} FROM loans WHERE state != 'repaid' ORDER BY loan_id`,
      ),
      memberOpen: db.prepare<[number], StoredLoan>(
        `SELECT ${LOAN_COLUMNS} FROM loans WHERE mem_no = ? AND state != 'repaid' ORDER BY loan_id DESC`,
      ),
      memberClosed: db.prepare<[number, number], StoredLoan>(
        `SELECT ${LOAN_COLUMNS} FROM loans WHERE mem_no = ? AND state = 'repaid'
         ORDER BY closed_at DESC, loan_id DESC LIMIT ?`,
      ),
      lastAlert: db.prepare<[number, string], { at: number | null }>(
        'SELECT MAX(at) AS at FROM credit_alerts WHERE loan_id = ? AND band = ?',
      ),
      insertAlert: db.prepare(
        'INSERT INTO credit_alerts (loan_id, mem_no, band, level, at) VALUES (@loanId, @memNo, @band, @level, @at)',
      ),
      memberAlerts: db.prepare<[number, number], StoredAlert>(
        `SELECT a.alert_id AS alertId, a.loan_id AS loanId, a.mem_no AS memNo, l.coin_key AS key, a.band,
           a.level, a.at
         FROM credit_alerts a JOIN loans l ON l.loan_id = a.loan_id
         WHERE a.mem_no = ? ORDER BY a.alert_id DESC LIMIT ?`,
      ),
      refund: db.prepare<[number, string], RefundRecord>(
        `SELECT ${REFUND_COLUMNS} FROM credit_refunds WHERE mem_no = ? AND day = ?`,
      ),
      upsertRefund: db.prepare(
        `INSERT INTO credit_refunds (mem_no, day, amount, loan_ids, paid_at)
         VALUES (@memNo, @day, @amount, @loanIds, @paidAt)
         ON CONFLICT (mem_no, day) DO UPDATE SET amount = excluded.amount, loan_ids = excluded.loan_ids,
           paid_at = excluded.paid_at`,
      ),
      memberRefunds: db.prepare<[number], RefundRecord>(
        `SELECT ${REFUND_COLUMNS} FROM credit_refunds WHERE mem_no = ? ORDER BY day DESC`,
      ),
      dueRefunds: db.prepare<[string], RefundRecord>(
        `SELECT ${REFUND_COLUMNS} FROM credit_refunds WHERE paid_at IS NULL AND day < ? ORDER BY day, mem_no`,
      ),
      insertDebt: db.prepare(
        `INSERT INTO credit_debts (mem_no, loan_id, amount, outstanding, created_at)
         VALUES (@memNo, @loanId, @amount, @amount, @createdAt)`,
      ),
      saveDebt: db.prepare(
        'UPDATE credit_debts SET outstanding = @outstanding, repaid_at = @repaidAt WHERE debt_id = @debtId',
      ),
      memberDebts: db.prepare<[number], StoredDebt>(
        `SELECT ${DEBT_COLUMNS} FROM credit_debts WHERE mem_no = ? AND repaid_at IS NULL ORDER BY debt_id`,
      ),
      memberDebt: db.prepare<[number], { debt: number | null }>(
        'SELECT SUM(outstanding) AS debt FROM credit_debts WHERE mem_no = ? AND repaid_at IS NULL',
      ),
      debtors: db.prepare<[], { memNo: number }>(
        'SELECT DISTINCT mem_no AS memNo FROM credit_debts WHERE repaid_at IS NULL ORDER BY mem_no',
      ),
      clock: db.prepare<[], { value: string }>(`SELECT value FROM meta WHERE key = '${CLOCK_KEY}'`),
      setClock: db.prepare<[string]>(`INSERT OR REPLACE INTO meta (key, value) VALUES ('${CLOCK_KEY}', ?)`),
    };
  }

  /** The member's credit profile (grade from the member's grade name); undefined for no such member. */
  profile(memNo: number): CreditProfile | undefined {
    const record = this.statements.profile.get(memNo);
    if (!record) return undefined;
    const profile: CreditProfile = {
      customerVerified: false,
      accountLinked: false,
      plusBuyConsent: false,
      usesAutoProfitTrading: false,
      usesAutoTrading: false,
      restricted: false,
      grade: record.grade,
    };
    for (const name of FLAG_NAMES) profile[name] = record[name] === 1;
    return profile;
  }

  insertLoan(loan: NewLoan): StoredLoan {
    checkLedgerNumbers(`loan of order ${loan.orderId}`, {
      orderAmount: loan.orderAmount,
      principal: loan.principal,
    });
    const { lastInsertRowid } = this.statements.insertLoan.run(loan);
    return this.loan(Number(lastInsertRowid))!;
  }

  saveLoan(loan: StoredLoan): void {
    const { outstanding, quantity, loanFee, shortfall, heldAtStart } = loan;
    checkLedgerNumbers(`loan ${loan.loanId}`, { outstanding, quantity, loanFee, shortfall, heldAtStart });
    this.statements.saveLoan.run(loan);
  }

  loan(loanId: number): StoredLoan | undefined {
    return this.statements.loan.get(loanId);
  }

  loanOfOrder(orderId: number): StoredLoan | undefined {
    return this.statements.byOrder.get(orderId);
  }

  /** Every loan not yet repaid, oldest first. */
  openLoans(): StoredLoan[] {
    return this.statements.open.all();
  }

  /** The member's loans not yet repaid, newest first. */
  memberOpenLoans(memNo: number): StoredLoan[] {
    return this.statements.memberOpen.all(memNo);
  }

  /** The member's latest repaid (or released) loans, newest first. */
  memberClosedLoans(memNo: number, limit: number): StoredLoan[] {
    return this.statements.memberClosed.all(memNo, limit);
  }

  lastAlertAt(loanId: number, band: RiskBand): number | undefined {
    return this.statements.lastAlert.get(loanId, band)?.at ?? undefined;
  }

  insertAlert(alert: Omit<StoredAlert, 'alertId' | 'key'>): void {
    checkLedgerNumbers(`alert of loan ${alert.loanId}`, { level: alert.level });
    this.statements.insertAlert.run(alert);
  }

  memberAlerts(memNo: number, limit: number): StoredAlert[] {
    return this.statements.memberAlerts.all(memNo, limit);
  }

  /** Adds a repaid loan's fee part to the refund of the member's KST day of repayment. */
  accrueRefund(memNo: number, day: string, loanId: number, amount: number): void {
    const record = this.statements.refund.get(memNo, day);
    const refund: StoredRefund = record
      ? fromRefund(record)
      : { memNo, day, amount: 0, loanIds: [], paidAt: null };
    this.saveRefund({ ...refund, amount: refund.amount + amount, loanIds: [...refund.loanIds, loanId] });
  }

  saveRefund(refund: StoredRefund): void {
    checkLedgerNumbers(`refund of member ${refund.memNo} for ${refund.day}`, { amount: refund.amount });
    this.statements.upsertRefund.run({ ...refund, loanIds: JSON.stringify(refund.loanIds) });
  }

  /** The member's refunds, newest day first. */
  memberRefunds(memNo: number): StoredRefund[] {
    return this.statements.memberRefunds.all(memNo).map(fromRefund);
  }

  /** Unpaid refunds of the days before `day` (KST), oldest day first. */
  refundsDueBefore(day: string): StoredRefund[] {
    return this.statements.dueRefunds.all(day).map(fromRefund);
  }

  /** Records what a closed loan's shortfall leaves the member owing. */
  insertDebt(debt: Pick<StoredDebt, 'memNo' | 'loanId' | 'amount' | 'createdAt'>): void {
    checkLedgerNumbers(`debt of loan ${debt.loanId}`, { amount: debt.amount });
    this.statements.insertDebt.run(debt);
  }

  saveDebt(debt: StoredDebt): void {
    checkLedgerNumbers(`debt ${debt.debtId}`, { outstanding: debt.outstanding });
    this.statements.saveDebt.run(debt);
  }

  /** The member's unpaid debts, oldest first. */
  memberDebts(memNo: number): StoredDebt[] {
    return this.statements.memberDebts.all(memNo);
  }

  /** What the member still owes, in KRW (0: nothing). */
  memberDebt(memNo: number): number {
    return this.statements.memberDebt.get(memNo)?.debt ?? 0;
  }

  /** Members with an unpaid debt. */
  debtors(): number[] {
    return this.statements.debtors.all().map((row) => row.memNo);
  }

  /** How far the credit clock runs ahead of real time, in ms. */
  clockOffset(): number {
    const value = Number(this.statements.clock.get()?.value ?? 0);
    return Number.isFinite(value) ? value : 0;
  }

  setClockOffset(offsetMs: number): void {
    this.statements.setClock.run(String(offsetMs));
  }
}
