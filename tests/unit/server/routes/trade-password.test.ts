// PUT API.tradePassword over the real route: the session, then the rule of contract/trade-password.ts
// (400, leaving the SMS confirmation unused), then a 'login' SMS code confirmed just before (428), and
// success stores the hash and turns the member's trade-password status from I to Y, as /me shows. Then
// what it guards (TRADE_PASSWORD_ACTIONS): status I refuses withdrawals and orders, a set one must be
// named right (placing an order from the app, withdrawals; not a key-signed order), five wrong ones reset
// it, and a member who never set one is not asked.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  ERROR_CODES,
  issuedOpenApiKeySchema,
  TRADE_PASSWORD_ACTIONS,
  TRADE_PASSWORD_MAX_FAILURES,
  type OrderBookSnapshot,
  type SmsSendWork,
  type UserInfo,
} from '../../../../contract';
import { signedRequest } from '../../../../scripts/open-api-client';
import { MESSAGES } from '../../../../server/errors/messages';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
let cookie: string;
beforeAll(async () => {
  server = await injectServer();
  cookie = await server.login('demo-tradepw-i');
});
afterAll(() => server.stop());

const put = (tradePassword: unknown, headers: Record<string, string> = { cookie }) =>
  server.call('PUT', API.tradePassword, { tradePassword }, headers);

test('status I: withdrawals and placing orders wait for a new trade password (403 TRADE_PASSWORD_RESET)', async () => {
  server.smsVerified(cookie, 'withdrawKrw');
  const withdrawal = await server.call('POST', API.krwWithdraw, { amount: 10_000 }, { cookie });
  expect([withdrawal.status, withdrawal.body.code]).toEqual([403, ERROR_CODES.tradePasswordReset]);
  const order = { key: 'BTC-KRW', side: 'buy', orderType: 'limit', price: 1_000_000, quantity: 0.001 };
  const placed = await server.call('POST', API.orders, order, { cookie, 'accept-language': 'en' });
  expect(placed.body).toMatchObject({
    status: 403,
    code: ERROR_CODES.tradePasswordReset,
    message: MESSAGES.tradePasswordReset.en,
  });
  // Browsing stays.
  expect((await server.call('GET', API.assets, undefined, { cookie })).status).toBe(200);
});

test('a guest is refused with 401', async () => {
  expect((await put('480159', {})).status).toBe(401);
});

test('without a confirmed SMS code: 428 SMS_VERIFICATION_REQUIRED, and the status stays I', async () => {
  const refused = await put('480159');
  expect(refused.status).toBe(428);
  expect(refused.body.code).toBe('SMS_VERIFICATION_REQUIRED');
  const me = await server.call('GET', API.me, undefined, { cookie });
  expect((me.body.data as UserInfo).useTradePasswordStatus).toBe('I');
});

test.each([
  ['12345', 'notSixDigits'],
  ['1234567', 'notSixDigits'],
  ['12a456', 'notSixDigits'],
  [480159, undefined],
  ['777777', 'repeated'],
  ['345678', 'sequential'],
  ['987654', 'sequential'],
])('%j is refused with 400 and the SMS confirmation stays for the next try', async (password, problem) => {
  server.smsVerified(cookie, 'login');
  const refused = await put(password);
  expect(refused.status).toBe(400);
  expect(refused.body.code).toBe('BAD_REQUEST');
  if (problem) expect(refused.body.message).toContain(problem);
  // Not used up: the member corrects the entry without another SMS.
  expect(server.built.context.smsVerifications.consume(0, 'login')).toBe(false);
  const memNo = server.built.context.members.sessionMember(cookie.split('=')[1]);
  expect(server.built.context.smsVerifications.consume(memNo!, 'login')).toBe(true);
});

test('after the SMS step a valid password is stored, status I turns Y, and the code is used up', async () => {
  server.smsVerified(cookie, 'login');
  const done = await put('480159');
  expect(done.status).toBe(200);
  const user = done.body.data as UserInfo;
  expect(user.useTradePasswordStatus).toBe('Y');
  const me = await server.call('GET', API.me, undefined, { cookie });
  expect(me.body.data).toEqual(user);
  // The confirmation went with it: a second change needs a new SMS code.
  expect((await put('480160')).status).toBe(428);
});

/** A BTC buy resting well under the market, within the price band. */
async function restingBuy(): Promise<Record<string, unknown>> {
  const book = await server.call('GET', `${API.orderBook}?key=BTC-KRW`);
  const { bids } = book.body.data as OrderBookSnapshot;
  return { key: 'BTC-KRW', side: 'buy', orderType: 'limit', price: bids[20]![0], quantity: 0.001 };
}

/** Each guarded action as the app sends it, after its SMS step when it has one. */
const GUARDED: Record<string, { work?: SmsSendWork; body: () => Promise<Record<string, unknown>> }> = {
  [API.orders]: { body: restingBuy },
  [API.algoTwap]: {
    body: async () => ({
      key: 'XRP-KRW',
      side: 'buy',
      childType: 'best',
      amount: 1_000_000,
      durationMs: 600_000,
      intervalMs: 60_000,
    }),
  },
  [API.algoSplit]: {
    body: async () => {
      const { price } = await restingBuy();
      return {
        key: 'BTC-KRW',
        side: 'buy',
        fromPrice: price,
        toPrice: Number(price) * 0.95,
        count: 2,
        quantity: 0.0001,
      };
    },
  },
  [API.withdraw]: {
    work: 'withdrawCoin',
    body: async () => ({
      coinType: 'C0101',
      networkName: 'Bitcoin',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      quantity: 0.001,
      feeLevel: 'LOW',
    }),
  },
  [API.krwWithdraw]: { work: 'withdrawKrw', body: async () => ({ amount: 10_000 }) },
};

describe.each(TRADE_PASSWORD_ACTIONS.map(({ path }) => path))('%s with a trade password set', (path) => {
  const { work, body } = GUARDED[path]!;
  const send = async (tradePassword?: string) => {
    if (work) server.smsVerified(cookie, work);
    return server.call(
      'POST',
      path,
      { ...(await body()), tradePassword },
      { cookie, 'accept-language': 'en' },
    );
  };
  const memNo = () => server.built.context.members.sessionMember(cookie.split('=')[1])!;

  test('none named: 400 TRADE_PASSWORD_REQUIRED (a withdrawal keeps its SMS confirmation)', async () => {
    const refused = await send(undefined);
    expect(refused.body).toMatchObject({
      status: 400,
      code: ERROR_CODES.tradePasswordRequired,
      message: MESSAGES.tradePasswordRequired.en,
    });
    if (work) expect(server.built.context.smsVerifications.consume(memNo(), work)).toBe(true);
  });

  test('a wrong one: 400 TRADE_PASSWORD_MISMATCH with the count; the right one then goes', async () => {
    const wrong = await send('135792');
    expect(wrong.body).toMatchObject({
      status: 400,
      code: ERROR_CODES.tradePasswordMismatch,
      data: { failures: 1, maxFailures: TRADE_PASSWORD_MAX_FAILURES },
    });
    expect((await send('480159')).status).toBe(200);
    // The right one cleared the count.
    expect((await send('135792')).body.data).toEqual({
      failures: 1,
      maxFailures: TRADE_PASSWORD_MAX_FAILURES,
    });
    expect((await send('480159')).status).toBe(200);
  });
});

test("an order signed with an Open API key is the key's to authenticate: not asked", async () => {
  const memNo = server.built.context.members.sessionMember(cookie.split('=')[1])!;
  server.built.context.smsVerifications.confirm(memNo, 'issueOpenApiKey');
  const issued = await server.call('POST', API.openApiKeys, { allowedIps: [] }, { cookie });
  const key = issuedOpenApiKeySchema.parse(issued.body.data);
  const request = signedRequest('', key, 'POST', API.orders, await restingBuy());
  const answer = await server.built.app.inject({
    method: 'POST',
    url: request.url,
    remoteAddress: '127.0.0.1',
    headers: request.init.headers,
    payload: request.init.body,
  });
  expect(answer.statusCode).toBe(200);
});

test(`${TRADE_PASSWORD_MAX_FAILURES} wrong in a row reset it: status I, and the old one no longer opens anything`, async () => {
  const send = (tradePassword: string) => {
    server.smsVerified(cookie, 'withdrawKrw');
    return server.call('POST', API.krwWithdraw, { amount: 10_000, tradePassword }, { cookie });
  };
  for (let failures = 1; failures < TRADE_PASSWORD_MAX_FAILURES; failures++)
    expect((await send('135792')).body.data).toEqual({ failures, maxFailures: TRADE_PASSWORD_MAX_FAILURES });
  const last = await send('135792');
  expect([last.status, last.body.code]).toEqual([403, ERROR_CODES.tradePasswordReset]);
  const me = await server.call('GET', API.me, undefined, { cookie });
  expect((me.body.data as UserInfo).useTradePasswordStatus).toBe('I');
  expect((await send('480159')).body.code).toBe(ERROR_CODES.tradePasswordReset);
  // A new one (after the SMS step) opens them again.
  server.smsVerified(cookie, 'login');
  expect((await put('246813')).status).toBe(200);
  expect((await send('246813')).status).toBe(200);
});

test('guesses sent at once count from their start: past the limit even the right one is refused', async () => {
  const memNo = server.built.context.members.sessionMember(cookie.split('=')[1])!;
  const { members } = server.built.context;
  const guesses = ['135792', '135793', '135794', '135795', '135796', '246813'].map((guess) =>
    members.checkTradePassword(memNo, guess, TRADE_PASSWORD_MAX_FAILURES),
  );
  expect((await Promise.all(guesses)).map((outcome) => outcome.kind)).toEqual([
    'wrong',
    'wrong',
    'wrong',
    'wrong',
    'reset',
    'reset',
  ]);
  const me = await server.call('GET', API.me, undefined, { cookie });
  expect((me.body.data as UserInfo).useTradePasswordStatus).toBe('I');
});

test('a member who never set one (status N) is not asked', async () => {
  const regular = await server.login('demo-regular');
  const me = await server.call('GET', API.me, undefined, { cookie: regular });
  expect((me.body.data as UserInfo).useTradePasswordStatus).toBe('N');
  server.smsVerified(regular, 'withdrawKrw');
  expect((await server.call('POST', API.krwWithdraw, { amount: 10_000 }, { cookie: regular })).status).toBe(
    200,
  );
});
