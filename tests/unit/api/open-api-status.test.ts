/**
 * How the app treats the answers of the security page's calls (src/api/status.ts): an action without its
 * SMS confirmation (428) and the key refusals are the member's own errors, never a block or a session end.
 */
import { expect, test } from 'vitest';
import { ERROR_CODES, OPEN_API_ERROR_CODES } from '../../../contract';
import { classifyFailure } from '../../../src/api/status';

test.each([
  [428, ERROR_CODES.smsVerificationRequired],
  [409, OPEN_API_ERROR_CODES.keyLimit],
  [404, OPEN_API_ERROR_CODES.keyNotFound],
  [400, ERROR_CODES.badRequest],
])('HTTP %i %s is an Error', (httpStatus, code) => {
  expect(classifyFailure({ kind: 'http', httpStatus, code, message: 'm' })).toBe('Error');
});
