import { describe, expect, test } from 'vitest';
import type { BookLevel } from '../../../../contract';
import { SIM_CATALOGUE } from '../../../../server/market/listings';
import { Books, windowDelta } from '../../../../server/trading/books';
import { ladderPrices, Liquidity, simLadderShape } from '../../../../server/trading/liquidity';

describe('windowDelta', () => {
  test.each<{ name: string; previous: BookLevel[]; next: BookLevel[]; delta: BookLevel[] }>([
    { name: 'nothing changed', previous: [[100, 1]], next: [[100, 1]], delta: [] },
    {
      name: 'a quantity changed',
      previous: [
        [100, 1],
        [101, 2],
      ],
      next: [
        [100, 1],
        [101, 3],
      ],
      delta: [[101, 3]],
    },
    {
      name: 'a level left the window',
      previous: [
        [100, 1],
        [101, 2],
      ],
      next: [[101, 2]],
      delta: [[100, 0]],
    },
    {
      name: 'a level entered as the best one left',
      previous: [
        [100, 1],
        [101, 2],
      ],
      next: [
        [101, 2],
        [102, 5],
      ],
      delta: [
        [102, 5],
        [100, 0],
      ],
    },
  ])('$name', ({ previous, next, delta }) => {
    expect(windowDelta(previous, next)).toEqual(delta);
  });
});

describe('the liquidity ladder', () => {
  test('steps a tick at a time away from the last price, taking the finer tick below a band edge', () => {
    const listing = SIM_CATALOGUE.listing('XRP-KRW')!;
    expect(ladderPrices(listing, 1000, 'sell').slice(0, 3)).toEqual([1005, 1010, 1015]);
    expect(ladderPrices(listing, 1000, 'buy').slice(0, 3)).toEqual([999, 998, 997]);
    expect(ladderPrices(listing, 1000, 'sell')).toHaveLength(30);
  });

  test('stops at the smallest price', () => {
    const listing = SIM_CATALOGUE.listing('SHIB-KRW')!;
    expect(ladderPrices(listing, 0.0003, 'buy')).toEqual([0.0002, 0.0001]);
  });

  test('re-centres on a new price and publishes only what changed in the window', () => {
    const books = new Books(SIM_CATALOGUE, new Liquidity(7, simLadderShape));
    const listing = SIM_CATALOGUE.listing('XRP-KRW')!;
    books.recentre(listing, 3000);
    books.publish('XRP-KRW');
    const first = books.snapshot('XRP-KRW')!;
    expect(first.asks[0]![0]).toBe(3005);
    expect(first.bids[0]![0]).toBe(2995);
    const deltas: [BookLevel[], BookLevel[]][] = [];
    books.onDepth((_key, asks, bids) => deltas.push([asks, bids]));
    books.recentre(listing, 3005);
    books.publish('XRP-KRW');
    const [[asks, bids]] = deltas as [[BookLevel[], BookLevel[]]];
    expect(asks).toEqual([
      [first.asks.at(-1)![0] + 5, expect.any(Number)],
      [3005, 0],
    ]);
    expect(bids).toEqual([
      [3000, expect.any(Number)],
      [first.bids.at(-1)![0], 0],
    ]);
    expect(books.snapshot('XRP-KRW')!.asks[0]![0]).toBe(3010);
  });
});
