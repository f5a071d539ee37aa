import { describe, expect, test } from 'vitest';
import type { PriceScale } from '../../../../src/render/chart/chart-layout';
import {
  emptyLineSlot,
  hitPriceLine,
  layoutPriceLines,
  LINE_CANCEL_WIDTH,
  LINE_TAG_GAP,
  LINE_TAG_HEIGHT,
  LINE_TAG_MARGIN,
  type LineSlot,
} from '../../../../src/render/chart/price-lines';

/** 100 (top) to 0 (bottom) over y 0 to 200: one price unit is 2 px. */
const PRICES: PriceScale = { max: 100, min: 0, top: 0, height: 200 };
const BAND = { top: 0, bottom: 200 };
const RIGHT = 500;

function slots(...lines: [price: number, textWidth?: number, cancel?: boolean][]): LineSlot[] {
  return lines.map(([price, textWidth = 60, cancel = true]) => ({
    ...emptyLineSlot(),
    price,
    textWidth,
    pinnedWidth: textWidth + 40,
    cancel,
  }));
}

function laidOut(list: LineSlot[]): LineSlot[] {
  layoutPriceLines(list, list.length, PRICES, BAND, RIGHT);
  return list;
}

describe('layoutPriceLines', () => {
  test.each([
    [50, 0, 100],
    [100, 0, 0],
    [0, 0, 200],
    [80.4, 0, 39],
  ])('a line at %d in view is drawn at its price (pin %d, y %d)', (price, pin, y) => {
    const [slot] = laidOut(slots([price]));
    expect(slot).toMatchObject({ pin, y });
  });

  test('the tag ends left of the axis, with the cancel control in its width', () => {
    const [withCancel, without] = laidOut(slots([50, 60, true], [40, 60, false]));
    expect(withCancel!.tagRight).toBe(RIGHT - LINE_TAG_MARGIN);
    expect(withCancel!.tagRight - withCancel!.tagLeft).toBe(60 + LINE_CANCEL_WIDTH);
    expect(without!.tagRight - without!.tagLeft).toBe(60);
  });

  test('pinned tags use their own width (price and arrow)', () => {
    const [slot] = laidOut(slots([150, 60, false]));
    expect(slot!.tagRight - slot!.tagLeft).toBe(100);
  });

  test('lines above the band pin to its top, below to its bottom, the farthest outermost, none overlapping', () => {
    const list = laidOut(slots([120], [300], [-5], [150], [-50], [50]));
    const step = LINE_TAG_HEIGHT + LINE_TAG_GAP;
    expect(list.map((slot) => slot.pin)).toEqual([-1, -1, 1, -1, 1, 0]);
    expect(list.map((slot) => slot.y)).toEqual([
      LINE_TAG_HEIGHT / 2 + 2 * step,
      LINE_TAG_HEIGHT / 2,
      200 - LINE_TAG_HEIGHT / 2 - step,
      LINE_TAG_HEIGHT / 2 + step,
      200 - LINE_TAG_HEIGHT / 2,
      100,
    ]);
  });

  test('equal pinned prices stack in the order given', () => {
    const list = laidOut(slots([130], [130]));
    expect(list[1]!.y - list[0]!.y).toBe(LINE_TAG_HEIGHT + LINE_TAG_GAP);
  });

  test('a band above the volume pane pins a price below it to the band, not the plot', () => {
    const list = slots([10]);
    layoutPriceLines(list, 1, PRICES, { top: 0, bottom: 150 }, RIGHT);
    expect(list[0]).toMatchObject({ pin: 1, y: 150 - LINE_TAG_HEIGHT / 2 });
  });

  test('only the first `count` slots are touched', () => {
    const list = slots([50], [20]);
    list[1]!.y = -7;
    layoutPriceLines(list, 1, PRICES, BAND, RIGHT);
    expect(list[1]!.y).toBe(-7);
  });
});

describe('hitPriceLine', () => {
  // Line 0 at y 100 with a tag and ×; line 1 at y 40 without a tag; line 2 pinned at the top.
  const list = laidOut(slots([50, 60, true], [80, 0, false], [130, 60, true]));
  const tag = list[0]!;

  test.each([
    ['the × of the tag', tag.tagRight - 4, 100, { index: 0, part: 'cancel' }],
    ['the tag left of the ×', tag.tagRight - LINE_CANCEL_WIDTH - 1, 105, { index: 0, part: 'tag' }],
    ['the line far left of its tag', 10, 103, { index: 0, part: 'line' }],
    ['a tagless line', 300, 37, { index: 1, part: 'line' }],
    ['a pinned tag', list[2]!.tagLeft + 2, list[2]!.y, { index: 2, part: 'tag' }],
    ['nothing between lines', 10, 70, null],
    ['a line, but past the plot', RIGHT + 10, 100, null],
    ['below a tag by more than its half height', tag.tagLeft + 2, 100 + LINE_TAG_HEIGHT / 2 + 1, null],
  ])('%s', (_what, x, y, hit) => {
    expect(hitPriceLine(list, list.length, x, y, RIGHT)).toEqual(hit);
  });

  test('a pinned line is not grabbed away from its tag', () => {
    expect(hitPriceLine(list, list.length, 10, list[2]!.y, RIGHT)).toBeNull();
  });

  test('a tag the label pass moved is hit where it was placed; its line stays at its price', () => {
    const moved = laidOut(slots([50, 60, true]));
    expect(moved[0]!.tagY).toBe(100);
    moved[0]!.tagY = 130;
    const x = moved[0]!.tagLeft + 2;
    expect(hitPriceLine(moved, 1, x, 130, RIGHT)).toEqual({ index: 0, part: 'tag' });
    expect(hitPriceLine(moved, 1, x, 100, RIGHT)).toEqual({ index: 0, part: 'line' });
  });

  test('of two lines in reach, the nearer', () => {
    const near = laidOut(slots([50, 0, false], [51, 0, false]));
    expect(hitPriceLine(near, 2, 10, 98, RIGHT)).toEqual({ index: 1, part: 'line' });
    expect(hitPriceLine(near, 2, 10, 100, RIGHT)).toEqual({ index: 0, part: 'line' });
  });
});
