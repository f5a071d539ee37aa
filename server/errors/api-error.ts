import type {
  AlgoErrorCode,
  AlertErrorCode,
  DrawingErrorCode,
  ErrorCode,
  INOUT_ERROR_CODES,
  InoutError,
  OpenApiErrorCode,
  PlusBuyCode,
} from '../../contract';
import type { LayoutErrorCode } from '../../contract/layout-calls';
import type { MessageKey } from './messages';

/** The codes deposits and withdrawals answer (contract INOUT_ERROR_CODES). */
export type InoutErrorCode = (typeof INOUT_ERROR_CODES)[InoutError];

/**
 * An error answer: HTTP status, contract code, message key (resolved in the request's language), detail
 * (for the server's log; said to the member only for a bad request's reasons — messages.ts) and data.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code:
      | ErrorCode
      | PlusBuyCode
      | InoutErrorCode
      | OpenApiErrorCode
      | DrawingErrorCode
      | LayoutErrorCode
      | AlertErrorCode
      | AlgoErrorCode,
    readonly messageKey: MessageKey,
    readonly detail?: string,
    readonly data: unknown = null,
  ) {
    super(`${code}${detail ? `: ${detail}` : ''}`);
    this.name = 'ApiError';
  }
}
