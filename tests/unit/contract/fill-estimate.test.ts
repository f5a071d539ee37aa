import { describe, expect, test } from 'vitest';
import {
  fillEstimate,
  isEstimated,
  type EstimateBook,
  type EstimatedOrder,
  type FillEstimate,
} from '../../../contract/fill-estimate';
import { walkLevels } from '../../../contract/book-walk';

/** A KRW book: asks 100 ×1, 101 ×2, 102 ×3; bids 99 ×1, 98 ×2 (mid 99.5). */
const BOOK: EstimateBook = {
  asks: [
    [100, 1],
    [101, 2],
    [102, 3],
  ],
  bids: [
    [99, 1],
    [98, 2],
  ],
};
const EMPTY: EstimateBook = { asks: [], bids: [] };

function order(fields: Partial<EstimatedOrder>): EstimatedOrder {
  return { market: 'KRW', side: 'buy', orderType: 'market', ...fields };
}

type Expected = Partial<Omit<FillEstimate, 'averagePrice' | 'slippageFromBest' | 'slippageFromMid'>> & {
  averagePrice?: number | undefined;
  slippageFromBest?: number | undefined;
  slippageFromMid?: number | undefined;
};

const CASES: [string, EstimatedOrder, EstimateBook, Expected][] = [
  [
    'empty book: nothing filled, not complete',
    order({ amount: 10_000 }),
    EMPTY,
    {
      quantity: 0,
      amount: 0,
      averagePrice: undefined,
      worstPrice: undefined,
      levels: 0,
      slippageFromBest: undefined,
      slippageFromMid: undefined,
      fee: 0,
      total: 0,
      complete: false,
      killed: false,
    },
  ],
  [
    'one level: a market sell inside the best bid',
    order({ side: 'sell', quantity: 0.5 }),
    { asks: [[100, 1]], bids: [[99, 1]] },
    {
      quantity: 0.5,
      amount: 49,
      averagePrice: 99,
      worstPrice: 99,
      levels: 1,
      slippageFromBest: 0,
      slippageFromMid: (0.5 / 99.5) * 100,
      fee: 1,
      total: 48,
      complete: true,
    },
  ],
  [
    'exact fill at a level boundary: an ioc limit buy of 3 at 101 empties two levels',
    order({ orderType: 'limit', timeInForce: 'ioc', price: 101, quantity: 3 }),
    BOOK,
    {
      quantity: 3,
      amount: 302,
      averagePrice: 302 / 3,
      worstPrice: 101,
      levels: 2,
      slippageFromBest: (302 / 3 / 100 - 1) * 100,
      slippageFromMid: ((302 / 3 - 99.5) / 99.5) * 100,
      fee: 1,
      total: 303,
      complete: true,
      killed: false,
    },
  ],
  [
    'exact budget at a level boundary: a market buy of 302 takes two whole levels',
    order({ amount: 302 }),
    BOOK,
    { quantity: 3, amount: 302, worstPrice: 101, levels: 2, complete: true },
  ],
  [
    'a budget that does not divide the price: the last level gives whole 1e-8 within it',
    order({ amount: 150 }),
    BOOK,
    {
      quantity: 1.4950495,
      amount: 150,
      averagePrice: (100 + 101 * 0.4950495) / 1.4950495,
      worstPrice: 101,
      levels: 2,
      fee: 1,
      total: 151,
      complete: true,
    },
  ],
  [
    'a limit cuts the walk: an ioc buy of 5 at 101 gets 3',
    order({ orderType: 'limit', timeInForce: 'ioc', price: 101, quantity: 5 }),
    BOOK,
    { quantity: 3, amount: 302, worstPrice: 101, levels: 2, complete: false, killed: false },
  ],
  [
    'a fok the limit cuts is killed',
    order({ orderType: 'limit', timeInForce: 'fok', price: 101, quantity: 5 }),
    BOOK,
    { quantity: 3, levels: 2, complete: false, killed: true },
  ],
  [
    'a fok the book fills is not killed',
    order({ orderType: 'limit', timeInForce: 'fok', price: 102, quantity: 5 }),
    BOOK,
    { quantity: 5, amount: 100 + 202 + 204, worstPrice: 102, levels: 3, complete: true, killed: false },
  ],
  [
    'a best-price buy takes only the best ask',
    order({ orderType: 'best', timeInForce: 'ioc', amount: 1_000 }),
    BOOK,
    { quantity: 1, amount: 100, worstPrice: 100, levels: 1, slippageFromBest: 0, complete: false },
  ],
  [
    'a best-price sell by quantity takes only the best bid',
    order({ side: 'sell', orderType: 'best', timeInForce: 'fok', quantity: 1 }),
    BOOK,
    { quantity: 1, amount: 99, worstPrice: 99, levels: 1, fee: 1, total: 98, complete: true, killed: false },
  ],
  [
    'a market sell through two bids: slippage against the best bid and the mid',
    order({ side: 'sell', quantity: 2 }),
    BOOK,
    {
      quantity: 2,
      amount: 197,
      averagePrice: 98.5,
      worstPrice: 98,
      levels: 2,
      slippageFromBest: (0.5 / 99) * 100,
      slippageFromMid: (1 / 99.5) * 100,
      fee: 1,
      total: 196,
      complete: true,
    },
  ],
  [
    'a market buy beyond the whole side: not complete, every level used',
    order({ amount: 1_000 }),
    BOOK,
    { quantity: 6, amount: 100 + 202 + 306, worstPrice: 102, levels: 3, complete: false },
  ],
  [
    'BTC market: amounts keep 8 decimals and the fee is 0.25 %',
    order({ market: 'BTC', side: 'sell', quantity: 2 }),
    { asks: [], bids: [[0.00012345, 10]] },
    { quantity: 2, amount: 0.0002469, fee: 0.00000062, total: 0.00024628, slippageFromMid: undefined },
  ],
];

describe('fillEstimate', () => {
  test.each(CASES)('%s', (_, estimated, book, expected) => {
    const estimate = fillEstimate(estimated, book);
    expect(estimate).toBeDefined();
    for (const [field, value] of Object.entries(expected)) {
      const actual = estimate![field as keyof FillEstimate];
      if (typeof value === 'number' && !Number.isInteger(value)) expect(actual).toBeCloseTo(value, 9);
      else expect(actual, field).toEqual(value);
    }
  });

  test('walks the book by walkLevels, the matching core’s rule: same quantity and worst price', () => {
    const estimate = fillEstimate(order({ amount: 555 }), BOOK)!;
    const walk = walkLevels('buy', BOOK.asks, { quantity: Infinity, budget: 555 });
    expect([estimate.quantity, estimate.worstPrice, estimate.levels, estimate.complete]).toEqual([
      walk.quantity,
      walk.worstPrice,
      walk.levels,
      walk.complete,
    ]);
  });

  test('a Plus buy market order: the loan of what it spends and the level at the worst price reached', () => {
    const book: EstimateBook = {
      asks: [
        [50_000_000, 0.01],
        [50_100_000, 1],
      ],
      bids: [[49_900_000, 1]],
    };
    const estimate = fillEstimate(order({ amount: 1_000_000, plusBuy: true }), book)!;
    expect(estimate.quantity).toBe(0.01998003);
    expect(estimate.amount).toBe(1_000_000);
    // 0.01998003 × 50,100,000 = 1,001,000.503 → 1,001,001 ÷ 800,000 = 125.125 % → 125.1.
    expect(estimate.plusBuy).toEqual({ loan: 800_000, level: 125.1 });
    expect(fillEstimate(order({ amount: 1_000_000 }), book)!.plusBuy).toBeUndefined();
  });

  test.each([
    ['a gtc limit may rest', order({ orderType: 'limit', timeInForce: 'gtc', price: 100, quantity: 1 })],
    ['a limit without a time in force is gtc', order({ orderType: 'limit', price: 100, quantity: 1 })],
    [
      'a post-only never takes',
      order({ orderType: 'limit', timeInForce: 'post_only', price: 90, quantity: 1 }),
    ],
    ['a stop-limit waits for its stop', order({ orderType: 'stopLimit', price: 100, quantity: 1 })],
    ['a market buy without an amount', order({})],
    ['a market sell with a zero quantity', order({ side: 'sell', quantity: 0 })],
    ['an ioc limit without a price', order({ orderType: 'limit', timeInForce: 'ioc', quantity: 1 })],
  ])('no estimate: %s', (_, estimated) => {
    expect(fillEstimate(estimated, BOOK)).toBeUndefined();
  });

  test.each([
    ['market', undefined, true],
    ['best', 'ioc', true],
    ['limit', 'ioc', true],
    ['limit', 'fok', true],
    ['limit', 'gtc', false],
    ['limit', 'post_only', false],
    ['limit', undefined, false],
    ['stopLimit', undefined, false],
  ] as const)('isEstimated(%s, %s) is %s', (orderType, timeInForce, expected) => {
    expect(isEstimated(orderType, timeInForce)).toBe(expected);
  });
});
