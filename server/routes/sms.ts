/**
 * SMS verification (chart spec §7, §8, §9; contract/sms.ts), two kinds of call over one code store
 * (members/sms-codes.ts):
 * - "other SMS": GET /v1/sms/token sends a logged-in member a code for a work, POST confirms it; the
 *   confirmation then lets the guarded action through once (members/sms-verifications.ts).
 * - member SMS, the 'login' work: POST /v2/members/sms/token (the login's SMS step, with the member's
 *   masked name, e-mail and phone as the login answered them) or /v1/members/sms/token (memNo only, the
 *   older pages) sends, POST /v1/members/sms/token/confirm confirms. They answer only for the member of a
 *   login waiting for its SMS step in this browser (members/sms-logins.ts), whose confirm starts the
 *   session, or for the logged-in member themself; anyone else gets the same 403, whatever the number.
 *
 * No SMS leaves the simulator: the code is random and written to the server log at info level
 * (LOG_LEVEL=info); in test mode the admin call API.adminSmsCode reads it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API,
  memberSmsConfirmRequest,
  memberSmsSendRequest,
  memberSmsSendV2Request,
  SMS_CODE_VALID_SECONDS,
  smsConfirmRequest,
  smsSendQuery,
  type MemberSmsConfirmResponse,
  type SmsBlockedData,
  type SmsMismatchData,
  type SmsSendWork,
} from '../../contract';
import { memberOf, requireMember, type ServerContext } from '../context';
import { ApiError } from '../errors/api-error';
import { languageOf, ok, parseInput } from '../http/envelope';
import { startSession } from '../members/session-cookie';
import type { SmsConfirmOutcome, SmsSendOutcome } from '../members/sms-codes';
import { SMS_LOGIN_COOKIE } from '../members/sms-logins';

/** The refusal of a send that sent nothing. */
function sendRefusal(outcome: Exclude<SmsSendOutcome, { kind: 'sent' }>): ApiError {
  switch (outcome.kind) {
    case 'blocked':
      return blockedError(outcome.retryAfterSec);
    case 'resendLocked': {
      const data: SmsBlockedData = { retryAfterSec: outcome.retryAfterSec };
      return new ApiError(400, 'member.fail.00006', 'smsResendLocked', undefined, data);
    }
    case 'dailyLimit':
      return new ApiError(400, 'member.fail.00006', 'smsDailyLimit');
  }
}

/** The refusal of a confirm whose code did not match. */
function confirmRefusal(outcome: Exclude<SmsConfirmOutcome, { kind: 'confirmed' }>): ApiError {
  switch (outcome.kind) {
    case 'blocked':
      return blockedError(outcome.retryAfterSec);
    case 'expired':
      return new ApiError(400, 'member.fail.00085', 'smsExpired');
    case 'notRequested':
      return new ApiError(400, 'member.fail.00006', 'smsNotRequested');
    case 'mismatch': {
      const data: SmsMismatchData = { failures: outcome.failures, maxFailures: outcome.maxFailures };
      return new ApiError(400, 'SMS_CODE_MISMATCH', 'smsMismatch', undefined, data);
    }
  }
}

function blockedError(retryAfterSec: number): ApiError {
  const data: SmsBlockedData = { retryAfterSec };
  return new ApiError(423, 'member.fail.00086', 'smsBlocked', undefined, data);
}

export function registerSmsRoutes(app: FastifyInstance, context: ServerContext): void {
  const { smsCodes } = context;

  const send = (request: FastifyRequest, memNo: number, work: SmsSendWork) => {
    const outcome = smsCodes.send(memNo, work);
    if (outcome.kind !== 'sent') throw sendRefusal(outcome);
    request.log.info({ memNo, work, code: outcome.code }, 'sms code sent');
  };

  const confirm = (memNo: number, work: SmsSendWork, code: string) => {
    const outcome = smsCodes.confirm(memNo, work, code);
    if (outcome.kind !== 'confirmed') throw confirmRefusal(outcome);
  };

  app.get(API.smsToken, async (request) => {
    const memNo = requireMember(context, request);
    const { smsSendWork } = parseInput(smsSendQuery, request.query, languageOf(request));
    send(request, memNo, smsSendWork);
    return ok({ smsSendWork, validSeconds: SMS_CODE_VALID_SECONDS });
  });

  app.post(API.smsToken, async (request) => {
    const memNo = requireMember(context, request);
    const body = parseInput(smsConfirmRequest, request.body, languageOf(request));
    confirm(memNo, body.smsSendWork, body.numberOfCertification);
    context.smsVerifications.confirm(memNo, body.smsSendWork);
    return ok({ smsSendWork: body.smsSendWork, verified: true as const });
  });

  /**
   * Whose member SMS call this is: 'login' for the member of the login waiting in this browser, 'self' for
   * the logged-in member; anyone else (another number, no login, an expired step) gets one refusal.
   */
  const caller = (request: FastifyRequest, memNo: number): 'login' | 'self' => {
    if (context.smsLogins.memberOf(request.cookies[SMS_LOGIN_COOKIE]) === memNo) return 'login';
    if (memberOf(context, request) === memNo) return 'self';
    throw new ApiError(403, 'FORBIDDEN', 'smsNotAllowed');
  };

  app.post(API.memberSmsTokenV2, async (request) => {
    const body = parseInput(memberSmsSendV2Request, request.body, languageOf(request));
    caller(request, body.memNo);
    // The page repeats what the login answered; anything else is not this member's SMS step.
    const user = context.members.userInfo(body.memNo);
    const same =
      user?.name === body.name &&
      user.email === body.maskedEmail &&
      user.phoneNoMaskedVer2 === body.maskedPhoneNo;
    if (!same) throw new ApiError(403, 'FORBIDDEN', 'smsNotAllowed');
    send(request, body.memNo, 'login');
    return ok({ validSeconds: SMS_CODE_VALID_SECONDS });
  });

  app.post(API.memberSmsToken, async (request) => {
    const { memNo } = parseInput(memberSmsSendRequest, request.body, languageOf(request));
    caller(request, memNo);
    send(request, memNo, 'login');
    return ok({ validSeconds: SMS_CODE_VALID_SECONDS });
  });

  app.post(API.memberSmsConfirm, async (request, reply) => {
    const { memNo, authNo } = parseInput(memberSmsConfirmRequest, request.body, languageOf(request));
    const who = caller(request, memNo);
    confirm(memNo, 'login', authNo);
    if (who === 'self') {
      context.smsVerifications.confirm(memNo, 'login');
      const answer: MemberSmsConfirmResponse = { verified: true, user: null };
      return ok(answer);
    }
    const stepId = request.cookies[SMS_LOGIN_COOKIE];
    if (stepId !== undefined) context.smsLogins.close(stepId);
    reply.clearCookie(SMS_LOGIN_COOKIE, { path: '/' });
    startSession(context, reply, memNo);
    const answer: MemberSmsConfirmResponse = {
      verified: true,
      user: context.members.userInfo(memNo) ?? null,
    };
    return ok(answer);
  });
}
