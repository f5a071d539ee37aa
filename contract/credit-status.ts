/**
 * Plus buy as the member's account sees it (chart spec §4, §7 credit calls, §8, §9 "Plus buy"): the
 * restrictions while a loan is held, repayment and its errors, the credit status (loans, alerts, fee
 * refunds, debt) that the REST call and the socket frame carry, the test-mode credit clock, and every
 * error code of Plus buy.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import type { CoinKey } from './markets';
import type { Texts } from './texts';
import type { EligibilityProblem, LoanCloseReason, LoanState, RiskBand } from './credit-codes';
import {
  HOUR_MS,
  type ELIGIBILITY_CODES,
  type PLUS_BUY_ORDER_REJECTED,
  type PLUS_BUY_TOO_MANY_LOANS,
} from './plus-buy';
import type { PLUS_BUY_COIN_LOCKED } from './plus-buy-loan';

// --- restrictions while a loan is held ------------------------------------------------------------------

export const CREDIT_RESTRICTIONS = [
  'withdrawal',
  'openApiSell',
  'autoOrder',
  'stakingReward',
  'debtWithdrawal',
] as const;
export type CreditRestriction = (typeof CREDIT_RESTRICTIONS)[number];

export const CREDIT_RESTRICTION_CODES = {
  withdrawal: 'PLUS_BUY_WITHDRAWAL_BLOCKED',
  openApiSell: 'PLUS_BUY_OPEN_API_SELL_BLOCKED',
  autoOrder: 'PLUS_BUY_AUTO_ORDER_RESTRICTED',
  stakingReward: 'PLUS_BUY_STAKING_EXCLUDED',
  debtWithdrawal: 'PLUS_BUY_DEBT_WITHDRAWAL_BLOCKED',
} as const satisfies Record<CreditRestriction, string>;

export const CREDIT_RESTRICTION_MESSAGES: Record<CreditRestriction, Texts> = {
  withdrawal: {
    ko: '플러스 매수로 구매한 자산은 대출 상환 전까지 출금할 수 없습니다.',
    en: 'Assets bought with Plus buy cannot be withdrawn until the loan is repaid.',
  },
  openApiSell: {
    ko: '플러스 매수 대출 자산을 보유 중에는 Open API로 매도할 수 없습니다.',
    en: 'Selling through the open API is blocked while you hold Plus buy assets.',
  },
  autoOrder: {
    ko: '플러스 매수 이용 중에는 자동 주문이 제한됩니다.',
    en: 'Auto orders are restricted while you use Plus buy.',
  },
  stakingReward: {
    ko: '플러스 매수로 구매한 자산은 무료 스테이킹 보상에서 제외됩니다.',
    en: 'Assets bought with Plus buy are excluded from free staking rewards.',
  },
  debtWithdrawal: {
    ko: '플러스 매수 대출의 미상환 채무가 있는 동안에는 출금할 수 없습니다.',
    en: 'Withdrawals are blocked while a Plus buy debt is unpaid.',
  },
};

/**
 * Who placed an order: the web app (a session), the open API (a call signed with a key, contract/open-api.ts)
 * or an auto-order service. The exchange knows it from how the call was authenticated; a body cannot say it.
 */
export const ORDER_ORIGINS = ['web', 'openApi', 'auto'] as const;
export type OrderOrigin = (typeof ORDER_ORIGINS)[number];

// --- repayment -----------------------------------------------------------------------------------------

export const REPAY_METHODS = ['krw', 'sell'] as const;
export type RepayMethod = (typeof REPAY_METHODS)[number];

export const repayRequest = lazySchema(() => z.object({ method: z.enum(REPAY_METHODS) }));
export type RepayRequest = z.infer<typeof repayRequest>;

export const CREDIT_ERRORS = ['loanNotFound', 'loanClosed', 'loanRepaying', 'insufficientKrw'] as const;
export type CreditError = (typeof CREDIT_ERRORS)[number];

export const CREDIT_ERROR_CODES = {
  loanNotFound: 'LOAN_NOT_FOUND',
  loanClosed: 'LOAN_CLOSED',
  loanRepaying: 'LOAN_AUTO_REPAYING',
  insufficientKrw: 'INSUFFICIENT_KRW_FOR_REPAYMENT',
} as const satisfies Record<CreditError, string>;

export const CREDIT_ERROR_MESSAGES: Record<CreditError, Texts> = {
  loanNotFound: { ko: '대출 내역을 찾을 수 없습니다.', en: 'The loan was not found.' },
  loanClosed: { ko: '이미 상환된 대출입니다.', en: 'The loan has already been repaid.' },
  loanRepaying: {
    ko: '자동 상환이 진행 중인 대출입니다.',
    en: 'The loan is being repaid automatically.',
  },
  insufficientKrw: {
    ko: '상환할 원화가 부족합니다. 구매한 자산을 매도해 상환할 수 있습니다.',
    en: 'Not enough KRW to repay. You can repay by selling the assets bought.',
  },
};

// --- what the member sees ----------------------------------------------------------------------------

/** One loan as the member sees it. Amounts in KRW; times ISO 8601 with the KST offset. */
export interface LoanRow {
  loanId: number;
  /** The Plus buy order that took the loan. */
  orderId: number;
  key: CoinKey;
  /** The loan when taken. */
  principal: number;
  /** What is still owed. */
  outstanding: number;
  /** The coin bought with the loan and still held for it. */
  quantity: number;
  /** KRW still locked by the order's unfilled part (counted in the level at face value). */
  reservedKrw: number;
  /** Last price × quantity + reservedKrw. */
  assetValue: number;
  /** Null once repaid. */
  level: number | null;
  band: RiskBand | null;
  /** The coin price at 107 % (null when nothing is held). */
  autoRepayPrice: number | null;
  state: LoanState;
  closeReason: LoanCloseReason | null;
  takenAt: string;
  expiresAt: string;
  closedAt: string | null;
  /** The trading fee charged on the loan part, refunded after repayment. */
  loanFee: number;
  /** Left unpaid after every asset, the member's open KRW orders and KRW were spent: it became a debt. */
  shortfall: number;
}

/** A risk alert: the loan entered a band (at most once per band per hour). */
export interface CreditAlertRow {
  alertId: number;
  loanId: number;
  key: CoinKey;
  band: RiskBand;
  level: number;
  at: string;
}

/** A day's fee refund: the loan-part fees of the loans repaid that KST day, paid after the day ended. */
export interface FeeRefundRow {
  day: string;
  amount: number;
  /** The loans it covers. */
  loanIds: number[];
  /** Null while the day is still open (accruing). */
  paidAt: string | null;
}

/** GET credit status: eligibility, loans (open ones and the latest closed), alerts and refunds. */
export interface CreditStatus {
  eligible: boolean;
  problems: EligibilityProblem[];
  /**
   * What the member still owes of loans' shortfalls, in KRW (0: no debt). Reading of §9, which names no
   * write-off: while any is unpaid, Plus buy is refused (`openDebt`) and so are withdrawals
   * (`debtWithdrawal`); KRW that reaches the member pays it first, oldest debt first — in the same
   * transaction when the KRW comes through the order engine (a sale, a cancel freeing KRW, a fee refund),
   * at the credit engine's next step (PLUS_BUY.engineStepMs) when it comes from elsewhere (a deposit,
   * interest), with nothing able to leave meanwhile. No repay call: paying is not the member's choice.
   */
  debt: number;
  loans: LoanRow[];
  alerts: CreditAlertRow[];
  refunds: FeeRefundRow[];
  /** The simulator's credit clock (test mode can move it ahead), ISO with the KST offset. */
  now: string;
}

/** Admin (test mode): moves the credit clock ahead (loan expiry, alerts, refund days), then steps. */
export const adminCreditClockRequest = lazySchema(() =>
  z.object({
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(30 * 24 * HOUR_MS),
  }),
);
export type AdminCreditClockRequest = z.infer<typeof adminCreditClockRequest>;

/** The admin credit clock's answer: the credit clock after the move, ISO with the KST offset. */
export interface CreditClock {
  now: string;
}

/** Every error code of Plus buy the simulator answers (beside contract/envelope.ts's ERROR_CODES). */
export type PlusBuyCode =
  | (typeof ELIGIBILITY_CODES)[EligibilityProblem]
  | (typeof CREDIT_RESTRICTION_CODES)[CreditRestriction]
  | (typeof CREDIT_ERROR_CODES)[CreditError]
  | typeof PLUS_BUY_ORDER_REJECTED
  | typeof PLUS_BUY_TOO_MANY_LOANS
  | typeof PLUS_BUY_COIN_LOCKED;
