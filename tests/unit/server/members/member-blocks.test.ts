// The simulator's member blocks (contract/blocks.ts): each demo block member is refused exactly the calls
// its block covers, with 403 BLOCK and data {blockType}; me, logout and SMS still answer, public calls too.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, BLOCK_SCOPE, ERROR_CODES, TITLE_BODY_SEPARATOR, type BlockType } from '../../../../contract';
import { call, login, startTestServer, type TestServer } from '../helpers';

let testServer: TestServer;
beforeAll(async () => {
  testServer = await startTestServer();
});
afterAll(async () => {
  await testServer.stop();
});

const MEMBERS: [string, BlockType][] = [
  ['demo-block-kyc', 'CUSTOMER_CONFIRM'],
  ['demo-block-email', 'EMAIL_TRANSFER'],
  ['demo-block-corporate', 'CORPORATE_MEMBER'],
  ['demo-block-check-kyc', 'CHECK_CUSTOMER_CONFIRM'],
  ['demo-block-check-account', 'CHECK_ACCOUNT'],
  ['demo-block-sub', 'SUB_ACCOUNT'],
  ['demo-block-service', 'SERVICE_BLOCK'],
];

const ORDER = { key: 'BTC-KRW', side: 'buy', orderType: 'limit', price: 1_000_000, quantity: 0.001 };

function expectRefused(result: Awaited<ReturnType<typeof call>>, blockType: BlockType) {
  expect(result.status).toBe(403);
  expect(result.body.code).toBe(ERROR_CODES.block);
  expect(result.body.data).toEqual({ blockType });
  expect(result.body.message).toContain(TITLE_BODY_SEPARATOR);
  // The member reads the message; the code and the block type are for the app (in code and data).
  expect(result.body.message).not.toContain(blockType);
  expect(result.body.message).not.toContain(ERROR_CODES.block);
}

describe.each(MEMBERS)('%s (%s)', (loginId, blockType) => {
  let cookie: string;
  beforeAll(async () => {
    // Login is never refused: the member must be able to come in and be told.
    cookie = await login(testServer.server, loginId);
  });

  test('who is logged in, SMS and public calls still answer', async () => {
    const me = await call<{ loginId: string }>(testServer.server, API.me, { cookie });
    expect(me.status).toBe(200);
    expect(me.body.data.loginId).toBe(loginId);
    const sms = await call(testServer.server, `${API.smsToken}?smsSendWork=withdrawCoin`, { cookie });
    expect(sms.status).toBe(200);
    expect((await call(testServer.server, API.markets, { cookie })).status).toBe(200);
  });

  if (BLOCK_SCOPE[blockType] === 'account') {
    test('every other member call is refused with the block type', async () => {
      expectRefused(await call(testServer.server, API.assets, { cookie }), blockType);
      expectRefused(await call(testServer.server, API.orders, { cookie }), blockType);
      expectRefused(await call(testServer.server, API.inoutHistory, { cookie }), blockType);
      expectRefused(
        await call(testServer.server, `${API.blockStatus}?endpointType=PC&path=/`, { cookie }),
        blockType,
      );
      expectRefused(
        await call(testServer.server, API.orders, { method: 'POST', body: ORDER, cookie }),
        blockType,
      );
    });
  } else {
    test('browsing and deposits answer; orders and withdrawals are refused', async () => {
      expect((await call(testServer.server, API.assets, { cookie })).status).toBe(200);
      expect((await call(testServer.server, API.orders, { cookie })).status).toBe(200);
      const deposit = await call(testServer.server, API.krwDeposit, {
        method: 'POST',
        body: { amount: 10_000 },
        cookie,
      });
      expect(deposit.status).toBe(200);
      expectRefused(
        await call(testServer.server, API.orders, { method: 'POST', body: ORDER, cookie }),
        blockType,
      );
      expectRefused(
        await call(testServer.server, API.krwWithdraw, { method: 'POST', body: { amount: 10_000 }, cookie }),
        blockType,
      );
      expectRefused(
        await call(testServer.server, API.withdraw, {
          method: 'POST',
          body: { coinType: 'BTC', networkName: 'BTC', quantity: 0.01, address: 'x' },
          cookie,
        }),
        blockType,
      );
    });
  }

  test('logout answers', async () => {
    const out = await call(testServer.server, API.logout, { method: 'POST', cookie });
    expect(out.status).toBe(200);
  });
});

test('a member without a block is not refused', async () => {
  const cookie = await login(testServer.server, 'demo-regular');
  expect((await call(testServer.server, API.assets, { cookie })).status).toBe(200);
  const order = await call(testServer.server, API.orders, { method: 'POST', body: ORDER, cookie });
  expect(order.body.code).not.toBe(ERROR_CODES.block);
});
