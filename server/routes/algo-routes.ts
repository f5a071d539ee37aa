/**
 * Parent orders (contract/algo-orders.ts): start a TWAP, place or preview a split order, list and get
 * parents, pause, resume and cancel. A web call that places orders asks for the trade password as an
 * order does; a key-signed call is the key's to authenticate. The password is never stored with the
 * parent's params.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API, splitRequest, strictInt, twapRequest } from '../../contract';
import { originOf, requireMember, type ServerContext } from '../context';
import { languageOf, ok, parseInput } from '../http/envelope';
import { requireTradePassword } from '../members/trade-passwords';

const algoIdParams = z.object({ algoId: strictInt().pipe(z.number().positive()) });

export function registerAlgoRoutes(app: FastifyInstance, context: ServerContext): void {
  const { algos } = context;
  const algoId = (params: unknown, language: ReturnType<typeof languageOf>) =>
    parseInput(algoIdParams, params, language).algoId;

  app.get(API.algoOrders, async (request) => ok(algos.list(requireMember(context, request))));

  app.post(API.algoTwap, async (request, reply) => {
    const memNo = requireMember(context, request);
    const { tradePassword, ...twap } = parseInput(twapRequest, request.body, languageOf(request));
    const origin = originOf(request);
    if (origin === 'web') await requireTradePassword(context.members, reply, memNo, tradePassword);
    return ok(algos.startTwap(memNo, twap, origin));
  });

  app.post(API.algoSplitPreview, async (request) => {
    requireMember(context, request);
    const { tradePassword: _unused, ...split } = parseInput(splitRequest, request.body, languageOf(request));
    return ok(algos.previewSplit(split));
  });

  app.post(API.algoSplit, async (request, reply) => {
    const memNo = requireMember(context, request);
    const { tradePassword, ...split } = parseInput(splitRequest, request.body, languageOf(request));
    const origin = originOf(request);
    if (origin === 'web') await requireTradePassword(context.members, reply, memNo, tradePassword);
    return ok(algos.placeSplit(memNo, split, origin));
  });

  app.get(API.algoOrder(':algoId'), async (request) => {
    const memNo = requireMember(context, request);
    return ok(algos.get(memNo, algoId(request.params, languageOf(request))));
  });

  app.delete(API.algoOrder(':algoId'), async (request) => {
    const memNo = requireMember(context, request);
    return ok(algos.cancel(memNo, algoId(request.params, languageOf(request))));
  });

  app.post(API.algoPause(':algoId'), async (request) => {
    const memNo = requireMember(context, request);
    return ok(algos.pause(memNo, algoId(request.params, languageOf(request))));
  });

  app.post(API.algoResume(':algoId'), async (request) => {
    const memNo = requireMember(context, request);
    return ok(algos.resume(memNo, algoId(request.params, languageOf(request))));
  });
}
