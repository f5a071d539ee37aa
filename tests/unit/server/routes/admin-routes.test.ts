import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  MAX_LEDGER_AMOUNT,
  orderProblemMessage,
  TICKER_FIELDS,
  TRADING_RULES,
  notificationTexts,
  type AssetsResponse,
  type NotificationSubject,
  type Ticker,
} from '../../../../contract';
import { SIM_CATALOGUE } from '../../../../server/market/listings';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
beforeAll(async () => {
  server = await injectServer();
});
afterAll(() => server.stop());

const btc = SIM_CATALOGUE.listing('BTC-KRW')!;
const lastPrice = () => server.built.context.model.price(btc);
const trade = (price: unknown, language = 'en') =>
  server.call('POST', API.adminTrade, { key: 'BTC-KRW', price }, { 'accept-language': language });

describe('the admin trade refuses absurd prices', () => {
  test('1e308 (the reproduction) → 400 BAD_REQUEST naming the price, in the asked language', async () => {
    const before = lastPrice();
    const en = await trade(1e308, 'en');
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: 'BAD_REQUEST' });
    expect(en.body.message).toMatch(/^The request is not valid: price: Too big/);
    const ko = await trade(1e308, 'ko');
    expect(ko.body.message).toMatch(/^요청이 올바르지 않습니다: price: .*10000000000 이하/);
    expect(lastPrice()).toBe(before);
  });

  test('over the BTC market maximum (a price the KRW market allows) → 400 ORDER_REJECTED', async () => {
    const answer = await server.call('POST', API.adminTrade, {
      key: 'ETH-BTC',
      price: TRADING_RULES.BTC.maxPrice * 2,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'ORDER_REJECTED',
      message: orderProblemMessage('priceAboveMaximum', 'BTC', 'ko'),
      data: { problem: 'priceAboveMaximum' },
    });
  });

  test.each([
    ['three times the last price', 'x3', 'outsidePriceBand'],
    ['a third of the last price', '/3', 'outsidePriceBand'],
  ] as const)('%s → 400 with the order check message', async (_name, price, problem) => {
    const before = lastPrice();
    const value = price === 'x3' ? before * 3 : price === '/3' ? before / 3 : price;
    for (const language of ['ko', 'en'] as const) {
      const answer = await trade(value, language);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'ORDER_REJECTED',
        message: orderProblemMessage(problem, 'KRW', language),
        data: { problem },
      });
    }
    expect(lastPrice()).toBe(before);
  });

  test.each([
    ['Infinity in JSON text (1e400)', '{"key":"BTC-KRW","price":1e400}'],
    ['a negative price', '{"key":"BTC-KRW","price":-1}'],
    ['a price as text', '{"key":"BTC-KRW","price":"100"}'],
    ['a price as null', '{"key":"BTC-KRW","price":null}'],
  ])('%s → 400 BAD_REQUEST', async (_name, text) => {
    const answer = await server.call('POST', API.adminTrade, text);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_REQUEST');
  });

  test('a price within the band trades, and every ticker figure stays finite', async () => {
    const target = Math.round(lastPrice() * 1.5);
    const answer = await trade(target);
    expect(answer.status).toBe(200);
    const ticker = answer.body.data as Ticker;
    for (const field of TICKER_FIELDS) expect(Number.isFinite(ticker[field]), field).toBe(true);
    expect(ticker.closePrice).toBeCloseTo(target, -4);
  });

  test('the reproduction: after a refused 1e308 trade, a member’s market sell settles at the real price', async () => {
    expect((await trade(1e308)).status).toBe(400);
    const cookie = await server.login();
    const assets = async () =>
      (await server.call('GET', API.assets, undefined, { cookie })).body.data as AssetsResponse;
    const before = await assets();
    const sell = await server.call(
      'POST',
      API.orders,
      { key: 'BTC-KRW', side: 'sell', orderType: 'market', quantity: 0.001 },
      { cookie },
    );
    expect(sell.status).toBe(200);
    const after = await assets();
    expect(Number.isFinite(after.krwBalance) && after.krwBalance <= MAX_LEDGER_AMOUNT).toBe(true);
    // 0.001 BTC at about the last price, less the fee: nowhere near Infinity.
    expect(after.krwBalance - before.krwBalance).toBeGreaterThan(0);
    expect(after.krwBalance - before.krwBalance).toBeLessThan(lastPrice() * 0.001 * 1.01);
  });
});

describe('the admin GC', () => {
  test('runs a full GC when node exposes one, and says whether it ran', async () => {
    const exposed = typeof (globalThis as { gc?: unknown }).gc === 'function';
    const answer = await server.call('POST', API.adminGc);
    expect(answer).toMatchObject({ status: 200, body: { data: { ran: exposed } } });
  });

  test('answers only loopback: from elsewhere the 404 of an unknown path', async () => {
    const answer = await server.built.app.inject({
      method: 'POST',
      url: API.adminGc,
      remoteAddress: '10.1.2.3',
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('the admin SMS outbox', () => {
  const outbox = (query: string) => server.call('GET', `${API.adminSmsOutbox}${query}`);

  test("answers a member's outbox newest first: the risk alerts sent to the phone verified at sign-up", async () => {
    const { context } = server.built;
    const memNo = context.shell.memberNumber('demo-plus')!;
    const risk = (band: 'medium' | 'high'): NotificationSubject => ({
      kind: 'plusBuyRisk',
      loanId: 1,
      coin: 'XRP-KRW',
      band,
      level: band === 'medium' ? 120 : 112,
    });
    context.notifications.add(memNo, risk('medium'));
    context.notifications.add(memNo, risk('high'));
    const answer = await outbox('?loginId=demo-plus');
    expect(answer.status).toBe(200);
    const { messages } = answer.body.data as { messages: { phone: string; text: string; at: number }[] };
    expect(messages.map((message) => message.text)).toEqual(
      [risk('high'), risk('medium')].map((subject) => {
        const { title, body } = notificationTexts(subject);
        return `${title.ko}\n${body.ko}`;
      }),
    );
    expect(new Set(messages.map((message) => message.phone)).size).toBe(1);
    expect((await outbox('?loginId=demo-empty')).body.data).toEqual({ messages: [] });
  });

  test('an unknown member is 404, a missing loginId 400, from elsewhere the 404 of an unknown path', async () => {
    expect((await outbox('?loginId=nobody')).status).toBe(404);
    expect(await outbox('')).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    const answer = await server.built.app.inject({
      method: 'GET',
      url: `${API.adminSmsOutbox}?loginId=demo-plus`,
      remoteAddress: '10.1.2.3',
    });
    expect(answer.statusCode).toBe(404);
  });
});
