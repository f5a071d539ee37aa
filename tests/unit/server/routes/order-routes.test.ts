import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, MAX_ORDER_QUANTITY, MAX_PRICE, REQUEST_RULES } from '../../../../contract';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
let cookie: string;
beforeAll(async () => {
  server = await injectServer();
  cookie = await server.login();
});
afterAll(() => server.stop());

const limit = { key: 'BTC-KRW', side: 'buy', orderType: 'limit', price: 100_000_000, quantity: 0.001 };

describe('an order with a non-finite or absurd number is a 400 before any check or write', () => {
  test.each([
    ['an infinite price (1e400)', JSON.stringify(limit).replace('100000000', '1e400')],
    ['a price of 1e308', JSON.stringify({ ...limit, price: 1e308 })],
    ['a price over MAX_PRICE', JSON.stringify({ ...limit, price: MAX_PRICE * 2 })],
    [
      'an infinite stop price',
      JSON.stringify({ ...limit, orderType: 'stopLimit', stopPrice: 1 }).replace(
        '"stopPrice":1',
        '"stopPrice":1e999',
      ),
    ],
    ['a quantity over MAX_ORDER_QUANTITY', JSON.stringify({ ...limit, quantity: MAX_ORDER_QUANTITY * 10 })],
    [
      'a market sell of 1e300',
      JSON.stringify({ key: 'BTC-KRW', side: 'sell', orderType: 'market', quantity: 1e300 }),
    ],
    ['a market buy of -Infinity', '{"key":"BTC-KRW","side":"buy","orderType":"market","amount":-1e400}'],
    ['a price as null', JSON.stringify({ ...limit, price: null })],
  ])('%s', async (_name, body) => {
    const before = await server.call('GET', API.assets, undefined, { cookie });
    const answer = await server.call('POST', API.orders, body, { cookie, 'accept-language': 'en' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_REQUEST');
    expect(answer.body.message).toMatch(/^The request is not valid: /);
    expect((await server.call('GET', API.assets, undefined, { cookie })).body).toEqual(before.body);
  });

  // Found by the REST fuzz: a market sell with a stop price below one tick was stored with a trigger
  // rounded to 0, which the orders table's CHECK refused (a 500).
  test.each([
    ['a market sell', { key: 'BTC-KRW', side: 'sell', orderType: 'market', quantity: 0.001 }],
    ['a market buy', { key: 'BTC-KRW', side: 'buy', orderType: 'market', amount: 10_000 }],
    ['a limit buy', limit],
  ])('%s with a stop price is a 400 that names it, and nothing changes', async (_name, order) => {
    const before = await server.call('GET', API.assets, undefined, { cookie });
    const answer = await server.call(
      'POST',
      API.orders,
      { ...order, stopPrice: 1.6605689482650814e-136 },
      { cookie, 'accept-language': 'en' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_REQUEST');
    expect(answer.body.message).toContain(REQUEST_RULES.stopPriceOnlyForStopLimit.en);
    expect((await server.call('GET', API.assets, undefined, { cookie })).body).toEqual(before.body);
  });

  test('a replace at 1e308 is a 400 and the order stays', async () => {
    const placed = await server.call('POST', API.orders, { ...limit, price: 90_000_000 }, { cookie });
    expect(placed.status).toBe(200);
    const { orderId } = placed.body.data as { orderId: number };
    const answer = await server.call('POST', API.replaceOrder(orderId), { price: 1e308 }, { cookie });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_REQUEST');
    const open = await server.call('GET', `${API.orders}?status=pending&key=BTC-KRW`, undefined, { cookie });
    expect((open.body.data as { orderId: number }[]).map((order) => order.orderId)).toContain(orderId);
  });
});
