import { describe, expect, test } from 'vitest';
import type { BookLevel } from '../../../../contract';
import {
  clampZoom,
  cumulativeSide,
  depthOf,
  depthSummary,
  largestDepthIn,
  MAX_ZOOM,
  midPrice,
  pointAt,
  slippagePercent,
  visibleRange,
  zoomBy,
  type DepthPoint,
} from '../../../../src/features/depth-chart/depth-rules';

// Best first: bids 100, 99, 98; asks 102, 103, 104. Mid 101.
const BIDS: BookLevel[] = [
  [100, 1],
  [99, 2],
  [98, 3],
];
const ASKS: BookLevel[] = [
  [102, 0.5],
  [103, 1.5],
  [104, 4],
];
const BOOK = depthOf({ bids: BIDS, asks: ASKS });

describe('cumulative sides', () => {
  test.each<[string, BookLevel[], number[], number[], number[]]>([
    ['three bids', BIDS, [100, 99, 98], [1, 3, 6], [100, 298, 592]],
    ['one level', [[50, 2]], [50], [2], [100]],
    ['empty', [], [], [], []],
    [
      'zero-size and bad levels left out',
      [
        [100, 0],
        [99, 2],
        [Number.NaN, 1],
        [0, 5],
        [98, -1],
        [97, 1],
      ],
      [99, 97],
      [2, 3],
      [198, 295],
    ],
  ])('%s', (_name, levels, prices, quantities, totals) => {
    const side = cumulativeSide('bid', levels);
    expect(side.prices).toEqual(prices);
    expect(side.cumQuantity).toEqual(quantities);
    expect(side.cumTotal).toEqual(totals);
  });
});

describe('mid price', () => {
  test.each<[number | undefined, number | undefined, number | null]>([
    [100, 102, 101],
    [100, undefined, 100],
    [undefined, 102, 102],
    [undefined, undefined, null],
    // Crossed: still halfway between the two best levels.
    [103, 101, 102],
  ])('bid %s ask %s → %s', (bid, ask, mid) => {
    expect(midPrice(bid, ask)).toBe(mid);
  });

  test('a zero-size book has no mid', () => {
    expect(depthOf({ bids: [[100, 0]], asks: [[101, 0]] }).mid).toBeNull();
  });
});

describe('visible range and zoom', () => {
  test.each<[string, BookLevel[], BookLevel[], number, { low: number; high: number } | null]>([
    ['every level at zoom 1 (farther side decides)', BIDS, ASKS, 1, { low: 98, high: 104 }],
    ['zoom 3 a third of it around the mid', BIDS, ASKS, 3, { low: 100, high: 102 }],
    ['bids only', BIDS, [], 1, { low: 98, high: 102 }],
    ['one level: ±1 % of it', [[200, 1]], [], 1, { low: 198, high: 202 }],
    ['empty book: none', [], [], 1, null],
    [
      'never below 0',
      [[1, 1]],
      [
        [100, 1],
        [200, 1],
      ],
      1,
      { low: 0, high: 200 },
    ],
  ])('%s', (_name, bids, asks, zoom, range) => {
    expect(visibleRange(depthOf({ bids, asks }), zoom)).toEqual(range);
  });

  test.each<[number, number, number]>([
    [1, 1, 1.25],
    [1, -1, 1],
    [1.25, -1, 1],
    [MAX_ZOOM, 1, MAX_ZOOM],
    [2, 0, 2],
  ])('zoom %s by %s steps → %s', (zoom, steps, next) => {
    expect(zoomBy(zoom, steps)).toBeCloseTo(next, 12);
  });

  test('bad zooms clamp', () => {
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(clampZoom(0)).toBe(1);
    expect(clampZoom(1e9)).toBe(MAX_ZOOM);
  });

  test('the quantity axis takes the deepest level shown on either side', () => {
    expect(largestDepthIn(BOOK, { low: 98, high: 104 })).toBe(6);
    expect(largestDepthIn(BOOK, { low: 99.5, high: 103.5 })).toBe(2);
    expect(largestDepthIn(BOOK, { low: 100.5, high: 101.5 })).toBe(0);
  });
});

describe('the point under the pointer', () => {
  const point = (side: 'bid' | 'ask', price: number, q: number, total: number, slip: number): DepthPoint => ({
    side,
    price,
    cumQuantity: q,
    cumTotal: total,
    slippagePercent: slip,
  });
  test.each<[number, DepthPoint | null]>([
    [100, point('bid', 100, 1, 100, ((100 - 101) / 101) * 100)],
    [99.5, point('bid', 100, 1, 100, ((100 - 101) / 101) * 100)],
    [99, point('bid', 99, 3, 298, ((99 - 101) / 101) * 100)],
    [50, point('bid', 98, 6, 592, ((98 - 101) / 101) * 100)],
    [100.5, null],
    [101, null],
    [102, point('ask', 102, 0.5, 51, ((102 - 101) / 101) * 100)],
    [103.9, point('ask', 103, 2, 205.5, ((103 - 101) / 101) * 100)],
    [1e9, point('ask', 104, 6, 621.5, ((104 - 101) / 101) * 100)],
    [Number.NaN, null],
  ])('at %s', (price, expected) => {
    expect(pointAt(BOOK, price)).toEqual(expected);
  });

  test('an empty side or book has no point', () => {
    expect(pointAt(depthOf({ bids: BIDS, asks: [] }), 150)).toBeNull();
    expect(pointAt(depthOf({ bids: [], asks: [] }), 100)).toBeNull();
  });

  test('slippage needs a mid above 0', () => {
    expect(slippagePercent(10, null)).toBeNull();
    expect(slippagePercent(10, 0)).toBeNull();
    expect(slippagePercent(110, 100)).toBeCloseTo(10, 12);
  });
});

describe('summary', () => {
  test('best levels, spread of the mid, depth within ±1 % and ±5 %', () => {
    expect(depthSummary(BOOK)).toEqual({
      bestBid: 100,
      bestAsk: 102,
      spread: { amount: 2, percent: (2 / 101) * 100 },
      crossed: false,
      mid: 101,
      bands: {
        // ±1.01: bid 100 and ask 102 are exactly at the edge and count.
        1: { bid: { quantity: 1, total: 100 }, ask: { quantity: 0.5, total: 51 } },
        // ±5.05: every level.
        5: { bid: { quantity: 6, total: 592 }, ask: { quantity: 6, total: 621.5 } },
      },
    });
  });

  test('one side only: no spread, the other side empty', () => {
    const summary = depthSummary(depthOf({ bids: BIDS, asks: [] }));
    expect(summary.bestAsk).toBeNull();
    expect(summary.spread).toBeNull();
    expect(summary.mid).toBe(100);
    // Mid 100: ±1 reaches bid 99 exactly.
    expect(summary.bands[1]).toEqual({ bid: { quantity: 3, total: 298 }, ask: { quantity: 0, total: 0 } });
  });

  test('an empty book: nothing known, zeros', () => {
    const summary = depthSummary(depthOf({ bids: [], asks: [] }));
    expect(summary).toMatchObject({ bestBid: null, bestAsk: null, spread: null, mid: null, crossed: false });
    expect(summary.bands[5]).toEqual({ bid: { quantity: 0, total: 0 }, ask: { quantity: 0, total: 0 } });
  });

  test('a crossed book says so, with a negative spread', () => {
    const summary = depthSummary(depthOf({ bids: [[103, 1]], asks: [[101, 1]] }));
    expect(summary.crossed).toBe(true);
    expect(summary.spread).toEqual({ amount: -2, percent: (-2 / 102) * 100 });
  });
});
