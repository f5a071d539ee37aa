import { describe, expect, test } from 'vitest';
import {
  cellX,
  COIN_LIST_THEME,
  ROW_HEIGHT,
  type CellPlacement,
  type RowLayout,
} from '../../../src/render/coin-list/coin-list-layout';
import { ListRow, RowRing } from '../../../src/render/coin-list/coin-list-rows';

const placement = (share: number, offset: number): CellPlacement => ({
  share,
  offset,
  anchor: 1,
  y: 20,
  small: false,
});

describe('cellX', () => {
  test.each<[string, number, number, number, number]>([
    ['the left edge plus the offset', 0, 28, 500, 28],
    ['a share of the width', 0.6, 0, 500, 300],
    ['the right edge less the offset', 1, -8, 500, 492],
    ['on a whole pixel', 0.6, 0, 333, 200],
    ['on a whole pixel, rounding up', 0.8, 0, 333, 266],
  ])('%s', (_name, share, offset, width, x) => {
    expect(cellX(placement(share, offset), width)).toBe(x);
  });
});

describe('ListRow', () => {
  test('a cell damages the row only when its text or tint changed; writes count text changes', () => {
    const row = new ListRow();
    row.damaged = false;
    row.set(2, '95,000,000', COIN_LIST_THEME.up);
    expect([row.damaged, row.sets, row.writes]).toEqual([true, 1, 1]);
    row.damaged = false;
    row.set(2, '95,000,000', COIN_LIST_THEME.up);
    expect([row.damaged, row.sets, row.writes]).toEqual([false, 2, 1]);
    row.set(2, '95,000,000', COIN_LIST_THEME.down);
    expect([row.damaged, row.sets, row.writes]).toEqual([true, 3, 1]);
    expect(row.cellText(2)).toBe('95,000,000');
  });

  test.each<[string, (row: ListRow) => boolean, boolean]>([
    ['a new flash', (row) => row.setFlash(COIN_LIST_THEME.up), true],
    ['no flash, as before', (row) => row.setFlash(null), false],
    ['selected', (row) => row.setActive(true), true],
    ['not selected, as before', (row) => row.setActive(false), false],
  ])('%s: changed and damaged %s', (_name, act, changed) => {
    const row = new ListRow();
    row.damaged = false;
    expect(act(row)).toBe(changed);
    expect(row.damaged).toBe(changed);
  });

  test('the flash colour is -1 without a flash', () => {
    const row = new ListRow();
    row.setFlash(COIN_LIST_THEME.down);
    expect(row.flashTint).toBe(COIN_LIST_THEME.down);
    row.setFlash(null);
    expect(row.flashTint).toBe(-1);
  });
});

describe('RowRing', () => {
  const ring = (height: number) => {
    const made = new RowRing();
    made.setSize(300, height);
    return made;
  };

  test.each<[number, number]>([
    [0, 1],
    [39, 2],
    [40, 2],
    [41, 3],
    [880, 23],
  ])('a viewport %i px high holds %i rows', (height, capacity) => {
    expect(ring(height).capacity).toBe(capacity);
  });

  test.each<[string, number, number, number, (number | null)[]]>([
    // Slot k shows list row first + ((k - first) mod size); its top is (row - first) × 40 - offset.
    ['from the top', 0, 3, 0, [0, 40, 80]],
    ['scrolled by half a row', 0, 3, 20, [-20, 20, 60]],
    ['one row down: slot 0 takes list row 3, at the bottom', 1, 3, 0, [80, 0, 40]],
    ['two rows down, one row shown fewer', 2, 2, 0, [40, null, 0]],
  ])('%s', (_name, first, count, offset, tops) => {
    const made = ring(100);
    made.begin(0, 3, 0);
    made.begin(first, count, offset);
    expect(
      Array.from({ length: 3 }, (_, slot) => (made.slot(slot).visible ? made.slot(slot).y : null)),
    ).toEqual(tops);
    // row(position) is the slot in view at that position.
    for (let position = 0; position < count; position++)
      expect(made.row(position).y).toBe(position * ROW_HEIGHT - offset);
    expect(() => made.row(count)).toThrow(RangeError);
  });

  test('rows moved: set by a scroll, a new size or layout, a grown ring; not by the same frame again', () => {
    const made = ring(100);
    made.begin(0, 3, 0);
    expect(made.moved).toBe(true);
    made.moved = false;
    made.begin(0, 3, 0);
    expect(made.moved).toBe(false);
    made.begin(0, 3, 5);
    expect(made.moved).toBe(true);
    made.moved = false;
    made.setSize(300, 100);
    expect(made.moved).toBe(false);
    made.setSize(320, 100);
    expect(made.moved).toBe(true);
    made.moved = false;
    const layout: RowLayout = [placement(0.5, 0)];
    made.setLayout(layout);
    expect(made.moved).toBe(true);
    made.moved = false;
    made.setLayout(layout);
    expect(made.moved).toBe(false);
  });

  test('a new size or layout makes every row forgotten (written whole again) and damaged', () => {
    const made = ring(100);
    made.begin(0, 2, 0);
    for (let position = 0; position < 2; position++) {
      const row = made.row(position);
      row.shownKey = 'BTC-KRW';
      row.shownGeneration = 3;
      row.damaged = false;
    }
    const placed = made.placement;
    made.setLayout([placement(1, -8)]);
    expect(made.placement).toBe(placed + 1);
    for (let position = 0; position < 2; position++) {
      const row = made.row(position);
      expect([row.shownKey, row.shownGeneration, row.damaged]).toEqual([null, -1, true]);
    }
  });

  test('writes and sets add up over the pooled rows', () => {
    const made = ring(100);
    made.begin(0, 2, 0);
    made.row(0).set(2, 'a', 0);
    made.row(1).set(2, 'b', 0);
    made.row(1).set(2, 'b', 0);
    expect([made.sets, made.writes]).toEqual([3, 2]);
  });
});
