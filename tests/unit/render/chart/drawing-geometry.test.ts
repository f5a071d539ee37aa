import { describe, expect, test } from 'vitest';
import { indexToX, priceToY, type PriceScale } from '../../../../src/render/chart/chart-layout';
import {
  anchorPoint,
  clipLine,
  constrainAngle,
  constrainMove,
  indexToTime,
  magnetAnchor,
  MAGNET_WEAK_PX,
  movedAnchors,
  pointAnchor,
  segmentDistance,
  timeToIndex,
  timeToX,
  xToTime,
  type BarPrices,
  type DrawingView,
} from '../../../../src/render/chart/drawing-geometry';

const T0 = 1_735_689_600;
const MINUTE = 60;

/** `count` bars `step` seconds apart from `start`. */
const times = (count: number, step: number, start = T0) =>
  Array.from({ length: count }, (_, i) => start + i * step);

const PRICES: PriceScale = { min: 900, max: 1100, top: 0, height: 400 };

/** A plot 800 × 400 px over `time`, 8 px a bar, the last bar 40 px from the right edge. */
function viewOf(time: number[], intervalSec = MINUTE, prices: PriceScale = PRICES): DrawingView {
  return {
    time,
    length: time.length,
    intervalSec,
    scale: { width: 800, barSpacing: 8, rightOffset: 40, lastIndex: time.length - 1 },
    prices,
    width: 800,
    height: 400,
  };
}

describe('a time stands at a bar index', () => {
  // Bars at 0, 60, 120, then a missing bar, 240, 300 (seconds after T0).
  const time = [0, 60, 120, 240, 300].map((s) => T0 + s);
  test.each([
    ["a bar's open time: its index", 60, 1],
    ['half way into a bar', 90, 1.5],
    ['the first bar', 0, 0],
    ['the last bar', 300, 4],
    ['across a missing bar: in proportion between the bars either side', 180, 2.5],
    ['beyond the last bar: by the interval', 300 + 150, 6.5],
    ['before the first bar: by the interval', -120, -2],
  ])('%s', (_name, seconds, index) => {
    expect(timeToIndex(time, time.length, MINUTE, T0 + seconds)).toBeCloseTo(index, 12);
    expect(indexToTime(time, time.length, MINUTE, index)).toBeCloseTo(T0 + seconds, 6);
  });

  test('without bars there is no index, nor time', () => {
    expect(timeToIndex([], 0, MINUTE, T0)).toBeNaN();
    expect(indexToTime([], 0, MINUTE, 3)).toBeNaN();
  });

  test('time → x → time is the time, on the bars, between them and beyond the last', () => {
    const view = viewOf(times(100, MINUTE));
    for (const seconds of [0, 30, 59 * 60, 99 * 60, 99 * 60 + 45, 130 * 60, -300])
      expect(xToTime(view, timeToX(view, T0 + seconds))).toBeCloseTo(T0 + seconds, 6);
  });
});

describe('a drawing keeps its time at every interval and after paging', () => {
  test('12:07 stands at the 7th one-minute bar, and 2/5 into the second five-minute bar', () => {
    const anchor = T0 + 7 * MINUTE;
    const minutes = viewOf(times(100, MINUTE));
    const fives = viewOf(times(100, 5 * MINUTE), 5 * MINUTE);
    expect(timeToX(minutes, anchor)).toBeCloseTo(indexToX(minutes.scale, 7), 9);
    expect(timeToX(fives, anchor)).toBeCloseTo(indexToX(fives.scale, 1.4), 9);
    expect(xToTime(fives, timeToX(fives, anchor))).toBeCloseTo(anchor, 6);
  });

  test('a time in the future (no bar yet) stands where its bar will, at every interval', () => {
    const minutes = viewOf(times(100, MINUTE));
    const hours = viewOf(times(100, 3600), 3600);
    const ahead = T0 + 99 * 3600 + 2 * 3600 + 1800;
    // 2.5 hours past the last hourly bar: two and a half bars right of it.
    expect(timeToX(hours, ahead)).toBeCloseTo(indexToX(hours.scale, 101.5), 9);
    const soon = T0 + 99 * MINUTE + 3 * MINUTE;
    expect(timeToX(minutes, soon)).toBeCloseTo(indexToX(minutes.scale, 102), 9);
  });

  test('older bars paged in move the index, not the time', () => {
    const anchor = T0 + 20 * MINUTE + 15;
    const before = times(50, MINUTE);
    const after = times(80, MINUTE, T0 - 30 * MINUTE);
    expect(timeToIndex(before, 50, MINUTE, anchor)).toBeCloseTo(20.25, 12);
    expect(timeToIndex(after, 80, MINUTE, anchor)).toBeCloseTo(50.25, 12);
  });
});

describe('an anchor stands at a point of the plot', () => {
  const log: PriceScale = { min: 100, max: 10_000, top: 0, height: 400, log: true };
  const inverted: PriceScale = { ...PRICES, inverted: true };
  test.each([
    ['linear', PRICES, 1000, 200],
    ['log: 1,000 half way between 100 and 10,000', log, 1000, 200],
    ['inverted: 950 a quarter of the way down', inverted, 950, 100],
  ])('on a %s scale', (_name, prices, price, y) => {
    const view = viewOf(times(100, MINUTE), MINUTE, prices);
    const point = anchorPoint(view, { time: T0 + 10 * MINUTE, price });
    expect(point.x).toBeCloseTo(indexToX(view.scale, 10), 9);
    expect(point.y).toBeCloseTo(y, 9);
    const back = pointAnchor(view, point.x, point.y);
    expect(back.time).toBeCloseTo(T0 + 10 * MINUTE, 6);
    expect(back.price).toBeCloseTo(price, 9);
  });
});

describe('clipLine keeps the part of a line in the plot', () => {
  const view = viewOf(times(10, MINUTE));
  const a = { x: 100, y: 100 };
  const b = { x: 200, y: 200 };
  test.each([
    ['a segment inside stays as it is', a, b, 0, 1, [100, 100, 200, 200]],
    ['extended beyond its end: to the bottom edge', a, b, 0, Infinity, [100, 100, 400, 400]],
    ['extended beyond its start: to the top left corner', a, b, -Infinity, 1, [0, 0, 200, 200]],
    ['extended both ways', a, b, -Infinity, Infinity, [0, 0, 400, 400]],
    [
      'a horizontal line extended: edge to edge',
      { x: 300, y: 50 },
      { x: 400, y: 50 },
      -Infinity,
      Infinity,
      [0, 50, 800, 50],
    ],
    [
      'a vertical line extended: top to bottom',
      { x: 300, y: 50 },
      { x: 300, y: 60 },
      -Infinity,
      Infinity,
      [300, 0, 300, 400],
    ],
    [
      'a segment half out of the plot: cut at the edge',
      { x: 700, y: 10 },
      { x: 900, y: 10 },
      0,
      1,
      [700, 10, 800, 10],
    ],
  ])('%s', (_name, from, to, start, end, expected) => {
    const piece = clipLine(view, from, to, start, end)!;
    expect([piece.x1, piece.y1, piece.x2, piece.y2].map((value) => Math.round(value * 1e9) / 1e9)).toEqual(
      expected,
    );
  });

  test.each([
    ['wholly outside', { x: 900, y: 10 }, { x: 1000, y: 20 }, 0, 1],
    ['above the plot, however far extended', { x: 0, y: -10 }, { x: 10, y: -10 }, -Infinity, Infinity],
    ['of no length', { x: 10, y: 10 }, { x: 10, y: 10 }, -Infinity, Infinity],
    ['with a point not placed (no bars)', { x: Number.NaN, y: 10 }, { x: 10, y: 10 }, 0, 1],
  ])('nothing of a line %s', (_name, from, to, start, end) => {
    expect(clipLine(view, from, to, start, end)).toBeNull();
  });
});

test.each([
  ['on the segment', 150, 100, 0],
  ['beside it', 150, 104, 4],
  ['past its end: from the end', 203, 104, 5],
])('segmentDistance: %s', (_name, x, y, distance) => {
  expect(segmentDistance(x, y, { x1: 100, y1: 100, x2: 200, y2: 100 })).toBeCloseTo(distance, 9);
});

describe('the magnet', () => {
  const time = times(100, MINUTE);
  const view = viewOf(time);
  // Bar 50: open 1000, high 1040, low 960, close 1020 (y 200, 120, 280, 160).
  const column = (value: number) => Array.from({ length: 100 }, () => value);
  const bars: BarPrices = { open: column(1000), high: column(1040), low: column(960), close: column(1020) };
  const x = indexToX(view.scale, 50) + 2;
  const yOf = (price: number) => priceToY(view.prices, price);

  test.each([
    ['off: the point itself', 'off', yOf(1038), null],
    ['strong, near the high: the high', 'strong', yOf(1038), 1040],
    ['strong, far from every price: still the nearest (the close)', 'strong', yOf(1028), 1020],
    ['strong, between open and low: the nearer (the open)', 'strong', yOf(990), 1000],
    [`weak, within ${MAGNET_WEAK_PX} px of the low: the low`, 'weak', yOf(960) - MAGNET_WEAK_PX + 1, 960],
    [`weak, more than ${MAGNET_WEAK_PX} px from every price: the point`, 'weak', yOf(1030), null],
  ] as const)('%s', (_name, mode, y, snapped) => {
    const anchor = magnetAnchor(view, bars, x, y, mode);
    if (snapped === null) {
      expect(anchor.time).toBeCloseTo(xToTime(view, x), 6);
      expect(anchor.price).toBeCloseTo(PRICES.max - (y / 400) * 200, 9);
    } else expect(anchor).toEqual({ time: time[50], price: snapped });
  });

  test('beyond the last bar there is nothing to snap to', () => {
    const ahead = indexToX(view.scale, 103);
    const anchor = magnetAnchor(view, bars, ahead, yOf(1040), 'strong');
    expect(anchor.time).toBeCloseTo(T0 + 103 * MINUTE, 6);
    expect(anchor.price).toBeCloseTo(1040, 9);
  });
});

describe('Shift', () => {
  const from = { x: 100, y: 100 };
  test.each([
    ["nearly level: level, at the pointer's x", { x: 200, y: 110 }, { x: 200, y: 100 }],
    ["nearly upright: upright, at the pointer's y", { x: 95, y: 20 }, { x: 100, y: 20 }],
    ['leftwards: level', { x: 20, y: 90 }, { x: 20, y: 100 }],
    ['near 45° down-right: on the diagonal', { x: 200, y: 190 }, { x: 195, y: 195 }],
    ['near 45° up-left: on the diagonal', { x: 10, y: 0 }, { x: 5, y: 5 }],
    ['near 45° up-right: on the diagonal', { x: 180, y: 30 }, { x: 175, y: 25 }],
    ['on the point: the point', { x: 100, y: 100 }, { x: 100, y: 100 }],
  ])('snaps the angle to 45°: %s', (_name, to, expected) => {
    const point = constrainAngle(from, to);
    expect(point.x).toBeCloseTo(expected.x, 9);
    expect(point.y).toBeCloseTo(expected.y, 9);
  });

  test.each([
    [30, 10, { x: 30, y: 0 }],
    [-5, 12, { x: 0, y: 12 }],
    [7, -7, { x: 7, y: 0 }],
  ])('moves a drawing along one axis: (%d, %d)', (dx, dy, expected) => {
    expect(constrainMove(dx, dy)).toEqual(expected);
  });
});

test('a drawing moved on a log scale keeps its shape on screen: each anchor moves by the same px', () => {
  const view = viewOf(times(100, MINUTE), MINUTE, { min: 100, max: 10_000, top: 0, height: 400, log: true });
  const anchors = [
    { time: T0 + 10 * MINUTE, price: 200 },
    { time: T0 + 30 * MINUTE, price: 5000 },
  ];
  const moved = movedAnchors(view, anchors, 24, -40);
  anchors.forEach((anchor, i) => {
    const was = anchorPoint(view, anchor);
    const now = anchorPoint(view, moved[i]!);
    expect(now.x - was.x).toBeCloseTo(24, 6);
    expect(now.y - was.y).toBeCloseTo(-40, 6);
  });
  // 40 px up a 400-px scale of two decades is a fifth of a decade: ×10^0.2 in price.
  expect(moved[0]!.price).toBeCloseTo(200 * 10 ** 0.2, 6);
  expect(moved[0]!.time).toBeCloseTo(T0 + 13 * MINUTE, 6);
});
