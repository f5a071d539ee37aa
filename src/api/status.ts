/**
 * The global status types of chart spec §8 and the one place that maps a failed call onto them.
 * Pure: the REST client classifies each failure here; the shell decides what each type shows.
 */
import { blockRefusalSchema, ERROR_CODES, type BlockType } from '../../contract';

export const GLOBAL_STATUS_TYPES = ['Pause', 'ServerError', 'Error', 'Timeout', 'Requests', 'Block'] as const;
export type GlobalStatusType = (typeof GLOBAL_STATUS_TYPES)[number];

/**
 * What the shell does with a failure: one of the global status types, or `Session` (401: the session
 * store handles it, no dialog), `Queue` (503 QUEUE: the exchange admits members in turn, the queue-wait
 * skin), `Connectivity` (the network is down: the retry-connect dialog of the feed handles it), or `None`
 * (the caller cancelled the call).
 */
export type StatusType = GlobalStatusType | 'Session' | 'Queue' | 'Connectivity' | 'None';

export type Failure =
  | { kind: 'http'; httpStatus: number; code: string; message: string }
  /** A success status whose body is not the `{status, code, message, data}` envelope. */
  | { kind: 'invalid-response'; httpStatus: number }
  /**
   * An envelope whose `data` breaks the contract (contract/responses.ts): a field missing or of the wrong
   * type, a number that is not finite. `call` names the call, `issues` what is wrong (for the log).
   */
  | { kind: 'contract'; httpStatus: number; call: string; issues: string }
  | { kind: 'network' }
  /** The client's own REQUEST_TIMEOUT_MS ran out. */
  | { kind: 'timeout' }
  | { kind: 'aborted' };

const BY_CODE: Partial<Record<string, StatusType>> = {
  [ERROR_CODES.pause]: 'Pause',
  [ERROR_CODES.serverError]: 'ServerError',
  [ERROR_CODES.timeout]: 'Timeout',
  [ERROR_CODES.tooManyRequests]: 'Requests',
  [ERROR_CODES.block]: 'Block',
  [ERROR_CODES.unauthorized]: 'Session',
  // A 503 like maintenance, but the code says the member is waiting in line, not locked out.
  [ERROR_CODES.queue]: 'Queue',
  // A locked login is the member's own error with its wait in the message, not the rate-limit dialog.
  [ERROR_CODES.loginLocked]: 'Error',
};

const BY_HTTP_STATUS: Partial<Record<number, StatusType>> = {
  401: 'Session',
  403: 'Block',
  429: 'Requests',
  503: 'Pause',
  504: 'Timeout',
};

export function classifyFailure(failure: Failure): StatusType {
  switch (failure.kind) {
    case 'network':
      return 'Connectivity';
    case 'timeout':
      return 'Timeout';
    case 'aborted':
      return 'None';
    case 'invalid-response':
    case 'contract':
      // The exchange answered something the app cannot use: the server-error toast, as for a 5xx.
      return 'ServerError';
    case 'http': {
      // The envelope code is more specific than the HTTP status (a 403 FORBIDDEN is an ordinary error).
      const byCode = BY_CODE[failure.code];
      if (byCode) return byCode;
      if (failure.code === ERROR_CODES.forbidden) return 'Error';
      const byStatus = BY_HTTP_STATUS[failure.httpStatus];
      if (byStatus) return byStatus;
      if (failure.httpStatus >= 500) return 'ServerError';
      return 'Error';
    }
  }
}

/**
 * The member's block a refusal carries (contract/blocks.ts: 403 BLOCK with data {blockType}), or null: a
 * refusal without it (the fault switch's service block) and every other failure carry none.
 */
export function blockTypeOf(failure: { statusType: StatusType; data: unknown }): BlockType | null {
  if (failure.statusType !== 'Block') return null;
  const refusal = blockRefusalSchema.safeParse(failure.data);
  return refusal.success ? refusal.data.blockType : null;
}
