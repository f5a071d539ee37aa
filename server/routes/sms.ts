/**
 * "Other SMS" verification (chart spec §7, §8, §9): GET sends a 6-digit code for a piece of work, POST
 * confirms it. A code is valid SMS_CODE_VALID_SECONDS; the SMS_MAX_FAILURES-th wrong code blocks the
 * member's sending and confirming for that work for SMS_BLOCK_SECONDS (member.fail.00086). No SMS leaves
 * the simulator: in test mode the code is always TEST_MODE_SMS_CODE, otherwise it is random and written to
 * the server log at info level (LOG_LEVEL=info).
 *
 * The codes and messages of these answers belong to this area only, so they are answered here rather than
 * through the shared message table.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API,
  ERROR_CODES,
  SMS_BLOCK_SECONDS,
  SMS_CODE_LENGTH,
  SMS_CODE_VALID_SECONDS,
  SMS_MAX_FAILURES,
  smsConfirmRequest,
  smsSendQuery,
  type Envelope,
  type ErrorCode,
  type SmsMismatchData,
  type SmsSendWork,
} from '../../contract';
import { requireMember, type ServerContext } from '../context';
import { languageOf, ok, parseInput } from '../http/envelope';
import type { Language } from '../http/messages';

export const TEST_MODE_SMS_CODE = '123456';

const SMS_MESSAGES = {
  mismatch: {
    ko: '인증번호가 일치하지 않습니다.',
    en: 'The authentication number does not match.',
  },
  expired: {
    ko: '인증 시간이 초과되었습니다. 다시 요청해 주세요.',
    en: 'Authentication timeout. Please request again.',
  },
  blocked: {
    ko: '인증번호를 여러 번 잘못 입력하여 인증이 제한되었습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Verification is restricted after too many wrong numbers. Please try again later.',
  },
} as const satisfies Record<string, Record<Language, string>>;

type SmsMessageKey = keyof typeof SMS_MESSAGES;

interface IssuedCode {
  code: string;
  issuedAt: number;
  failures: number;
}

function sendSmsError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  key: SmsMessageKey,
  data: unknown = null,
): FastifyReply {
  const body: Envelope<unknown> = { status, code, message: SMS_MESSAGES[key][languageOf(request)], data };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function newCode(testMode: boolean): string {
  return testMode
    ? TEST_MODE_SMS_CODE
    : String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

export function registerSmsRoutes(app: FastifyInstance, context: ServerContext): void {
  // Per running server, keyed by member and work; codes and blocks need not outlive a restart.
  const issued = new Map<string, IssuedCode>();
  const blockedUntil = new Map<string, number>();
  const keyOf = (memNo: number, work: SmsSendWork) => `${memNo}:${work}`;
  const isBlocked = (key: string) => {
    const until = blockedUntil.get(key);
    if (until === undefined) return false;
    if (context.now() < until) return true;
    blockedUntil.delete(key);
    return false;
  };

  app.get(API.smsToken, async (request, reply) => {
    const memNo = requireMember(context, request);
    const { smsSendWork } = parseInput(smsSendQuery, request.query, languageOf(request));
    const key = keyOf(memNo, smsSendWork);
    if (isBlocked(key)) return sendSmsError(request, reply, 423, ERROR_CODES.smsBlocked, 'blocked');
    const code = newCode(context.options.testMode);
    issued.set(key, { code, issuedAt: context.now(), failures: 0 });
    request.log.info({ memNo, smsSendWork, code }, 'sms code sent');
    return ok({ smsSendWork, validSeconds: SMS_CODE_VALID_SECONDS });
  });

  app.post(API.smsToken, async (request, reply) => {
    const memNo = requireMember(context, request);
    const { smsSendWork, numberOfCertification } = parseInput(
      smsConfirmRequest,
      request.body,
      languageOf(request),
    );
    const key = keyOf(memNo, smsSendWork);
    if (isBlocked(key)) return sendSmsError(request, reply, 423, ERROR_CODES.smsBlocked, 'blocked');
    const entry = issued.get(key);
    if (!entry || context.now() - entry.issuedAt >= SMS_CODE_VALID_SECONDS * 1000) {
      issued.delete(key);
      return sendSmsError(request, reply, 400, ERROR_CODES.smsCodeExpired, 'expired');
    }
    if (entry.code === numberOfCertification) {
      issued.delete(key);
      context.smsVerifications.confirm(memNo, smsSendWork);
      return ok({ smsSendWork, verified: true as const });
    }
    entry.failures += 1;
    if (entry.failures >= SMS_MAX_FAILURES) {
      issued.delete(key);
      blockedUntil.set(key, context.now() + SMS_BLOCK_SECONDS * 1000);
      return sendSmsError(request, reply, 423, ERROR_CODES.smsBlocked, 'blocked');
    }
    const data: SmsMismatchData = { failures: entry.failures, maxFailures: SMS_MAX_FAILURES };
    return sendSmsError(request, reply, 400, ERROR_CODES.smsCodeMismatch, 'mismatch', data);
  });
}
