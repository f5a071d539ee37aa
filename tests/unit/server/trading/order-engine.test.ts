import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  buyCost,
  feeOf,
  floorTo,
  MAX_OPEN_ORDERS,
  roundTo,
  roundToTick,
  specTicks,
  type OrderProblem,
} from '../../../../contract';
import { orderSummary } from '../../../../src/features/order-panel/rules';
import { EngineHarness, listing, thrown } from './engine-harness';

let h: EngineHarness;
beforeEach(() => {
  h = new EngineHarness();
});
afterEach(() => {
  expect(h.errors).toEqual([]);
  h.close();
});

/** The tick above (or, negative, below) `price` on KRW, `steps` times. */
function ticks(price: number, steps: number): number {
  let p = price;
  for (let i = 0; i < Math.abs(steps); i += 1)
    p = roundToTick(
      specTicks('KRW'),
      steps > 0 ? p + specTicks('KRW')(p) : p - specTicks('KRW')(p * (1 - 1e-9)),
    );
  return p;
}

describe('the checks of contract/trading.ts answer ORDER_REJECTED with the problem', () => {
  const cases: [OrderProblem, Record<string, unknown>][] = [
    ['priceRequired', { orderType: 'limit', side: 'buy', quantity: 1 }],
    ['stopPriceRequired', { orderType: 'stopLimit', side: 'buy', price: 3000, quantity: 2 }],
    ['quantityRequired', { orderType: 'limit', side: 'buy', price: 3000 }],
    ['amountRequired', { orderType: 'market', side: 'buy' }],
    ['offTick', { orderType: 'limit', side: 'buy', price: 3001, quantity: 2 }],
    ['stopOffTick', { orderType: 'stopLimit', side: 'buy', price: 3000, stopPrice: 3001, quantity: 2 }],
    ['quantityDecimals', { orderType: 'limit', side: 'buy', price: 3000, quantity: 1.123456789 }],
    ['amountDecimals', { orderType: 'market', side: 'buy', amount: 10_000.5 }],
    ['outsidePriceBand', { orderType: 'limit', side: 'buy', price: 1000, quantity: 10 }],
    [
      'stopOutsidePriceBand',
      { orderType: 'stopLimit', side: 'buy', price: 3000, stopPrice: 9000, quantity: 2 },
    ],
    ['belowMinimum', { orderType: 'limit', side: 'buy', price: 3000, quantity: 1 }],
    ['aboveMaximum', { orderType: 'limit', side: 'buy', price: 3000, quantity: 400_000 }],
    ['insufficientBalance', { orderType: 'limit', side: 'buy', price: 3000, quantity: 10_000 }],
    ['insufficientBalance', { orderType: 'limit', side: 'sell', price: 3500, quantity: 10 }],
  ];
  test.each(cases)('%s', (problem, order) => {
    const memNo = h.member('demo-voucher', { KRW: 1_000_000 });
    const error = thrown(() => h.place(memNo, { key: 'XRP-KRW', ...order }));
    expect(error).toMatchObject({ status: 400, code: 'ORDER_REJECTED', data: { problem } });
    expect(h.balance(memNo, 'KRW')).toMatchObject({ balance: 1_000_000, locked: 0 });
  });

  test('a stop at the last price', () => {
    const memNo = h.member('demo-voucher', { KRW: 1_000_000 });
    const last = h.price('XRP-KRW');
    const error = thrown(() =>
      h.place(memNo, {
        key: 'XRP-KRW',
        orderType: 'stopLimit',
        side: 'buy',
        price: last,
        stopPrice: last,
        quantity: 5,
      }),
    );
    expect(error).toMatchObject({ code: 'ORDER_REJECTED', data: { problem: 'stopAtLastPrice' } });
  });

  test('a closed market and a coin that does not trade keep their own codes', () => {
    const memNo = h.member('demo-voucher', { KRW: 1_000_000 });
    h.model.setMarketOpen('KRW', false);
    expect(
      thrown(() => h.place(memNo, { key: 'XRP-KRW', orderType: 'market', side: 'buy', amount: 10_000 })),
    ).toMatchObject({ status: 409, code: 'MARKET_CLOSED' });
    h.model.setMarketOpen('KRW', true);
    expect(
      thrown(() => h.place(memNo, { key: 'WEMIX-KRW', orderType: 'market', side: 'buy', amount: 10_000 })),
    ).toMatchObject({ status: 409, code: 'NOT_TRADABLE' });
  });

  test(`at most ${MAX_OPEN_ORDERS} open orders per member`, () => {
    const memNo = h.member('demo-voucher', { KRW: 100_000_000 });
    const price = ticks(h.price('XRP-KRW'), -40);
    for (let i = 0; i < MAX_OPEN_ORDERS; i += 1)
      h.place(memNo, { key: 'XRP-KRW', orderType: 'limit', side: 'buy', price, quantity: 2 });
    expect(
      thrown(() => h.place(memNo, { key: 'XRP-KRW', orderType: 'limit', side: 'buy', price, quantity: 2 })),
    ).toMatchObject({ status: 409, code: 'TOO_MANY_OPEN_ORDERS' });
  });
});

describe('fills and fees in whole won', () => {
  test('a crossing limit buy fills at the ask levels; it pays ceil(Σ price × quantity) and its fee', () => {
    const asks = h.books.snapshot('XRP-KRW')!.asks;
    const quantity = Math.round((asks[0]![1] + asks[1]![1] / 2) * 1e8) / 1e8;
    // Two of the model's levels are worth tens of millions of KRW (server/README, the model's depth).
    const krw = Math.ceil(asks[2]![0] * quantity * 1.01);
    const memNo = h.member('demo-voucher', { KRW: krw });
    const order = h.place(memNo, {
      key: 'XRP-KRW',
      orderType: 'limit',
      side: 'buy',
      price: asks[2]![0],
      quantity,
    });
    expect(order.status).toBe('filled');
    const value = asks[0]![0] * asks[0]![1] + asks[1]![0] * (quantity - asks[0]![1]);
    const amount = Math.ceil(value - 1e-9);
    expect(order.filledAmount).toBe(amount);
    expect(order.fee).toBe(feeOf('KRW', amount));
    expect(order.fee).toBe(Math.ceil(amount * 0.0005));
    expect(h.balance(memNo, 'KRW')).toMatchObject({ balance: krw - amount - order.fee, locked: 0 });
    expect(h.balance(memNo, 'XRP').balance).toBe(quantity);
    const fills = h.ledger.fillsOf([order.orderId]);
    expect(fills.map((f) => f.price)).toEqual([asks[0]![0], asks[1]![0]]);
    expect(fills.every((f) => Number.isInteger(f.amount) && Number.isInteger(f.fee) && !f.maker)).toBe(true);
    expect(fills.reduce((sum, f) => sum + f.amount, 0)).toBe(amount);
    expect(order.avgFillPrice).toBeCloseTo(value / quantity, 6);
  });

  test('a market sell receives floor of its value less the fee', () => {
    const memNo = h.member('demo-voucher', { XRP: 20 });
    const bids = h.books.snapshot('XRP-KRW')!.bids;
    const order = h.place(memNo, { key: 'XRP-KRW', orderType: 'market', side: 'sell', quantity: 5 });
    expect(order.status).toBe('filled');
    const amount = Math.floor(bids[0]![0] * 5);
    expect(order).toMatchObject({ filledQuantity: 5, filledAmount: amount, fee: feeOf('KRW', amount) });
    expect(h.balance(memNo, 'KRW').balance).toBe(amount - feeOf('KRW', amount));
    expect(h.balance(memNo, 'XRP')).toMatchObject({ balance: 15, locked: 0 });
  });

  test('a market buy by amount spends at most the amount, and the fee on top', () => {
    const memNo = h.member('demo-voucher', { KRW: 100_000 });
    const order = h.place(memNo, { key: 'XRP-KRW', orderType: 'market', side: 'buy', amount: 50_000 });
    expect(order.status).toBe('filled');
    expect(order.filledAmount).toBeLessThanOrEqual(50_000);
    expect(order.filledAmount).toBeGreaterThan(50_000 - h.books.snapshot('XRP-KRW')!.asks[0]![0]);
    expect(order.quantity).toBe(order.filledQuantity);
    expect(h.balance(memNo, 'KRW')).toMatchObject({
      balance: 100_000 - order.filledAmount - order.fee,
      locked: 0,
    });
  });

  // The order panel's summary of a market buy (the order total, the fee on top, the total debited) is
  // what the engine takes: 100,000 KRW → fee 50 → 100,050 KRW.
  test.each(['XRP-KRW', 'ETH-KRW', 'SHIB-KRW'])(
    'a market buy on %s debits the total the order panel showed',
    (key) => {
      for (const amount of [5_000, 100_000, 123_457, 999_999]) {
        const memNo = h.member('demo-voucher', { KRW: 2_000_000 });
        const shown = orderSummary({ market: 'KRW', side: 'buy', orderType: 'market', amount }, h.price(key));
        const order = h.place(memNo, { key, orderType: 'market', side: 'buy', amount });
        expect(order.status).toBe('filled');
        const krw = h.balance(memNo, 'KRW');
        expect({ amount: order.filledAmount, fee: order.fee, debit: 2_000_000 - krw.balance }).toEqual({
          amount: shown.amount,
          fee: shown.fee,
          debit: shown.total,
        });
        expect(krw.locked).toBe(0);
      }
    },
  );

  test('a market buy of BTC leaves in the balance what 1e-8 BTC cannot buy, and debits no more than shown', () => {
    const price = h.price('BTC-KRW');
    // One 1e-8 of BTC is worth more than a won: the fills may stop a won short of the order total.
    expect(price).toBeGreaterThan(1e8);
    for (const amount of [5_000, 100_000, 123_457, 999_999]) {
      const memNo = h.member('demo-voucher', { KRW: 2_000_000 });
      const shown = buyCost('KRW', amount);
      const order = h.place(memNo, { key: 'BTC-KRW', orderType: 'market', side: 'buy', amount });
      const debit = 2_000_000 - h.balance(memNo, 'KRW').balance;
      expect(debit).toBe(buyCost('KRW', order.filledAmount).total);
      expect(debit).toBeLessThanOrEqual(shown.total);
      expect(amount - order.filledAmount).toBeLessThan(Math.ceil(price * 1e-8));
    }
  });

  test('member against member: the buyer pays what the seller gets, each pays a fee', () => {
    const seller = h.member('demo-voucher', { XRP: 100 });
    const buyer = h.member('demo-premium', { KRW: 1_000_000 });
    // At the last price: the liquidity's best ask is a tick above, so the member's sell is the best.
    const price = h.price('XRP-KRW');
    const resting = h.place(seller, {
      key: 'XRP-KRW',
      orderType: 'limit',
      side: 'sell',
      price,
      quantity: 10,
    });
    expect(resting.status).toBe('pending');
    const taken = h.place(buyer, { key: 'XRP-KRW', orderType: 'limit', side: 'buy', price, quantity: 4 });
    expect(taken.status).toBe('filled');
    const amount = price * 4;
    expect(h.balance(buyer, 'KRW').balance).toBe(1_000_000 - amount - feeOf('KRW', amount));
    expect(h.balance(seller, 'KRW').balance).toBe(amount - feeOf('KRW', amount));
    expect(h.balance(seller, 'XRP')).toMatchObject({ balance: 96, locked: 6 });
    const [fill] = h.ledger.fillsOf([resting.orderId]);
    expect(fill).toMatchObject({ maker: true, counterMemNo: buyer, amount });
  });

  test('the average buy price follows purchases in KRW', () => {
    const memNo = h.member('demo-voucher', { KRW: 1_000_000 });
    const order = h.place(memNo, { key: 'XRP-KRW', orderType: 'market', side: 'buy', amount: 100_000 });
    expect(h.balance(memNo, 'XRP').avgBuyAmt).toBeCloseTo(order.avgFillPrice!, 6);
  });
});

describe('the model trades through member orders', () => {
  test('a resting buy above the trade fills in full at its own price; at the price up to the trade quantity', () => {
    const a = h.member('demo-voucher', { KRW: 100_000_000 });
    const b = h.member('demo-premium', { KRW: 100_000_000 });
    const last = h.price('ETH-KRW');
    const high = ticks(last, -2);
    const low = ticks(last, -4);
    const above = h.place(a, { key: 'ETH-KRW', orderType: 'limit', side: 'buy', price: high, quantity: 1 });
    const at = h.place(b, { key: 'ETH-KRW', orderType: 'limit', side: 'buy', price: low, quantity: 1 });
    h.trade('ETH-KRW', low);
    const filled = h.ledger.order(above.orderId)!;
    expect(filled).toMatchObject({ status: 'filled', filledQuantity: 1 });
    expect(h.ledger.fillsOf([above.orderId])[0]).toMatchObject({ price: high, counterMemNo: 0, maker: true });
    const partial = h.ledger.order(at.orderId)!;
    const tradeQuantity = h.trades.at(-1)!.quantity;
    expect(partial.status).toBe('pending');
    expect(partial.filledQuantity).toBeCloseTo(Math.min(1, tradeQuantity), 8);
  });

  test('a trade finer than 1e-8 at the price leaves the book and the ledger the same open part', () => {
    const memNo = h.member('demo-voucher', { KRW: 10_000_000 });
    const last = h.price('ADA-KRW');
    const order = h.place(memNo, {
      key: 'ADA-KRW',
      orderType: 'limit',
      side: 'buy',
      price: last,
      quantity: 100,
    });
    h.trade('ADA-KRW', last);
    // ADA's model trades count 2^-9 coins: this one has nine decimals, the ledger's quantities eight.
    const traded = h.trades.at(-1)!.quantity;
    expect(roundTo(traded, 8)).not.toBe(traded);
    const partial = h.ledger.order(order.orderId)!;
    expect(h.books.book('ADA-KRW').openQuantity(order.orderId)).toBe(
      roundTo(partial.quantity - partial.filledQuantity, 8),
    );
    expect(partial.filledQuantity).toBe(floorTo(traded, 8));
    // A trade through the rest fills it whole: the ledger takes what the book held, no more.
    h.trade('ADA-KRW', ticks(last, -2));
    expect(h.ledger.order(order.orderId)).toMatchObject({ status: 'filled', filledQuantity: 100 });
  });

  test('fills of member orders are published as the coin trades, and move the last price', () => {
    const memNo = h.member('demo-voucher', { KRW: 100_000_000 });
    const asks = h.books.snapshot('XRP-KRW')!.asks;
    h.place(memNo, {
      key: 'XRP-KRW',
      orderType: 'limit',
      side: 'buy',
      price: asks[1]![0],
      quantity: asks[0]![1] + 0.5,
    });
    expect(h.trades.map((t) => [t.source, t.price, t.side])).toEqual([
      ['book', asks[0]![0], 1],
      ['book', asks[1]![0], 1],
    ]);
    expect(h.price('XRP-KRW')).toBe(asks[1]![0]);
    // The liquidity followed: the best ask is what the buy left of the level it took from, at the last
    // price, and the best bid a tick below it (a one-tick spread).
    const book = h.books.snapshot('XRP-KRW')!;
    expect(book.asks[0]).toEqual([asks[1]![0], asks[1]![1] - 0.5]);
    expect(book.bids[0]![0]).toBe(ticks(asks[1]![0], -1));
  });
});

describe('stop-limit orders', () => {
  test('wait with their lock until a trade reaches the stop, then enter the book', () => {
    const memNo = h.member('demo-voucher', { KRW: 10_000_000 });
    const last = h.price('XRP-KRW');
    const stop = ticks(last, 5);
    const order = h.place(memNo, {
      key: 'XRP-KRW',
      orderType: 'stopLimit',
      side: 'buy',
      price: ticks(last, 8),
      stopPrice: stop,
      quantity: 10,
    });
    expect(order).toMatchObject({ status: 'pending', triggered: false, stopCondition: 'gte' });
    expect(h.balance(memNo, 'KRW').locked).toBeGreaterThan(0);
    expect(h.books.snapshot('XRP-KRW')!.bids.some(([p]) => p === order.price)).toBe(false);
    h.trade('XRP-KRW', ticks(last, 4));
    expect(h.ledger.order(order.orderId)!.triggered).toBe(false);
    h.trade('XRP-KRW', stop);
    const after = h.ledger.order(order.orderId)!;
    expect(after.triggered).toBe(true);
    expect(after.filledQuantity).toBe(10);
    const kinds = h.orderEvents.flatMap((e) => e.events).filter((e) => e.order.orderId === order.orderId);
    expect(kinds.map((e) => e.kind)).toEqual(expect.arrayContaining(['placed', 'triggered', 'filled']));
  });
});

describe('cancel, cancel-all, replace', () => {
  test('cancel releases the lock; a filled or cancelled order is ORDER_CLOSED, an unknown one ORDER_NOT_FOUND', () => {
    const memNo = h.member('demo-voucher', { KRW: 1_000_000 });
    const price = ticks(h.price('XRP-KRW'), -10);
    const order = h.place(memNo, { key: 'XRP-KRW', orderType: 'limit', side: 'buy', price, quantity: 10 });
    expect(h.balance(memNo, 'KRW').locked).toBe(price * 10 + feeOf('KRW', price * 10));
    expect(h.engine.cancel(memNo, order.orderId).status).toBe('cancelled');
    expect(h.balance(memNo, 'KRW')).toMatchObject({ balance: 1_000_000, locked: 0 });
    expect(thrown(() => h.engine.cancel(memNo, order.orderId))).toMatchObject({
      status: 409,
      code: 'ORDER_CLOSED',
    });
    const filled = h.place(memNo, { key: 'XRP-KRW', orderType: 'market', side: 'buy', amount: 10_000 });
    const before = h.balance(memNo, 'KRW');
    expect(thrown(() => h.engine.cancel(memNo, filled.orderId))).toMatchObject({ code: 'ORDER_CLOSED' });
    expect(h.balance(memNo, 'KRW')).toEqual(before);
    expect(thrown(() => h.engine.cancel(memNo, 999_999))).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
    const other = h.member('demo-premium', { KRW: 0 });
    const mine = h.place(memNo, { key: 'XRP-KRW', orderType: 'limit', side: 'buy', price, quantity: 10 });
    expect(thrown(() => h.engine.cancel(other, mine.orderId))).toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });

  test('cancel-all cancels every open order of the member on that coin only', () => {
    const memNo = h.member('demo-voucher', { KRW: 10_000_000, ETH: 1 });
    const xrp = ticks(h.price('XRP-KRW'), -10);
    h.place(memNo, { key: 'XRP-KRW', orderType: 'limit', side: 'buy', price: xrp, quantity: 10 });
    h.place(memNo, { key: 'XRP-KRW', orderType: 'limit', side: 'buy', price: ticks(xrp, -1), quantity: 10 });
    const eth = h.place(memNo, {
      key: 'ETH-KRW',
      orderType: 'limit',
      side: 'sell',
      price: ticks(h.price('ETH-KRW'), 10),
      quantity: 0.5,
    });
    const cancelled = h.engine.cancelAll(memNo, 'XRP-KRW');
    expect(cancelled.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
    expect(h.balance(memNo, 'KRW').locked).toBe(0);
    expect(h.ledger.order(eth.orderId)!.status).toBe('pending');
    expect(h.engine.cancelAll(memNo, 'XRP-KRW')).toEqual([]);
  });

  test('replace cancels and places the open quantity at the new price in one step', () => {
    const memNo = h.member('demo-voucher', { KRW: 1_000_000 });
    const price = ticks(h.price('XRP-KRW'), -10);
    const order = h.place(memNo, { key: 'XRP-KRW', orderType: 'limit', side: 'buy', price, quantity: 10 });
    const lower = ticks(price, -3);
    const replaced = h.engine.replace(memNo, order.orderId, { price: lower });
    expect(replaced).toMatchObject({ status: 'pending', price: lower, quantity: 10, side: 'buy' });
    expect(h.ledger.order(order.orderId)!.status).toBe('cancelled');
    expect(h.balance(memNo, 'KRW').locked).toBe(lower * 10 + feeOf('KRW', lower * 10));
    expect(h.books.snapshot('XRP-KRW')!.bids.find(([p]) => p === lower)![1]).toBeGreaterThanOrEqual(10);
    expect(thrown(() => h.engine.replace(memNo, replaced.orderId, { price: price + 1 }))).toMatchObject({
      code: 'ORDER_REJECTED',
      data: { problem: 'offTick' },
    });
    expect(h.ledger.order(replaced.orderId)!.status).toBe('pending');
    expect(thrown(() => h.engine.replace(memNo, order.orderId, { price }))).toMatchObject({
      code: 'ORDER_CLOSED',
    });
  });
});

describe('idempotency keys', () => {
  test('a retry answers the first order; a different order with the key is a conflict', () => {
    const memNo = h.member('demo-voucher', { KRW: 1_000_000 });
    const price = ticks(h.price('XRP-KRW'), -10);
    const body = { key: 'XRP-KRW', orderType: 'limit' as const, side: 'buy' as const, price, quantity: 10 };
    const first = h.place(memNo, { ...body, clientOrderId: 'retry-key-1' });
    const locked = h.balance(memNo, 'KRW').locked;
    const again = h.place(memNo, { ...body, clientOrderId: 'retry-key-1' });
    expect(again.orderId).toBe(first.orderId);
    expect(h.balance(memNo, 'KRW').locked).toBe(locked);
    expect(
      thrown(() => h.place(memNo, { ...body, quantity: 11, clientOrderId: 'retry-key-1' })),
    ).toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY_CONFLICT',
    });
    const other = h.member('demo-premium', { KRW: 1_000_000 });
    expect(h.place(other, { ...body, clientOrderId: 'retry-key-1' }).orderId).not.toBe(first.orderId);
  });

  test('a retry after the market closed still answers the order it placed', () => {
    const memNo = h.member('demo-voucher', { KRW: 1_000_000 });
    const price = ticks(h.price('XRP-KRW'), -10);
    const body = { key: 'XRP-KRW', orderType: 'limit' as const, side: 'buy' as const, price, quantity: 10 };
    const first = h.place(memNo, { ...body, clientOrderId: 'retry-key-closed' });
    h.model.setMarketOpen('KRW', false);
    try {
      expect(h.place(memNo, { ...body, clientOrderId: 'retry-key-closed' }).orderId).toBe(first.orderId);
      expect(thrown(() => h.place(memNo, body))).toMatchObject({ status: 409, code: 'MARKET_CLOSED' });
    } finally {
      h.model.setMarketOpen('KRW', true);
    }
  });
});

describe('history', () => {
  test('closed orders of a KST date range, newest first, paged, with their fills and the total', () => {
    const memNo = h.member('demo-voucher', { KRW: 10_000_000 });
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      h.clock += 1000;
      ids.push(h.place(memNo, { key: 'XRP-KRW', orderType: 'market', side: 'buy', amount: 10_000 }).orderId);
    }
    h.place(memNo, {
      key: 'XRP-KRW',
      orderType: 'limit',
      side: 'buy',
      price: ticks(h.price('XRP-KRW'), -10),
      quantity: 5,
    });
    const day = new Date(h.clock + 9 * 3_600_000).toISOString().slice(0, 10);
    const page1 = h.engine.history(memNo, { from: day, to: day, page: 1, size: 2 });
    expect(page1.total).toBe(5);
    expect(page1.rows.map((r) => r.orderId)).toEqual([ids[4], ids[3]]);
    expect(page1.rows[0]!.fills.length).toBeGreaterThan(0);
    expect(page1.rows[0]!.fills.every((f) => f.orderId === ids[4])).toBe(true);
    const page3 = h.engine.history(memNo, { from: day, to: day, page: 3, size: 2 });
    expect(page3.rows.map((r) => r.orderId)).toEqual([ids[0]]);
    expect(h.engine.history(memNo, { from: '2020-01-01', to: '2020-01-02', page: 1, size: 20 }).total).toBe(
      0,
    );
  });
});

describe('chart-pending', () => {
  test('lists orders resting in the book: a stop-limit only once triggered', () => {
    const memNo = h.member('demo-voucher', { KRW: 10_000_000 });
    const xrp = listing('XRP-KRW');
    const last = h.price('XRP-KRW');
    h.place(memNo, { key: 'XRP-KRW', orderType: 'limit', side: 'buy', price: ticks(last, -10), quantity: 5 });
    h.place(memNo, {
      key: 'XRP-KRW',
      orderType: 'stopLimit',
      side: 'buy',
      price: ticks(last, -20),
      stopPrice: ticks(last, -15),
      quantity: 5,
    });
    expect(h.engine.chartPending(memNo, xrp, 30)).toEqual([
      { tradeTypeCd: '2', unitPrice: ticks(last, -10) },
    ]);
  });
});

describe('depth and restart', () => {
  test('a resting order shows in the book and its level goes out as a depth change', () => {
    const memNo = h.member('demo-voucher', { KRW: 10_000_000 });
    const changes: [string, number[][], number[][]][] = [];
    h.books.onDepth((key, asks, bids) => changes.push([key, asks, bids]));
    const price = ticks(h.price('XRP-KRW'), -3);
    const before = h.books.snapshot('XRP-KRW')!.bids.find(([p]) => p === price)![1];
    h.place(memNo, { key: 'XRP-KRW', orderType: 'limit', side: 'buy', price, quantity: 7 });
    expect(changes).toEqual([['XRP-KRW', [], [[price, Math.round((before + 7) * 1e8) / 1e8]]]]);
  });

  test('a new engine on the same ledger rebuilds the books from the open orders', () => {
    const memNo = h.member('demo-voucher', { KRW: 10_000_000 });
    const price = ticks(h.price('XRP-KRW'), -35);
    const order = h.place(memNo, { key: 'XRP-KRW', orderType: 'limit', side: 'buy', price, quantity: 7 });
    h.restart();
    expect(h.books.book('XRP-KRW').openQuantity(order.orderId)).toBe(7);
  });
});
