/**
 * Paper trading's liquidity (trading/book-mirror.ts): the exchange's book mirrored as owner 0's orders in the
 * coin's book, a member's take kept until the exchange's next book, levels crossing a member's resting
 * order left out.
 */
import { describe, expect, test } from 'vitest';
import type { BookLevel } from '../../../../contract';
import { SIM_CATALOGUE } from '../../../../server/market/listings';
import type { ExchangeBook } from '../../../../server/sources/exchange/exchange-events';
import { BookMirror } from '../../../../server/trading/book-mirror';
import { LIQUIDITY_OWNER } from '../../../../server/trading/liquidity';
import { OrderBook } from '../../../../server/trading/matching/order-book';

const listing = SIM_CATALOGUE.listing('BTC-KRW')!;
const MEMBER = 7;
const DEPTH = 30;

/** A coin's book fed by a mirror of a fake exchange's book; `send` is the exchange sending a new book. */
function mirrored() {
  let latest: ExchangeBook | undefined;
  const mirror = new BookMirror((key) => (key === listing.key ? latest : undefined));
  const book = new OrderBook();
  return {
    book,
    send(asks: BookLevel[], bids: BookLevel[]) {
      latest = { key: listing.key, timeMs: 0, asks, bids };
      mirror.recentre(listing, book);
    },
    /** What the engine does after a member's trade: the same book placed again. */
    afterTrade() {
      mirror.recentre(listing, book);
    },
    asks: () => book.levels('sell', DEPTH),
    bids: () => book.levels('buy', DEPTH),
  };
}

const ASKS: BookLevel[] = [
  [101, 1],
  [102, 2],
  [104, 5],
];
const BIDS: BookLevel[] = [
  [100, 1.5],
  [99, 3],
];

describe('BookMirror', () => {
  test('mirrors the exchange’s levels exactly, as the liquidity owner', () => {
    const m = mirrored();
    m.send(ASKS, BIDS);
    expect(m.asks()).toEqual(ASKS);
    expect(m.bids()).toEqual(BIDS);
    expect(m.book.restingCount).toBe(ASKS.length + BIDS.length);
  });

  test.each<{ name: string; quantity: number; fills: BookLevel[] }>([
    { name: 'within the best level', quantity: 0.5, fills: [[101, 0.5]] },
    {
      name: 'through two levels',
      quantity: 2.5,
      fills: [
        [101, 1],
        [102, 1.5],
      ],
    },
    {
      name: 'the whole book (what is left is dropped)',
      quantity: 20,
      fills: ASKS,
    },
  ])('a member’s market buy walks the real asks, never better: $name', ({ quantity, fills }) => {
    const m = mirrored();
    m.send(ASKS, BIDS);
    const result = m.book.placeMarket(1, MEMBER, 'buy', quantity);
    expect(result.matches.map((match) => [match.price, match.quantity])).toEqual(fills);
    for (const match of result.matches) {
      expect(match.makerOwner).toBe(LIQUIDITY_OWNER);
      expect(ASKS.map(([price]) => price)).toContain(match.price);
      expect(match.price).toBeGreaterThanOrEqual(ASKS[0]![0]);
    }
  });

  test('what a member took stays taken after a trade, and comes back with the exchange’s next book', () => {
    const m = mirrored();
    m.send(ASKS, BIDS);
    m.book.placeMarket(1, MEMBER, 'buy', 2.5);
    m.afterTrade();
    expect(m.asks()).toEqual([
      [102, 0.5],
      [104, 5],
    ]);
    m.send(
      ASKS.map(([price, quantity]) => [price, quantity]),
      BIDS,
    );
    expect(m.asks()).toEqual(ASKS);
    expect(m.bids()).toEqual(BIDS);
  });

  test.each<{
    name: string;
    member: { side: 'buy' | 'sell'; price: number };
    asks: BookLevel[];
    bids: BookLevel[];
  }>([
    {
      name: 'an ask at or below a member’s resting buy',
      member: { side: 'buy', price: 102 },
      asks: [[104, 5]],
      bids: [
        [102, 1],
        [100, 1.5],
        [99, 3],
      ],
    },
    {
      name: 'a bid at or above a member’s resting sell',
      member: { side: 'sell', price: 99.5 },
      asks: [
        [99.5, 1],
        [101, 1],
        [102, 2],
        [104, 5],
      ],
      bids: [[99, 3]],
    },
  ])(
    'a real level that would cross a member’s resting order is left out: $name',
    ({ member, asks, bids }) => {
      const m = mirrored();
      m.book.rest(1, MEMBER, member.side, member.price, 1);
      m.send(ASKS, BIDS);
      expect(m.asks()).toEqual(asks);
      expect(m.bids()).toEqual(bids);
      expect(m.book.openQuantity(1)).toBe(1);
    },
  );

  test.each<{ name: string; next: { asks: BookLevel[]; bids: BookLevel[] } }>([
    {
      name: 'levels gone, moved and new',
      next: {
        asks: [
          [102, 2],
          [103, 4],
        ],
        bids: [[98, 1]],
      },
    },
    { name: 'a side emptied', next: { asks: ASKS, bids: [] } },
    {
      name: 'quantities changed at the same prices',
      next: {
        asks: [
          [101, 3],
          [102, 2],
          [104, 1],
        ],
        bids: BIDS,
      },
    },
  ])('the next book replaces the last one: $name', ({ next }) => {
    const m = mirrored();
    m.send(ASKS, BIDS);
    m.send(next.asks, next.bids);
    expect(m.asks()).toEqual(next.asks);
    expect(m.bids()).toEqual(next.bids);
    expect(m.book.restingCount).toBe(next.asks.length + next.bids.length);
  });
});
