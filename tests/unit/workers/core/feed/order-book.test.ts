import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookLevel } from '../../../../../contract/socket';
import { ORDER_BOOK_DEPTH } from '../../../../../contract/trading';
import {
  decodeBooks,
  encodeBooks,
  OrderBook,
  setLevel,
  type BookSide,
} from '../../../../../workers/core/feed/order-book';

describe('setLevel', () => {
  const cases: [string, BookSide, BookLevel[], BookLevel, BookLevel[]][] = [
    [
      'a new best ask',
      'asks',
      [
        [101, 1],
        [102, 1],
      ],
      [100, 5],
      [
        [100, 5],
        [101, 1],
        [102, 1],
      ],
    ],
    [
      'an ask between',
      'asks',
      [
        [101, 1],
        [103, 1],
      ],
      [102, 5],
      [
        [101, 1],
        [102, 5],
        [103, 1],
      ],
    ],
    [
      'an ask at the end',
      'asks',
      [[101, 1]],
      [104, 5],
      [
        [101, 1],
        [104, 5],
      ],
    ],
    [
      'a new best bid',
      'bids',
      [
        [99, 1],
        [98, 1],
      ],
      [100, 5],
      [
        [100, 5],
        [99, 1],
        [98, 1],
      ],
    ],
    [
      'a bid between',
      'bids',
      [
        [99, 1],
        [97, 1],
      ],
      [98, 5],
      [
        [99, 1],
        [98, 5],
        [97, 1],
      ],
    ],
    [
      'a new quantity',
      'asks',
      [
        [101, 1],
        [102, 1],
      ],
      [102, 9],
      [
        [101, 1],
        [102, 9],
      ],
    ],
    [
      'a removal',
      'bids',
      [
        [99, 1],
        [98, 1],
      ],
      [99, 0],
      [[98, 1]],
    ],
    ['a removal of a level not there', 'asks', [[101, 1]], [105, 0], [[101, 1]]],
    ['into an empty side', 'bids', [], [99, 2], [[99, 2]]],
  ];
  it.each(cases)('%s', (_name, side, levels, [price, quantity], expected) => {
    setLevel(levels, side, price, quantity);
    expect(levels).toEqual(expected);
  });
});

describe('OrderBook', () => {
  it('takes a snapshot sorted, whatever order it came in', () => {
    const book = new OrderBook('BTC-KRW');
    expect(book.hasSnapshot).toBe(false);
    book.applySnapshot(
      [
        [103, 1],
        [101, 2],
        [102, 3],
      ],
      [
        [97, 1],
        [99, 2],
      ],
    );
    expect(book.hasSnapshot).toBe(true);
    expect(book.asks).toEqual([
      [101, 2],
      [102, 3],
      [103, 1],
    ]);
    expect(book.bids).toEqual([
      [99, 2],
      [97, 1],
    ]);
  });

  it('applies deltas: new quantities, new levels, removals; a snapshot replaces everything', () => {
    const book = new OrderBook('BTC-KRW');
    book.applySnapshot([[101, 1]], [[99, 1]]);
    book.applyDelta(
      [
        [101, 0],
        [102, 4],
      ],
      [
        [99, 3],
        [98.5, 1],
      ],
    );
    expect(book.asks).toEqual([[102, 4]]);
    expect(book.bids).toEqual([
      [99, 3],
      [98.5, 1],
    ]);
    book.applySnapshot([[200, 1]], []);
    expect(book.asks).toEqual([[200, 1]]);
    expect(book.bids).toEqual([]);
  });

  it('keeps at most the depth a side, the best levels', () => {
    const book = new OrderBook('BTC-KRW', 3);
    book.applySnapshot(
      [5, 4, 3, 2, 1].map((price): BookLevel => [100 + price, 1]),
      [1, 2, 3, 4].map((price): BookLevel => [100 - price, 1]),
    );
    expect(book.asks.map(([price]) => price)).toEqual([101, 102, 103]);
    expect(book.bids.map(([price]) => price)).toEqual([99, 98, 97]);
    book.applyDelta([[100.5, 2]], []);
    expect(book.asks.map(([price]) => price)).toEqual([100.5, 101, 102]);
  });

  it('keeps ORDER_BOOK_DEPTH a side unless told otherwise', () => {
    const book = new OrderBook('BTC-KRW');
    book.applySnapshot(
      Array.from({ length: ORDER_BOOK_DEPTH + 5 }, (_, i): BookLevel => [101 + i, 1]),
      [],
    );
    expect(book.asks).toHaveLength(ORDER_BOOK_DEPTH);
  });

  it('equals a map of price to quantity after any stream of deltas, cut to the depth', () => {
    const levelArb = fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 3 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.array(levelArb), fc.array(levelArb)), { maxLength: 20 }), (deltas) => {
        const book = new OrderBook('BTC-KRW', 10);
        book.applySnapshot([], []);
        const asks = new Map<number, number>();
        const bids = new Map<number, number>();
        for (const [askChanges, bidChanges] of deltas) {
          book.applyDelta(askChanges, bidChanges);
          for (const [side, changes] of [
            [asks, askChanges],
            [bids, bidChanges],
          ] as const)
            for (const [price, quantity] of changes)
              if (quantity === 0) side.delete(price);
              else side.set(price, quantity);
          // Levels cut at the depth are gone for good: the model forgets them too.
          const keep = (side: Map<number, number>, order: (a: number, b: number) => number) => {
            const sorted = [...side].sort((a, b) => order(a[0], b[0]));
            for (const [price] of sorted.slice(10)) side.delete(price);
            return sorted.slice(0, 10);
          };
          expect(book.asks).toEqual(keep(asks, (a, b) => a - b));
          expect(book.bids).toEqual(keep(bids, (a, b) => b - a));
        }
      }),
    );
  });
});

describe('encodeBooks / decodeBooks', () => {
  it('carries books in columns and back', () => {
    const btc = new OrderBook('BTC-KRW');
    btc.applySnapshot(
      [
        [101, 1.5],
        [102, 2],
      ],
      [[99, 0.25]],
    );
    const empty = new OrderBook('ETH-KRW');
    const columns = encodeBooks([btc, empty]);
    expect(columns.keys).toEqual(['BTC-KRW', 'ETH-KRW']);
    expect(Array.from(columns.counts)).toEqual([2, 1, 0, 0]);
    expect(Array.from(columns.levels)).toEqual([101, 1.5, 102, 2, 99, 0.25]);
    expect(decodeBooks(columns)).toEqual([
      { key: 'BTC-KRW', asks: btc.asks, bids: btc.bids },
      { key: 'ETH-KRW', asks: [], bids: [] },
    ]);
  });
});
