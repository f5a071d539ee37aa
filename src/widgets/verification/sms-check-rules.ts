/**
 * The SMS code's check (chart spec §4 "SMS state sequence", §5 "SMS code", §8 "SMS", §9): the check
 * result, when the code is checked, and what the field does with each refusal of a send or a confirm.
 * Pure: SmsCodeVerification binds them to the field, its timers and the dialogs.
 */
import { ERROR_CODES, type SmsBlockedData } from '../../../contract';
import { isApiError } from '../../api/api-error';
import { CODE_LENGTH, isCompleteCode } from './verification-rules';

export type CheckResult = 'BEFORE_CHECK' | 'VALID' | 'INVALID';

/** Six digits are checked this long after the last change (debounce, chart spec §9). */
export const AUTO_CHECK_DELAY_MS = 500;

/** Whether the code, as it now stands, is sent for checking (after AUTO_CHECK_DELAY_MS). */
export function shouldAutoCheck(code: string): boolean {
  return isCompleteCode(code);
}

/**
 * Leaving the field with some but fewer than six digits makes the code invalid ("does not match"); an
 * empty field is not judged (spec reading: nothing was entered yet).
 */
export function checkOnBlur(code: string): CheckResult | null {
  return code.length > 0 && code.length < CODE_LENGTH ? 'INVALID' : null;
}

/** What the field does with a refused send or confirm. */
export type SmsFailureReaction =
  /** member.fail.00085: the "Authentication timeout." / "Please request again." dialog, then EXPIRED. */
  | { kind: 'timeout' }
  /** member.fail.00086: EXPIRED at once, the server's message in a dialog, BLOCKED after OK (for the wait). */
  | { kind: 'blocked'; message: string; retryAfterSec: number | null }
  /** member.fail.00006, and any other refused send: the server's message in a dialog, nothing else. */
  | { kind: 'message'; message: string }
  /** Any other refused confirm: INVALID, the message under the field, the input cleared. */
  | { kind: 'invalid'; message: string }
  /** Maintenance, block, delay, rate limit, server error, lost session: the shell's global handling. */
  | { kind: 'shell' };

function serverMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.failure === 'http' && error.message.trim() ? error.message : fallback;
}

function common(error: unknown, fallback: string): SmsFailureReaction | null {
  if (isApiError(error) && error.statusType !== 'Error') return { kind: 'shell' };
  const code = isApiError(error) ? error.code : '';
  const message = serverMessage(error, fallback);
  if (code === ERROR_CODES.smsBlocked) {
    const data = isApiError(error) ? (error.data as Partial<SmsBlockedData> | null) : null;
    const wait = data?.retryAfterSec;
    return { kind: 'blocked', message, retryAfterSec: typeof wait === 'number' && wait > 0 ? wait : null };
  }
  if (code === ERROR_CODES.smsRefused) return { kind: 'message', message };
  return null;
}

/** A refused confirm: 00085 timeout, 00086 blocked, 00006 message, anything else invalid. */
export function confirmFailureReaction(error: unknown, fallback: string): SmsFailureReaction {
  if (isApiError(error) && error.code === ERROR_CODES.smsCodeExpired) return { kind: 'timeout' };
  return common(error, fallback) ?? { kind: 'invalid', message: serverMessage(error, fallback) };
}

/** A refused send: 00086 blocked, any other the server's message in a dialog. */
export function sendFailureReaction(error: unknown, fallback: string): SmsFailureReaction {
  return common(error, fallback) ?? { kind: 'message', message: serverMessage(error, fallback) };
}
