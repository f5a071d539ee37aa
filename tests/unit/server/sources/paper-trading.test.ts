/**
 * Paper trading on a real source, through the whole server: a server started on `--market upbit` pointed at
 * the fake exchange, a demo member's orders placed over REST and matched by the simulator's engine against
 * the fake's book and trades (trading/book-mirror.ts, sources/exchange/exchange-market.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  type MarketSourceInfo,
  type OrderBookSnapshot,
  type OrderHistoryResponse,
  type OrderRow,
} from '../../../../contract';
import { FakeExchange } from '../../../support/fake-exchange/fake-exchange';
import { WAIT_GUARD_MS } from '../../../hang-guard';
import { call, FeedClient, login, startTestServer, type TestServer } from '../helpers';

const POLL = { timeout: WAIT_GUARD_MS };
const CODE = 'KRW-BTC';
const KEY = 'BTC-KRW';
/** The fake's BTC tick. */
const TICK = 1000;

let exchange: FakeExchange;
let test$: TestServer;
let cookie: string;

beforeAll(async () => {
  exchange = await FakeExchange.start({ dialect: 'upbit' });
  test$ = await startTestServer({
    market: { kind: 'upbit', exchangeUrls: { api: exchange.apiUrl, socket: exchange.socketUrl } },
  });
  cookie = await login(test$.server, 'demo-premium');
});
afterAll(async () => {
  await test$.stop();
  await exchange.close();
});

async function book(): Promise<OrderBookSnapshot> {
  return (await call<OrderBookSnapshot>(test$.server, `${API.orderBook}?key=${KEY}`)).body.data;
}

async function place(order: Record<string, unknown>): Promise<OrderRow> {
  const result = await call<OrderRow>(test$.server, API.orders, { method: 'POST', body: order, cookie });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data;
}

/** The member's order as the order list tells it. */
async function order(orderId: number): Promise<OrderRow | undefined> {
  const rows = (await call<OrderRow[]>(test$.server, `${API.orders}?key=${KEY}`, { cookie })).body.data;
  return rows.find((row) => row.orderId === orderId);
}

/** Waits for the server's link to the fake to be live (its markets open to orders). */
async function live(): Promise<void> {
  await expect
    .poll(async () => (await call<MarketSourceInfo>(test$.server, API.marketSource)).body.data.link, POLL)
    .toBe('live');
}

/**
 * The fake sends a new book; it is waited for in the server's book, whose best levels are the fake's (the
 * seeded demo members' orders rest further out).
 */
async function sendBook(asks: [number, number][], bids: [number, number][]): Promise<void> {
  exchange.setBook(CODE, asks, bids);
  await expect.poll(async () => (await book()).asks.slice(0, asks.length), POLL).toEqual(asks);
  expect((await book()).bids.slice(0, bids.length)).toEqual(bids);
}

describe('paper trading against the fake Upbit', () => {
  test('a limit buy below the book rests, and fills when the exchange trades through its price', async () => {
    await live();
    const last = exchange.market.lastPrice(CODE);
    await sendBook(
      [1, 2, 3].map((n) => [last + n * TICK, n]),
      [0, 1, 2].map((n) => [last - n * TICK, n + 1]),
    );
    const price = last - 5 * TICK;
    const placed = await place({ key: KEY, side: 'buy', orderType: 'limit', price, quantity: 0.001 });
    expect(placed).toMatchObject({ status: 'pending', filledQuantity: 0 });
    // A trade above its price does not fill it (the tape shows the trade; the order still rests).
    const feed = await FeedClient.open(test$.server);
    feed.send({ op: 'sub', ch: 'trades' });
    exchange.trade(CODE, price + TICK, 0.0625, 'ASK');
    await feed.until(() =>
      feed.of('trades').find((frame) => frame.rows.some(([, , , quantity]) => quantity === 0.0625)),
    );
    expect((await order(placed.orderId))?.status).toBe('pending');
    await feed.close();
    // Through it: filled at its own price.
    exchange.trade(CODE, price - TICK, 0.5, 'ASK');
    await expect.poll(async () => (await order(placed.orderId))?.status, POLL).toBe('filled');
    expect(await order(placed.orderId)).toMatchObject({ filledQuantity: 0.001, avgFillPrice: price });
  });

  test('a market buy fills at the fake book’s ask levels, never better; its fills are not exchange trades', async () => {
    await live();
    const last = exchange.market.lastPrice(CODE);
    const asks: [number, number][] = [
      [last + 2 * TICK, 0.001],
      [last + 3 * TICK, 0.002],
      [last + 7 * TICK, 1],
    ];
    // Fewer bids than asks: the fake pads the bid side's units with price 0, size 0.
    await sendBook(asks, [[last - TICK, 1]]);
    const feed = await FeedClient.open(test$.server);
    feed.send({ op: 'sub', ch: 'trades' });
    const amount = Math.round(asks[0]![0] * 0.001 + asks[1]![0] * 0.002 + asks[2]![0] * 0.0005);
    const placed = await place({ key: KEY, side: 'buy', orderType: 'market', amount });
    expect(placed.status).toBe('filled');
    const day = placed.updatedAt.slice(0, 10);
    const history = await call<OrderHistoryResponse>(
      test$.server,
      `${API.orderHistory}?from=${day}&to=${day}&key=${KEY}`,
      { cookie },
    );
    const fills = history.body.data.rows.find((row) => row.orderId === placed.orderId)!.fills;
    const byPrice = new Map<number, number>();
    for (const fill of fills) byPrice.set(fill.price, (byPrice.get(fill.price) ?? 0) + fill.quantity);
    expect([...byPrice.keys()].sort((a, b) => a - b)).toEqual(asks.map(([price]) => price));
    expect(byPrice.get(asks[0]![0])).toBeCloseTo(0.001, 10);
    expect(byPrice.get(asks[1]![0])).toBeCloseTo(0.002, 10);
    // What it took stays taken until the exchange's next book.
    expect((await book()).asks[0]![0]).toBe(asks[2]![0]);
    // The tape: an exchange trade after the fill arrives; the member's fills never did.
    exchange.trade(CODE, last, 0.03125, 'BID');
    const rows = await feed.until(() => {
      const all = feed.of('trades').flatMap((frame) => frame.rows);
      return all.some(([, , , quantity]) => quantity === 0.03125) ? all : undefined;
    });
    const fillPrices = new Set(fills.map((fill) => fill.price));
    expect(rows.filter(([key, , price]) => key === KEY && fillPrices.has(price))).toEqual([]);
    await feed.close();
  });
});

describe('the market routes on a real source', () => {
  test('a replay call is 409 CONFLICT: the market is not a replay', async () => {
    const result = await call(test$.server, API.replay, { method: 'POST', body: { action: 'pause' } });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe('CONFLICT');
  });

  test('candles the server lacks while the exchange is away are 503, and answered once it is back', async () => {
    await live();
    // Warming fetched the 1-minute bars; 240-minute candles are built from the hour bars, not held yet.
    const path = `${API.candles}?key=${KEY}&interval=240&limit=2`;
    exchange.goAway();
    const away = await call(test$.server, path, { headers: { 'accept-language': 'en' } });
    expect(away.status).toBe(503);
    expect(away.body.code).toBe('SERVER_ERROR');
    expect(away.body.message).toBe(
      'The exchange did not answer with its prices; they will be asked for again.',
    );
    exchange.comeBack();
    await live();
    const back = await call<{ key: string; time: number[] }>(test$.server, path);
    expect(back.status).toBe(200);
    expect(back.body.data.key).toBe(KEY);
    expect(back.body.data.time.length).toBeGreaterThan(0);
  });
});
