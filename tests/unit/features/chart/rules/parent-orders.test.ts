import { describe, expect, test } from 'vitest';
import type { AlgoOrderRow } from '../../../../../contract';
import {
  hasParentMarks,
  NO_PARENT_MARKS,
  PARENT_RANGES_MAX,
  parentMarks,
  rangeLabel,
  sameParentMarks,
  type ParentMarks,
} from '../../../../../src/features/chart/rules/parent-orders';

const PROGRESS = {
  filledQuantity: 0,
  filledAmount: 0,
  avgPrice: null,
  slicesDone: 0,
  slicesTotal: 0,
  nextSliceAt: null,
  remainingMs: null,
};

function split(
  algoId: number,
  changes: Partial<Pick<AlgoOrderRow, 'key' | 'side' | 'state'>> = {},
  prices: { from?: number; to?: number; count?: number } = {},
): AlgoOrderRow {
  const key = changes.key ?? 'BTC-KRW';
  const side = changes.side ?? 'buy';
  return {
    algoId,
    kind: 'split',
    key,
    side,
    state: changes.state ?? 'running',
    stopReason: null,
    twap: null,
    split: {
      key,
      side,
      fromPrice: prices.from ?? 95_000_000,
      toPrice: prices.to ?? 94_000_000,
      count: prices.count ?? 5,
      quantity: 0.05,
      weighting: 'equal',
    },
    progress: PROGRESS,
    childOrderIds: [1, 2, 3, 4, 5],
    createdAt: '2026-11-29T10:00:00+09:00',
    updatedAt: '2026-11-29T10:00:00+09:00',
  };
}

function twap(
  algoId: number,
  changes: Partial<Pick<AlgoOrderRow, 'key' | 'side' | 'state'>> = {},
  priceLimit: number | null = 96_000_000,
): AlgoOrderRow {
  const key = changes.key ?? 'BTC-KRW';
  const side = changes.side ?? 'buy';
  return {
    algoId,
    kind: 'twap',
    key,
    side,
    state: changes.state ?? 'running',
    stopReason: null,
    twap: {
      key,
      side,
      childType: priceLimit === null ? 'market' : 'best',
      ...(side === 'buy' ? { amount: 10_000_000 } : { quantity: 0.1 }),
      durationMs: 600_000,
      intervalMs: 60_000,
      ...(priceLimit === null ? {} : { priceLimit }),
      randomPct: 0,
    },
    split: null,
    progress: PROGRESS,
    childOrderIds: [],
    createdAt: '2026-11-29T10:00:00+09:00',
    updatedAt: '2026-11-29T10:00:00+09:00',
  };
}

describe('parentMarks: what the member’s parents draw on a chart of BTC-KRW', () => {
  test.each<[string, AlgoOrderRow[], ParentMarks]>([
    ['no parents', [], NO_PARENT_MARKS],
    [
      'a running split order: its range, low to high whichever way it was asked',
      [split(1)],
      { ranges: [{ side: 'buy', low: 94_000_000, high: 95_000_000, count: 5 }], limits: [] },
    ],
    [
      'a sell split from the low price up',
      [split(1, { side: 'sell' }, { from: 96_000_000, to: 97_000_000, count: 3 })],
      { ranges: [{ side: 'sell', low: 96_000_000, high: 97_000_000, count: 3 }], limits: [] },
    ],
    [
      'a running TWAP with a price limit: its limit',
      [twap(1)],
      { ranges: [], limits: [{ side: 'buy', price: 96_000_000 }] },
    ],
    [
      'a paused selling TWAP with a limit: still drawn',
      [twap(1, { side: 'sell', state: 'paused' }, 93_000_000)],
      { ranges: [], limits: [{ side: 'sell', price: 93_000_000 }] },
    ],
    ['a TWAP without a limit: nothing', [twap(1, {}, null)], NO_PARENT_MARKS],
    [
      'another coin’s parents: nothing',
      [split(1, { key: 'ETH-KRW' }), twap(2, { key: 'BTC-USDT' })],
      NO_PARENT_MARKS,
    ],
    ...(['completed', 'cancelled', 'stopped'] as const).map(
      (state): [string, AlgoOrderRow[], ParentMarks] => [
        `a ${state} parent: nothing`,
        [split(1, { state }), twap(2, { state })],
        NO_PARENT_MARKS,
      ],
    ),
    [
      'the same range or limit twice: drawn once',
      [split(1), split(2, {}, { from: 94_000_000, to: 95_000_000 }), twap(3), twap(4)],
      {
        ranges: [{ side: 'buy', low: 94_000_000, high: 95_000_000, count: 5 }],
        limits: [{ side: 'buy', price: 96_000_000 }],
      },
    ],
    [
      'a buy and a sell at the same prices: both',
      [split(1), split(2, { side: 'sell' }), twap(3), twap(4, { side: 'sell' })],
      {
        ranges: [
          { side: 'buy', low: 94_000_000, high: 95_000_000, count: 5 },
          { side: 'sell', low: 94_000_000, high: 95_000_000, count: 5 },
        ],
        limits: [
          { side: 'buy', price: 96_000_000 },
          { side: 'sell', price: 96_000_000 },
        ],
      },
    ],
  ])('%s', (_, parents, expected) => {
    expect(parentMarks(parents, 'BTC-KRW')).toEqual(expected);
  });

  test(`at most ${PARENT_RANGES_MAX} ranges: the newest (listed first)`, () => {
    const parents = Array.from({ length: PARENT_RANGES_MAX + 2 }, (_, i) =>
      split(i + 1, {}, { from: 90_000_000 + i * 100_000, to: 89_000_000 }),
    );
    const { ranges } = parentMarks(parents, 'BTC-KRW');
    expect(ranges).toHaveLength(PARENT_RANGES_MAX);
    expect(ranges.map((range) => range.high)).toEqual(
      parents.slice(0, PARENT_RANGES_MAX).map((parent) => parent.split!.fromPrice),
    );
  });
});

describe('hasParentMarks', () => {
  test.each<[string, ParentMarks, boolean]>([
    ['none', NO_PARENT_MARKS, false],
    ['a range', { ranges: [{ side: 'buy', low: 1, high: 2, count: 2 }], limits: [] }, true],
    ['a limit', { ranges: [], limits: [{ side: 'sell', price: 3 }] }, true],
  ])('%s: %s', (_, marks, expected) => {
    expect(hasParentMarks(marks)).toBe(expected);
  });
});

describe('sameParentMarks', () => {
  const marks: ParentMarks = {
    ranges: [{ side: 'buy', low: 1, high: 2, count: 2 }],
    limits: [{ side: 'sell', price: 3 }],
  };
  test.each<[string, ParentMarks, boolean]>([
    ['equal copies', structuredClone(marks), true],
    ['another count', { ...marks, ranges: [{ side: 'buy', low: 1, high: 2, count: 3 }] }, false],
    ['another side', { ...marks, ranges: [{ side: 'sell', low: 1, high: 2, count: 2 }] }, false],
    ['another limit', { ...marks, limits: [{ side: 'sell', price: 4 }] }, false],
    ['a limit less', { ...marks, limits: [] }, false],
    ['a range more', { ...marks, ranges: [...marks.ranges, ...marks.ranges] }, false],
  ])('%s: %s', (_, other, expected) => {
    expect(sameParentMarks(marks, other)).toBe(expected);
  });
});

describe('rangeLabel', () => {
  test.each<['buy' | 'sell', number]>([
    ['buy', 5],
    ['sell', 10],
  ])('a %s split into %d names its count and its side', (side, count) => {
    expect(rangeLabel({ side, low: 1, high: 2, count })).toEqual({
      key: 'chart.parentOrders.split',
      values: { count },
      sideKey: `chart.parentOrders.${side}`,
    });
  });
});
