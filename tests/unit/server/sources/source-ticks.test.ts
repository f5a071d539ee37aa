/**
 * Price steps per market source through the whole server: the table a source trades by reaches the windows
 * (the intro frame's source, GET /v1/market-source) and decides which limit prices the engine accepts. Upbit
 * against the fake exchange (its published table, a coin's own step as the exchange answers it), the
 * simulator (the spec's steps, unchanged), a replay of the shipped sample (its files' 0.01).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  orderProblemMessage,
  type MarketSourceInfo,
  type OrderRow,
  type TickersResponse,
} from '../../../../contract';
import type { CoinKey } from '../../../../contract/markets';
import {
  SPEC_TICKS,
  tickAt,
  uniformTicks,
  UPBIT_TICKS,
  type TickTable,
} from '../../../../contract/price-ticks';
import { FakeExchange } from '../../../support/fake-exchange/fake-exchange';
import { SCRIPTED_COINS } from '../../../support/fake-exchange/scripted-market';
import { WAIT_GUARD_MS } from '../../../hang-guard';
import { call, FeedClient, login, startTestServer, type TestServer } from '../helpers';

const POLL = { timeout: WAIT_GUARD_MS };

async function sourceInfo(test$: TestServer): Promise<MarketSourceInfo> {
  return (await call<MarketSourceInfo>(test$.server, API.marketSource)).body.data;
}

/** The steps the intro frame of a new window carries. */
async function introTicks(test$: TestServer): Promise<TickTable> {
  const feed = await FeedClient.open(test$.server);
  feed.send({ op: 'sub', ch: 'intro' });
  const intro = await feed.until(() => feed.of('intro').at(-1));
  await feed.close();
  return intro.source.ticks;
}

async function lastPrice(test$: TestServer, key: string): Promise<number> {
  const tickers = (await call<TickersResponse>(test$.server, API.tickers)).body.data;
  return tickers.rows.find((row) => row.key === key)!.closePrice;
}

/** A limit buy of `quantity` at `price`, in English. */
function buy(test$: TestServer, cookie: string, key: string, price: number, quantity: number) {
  return call<OrderRow>(test$.server, API.orders, {
    method: 'POST',
    body: { key, side: 'buy', orderType: 'limit', price, quantity },
    cookie,
    headers: { 'accept-language': 'en' },
  });
}

const OFF_TICK = {
  code: 'ORDER_REJECTED',
  message: orderProblemMessage('offTick', 'KRW', 'en'),
  data: { problem: 'offTick' },
};

describe('on Upbit (the fake exchange)', () => {
  let exchange: FakeExchange;
  let test$: TestServer;
  let cookie: string;
  const ABC = 'ABC-KRW' as CoinKey;

  beforeAll(async () => {
    // A coin at 650 KRW, where Upbit's table steps 1, whose exchange answers 0.1.
    exchange = await FakeExchange.start({
      dialect: 'upbit',
      coins: [
        ...SCRIPTED_COINS,
        {
          code: 'KRW-ABC',
          koreanName: '에이비씨',
          englishName: 'ABC',
          warning: false,
          cautions: [],
          tickSize: '0.1',
          basePrice: 650,
        },
      ],
    });
    test$ = await startTestServer({
      market: { kind: 'upbit', exchangeUrls: { api: exchange.apiUrl, socket: exchange.socketUrl } },
    });
    cookie = await login(test$.server, 'demo-premium');
  });
  afterAll(async () => {
    await test$.stop();
    await exchange.close();
  });

  /** Waits for the link to the fake to be live and the coin's step to be the exchange's answer. */
  async function answered(): Promise<void> {
    await expect.poll(async () => (await sourceInfo(test$)).link, POLL).toBe('live');
    await expect.poll(async () => tickAt((await sourceInfo(test$)).ticks, ABC, 650), POLL).toBe(0.1);
  }

  test('the coin’s step as the exchange answers it reaches GET market-source and the intro frame', async () => {
    await answered();
    const ticks = await introTicks(test$);
    expect(ticks.markets).toEqual(UPBIT_TICKS.markets);
    expect(ticks.coins[ABC]).toEqual([[100, 0.1]]);
  });

  test('a limit on that step is accepted, one off it refused offTick', async () => {
    await answered();
    // Below the fake's bids (about 650): it rests. 640.3 is off Upbit's table (1) and the spec's (1).
    const placed = await buy(test$, cookie, ABC, 640.3, 10);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data).toMatchObject({ price: 640.3, status: 'pending' });
    const off = await buy(test$, cookie, ABC, 640.35, 10);
    expect(off.status).toBe(400);
    expect(off.body).toMatchObject(OFF_TICK);
  });

  test('a buy at 3,211 KRW on a coin at 3,200 is accepted: Upbit steps 1 there (the spec 5)', async () => {
    await answered();
    exchange.trade('KRW-XRP', 3_200, 1, 'BID');
    exchange.setBook('KRW-XRP', [[3_215, 5]], [[3_200, 5]]);
    await expect.poll(() => lastPrice(test$, 'XRP-KRW'), POLL).toBe(3_200);
    const placed = await buy(test$, cookie, 'XRP-KRW', 3_211, 10);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data).toMatchObject({ price: 3_211, status: 'pending' });
  });
});

describe('on the simulator', () => {
  let test$: TestServer;
  beforeAll(async () => {
    test$ = await startTestServer();
  });
  afterAll(() => test$.stop());

  test('the source carries the spec’s steps, and a buy at 3,211 KRW on a coin at 3,200 is refused offTick', async () => {
    expect((await sourceInfo(test$)).ticks).toEqual(SPEC_TICKS);
    expect(await introTicks(test$)).toEqual(SPEC_TICKS);
    const cookie = await login(test$.server, 'demo-premium');
    const trade = await call(test$.server, API.adminTrade, {
      method: 'POST',
      body: { key: 'XRP-KRW', price: 3_200 },
    });
    expect(trade.status).toBe(200);
    const off = await buy(test$, cookie, 'XRP-KRW', 3_211, 10);
    expect(off.status).toBe(400);
    expect(off.body).toMatchObject(OFF_TICK);
    // On the spec's step, the same order rests.
    const placed = await buy(test$, cookie, 'XRP-KRW', 3_190, 10);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });
});

describe('on a replay of the sample', () => {
  let test$: TestServer;
  beforeAll(async () => {
    test$ = await startTestServer({ market: { kind: 'replay' } });
  });
  afterAll(() => test$.stop());

  test('the table is one step of 0.01 (the files’), and a limit at x.x5 is accepted', async () => {
    expect((await sourceInfo(test$)).ticks).toEqual(uniformTicks(0.01));
    expect(await introTicks(test$)).toEqual(uniformTicks(0.01));
    const paused = await call(test$.server, API.replay, { method: 'POST', body: { action: 'pause' } });
    expect(paused.status).toBe(200);
    // 95 % of the last price, at a price ending in 5 hundredths: off the spec's 0.1 above 1,000 USDT.
    const price = Number((Math.floor((await lastPrice(test$, 'BTC-USDT')) * 9.5) / 10 + 0.05).toFixed(2));
    const cookie = await login(test$.server, 'demo-regular');
    const placed = await buy(test$, cookie, 'BTC-USDT', price, 0.001);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data).toMatchObject({ price, status: 'pending' });
  });
});
