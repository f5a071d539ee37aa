import { describe, expect, test } from 'vitest';
import { adminTradeRequest } from '../../../contract/admin';
import {
  candlesQuery,
  orderHistoryQuery,
  placeOrderRequest,
  replaceOrderRequest,
  strictInt,
} from '../../../contract/payloads';
import { MAX_ORDER_AMOUNT, MAX_ORDER_QUANTITY, MAX_PRICE } from '../../../contract/trading';
import type { RequestRule } from '../../../contract/payloads';

describe('strictInt', () => {
  test.each([
    ['5', 5],
    ['0', 0],
    ['5000', 5000],
    [42, 42],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ] as const)('%j reads as %d', (value, expected) => {
    expect(strictInt().parse(value)).toBe(expected);
  });

  // Number() takes every one of these; a query or a path must not.
  test.each([
    '0x1',
    '1e3',
    ' 5 ',
    '5 ',
    '+5',
    '-1',
    '05',
    '1.0',
    '1.5',
    '',
    'NaN',
    'Infinity',
    '99999999999999999',
  ])('%j is refused', (value) => {
    expect(strictInt().safeParse(value).success).toBe(false);
  });

  test.each([1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('the number %d is refused', (value) => {
    expect(strictInt().safeParse(value).success).toBe(false);
  });
});

describe('queries built on it', () => {
  test('candles: limit within 1–5000, to positive, defaults kept', () => {
    expect(candlesQuery.parse({ key: 'BTC-KRW', interval: '1', limit: '200' }).limit).toBe(200);
    expect(candlesQuery.parse({ key: 'BTC-KRW', interval: '1' }).limit).toBe(500);
    expect(candlesQuery.safeParse({ key: 'BTC-KRW', interval: '1', limit: '1e3' }).success).toBe(false);
    expect(candlesQuery.safeParse({ key: 'BTC-KRW', interval: '1', limit: '5001' }).success).toBe(false);
    expect(candlesQuery.safeParse({ key: 'BTC-KRW', interval: '1', to: '0' }).success).toBe(false);
  });

  test('order history: page and size', () => {
    const range = { from: '2026-11-01', to: '2026-11-24' };
    expect(orderHistoryQuery.parse({ ...range, page: '2', size: '50' })).toMatchObject({ page: 2, size: 50 });
    expect(orderHistoryQuery.safeParse({ ...range, page: '0x2' }).success).toBe(false);
    expect(orderHistoryQuery.safeParse({ ...range, size: ' 20' }).success).toBe(false);
  });
});

describe('numbers from outside are finite and bounded', () => {
  const limit = { key: 'BTC-KRW', side: 'buy', orderType: 'limit', price: 100_000_000, quantity: 0.001 };
  test.each([
    ['price', Infinity],
    ['price', Number.NaN],
    ['price', 1e308],
    ['price', MAX_PRICE * 1.01],
    ['stopPrice', -Infinity],
    ['quantity', MAX_ORDER_QUANTITY * 2],
    ['amount', MAX_ORDER_AMOUNT * 2],
  ] as const)('an order with %s %d is refused', (field, value) => {
    expect(placeOrderRequest.safeParse({ ...limit, [field]: value }).success).toBe(false);
  });

  test.each([
    ['limit', true],
    ['market', true],
    ['stopLimit', false],
  ] as const)('a %s order with a stop price is refused: %s', (orderType, refused) => {
    const result = placeOrderRequest.safeParse({
      ...limit,
      orderType,
      amount: 10_000,
      stopPrice: 90_000_000,
    });
    expect(result.success).toBe(!refused);
    if (refused)
      expect(result.error?.issues.map((issue) => issue.message)).toContain('stopPriceOnlyForStopLimit');
  });

  test('the bounds themselves pass', () => {
    expect(placeOrderRequest.safeParse({ ...limit, price: MAX_PRICE }).success).toBe(true);
    expect(placeOrderRequest.safeParse({ ...limit, quantity: MAX_ORDER_QUANTITY }).success).toBe(true);
  });

  test.each([Infinity, 1e308, MAX_PRICE * 2])('a replace or an admin trade at %d is refused', (price) => {
    expect(replaceOrderRequest.safeParse({ price }).success).toBe(false);
    expect(adminTradeRequest.safeParse({ key: 'BTC-KRW', price }).success).toBe(false);
  });
});

describe('order options: which type takes which time in force, self-trade mode and fields', () => {
  const key = 'XRP-KRW';
  test.each<[string, Record<string, unknown>, RequestRule | null]>([
    [
      'a limit order without time in force (gtc)',
      { orderType: 'limit', side: 'buy', price: 3000, quantity: 2 },
      null,
    ],
    ...(['gtc', 'ioc', 'fok', 'post_only'] as const).map(
      (timeInForce): [string, Record<string, unknown>, null] => [
        `a limit order with ${timeInForce}`,
        { orderType: 'limit', side: 'buy', price: 3000, quantity: 2, timeInForce },
        null,
      ],
    ),
    [
      'a best buy by total, ioc',
      { orderType: 'best', side: 'buy', amount: 10_000, timeInForce: 'ioc' },
      null,
    ],
    [
      'a best sell by quantity, fok',
      { orderType: 'best', side: 'sell', quantity: 2, timeInForce: 'fok' },
      null,
    ],
    [
      'a best order without time in force',
      { orderType: 'best', side: 'sell', quantity: 2 },
      'bestNeedsTimeInForce',
    ],
    [
      'a best order with gtc',
      { orderType: 'best', side: 'sell', quantity: 2, timeInForce: 'gtc' },
      'timeInForceNotForType',
    ],
    [
      'a best order with post_only',
      { orderType: 'best', side: 'sell', quantity: 2, timeInForce: 'post_only' },
      'timeInForceNotForType',
    ],
    [
      'a best order with a price',
      { orderType: 'best', side: 'sell', quantity: 2, price: 3000, timeInForce: 'ioc' },
      'bestHasNoPrice',
    ],
    [
      'a best buy by quantity',
      { orderType: 'best', side: 'buy', quantity: 2, timeInForce: 'ioc' },
      'bestBuyNeedsAmount',
    ],
    [
      'a best sell by total',
      { orderType: 'best', side: 'sell', amount: 10_000, timeInForce: 'ioc' },
      'bestSellNeedsQuantity',
    ],
    [
      'a market order with ioc',
      { orderType: 'market', side: 'sell', quantity: 2, timeInForce: 'ioc' },
      'timeInForceNotForType',
    ],
    [
      'a stop-limit with fok',
      { orderType: 'stopLimit', side: 'buy', price: 3000, stopPrice: 3100, quantity: 2, timeInForce: 'fok' },
      'timeInForceNotForType',
    ],
    [
      'post_only with a self-trade mode',
      {
        orderType: 'limit',
        side: 'buy',
        price: 3000,
        quantity: 2,
        timeInForce: 'post_only',
        smpType: 'reduce',
      },
      'postOnlyTakesNoSmp',
    ],
    [
      'a market order with a self-trade mode',
      { orderType: 'market', side: 'buy', amount: 10_000, smpType: 'cancel_taker' },
      null,
    ],
  ])('%s', (_, order, rule) => {
    const result = placeOrderRequest.safeParse({ key, ...order });
    expect(result.success).toBe(rule === null);
    if (rule) expect(result.error?.issues.map((issue) => issue.message)).toContain(rule);
  });

  test.each(['none', 'cancel_both', 'IOC'])('%j is no time in force or self-trade mode', (value) => {
    const limit = { key, orderType: 'limit', side: 'buy', price: 3000, quantity: 2 };
    expect(placeOrderRequest.safeParse({ ...limit, timeInForce: value }).success).toBe(false);
    expect(placeOrderRequest.safeParse({ ...limit, smpType: value }).success).toBe(false);
  });
});
