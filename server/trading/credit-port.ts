/**
 * What the order engine needs of the credit ledger (credit/credit-store.ts implements it): a Plus buy
 * order's loan is written, followed and closed in the order engine's transactions, and the debts a
 * loan's shortfall leaves are paid from KRW that reaches the member. Declared here so that trading/
 * depends on no credit/ module: the credit engine drives the order engine, not the other way round.
 */
import type { CoinKey, CreditProfile, LoanCloseReason, LoanState } from '../../contract';

/** A loan as stored. */
export interface StoredLoan {
  loanId: number;
  memNo: number;
  orderId: number;
  key: CoinKey;
  /** The Plus buy order's amount (price × quantity, or a market buy's amount). */
  orderAmount: number;
  principal: number;
  outstanding: number;
  /** Coin bought by the order and held (locked) for the loan. */
  quantity: number;
  state: LoanState;
  closeReason: LoanCloseReason | null;
  takenAt: number;
  expiresAt: number;
  closedAt: number | null;
  loanFee: number;
  shortfall: number;
  heldAtStart: number | null;
  portionsSold: number;
  nextPortionAt: number | null;
  /** When the member was told it expires soon (credit clock; LOAN_EXPIRY_NOTICE_MS before); null until then. */
  expiryNoticeAt: number | null;
}

export type NewLoan = Pick<
  StoredLoan,
  'memNo' | 'orderId' | 'key' | 'orderAmount' | 'principal' | 'takenAt' | 'expiresAt'
>;
/** A loan's shortfall owed by the member (contract/plus-buy.ts CreditStatus.debt). */
export interface StoredDebt {
  debtId: number;
  memNo: number;
  loanId: number;
  amount: number;
  outstanding: number;
  createdAt: number;
  repaidAt: number | null;
}

export interface CreditPort {
  /** The member's credit profile (undefined: no such member). */
  profile(memNo: number): CreditProfile | undefined;
  insertLoan(loan: NewLoan): StoredLoan;
  saveLoan(loan: StoredLoan): void;
  loan(loanId: number): StoredLoan | undefined;
  loanOfOrder(orderId: number): StoredLoan | undefined;
  /** The member's loans not yet repaid, newest first. */
  memberOpenLoans(memNo: number): StoredLoan[];
  /** Adds a closed loan's fee part to the member's refund of that KST day. */
  accrueRefund(memNo: number, day: string, loanId: number, amount: number): void;
  insertDebt(debt: Pick<StoredDebt, 'memNo' | 'loanId' | 'amount' | 'createdAt'>): void;
  saveDebt(debt: StoredDebt): void;
  /** The member's unpaid debts, oldest first. */
  memberDebts(memNo: number): StoredDebt[];
  /** The member's unpaid debt in KRW. */
  memberDebt(memNo: number): number;
}
