/**
 * Login, logout, the logged-in member and their SMS-login switch. Logins are throttled per login ID and per remote address
 * (members/login-throttle.ts): a locked key answers 429 LOGIN_LOCKED with the wait, before any password
 * work. Before the lock, once the ID or the address has CAPTCHA.loginFailuresBeforeCaptcha failures
 * counted, an attempt must name a solved captcha (used up by it): without one it answers 400
 * CAPTCHA_REQUIRED, with one not solved 400 CAPTCHA_FAILED, and neither checks the password. A wrong ID
 * and a wrong password answer the same body after the same scrypt work.
 *
 * A member with SMS login on gets no session for a right password but the SMS step (SmsLoginChallenge):
 * a cookie names the waiting login (members/sms-logins.ts) and the member SMS confirm (routes/sms.ts)
 * starts the session. Turning SMS login on or off, and setting the trade password (contract/trade-password.ts,
 * the login-security page), need a 'login' code confirmed just before (else 428); a refused trade password
 * (400) leaves that code unused.
 */
import type { FastifyInstance } from 'fastify';
import {
  API,
  CAPTCHA,
  loginRequest,
  SMS_LOGIN_STEP_SECONDS,
  smsLoginSettingSchema,
  tradePasswordRequest,
  type LoginFailure,
  type SmsLoginChallenge,
} from '../../contract';
import { requireMember, sessionIdOf, type ServerContext } from '../context';
import { ApiError } from '../errors/api-error';
import { languageOf, ok, parseInput } from '../http/envelope';
import { retryLater } from '../http/retry-later';
import { BusyError } from '../members/bounded-work';
import { clearSessionCookies, startSession } from '../members/session-cookie';
import { SMS_LOGIN_COOKIE } from '../members/sms-logins';
import { requireSmsVerification } from '../members/sms-verifications';

export function registerMemberRoutes(app: FastifyInstance, context: ServerContext): void {
  const { byLoginId, byAddress } = context.loginThrottles;
  const captchaRequired = (loginId: string, address: string): LoginFailure => ({
    captchaRequired:
      Math.max(byLoginId.failures(loginId), byAddress.failures(address)) >=
      CAPTCHA.loginFailuresBeforeCaptcha,
  });

  app.post(API.login, async (request, reply) => {
    const credentials = parseInput(loginRequest, request.body, languageOf(request));
    const { loginId, captchaKey } = credentials;
    const address = request.ip;
    const waitMs = Math.max(byLoginId.waitMs(loginId), byAddress.waitMs(address));
    if (waitMs > 0) throw retryLater(reply, waitMs, 'LOGIN_LOCKED', 'loginLocked');
    const required = captchaRequired(loginId, address);
    if (required.captchaRequired) {
      if (captchaKey === undefined)
        throw new ApiError(400, 'CAPTCHA_REQUIRED', 'captchaRequired', undefined, required);
      if (!context.captchas.consume(captchaKey))
        throw new ApiError(400, 'CAPTCHA_FAILED', 'captchaFailed', undefined, required);
    }
    byLoginId.attempt(loginId);
    byAddress.attempt(address);
    let user;
    try {
      user = await context.members.authenticate(loginId, credentials.password);
    } catch (error) {
      if (!(error instanceof BusyError)) throw error;
      // Not checked, so not a failed guess either.
      byLoginId.succeeded(loginId);
      byAddress.succeeded(address);
      throw retryLater(reply, 1000, 'TOO_MANY_REQUESTS', 'loginBusy');
    }
    if (!user)
      throw new ApiError(
        401,
        'INVALID_CREDENTIALS',
        'invalidCredentials',
        undefined,
        captchaRequired(loginId, address),
      );
    byLoginId.reset(loginId);
    byAddress.succeeded(address);
    if (context.members.smsLoginEnabled(user.memNo)) {
      reply.setCookie(SMS_LOGIN_COOKIE, context.smsLogins.open(user.memNo), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: SMS_LOGIN_STEP_SECONDS,
      });
      const challenge: SmsLoginChallenge = {
        smsLoginRequired: true,
        memNo: user.memNo,
        name: user.name,
        maskedEmail: user.email,
        maskedPhoneNo: user.phoneNoMaskedVer2,
      };
      return ok(challenge);
    }
    startSession(context, reply, user.memNo);
    return ok(user);
  });

  app.post(API.logout, async (request, reply) => {
    const sessionId = sessionIdOf(request);
    if (sessionId) {
      context.members.endSession(sessionId);
      context.hub.forgetSession(sessionId);
    }
    clearSessionCookies(reply);
    return ok(null);
  });

  app.get(API.smsLogin, async (request) => {
    const memNo = requireMember(context, request);
    return ok({ enabled: context.members.smsLoginEnabled(memNo) });
  });

  app.put(API.smsLogin, async (request) => {
    const memNo = requireMember(context, request);
    const { enabled } = parseInput(smsLoginSettingSchema, request.body, languageOf(request));
    requireSmsVerification(context.smsVerifications, memNo, 'login');
    context.members.setSmsLogin(memNo, enabled);
    return ok({ enabled });
  });

  app.put(API.tradePassword, async (request, reply) => {
    const memNo = requireMember(context, request);
    const { tradePassword } = parseInput(tradePasswordRequest, request.body, languageOf(request));
    requireSmsVerification(context.smsVerifications, memNo, 'login');
    let hash: string;
    try {
      hash = await context.members.hashNewPassword(tradePassword);
    } catch (error) {
      if (error instanceof BusyError) throw retryLater(reply, 1000, 'TOO_MANY_REQUESTS', 'tooManyRequests');
      throw error;
    }
    context.members.setTradePassword(memNo, hash);
    const user = context.members.userInfo(memNo);
    if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'unauthorized');
    return ok(user);
  });

  app.get(API.me, async (request) => {
    const memNo = requireMember(context, request);
    const user = context.members.userInfo(memNo);
    if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'unauthorized');
    return ok(user);
  });
}
