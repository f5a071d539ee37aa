import type { ErrorCode, PlusBuyCode } from '../../contract';
import type { MessageKey } from './messages';

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
