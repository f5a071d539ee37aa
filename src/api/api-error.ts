/**
 * The one error every REST call fails with: the HTTP status (0 when no answer arrived), the envelope's
 * code or one standing for the client-side failure, and its global status type (status.ts), so callers
 * and the shell never look at raw responses.
 */
import { ERROR_CODES } from '../../contract';
import { classifyFailure, type Failure, type StatusType } from './status';

export type FailureKind = Failure['kind'];

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no answer arrived (network failure, timeout, abort). */
  readonly httpStatus: number;
  /** The envelope code, or a code standing for the client-side failure. */
  readonly code: string;
  readonly data: unknown;
  readonly failure: FailureKind;
  readonly statusType: StatusType;

  constructor(failure: Failure, data: unknown = null) {
    super(failureMessage(failure));
    this.failure = failure.kind;
    this.httpStatus = 'httpStatus' in failure ? failure.httpStatus : 0;
    this.code = failure.kind === 'http' ? failure.code : CLIENT_CODES[failure.kind];
    this.data = data;
    this.statusType = classifyFailure(failure);
  }
}

function failureMessage(failure: Failure): string {
  if (failure.kind === 'http') return failure.message;
  if (failure.kind === 'contract') return `contract failure: ${failure.call}: ${failure.issues}`;
  return `${failure.kind} failure`;
}

const CLIENT_CODES: Record<Exclude<FailureKind, 'http'>, string> = {
  'invalid-response': ERROR_CODES.serverError,
  contract: 'CONTRACT',
  network: 'NETWORK',
  timeout: ERROR_CODES.timeout,
  aborted: 'ABORTED',
};

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The exchange answered that the order is no longer open (filled or cancelled meanwhile): 409 ORDER_CLOSED. */
export function isOrderClosed(error: unknown): error is ApiError {
  return isApiError(error) && error.code === ERROR_CODES.orderClosed;
}
