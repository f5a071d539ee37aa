import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  CREDIT_ERROR_CODES,
  CREDIT_ERROR_MESSAGES,
  ELIGIBILITY_CODES,
  ELIGIBILITY_MESSAGES,
  filingPeriod,
  kstDay,
  PLUS_BUY,
  PLUS_BUY_ORDER_MESSAGES,
  PLUS_BUY_TOO_MANY_LOANS,
  PLUS_BUY_TOO_MANY_LOANS_MESSAGE,
  roundToTick,
  specTicks,
  type CreditStatus,
  type LoanRow,
  type OrderRow,
} from '../../../../contract';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
let plus: string;
beforeAll(async () => {
  server = await injectServer();
  plus = await server.login('demo-plus');
});
afterAll(() => server.stop());

const plusBuy = { key: 'XRP-KRW', side: 'buy', orderType: 'market', amount: 1_000_000, plusBuy: true };

describe('credit status and repayment', () => {
  test("anyone reads the filing period in force on the simulator's clock, never an expired one (§9)", async () => {
    const answer = await server.call('GET', API.creditFiling);
    expect(answer.status).toBe(200);
    const today = kstDay(Date.now());
    expect(answer.body.data).toEqual(filingPeriod(Date.now()));
    const { validFrom, validTo } = answer.body.data as { validFrom: string; validTo: string };
    expect(validFrom <= today && today <= validTo).toBe(true);
  });

  test('a guest gets 401 on both calls', async () => {
    expect((await server.call('GET', API.creditStatus)).status).toBe(401);
    expect((await server.call('POST', API.creditRepay(1), { method: 'krw' })).status).toBe(401);
  });

  test('a bad body or loan id is a 400', async () => {
    const bad = await server.call('POST', API.creditRepay(1), { method: 'card' }, { cookie: plus });
    expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    const badId = await server.call(
      'POST',
      '/v1/credit/loans/abc/repay',
      { method: 'krw' },
      { cookie: plus },
    );
    expect(badId.status).toBe(400);
  });

  test('a Plus buy order takes a loan the status shows; repaying answers the loan after', async () => {
    const empty = await server.call('GET', API.creditStatus, undefined, { cookie: plus });
    expect(empty.body.data).toMatchObject({
      eligible: true,
      problems: [],
      loans: [],
      alerts: [],
      refunds: [],
    });
    const placed = await server.call('POST', API.orders, plusBuy, { cookie: plus });
    expect(placed.status).toBe(200);
    const status = (await server.call('GET', API.creditStatus, undefined, { cookie: plus })).body
      .data as CreditStatus;
    expect(status.loans).toHaveLength(1);
    const [loan] = status.loans;
    expect(loan).toMatchObject({ orderId: (placed.body.data as OrderRow).orderId, principal: 800_000 });
    const other = await server.login();
    const notFound = await server.call(
      'POST',
      API.creditRepay(loan!.loanId),
      { method: 'krw' },
      {
        cookie: other,
        'accept-language': 'en',
      },
    );
    expect(notFound).toMatchObject({
      status: 404,
      body: { code: CREDIT_ERROR_CODES.loanNotFound },
    });
    expect(notFound.body.message).toMatch(CREDIT_ERROR_MESSAGES.loanNotFound.en);
    const repaid = await server.call(
      'POST',
      API.creditRepay(loan!.loanId),
      { method: 'krw' },
      { cookie: plus },
    );
    expect(repaid.status).toBe(200);
    expect(repaid.body.data as LoanRow).toMatchObject({ state: 'repaid', closeReason: 'earlyKrw' });
    const again = await server.call(
      'POST',
      API.creditRepay(loan!.loanId),
      { method: 'krw' },
      { cookie: plus },
    );
    expect(again).toMatchObject({ status: 409, body: { code: CREDIT_ERROR_CODES.loanClosed } });
    expect(again.body.message).toMatch(CREDIT_ERROR_MESSAGES.loanClosed.ko);
  });

  test("refusals carry the contract's code and its message in the asked language", async () => {
    const kyc = await server.login('demo-plus-kyc');
    const refused = await server.call('POST', API.orders, plusBuy, { cookie: kyc, 'accept-language': 'en' });
    expect(refused).toMatchObject({
      status: 403,
      body: { code: ELIGIBILITY_CODES.notVerified, message: ELIGIBILITY_MESSAGES.notVerified.en },
    });
    const small = await server.call('POST', API.orders, { ...plusBuy, amount: 999_999 }, { cookie: plus });
    expect(small).toMatchObject({
      status: 400,
      body: {
        code: 'PLUS_BUY_ORDER_REJECTED',
        message: PLUS_BUY_ORDER_MESSAGES.belowMinimum.ko,
        data: { problem: 'belowMinimum' },
      },
    });
    const status = (await server.call('GET', API.creditStatus, undefined, { cookie: kyc })).body.data;
    expect(status).toMatchObject({ eligible: false, problems: ['notVerified'] });
  });
});

describe('what the end-to-end test shows, through the calls', () => {
  test('an admin trade to 107 % starts auto-repayment with a very-high alert; the clock finishes it', async () => {
    const placed = await server.call('POST', API.orders, { ...plusBuy, amount: 2_000_000 }, { cookie: plus });
    const orderId = (placed.body.data as OrderRow).orderId;
    const loanOf = async () =>
      (
        (await server.call('GET', API.creditStatus, undefined, { cookie: plus })).body.data as CreditStatus
      ).loans.find((loan) => loan.orderId === orderId)!;
    const loan = await loanOf();
    const price = roundToTick(specTicks('KRW'), (loan.outstanding * 1.06) / loan.quantity);
    const traded = await server.call('POST', API.adminTrade, { key: 'XRP-KRW', price });
    expect(traded.status).toBe(200);
    const started = await loanOf();
    expect(started.state).toBe('autoRepaying');
    const status = (await server.call('GET', API.creditStatus, undefined, { cookie: plus })).body
      .data as CreditStatus;
    expect(status.alerts[0]).toMatchObject({ loanId: loan.loanId, band: 'veryHigh' });
    for (let i = 0; i < 4 && (await loanOf()).state !== 'repaid'; i += 1)
      await server.call('POST', API.adminCreditClock, { advanceMs: PLUS_BUY.autoRepayPeriodMs });
    expect(await loanOf()).toMatchObject({ state: 'repaid', closeReason: 'auto' });
  });

  test('advancing the clock past 72 h repays at expiry', async () => {
    const placed = await server.call('POST', API.orders, plusBuy, { cookie: plus });
    const orderId = (placed.body.data as OrderRow).orderId;
    await server.call('POST', API.adminCreditClock, { advanceMs: 73 * 3_600_000 });
    const status = (await server.call('GET', API.creditStatus, undefined, { cookie: plus })).body
      .data as CreditStatus;
    expect(status.loans.find((loan) => loan.orderId === orderId)).toMatchObject({
      state: 'repaid',
      closeReason: 'expiry',
    });
  });
});

describe('the open-loan limit, through the calls', () => {
  test(`the loan after ${PLUS_BUY.maxOpenLoans} open ones is 409 with its message in the asked language`, async () => {
    const open = async () =>
      (
        (await server.call('GET', API.creditStatus, undefined, { cookie: plus })).body.data as CreditStatus
      ).loans.filter((loan) => loan.state !== 'repaid').length;
    while ((await open()) < PLUS_BUY.maxOpenLoans)
      expect((await server.call('POST', API.orders, plusBuy, { cookie: plus })).status).toBe(200);
    const refused = await server.call('POST', API.orders, plusBuy, { cookie: plus, 'accept-language': 'en' });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: PLUS_BUY_TOO_MANY_LOANS,
        message: PLUS_BUY_TOO_MANY_LOANS_MESSAGE.en,
        data: { maxOpenLoans: PLUS_BUY.maxOpenLoans },
      },
    });
    const status = (await server.call('GET', API.creditStatus, undefined, { cookie: plus })).body.data;
    expect(status).toMatchObject({ eligible: true, debt: 0 });
  });
});

describe('the admin credit clock (test mode, loopback)', () => {
  test('advances the clock and answers it in KST; a bad body is a 400', async () => {
    const before = (await server.call('GET', API.creditStatus, undefined, { cookie: plus })).body
      .data as CreditStatus;
    const moved = await server.call('POST', API.adminCreditClock, { advanceMs: 3_600_000 });
    expect(moved.status).toBe(200);
    const { now } = moved.body.data as { now: string };
    expect(now).toMatch(/\+09:00$/);
    expect(Date.parse(now) - Date.parse(before.now)).toBeGreaterThanOrEqual(3_600_000 - 1000);
    expect((await server.call('POST', API.adminCreditClock, { advanceMs: -1 })).status).toBe(400);
    expect((await server.call('POST', API.adminCreditClock, { advanceMs: 1.5 })).status).toBe(400);
  });
});
