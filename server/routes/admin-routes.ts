/**
 * Admin calls for tests and demos: fault switches, market open state, listing times, forced trades, the
 * credit clock, the frame's switches (publish a notice, set the displayed competitions, block a path,
 * pay deposit interest), deposits and withdrawals (move a record, a coin arriving, a smart sale), a
 * captcha's answer (end-to-end tests solve it like a person would), the last SMS code sent to a member
 * (tests read it as the member reads the message), a member's SMS outbox (the Plus buy risk alerts sent to
 * the phone, notifications/sms-outbox.ts), forgetting the failed login counts (so one test's
 * failed logins do not ask every later test for a captcha) and a full garbage collection (so a test that
 * reads the server process's RSS does not count garbage not yet collected).
 * Registered only in test mode, and they answer only requests from loopback; anything else gets the same
 * 404 as an unknown path.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminCompetitionRequest,
  adminCreditClockRequest,
  adminInoutDepositRequest,
  adminInoutStateRequest,
  adminSmartSellRequest,
  adminEndpointBlockRequest,
  adminInterestRequest,
  adminListingRequest,
  adminNoticeRequest,
  adminMarketRequest,
  adminTradeRequest,
  adminSmsCodeQuery,
  adminSmsOutboxQuery,
  type AdminSmsOutbox,
  API,
  faultsRequest,
  tradePriceProblem,
  type AdminGc,
  type CreditClock,
} from '../../contract';
import type { ServerContext } from '../context';
import { ApiError } from '../errors/api-error';
import { languageOf, ok, parseInput } from '../http/envelope';
import { orderProblemKey } from '../errors/messages';
import { kstIso } from '../market/kst-time';
import { KRW_COIN_TYPE } from '../market/catalogue';

export function isLoopback(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address ?? '');
}

export function registerAdminRoutes(app: FastifyInstance, context: ServerContext): void {
  if (!context.options.testMode) return;

  app.register(async (admin) => {
    admin.addHook('onRequest', async (request: FastifyRequest) => {
      if (!isLoopback(request.socket.remoteAddress))
        throw new ApiError(404, 'NOT_FOUND', 'notFound', request.url);
    });

    admin.get(API.adminFaults, async () => ok(context.faults.current));

    admin.post(API.adminFaults, async (request) =>
      ok(context.faults.set(parseInput(faultsRequest, request.body, languageOf(request)))),
    );

    admin.post(API.adminMarket, async (request) => {
      const body = parseInput(adminMarketRequest, request.body, languageOf(request));
      context.model.setMarketOpen(body.marketSymbol, body.isOpen);
      return ok(context.model.markets());
    });

    admin.post(API.adminListing, async (request) => {
      const body = parseInput(adminListingRequest, request.body, languageOf(request));
      const listing = context.model.catalogue.listing(body.key);
      if (!listing) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', body.key);
      context.model.setListingTimes(listing, body.buyOpenDate, body.sellOpenDate, context.now());
      return ok(context.model.coinInfo(listing));
    });

    admin.post(API.adminTrade, async (request) => {
      const body = parseInput(adminTradeRequest, request.body, languageOf(request));
      // A real or replayed market's prices are not the simulator's to set.
      const forceTrade = context.model.forceTrade?.bind(context.model);
      if (!forceTrade) throw new ApiError(409, 'CONFLICT', 'notSimulated');
      const listing = context.model.catalogue.listing(body.key);
      if (!listing) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', body.key);
      // Checked like an order's price, with its message: the market trades nowhere an order could not.
      const problem = tradePriceProblem(listing.marketSymbol, body.price, context.model.price(listing));
      if (problem)
        throw new ApiError(400, 'ORDER_REJECTED', orderProblemKey(listing.marketSymbol, problem), undefined, {
          problem,
        });
      const blocked = forceTrade(listing, body.price, context.now());
      if (blocked === 'NOT_TRADABLE') throw new ApiError(409, 'NOT_TRADABLE', 'notTradable', body.key);
      if (blocked === 'MARKET_CLOSED')
        throw new ApiError(409, 'MARKET_CLOSED', 'marketClosed', listing.marketSymbol);
      // The loans on the coin see the new price at once (levels, bands, alerts, auto-repayment).
      context.credit.step();
      // Frames of this trade go out now rather than at the next flush, so a test sees them at once.
      context.hub.flush();
      return ok(context.model.ticker(listing));
    });

    admin.post(API.adminCreditClock, async (request) => {
      const body = parseInput(adminCreditClockRequest, request.body, languageOf(request));
      const now = context.credit.advanceClock(body.advanceMs);
      // The TWAP scheduler runs on the same clock: the slices that came due are placed before the answer.
      context.algos.step();
      context.hub.flush();
      const clock: CreditClock = { now: kstIso(now) };
      return ok(clock);
    });

    admin.post(API.adminGc, async () => {
      // Exposed only when node runs with --expose-gc (the flood test's child server).
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      const answer: AdminGc = { ran: gc !== undefined };
      return ok(answer);
    });

    const memberNamed = (loginId: string) => {
      const memNo = context.shell.memberNumber(loginId);
      if (memNo === undefined) throw new ApiError(404, 'NOT_FOUND', 'memberNotFound', loginId);
      return memNo;
    };

    admin.post(API.adminNotice, async (request) => {
      const language = languageOf(request);
      const body = parseInput(adminNoticeRequest, request.body, language);
      const publishedAt = body.publishedAt === undefined ? context.now() : Date.parse(body.publishedAt);
      return ok(context.shell.addNotice(body.title, body.titleEn, publishedAt, language));
    });

    admin.post(API.adminCompetition, async (request) => {
      const body = parseInput(adminCompetitionRequest, request.body, languageOf(request));
      return ok(context.shell.setCompetitionCount(body.displayingCompetitionCount));
    });

    admin.post(API.adminEndpointBlock, async (request) => {
      const body = parseInput(adminEndpointBlockRequest, request.body, languageOf(request));
      const memNo = body.loginId === undefined ? null : memberNamed(body.loginId);
      const block = { path: body.path, memNo, notice: body.notice ?? null, noticeEn: body.noticeEn ?? null };
      return ok(context.shell.setBlock(block, body.blocked, context.now()));
    });

    admin.get<{ Params: { captchaKey: string } }>(API.adminCaptchaAnswer(':captchaKey'), async (request) => {
      const { captchaKey } = request.params;
      const answer = context.captchas.answerOf(captchaKey);
      if (answer === undefined) throw new ApiError(404, 'NOT_FOUND', 'notFound', 'captcha');
      return ok({ answer });
    });

    admin.get(API.adminSmsCode, async (request) => {
      const { loginId, work } = parseInput(adminSmsCodeQuery, request.query, languageOf(request));
      const code = context.smsCodes.lastCode(memberNamed(loginId), work);
      if (code === undefined) throw new ApiError(404, 'NOT_FOUND', 'notFound', 'sms code');
      return ok({ code });
    });

    admin.get(API.adminSmsOutbox, async (request) => {
      const { loginId } = parseInput(adminSmsOutboxQuery, request.query, languageOf(request));
      return ok({ messages: context.smsOutbox.list(memberNamed(loginId)) } satisfies AdminSmsOutbox);
    });

    admin.delete(API.adminLoginFailures, async () => {
      context.loginThrottles.byLoginId.clear();
      context.loginThrottles.byAddress.clear();
      return ok(null);
    });

    admin.post(API.adminInterest, async (request) => {
      const body = parseInput(adminInterestRequest, request.body, languageOf(request));
      const memNo = memberNamed(body.loginId);
      const payment = context.shell.payInterest(memNo, body.preTaxIncome, context.now());
      // The member's open windows see the new KRW balance at once (the socket's assetChange channel).
      const krw = context.engine.assetRows(memNo).filter((row) => row.coinType === KRW_COIN_TYPE);
      context.hub.publishAssetChange(memNo, krw);
      return ok(payment);
    });

    admin.post(API.adminInoutState, async (request) => {
      const language = languageOf(request);
      const body = parseInput(adminInoutStateRequest, request.body, language);
      return ok(context.inout.backOffice.adminMove(body.seq, body.stateCode, language));
    });

    admin.post(API.adminInoutDeposit, async (request) => {
      const language = languageOf(request);
      const body = parseInput(adminInoutDepositRequest, request.body, language);
      const memNo = memberNamed(body.loginId);
      return ok(
        context.inout.backOffice.adminDeposit(memNo, body.coinType, body.quantity, body.stateCode, language),
      );
    });

    admin.post(API.adminSmartSell, async (request) => {
      const language = languageOf(request);
      const body = parseInput(adminSmartSellRequest, request.body, language);
      return ok(context.inout.backOffice.adminSmartSell(memberNamed, body, language));
    });
  });
}
