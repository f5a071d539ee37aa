import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../../src/api/api-error';
import type { Failure } from '../../../../src/api/status';
import { captchaDemanded, loginFailure, type LoginFailure } from '../../../../src/features/login/rules';

const http = (httpStatus: number, code: string, message = ''): Failure => ({
  kind: 'http',
  httpStatus,
  code,
  message,
});

describe('when the login page asks for the captcha', () => {
  test.each<[string, unknown, boolean, LoginFailure]>([
    [
      'a wrong password, captcha not yet required',
      new ApiError(http(401, 'INVALID_CREDENTIALS', 'no'), { captchaRequired: false }),
      false,
      { kind: 'invalidCredentials' },
    ],
    [
      'the third wrong password: required from now on',
      new ApiError(http(401, 'INVALID_CREDENTIALS', 'no'), { captchaRequired: true }),
      true,
      { kind: 'invalidCredentials' },
    ],
    [
      'sent without a solved captcha',
      new ApiError(http(400, 'CAPTCHA_REQUIRED', 'solve it'), { captchaRequired: true }),
      true,
      { kind: 'captcha' },
    ],
    [
      'sent with a spent or unknown key',
      new ApiError(http(400, 'CAPTCHA_FAILED', 'bad key'), { captchaRequired: true }),
      true,
      { kind: 'captcha' },
    ],
    ['a captcha code without data', new ApiError(http(400, 'CAPTCHA_REQUIRED')), true, { kind: 'captcha' }],
    [
      'data of another shape',
      new ApiError(http(401, 'INVALID_CREDENTIALS'), { captchaRequired: 'yes' }),
      false,
      { kind: 'invalidCredentials' },
    ],
    ['no data', new ApiError(http(401, 'INVALID_CREDENTIALS')), false, { kind: 'invalidCredentials' }],
    [
      'a locked login',
      new ApiError(http(429, 'LOGIN_LOCKED', 'wait'), { retryAfterSec: 30 }),
      false,
      { kind: 'message', message: 'wait' },
    ],
    ['no answer', new ApiError({ kind: 'network' }), false, { kind: 'failed' }],
    ['not an ApiError', new Error('boom'), false, { kind: 'failed' }],
  ])('%s', (_name, error, demanded, failure) => {
    expect(captchaDemanded(error)).toBe(demanded);
    expect(loginFailure(error)).toEqual(failure);
  });
});
