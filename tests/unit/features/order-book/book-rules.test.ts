import { describe, expect, test } from 'vitest';
import { priceTicks, specTicks, UPBIT_TICKS } from '../../../../contract/price-ticks';
import type { BookLevel } from '../../../../contract';
import type { MarketSymbol } from '../../../../contract/markets';
import {
  barShare,
  BookRows,
  BookSideView,
  ALL_CELLS,
  CELL_BAR,
  CELL_PRICE,
  CELL_QUANTITY,
  changedCells,
  groupPrice,
  groupSide,
  isGroupMultiple,
  largestQuantity,
  layRows,
  levelAtRow,
  pickAtRow,
  rowCount,
  spreadOf,
  type BookSide,
  type GroupMultiple,
} from '../../../../src/features/order-book/book-rules';

function side(
  levels: BookLevel[],
  which: BookSide,
  multiple: GroupMultiple = 1,
  market: MarketSymbol = 'KRW',
  capacity = 30,
) {
  const out = new BookSideView(capacity);
  groupSide(specTicks(market), levels, which, multiple, out);
  return {
    prices: [...out.price.subarray(0, out.count)],
    quantities: [...out.quantity.subarray(0, out.count)],
    cumulative: [...out.cumulative.subarray(0, out.count)],
    view: out,
  };
}

describe('group price', () => {
  test.each<[MarketSymbol, number, BookSide, GroupMultiple, number]>([
    ['KRW', 95_001_000, 'ask', 1, 95_001_000],
    ['KRW', 95_001_000, 'ask', 10, 95_010_000],
    ['KRW', 95_001_000, 'bid', 10, 95_000_000],
    ['KRW', 95_000_000, 'ask', 10, 95_000_000],
    ['KRW', 95_000_000, 'bid', 100, 95_000_000],
    ['KRW', 95_123_000, 'ask', 100, 95_200_000],
    ['KRW', 95_123_000, 'bid', 100, 95_100_000],
    // 0.1 + 0.2 style noise: 1.23 / 0.1 is 12.299999…, the bid floors to 1.2, the ask ceils to 1.3.
    ['KRW', 1.23, 'bid', 10, 1.2],
    ['KRW', 1.23, 'ask', 10, 1.3],
    ['KRW', 1.2, 'ask', 10, 1.2],
    // The tick follows the price's band: 600,050 has a 100 tick, 10× groups by 1,000.
    ['KRW', 600_050, 'ask', 10, 601_000],
    ['BTC', 0.04200001, 'ask', 10, 0.0420001],
    ['BTC', 0.04200001, 'bid', 100, 0.042],
    ['USDT', 68_000.3, 'bid', 10, 68_000],
    ['USDT', 68_000.3, 'ask', 10, 68_001],
  ])('%s %d as %s grouped by %d× the tick → %d', (market, price, which, multiple, expected) => {
    expect(groupPrice(specTicks(market), price, which, multiple)).toBe(expected);
  });

  test("on a source's steps: Upbit's 1 KRW at 3,210 groups by 10, the spec's 5 by 50", () => {
    expect(groupPrice(priceTicks(UPBIT_TICKS, 'XRP-KRW'), 3_214, 'bid', 10)).toBe(3_210);
    expect(groupPrice(specTicks('KRW'), 3_214, 'bid', 10)).toBe(3_200);
    expect(groupPrice(priceTicks(UPBIT_TICKS, 'USDT-KRW'), 1_450.5, 'ask', 10)).toBe(1_455);
  });

  test('the choices are 1×, 10× and 100×', () => {
    expect([1, 10, 100, 5, '10', null].map(isGroupMultiple)).toEqual([true, true, true, false, false, false]);
  });
});

describe('group a side', () => {
  test('1× keeps the levels, with quantities summed outward', () => {
    const asks = side(
      [
        [95_001_000, 0.5],
        [95_002_000, 1],
        [95_003_000, 0.25],
      ],
      'ask',
    );
    expect(asks.prices).toEqual([95_001_000, 95_002_000, 95_003_000]);
    expect(asks.cumulative).toEqual([0.5, 1.5, 1.75]);
  });

  test('asks group up to the ceiling, bids down to the floor, quantities summed', () => {
    const asks = side(
      [
        [95_001_000, 1],
        [95_009_000, 2],
        [95_010_000, 3],
        [95_011_000, 4],
      ],
      'ask',
      10,
    );
    expect(asks.prices).toEqual([95_010_000, 95_020_000]);
    expect(asks.quantities).toEqual([6, 4]);
    expect(asks.cumulative).toEqual([6, 10]);
    const bids = side(
      [
        [95_000_000, 1],
        [94_999_000, 2],
        [94_990_000, 3],
        [94_989_000, 4],
      ],
      'bid',
      10,
    );
    expect(bids.prices).toEqual([95_000_000, 94_990_000, 94_980_000]);
    expect(bids.quantities).toEqual([1, 5, 4]);
    expect(bids.cumulative).toEqual([1, 6, 10]);
  });

  test('keeps the best levels up to the capacity', () => {
    const asks = side(
      [
        [100, 1],
        [101, 1],
        [102, 1],
      ],
      'ask',
      1,
      'KRW',
      2,
    );
    expect(asks.prices).toEqual([100, 101]);
  });

  test.each<[string, BookLevel]>([
    ['a zero quantity', [100, 0]],
    ['a negative quantity', [100, -1]],
    ['a NaN quantity', [100, Number.NaN]],
    ['a zero price', [0, 1]],
    ['an infinite price', [Number.POSITIVE_INFINITY, 1]],
  ])('skips %s', (_name, bad) => {
    const asks = side([bad, [101, 2]], 'ask');
    expect(asks.prices).toEqual([101]);
    expect(asks.quantities).toEqual([2]);
  });

  test('an empty side has no levels', () => {
    expect(side([], 'bid').prices).toEqual([]);
  });

  test('a capacity below one is refused', () => {
    expect(() => new BookSideView(0)).toThrow(RangeError);
  });
});

describe('bars', () => {
  test.each<[number, number, number]>([
    [5, 10, 0.5],
    [10, 10, 1],
    [0, 10, 0],
    [3, 0, 0],
    [Number.NaN, 10, 0],
    [20, 10, 1],
  ])('quantity %d against the largest %d → %d', (quantity, largest, expected) => {
    expect(barShare(quantity, largest)).toBe(expected);
  });

  test('the largest quantity is taken over both sides', () => {
    const asks = side([[101, 2]], 'ask').view;
    const bids = side(
      [
        [100, 7],
        [99, 3],
      ],
      'bid',
    ).view;
    expect(largestQuantity(asks, bids)).toBe(7);
    expect(largestQuantity(new BookSideView(1), new BookSideView(1))).toBe(0);
  });
});

describe('spread', () => {
  test.each<[string, BookLevel[], BookLevel[], number, number]>([
    ['best ask − best bid', [[95_001_000, 1]], [[95_000_000, 1]], 1_000, (1_000 / 95_000_000) * 100],
    ['no asks', [], [[95_000_000, 1]], Number.NaN, Number.NaN],
    ['no bids', [[95_001_000, 1]], [], Number.NaN, Number.NaN],
  ])('%s', (_name, asks, bids, amount, percent) => {
    const spread = spreadOf({ asks, bids });
    expect(spread.amount).toBe(amount);
    if (Number.isNaN(percent)) expect(spread.percent).toBeNaN();
    else expect(spread.percent).toBeCloseTo(percent, 12);
  });
});

describe('rows', () => {
  test.each<[number, ReturnType<typeof levelAtRow>]>([
    [0, { side: 'ask', index: 2 }],
    [2, { side: 'ask', index: 0 }],
    [3, null],
    [4, { side: 'bid', index: 0 }],
    [6, { side: 'bid', index: 2 }],
    [7, null],
    [-1, null],
    [1.5, null],
  ])('with depth 3, row %d shows %j', (row, expected) => {
    expect(levelAtRow(3, row)).toEqual(expected);
  });

  test('lays asks above the middle (lowest nearest it) and bids below, empty rows NaN', () => {
    const asks = side(
      [
        [101, 1],
        [102, 4],
      ],
      'ask',
    ).view;
    const bids = side([[100, 2]], 'bid').view;
    const rows = new BookRows(3);
    layRows(asks, bids, rows);
    expect([...rows.price]).toEqual([Number.NaN, 102, 101, Number.NaN, 100, Number.NaN, Number.NaN]);
    expect([...rows.cumulative]).toEqual([Number.NaN, 5, 1, Number.NaN, 2, Number.NaN, Number.NaN]);
    expect([...rows.bar]).toEqual([0, 1, 0.25, 0, 0.5, 0, 0]);
    expect(rowCount(3)).toBe(7);
  });
});

describe('changed cells', () => {
  const laid = (asks: BookLevel[], bids: BookLevel[]) => {
    const rows = new BookRows(2);
    layRows(side(asks, 'ask').view, side(bids, 'bid').view, rows);
    return rows;
  };

  test.each<[string, [BookLevel[], BookLevel[]], [BookLevel[], BookLevel[]], number[]]>([
    ['nothing changed', [[[101, 1]], [[100, 1]]], [[[101, 1]], [[100, 1]]], [0, 0, 0, 0, 0]],
    [
      'a quantity changes its row and, with it, the bars of every row (the largest moved)',
      [[[101, 1]], [[100, 1]]],
      [[[101, 2]], [[100, 1]]],
      [0, CELL_QUANTITY, 0, CELL_BAR, 0],
    ],
    [
      'a new best ask shifts the ask rows outward; empty rows stay the same',
      [[[101, 1]], [[100, 1]]],
      [
        [
          [100.5, 1],
          [101, 1],
        ],
        [[100, 1]],
      ],
      // Row 1 (best ask) keeps its quantity, only its price moves; row 0 fills.
      [ALL_CELLS, CELL_PRICE, 0, 0, 0],
    ],
    ['a level removed empties its row', [[[101, 1]], [[100, 1]]], [[[101, 1]], []], [0, 0, 0, ALL_CELLS, 0]],
  ])('%s', (_name, [asksBefore, bidsBefore], [asksAfter, bidsAfter], expected) => {
    const flags = new Uint8Array(5);
    const count = changedCells(laid(asksBefore, bidsBefore), laid(asksAfter, bidsAfter), 100, flags);
    expect([...flags]).toEqual(expected);
    expect(count).toBe(expected.filter((f) => f !== 0).length);
  });

  test('a total that changes behind a level is not a drawn change', () => {
    const flags = new Uint8Array(5);
    const before = laid(
      [
        [101, 1],
        [102, 1],
      ],
      [],
    );
    const after = laid(
      [
        [101, 2],
        [102, 1],
      ],
      [],
    );
    changedCells(before, after, 0, flags);
    // Row 1 (101) changes its quantity; row 0 (102) only its total (1 + 2), which is not drawn.
    expect([...flags]).toEqual([0, CELL_QUANTITY, 0, 0, 0]);
  });

  test('a bar that moves less than a pixel is not redrawn', () => {
    const before = laid([[101, 100]], [[100, 50]]);
    const after = laid([[101, 100]], [[100, 50.1]]);
    const flags = new Uint8Array(5);
    changedCells(before, after, 100, flags);
    expect(flags[3]! & CELL_BAR).toBe(0);
    expect(flags[3]! & CELL_QUANTITY).toBe(CELL_QUANTITY);
  });

  test('rows of another depth are refused', () => {
    expect(() => changedCells(new BookRows(2), new BookRows(3), 100, new Uint8Array(7))).toThrow(RangeError);
  });
});

describe('picks', () => {
  const rows = new BookRows(2);
  layRows(
    side(
      [
        [101, 1],
        [102, 2],
      ],
      'ask',
    ).view,
    side(
      [
        [100, 3],
        [99, 4],
      ],
      'bid',
    ).view,
    rows,
  );

  test.each<[number, boolean, ReturnType<typeof pickAtRow>]>([
    [1, false, { side: 'buy', price: 101 }],
    [0, true, { side: 'buy', price: 102, quantity: 3 }],
    [3, false, { side: 'sell', price: 100 }],
    [4, true, { side: 'sell', price: 99, quantity: 7 }],
    [2, false, null],
    [9, false, null],
  ])('row %d (with quantity: %s) → %j', (row, withQuantity, expected) => {
    expect(pickAtRow(rows, row, withQuantity)).toEqual(expected);
  });

  test('an empty row picks nothing', () => {
    const empty = new BookRows(2);
    expect(pickAtRow(empty, 0, false)).toBeNull();
  });
});
