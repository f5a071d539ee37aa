/**
 * The matching core's order options (contract/order-options.ts): every time in force, the best-price order
 * (a limit at the best opposite price, by quantity or by budget), and the three self-trade modes, each as a
 * table of resting orders, one incoming order and what it must do; then a property: over random streams of
 * every kind of order no member trades with themself and every quantity is accounted for.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  roundQuantity,
  SMP_TYPES,
  type OrderSide,
  type SmpType,
  type TimeInForce,
} from '../../../../../contract';
import {
  OrderBook,
  type Incoming,
  type PlaceResult,
} from '../../../../../server/trading/matching/order-book';

type Row = [id: number, owner: number, side: OrderSide, price: number, quantity: number];

function bookWith(rows: Row[]): OrderBook {
  const book = new OrderBook();
  for (const [id, owner, side, price, quantity] of rows) book.rest(id, owner, side, price, quantity);
  book.takeLevelChanges();
  return book;
}

/** An incoming order of member 9 unless said: a gtc limit by quantity under cancel_maker. */
function incoming(changes: Partial<Incoming>): Incoming {
  return {
    id: 100,
    owner: 9,
    side: 'buy',
    quantity: 1,
    budget: Infinity,
    limit: undefined,
    timeInForce: 'gtc',
    smp: 'cancel_maker',
    ...changes,
  };
}

const fills = (result: PlaceResult) => result.matches.map((m) => [m.makerId, m.price, m.quantity]);

/** Asks of 7 (another member) at 100 ×1 and 101 ×2, and one of 9's own at 101 between them in time. */
const ASKS: Row[] = [
  [1, 7, 'sell', 100, 1],
  [2, 9, 'sell', 101, 1],
  [3, 7, 'sell', 101, 2],
];

describe('time in force', () => {
  test.each<{
    name: string;
    timeInForce: TimeInForce;
    limit: number;
    quantity: number;
    fills: number[][];
    remaining: number;
    rested: boolean;
    refused: PlaceResult['refused'];
  }>([
    {
      name: 'gtc fills what crosses and rests the rest',
      timeInForce: 'gtc',
      limit: 100,
      quantity: 1.5,
      fills: [[1, 100, 1]],
      remaining: 0.5,
      rested: true,
      refused: null,
    },
    {
      name: 'ioc fills what crosses and drops the rest (partial)',
      timeInForce: 'ioc',
      limit: 100,
      quantity: 1.5,
      fills: [[1, 100, 1]],
      remaining: 0.5,
      rested: false,
      refused: null,
    },
    {
      name: 'ioc that crosses nothing fills nothing and rests nothing',
      timeInForce: 'ioc',
      limit: 99,
      quantity: 1,
      fills: [],
      remaining: 1,
      rested: false,
      refused: null,
    },
    {
      name: 'ioc of exactly one level fills it whole',
      timeInForce: 'ioc',
      limit: 100,
      quantity: 1,
      fills: [[1, 100, 1]],
      remaining: 0,
      rested: false,
      refused: null,
    },
    {
      name: 'fok that the book can fill within its limit fills all',
      timeInForce: 'fok',
      limit: 102,
      quantity: 2.5,
      fills: [
        [1, 100, 1],
        [3, 101, 1.5],
      ],
      remaining: 0,
      rested: false,
      refused: null,
    },
    {
      name: 'fok one unit more than the book holds within its limit does nothing',
      timeInForce: 'fok',
      limit: 101,
      quantity: 3.00000001,
      fills: [],
      remaining: 3.00000001,
      rested: false,
      refused: 'cannotFillAll',
    },
    {
      name: 'fok of exactly what is within its limit fills all',
      timeInForce: 'fok',
      limit: 101,
      quantity: 3,
      fills: [
        [1, 100, 1],
        [3, 101, 2],
      ],
      remaining: 0,
      rested: false,
      refused: null,
    },
    {
      name: 'post_only below the best ask rests without trading',
      timeInForce: 'post_only',
      limit: 99,
      quantity: 1,
      fills: [],
      remaining: 1,
      rested: true,
      refused: null,
    },
    {
      name: 'post_only at the best ask would trade: refused, not moved',
      timeInForce: 'post_only',
      limit: 100,
      quantity: 1,
      fills: [],
      remaining: 1,
      rested: false,
      refused: 'wouldTrade',
    },
  ])('$name', ({ timeInForce, limit, quantity, ...expected }) => {
    const book = bookWith(ASKS);
    const result = book.place(incoming({ timeInForce, limit, quantity }));
    expect(fills(result)).toEqual(expected.fills);
    expect(result.remaining).toBe(expected.remaining);
    expect(result.rested).toBe(expected.rested);
    expect(result.refused).toBe(expected.refused);
    expect(book.openQuantity(100)).toBe(expected.rested ? expected.remaining : undefined);
    // Refused: the book is exactly as it was, member 9's own ask included.
    if (expected.refused)
      expect(book.levels('sell', 5)).toEqual([
        [100, 1],
        [101, 3],
      ]);
  });

  test('a post-only sell at or below the best bid is refused; above it, it rests', () => {
    const book = bookWith([[1, 7, 'buy', 100, 1]]);
    expect(
      book.place(incoming({ side: 'sell', limit: 100, timeInForce: 'post_only', smp: null })).refused,
    ).toBe('wouldTrade');
    const rests = book.place(incoming({ side: 'sell', limit: 101, timeInForce: 'post_only', smp: null }));
    expect(rests).toMatchObject({ rested: true, refused: null, matches: [] });
    expect(book.levels('sell', 5)).toEqual([[101, 1]]);
  });

  test('a post-only order on an empty opposite side rests', () => {
    const book = new OrderBook();
    expect(book.place(incoming({ limit: 100, timeInForce: 'post_only', smp: null })).rested).toBe(true);
  });
});

describe('best-price orders: a limit at the best opposite price, ioc or fok', () => {
  const BEST_ASKS: Row[] = [
    [1, 7, 'sell', 100, 1],
    [2, 8, 'sell', 100, 0.5],
    [3, 7, 'sell', 101, 5],
  ];

  test.each<{
    name: string;
    order: Partial<Incoming>;
    fills: number[][];
    end: PlaceResult['end'];
    refused: PlaceResult['refused'];
  }>([
    {
      name: 'an ioc sell by quantity takes the best bid level only',
      order: { side: 'sell', quantity: 3, limit: 99, timeInForce: 'ioc' },
      fills: [[11, 99, 2]],
      end: 'limit',
      refused: null,
    },
    {
      name: 'an ioc buy by budget spends what the best level offers, never the next price',
      order: { quantity: Infinity, budget: 1_000, limit: 100, timeInForce: 'ioc' },
      fills: [
        [1, 100, 1],
        [2, 100, 0.5],
      ],
      end: 'limit',
      refused: null,
    },
    {
      name: 'an ioc buy by budget the level covers spends it all',
      order: { quantity: Infinity, budget: 120, limit: 100, timeInForce: 'ioc' },
      fills: [
        [1, 100, 1],
        [2, 100, 0.2],
      ],
      end: 'filled',
      refused: null,
    },
    {
      name: 'a fok buy by budget the level covers fills it',
      order: { quantity: Infinity, budget: 150, limit: 100, timeInForce: 'fok' },
      fills: [
        [1, 100, 1],
        [2, 100, 0.5],
      ],
      end: 'filled',
      refused: null,
    },
    {
      name: 'a fok buy by budget beyond the level does nothing',
      order: { quantity: Infinity, budget: 150.01, limit: 100, timeInForce: 'fok' },
      fills: [],
      end: 'empty',
      refused: 'cannotFillAll',
    },
    {
      name: 'a budget that does not divide the price buys the largest 1e-8 quantity, and that is all of it',
      order: { quantity: Infinity, budget: 10, limit: 100, timeInForce: 'fok' },
      fills: [[1, 100, 0.1]],
      end: 'filled',
      refused: null,
    },
  ])('$name', ({ order, ...expected }) => {
    const book = bookWith([...BEST_ASKS, [11, 7, 'buy', 99, 2], [12, 7, 'buy', 98, 5]]);
    const result = book.place(incoming(order));
    expect(fills(result)).toEqual(expected.fills);
    expect(result.end).toBe(expected.end);
    expect(result.refused).toBe(expected.refused);
    expect(result.rested).toBe(false);
  });
});

describe('self-trade prevention', () => {
  test.each<{
    name: string;
    smp: SmpType;
    timeInForce: TimeInForce;
    quantity: number;
    fills: number[][];
    prevented: number;
    makers: { orderId: number; quantity: number; cancelled: boolean }[];
    remaining: number;
    rested: boolean;
    end: PlaceResult['end'];
    book: [number, number][];
  }>([
    {
      name: 'cancel_maker: the own resting order is cancelled and the incoming one goes on',
      smp: 'cancel_maker',
      timeInForce: 'gtc',
      quantity: 2.5,
      fills: [
        [1, 100, 1],
        [3, 101, 1.5],
      ],
      prevented: 0,
      makers: [{ orderId: 2, quantity: 1, cancelled: true }],
      remaining: 0,
      rested: false,
      end: 'filled',
      book: [[101, 0.5]],
    },
    {
      name: 'cancel_taker: the incoming order stops at its own order; its fills stay, its rest is cancelled',
      smp: 'cancel_taker',
      timeInForce: 'gtc',
      quantity: 2.5,
      fills: [[1, 100, 1]],
      prevented: 1.5,
      makers: [],
      remaining: 0,
      rested: false,
      end: 'self',
      book: [[101, 3]],
    },
    {
      name: 'reduce, incoming larger: both lose the overlap; the own order leaves, the incoming one goes on',
      smp: 'reduce',
      timeInForce: 'gtc',
      quantity: 2.5,
      fills: [
        [1, 100, 1],
        [3, 101, 0.5],
      ],
      prevented: 1,
      makers: [{ orderId: 2, quantity: 1, cancelled: true }],
      remaining: 0,
      rested: false,
      end: 'filled',
      book: [[101, 1.5]],
    },
    {
      name: 'reduce, own order larger: the incoming one is used up, the own order keeps the rest',
      smp: 'reduce',
      timeInForce: 'gtc',
      quantity: 1.4,
      fills: [[1, 100, 1]],
      prevented: 0.4,
      makers: [{ orderId: 2, quantity: 0.4, cancelled: false }],
      remaining: 0,
      rested: false,
      end: 'filled',
      book: [[101, 2.6]],
    },
    {
      name: 'reduce, exact size: both are used up',
      smp: 'reduce',
      timeInForce: 'gtc',
      quantity: 2,
      fills: [[1, 100, 1]],
      prevented: 1,
      makers: [{ orderId: 2, quantity: 1, cancelled: true }],
      remaining: 0,
      rested: false,
      end: 'filled',
      book: [[101, 2]],
    },
    {
      name: 'cancel_maker with a gtc rest: the rest rests after the own order left',
      smp: 'cancel_maker',
      timeInForce: 'gtc',
      quantity: 5,
      fills: [
        [1, 100, 1],
        [3, 101, 2],
      ],
      prevented: 0,
      makers: [{ orderId: 2, quantity: 1, cancelled: true }],
      remaining: 2,
      rested: true,
      end: 'empty',
      book: [],
    },
  ])('$name', ({ smp, timeInForce, quantity, ...expected }) => {
    const book = bookWith(ASKS);
    const result = book.place(incoming({ smp, timeInForce, quantity, limit: 101 }));
    expect(fills(result)).toEqual(expected.fills);
    expect(result.prevented).toBe(expected.prevented);
    expect(
      result.makersPrevented.map(({ orderId, quantity: q, cancelled }) => ({
        orderId,
        quantity: q,
        cancelled,
      })),
    ).toEqual(expected.makers);
    expect(result.remaining).toBe(expected.remaining);
    expect(result.rested).toBe(expected.rested);
    expect(result.end).toBe(expected.end);
    expect(book.levels('sell', 5)).toEqual(expected.book);
    expect(result.matches.every((m) => m.makerOwner !== m.takerOwner)).toBe(true);
  });

  test.each<[SmpType, boolean]>([
    ['cancel_maker', true],
    ['cancel_taker', false],
    ['reduce', false],
  ])(
    'fok under %s through its own order: fills all only where the mode lets it walk past (%s)',
    (smp, fills) => {
      const book = bookWith(ASKS);
      const result = book.place(incoming({ smp, timeInForce: 'fok', quantity: 2, limit: 101 }));
      expect(result.refused).toBe(fills ? null : 'cannotFillAll');
      // Refused means nothing at all happened: the own order is still there.
      if (!fills) expect(book.openQuantity(2)).toBe(1);
      else expect(book.has(2)).toBe(false);
    },
  );

  test('a buy by budget under reduce loses what it would have bought from its own order', () => {
    const book = bookWith([
      [1, 9, 'sell', 100, 1],
      [2, 7, 'sell', 100, 5],
    ]);
    const result = book.place(
      incoming({ quantity: Infinity, budget: 250, limit: undefined, timeInForce: null, smp: 'reduce' }),
    );
    expect(result.prevented).toBe(1);
    expect(fills(result)).toEqual([[2, 100, 1.5]]);
    expect(result.value).toBe(150);
  });

  test("the market's liquidity (owner 0) never meets self-trade prevention", () => {
    const book = bookWith([
      [1, 0, 'sell', 100, 1],
      [2, 0, 'sell', 100, 1],
    ]);
    const result = book.place(incoming({ owner: 0, quantity: 2, limit: 100 }));
    expect(fills(result)).toEqual([
      [1, 100, 1],
      [2, 100, 1],
    ]);
  });

  test('a triggered stop-limit takes under its own mode', () => {
    const book = bookWith([[1, 9, 'sell', 100, 1]]);
    book.holdStop({
      id: 5,
      owner: 9,
      side: 'buy',
      price: 100,
      stopPrice: 100,
      condition: 'gte',
      quantity: 1,
      smp: 'cancel_taker',
    });
    const [triggered] = book.onLastPrice(100);
    expect(triggered!.result).toMatchObject({ matches: [], prevented: 1, end: 'self', rested: false });
    expect(book.openQuantity(1)).toBe(1);
  });
});

describe('property: random streams of every order kind', () => {
  const owners = fc.integer({ min: 1, max: 3 });
  const order = fc.record({
    owner: owners,
    side: fc.constantFrom<OrderSide>('buy', 'sell'),
    price: fc.integer({ min: 95, max: 105 }),
    quantity: fc.integer({ min: 1, max: 400 }).map((n) => n / 100),
    byBudget: fc.boolean(),
    timeInForce: fc.constantFrom<TimeInForce | null>('gtc', 'ioc', 'fok', 'post_only', null),
    smp: fc.constantFrom(...SMP_TYPES),
  });
  const step = fc.oneof(
    { arbitrary: order.map((o) => ({ kind: 'place' as const, ...o })), weight: 5 },
    { arbitrary: fc.nat().map((pick) => ({ kind: 'cancel' as const, pick })), weight: 1 },
  );

  test('no member ever trades with themself; every quantity is filled, prevented, rested or dropped', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const book = new OrderBook();
        /** Open quantity the book should hold per resting order id, from what each call reported. */
        const open = new Map<number, number>();
        let id = 0;
        for (const s of steps) {
          if (s.kind === 'cancel') {
            const ids = [...open.keys()];
            const target = ids[s.pick % Math.max(1, ids.length)];
            if (target === undefined) continue;
            expect(book.cancel(target)?.quantity).toBe(open.get(target));
            open.delete(target);
            continue;
          }
          id += 1;
          const market = s.timeInForce === null;
          const byBudget = market && s.side === 'buy' && s.byBudget;
          const result = book.place({
            id,
            owner: s.owner,
            side: s.side,
            quantity: byBudget ? Infinity : s.quantity,
            budget: byBudget ? s.quantity * 100 : Infinity,
            limit: market ? undefined : s.price,
            timeInForce: s.timeInForce,
            smp: s.timeInForce === 'post_only' ? null : s.smp,
          });
          for (const m of result.matches) {
            expect(m.makerOwner).not.toBe(m.takerOwner);
            const left = roundQuantity(open.get(m.makerId)! - m.quantity);
            if (left > 0) open.set(m.makerId, left);
            else open.delete(m.makerId);
          }
          for (const p of result.makersPrevented) {
            expect(p.owner).toBe(s.owner);
            const left = roundQuantity(open.get(p.orderId)! - p.quantity);
            expect(left === 0).toBe(p.cancelled);
            if (left > 0) open.set(p.orderId, left);
            else open.delete(p.orderId);
          }
          const filled = result.matches.reduce((sum, m) => sum + m.quantity, 0);
          if (!byBudget)
            expect(roundQuantity(filled + result.prevented + result.remaining)).toBe(
              result.refused ? 0 + result.remaining : s.quantity,
            );
          else expect(result.value).toBeLessThanOrEqual(s.quantity * 100 + 1e-6);
          if (result.refused) expect(result.matches).toEqual([]);
          if (result.rested) open.set(id, result.remaining);
          // The book holds exactly the open quantities the calls reported.
          for (const [orderId, quantity] of open) expect(book.openQuantity(orderId)).toBe(quantity);
          expect(book.restingCount).toBe(open.size);
        }
      }),
      { numRuns: 300, seed: 41 },
    );
  });
});
