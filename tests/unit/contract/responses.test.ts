/**
 * The simulator keeps the contract the client checks: every call's answer passes its schema of
 * contract/responses.ts (a schema stricter than the server would make the app refuse real answers).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  API,
  DEMO_LOGIN,
  RESPONSE_SCHEMAS,
  type AdminSmsCode,
  type ResponseCall,
  type UserInfo,
} from '../../../contract';
import { drawingPut } from '../../fixtures/drawings';
import { injectServer, type InjectServer } from '../server/routes/inject';

let server: InjectServer;
let cookie: string;
beforeAll(async () => {
  server = await injectServer();
  cookie = await server.login();
});
afterAll(() => server.stop());

async function answer(
  call: ResponseCall,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const result = await server.call(method, url, body, { cookie });
  expect(result.status, `${call}: ${result.body.message}`).toBe(200);
  const parsed = RESPONSE_SCHEMAS[call].safeParse(result.body.data);
  expect(parsed.error?.issues ?? [], call).toEqual([]);
  return result.body.data;
}

test('every call of the simulator answers data that passes its contract schema', async () => {
  await answer('markets', 'GET', API.markets);
  await answer('coins', 'GET', API.coins);
  await answer('queueStatus', 'GET', API.queueStatus);
  await answer('creditFiling', 'GET', API.creditFiling);
  await answer('tickers', 'GET', API.tickers);
  await answer('candles', 'GET', `${API.candles}?key=BTC-KRW&interval=1D&limit=50`);
  await answer('me', 'GET', API.me);
  await answer('assets', 'GET', API.assets);
  await answer('favorites', 'POST', API.favorites, { key: 'ETH-KRW' });
  await answer('favorites', 'GET', API.favorites);
  await answer('favorites', 'DELETE', API.favorite('ETH-KRW'));
  const book = (await answer('orderBook', 'GET', `${API.orderBook}?key=BTC-KRW`)) as {
    bids: [number, number][];
  };
  const price = book.bids[5]![0];
  const placed = (await answer('placeOrder', 'POST', API.orders, {
    key: 'BTC-KRW',
    side: 'buy',
    orderType: 'limit',
    price,
    quantity: 0.001,
  })) as { orderId: number };
  await answer('orders', 'GET', `${API.orders}?status=pending`);
  await answer('chartPending', 'GET', `${API.chartPending}?crncCd=C0100&coinType=C0101`);
  const replaced = (await answer('replaceOrder', 'POST', API.replaceOrder(placed.orderId), {
    price: book.bids[6]![0],
  })) as { orderId: number };
  await answer('cancelOrder', 'DELETE', API.order(replaced.orderId));
  await answer('cancelAll', 'DELETE', `${API.cancelAll}?key=BTC-KRW`);
  await answer('placeOrder', 'POST', API.orders, {
    key: 'BTC-KRW',
    side: 'buy',
    orderType: 'market',
    amount: 10_000,
  });
  await answer('orderHistory', 'GET', `${API.orderHistory}?from=2000-01-01&to=2100-01-01`);
  await answer('putDrawing', 'PUT', API.drawing('fib'), drawingPut('fibRetracement'));
  await answer('putDrawing', 'PUT', API.drawing('fib'), { ...drawingPut('fibRetracement'), baseVersion: 1 });
  await answer('putDrawing', 'PUT', API.drawing('note'), drawingPut('textNote'));
  await answer('drawings', 'GET', `${API.drawings}?key=BTC-KRW`);
  await answer('deleteDrawing', 'DELETE', `${API.drawing('fib')}?version=2`);
  await answer('deleteAllDrawings', 'DELETE', `${API.drawings}?key=BTC-KRW`);
  const smsCode = async () => {
    const url = `${API.adminSmsCode}?loginId=${DEMO_LOGIN.loginId}&work=login`;
    return ((await server.call('GET', url)).body.data as AdminSmsCode).code;
  };
  await answer('smsSend', 'GET', `${API.smsToken}?smsSendWork=login`);
  await answer('smsConfirm', 'POST', API.smsToken, {
    smsSendWork: 'login',
    numberOfCertification: await smsCode(),
  });
  const { memNo } = (await server.call('GET', API.me, undefined, { cookie })).body.data as UserInfo;
  await answer('memberSmsSend', 'POST', API.memberSmsToken, { memNo });
  await answer('memberSmsConfirm', 'POST', API.memberSmsConfirm, { memNo, authNo: await smsCode() });
  await answer('smsLogin', 'PUT', API.smsLogin, { enabled: false });
  await answer('smsLogin', 'GET', API.smsLogin);
  await answer('memberSmsSend', 'POST', API.memberSmsToken, { memNo });
  await answer('memberSmsConfirm', 'POST', API.memberSmsConfirm, { memNo, authNo: await smsCode() });
  await answer('tradePassword', 'PUT', API.tradePassword, { tradePassword: '480159' });
  await answer('login', 'POST', API.login, { loginId: 'demo-sms', password: DEMO_LOGIN.password });
  await answer('logout', 'POST', API.logout);
});

test('the filing period is two real days: a day that does not exist is refused, not written out', () => {
  const filing = RESPONSE_SCHEMAS.creditFiling;
  expect(filing.safeParse({ validFrom: '2026-06-05', validTo: '2027-06-04' }).success).toBe(true);
  expect(filing.safeParse({ validFrom: '2026-02-30', validTo: '2027-06-04' }).success).toBe(false);
  expect(filing.safeParse({ validFrom: '2026-6-5', validTo: '2027-06-04' }).success).toBe(false);
});
