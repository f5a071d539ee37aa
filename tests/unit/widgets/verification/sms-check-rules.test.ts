import { describe, expect, test } from 'vitest';
import { ERROR_CODES } from '../../../../contract';
import { ApiError } from '../../../../src/api/api-error';
import type { Failure } from '../../../../src/api/status';
import {
  AUTO_CHECK_DELAY_MS,
  checkOnBlur,
  confirmFailureReaction,
  sendFailureReaction,
  shouldAutoCheck,
  type SmsFailureReaction,
} from '../../../../src/widgets/verification/sms-check-rules';

const http = (httpStatus: number, code: string, message = ''): Failure => ({
  kind: 'http',
  httpStatus,
  code,
  message,
});
const refusal = (httpStatus: number, code: string, message: string, data: unknown = null) =>
  new ApiError(http(httpStatus, code, message), data);
const FALLBACK = 'Verification failed. Please try again.';

describe('when the code is checked', () => {
  test('six digits are checked, after 500 ms', () => {
    expect(AUTO_CHECK_DELAY_MS).toBe(500);
    expect(shouldAutoCheck('123456')).toBe(true);
    expect(shouldAutoCheck('12345')).toBe(false);
    expect(shouldAutoCheck('')).toBe(false);
  });

  test.each([
    ['', null],
    ['1', 'INVALID'],
    ['12345', 'INVALID'],
    ['123456', null],
  ] as const)('leaving the field with "%s" → %s', (code, result) => {
    expect(checkOnBlur(code)).toBe(result);
  });
});

const BLOCKED_TEXT =
  'Verification is restricted after too many wrong numbers. Please try again in 600 seconds.';

describe('a refused confirm', () => {
  test.each<[string, unknown, SmsFailureReaction]>([
    [
      '00085 → the timeout dialog, then expired',
      refusal(400, ERROR_CODES.smsCodeExpired, 'timeout'),
      { kind: 'timeout' },
    ],
    [
      '00086 → expired, the message, blocked for the wait',
      refusal(423, ERROR_CODES.smsBlocked, BLOCKED_TEXT, { retryAfterSec: 600 }),
      { kind: 'blocked', message: BLOCKED_TEXT, retryAfterSec: 600 },
    ],
    [
      '00086 without a wait → blocked until the page is left',
      refusal(423, ERROR_CODES.smsBlocked, BLOCKED_TEXT),
      { kind: 'blocked', message: BLOCKED_TEXT, retryAfterSec: null },
    ],
    [
      '00006 → the message only',
      refusal(400, ERROR_CODES.smsRefused, 'Please request an authentication number first.'),
      { kind: 'message', message: 'Please request an authentication number first.' },
    ],
    [
      'a mismatch → invalid, the message under the field',
      refusal(400, ERROR_CODES.smsCodeMismatch, 'The authentication number does not match.', { failures: 1 }),
      { kind: 'invalid', message: 'The authentication number does not match.' },
    ],
    [
      'another code → invalid with its message',
      refusal(403, ERROR_CODES.forbidden, 'Verification is not available. Please log in again.'),
      { kind: 'invalid', message: 'Verification is not available. Please log in again.' },
    ],
    [
      'an empty message → invalid with the fallback',
      refusal(400, ERROR_CODES.badRequest, ''),
      { kind: 'invalid', message: FALLBACK },
    ],
    ['maintenance → the shell', refusal(503, ERROR_CODES.pause, 'maintenance'), { kind: 'shell' }],
    ['a service block → the shell', refusal(403, ERROR_CODES.block, 'blocked'), { kind: 'shell' }],
    ['a lost session → the shell', refusal(401, ERROR_CODES.unauthorized, 'log in'), { kind: 'shell' }],
    ['no answer → the shell', new ApiError({ kind: 'timeout' }), { kind: 'shell' }],
    [
      'not an ApiError → invalid with the fallback',
      new Error('boom'),
      { kind: 'invalid', message: FALLBACK },
    ],
  ])('%s', (_name, error, reaction) => {
    expect(confirmFailureReaction(error, FALLBACK)).toEqual(reaction);
  });
});

describe('a refused send', () => {
  test.each<[string, unknown, SmsFailureReaction]>([
    [
      '00086 → the message, then blocked',
      refusal(423, ERROR_CODES.smsBlocked, BLOCKED_TEXT, { retryAfterSec: 42 }),
      { kind: 'blocked', message: BLOCKED_TEXT, retryAfterSec: 42 },
    ],
    [
      '00006 (resend lock) → the message',
      refusal(400, ERROR_CODES.smsRefused, 'You can request a new authentication number in 12 seconds.', {
        retryAfterSec: 12,
      }),
      { kind: 'message', message: 'You can request a new authentication number in 12 seconds.' },
    ],
    [
      'any other refusal → its message in a dialog (never under the field)',
      refusal(403, ERROR_CODES.forbidden, 'Verification is not available. Please log in again.'),
      { kind: 'message', message: 'Verification is not available. Please log in again.' },
    ],
    [
      'too many requests → the shell',
      refusal(429, ERROR_CODES.tooManyRequests, 'slow down'),
      { kind: 'shell' },
    ],
    ['a server error → the shell', refusal(500, ERROR_CODES.serverError, 'oops'), { kind: 'shell' }],
    ['not an ApiError → the fallback message', new TypeError('x'), { kind: 'message', message: FALLBACK }],
  ])('%s', (_name, error, reaction) => {
    expect(sendFailureReaction(error, FALLBACK)).toEqual(reaction);
  });
});
