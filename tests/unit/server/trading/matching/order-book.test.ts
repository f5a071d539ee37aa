import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { roundTo } from '../../../../../contract';
import { OrderBook, type Match } from '../../../../../server/trading/matching/order-book';

/** A book with resting orders given as [id, owner, side, price, quantity], in that time order. */
function bookWith(rows: [number, number, 'buy' | 'sell', number, number][]): OrderBook {
  const book = new OrderBook();
  for (const [id, owner, side, price, quantity] of rows) book.rest(id, owner, side, price, quantity);
  book.takeLevelChanges();
  return book;
}

/** A market buy by budget, as the order engine places one. */
function marketBuy(book: OrderBook, id: number, owner: number, budget: number) {
  return book.place({
    id,
    owner,
    side: 'buy',
    quantity: Infinity,
    budget,
    limit: undefined,
    timeInForce: null,
    smp: 'cancel_maker',
  });
}

const fills = (matches: Match[]) => matches.map((m) => [m.makerId, m.price, m.quantity]);

describe('price-time priority', () => {
  test.each([
    {
      name: 'best price first, then the older order at a price',
      rows: [
        [1, 7, 'sell', 101, 1],
        [2, 7, 'sell', 100, 1],
        [3, 8, 'sell', 100, 1],
        [4, 8, 'sell', 102, 1],
      ] as [number, number, 'buy' | 'sell', number, number][],
      take: { side: 'buy' as const, price: 101, quantity: 2.5 },
      expected: [
        [2, 100, 1],
        [3, 100, 1],
        [1, 101, 0.5],
      ],
      rest: 0,
    },
    {
      name: 'a sell walks the bids from the highest down to its limit and rests the remainder',
      rows: [
        [1, 7, 'buy', 99, 2],
        [2, 7, 'buy', 100, 1],
        [3, 8, 'buy', 98, 5],
      ] as [number, number, 'buy' | 'sell', number, number][],
      take: { side: 'sell' as const, price: 99, quantity: 4 },
      expected: [
        [2, 100, 1],
        [1, 99, 2],
      ],
      rest: 1,
    },
  ])('$name', ({ rows, take, expected, rest }) => {
    const book = bookWith(rows);
    const result = book.placeLimit(99, 9, take.side, take.price, take.quantity);
    expect(fills(result.matches)).toEqual(expected);
    expect(result.remaining).toBe(rest);
    expect(result.rested).toBe(rest > 0);
    if (rest > 0) expect(book.openQuantity(99)).toBe(rest);
  });

  test('a crossing limit fills at the resting prices, never at its own worse limit', () => {
    const book = bookWith([[1, 7, 'sell', 100, 1]]);
    const result = book.placeLimit(2, 8, 'buy', 150, 1);
    expect(result.matches).toEqual([
      { makerId: 1, makerOwner: 7, takerId: 2, takerOwner: 8, takerSide: 'buy', price: 100, quantity: 1 },
    ]);
    expect(result.value).toBe(100);
  });

  test('a limit that does not cross rests at its price behind the orders already there', () => {
    const book = bookWith([[1, 7, 'buy', 100, 1]]);
    expect(book.placeLimit(2, 8, 'buy', 100, 2).matches).toEqual([]);
    expect(book.levels('buy', 5)).toEqual([[100, 3]]);
    const taken = book.placeMarket(3, 9, 'sell', 1.5);
    expect(fills(taken.matches)).toEqual([
      [1, 100, 1],
      [2, 100, 0.5],
    ]);
  });

  test('partial fills leave the maker with the rest, in 8-decimal quantities', () => {
    const book = bookWith([[1, 7, 'sell', 100, 0.3]]);
    book.placeLimit(2, 8, 'buy', 100, 0.1);
    expect(book.openQuantity(1)).toBe(0.2);
    expect(book.levels('sell', 1)).toEqual([[100, 0.2]]);
  });
});

describe('market orders', () => {
  test('by quantity walk the book and drop what the book cannot fill', () => {
    const book = bookWith([
      [1, 7, 'sell', 100, 1],
      [2, 7, 'sell', 101, 1],
    ]);
    const result = book.placeMarket(3, 8, 'buy', 3);
    expect(fills(result.matches)).toEqual([
      [1, 100, 1],
      [2, 101, 1],
    ]);
    expect(result).toMatchObject({ remaining: 1, rested: false, end: 'empty' });
    expect(book.has(3)).toBe(false);
  });

  test('a buy by budget spends at most the budget, level by level', () => {
    const book = bookWith([
      [1, 7, 'sell', 100, 1],
      [2, 7, 'sell', 200, 10],
    ]);
    const result = marketBuy(book, 3, 8, 500);
    expect(fills(result.matches)).toEqual([
      [1, 100, 1],
      [2, 200, 2],
    ]);
    expect(result.value).toBe(500);
    expect(result.end).toBe('filled');
    expect(book.openQuantity(2)).toBe(8);
  });

  test('a budget that does not divide the price buys the largest 1e-8 quantity it affords', () => {
    const book = bookWith([[1, 7, 'sell', 3, 100]]);
    const result = marketBuy(book, 2, 8, 10);
    expect(result.matches[0]!.quantity).toBe(3.33333333);
    expect(result.value).toBeLessThanOrEqual(10);
  });
});

describe('stop-limit orders', () => {
  test.each([
    { condition: 'gte' as const, stop: 110, prices: [105, 109], trigger: 110 },
    { condition: 'lte' as const, stop: 90, prices: [95, 91], trigger: 89 },
  ])('$condition: waits aside until the last price reaches $stop', ({ condition, stop, prices, trigger }) => {
    const book = bookWith([[1, 7, 'sell', 112, 1]]);
    book.holdStop({
      id: 2,
      owner: 8,
      side: 'buy',
      price: 112,
      stopPrice: stop,
      condition,
      quantity: 2,
      smp: 'cancel_maker',
    });
    expect(book.levels('buy', 5)).toEqual([]);
    for (const price of prices) expect(book.onLastPrice(price)).toEqual([]);
    const [triggered] = book.onLastPrice(trigger);
    expect(triggered!.order.id).toBe(2);
    expect(fills(triggered!.result.matches)).toEqual([[1, 112, 1]]);
    expect(book.openQuantity(2)).toBe(1);
    expect(book.onLastPrice(trigger)).toEqual([]);
  });

  test('orders a trade reaches trigger in the order they were placed', () => {
    const book = new OrderBook();
    book.holdStop({
      id: 5,
      owner: 8,
      side: 'sell',
      price: 90,
      stopPrice: 95,
      condition: 'lte',
      quantity: 1,
      smp: 'cancel_maker',
    });
    book.holdStop({
      id: 3,
      owner: 8,
      side: 'sell',
      price: 91,
      stopPrice: 96,
      condition: 'lte',
      quantity: 1,
      smp: 'cancel_maker',
    });
    expect(book.onLastPrice(94).map((t) => t.order.id)).toEqual([3, 5]);
  });

  test('an untriggered stop can be cancelled', () => {
    const book = new OrderBook();
    book.holdStop({
      id: 5,
      owner: 8,
      side: 'sell',
      price: 90,
      stopPrice: 95,
      condition: 'lte',
      quantity: 1,
      smp: 'cancel_maker',
    });
    expect(book.cancel(5)).toMatchObject({ stop: true, quantity: 1 });
    expect(book.onLastPrice(90)).toEqual([]);
  });
});

describe('cancel', () => {
  test('takes an order out of the middle of its level by id; unknown ids answer undefined', () => {
    const book = bookWith([
      [1, 7, 'buy', 100, 1],
      [2, 7, 'buy', 100, 2],
      [3, 7, 'buy', 100, 3],
    ]);
    expect(book.cancel(2)).toEqual({ owner: 7, side: 'buy', price: 100, quantity: 2, stop: false });
    expect(book.cancel(2)).toBeUndefined();
    expect(book.levels('buy', 1)).toEqual([[100, 4]]);
    expect(fills(book.placeMarket(9, 8, 'sell', 4).matches)).toEqual([
      [1, 100, 1],
      [3, 100, 3],
    ]);
    expect(book.bestBid()).toBeUndefined();
  });
});

describe('level changes', () => {
  test('name each changed level once with its total now (0 = gone)', () => {
    const book = bookWith([
      [1, 7, 'sell', 100, 1],
      [2, 7, 'sell', 101, 1],
      [3, 7, 'buy', 99, 1],
    ]);
    book.placeLimit(4, 8, 'buy', 101, 1.5);
    expect(book.takeLevelChanges()).toEqual({
      asks: [
        [100, 0],
        [101, 0.5],
      ],
      bids: [],
    });
    book.cancel(3);
    book.rest(5, 8, 'buy', 98, 2);
    expect(book.takeLevelChanges()).toEqual({
      asks: [],
      bids: [
        [99, 0],
        [98, 2],
      ],
    });
    expect(book.takeLevelChanges()).toEqual({ asks: [], bids: [] });
  });

  test('levels answers the best first on each side', () => {
    const book = bookWith([
      [1, 7, 'sell', 102, 1],
      [2, 7, 'sell', 100, 1],
      [3, 7, 'buy', 98, 1],
      [4, 7, 'buy', 99, 1],
      [5, 7, 'buy', 97, 1],
    ]);
    expect(book.levels('sell', 5)).toEqual([
      [100, 1],
      [102, 1],
    ]);
    expect(book.levels('buy', 2)).toEqual([
      [99, 1],
      [98, 1],
    ]);
    expect([book.bestBid(), book.bestAsk()]).toEqual([99, 100]);
  });
});

describe('the model trade sweep', () => {
  test('fills member orders it went through in full at their price, and at its price up to its quantity', () => {
    const book = bookWith([
      [1, 7, 'buy', 105, 2],
      [-1, 0, 'buy', 104, 9],
      [2, 7, 'buy', 100, 1],
      [3, 8, 'buy', 100, 1],
      [4, 8, 'buy', 99, 1],
    ]);
    const matches = book.sweep(100, 1.5, 'sell');
    expect(fills(matches)).toEqual([
      [1, 105, 2],
      [2, 100, 1],
      [3, 100, 0.5],
    ]);
    expect(matches.every((m) => m.takerId === 0 && m.takerOwner === 0)).toBe(true);
    expect(book.openQuantity(-1)).toBe(9);
    expect(book.openQuantity(3)).toBe(0.5);
    expect(book.openQuantity(4)).toBe(1);
  });

  test('sells below the trade price fill too', () => {
    const book = bookWith([
      [1, 7, 'sell', 95, 2],
      [2, 7, 'sell', 101, 1],
    ]);
    expect(fills(book.sweep(100, 1, 'buy'))).toEqual([[1, 95, 2]]);
  });

  test('a trade size finer than 1e-8 (the model counts in powers of two) fills whole 1e-8 units, at most its size', () => {
    const book = bookWith([[1, 7, 'buy', 100, 10]]);
    // 2 × 2^-10 = 0.001953125: rounded on their own, the fill (0.00195313) and the open rest
    // (9.99804688) would make 10.00000001, more than the order holds.
    expect(fills(book.sweep(100, 2 / 1024, 'sell'))).toEqual([[1, 100, 0.00195312]]);
    expect(book.openQuantity(1)).toBe(9.99804688);
  });

  test('whatever the trade sizes, each member order has filled (summed as the ledger sums) and open its quantity', () => {
    // Member orders of 1e-8 quantities at a few prices; model trades at those prices, sized in powers of
    // two of a coin as the model counts them (2^-4 to 2^-26 units), or in plain 1e-8 units.
    const order = fc.record({
      side: fc.constantFrom('buy' as const, 'sell' as const),
      price: fc.integer({ min: 98, max: 102 }),
      quantity: fc.integer({ min: 1, max: 2e10 }).map((units) => units / 1e8),
    });
    const size = fc.oneof(
      fc
        .tuple(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 4, max: 26 }))
        .map(([units, exponent]) => units * 2 ** -exponent),
      fc.integer({ min: 1, max: 1e10 }).map((units) => units / 1e8),
    );
    const trade = fc.record({
      price: fc.integer({ min: 97, max: 103 }),
      size,
      side: fc.constantFrom('buy' as const, 'sell' as const),
    });
    fc.assert(
      fc.property(
        fc.array(order, { minLength: 1, maxLength: 8 }),
        fc.array(trade, { maxLength: 12 }),
        (orders, trades) => {
          const book = new OrderBook();
          // A sell above every buy, so the orders rest without crossing (the sweep meets them where they rest).
          orders.forEach((o, i) =>
            book.rest(i + 1, 7, o.side, o.side === 'buy' ? o.price : o.price + 10, o.quantity),
          );
          const filled = orders.map(() => 0);
          for (const t of trades) {
            let atPrice = 0;
            for (const match of book.sweep(t.price, t.size, t.side)) {
              expect(roundTo(match.quantity, 8)).toBe(match.quantity);
              filled[match.makerId - 1] = roundTo(filled[match.makerId - 1]! + match.quantity, 8);
              if (match.price === t.price) atPrice += match.quantity;
            }
            expect(atPrice).toBeLessThanOrEqual(t.size);
            orders.forEach((o, i) =>
              expect(roundTo(filled[i]! + (book.openQuantity(i + 1) ?? 0), 8)).toBe(o.quantity),
            );
          }
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });
});
