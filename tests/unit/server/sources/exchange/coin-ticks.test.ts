/**
 * A real exchange's steps per coin (server/sources/exchange/coin-ticks.ts): what Upbit answers for a coin at
 * its price, the finer steps a Bithumb book shows, never a coarser one from a book.
 */
import { describe, expect, test } from 'vitest';
import type { BookLevel } from '../../../../../contract';
import type { CoinKey } from '../../../../../contract/markets';
import {
  BITHUMB_TICKS,
  tickAt,
  UPBIT_TICKS,
  withCoinTick,
  type TickTable,
} from '../../../../../contract/price-ticks';
import { withAnsweredTicks, withBookSteps } from '../../../../../server/sources/exchange/coin-ticks';

const XRP = 'XRP-KRW' as CoinKey;
const ABC = 'ABC-KRW' as CoinKey;

/** Levels at these prices, one coin each. */
const levels = (...prices: number[]): BookLevel[] => prices.map((price) => [price, 1]);

describe('withAnsweredTicks', () => {
  test.each<[string, Record<string, number>, Record<string, number>, [CoinKey, number, number][]]>([
    ['a finer step than the table at the coin’s price', { [XRP]: 0.1 }, { [XRP]: 650 }, [[XRP, 650, 0.1]]],
    ['a coarser one', { [XRP]: 5 }, { [XRP]: 3_200 }, [[XRP, 3_200, 5]]],
    // Only the band of the price answered: the coin's other bands stay the table's.
    ['only in the band of its price', { [XRP]: 0.1 }, { [XRP]: 650 }, [[XRP, 3_200, 1]]],
    ['a coin without a price yet is left to the table', { [XRP]: 0.1 }, { [XRP]: 0 }, [[XRP, 650, 1]]],
  ])('%s', (_name, answered, prices, steps) => {
    const table = withAnsweredTicks(
      UPBIT_TICKS,
      new Map(Object.entries(answered) as [CoinKey, number][]),
      (key) => prices[key] ?? 0,
    );
    for (const [key, price, step] of steps) expect(tickAt(table, key, price)).toBe(step);
  });

  test('an answer that agrees with the table leaves the same table (no change to tell)', () => {
    const answered = new Map<CoinKey, number>([
      [XRP, 1],
      ['BTC-KRW' as CoinKey, 1000],
    ]);
    const prices: Record<string, number> = { [XRP]: 3_200, 'BTC-KRW': 140_000_000 };
    expect(withAnsweredTicks(UPBIT_TICKS, answered, (key) => prices[key]!)).toBe(UPBIT_TICKS);
  });
});

describe('withBookSteps', () => {
  test.each<[string, TickTable, BookLevel[], BookLevel[], [number, number][]]>([
    [
      '0.001-spaced levels where the table says 0.01: the coin steps 0.001',
      BITHUMB_TICKS,
      levels(50.011, 50.012, 50.014),
      levels(50.01, 50.008),
      [[50, 0.001]],
    ],
    [
      'the gap as the decimal it is (94.123 − 94.122)',
      BITHUMB_TICKS,
      levels(94.122, 94.123),
      levels(94.12),
      [[94, 0.001]],
    ],
    [
      'a finer gap on the bid side alone',
      BITHUMB_TICKS,
      levels(50.02, 50.05),
      levels(50.01, 50.005),
      [[50, 0.005]],
    ],
    [
      'a sparse book never coarsens the table',
      BITHUMB_TICKS,
      levels(50.03, 50.08, 50.2),
      levels(50, 49.9),
      [[50, 0.01]],
    ],
    [
      'nor a coin’s own finer step',
      withCoinTick(BITHUMB_TICKS, ABC, 50, 0.001),
      levels(50.005, 50.01),
      levels(50, 49.99),
      [[50, 0.001]],
    ],
    [
      'a gap across a band edge is measured against the finer band below it',
      BITHUMB_TICKS,
      levels(100, 101),
      levels(99.99, 99.98),
      [
        [99.99, 0.01],
        [100, 1],
      ],
    ],
    ['an empty book changes nothing', BITHUMB_TICKS, [], [], [[50, 0.01]]],
  ])('%s', (_name, table, asks, bids, steps) => {
    const next = withBookSteps(table, ABC, [asks, bids]);
    for (const [price, step] of steps) expect(tickAt(next, ABC, price)).toBe(step);
  });

  test('a book that shows nothing finer leaves the same table (no change to tell)', () => {
    const table = withCoinTick(BITHUMB_TICKS, ABC, 50, 0.001);
    expect(withBookSteps(table, ABC, [levels(50.011, 50.02), levels(50.01, 49.5)])).toBe(table);
    expect(withBookSteps(BITHUMB_TICKS, XRP, [levels(3_201, 3_205), levels(3_200, 3_190)])).toBe(
      BITHUMB_TICKS,
    );
  });
});
