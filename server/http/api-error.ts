import type { ELIGIBILITY_CODES, ErrorCode } from '../../contract';
import type { MessageKey } from './messages';

/**
 * The codes of contract/plus-buy.ts (eligibility, restrictions, repayment errors, the order rules'
 * PLUS_BUY_ORDER_REJECTED): the contract's records type them as strings.
 */
export type PlusBuyCode = (typeof ELIGIBILITY_CODES)[keyof typeof ELIGIBILITY_CODES];

/** An error answer: HTTP status, contract code, message key (resolved in the request's language) and detail. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | PlusBuyCode,
    readonly messageKey: MessageKey,
    readonly detail?: string,
    readonly data: unknown = null,
  ) {
    super(`${code}${detail ? `: ${detail}` : ''}`);
    this.name = 'ApiError';
  }
}
