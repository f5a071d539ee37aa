import { describe, expect, test } from 'vitest';
import type { BookLevel } from '../../../../contract';
import { priceTicks, specTicks, uniformTicks } from '../../../../contract/price-ticks';
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
  test.each([
    // The spec's steps (the simulated market): the finer step below a band edge.
    ['XRP-KRW', 'the spec', specTicks('KRW'), 1000, [1005, 1010, 1015], [999, 998, 997]],
    // A replay's files' own step, finer than the spec's 0.1 for USDT above 1,000.
    [
      'BTC-USDT',
      'a replay',
      priceTicks(uniformTicks(0.01), 'BTC-USDT'),
      94_123.45,
      [94_123.46, 94_123.47, 94_123.48],
      [94_123.44, 94_123.43, 94_123.42],
    ],
  ] as const)(
    '%s on %s’s steps: a step at a time away from the last price',
    (key, _name, ticks, last, sells, buys) => {
      const listing = SIM_CATALOGUE.listing(key)!;
      expect(ladderPrices(listing, ticks, last, 'sell').slice(0, 3)).toEqual(sells);
      expect(ladderPrices(listing, ticks, last, 'buy').slice(0, 3)).toEqual(buys);
      expect(ladderPrices(listing, ticks, last, 'sell')).toHaveLength(30);
    },
  );

  test('stops at the smallest price', () => {
    const listing = SIM_CATALOGUE.listing('SHIB-KRW')!;
    expect(ladderPrices(listing, specTicks('KRW'), 0.0003, 'buy')).toEqual([0.0002, 0.0001]);
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
