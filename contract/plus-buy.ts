/**
 * Plus buy, the credit service (chart spec §1, §4 "Plus buy lifecycle", §5 "Plus buy eligibility", §9
 * "Plus buy"): who may use it, the order and loan limits, the loan an order takes, the 72-hour expiry to
 * the next exact hour, the repayment level and its risk bands, auto-repayment at 107 % in periodic
 * portions, hourly risk alerts, the fee refund, the restrictions while a loan is held, and the shapes of
 * its calls and socket frame. The simulator enforces every number here; the app only shows them.
 * This file: who may use it, the limits, and the loan an order takes; a loan's life (expiry, level and
 * risk, auto-repayment, fee refunds, the filing, the coin it holds) is in plus-buy-loan.ts, and the
 * restrictions, repayment, errors and what the member sees in credit-status.ts.
 * Spec readings (contract/spec-readings.md): the loan is LOAN_RATIO of the order amount (so the limits 1M–50M and 800k–40M
 * are one rule, and a new loan starts at 125 %, the edge of the low band); the assets' value counts the
 * KRW still locked by an unfilled part at face value; expiry rounds up to the hour (a loan taken on the
 * hour expires exactly 72 h later; the spec's "5 July 12:00" is 12:00 AM); the loan follows the money
 * the order actually spent (loanExcess); a shortfall left after every bought asset is sold, the member's
 * open KRW orders are cancelled and their KRW is spent is the member's debt, never written off
 * (CreditStatus.debt; balances still never go negative); at most PLUS_BUY.maxOpenLoans loans are open at
 * once; the 22 assets are the catalogue's first 25 coins (its order is popularity) less USDT (a
 * stablecoin) and SHIB and PEPE (coins priced below one won).
 */
import { parseCoinKey } from './markets';
import { buyCost, feeOf, type OrderType } from './trading';
import { groupDigits } from './digit-groups';
import type { Language, Texts } from './texts';
import type { EligibilityProblem } from './credit-codes';

export {
  ELIGIBILITY_PROBLEMS,
  LOAN_CLOSE_REASONS,
  LOAN_STATES,
  RISK_BANDS,
  type EligibilityProblem,
  type LoanCloseReason,
  type LoanState,
  type RiskBand,
} from './credit-codes';

export const PLUS_BUY = {
  /** Order amount in KRW, inclusive (§9). */
  minOrderAmount: 1_000_000,
  maxOrderAmount: 50_000_000,
  /** Loan amount in KRW, inclusive (§9). */
  minLoan: 800_000,
  maxLoan: 40_000_000,
  /** The share of the order amount lent (reading: 800k/1M = 40M/50M). */
  loanRatio: 0.8,
  /** Loan period before the rounding up to the next exact hour (§9). */
  loanHours: 72,
  /** Auto-repayment starts at or below this repayment level, in % (§9): the liquidation price. */
  autoRepayLevel: 107,
  /**
   * Domino-style liquidation prevention (§9, numbers chosen here): auto-repayment market-sells this
   * share of the assets held when it started, one portion every `autoRepayPeriodMs`, the last portion
   * selling whatever is left.
   */
  autoRepayPortion: 0.25,
  autoRepayPeriodMs: 60_000,
  /** At most one risk alert per band per loan in this time (§9). */
  alertIntervalMs: 3_600_000,
  /** How often the simulator recomputes levels, alerts, auto-repayment, expiry and refunds. */
  engineStepMs: 1_000,
  /**
   * Regulatory filing notice validity (§9), KST dates, inclusive: the first period. Reading: the filing
   * is renewed yearly, so the period in force is the one-year period from this anchor that holds today
   * (filingPeriod), and a trader never reads an expired notice.
   */
  filingValidFrom: '2025-06-05',
  filingValidTo: '2026-06-04',
  /** Quiz: delay before scrolling to the next question after a right answer (§9). */
  quizScrollDelayMs: 400,
  /**
   * Open loans a member may hold at once (no spec figure; chosen here): each Plus buy order takes its
   * own loan, so this bounds one member's exposure to 10 × the maximum loan (400,000,000 KRW), the
   * loans every engine step walks and the rows a status lists, while leaving room for a member who
   * spreads orders over several of the 22 assets.
   */
  maxOpenLoans: 10,
} as const;

/** An hour in milliseconds: loans, alerts and the credit clock count in it. */
export const HOUR_MS = 3_600_000;

/** Plus buy is a KRW market service. */
export const PLUS_BUY_MARKET = 'KRW' as const;

/** The 22 purchasable assets (§9), by symbol, on the KRW market. */
export const PLUS_BUY_ASSETS = [
  'BTC',
  'ETH',
  'XRP',
  'SOL',
  'DOGE',
  'ADA',
  'TRX',
  'LINK',
  'AVAX',
  'SUI',
  'XLM',
  'BCH',
  'HBAR',
  'DOT',
  'LTC',
  'UNI',
  'NEAR',
  'APT',
  'ETC',
  'AAVE',
  'ONDO',
  'POL',
] as const;

const ASSET_SET: ReadonlySet<string> = new Set(PLUS_BUY_ASSETS);

/** True when a coin key (SYMBOL-MARKET) may be bought with Plus buy. */
export function isPlusBuyKey(key: string): boolean {
  const parsed = parseCoinKey(key);
  return parsed?.marketSymbol === PLUS_BUY_MARKET && ASSET_SET.has(parsed.symbol);
}

// --- eligibility -----------------------------------------------------------------------------------

/** Membership grades, lowest first (reading: the demo members' grade names, in the exchange's order). */
export const MEMBER_GRADES = ['White', 'Yellow', 'Orange', 'Red', 'Purple', 'VIP'] as const;
export type MemberGrade = (typeof MEMBER_GRADES)[number];
/**
 * Each grade's name as a member reads it: the exchange answers the grade (nameOfGrade) as above, and the
 * app names it in the member's language (a Korean page says 오렌지 등급, not Orange 등급).
 */
export const MEMBER_GRADE_NAMES: Record<MemberGrade, Texts> = {
  White: { ko: '화이트', en: 'White' },
  Yellow: { ko: '옐로', en: 'Yellow' },
  Orange: { ko: '오렌지', en: 'Orange' },
  Red: { ko: '레드', en: 'Red' },
  Purple: { ko: '퍼플', en: 'Purple' },
  VIP: { ko: 'VIP', en: 'VIP' },
};
/** A grade's name in `language`; a grade this table does not know is shown as the exchange wrote it. */
export function memberGradeName(grade: string, language: Language): string {
  return (MEMBER_GRADES as readonly string[]).includes(grade)
    ? MEMBER_GRADE_NAMES[grade as MemberGrade][language]
    : grade;
}
/** The lowest grade that may use Plus buy (§5). */
export const PLUS_BUY_MIN_GRADE = 'Orange';

/** What eligibility is decided on: a member's credit profile. */
export interface CreditProfile {
  customerVerified: boolean;
  accountLinked: boolean;
  plusBuyConsent: boolean;
  usesAutoProfitTrading: boolean;
  usesAutoTrading: boolean;
  grade: string;
  restricted: boolean;
}

/** The error code the simulator answers for each problem (403). */
export const ELIGIBILITY_CODES = {
  notVerified: 'PLUS_BUY_NOT_VERIFIED',
  noAccountLink: 'PLUS_BUY_NO_ACCOUNT_LINK',
  noConsent: 'PLUS_BUY_NO_CONSENT',
  usesAutoProfitTrading: 'PLUS_BUY_AUTO_PROFIT_TRADING',
  usesAutoTrading: 'PLUS_BUY_AUTO_TRADING',
  gradeTooLow: 'PLUS_BUY_GRADE_TOO_LOW',
  restricted: 'PLUS_BUY_RESTRICTED',
  openDebt: 'PLUS_BUY_DEBT_OPEN',
} as const satisfies Record<EligibilityProblem, string>;

export const ELIGIBILITY_MESSAGES: Record<EligibilityProblem, Texts> = {
  notVerified: {
    ko: '고객확인(KYC)을 완료해야 플러스 매수를 이용할 수 있습니다.',
    en: 'Complete customer verification to use Plus buy.',
  },
  noAccountLink: {
    ko: '입출금 계좌 연결을 완료해야 플러스 매수를 이용할 수 있습니다.',
    en: 'Link your bank account to use Plus buy.',
  },
  noConsent: {
    ko: '플러스 매수 이용 동의 후 이용할 수 있습니다.',
    en: 'Consent to the Plus buy terms to use Plus buy.',
  },
  usesAutoProfitTrading: {
    ko: '자동 수익 거래 서비스를 이용 중에는 플러스 매수를 이용할 수 없습니다.',
    en: 'Plus buy is not available while you use the auto profit trading service.',
  },
  usesAutoTrading: {
    ko: '자동 거래 서비스를 이용 중에는 플러스 매수를 이용할 수 없습니다.',
    en: 'Plus buy is not available while you use the auto trading service.',
  },
  gradeTooLow: {
    ko: '회원 등급 오렌지 이상부터 플러스 매수를 이용할 수 있습니다.',
    en: 'Plus buy is available from the Orange membership grade.',
  },
  restricted: {
    ko: '정책에 따라 플러스 매수 이용이 제한된 계정입니다.',
    en: 'Plus buy is restricted for this account by policy.',
  },
  openDebt: {
    ko: '플러스 매수 대출의 미상환 채무가 있어 플러스 매수를 이용할 수 없습니다. 원화가 입금되면 채무부터 상환됩니다.',
    en: 'Plus buy is not available while a Plus buy debt is unpaid. KRW that reaches your account repays the debt first.',
  },
};

function gradeRank(grade: string): number {
  return (MEMBER_GRADES as readonly string[]).indexOf(grade);
}

/**
 * Every reason the member may not use Plus buy, in the FAQ's order, then an unpaid `debt` (KRW);
 * empty when eligible.
 */
export function eligibilityProblems(profile: CreditProfile, debt = 0): EligibilityProblem[] {
  const problems: EligibilityProblem[] = [];
  if (!profile.customerVerified) problems.push('notVerified');
  if (!profile.accountLinked) problems.push('noAccountLink');
  if (!profile.plusBuyConsent) problems.push('noConsent');
  if (profile.usesAutoProfitTrading) problems.push('usesAutoProfitTrading');
  if (profile.usesAutoTrading) problems.push('usesAutoTrading');
  if (gradeRank(profile.grade) < gradeRank(PLUS_BUY_MIN_GRADE)) problems.push('gradeTooLow');
  if (profile.restricted) problems.push('restricted');
  if (debt > 0) problems.push('openDebt');
  return problems;
}

// --- the order and its loan ------------------------------------------------------------------------

/** The loan a Plus buy order of `orderAmount` KRW takes: LOAN_RATIO of it, in whole won. */
export function loanFor(orderAmount: number): number {
  return Math.floor(orderAmount * PLUS_BUY.loanRatio + 1e-9);
}

/** What a Plus buy order of `amount` KRW takes from the member's own KRW: its buyCost total (the whole fee on top) less the loan. */
export function plusBuyOwnPay(amount: number): number {
  return buyCost(PLUS_BUY_MARKET, amount).total - loanFor(amount);
}

/**
 * The largest Plus buy order amount (whole won, at most the maximum order) whose own pay fits in
 * `ownKrw`: the order panel's share presets in the mode.
 */
export function plusBuySpendable(ownKrw: number): number {
  if (!(ownKrw > 0)) return 0;
  const rate = 1 - PLUS_BUY.loanRatio + feeOf(PLUS_BUY_MARKET, 1_000_000) / 1_000_000;
  let amount = Math.min(PLUS_BUY.maxOrderAmount, Math.floor(ownKrw / rate) + 2);
  while (amount > 0 && plusBuyOwnPay(amount) > ownKrw) amount -= 1;
  return amount;
}

/**
 * The loan follows the money the order actually spent. A limit may lie far above the market (the price
 * band allows up to twice it) and a crossing limit fills at the book's lower prices, so a loan sized at
 * the limit would leave its excess in the member's free KRW. Rule (reading of §9's loan ranges, 80 % of
 * the order amount: of the amount actually bought): after every fill of a Plus buy order, and when it closes
 * (filled or cancelled), its loan is cut to loanFor of `committed` — what the order spent on amounts
 * (fees excluded: the member pays the whole fee) plus what its open part may still spend at its limit
 * (nothing once closed) — and the excess goes back at once, in the fill's transaction: out of the
 * order's lock while it is open (the lock still holds the limit's price), out of the KRW its close frees
 * after. Chosen over refusing a limit above the best ask because it also covers partial fills, a market
 * buy whose budget the book does not take and a book that moves between the check and the fill, and a
 * crossing limit stays as legal as in the ordinary mode. The minimum loan applies at placement only.
 * Answers the whole won to give back (0 when the loan is not above its share).
 */
export function loanExcess(outstanding: number, committed: number): number {
  return Math.max(0, outstanding - loanFor(Math.max(0, committed)));
}

/** Plus buy orders are limit or market buys; a stop-limit would hold a loan for an order not yet placed. */
export const PLUS_BUY_ORDER_TYPES = ['limit', 'market'] as const;

export const PLUS_BUY_ORDER_PROBLEMS = [
  'notPurchasable',
  'notBuy',
  'orderTypeNotAllowed',
  'belowMinimum',
  'aboveMaximum',
  'loanBelowMinimum',
  'loanAboveMaximum',
] as const;
export type PlusBuyOrderProblem = (typeof PLUS_BUY_ORDER_PROBLEMS)[number];

export interface PlusBuyDraft {
  key: string;
  side: 'buy' | 'sell';
  orderType: OrderType;
  /** Order amount in KRW (price × quantity, or a market buy's amount); undefined while not known. */
  amount: number | undefined;
}

/**
 * The first Plus buy rule an order breaks, or undefined. The ordinary checks (contract/trading.ts
 * orderProblem, with the loan added to the available KRW) still apply on top.
 */
export function plusBuyOrderProblem(draft: PlusBuyDraft): PlusBuyOrderProblem | undefined {
  if (!isPlusBuyKey(draft.key)) return 'notPurchasable';
  if (draft.side !== 'buy') return 'notBuy';
  if (!(PLUS_BUY_ORDER_TYPES as readonly string[]).includes(draft.orderType)) return 'orderTypeNotAllowed';
  const amount = draft.amount;
  if (amount === undefined || !(amount >= PLUS_BUY.minOrderAmount)) return 'belowMinimum';
  if (!(amount <= PLUS_BUY.maxOrderAmount)) return 'aboveMaximum';
  const loan = loanFor(amount);
  if (loan < PLUS_BUY.minLoan) return 'loanBelowMinimum';
  if (loan > PLUS_BUY.maxLoan) return 'loanAboveMaximum';
  return undefined;
}

/** What a Plus buy order takes: its loan, or the first Plus buy rule it breaks (and then no loan). */
export type PlusBuyOrderLoan =
  { loan: number; problem?: undefined } | { loan?: undefined; problem: PlusBuyOrderProblem };

/**
 * The loan a Plus buy order takes, or why it takes none: the one answer the order panel shows live while
 * the amount is typed and the simulator lends at placement, so the two cannot differ.
 */
export function plusBuyOrderLoan(draft: PlusBuyDraft): PlusBuyOrderLoan {
  const problem = plusBuyOrderProblem(draft);
  // No problem means the amount is known (plusBuyOrderProblem answers belowMinimum without one).
  return problem === undefined ? { loan: loanFor(draft.amount!) } : { problem };
}

/** The code of a placement refused by a Plus buy order rule (400; data `{problem}`: a PlusBuyOrderProblem). */
export const PLUS_BUY_ORDER_REJECTED = 'PLUS_BUY_ORDER_REJECTED';

/** The code of a Plus buy placement refused because PLUS_BUY.maxOpenLoans loans are open (409). */
export const PLUS_BUY_TOO_MANY_LOANS = 'PLUS_BUY_TOO_MANY_LOANS';

export const PLUS_BUY_ORDER_MESSAGES: Record<PlusBuyOrderProblem, Texts> = {
  notPurchasable: {
    ko: '플러스 매수로 구매할 수 없는 자산입니다. 원화 마켓의 22개 자산만 구매할 수 있습니다.',
    en: 'This asset cannot be bought with Plus buy: only the 22 listed assets on the KRW market can.',
  },
  notBuy: { ko: '플러스 매수는 매수 주문에만 쓸 수 있습니다.', en: 'Plus buy is for buy orders only.' },
  orderTypeNotAllowed: {
    ko: '플러스 매수는 지정가와 시장가 주문만 가능합니다.',
    en: 'Plus buy takes limit and market orders only.',
  },
  belowMinimum: {
    ko: `플러스 매수 주문 금액은 최소 ${groupDigits(PLUS_BUY.minOrderAmount)} KRW입니다.`,
    en: `The minimum Plus buy order is ${groupDigits(PLUS_BUY.minOrderAmount)} KRW.`,
  },
  aboveMaximum: {
    ko: `플러스 매수 주문 금액은 최대 ${groupDigits(PLUS_BUY.maxOrderAmount)} KRW입니다.`,
    en: `The maximum Plus buy order is ${groupDigits(PLUS_BUY.maxOrderAmount)} KRW.`,
  },
  loanBelowMinimum: {
    ko: `대출 금액은 최소 ${groupDigits(PLUS_BUY.minLoan)} KRW입니다.`,
    en: `The minimum loan is ${groupDigits(PLUS_BUY.minLoan)} KRW.`,
  },
  loanAboveMaximum: {
    ko: `대출 금액은 최대 ${groupDigits(PLUS_BUY.maxLoan)} KRW입니다.`,
    en: `The maximum loan is ${groupDigits(PLUS_BUY.maxLoan)} KRW.`,
  },
};

export const PLUS_BUY_TOO_MANY_LOANS_MESSAGE: Texts = {
  ko: `플러스 매수 대출은 동시에 최대 ${PLUS_BUY.maxOpenLoans}건까지 이용할 수 있습니다. 대출을 상환한 뒤 다시 주문해 주세요.`,
  en: `At most ${PLUS_BUY.maxOpenLoans} Plus buy loans can be open at once. Repay a loan, then order again.`,
};
