/** The order calls over HTTP on a started simulator: the REST half of trading (the engine's rules are in trading/). */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  ERROR_CODES,
  feeOf,
  orderProblemMessage,
  type AssetsResponse,
  type ChartPendingResponse,
  type OrderBookSnapshot,
  type OrderHistoryResponse,
  type OrderRow,
} from '../../../contract';
import { MESSAGES } from '../../../server/errors/messages';
import { call, FeedClient, login, startTestServer, type TestServer } from './helpers';

let test$: TestServer;
beforeAll(async () => {
  test$ = await startTestServer();
});
afterAll(() => test$.stop());

async function book(key: string): Promise<OrderBookSnapshot> {
  const result = await call<OrderBookSnapshot>(test$.server, `${API.orderBook}?key=${key}`);
  expect(result.status).toBe(200);
  return result.body.data;
}

async function assets(cookie: string): Promise<AssetsResponse> {
  return (await call<AssetsResponse>(test$.server, API.assets, { cookie })).body.data;
}

async function place(cookie: string, order: Record<string, unknown>, headers?: Record<string, string>) {
  return call<OrderRow>(test$.server, API.orders, { method: 'POST', body: order, cookie, headers });
}

describe('the book', () => {
  test('GET orderbook answers ORDER_BOOK_DEPTH levels a side around the last price; an unknown coin is 400', async () => {
    const snapshot = await book('BTC-KRW');
    expect(snapshot.key).toBe('BTC-KRW');
    expect(snapshot.asks).toHaveLength(30);
    expect(snapshot.bids.length).toBeGreaterThanOrEqual(28);
    expect(snapshot.asks[0]![0]).toBeGreaterThan(snapshot.bids[0]![0]);
    expect(snapshot.asks.map(([p]) => p)).toEqual([...snapshot.asks.map(([p]) => p)].sort((a, b) => a - b));
    expect((await call(test$.server, `${API.orderBook}?key=NOPE-KRW`)).status).toBe(400);
  });

  test('the seeded demo orders of demo-regular are pending on BTC and ETH', async () => {
    const cookie = await login(test$.server, 'demo-regular');
    const open = (await call<OrderRow[]>(test$.server, `${API.orders}?status=pending`, { cookie })).body.data;
    expect(new Set(open.map((o) => o.key))).toEqual(new Set(['BTC-KRW', 'ETH-KRW']));
  });
});

describe('placing', () => {
  test('a limit buy below the market rests with amount + fee locked, and shows in the book and the chart lines', async () => {
    const cookie = await login(test$.server, 'demo-premium');
    const feed = await FeedClient.open(test$.server, cookie);
    feed.send({ op: 'sub', ch: 'assetChange' });
    const { bids } = await book('ETH-KRW');
    const price = bids[5]![0];
    const before = await assets(cookie);
    const placed = await place(cookie, {
      key: 'ETH-KRW',
      side: 'buy',
      orderType: 'limit',
      price,
      quantity: 0.5,
    });
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({
      status: 'pending',
      price,
      quantity: 0.5,
      filledQuantity: 0,
      fee: 0,
    });
    const lock = price * 0.5 + feeOf('KRW', price * 0.5);
    expect((await assets(cookie)).krwLocked).toBe(before.krwLocked + lock);
    expect((await book('ETH-KRW')).bids[5]![1]).toBeCloseTo(bids[5]![1] + 0.5, 8);
    const frame = await feed.until(() =>
      feed.of('assetChange').find((f) => f.rows.some((r) => r.coinType === 'C0100' && r.lockedBalance > 0)),
    );
    expect(frame.rows.find((r) => r.coinType === 'C0100')!.lockedBalance).toBe(before.krwLocked + lock);
    const lines = await call<ChartPendingResponse>(
      test$.server,
      `${API.chartPending}?crncCd=C0100&coinType=C0102`,
      { cookie },
    );
    expect(lines.body.data.pendingOrderList[0]).toEqual({ tradeTypeCd: '2', unitPrice: price });
    await feed.close();
  });

  test('a market buy walks the asks; the holding and the trade history change', async () => {
    const cookie = await login(test$.server, 'demo-premium');
    const before = await assets(cookie);
    const bought = await place(cookie, {
      key: 'SOL-KRW',
      side: 'buy',
      orderType: 'market',
      amount: 1_000_000,
    });
    expect(bought.body.data).toMatchObject({ status: 'filled', orderType: 'market' });
    const order = bought.body.data;
    expect(order.filledAmount).toBeLessThanOrEqual(1_000_000);
    const after = await assets(cookie);
    expect(after.krwBalance).toBe(before.krwBalance - order.filledAmount - order.fee);
    const sol = (rows: AssetsResponse) =>
      rows.myAssetCoinInfoList.find((r) => r.symbol === 'SOL')?.coinBalance ?? 0;
    expect(sol(after)).toBeCloseTo(sol(before) + order.filledQuantity, 8);
    const day = order.updatedAt.slice(0, 10);
    const history = await call<OrderHistoryResponse>(
      test$.server,
      `${API.orderHistory}?from=${day}&to=${day}&key=SOL-KRW`,
      { cookie },
    );
    expect(history.body.data.rows[0]).toMatchObject({ orderId: order.orderId, status: 'filled' });
    expect(history.body.data.rows[0]!.fills.length).toBeGreaterThan(0);
  });

  test.each(['ko', 'en'] as const)(
    'a refused order is 400 ORDER_REJECTED with the contract message (%s)',
    async (language) => {
      const cookie = await login(test$.server, 'demo-premium');
      const before = await assets(cookie);
      const result = await place(
        cookie,
        { key: 'XRP-KRW', side: 'buy', orderType: 'limit', price: 3001, quantity: 10 },
        { 'accept-language': language },
      );
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        code: 'ORDER_REJECTED',
        message: orderProblemMessage('offTick', 'KRW', language),
        data: { problem: 'offTick' },
      });
      const small = await place(
        cookie,
        { key: 'XRP-KRW', side: 'buy', orderType: 'market', amount: 100 },
        { 'accept-language': language },
      );
      expect(small.body.message).toBe(orderProblemMessage('belowMinimum', 'KRW', language));
      expect(await assets(cookie)).toEqual(before);
    },
  );

  test('a body the schema refuses is 400 BAD_REQUEST', async () => {
    const cookie = await login(test$.server, 'demo-premium');
    const result = await place(cookie, { key: 'XRP-KRW', side: 'buy', orderType: 'limit', quantity: 10 });
    expect(result.body.code).toBe('BAD_REQUEST');
  });

  test('a retried placement answers the first order; the same key with another body is 409', async () => {
    const cookie = await login(test$.server, 'demo-premium');
    const { bids } = await book('XRP-KRW');
    const body = {
      key: 'XRP-KRW',
      side: 'buy',
      orderType: 'limit',
      price: bids[9]![0],
      quantity: 5,
      clientOrderId: 'rest-retry-0001',
    };
    const first = await place(cookie, body);
    const again = await place(cookie, body);
    expect(again.status).toBe(200);
    expect(again.body.data.orderId).toBe(first.body.data.orderId);
    const conflict = await place(cookie, { ...body, quantity: 6 });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  test('a closed market refuses orders with MARKET_CLOSED', async () => {
    const cookie = await login(test$.server, 'demo-premium');
    await call(test$.server, API.adminMarket, {
      method: 'POST',
      body: { marketSymbol: 'BTC', isOpen: false },
    });
    const result = await place(cookie, { key: 'XRP-BTC', side: 'buy', orderType: 'market', amount: 0.001 });
    expect(result.body.code).toBe('MARKET_CLOSED');
    await call(test$.server, API.adminMarket, {
      method: 'POST',
      body: { marketSymbol: 'BTC', isOpen: true },
    });
  });
});

describe('cancel, cancel-all, replace', () => {
  test('cancel releases the lock; a second cancel is 409 ORDER_CLOSED; an unknown id 404', async () => {
    const cookie = await login(test$.server, 'demo-business');
    const before = await assets(cookie);
    const { bids } = await book('DOGE-KRW');
    const placed = await place(cookie, {
      key: 'DOGE-KRW',
      side: 'buy',
      orderType: 'limit',
      price: bids[20]![0],
      quantity: 1000,
    });
    const cancelled = await call<OrderRow>(test$.server, API.order(placed.body.data.orderId), {
      method: 'DELETE',
      cookie,
    });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await assets(cookie)).toEqual(before);
    const again = await call(test$.server, API.order(placed.body.data.orderId), { method: 'DELETE', cookie });
    expect([again.status, again.body.code]).toEqual([409, 'ORDER_CLOSED']);
    const unknown = await call(test$.server, API.order(999_999), { method: 'DELETE', cookie });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
  });

  test('replace moves an open order to a new price; cancel-all empties the coin', async () => {
    const cookie = await login(test$.server, 'demo-business');
    const { bids } = await book('ADA-KRW');
    const placed = await place(cookie, {
      key: 'ADA-KRW',
      side: 'buy',
      orderType: 'limit',
      price: bids[10]![0],
      quantity: 100,
    });
    const replaced = await call<OrderRow>(test$.server, API.replaceOrder(placed.body.data.orderId), {
      method: 'POST',
      body: { price: bids[12]![0] },
      cookie,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ status: 'pending', price: bids[12]![0], quantity: 100 });
    await place(cookie, {
      key: 'ADA-KRW',
      side: 'buy',
      orderType: 'limit',
      price: bids[11]![0],
      quantity: 100,
    });
    const all = await call<OrderRow[]>(test$.server, `${API.cancelAll}?key=ADA-KRW`, {
      method: 'DELETE',
      cookie,
    });
    expect(all.body.data.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
    const open = await call<OrderRow[]>(test$.server, `${API.orders}?status=pending&key=ADA-KRW`, { cookie });
    expect(open.body.data).toEqual([]);
    expect((await assets(cookie)).krwLocked).toBe(0);
  });
});

describe('the admin trade fills what it goes through', () => {
  test('a limit sell above the market fills at its price when the market trades through it', async () => {
    const cookie = await login(test$.server, 'demo-voucher');
    const { asks } = await book('ETH-KRW');
    const before = await assets(cookie);
    const placed = await place(cookie, {
      key: 'ETH-KRW',
      side: 'sell',
      orderType: 'limit',
      price: asks[3]![0],
      quantity: 0.2,
    });
    expect(placed.body.data.status).toBe('pending');
    const trade = await call(test$.server, API.adminTrade, {
      method: 'POST',
      body: { key: 'ETH-KRW', price: asks[5]![0] },
    });
    expect(trade.status).toBe(200);
    const amount = Math.floor(asks[3]![0] * 0.2);
    expect((await assets(cookie)).krwBalance).toBe(before.krwBalance + amount - feeOf('KRW', amount));
  });
});

describe('a dormant member (status H)', () => {
  const setStatus = (status: 'N' | 'H') => {
    const db = new Database(join(test$.dataDir, 'exchange.sqlite'));
    try {
      db.prepare("UPDATE members SET status = ? WHERE login_id = 'demo-dormant'").run(status);
    } finally {
      db.close();
    }
  };

  test('may not place or replace an order, nor withdraw; may cancel its own order and browse', async () => {
    const cookie = await login(test$.server, 'demo-dormant');
    const { bids } = await book('BTC-KRW');
    const order = { key: 'BTC-KRW', side: 'buy', orderType: 'limit', price: bids[10]![0], quantity: 0.001 };
    // An order from before the account fell dormant.
    setStatus('N');
    const resting = await place(cookie, order);
    expect(resting.status).toBe(200);
    setStatus('H');
    const before = await assets(cookie);

    for (const language of ['ko', 'en'] as const) {
      const refused = await place(cookie, order, { 'accept-language': language });
      expect(refused).toMatchObject({
        status: 403,
        body: { code: ERROR_CODES.memberDormant, message: MESSAGES.memberDormant[language] },
      });
    }
    const replaced = await call(test$.server, API.replaceOrder(resting.body.data.orderId), {
      method: 'POST',
      body: { price: bids[12]![0] },
      cookie,
    });
    expect([replaced.status, replaced.body.code]).toEqual([403, ERROR_CODES.memberDormant]);
    const withdrawal = await call(test$.server, API.krwWithdraw, {
      method: 'POST',
      body: { amount: 10_000 },
      cookie,
    });
    expect([withdrawal.status, withdrawal.body.code]).toEqual([403, ERROR_CODES.memberDormant]);
    expect(await assets(cookie)).toEqual(before);

    const cancelled = await call(test$.server, API.order(resting.body.data.orderId), {
      method: 'DELETE',
      cookie,
    });
    expect(cancelled.status).toBe(200);
    expect((await call(test$.server, API.orders, { cookie })).status).toBe(200);
  });
});

describe('balances never go negative', () => {
  test('the database refuses a negative balance or a lock above the balance', () => {
    const db = new Database(join(test$.dataDir, 'exchange.sqlite'));
    try {
      expect(() => db.prepare("UPDATE balances SET balance = -1 WHERE coin_type = 'C0100'").run()).toThrow(
        /CHECK/,
      );
      expect(() => db.prepare('UPDATE balances SET locked = balance + 1').run()).toThrow(/CHECK/);
      expect(() => db.prepare('UPDATE balances SET avg_buy_amt = -5').run()).toThrow(/CHECK/);
      expect(() => db.prepare('UPDATE orders SET locked_amount = -1').run()).toThrow(/CHECK/);
    } finally {
      db.close();
    }
  });
});

describe('order ids in the path', () => {
  test.each(['0x1', '1e0', '%201', '01'])(
    'DELETE /v1/trade/orders/%s is a 400 in the envelope, not a cancel',
    async (id) => {
      const cookie = await login(test$.server, 'demo-premium');
      const result = await call(test$.server, `${API.orders}/${id}`, { method: 'DELETE', cookie });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    },
  );
});
