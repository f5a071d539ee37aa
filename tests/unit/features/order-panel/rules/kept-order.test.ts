import { describe, expect, test } from 'vitest';
import {
  emptyOrderForm,
  holdsOrder,
  KEPT_ORDER_TTL_MS,
  keptForm,
  keptOrderOf,
  keptOrdersSchema,
  liveKeptOrder,
  offeredTo,
  withKeptOrder,
  type KeptOrder,
  type KeptOrders,
} from '../../../../../src/features/order-panel/rules';

const NOW = Date.UTC(2026, 10, 28, 9, 0, 0);
const TYPED = {
  ...emptyOrderForm('buy', 'limit'),
  price: '850',
  quantity: '100',
  total: '85000',
  priceSet: true,
};
const kept = (over: Partial<KeptOrder> = {}): KeptOrder => ({
  ...keptOrderOf(TYPED, { memNo: 7, nowMs: NOW, reason: 'notPlaced', plusBuy: false }),
  ...over,
});

describe('what is kept when the session ends', () => {
  test.each([
    ['nothing typed', emptyOrderForm(), false],
    ['a price alone (the last price fills it)', { ...emptyOrderForm(), price: '850' }, false],
    ['a quantity', { ...emptyOrderForm(), quantity: '100' }, true],
    ["a market buy's amount", { ...emptyOrderForm('buy', 'market'), total: '50000' }, true],
  ])('%s: kept %s', (_, form, expected) => {
    expect(holdsOrder(form)).toBe(expected);
  });

  test('the figures as typed, who typed them, when and why; never the trade password', () => {
    expect(kept()).toEqual({
      memNo: 7,
      keptAtMs: NOW,
      reason: 'notPlaced',
      side: 'buy',
      orderType: 'limit',
      price: '850',
      stopPrice: '',
      quantity: '100',
      total: '85000',
      timeInForce: 'gtc',
      smpType: 'cancel_maker',
      plusBuy: false,
      attempt: null,
    });
  });

  test('an order typed in Plus buy mode is kept as one (placed again, it takes its loan)', () => {
    expect(keptOrderOf(TYPED, { memNo: 7, nowMs: NOW, reason: 'sessionEnded', plusBuy: true }).plusBuy).toBe(
      true,
    );
  });

  test("only an order whose answer never came keeps its attempt's key", () => {
    const attempt = { clientOrderId: 'a1b2', order: '{"key":"XRP-KRW"}' };
    const of = (reason: KeptOrder['reason']) =>
      keptOrderOf(TYPED, { memNo: 7, nowMs: NOW, reason, plusBuy: false, attempt }).attempt;
    expect(of('unknownOutcome')).toBe(attempt);
    expect(of('notPlaced')).toBeNull();
    expect(of('sessionEnded')).toBeNull();
  });

  test('the form comes back as typed, its price kept from the last price', () => {
    expect(keptForm(kept())).toEqual({ ...TYPED, percent: 0, priceSet: true });
    const marketBuy = kept({ orderType: 'market', price: '', quantity: '', total: '50000' });
    expect(keptForm(marketBuy)).toMatchObject({ orderType: 'market', total: '50000', priceSet: false });
  });
});

describe("a kept order's options", () => {
  test('round-trip: time in force and self-trade mode come back as picked', () => {
    const typed = { ...TYPED, timeInForce: 'post_only' as const, smpType: 'reduce' as const };
    const stored = keptOrderOf(typed, { memNo: 7, nowMs: NOW, reason: 'sessionEnded', plusBuy: false });
    const read = keptOrdersSchema.parse({ orders: { 'XRP-KRW': JSON.parse(JSON.stringify(stored)) } });
    expect(keptForm(read.orders['XRP-KRW']!)).toMatchObject({ timeInForce: 'post_only', smpType: 'reduce' });
    const best = { ...emptyOrderForm('buy', 'best'), timeInForce: 'fok' as const, total: '50000' };
    expect(
      keptForm(keptOrderOf(best, { memNo: 7, nowMs: NOW, reason: 'notPlaced', plusBuy: false })),
    ).toMatchObject({ orderType: 'best', timeInForce: 'fok', total: '50000' });
  });

  test('kept before orders had options, or with one its type does not take: the defaults', () => {
    const { timeInForce: _t, smpType: _s, ...old } = kept();
    const read = keptOrdersSchema.parse({ orders: { 'XRP-KRW': old } });
    expect(keptForm(read.orders['XRP-KRW']!)).toMatchObject({ timeInForce: 'gtc', smpType: 'cancel_maker' });
    expect(keptForm(kept({ orderType: 'best', timeInForce: 'gtc' })).timeInForce).toBe('ioc');
  });
});

describe('a kept order per coin, for KEPT_ORDER_TTL_MS', () => {
  test('the time a kept order lives is ten minutes', () => {
    expect(KEPT_ORDER_TTL_MS).toBe(600_000);
  });

  test.each([
    ['just kept', 0, true],
    ['a minute before it expires', KEPT_ORDER_TTL_MS - 60_000, true],
    ['at ten minutes', KEPT_ORDER_TTL_MS, false],
    ['an hour later', 3_600_000, false],
  ])('%s: offered %s', (_, age, live) => {
    const orders: KeptOrders = { 'XRP-KRW': kept() };
    expect(liveKeptOrder(orders, 'XRP-KRW', NOW + age) !== undefined).toBe(live);
  });

  test("another coin's kept order is not this coin's", () => {
    const orders = withKeptOrder({}, 'XRP-KRW', kept(), NOW);
    expect(liveKeptOrder(orders, 'BTC-KRW', NOW)).toBeUndefined();
    expect(liveKeptOrder(orders, 'XRP-KRW', NOW)).toBe(orders['XRP-KRW']);
  });

  test("keeping one coin's order replaces that coin's, keeps the others' and drops the expired", () => {
    const old = kept({ keptAtMs: NOW - KEPT_ORDER_TTL_MS });
    const eth = kept({ quantity: '2' });
    const later = NOW + 1_000;
    const orders = withKeptOrder(
      { 'XRP-KRW': kept(), 'ETH-KRW': eth, 'BTC-KRW': old },
      'XRP-KRW',
      kept({ quantity: '5' }),
      later,
    );
    expect(orders).toEqual({ 'XRP-KRW': kept({ quantity: '5' }), 'ETH-KRW': eth });
    expect(withKeptOrder(orders, 'XRP-KRW', undefined, later)).toEqual({ 'ETH-KRW': eth });
  });

  test('offered to the member who typed it, to nobody else', () => {
    expect(offeredTo(kept(), 7)).toBe(true);
    expect(offeredTo(kept(), 8)).toBe(false);
    expect(offeredTo(kept(), undefined)).toBe(false);
  });
});

describe('kept orders read back from storage', () => {
  test('what was written reads back', () => {
    const orders = { 'XRP-KRW': kept() };
    expect(keptOrdersSchema.parse(JSON.parse(JSON.stringify({ orders })))).toEqual({ orders });
  });

  test.each([
    ['not an object', { orders: 'x' }, {}],
    [
      'an entry of the wrong shape is dropped, not the others',
      { orders: { 'XRP-KRW': kept(), 'BTC-KRW': { side: 'up' } } },
      { 'XRP-KRW': kept() },
    ],
    ['an unknown reason', { orders: { 'XRP-KRW': { ...kept(), reason: 'maybe' } } }, {}],
  ])('%s', (_, stored, orders) => {
    expect(keptOrdersSchema.parse(stored)).toEqual({ orders });
  });
});
