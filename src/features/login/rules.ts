/**
 * Login form rules: field validation with the contract's limits, how a refused login is shown, and when
 * the simulator asks for a captcha.
 */
import { isApiError } from '../../api/api-error';
import { ERROR_CODES, loginFailureSchema, loginRequest } from '../../../contract';

export const LOGIN_ID_MAX = loginRequest.shape.loginId.maxLength ?? 64;
export const PASSWORD_MAX = loginRequest.shape.password.maxLength ?? 128;

export interface LoginValues {
  loginId: string;
  password: string;
}

export type LoginFieldError = 'required' | 'tooLong';
export type LoginErrors = Partial<Record<keyof LoginValues, LoginFieldError>>;

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const loginId = values.loginId.trim();
  if (loginId === '') errors.loginId = 'required';
  else if (loginId.length > LOGIN_ID_MAX) errors.loginId = 'tooLong';
  if (values.password === '') errors.password = 'required';
  else if (values.password.length > PASSWORD_MAX) errors.password = 'tooLong';
  return errors;
}

export function hasLoginErrors(errors: LoginErrors): boolean {
  return errors.loginId !== undefined || errors.password !== undefined;
}

export type LoginFailure =
  /** Wrong ID or password: said under the form. */
  | { kind: 'invalidCredentials' }
  /** The attempt named no solved captcha, or a spent one: the form asks for the check. */
  | { kind: 'captcha' }
  /** Another refusal with a server message: shown under the form as sent. */
  | { kind: 'message'; message: string }
  /** No answer or nothing to say: a generic retry hint under the form. */
  | { kind: 'failed' }
  /** Maintenance, block, delay, rate limit, server error: the shell's global dialogs show it. */
  | { kind: 'shell' };

export function loginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.code === ERROR_CODES.invalidCredentials || error.statusType === 'Session')
    return { kind: 'invalidCredentials' };
  if (isCaptchaCode(error.code)) return { kind: 'captcha' };
  switch (error.statusType) {
    case 'Error':
      return error.message.trim() ? { kind: 'message', message: error.message.trim() } : { kind: 'failed' };
    case 'Connectivity':
    case 'None':
      return { kind: 'failed' };
    default:
      return { kind: 'shell' };
  }
}

function isCaptchaCode(code: string): boolean {
  return code === ERROR_CODES.captchaRequired || code === ERROR_CODES.captchaFailed;
}

/**
 * Whether the next attempt must carry a solved captcha: the failure data says so (from the third failure
 * for the ID or the address on), or the refusal was for the captcha itself.
 */
export function captchaDemanded(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (isCaptchaCode(error.code)) return true;
  return loginFailureSchema.safeParse(error.data).data?.captchaRequired === true;
}
