import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../../src/api/api-error';
import type { Failure } from '../../../../src/api/status';
import {
  LOGIN_ID_MAX,
  loginFailure,
  PASSWORD_MAX,
  validateLogin,
  type LoginErrors,
  type LoginFailure,
} from '../../../../src/features/login/rules';

describe('validateLogin', () => {
  test.each<[string, string, LoginErrors]>([
    ['demo', 'demo1234', {}],
    ['', '', { loginId: 'required', password: 'required' }],
    ['   ', 'x', { loginId: 'required' }],
    ['demo', '', { password: 'required' }],
    ['x'.repeat(LOGIN_ID_MAX), 'x', {}],
    ['x'.repeat(LOGIN_ID_MAX + 1), 'x', { loginId: 'tooLong' }],
    ['demo', 'p'.repeat(PASSWORD_MAX + 1), { password: 'tooLong' }],
    ['  demo  ', ' ', {}],
  ])('%j / %j', (loginId, password, expected) => {
    expect(validateLogin({ loginId, password })).toEqual(expected);
  });

  test('limits come from the contract', () => {
    expect(LOGIN_ID_MAX).toBe(64);
    expect(PASSWORD_MAX).toBe(128);
  });
});

const http = (httpStatus: number, code: string, message = ''): Failure => ({
  kind: 'http',
  httpStatus,
  code,
  message,
});

describe('loginFailure', () => {
  test.each<[string, unknown, LoginFailure]>([
    ['wrong password', new ApiError(http(401, 'INVALID_CREDENTIALS', 'no')), { kind: 'invalidCredentials' }],
    [
      'wrong password as 400',
      new ApiError(http(400, 'INVALID_CREDENTIALS', 'no')),
      { kind: 'invalidCredentials' },
    ],
    ['plain 401', new ApiError(http(401, 'UNAUTHORIZED')), { kind: 'invalidCredentials' }],
    [
      'bad request with message',
      new ApiError(http(400, 'BAD_REQUEST', 'loginId too long')),
      { kind: 'message', message: 'loginId too long' },
    ],
    ['bad request without message', new ApiError(http(400, 'BAD_REQUEST')), { kind: 'failed' }],
    [
      'locked after wrong passwords: the wait, under the form',
      new ApiError(http(429, 'LOGIN_LOCKED', '30초 후에 다시 시도해 주세요.')),
      { kind: 'message', message: '30초 후에 다시 시도해 주세요.' },
    ],
    ['too many requests', new ApiError(http(429, 'TOO_MANY_REQUESTS')), { kind: 'shell' }],
    ['network', new ApiError({ kind: 'network' }), { kind: 'failed' }],
    ['maintenance', new ApiError(http(503, 'PAUSE')), { kind: 'shell' }],
    ['blocked', new ApiError(http(403, 'BLOCK', 'x||y')), { kind: 'shell' }],
    ['server error', new ApiError(http(500, 'SERVER_ERROR')), { kind: 'shell' }],
    ['timeout', new ApiError({ kind: 'timeout' }), { kind: 'shell' }],
    ['not an ApiError', new Error('boom'), { kind: 'failed' }],
  ])('%s', (_name, error, expected) => {
    expect(loginFailure(error)).toEqual(expected);
  });
});
