/** Plus buy: the filing period in force (public), the member's credit status and the early repayment of a loan. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API, repayRequest, strictInt } from '../../contract';
import { requireMember, type ServerContext } from '../context';
import { languageOf, ok, parseInput } from '../http/envelope';

const loanIdParams = z.object({ loanId: strictInt().pipe(z.number().positive()) });

export function registerCreditRoutes(app: FastifyInstance, context: ServerContext): void {
  const { credit } = context;

  app.get(API.creditFiling, async () => ok(credit.filing()));

  app.get(API.creditStatus, async (request) => {
    const memNo = requireMember(context, request);
    return ok(credit.status(memNo));
  });

  // The contract's path with Fastify's parameter where the id goes.
  app.post(API.creditRepay(':loanId' as unknown as number), async (request) => {
    const memNo = requireMember(context, request);
    const { loanId } = parseInput(loanIdParams, request.params, languageOf(request));
    const { method } = parseInput(repayRequest, request.body, languageOf(request));
    return ok(credit.repay(memNo, loanId, method));
  });
}
