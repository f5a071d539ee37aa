/**
 * Sign-up (POST /v1/members/join): the form judged with the contract's `joinFieldProblems` (the app's
 * own check, so the two cannot drift) and the known, unblocked nations; then the solved captcha is used
 * up, the documents must be this address's pending uploads, and the login ID must be free in any case.
 * The password is hashed through the bounded password work, and the member, its sign-up row and the
 * claim of its documents are one transaction. Joins are rate-limited per address.
 */
import type { FastifyInstance } from 'fastify';
import { API, joinFieldProblems, joinRequest, type JoinFieldProblems, type JoinResult } from '../../contract';
import { BLOCKED_NATION_CODES, nationByCode } from '../comn/nations';
import type { ServerContext } from '../context';
import { ApiError } from '../errors/api-error';
import { languageOf, ok, parseInput } from '../http/envelope';
import { RateLimit } from '../http/rate-limit';
import { retryLater } from '../http/retry-later';
import { BusyError } from '../members/bounded-work';

/** Sign-ups one address may try an hour (forms the fields' check refuses are not counted). */
export const JOIN_RULE = { limit: 10, windowMs: 60 * 60_000, capacity: 10_000 } as const;

function invalid(
  fields: JoinFieldProblems,
  messageKey: 'joinInvalid' | 'joinAttachmentsInvalid' = 'joinInvalid',
) {
  return new ApiError(400, 'JOIN_INVALID', messageKey, undefined, { fields });
}

export function registerJoinRoutes(app: FastifyInstance, context: ServerContext): void {
  const joins = new RateLimit(JOIN_RULE, context.now);

  app.post(API.join, async (request, reply) => {
    const language = languageOf(request);
    const form = parseInput(joinRequest, request.body, language);
    const problems = joinFieldProblems(form, BLOCKED_NATION_CODES);
    if (!problems.nationCode && !nationByCode(form.nationCode)) problems.nationCode = 'format';
    if (Object.keys(problems).length > 0) throw invalid(problems);

    const address = request.ip;
    const waitMs = joins.take(address);
    if (waitMs > 0) throw retryLater(reply, waitMs, 'TOO_MANY_REQUESTS', 'joinTooMany');
    // The captcha before the ID: whether an ID is taken costs a solved captcha to learn.
    if (!context.captchas.consume(form.captchaKey))
      throw new ApiError(400, 'CAPTCHA_FAILED', 'captchaFailed');
    if (!context.attachments.claimable(form.attachmentIds, address))
      throw invalid({}, 'joinAttachmentsInvalid');
    const taken = () =>
      new ApiError(409, 'LOGIN_ID_TAKEN', 'loginIdTaken', undefined, { fields: { loginId: 'taken' } });
    if (context.members.loginIdTaken(form.loginId)) throw taken();

    let passwordHash: string;
    try {
      passwordHash = await context.members.hashNewPassword(form.password);
    } catch (error) {
      if (error instanceof BusyError) throw retryLater(reply, 1000, 'TOO_MANY_REQUESTS', 'joinBusy');
      throw error;
    }
    const member = {
      loginId: form.loginId,
      name: form.name.trim(),
      email: form.email,
      nationCode: form.nationCode,
      phone: form.phone,
      accountType: form.accountType,
      corporateType: form.accountType === 'corporate' ? form.corporateType : null,
      agreeMarketing: form.agreeMarketing,
      language,
    };
    const memNo = context.members.createMember(member, passwordHash, (newMemNo) => {
      // Swept or claimed by a parallel sign-up since the check: nothing of this one is kept.
      if (!context.attachments.claim(form.attachmentIds, address, newMemNo))
        throw invalid({}, 'joinAttachmentsInvalid');
    });
    if (memNo === undefined) throw taken();
    const result: JoinResult = { memNo, loginId: form.loginId };
    return ok(result);
  });
}
