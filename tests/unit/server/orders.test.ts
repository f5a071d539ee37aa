import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  type AssetsResponse,
  type ChartPendingResponse,
  type OrderRow,
  type TickersResponse,
} from '../../../contract';
import { roundToTick } from '../../../contract/markets';
import { call, FeedClient, login, startTestServer, type TestServer } from './helpers';

let test$: TestServer;
beforeAll(async () => {
  test$ = await startTestServer();
});
afterAll(() => test$.stop());

async function price(key: string): Promise<number> {
  const { body } = await call<TickersResponse>(test$.server, API.tickers);
  return body.data.rows.find((row) => row.key === key)!.closePrice;
}

async function assets(cookie: string): Promise<AssetsResponse> {
  return (await call<AssetsResponse>(test$.server, API.assets, { cookie })).body.data;
}

function coin(assetsResponse: AssetsResponse, symbol: string) {
  return (
    assetsResponse.myAssetCoinInfoList.find((row) => row.symbol === symbol) ?? {
      coinBalance: 0,
      lockedBalance: 0,
      avgBuyAmt: 0,
    }
  );
}

async function place(cookie: string, order: Record<string, unknown>) {
  return call<OrderRow>(test$.server, API.orders, { method: 'POST', body: order, cookie });
}

async function trade(key: string, at: number) {
  const result = await call(test$.server, API.adminTrade, { method: 'POST', body: { key, price: at } });
  expect(result.status).toBe(200);
}

describe('orders', () => {
  test('a limit buy rests with its funds locked, then fills when the market trades at its price', async () => {
    const cookie = await login(test$.server, 'demo-regular');
    const feed = await FeedClient.open(test$.server, cookie);
    feed.send({ op: 'sub', ch: 'assetChange' });
    const market = await price('BTC-KRW');
    const limit = roundToTick('KRW', market * 0.97);
    const before = await assets(cookie);

    const placed = await place(cookie, {
      key: 'BTC-KRW',
      side: 'buy',
      orderType: 'limit',
      price: limit,
      quantity: 0.01,
    });
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({
      status: 'pending',
      price: limit,
      quantity: 0.01,
      filledQuantity: 0,
    });
    const cost = Math.ceil(limit * 0.01);
    const resting = await assets(cookie);
    expect(resting.krwLocked).toBe(before.krwLocked + cost);
    expect(resting.krwBalance).toBe(before.krwBalance);
    const placedFrame = await feed.until(() =>
      feed.of('assetChange').find((f) => f.rows.some((r) => r.coinType === 'C0100')),
    );

    await trade('BTC-KRW', roundToTick('KRW', market * 0.99));
    expect(
      (
        await call<OrderRow[]>(test$.server, `${API.orders}?status=pending&key=BTC-KRW`, { cookie })
      ).body.data.map((o) => o.orderId),
    ).toContain(placed.body.data.orderId);

    await trade('BTC-KRW', limit);
    const after = await assets(cookie);
    expect(after.krwBalance).toBe(before.krwBalance - cost);
    expect(after.krwLocked).toBe(before.krwLocked);
    const btcBefore = coin(before, 'BTC');
    const btcAfter = coin(after, 'BTC');
    expect(btcAfter.coinBalance).toBeCloseTo(btcBefore.coinBalance + 0.01, 8);
    const expectedAverage =
      (btcBefore.coinBalance * btcBefore.avgBuyAmt + 0.01 * limit) / (btcBefore.coinBalance + 0.01);
    expect(btcAfter.avgBuyAmt).toBeCloseTo(expectedAverage, 4);

    const filled = await feed.until(() =>
      feed
        .of('assetChange')
        .find((f) => f.seq > placedFrame.seq && f.rows.some((r) => r.coinType === 'C0101')),
    );
    expect(filled.rows.find((r) => r.coinType === 'C0101')!.coinBalance).toBeCloseTo(btcAfter.coinBalance, 8);
    const seqs = feed.of('assetChange').map((f) => f.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    const order = (
      await call<OrderRow[]>(test$.server, `${API.orders}?key=BTC-KRW&status=filled`, { cookie })
    ).body.data;
    expect(order.find((o) => o.orderId === placed.body.data.orderId)?.filledQuantity).toBe(0.01);
    await feed.close();
  });

  test('a limit sell fills when the market trades at or above it', async () => {
    const cookie = await login(test$.server, 'demo-regular');
    const market = await price('ETH-KRW');
    const limit = roundToTick('KRW', market * 1.03);
    const before = await assets(cookie);
    const placed = await place(cookie, {
      key: 'ETH-KRW',
      side: 'sell',
      orderType: 'limit',
      price: limit,
      quantity: 0.2,
    });
    expect(placed.body.data.status).toBe('pending');
    expect(coin(await assets(cookie), 'ETH').lockedBalance).toBeCloseTo(
      coin(before, 'ETH').lockedBalance + 0.2,
      8,
    );
    await trade('ETH-KRW', roundToTick('KRW', market * 1.05));
    const after = await assets(cookie);
    expect(coin(after, 'ETH').coinBalance).toBeCloseTo(coin(before, 'ETH').coinBalance - 0.2, 8);
    expect(coin(after, 'ETH').lockedBalance).toBeCloseTo(coin(before, 'ETH').lockedBalance, 8);
    expect(after.krwBalance).toBe(before.krwBalance + Math.floor(limit * 0.2));
  });

  test('a crossing limit order fills at once at the market price', async () => {
    const cookie = await login(test$.server, 'demo-regular');
    const market = await price('XRP-KRW');
    const before = await assets(cookie);
    const placed = await place(cookie, {
      key: 'XRP-KRW',
      side: 'buy',
      orderType: 'limit',
      price: roundToTick('KRW', market * 1.1),
      quantity: 10,
    });
    expect(placed.body.data.status).toBe('filled');
    const after = await assets(cookie);
    expect(after.krwBalance).toBe(before.krwBalance - Math.ceil(market * 10));
    expect(after.krwLocked).toBe(before.krwLocked);
  });

  test('market buy spends the amount, market sell receives the proceeds', async () => {
    const cookie = await login(test$.server, 'demo-regular');
    const market = await price('SOL-KRW');
    const before = await assets(cookie);
    const bought = await place(cookie, {
      key: 'SOL-KRW',
      side: 'buy',
      orderType: 'market',
      amount: 1_000_000,
    });
    expect(bought.body.data).toMatchObject({ status: 'filled', orderType: 'market', price: market });
    const quantity = Math.floor((1_000_000 / market) * 1e8) / 1e8;
    const middle = await assets(cookie);
    expect(coin(middle, 'SOL').coinBalance).toBeCloseTo(coin(before, 'SOL').coinBalance + quantity, 8);
    expect(middle.krwBalance).toBe(before.krwBalance - Math.ceil(quantity * market));

    const sold = await place(cookie, { key: 'SOL-KRW', side: 'sell', orderType: 'market', quantity: 2 });
    expect(sold.body.data.status).toBe('filled');
    const after = await assets(cookie);
    expect(after.krwBalance).toBe(middle.krwBalance + Math.floor(2 * market));
    expect(coin(after, 'SOL').coinBalance).toBeCloseTo(coin(middle, 'SOL').coinBalance - 2, 8);
  });

  test('cancel releases the lock; a cancelled or foreign order is ORDER_NOT_FOUND', async () => {
    const cookie = await login(test$.server, 'demo-regular');
    const before = await assets(cookie);
    const limit = roundToTick('KRW', (await price('DOGE-KRW')) * 0.5);
    const placed = await place(cookie, {
      key: 'DOGE-KRW',
      side: 'buy',
      orderType: 'limit',
      price: limit,
      quantity: 1000,
    });
    expect((await assets(cookie)).krwLocked).toBe(before.krwLocked + Math.ceil(limit * 1000));
    const cancelled = await call<OrderRow>(test$.server, API.order(placed.body.data.orderId), {
      method: 'DELETE',
      cookie,
    });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await assets(cookie)).toEqual(before);

    const again = await call(test$.server, API.order(placed.body.data.orderId), { method: 'DELETE', cookie });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('ORDER_NOT_FOUND');
    const other = await login(test$.server, 'demo-business');
    const foreign = await place(cookie, {
      key: 'DOGE-KRW',
      side: 'buy',
      orderType: 'limit',
      price: limit,
      quantity: 1,
    });
    const result = await call(test$.server, API.order(foreign.body.data.orderId), {
      method: 'DELETE',
      cookie: other,
    });
    expect(result.body.code).toBe('ORDER_NOT_FOUND');
    expect((await call(test$.server, API.order(999_999), { method: 'DELETE', cookie })).status).toBe(404);
  });

  test.each([
    [
      { key: 'BTC-KRW', side: 'buy', orderType: 'limit', price: 100_000_000, quantity: 1 },
      'INSUFFICIENT_BALANCE',
    ],
    [{ key: 'BTC-KRW', side: 'buy', orderType: 'market', amount: 3_000_000 }, 'INSUFFICIENT_BALANCE'],
    [{ key: 'ETH-KRW', side: 'sell', orderType: 'market', quantity: 5 }, 'INSUFFICIENT_BALANCE'],
    [{ key: 'MON-KRW', side: 'buy', orderType: 'limit', price: 50, quantity: 10 }, 'NOT_TRADABLE'],
    [{ key: 'WEMIX-KRW', side: 'sell', orderType: 'market', quantity: 1 }, 'NOT_TRADABLE'],
  ])('%j → %s', async (order, code) => {
    const cookie = await login(test$.server, 'demo-limit');
    const before = await assets(cookie);
    const result = await place(cookie, order);
    expect(result.status).toBe(409);
    expect(result.body.code).toBe(code);
    expect(await assets(cookie)).toEqual(before);
  });

  test('a closed market refuses orders (MARKET_CLOSED) and the feed reports it', async () => {
    const cookie = await login(test$.server, 'demo-regular');
    const feed = await FeedClient.open(test$.server);
    feed.send({ op: 'sub', ch: 'intro' });
    await feed.until(() => feed.of('intro')[0]);
    await call(test$.server, API.adminMarket, {
      method: 'POST',
      body: { marketSymbol: 'BTC', isOpen: false },
    });
    const closed = await feed.until(() =>
      feed.of('intro').find((f) => f.markets.some((m) => m.marketSymbol === 'BTC' && !m.isOpen)),
    );
    expect(closed.seq).toBe(feed.of('intro')[0]!.seq + 1);
    const result = await place(cookie, { key: 'XRP-BTC', side: 'buy', orderType: 'market', amount: 0.001 });
    expect(result.body.code).toBe('MARKET_CLOSED');
    await call(test$.server, API.adminMarket, {
      method: 'POST',
      body: { marketSymbol: 'BTC', isOpen: true },
    });
    expect(
      (await place(cookie, { key: 'XRP-BTC', side: 'buy', orderType: 'market', amount: 0.001 })).body.data
        .status,
    ).toBe('filled');
    await feed.close();
  });

  test('chart-pending: newest first, tradeTypeCd 2 buy / 1 sell, capped by size (30 by default)', async () => {
    const cookie = await login(test$.server, 'demo-premium');
    const market = await price('ETH-KRW');
    for (let i = 0; i < 35; i++) {
      const side = i % 2 === 0 ? 'buy' : 'sell';
      const at = roundToTick('KRW', market * (side === 'buy' ? 0.8 - i * 0.001 : 1.2 + i * 0.001));
      expect(
        (await place(cookie, { key: 'ETH-KRW', side, orderType: 'limit', price: at, quantity: 0.01 })).status,
      ).toBe(200);
    }
    const query = `${API.chartPending}?crncCd=C0100&coinType=C0102&orderKind=ALL`;
    const all = await call<ChartPendingResponse>(test$.server, query, { cookie });
    expect(all.body.data.pendingOrderList).toHaveLength(30);
    const first = all.body.data.pendingOrderList[0]!;
    expect(first.tradeTypeCd).toBe('2');
    expect(first).toEqual({ tradeTypeCd: '2', unitPrice: roundToTick('KRW', market * (0.8 - 34 * 0.001)) });
    expect(all.body.data.pendingOrderList[1]!.tradeTypeCd).toBe('1');
    const five = await call<ChartPendingResponse>(test$.server, `${query}&size=5`, { cookie });
    expect(five.body.data.pendingOrderList).toHaveLength(5);
    const otherCoin = await call<ChartPendingResponse>(
      test$.server,
      `${API.chartPending}?crncCd=C0100&coinType=C0199`,
      { cookie },
    );
    expect(otherCoin.body.data.pendingOrderList).toEqual([]);
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
    } finally {
      db.close();
    }
  });

  test('random order sequences keep every balance ≥ locked ≥ 0', async () => {
    const cookie = await login(test$.server, 'demo-voucher');
    const keys = ['XRP-KRW', 'DOGE-KRW', 'ADA-KRW'];
    const base = Object.fromEntries(
      await Promise.all(keys.map(async (key) => [key, await price(key)] as const)),
    );
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('limit' as const),
        key: fc.constantFrom(...keys),
        side: fc.constantFrom('buy', 'sell'),
        factor: fc.double({ min: 0.9, max: 1.1, noNaN: true }),
        quantity: fc.double({ min: 0.5, max: 20_000, noNaN: true }),
      }),
      fc.record({
        kind: fc.constant('market' as const),
        key: fc.constantFrom(...keys),
        side: fc.constantFrom('buy', 'sell'),
        size: fc.double({ min: 1, max: 60_000_000, noNaN: true }),
      }),
      fc.record({
        kind: fc.constant('trade' as const),
        key: fc.constantFrom(...keys),
        factor: fc.double({ min: 0.9, max: 1.1, noNaN: true }),
      }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 15 }), async (steps) => {
        for (const s of steps) {
          if (s.kind === 'limit') {
            const at = roundToTick('KRW', base[s.key]! * s.factor);
            await place(cookie, {
              key: s.key,
              side: s.side,
              orderType: 'limit',
              price: at,
              quantity: s.quantity,
            });
          } else if (s.kind === 'market') {
            await place(
              cookie,
              s.side === 'buy'
                ? { key: s.key, side: 'buy', orderType: 'market', amount: s.size }
                : { key: s.key, side: 'sell', orderType: 'market', quantity: s.size / base[s.key]! },
            );
          } else if (s.kind === 'trade') {
            await trade(s.key, roundToTick('KRW', base[s.key]! * s.factor));
          } else {
            const open = (await call<OrderRow[]>(test$.server, `${API.orders}?status=pending`, { cookie }))
              .body.data;
            if (open.length > 0)
              await call(test$.server, API.order(open[s.pick % open.length]!.orderId), {
                method: 'DELETE',
                cookie,
              });
          }
          const now = await assets(cookie);
          expect(now.krwBalance).toBeGreaterThanOrEqual(0);
          expect(now.krwLocked).toBeGreaterThanOrEqual(0);
          expect(now.krwLocked).toBeLessThanOrEqual(now.krwBalance);
          for (const row of now.myAssetCoinInfoList) {
            expect(row.lockedBalance).toBeGreaterThanOrEqual(0);
            expect(row.lockedBalance).toBeLessThanOrEqual(row.coinBalance);
          }
        }
      }),
      { numRuns: 8 },
    );
  });
});
