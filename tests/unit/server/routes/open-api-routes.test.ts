/**
 * Open API keys through the REST API (contract/open-api.ts): issuing, listing, deleting and changing the
 * allowed addresses, each behind its SMS work (428 without); signed calls to the trading routes
 * authenticate as the key's owner, and every refusal (unsigned, unknown key, bad signature, stale or
 * future timestamp, replayed nonce, address not allowed, key limit) answers its code; an order's origin comes
 * from how the call was authenticated, so a key-signed sell meets Plus buy's open-API restriction.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  CREDIT_RESTRICTION_CODES,
  ERROR_CODES,
  OPEN_API,
  OPEN_API_ERROR_CODES,
  OPEN_API_ERROR_MESSAGES,
  OPEN_API_ROUTES,
  REQUEST_RULES,
  issuedOpenApiKeySchema,
  openApiKeySchema,
  roundToTick,
  specTicks,
  type IssuedOpenApiKey,
  type SmsSendWork,
} from '../../../../contract';
import { signedRequest, type SignedRequest } from '../../../../scripts/open-api-client';
import { SIM_CATALOGUE } from '../../../../server/market/listings';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
let apiCookie: string;
let apiMember: number;
let regularCookie: string;

beforeAll(async () => {
  server = await injectServer();
  apiCookie = await server.login('demo-api');
  apiMember = await memNoOf(apiCookie);
  regularCookie = await server.login('demo-regular');
  const last = server.built.context.model.price(SIM_CATALOGUE.listing('XRP-KRW')!);
  xrpLimitBuy.price = roundToTick(specTicks('KRW'), last * 0.8);
});
afterAll(() => server.stop());

async function memNoOf(cookie: string): Promise<number> {
  return ((await server.call('GET', API.me, undefined, { cookie })).body.data as { memNo: number }).memNo;
}

/** The member confirmed an SMS code for `work` (what the SMS confirm call records). */
const verified = (memNo: number, work: SmsSendWork) =>
  server.built.context.smsVerifications.confirm(memNo, work);

const as = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  server.call(method, url, body, { cookie, 'accept-language': 'en' });

async function issue(cookie: string, memNo: number, allowedIps: string[] = []): Promise<IssuedOpenApiKey> {
  verified(memNo, 'issueOpenApiKey');
  const answer = await as(cookie, 'POST', API.openApiKeys, { allowedIps });
  expect(answer.status).toBe(200);
  return issuedOpenApiKeySchema.parse(answer.body.data);
}

/** Sends a signed request (as scripts/open-api-client.ts builds it) from `ip`, with extra headers. */
async function sendSigned(request: SignedRequest, ip = '127.0.0.1', extra: Record<string, string> = {}) {
  const answer = await server.built.app.inject({
    method: request.init.method as 'GET',
    url: request.url,
    remoteAddress: ip,
    headers: { ...request.init.headers, ...extra },
    payload: request.init.body,
  });
  return { status: answer.statusCode, body: answer.json<{ code: string; message: string; data: unknown }>() };
}

const signed = (
  key: IssuedOpenApiKey,
  method: string,
  url: string,
  body?: unknown,
  at?: { nonce?: string; timestamp?: number },
) => signedRequest('', key, method, url, body, at);

/** A buy resting under the market (the price band allows down to half the last price). */
const xrpLimitBuy = { key: 'XRP-KRW', side: 'buy', orderType: 'limit', price: 0, quantity: 10 };

describe('the member manages keys behind SMS verification', () => {
  test('a guest gets 401; a key never reaches these calls', async () => {
    expect((await server.call('GET', API.openApiKeys)).status).toBe(401);
    const key = await issue(regularCookie, await memNoOf(regularCookie));
    const listed = await sendSigned(signed(key, 'GET', API.openApiKeys));
    expect(listed).toMatchObject({ status: 401, body: { code: ERROR_CODES.unauthorized } });
  });

  test('issue: 428 without a confirmed code; with one the secret shows once, the list never holds it', async () => {
    const refused = await as(apiCookie, 'POST', API.openApiKeys, { allowedIps: [] });
    expect(refused).toMatchObject({ status: 428, body: { code: ERROR_CODES.smsVerificationRequired } });
    const key = await issue(apiCookie, apiMember, ['127.0.0.1', ' 2001:DB8::1 ']);
    expect(key.allowedIps).toEqual(['127.0.0.1', '2001:db8::1']);
    expect(key.lastUsedAt).toBeNull();
    const list = await as(apiCookie, 'GET', API.openApiKeys);
    const rows = list.body.data as unknown[];
    expect(rows.map((row) => openApiKeySchema.strict().parse(row).accessKey)).toContain(key.accessKey);
    expect(JSON.stringify(rows)).not.toContain(key.secretKey);
    // The confirmation was used up.
    expect((await as(apiCookie, 'POST', API.openApiKeys, { allowedIps: [] })).status).toBe(428);
  });

  test('bad addresses are a 400 that keeps the confirmation for the corrected request', async () => {
    verified(apiMember, 'issueOpenApiKey');
    for (const allowedIps of [
      ['1.2.3'],
      ['1.2.3.4', '1.2.3.4'],
      ['1.1.1.1', '1.1.1.2', '1.1.1.3', '1.1.1.4', '1.1.1.5', '1.1.1.6'],
    ])
      expect((await as(apiCookie, 'POST', API.openApiKeys, { allowedIps })).status).toBe(400);
    expect((await as(apiCookie, 'POST', API.openApiKeys, { allowedIps: ['1.2.3.4'] })).status).toBe(200);
  });

  test(`at most ${OPEN_API.maxKeys} keys: the next is a 409 that keeps the confirmation`, async () => {
    const cookie = await server.login('demo-empty');
    const memNo = await memNoOf(cookie);
    for (let i = 0; i < OPEN_API.maxKeys; i += 1) await issue(cookie, memNo);
    verified(memNo, 'issueOpenApiKey');
    const refused = await as(cookie, 'POST', API.openApiKeys, { allowedIps: [] });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: OPEN_API_ERROR_CODES.keyLimit, message: OPEN_API_ERROR_MESSAGES.keyLimit.en },
    });
    const [first] = (await as(cookie, 'GET', API.openApiKeys)).body.data as { accessKey: string }[];
    verified(memNo, 'deleteOpenApiKey');
    expect((await as(cookie, 'DELETE', API.openApiKey(first!.accessKey))).status).toBe(200);
    expect((await as(cookie, 'POST', API.openApiKeys, { allowedIps: [] })).status).toBe(200);
  });

  test('allowed addresses: 428 without the code, 404 for another member, replaced with it', async () => {
    const key = await issue(apiCookie, apiMember);
    const url = API.openApiKeyAllowedIps(key.accessKey);
    expect((await as(apiCookie, 'PUT', url, { allowedIps: ['10.0.0.1'] })).status).toBe(428);
    verified(await memNoOf(regularCookie), 'modifyOpenApiKeyAllowIp');
    expect(await as(regularCookie, 'PUT', url, { allowedIps: [] })).toMatchObject({
      status: 404,
      body: { code: OPEN_API_ERROR_CODES.keyNotFound },
    });
    verified(apiMember, 'modifyOpenApiKeyAllowIp');
    const changed = await as(apiCookie, 'PUT', url, { allowedIps: ['10.0.0.1', '::1'] });
    expect(changed.status).toBe(200);
    expect(openApiKeySchema.parse(changed.body.data).allowedIps).toEqual(['10.0.0.1', '::1']);
  });

  test('delete: 428 without the code; after it the key signs nothing', async () => {
    const key = await issue(apiCookie, apiMember);
    expect((await as(apiCookie, 'DELETE', API.openApiKey(key.accessKey))).status).toBe(428);
    verified(apiMember, 'deleteOpenApiKey');
    expect((await as(apiCookie, 'DELETE', API.openApiKey(key.accessKey))).status).toBe(200);
    expect(await sendSigned(signed(key, 'GET', API.assets))).toMatchObject({
      status: 401,
      body: { code: OPEN_API_ERROR_CODES.unknownKey },
    });
  });
});

describe('signed calls', () => {
  let key: IssuedOpenApiKey;
  beforeAll(async () => {
    key = await issue(apiCookie, apiMember);
  });

  test('every call keys may make is one the simulator serves', () => {
    const served = new Set(server.built.routes.map((route) => `${route.method} ${route.url}`));
    for (const route of OPEN_API_ROUTES) expect(served).toContain(`${route.method} ${route.path}`);
  });

  test("place, list, cancel and read assets as the key's owner, without a cookie", async () => {
    const placed = await sendSigned(signed(key, 'POST', API.orders, xrpLimitBuy));
    expect(placed.status).toBe(200);
    const { orderId } = placed.body.data as { orderId: number };
    const listed = await sendSigned(signed(key, 'GET', `${API.orders}?status=pending&key=XRP-KRW`));
    expect((listed.body.data as { orderId: number }[]).map((order) => order.orderId)).toContain(orderId);
    const mine = await as(apiCookie, 'GET', `${API.orders}?status=pending&key=XRP-KRW`);
    expect((mine.body.data as { orderId: number }[]).map((order) => order.orderId)).toContain(orderId);
    const cancelled = await sendSigned(signed(key, 'DELETE', API.order(orderId)));
    expect(cancelled).toMatchObject({ status: 200, body: { data: { status: 'cancelled' } } });
    const assets = await sendSigned(signed(key, 'GET', API.assets));
    expect(assets.status).toBe(200);
    expect(assets.body.data).toEqual((await as(apiCookie, 'GET', API.assets)).body.data);
    const listedKey = (
      (await as(apiCookie, 'GET', API.openApiKeys)).body.data as {
        accessKey: string;
        lastUsedAt: string | null;
      }[]
    ).find((row) => row.accessKey === key.accessKey);
    expect(listedKey?.lastUsedAt).not.toBeNull();
  });

  test('the order options go through a key with the same schema: answered, and refused with the same rules', async () => {
    const postOnly = { ...xrpLimitBuy, timeInForce: 'post_only', clientOrderId: 'key-options-1' };
    const placed = await sendSigned(signed(key, 'POST', API.orders, postOnly));
    expect(placed).toMatchObject({
      status: 200,
      body: { data: { timeInForce: 'post_only', smpType: null } },
    });
    const { orderId } = placed.body.data as { orderId: number };
    await sendSigned(signed(key, 'DELETE', API.order(orderId)));
    const best = { key: 'XRP-KRW', side: 'sell', orderType: 'best', quantity: 1 };
    const refused = await sendSigned(signed(key, 'POST', API.orders, best));
    expect(refused).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(JSON.stringify(refused.body)).toContain(REQUEST_RULES.bestNeedsTimeInForce.ko);
  });

  test("the key decides, not a cookie sent with it: another member's session is ignored", async () => {
    const answer = await sendSigned(signed(key, 'GET', API.assets), '127.0.0.1', { cookie: regularCookie });
    expect(answer.body.data).toEqual((await as(apiCookie, 'GET', API.assets)).body.data);
  });

  test('the same signed call twice: the second is a replay', async () => {
    const request = signed(key, 'POST', API.orders, xrpLimitBuy);
    expect((await sendSigned(request)).status).toBe(200);
    expect(await sendSigned(request)).toMatchObject({
      status: 401,
      body: { code: OPEN_API_ERROR_CODES.replayedNonce },
    });
  });

  test.each([
    [
      'unsigned',
      (request: SignedRequest) => ({
        ...request,
        init: { ...request.init, headers: { 'Api-Key': key.accessKey, 'Content-Type': 'application/json' } },
      }),
    ],
    [
      'unknownKey',
      (request: SignedRequest) => ({
        ...request,
        init: { ...request.init, headers: { ...request.init.headers, 'Api-Key': 'f'.repeat(40) } },
      }),
    ],
    [
      'badSignature',
      (request: SignedRequest) => ({
        ...request,
        init: { ...request.init, body: JSON.stringify({ ...xrpLimitBuy, quantity: 11 }) },
      }),
    ],
  ] as const)('%s: 401 with its code and message in ko and en', async (error, change) => {
    const request = change(signed(key, 'POST', API.orders, xrpLimitBuy));
    for (const language of ['ko', 'en'] as const) {
      const again = {
        ...request,
        init: { ...request.init, headers: { ...request.init.headers, 'accept-language': language } },
      };
      expect(await sendSigned(again)).toMatchObject({
        status: 401,
        body: { code: OPEN_API_ERROR_CODES[error], message: OPEN_API_ERROR_MESSAGES[error][language] },
      });
    }
  });

  test('a timestamp outside the window is stale', async () => {
    const old = signed(key, 'GET', API.assets, undefined, {
      timestamp: Date.now() - OPEN_API.timestampWindowMs - 5_000,
    });
    expect(await sendSigned(old)).toMatchObject({
      status: 401,
      body: { code: OPEN_API_ERROR_CODES.staleTimestamp },
    });
  });

  test('a timestamp more than a few seconds ahead is refused, in ko and en, and places nothing', async () => {
    // The call a replay attack would stamp ahead: it would stay valid that much longer.
    const ahead = signed(key, 'POST', API.orders, xrpLimitBuy, {
      timestamp: Date.now() + OPEN_API.maxClockAheadMs + 20_000,
    });
    for (const language of ['ko', 'en'] as const)
      expect(
        await sendSigned({
          ...ahead,
          init: { ...ahead.init, headers: { ...ahead.init.headers, 'accept-language': language } },
        }),
      ).toMatchObject({
        status: 401,
        body: {
          code: OPEN_API_ERROR_CODES.futureTimestamp,
          message: OPEN_API_ERROR_MESSAGES.futureTimestamp[language],
        },
      });
  });

  test('a call from an address the key does not allow is refused; from an allowed one it passes', async () => {
    const fenced = await issue(apiCookie, apiMember, ['198.51.100.7']);
    expect(await sendSigned(signed(fenced, 'GET', API.assets))).toMatchObject({
      status: 401,
      body: { code: OPEN_API_ERROR_CODES.ipNotAllowed },
    });
    expect((await sendSigned(signed(fenced, 'GET', API.assets), '198.51.100.7')).status).toBe(200);
  });

  test('a call keys may not make ignores the key: it needs the session', async () => {
    const answer = await sendSigned(signed(key, 'GET', API.creditStatus));
    expect(answer).toMatchObject({ status: 401, body: { code: ERROR_CODES.unauthorized } });
  });
});

describe("an order's origin is how its call was authenticated", () => {
  let plusCookie: string;
  let plusKey: IssuedOpenApiKey;
  beforeAll(async () => {
    plusCookie = await server.login('demo-plus');
    plusKey = await issue(plusCookie, await memNoOf(plusCookie));
    const loan = await as(plusCookie, 'POST', API.orders, {
      key: 'XRP-KRW',
      side: 'buy',
      orderType: 'market',
      amount: 1_000_000,
      plusBuy: true,
    });
    expect(loan.status).toBe(200);
  });

  test('while a Plus buy loan holds coin, a key-signed sell is refused with the open-API code', async () => {
    const sell = { key: 'XRP-KRW', side: 'sell', orderType: 'market', quantity: 1 };
    for (const body of [sell, { ...sell, origin: 'web' }])
      expect(await sendSigned(signed(plusKey, 'POST', API.orders, body))).toMatchObject({
        status: 403,
        body: { code: CREDIT_RESTRICTION_CODES.openApiSell },
      });
    const buy = await sendSigned(signed(plusKey, 'POST', API.orders, xrpLimitBuy));
    expect(buy.status).toBe(200);
  });

  test('a session cannot claim another origin in the body: it is the web app', async () => {
    const answer = await as(plusCookie, 'POST', API.orders, { ...xrpLimitBuy, origin: 'auto' });
    expect(answer.status).toBe(200);
  });
});
