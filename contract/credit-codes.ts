/**
 * Plus buy's state codes that the credit socket frame carries: eligibility problems, risk bands, loan
 * states and how a loan ended. Apart from plus-buy.ts (which re-exports them) because that file defines
 * zod schemas: the feed worker checks credit frames with these and must not load zod.
 */

export const ELIGIBILITY_PROBLEMS = [
  'notVerified',
  'noAccountLink',
  'noConsent',
  'usesAutoProfitTrading',
  'usesAutoTrading',
  'gradeTooLow',
  'restricted',
  'openDebt',
] as const;
export type EligibilityProblem = (typeof ELIGIBILITY_PROBLEMS)[number];

export const RISK_BANDS = ['low', 'medium', 'high', 'veryHigh'] as const;
export type RiskBand = (typeof RISK_BANDS)[number];

export const LOAN_STATES = ['active', 'autoRepaying', 'repaid'] as const;
export type LoanState = (typeof LOAN_STATES)[number];

/**
 * How a loan ended: expiry (72 h), early repayment in KRW, early repayment by selling its assets,
 * auto-repayment at 107 %, or released (its order was cancelled before anything filled).
 */
export const LOAN_CLOSE_REASONS = ['expiry', 'earlyKrw', 'earlySell', 'auto', 'released'] as const;
export type LoanCloseReason = (typeof LOAN_CLOSE_REASONS)[number];
