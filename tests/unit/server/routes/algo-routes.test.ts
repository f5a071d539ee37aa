/**
 * The parent orders' routes (contract/algo-calls.ts) on a built server: answers valid by RESPONSE_SCHEMAS,
 * the refusals with their codes and ko/en messages, the TWAP moved through its slices by the admin's
 * clock call, a split order placed and cancelled, and the same calls signed with an Open API key.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  DEMO_LOGIN,
  RESPONSE_SCHEMAS,
  TWAP_PROBLEM_MESSAGES,
  type AlgoOrderRow,
} from '../../../../contract';
import { signedRequest } from '../../../../scripts/open-api-client';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
let cookie: string;
beforeAll(async () => {
  server = await injectServer();
  cookie = await server.login();
});
afterAll(() => server.stop());

const MINUTE = 60_000;
const twap = {
  key: 'XRP-KRW',
  side: 'buy',
  childType: 'best',
  amount: 1_000_000,
  durationMs: 5 * MINUTE,
  intervalMs: MINUTE,
};

function priceOf(key: string): number {
  const listing = server.built.context.model.tickerListings().find((one) => one.key === key)!;
  return server.built.context.model.price(listing);
}

describe('TWAP', () => {
  test('started, moved through its slices by the admin clock, listed and got', async () => {
    const started = await server.call('POST', API.algoTwap, twap, { cookie });
    expect(started.status).toBe(200);
    const row = RESPONSE_SCHEMAS.algoOrder.parse(started.body.data);
    expect(row).toMatchObject({
      kind: 'twap',
      state: 'running',
      progress: { slicesDone: 1, slicesTotal: 5 },
    });
    expect(row.twap).not.toHaveProperty('tradePassword');
    for (let i = 0; i < 4; i += 1) {
      const moved = await server.call('POST', API.adminCreditClock, { advanceMs: MINUTE });
      expect(moved.status).toBe(200);
    }
    const got = await server.call('GET', API.algoOrder(row.algoId), undefined, { cookie });
    expect(RESPONSE_SCHEMAS.algoOrder.parse(got.body.data)).toMatchObject({
      state: 'completed',
      progress: { slicesDone: 5, nextSliceAt: null },
    });
    const list = await server.call('GET', API.algoOrders, undefined, { cookie });
    expect(RESPONSE_SCHEMAS.algoOrders.parse(list.body.data).map((one) => one.algoId)).toContain(row.algoId);
  });

  test('pause, resume and cancel; a wrong state is a 409', async () => {
    const started = await server.call('POST', API.algoTwap, twap, { cookie });
    const { algoId } = started.body.data as AlgoOrderRow;
    const paused = await server.call('POST', API.algoPause(algoId), undefined, { cookie });
    expect((paused.body.data as AlgoOrderRow).state).toBe('paused');
    const again = await server.call('POST', API.algoPause(algoId), undefined, {
      cookie,
      'accept-language': 'en',
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'ALGO_WRONG_STATE' } });
    expect(again.body.message).toMatch(/state/);
    const resumed = await server.call('POST', API.algoResume(algoId), undefined, { cookie });
    expect((resumed.body.data as AlgoOrderRow).state).toBe('running');
    const cancelled = await server.call('DELETE', API.algoOrder(algoId), undefined, { cookie });
    expect(RESPONSE_SCHEMAS.algoOrder.parse(cancelled.body.data).state).toBe('cancelled');
  });

  test.each([
    ['ko', TWAP_PROBLEM_MESSAGES.totalBelowMinimum.ko],
    ['en', TWAP_PROBLEM_MESSAGES.totalBelowMinimum.en],
  ] as const)('a total under the bound is TWAP_INVALID with its message (%s)', async (language, text) => {
    const answer = await server.call(
      'POST',
      API.algoTwap,
      { ...twap, amount: 999_999 },
      { cookie, 'accept-language': language },
    );
    expect(answer).toMatchObject({ status: 400, body: { code: 'TWAP_INVALID', message: text } });
    expect(answer.body.data).toEqual({ problem: 'totalBelowMinimum' });
  });

  test('a bad body is a 400 BAD_REQUEST; a guest a 401; another id a 404', async () => {
    const bad = await server.call('POST', API.algoTwap, { ...twap, intervalMs: 1000 }, { cookie });
    expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect((await server.call('GET', API.algoOrders)).status).toBe(401);
    const missing = await server.call('GET', API.algoOrder(999_999), undefined, { cookie });
    expect(missing).toMatchObject({ status: 404, body: { code: 'ALGO_NOT_FOUND' } });
  });
});

describe('split orders', () => {
  const split = () => {
    const price = priceOf('XRP-KRW');
    return {
      key: 'XRP-KRW',
      side: 'buy',
      fromPrice: Math.round(price * 0.9),
      toPrice: Math.round(price * 0.8),
      count: 5,
      quantity: 100,
    };
  };

  test('previewed, placed (five children), cancelled together', async () => {
    const preview = await server.call('POST', API.algoSplitPreview, split(), { cookie });
    expect(RESPONSE_SCHEMAS.algoSplitPreview.parse(preview.body.data).children).toHaveLength(5);
    const placed = await server.call('POST', API.algoSplit, split(), { cookie });
    expect(placed.status).toBe(200);
    const row = RESPONSE_SCHEMAS.algoOrder.parse(placed.body.data);
    expect(row.childOrderIds).toHaveLength(5);
    const open = await server.call('GET', `${API.orders}?status=pending`, undefined, { cookie });
    const openIds = (open.body.data as { orderId: number }[]).map((order) => order.orderId);
    expect(openIds).toEqual(expect.arrayContaining(row.childOrderIds));
    const cancelled = await server.call('DELETE', API.algoOrder(row.algoId), undefined, { cookie });
    expect((cancelled.body.data as AlgoOrderRow).state).toBe('cancelled');
  });

  test('a preview that cannot be placed is SPLIT_INVALID with the problem', async () => {
    const answer = await server.call(
      'POST',
      API.algoSplitPreview,
      { ...split(), toPrice: split().fromPrice },
      { cookie, 'accept-language': 'en' },
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'SPLIT_INVALID', data: { problem: 'samePrice' } },
    });
    expect(answer.body.message).toBe('The two prices must differ.');
  });
});

describe('the Open API', () => {
  test('a key-signed call places and lists parents; its children carry the openApi origin', async () => {
    const memNo = server.built.context.members.sessionMember(cookie.split('=')[1]!)!;
    const key = server.built.context.openApiKeys.store.issue(memNo, []);
    const signed = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
      const request = signedRequest('', key, method, path, body);
      return server.call(method, path, request.init.body, request.init.headers as Record<string, string>);
    };
    const placed = await signed('POST', API.algoTwap, twap);
    expect(placed.status).toBe(200);
    const row = RESPONSE_SCHEMAS.algoOrder.parse(placed.body.data);
    const child = server.built.context.engine.ledger.order(row.childOrderIds[0]!)!;
    expect(child.request).toContain('"origin":"openApi"');
    const list = await signed('GET', API.algoOrders);
    expect(RESPONSE_SCHEMAS.algoOrders.parse(list.body.data).map((one) => one.algoId)).toContain(row.algoId);
    const preview = await signed('POST', API.algoSplitPreview, {
      key: 'XRP-KRW',
      side: 'buy',
      fromPrice: 3000,
      toPrice: 2900,
      count: 2,
      quantity: 10,
    });
    expect(preview.status).toBe(200);
  });
});

test('an action block refuses starting, placing and resuming parents, as it refuses an order', async () => {
  const started = await server.call('POST', API.algoTwap, twap, { cookie });
  const { algoId } = started.body.data as AlgoOrderRow;
  await server.call('POST', API.algoPause(algoId), undefined, { cookie });
  server.built.context.memberBlocks.setBlockType(DEMO_LOGIN.loginId, 'CHECK_ACCOUNT');
  try {
    for (const [path, body] of [
      [API.algoTwap, twap],
      [
        API.algoSplit,
        { key: 'XRP-KRW', side: 'buy', fromPrice: 3000, toPrice: 2900, count: 2, quantity: 10 },
      ],
      [API.algoResume(algoId), undefined],
    ] as const)
      expect(await server.call('POST', path, body, { cookie })).toMatchObject({
        status: 403,
        body: { code: 'BLOCK' },
      });
    // Cancelling gives back what was held, as cancelling an order does.
    expect((await server.call('DELETE', API.algoOrder(algoId), undefined, { cookie })).status).toBe(200);
  } finally {
    server.built.context.memberBlocks.setBlockType(DEMO_LOGIN.loginId, null);
  }
});
