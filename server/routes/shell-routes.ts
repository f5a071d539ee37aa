/**
 * The calls behind the frame of every page (shell spec §7): premium grade, new deposit support, notices,
 * competitions, limit type and limit-raise condition, block status, and the deposit interest payment the
 * balance-complete modal shows once.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API, blockStatusQuery, strictInt } from '../../contract';
import { requireMember, type ServerContext } from '../context';
import { ApiError } from '../errors/api-error';
import { languageOf, ok, parseInput } from '../http/envelope';
import { latestDepositCoins } from '../shell/coin-inout';
import { premiumGradeOf } from '../shell/premium-banners';

const paymentIdParams = z.object({ paymentId: strictInt().pipe(z.number().positive()) });

export function registerShellRoutes(app: FastifyInstance, context: ServerContext): void {
  const { shell } = context;

  app.get(API.premiumGrade, async (request) => {
    const memNo = requireMember(context, request);
    const member = context.members.userInfo(memNo);
    if (!member) throw new ApiError(401, 'UNAUTHORIZED', 'unauthorized');
    return ok(premiumGradeOf(member.gradeGroup, languageOf(request)));
  });

  app.get(API.coinInoutLatest, async () => ok(latestDepositCoins()));

  app.get(API.notices, async (request) => ok(shell.notices(context.now(), languageOf(request))));

  app.get(API.competitionSummary, async () => ok(shell.competitionSummary()));

  app.get(API.limitType, async (request) => ok(shell.limitType(requireMember(context, request))));

  app.get(API.limitRaiseCondition, async (request) =>
    ok(shell.limitRaiseCondition(requireMember(context, request))),
  );

  app.get(API.blockStatus, async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const { path } = parseInput(blockStatusQuery, request.query, language);
    return ok(shell.blockStatus(memNo, path, language));
  });

  app.get(API.unseenInterest, async (request) => ok(shell.unseenInterest(requireMember(context, request))));

  // The contract's path with Fastify's parameter where the id goes.
  app.post(API.interestSeen(':paymentId' as unknown as number), async (request) => {
    const memNo = requireMember(context, request);
    const { paymentId } = parseInput(paymentIdParams, request.params, languageOf(request));
    if (!shell.markInterestSeen(memNo, paymentId, context.now()))
      throw new ApiError(404, 'NOT_FOUND', 'interestPaymentNotFound', String(paymentId));
    return ok(null);
  });
}
