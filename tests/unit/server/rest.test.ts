import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  DEMO_LOGIN,
  TICKER_FIELDS,
  type CandlesResponse,
  type CoinInfo,
  type MarketInfo,
  type MetaInfo,
  type TickersResponse,
  type UserInfo,
} from '../../../contract';
import { DEMO_MEMBERS } from '../../../server/seed/demo-members';
import { call, login, startTestServer, type TestServer } from './helpers';

let test$: TestServer;
let cookie: string;
beforeAll(async () => {
  test$ = await startTestServer();
  cookie = await login(test$.server, 'demo-regular');
});
afterAll(() => test$.stop());

describe('public market data', () => {
  test('meta.json is {version, date} without envelope', async () => {
    const response = await fetch(`${test$.server.url}${API.meta}?t=1`);
    const meta = (await response.json()) as MetaInfo;
    expect(meta.version).toBe('0.1.0');
    expect(Number.isNaN(Date.parse(meta.date))).toBe(false);
  });

  test('health', async () => {
    const { status, body } = await call<{ ok: boolean }>(test$.server, API.health);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 200, code: 'OK', message: '', data: { ok: true } });
    // The feed's protection counters, for an operator watching a flood.
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'ok',
        'version',
        'uptimeSec',
        'sockets',
        'malformedMessages',
        'droppedSlowSockets',
        'rateLimitedMessages',
        'floodedSockets',
        'refusedSockets',
        'evictedSockets',
        'idleSockets',
        'droppedOverBudget',
      ].sort(),
    );
  });

  test('markets: KRW first, open', async () => {
    const { body } = await call<MarketInfo[]>(test$.server, API.markets);
    expect(body.data.map((m) => m.marketSymbol)).toEqual(['KRW', 'BTC', 'USDT']);
    expect(body.data.every((m) => m.isOpen)).toBe(true);
    expect(body.data.find((m) => m.marketSymbol === 'USDT')?.isBeta).toBe(true);
  });

  test('coins: a full KRW market with real names, listings on BTC and USDT, new and delisted coins', async () => {
    const { body } = await call<CoinInfo[]>(test$.server, API.coins);
    const coins = body.data;
    const krw = coins.filter((c) => c.marketSymbol === 'KRW' && c.infoOnMarket.canTrade);
    expect(krw.length).toBeGreaterThanOrEqual(150);
    expect(coins.find((c) => c.key === 'BTC-KRW')).toMatchObject({
      coinType: 'C0101',
      crncCd: 'C0100',
      coinNm: '비트코인',
      coinNmEn: 'Bitcoin',
    });
    expect(coins.find((c) => c.key === 'ETH-KRW')).toMatchObject({
      coinNm: '이더리움',
      coinNmEn: 'Ethereum',
    });
    expect(coins.find((c) => c.key === 'USDT-KRW')?.coinType).toBe('C0106');
    expect(coins.find((c) => c.key === 'ETH-BTC')?.crncCd).toBe('C0101');
    expect(coins.find((c) => c.key === 'SOL-USDT')?.crncCd).toBe('C0106');
    expect(new Set(coins.map((c) => c.key)).size).toBe(coins.length);

    const upcoming = coins.find((c) => c.key === 'MON-KRW')!;
    expect(upcoming.infoOnMarket).toMatchObject({ isListedNew: true, canTrade: false });
    expect(Date.parse(upcoming.infoOnMarket.buyOpenDate!)).toBeGreaterThan(Date.now());
    expect(Date.parse(upcoming.infoOnMarket.sellOpenDate!)).toBeGreaterThan(Date.now());
    expect(coins.find((c) => c.key === 'WEMIX-KRW')?.infoOnMarket.canTrade).toBe(false);
    expect(coins.find((c) => c.key === 'XPL-KRW')?.infoOnMarket).toMatchObject({
      isListedNew: true,
      canTrade: true,
    });
  });

  test('coins with a symbol: only that coin, on every market that lists it', async () => {
    const all = (await call<CoinInfo[]>(test$.server, API.coins)).body.data;
    const { body } = await call<CoinInfo[]>(test$.server, `${API.coins}?symbol=BTC`);
    expect(body.data.map((info) => info.key)).toEqual(
      all.filter((info) => info.symbol === 'BTC').map((info) => info.key),
    );
    expect(body.data.length).toBeGreaterThan(0);
    expect((await call<CoinInfo[]>(test$.server, `${API.coins}?symbol=NOPE`)).body.data).toEqual([]);
  });

  test('tickers: every listed coin with its numbers, none for the delisted coin', async () => {
    const { body } = await call<TickersResponse>(test$.server, API.tickers);
    const rows = body.data.rows;
    expect(typeof body.data.seq).toBe('number');
    expect(rows.find((r) => r.key === 'WEMIX-KRW')).toBeUndefined();
    const btc = rows.find((r) => r.key === 'BTC-KRW')!;
    for (const field of TICKER_FIELDS) expect(Number.isFinite(btc[field])).toBe(true);
    expect(btc.closePrice).toBeGreaterThan(100_000_000);
    expect(btc.value24H).toBeGreaterThan(0);
    expect(btc.valueBx24H).toBe(0);
    expect(rows.find((r) => r.key === 'BTC-USDT')!.valueBx24H).toBeGreaterThan(0);
    expect(rows.find((r) => r.key === 'MON-KRW')).toMatchObject({ closePrice: 50, value24H: 0 });
  });

  test('candles: 5000 daily bars in columns', async () => {
    const { status, body } = await call<CandlesResponse>(
      test$.server,
      `${API.candles}?key=BTC-KRW&interval=1D&limit=5000`,
    );
    expect(status).toBe(200);
    expect(body.data.key).toBe('BTC-KRW');
    expect(body.data.interval).toBe('1D');
    for (const column of ['time', 'open', 'high', 'low', 'close', 'volume'] as const)
      expect(body.data[column]).toHaveLength(5000);
  });

  test('candles before `to`, at most `limit`', async () => {
    const to = Math.floor(Date.now() / 1000) - 3600;
    const { body } = await call<CandlesResponse>(
      test$.server,
      `${API.candles}?key=XRP-KRW&interval=15&limit=20&to=${to}`,
    );
    expect(body.data.time).toHaveLength(20);
    expect(body.data.time.at(-1)).toBeLessThan(to);
  });

  test('candles of the upcoming coin are empty', async () => {
    const { body } = await call<CandlesResponse>(test$.server, `${API.candles}?key=MON-KRW&interval=1`);
    expect(body.data.time).toEqual([]);
  });
});

describe('members', () => {
  test('login sets an httpOnly SameSite=Lax session cookie; me; logout', async () => {
    expect((await call(test$.server, API.me)).body).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      data: null,
    });
    const result = await call<UserInfo>(test$.server, API.login, {
      method: 'POST',
      body: { loginId: 'demo-regular', password: 'demo1234' },
    });
    expect(result.body.data.loginId).toBe('demo-regular');
    const setCookie = result.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^td_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const session = setCookie.split(';', 1)[0]!;

    const me = await call<UserInfo>(test$.server, API.me, { cookie: session });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ loginId: 'demo-regular', name: '김데모', status: 'N' });

    expect((await call(test$.server, API.logout, { method: 'POST', cookie: session })).status).toBe(200);
    expect((await call(test$.server, API.me, { cookie: session })).status).toBe(401);
  });

  test('a wrong password is INVALID_CREDENTIALS, in the requested language', async () => {
    const ko = await call(test$.server, API.login, {
      method: 'POST',
      body: { loginId: 'demo-regular', password: 'nope' },
    });
    expect(ko.status).toBe(401);
    expect(ko.body.code).toBe('INVALID_CREDENTIALS');
    expect(ko.body.message).toMatch(/비밀번호/);
    const en = await call(test$.server, API.login, {
      method: 'POST',
      body: { loginId: 'nobody', password: 'nope' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.body.message).toMatch(/password/i);
  });

  test.each([
    ['demo-business', { isBusiness: true }],
    ['demo-minor', { isMinor: true }],
    ['demo-dormant', { status: 'H' }],
    ['demo-subaccount', { retCd: 36 }],
    ['demo-tradepw-i', { useTradePasswordStatus: 'I' }],
    ['demo-pw-campaign', { isPasswordChgCampaignTarget: true, joinType: 1 }],
    ['demo-limit', { isLimitAccount: true, isVirtualAccount: true, limitCustType: 'LIMIT_ACCOUNT' }],
    ['demo-voucher', { gradeGroup: 'ALL_VOUCHER' }],
    ['demo-premium', { gradeGroup: 'PREMIUM_BENEFIT' }],
  ])('%s logs in with the demo password and shows its state', async (loginId, expected) => {
    const session = await login(test$.server, loginId);
    const me = await call<UserInfo>(test$.server, API.me, { cookie: session });
    expect(me.body.data).toMatchObject({ loginId, ...expected });
  });

  test("the contract's DEMO_LOGIN is a seeded member", async () => {
    expect(DEMO_MEMBERS.map((member) => member.loginId)).toContain(DEMO_LOGIN.loginId);
    await expect(login(test$.server, DEMO_LOGIN.loginId, DEMO_LOGIN.password)).resolves.toMatch(
      /^td_session=/,
    );
  });

  test('every demo member of the table can log in (SMS login: to the SMS step)', async () => {
    for (const member of DEMO_MEMBERS)
      await expect(login(test$.server, member.loginId)).resolves.toMatch(
        member.smsLogin ? /^td_sms_login=/ : /^td_session=/,
      );
  });

  test('the delisted coin is still held', async () => {
    const session = await login(test$.server, 'demo-delisted');
    const { body } = await call<{ myAssetCoinInfoList: { symbol: string }[] }>(test$.server, API.assets, {
      cookie: session,
    });
    expect(body.data.myAssetCoinInfoList.map((row) => row.symbol)).toContain('WEMIX');
  });

  test.each([
    ['GET', API.assets],
    ['GET', API.favorites],
    ['POST', API.favorites],
    ['GET', API.orders],
    ['POST', API.orders],
    ['DELETE', API.order(1)],
    ['GET', `${API.chartPending}?crncCd=C0100&coinType=C0101&orderKind=ALL&size=30`],
  ])('%s %s needs a login', async (method, path) => {
    const result = await call(test$.server, path, { method, body: method === 'POST' ? {} : undefined });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe('UNAUTHORIZED');
  });
});

describe('bad input', () => {
  const order = { key: 'BTC-KRW', side: 'buy', orderType: 'limit', price: 100_000_000, quantity: 0.001 };
  test.each([
    ['POST', API.login, {}],
    ['POST', API.login, { loginId: 42, password: 'x' }],
    ['POST', API.login, { loginId: '', password: 'x' }],
    ['POST', API.login, { loginId: 'a'.repeat(65), password: 'x' }],
    ['GET', `${API.coins}?symbol=btc`, undefined],
    ['GET', `${API.candles}`, undefined],
    ['GET', `${API.candles}?key=btc-krw&interval=1`, undefined],
    ['GET', `${API.candles}?key=BTC-KRW&interval=7`, undefined],
    ['GET', `${API.candles}?key=BTC-KRW&interval=1&limit=0`, undefined],
    ['GET', `${API.candles}?key=BTC-KRW&interval=1&limit=5001`, undefined],
    ['GET', `${API.candles}?key=BTC-KRW&interval=1&to=-5`, undefined],
    ['GET', `${API.candles}?key=NOPE-KRW&interval=1`, undefined],
    ['POST', API.favorites, {}],
    ['POST', API.favorites, { key: 'btc' }],
    ['POST', API.favorites, { key: 'NOPE-KRW' }],
    ['DELETE', `${API.favorites}/not-a-key`, undefined],
    ['POST', API.orders, {}],
    ['POST', API.orders, { ...order, side: 'hold' }],
    ['POST', API.orders, { ...order, price: undefined }],
    ['POST', API.orders, { ...order, quantity: -1 }],
    ['POST', API.orders, { key: 'BTC-KRW', side: 'buy', orderType: 'market' }],
    ['POST', API.orders, { key: 'BTC-KRW', side: 'sell', orderType: 'market', amount: 5 }],
    ['POST', API.orders, { ...order, key: 'NOPE-KRW' }],
    ['DELETE', `${API.orders}/abc`, undefined],
    ['GET', `${API.orders}?status=open`, undefined],
    ['GET', `${API.chartPending}?coinType=C0101`, undefined],
    ['GET', `${API.chartPending}?crncCd=C0100&coinType=C0101&size=0`, undefined],
    ['GET', `${API.chartPending}?crncCd=C0100&coinType=C0101&orderKind=SOME`, undefined],
    ['POST', API.adminFaults, { pause: 'yes' }],
    ['POST', API.adminFaults, { timeoutDelayMs: -1 }],
    ['POST', API.adminMarket, { marketSymbol: 'EUR', isOpen: false }],
    ['POST', API.adminListing, { key: 'MON-KRW', buyOpenDate: 'tomorrow', sellOpenDate: null }],
    ['POST', API.adminTrade, { key: 'BTC-KRW', price: -1 }],
  ])('%s %s %j → 400 BAD_REQUEST', async (method, path, body) => {
    const result = await call(test$.server, path, { method, body, cookie });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ status: 400, code: 'BAD_REQUEST', data: null });
    expect(result.body.message.length).toBeGreaterThan(0);
  });

  test('the message says what is wrong', async () => {
    const result = await call(test$.server, `${API.candles}?key=BTC-KRW&interval=7`, {
      headers: { 'accept-language': 'en' },
    });
    expect(result.body.message).toMatch(/^The request is not valid: interval: /);
  });

  test.each(['{"loginId": ', 'not json', '[1,2'])(
    'malformed JSON body %j → 400, and the server goes on',
    async (raw) => {
      const response = await fetch(test$.server.url + API.login, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: raw,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('BAD_REQUEST');
      expect((await call(test$.server, API.health)).status).toBe(200);
    },
  );

  test.each([
    ['GET', '/v1/no-such-call'],
    ['POST', '/v2/anything'],
    ['GET', '/__admin/nothing'],
    ['PATCH', API.markets],
    ['PUT', API.login],
    ['GET', '/'],
  ])('%s %s → 404 JSON', async (method, path) => {
    const result = await call(test$.server, path, { method });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ status: 404, code: 'NOT_FOUND', data: null });
  });
});
