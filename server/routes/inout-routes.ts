/**
 * Deposits and withdrawals (chart spec §7): the member's statement and records, a coin's terms, withdrawals
 * (each with the member's trade password, if set, then its SMS verification: withdrawCoin, withdrawKrw;
 * else 428) and their cancel, KRW by bank transfer, the fee reward, deposit and return applications with their
 * documents, smart sales; and the simulator's explorer page a TXID links to.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API,
  applicationFilesQuery,
  coinWithdrawRequest,
  depositApplicationRequest,
  EXTERNAL_SITE_PATH,
  krwTransferRequest,
  krwWithdrawRequest,
  refundApplicationRequest,
  pointHistoryQuery,
  smartSellQuery,
  statementQuery,
  strictInt,
  withdrawCancelRequest,
  type ApplicationKind,
} from '../../contract';
import { requireMember, type ServerContext } from '../context';
import { languageOf, ok, parseInput } from '../http/envelope';
import { explorerPageHtml } from '../inout/explorer-page';
import { requireSmsVerification } from '../members/sms-verifications';
import { requireTradePassword } from '../members/trade-passwords';
import { PAGE_CSP } from '../shell/external-pages';
import { pageLanguage } from './site-routes';

const seqParams = z.object({ seq: strictInt().pipe(z.number().positive()) });
const coinParams = z.object({ coinType: z.string().min(1).max(20) });
/** The contract's path with Fastify's parameter where the sequence goes. */
const bySeq = (path: (seq: number) => string) => path(':seq' as unknown as number);

export function registerInoutRoutes(app: FastifyInstance, context: ServerContext): void {
  const { inout } = context;

  app.get(API.inoutHistory, async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    return ok(inout.views.statement(memNo, parseInput(statementQuery, request.query, language), language));
  });

  app.get(bySeq(API.inoutTransfer), async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const { seq } = parseInput(seqParams, request.params, language);
    return ok(inout.views.entry(inout.views.own(memNo, seq), language));
  });

  app.get(API.inoutCoin(':coinType'), async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const { coinType } = parseInput(coinParams, request.params, language);
    return ok(inout.views.coin(memNo, coinType, language));
  });

  app.post(API.withdraw, async (request, reply) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const body = parseInput(coinWithdrawRequest, request.body, language);
    await requireTradePassword(context.members, reply, memNo, body.tradePassword);
    requireSmsVerification(context.smsVerifications, memNo, 'withdrawCoin');
    return ok(inout.requests.withdraw(memNo, body, language));
  });

  app.put(API.withdrawCancel, async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    return ok(
      inout.requests.cancel(memNo, parseInput(withdrawCancelRequest, request.body, language), language),
    );
  });

  app.post(API.krwDeposit, async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const { amount } = parseInput(krwTransferRequest, request.body, language);
    return ok(inout.requests.krwTransfer(memNo, 'IN', amount, language));
  });

  app.post(API.krwWithdraw, async (request, reply) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const { amount, tradePassword } = parseInput(krwWithdrawRequest, request.body, language);
    await requireTradePassword(context.members, reply, memNo, tradePassword);
    requireSmsVerification(context.smsVerifications, memNo, 'withdrawKrw');
    return ok(inout.requests.krwTransfer(memNo, 'OUT', amount, language));
  });

  app.get(bySeq(API.feeReward), async (request) => {
    const memNo = requireMember(context, request);
    const { seq } = parseInput(seqParams, request.params, languageOf(request));
    return ok(inout.requests.feeRewardInfo(memNo, seq));
  });

  app.post(bySeq(API.feeReward), async (request) => {
    const memNo = requireMember(context, request);
    const { seq } = parseInput(seqParams, request.params, languageOf(request));
    return ok(inout.requests.applyFeeReward(memNo, seq));
  });

  const byKind: [ApplicationKind, { files: string; count: (seq: number) => string }][] = [
    ['deposit', { files: API.depositApplicationFiles, count: API.depositApplyCount }],
    ['return', { files: API.refundApplicationFiles, count: API.refundApplyCount }],
  ];
  for (const [kind, paths] of byKind) {
    app.get(paths.files, async (request) => {
      const memNo = requireMember(context, request);
      const { coinInSeq } = parseInput(applicationFilesQuery, request.query, languageOf(request));
      return ok(inout.applications.files(memNo, coinInSeq, kind));
    });
    app.get(bySeq(paths.count), async (request) => {
      const memNo = requireMember(context, request);
      const { seq } = parseInput(seqParams, request.params, languageOf(request));
      return ok(inout.applications.applyCount(memNo, seq, kind));
    });
  }

  app.post(API.depositApplication, async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const body = parseInput(depositApplicationRequest, request.body, language);
    return ok(inout.applications.applyDeposit(memNo, body, request.ip, language));
  });

  app.post(API.refundApplication, async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const body = parseInput(refundApplicationRequest, request.body, language);
    return ok(inout.applications.applyRefund(memNo, body, request.ip, language));
  });

  app.get(bySeq(API.applicationRecord), async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const { seq } = parseInput(seqParams, request.params, language);
    return ok(inout.applications.applicationRecord(memNo, seq, language));
  });

  app.get(API.smartSell, async (request) => {
    const memNo = requireMember(context, request);
    const language = languageOf(request);
    const { page, size } = parseInput(smartSellQuery, request.query, language);
    return ok(inout.views.smartSells(memNo, page, size, language));
  });

  app.get(API.pointHistory, async (request) => {
    const memNo = requireMember(context, request);
    const { page, size } = parseInput(pointHistoryQuery, request.query, languageOf(request));
    return ok(inout.views.pointHistory(memNo, page, size));
  });

  // The explorer page a TXID links to: the simulator's own, never a real explorer's.
  app.get<{ Params: { network: string; txId: string } }>(
    `${EXTERNAL_SITE_PATH}/explorer/:network/:txId`,
    async (request, reply) => {
      const { network, txId } = request.params;
      return reply
        .header('Content-Security-Policy', PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(explorerPageHtml(network, txId, pageLanguage(request)));
    },
  );
}
