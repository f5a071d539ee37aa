import { describe, expect, test } from 'vitest';
import {
  anchoredScale,
  barAt,
  barContaining,
  clampRightOffset,
  cursorTimeLabel,
  fitPrices,
  followsLive,
  indexToX,
  lastAtOrBefore,
  MAX_BAR_SPACING,
  MIN_BAR_SPACING,
  niceStep,
  MIN_PRICE_AXIS_WIDTH,
  pan,
  panPrices,
  priceAxisWidth,
  priceTicks,
  priceToY,
  resetScale,
  RIGHT_OFFSET_PX,
  scrollToFirst,
  scrollToLatest,
  stepDecimals,
  stretchPrices,
  viewAnchor,
  timeLabel,
  timeStep,
  timeTicks,
  visibleRange,
  withLength,
  xToIndex,
  yToPrice,
  zoomAround,
  type PriceScale,
  type TimeScale,
  type TimeStep,
} from '../../../../src/render/chart/chart-layout';

const scale = (over: Partial<TimeScale> = {}): TimeScale => ({
  width: 1000,
  barSpacing: 10,
  rightOffset: RIGHT_OFFSET_PX,
  lastIndex: 999,
  ...over,
});

/** Unix seconds of a KST wall-clock time. */
const kst = (y: number, mo: number, d: number, h = 0, mi = 0) =>
  Date.UTC(y, mo - 1, d, h, mi) / 1000 - 9 * 3600;

describe('price ↔ y', () => {
  const prices: PriceScale = { min: 100, max: 200, top: 10, height: 400 };
  test.each([
    [200, 10],
    [100, 410],
    [150, 210],
    [175, 110],
    [250, -190],
  ])('price %d is at y %d and back', (price, y) => {
    expect(priceToY(prices, price)).toBeCloseTo(y, 9);
    expect(yToPrice(prices, y)).toBeCloseTo(price, 9);
  });

  test.each([
    [0.000123, 0.000456],
    [50_000_000, 51_234_000],
    [1, 1.0001],
  ])('round trip between %d and %d', (min, max) => {
    const s: PriceScale = { min, max, top: 0, height: 555 };
    for (const k of [0, 0.1, 0.5, 0.93, 1]) {
      const price = min + (max - min) * k;
      expect(yToPrice(s, priceToY(s, price))).toBeCloseTo(price, 9);
    }
  });

  test('a flat scale puts every price in the middle instead of dividing by zero', () => {
    expect(priceToY({ min: 5, max: 5, top: 0, height: 100 }, 5)).toBe(50);
  });

  test.each([
    // low, high, pad → min, max (10 % margin of the span)
    [100, 200, 1, 90, 210],
    [100, 100, 1, 98.8, 101.2],
    [0, 0, 0, -1.2, 1.2],
  ])('fitPrices(%d, %d, pad %d) spans %d..%d', (low, high, pad, min, max) => {
    const fitted = fitPrices(low, high, 0, 100, pad);
    expect(fitted.min).toBeCloseTo(min, 9);
    expect(fitted.max).toBeCloseTo(max, 9);
  });
});

describe('the price scale stretched and moved by hand (auto-fit off)', () => {
  const linear: PriceScale = { min: 100, max: 200, top: 10, height: 400 };
  const log: PriceScale = { min: 100, max: 10_000, top: 10, height: 400, log: true };
  const inverted: PriceScale = { ...linear, inverted: true };

  test.each<[string, PriceScale, number, number, number]>([
    // scale, factor → min, max
    ['stretched twice as far apart about its middle', linear, 2, 125, 175],
    ['compressed to twice the span', linear, 0.5, 50, 250],
    ['a factor of 1 keeps it', linear, 1, 100, 200],
    ['compressed below zero on a linear scale', linear, 0.125, -250, 550],
    [
      'log: stretched about its middle in logarithms (1,000)',
      log,
      2,
      100 * Math.sqrt(10),
      1000 * Math.sqrt(10),
    ],
    ['log: compressed, never reaching zero', log, 0.25, 0.1, 1e7],
    ['upside down: the same prices, stretched about the middle', inverted, 2, 125, 175],
    ['a factor of 0 keeps it', linear, 0, 100, 200],
    ['an infinite factor keeps it', linear, Infinity, 100, 200],
    ['a factor of NaN keeps it', linear, Number.NaN, 100, 200],
    ['log: a span too wide for a number keeps it', log, 1e-300, 100, 10_000],
  ])('%s', (_, scale, factor, min, max) => {
    const stretched = stretchPrices(scale, factor);
    expect(stretched.min / min).toBeCloseTo(1, 9);
    expect(stretched.max / max).toBeCloseTo(1, 9);
    expect({ ...stretched, min: 0, max: 0 }).toEqual({ ...scale, min: 0, max: 0 });
  });

  test('a stretch keeps the middle price at the middle of the pane', () => {
    for (const scale of [linear, log, inverted]) {
      const middle = yToPrice(scale, scale.top + scale.height / 2);
      const stretched = stretchPrices(scale, 3);
      expect(priceToY(stretched, middle)).toBeCloseTo(scale.top + scale.height / 2, 9);
    }
  });

  test.each<[string, PriceScale, number, number, number]>([
    // scale, dy px → min, max
    ['a drag down brings higher prices in at the top', linear, 100, 125, 225],
    ['a drag up, lower prices at the bottom', linear, -40, 90, 190],
    ['no drag keeps it', linear, 0, 100, 200],
    ['upside down: a drag down brings lower prices in at the top', inverted, 100, 75, 175],
    [
      'log: a quarter of the height is half a decade of the two',
      log,
      100,
      100 * Math.sqrt(10),
      10_000 * Math.sqrt(10),
    ],
    ['a pane with no height keeps it', { ...linear, height: 0 }, 100, 100, 200],
  ])('%s', (_, scale, dy, min, max) => {
    const moved = panPrices(scale, dy);
    expect(moved.min / min).toBeCloseTo(1, 9);
    expect(moved.max / max).toBeCloseTo(1, 9);
  });

  test('what was drawn at y is drawn at y + dy after a pan, on every kind of scale', () => {
    for (const scale of [linear, log, inverted, { ...log, inverted: true }]) {
      const price = yToPrice(scale, 150);
      expect(priceToY(panPrices(scale, 37), price)).toBeCloseTo(150 + 37, 9);
    }
  });
});

describe('index ↔ x and the visible range', () => {
  test.each([
    // scale, index, x
    [scale(), 999, 872],
    [scale(), 998, 862],
    [scale({ rightOffset: 0 }), 999, 1000],
    [scale({ barSpacing: 2, rightOffset: -100 }), 999, 1100],
  ])('%# bar %d is at x %d and back', (s, index, x) => {
    expect(indexToX(s, index)).toBeCloseTo(x, 9);
    expect(xToIndex(s, x)).toBeCloseTo(index, 9);
  });

  test.each([
    // rightOffset, spacing, lastIndex → from, to
    [128, 10, 999, 912, 999],
    [0, 10, 999, 899, 999],
    [-500, 10, 999, 849, 949],
    [128, 1, 999, 127, 999],
    [128, 10, 20, 0, 20],
    [900, 10, 999, 989, 999],
  ])('offset %d, spacing %d, last %d → bars %d..%d', (rightOffset, barSpacing, lastIndex, from, to) => {
    expect(visibleRange(scale({ rightOffset, barSpacing, lastIndex }))).toEqual({ from, to });
  });

  test.each([
    [872, 999],
    [868, 999],
    [866, 998],
    [876, 999],
    [877, -1],
    [-10_000, -1],
  ])('the bar at x %d is %d', (x, index) => {
    expect(barAt(scale(), x)).toBe(index);
  });
});

describe('zoom and pan', () => {
  test.each([
    [500, 1.25],
    [500, 0.8],
    [10, 2],
    [990, 0.5],
    [300, 3],
  ])('zooming at x %d by %d keeps the bar under the pointer there', (x, factor) => {
    const before = scale({ rightOffset: -2000 });
    const anchor = xToIndex(before, x);
    const zoomed = zoomAround(before, x, factor);
    expect(zoomed.barSpacing).toBeCloseTo(before.barSpacing * factor, 9);
    expect(xToIndex(zoomed, x)).toBeCloseTo(anchor, 9);
  });

  test.each([
    [1000, MAX_BAR_SPACING],
    [0.0001, MIN_BAR_SPACING],
  ])('zoom factor %d stops at spacing %d', (factor, spacing) => {
    expect(zoomAround(scale(), 500, factor).barSpacing).toBe(spacing);
  });

  test('dragging right shows older bars, dragging left back', () => {
    const s = scale();
    const right = pan(s, 200);
    expect(visibleRange(right).from).toBe(visibleRange(s).from - 20);
    expect(pan(right, -200).rightOffset).toBe(s.rightOffset);
  });

  test.each([
    ['too far right', 1e9, 1000 - 20],
    ['too far left', -1e9, 20 - 999 * 10],
  ])('panning %s keeps two bars on screen', (_, offset, clamped) => {
    expect(clampRightOffset(scale(), offset)).toBe(clamped);
  });

  test('Home shows the first bar at the left edge, End the last at the right offset', () => {
    const first = scrollToFirst(scale());
    expect(indexToX(first, 0)).toBeCloseTo(5, 9);
    expect(visibleRange(first).from).toBe(0);
    const latest = scrollToLatest(first);
    expect(latest.rightOffset).toBe(RIGHT_OFFSET_PX);
    expect(latest.barSpacing).toBe(first.barSpacing);
  });

  test('the reset view puts the last bar 128 px from the right edge, or the middle of a narrow plot', () => {
    expect(resetScale(1000, 99).rightOffset).toBe(128);
    expect(resetScale(200, 99).rightOffset).toBe(100);
  });
});

describe('live bars', () => {
  test.each([
    // rightOffset before, bars added, follows, rightOffset after
    [128, 1, true, 128],
    [0, 3, true, 0],
    [-4, 1, true, -4],
    [-500, 1, false, -510],
    [-500, 5, false, -550],
  ])('offset %d + %d bar(s): follows %s, offset %d', (rightOffset, added, follows, after) => {
    const s = scale({ rightOffset });
    expect(followsLive(s)).toBe(follows);
    const next = withLength(s, s.lastIndex + 1 + added);
    expect(next.lastIndex).toBe(s.lastIndex + added);
    expect(next.rightOffset).toBe(after);
    if (!follows) expect(visibleRange(next)).toEqual(visibleRange(s));
  });
});

describe('a view kept across a refill of its bars', () => {
  /** `count` one-minute bars from minute `first`. */
  const minutes = (first: number, count: number) =>
    Float64Array.from({ length: count }, (_, i) => (first + i) * 60);
  const held = minutes(0, 1000);
  /** The refilled history: three newer bars, the three oldest gone, so every index moved by 3. */
  const refilled = minutes(3, 1000);
  const timesInView = (s: TimeScale, time: Float64Array) => {
    const { from, to } = visibleRange(s);
    return [time[from], time[to]];
  };

  test('a view that followed the newest bar keeps its zoom and offset: the new bars come into view', () => {
    const before = scale({ barSpacing: 15, rightOffset: RIGHT_OFFSET_PX });
    const after = anchoredScale(viewAnchor(before, held), 1000, refilled, 1000);
    expect(after).toEqual({ width: 1000, lastIndex: 999, barSpacing: 15, rightOffset: RIGHT_OFFSET_PX });
    expect(timesInView(after, refilled)[1]).toBe(1002 * 60);
  });

  test('a scrolled-back view keeps its zoom and its newest bar in view where it was drawn', () => {
    const before = scale({ barSpacing: 10, rightOffset: -500 });
    const anchor = viewAnchor(before, held);
    expect(anchor).toEqual({ barSpacing: 10, rightOffset: -500, follows: false, time: 949 * 60, x: 1000 });
    const after = anchoredScale(anchor, 1000, refilled, 1000);
    // Bar 946 of the refill is bar 949 of before: (999 - 946) bars of 10 px behind the right edge.
    expect(after).toEqual({ width: 1000, lastIndex: 999, barSpacing: 10, rightOffset: -530 });
    expect(timesInView(after, refilled)).toEqual(timesInView(before, held));
  });

  test('a bar missing from the refill: the next one after its time takes its place', () => {
    const anchor = viewAnchor(scale({ rightOffset: -500 }), held);
    const withoutIt = Float64Array.from([...refilled].filter((t) => t !== 949 * 60));
    const after = anchoredScale(anchor, 1000, withoutIt, withoutIt.length);
    const { to } = visibleRange(after);
    expect(withoutIt[to]).toBe(950 * 60);
    expect(indexToX(after, to)).toBe(1000);
  });

  test('a bar older than the whole refill: the oldest shown, with at least two bars on screen', () => {
    const anchor = viewAnchor(scale({ rightOffset: -500 }), held);
    const after = anchoredScale(anchor, 1000, minutes(2000, 1000), 1000);
    expect(after.rightOffset).toBe(clampRightOffset(after, -Infinity));
    expect(visibleRange(after).from).toBe(0);
    expect(indexToX(after, 0)).toBe(1000 - 2 * 10);
  });

  test('no bars held: the offset is kept', () => {
    const before = resetScale(1000, 0);
    const after = anchoredScale(viewAnchor(before, new Float64Array(0)), 1000, refilled, 1000);
    expect(after).toEqual({ ...before, lastIndex: 999 });
  });
});

describe('price axis steps', () => {
  test.each([
    [0.7, 1],
    [1, 1],
    [1.3, 2],
    [2.2, 2.5],
    [3, 5],
    [7, 10],
    [0.0013, 0.002],
    [123_456, 200_000],
  ])('niceStep(%d) = %d', (raw, step) => {
    expect(niceStep(raw)).toBeCloseTo(step, 12);
  });

  test.each([
    [1, 0],
    [50, 0],
    [0.5, 1],
    [0.25, 2],
    [0.001, 3],
  ])('a step of %d needs %d decimals', (step, decimals) => {
    expect(stepDecimals(step)).toBe(decimals);
  });

  test.each([
    // min, max, height, gap → ticks
    [100, 200, 400, 40, [100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200]],
    [100, 200, 100, 40, [100, 150, 200]],
    [50_010_000, 50_090_000, 200, 50, [50_020_000, 50_040_000, 50_060_000, 50_080_000]],
  ])('%d..%d over %d px, %d px apart', (min, max, height, gap, ticks) => {
    expect(priceTicks({ min, max, top: 0, height }, gap)).toEqual(ticks);
  });

  test('labels are never finer than the tick size', () => {
    expect(priceTicks({ min: 100, max: 101, top: 0, height: 1000 }, 40, 0.5)).toEqual([100, 100.5, 101]);
  });
});

describe('time axis steps', () => {
  test.each<[number, number, TimeStep]>([
    // interval s, bar spacing → step (labels 90 px apart)
    [60, 10, { kind: 'seconds', seconds: 10 * 60 }],
    [60, 6, { kind: 'seconds', seconds: 15 * 60 }],
    [60, 1, { kind: 'seconds', seconds: 2 * 3600 }],
    [600, 6, { kind: 'seconds', seconds: 3 * 3600 }],
    [3600, 6, { kind: 'seconds', seconds: 86_400 }],
    [86_400, 10, { kind: 'seconds', seconds: 14 * 86_400 }],
    [86_400, 2, { kind: 'months', months: 3 }],
    [86_400, 0.5, { kind: 'months', months: 6 }],
    [86_400, 50, { kind: 'seconds', seconds: 2 * 86_400 }],
  ])('%d-second bars at %d px get %j', (interval, spacing, step) => {
    expect(timeStep(interval, spacing, 90)).toEqual(step);
  });

  test.each<[number, number, TimeStep, string]>([
    [kst(2026, 11, 21, 9, 30), kst(2026, 11, 21, 9, 15), { kind: 'seconds', seconds: 900 }, '09:30'],
    [kst(2026, 11, 22, 0, 0), kst(2026, 11, 21, 23, 45), { kind: 'seconds', seconds: 900 }, '11-22'],
    [kst(2026, 11, 22, 0, 0), Number.NaN, { kind: 'seconds', seconds: 900 }, '00:00'],
    [kst(2026, 12, 5), kst(2026, 11, 21), { kind: 'seconds', seconds: 14 * 86_400 }, '12-05'],
    [kst(2027, 1, 2), kst(2026, 12, 19), { kind: 'seconds', seconds: 14 * 86_400 }, '2027'],
    [kst(2026, 4, 1), kst(2026, 1, 1), { kind: 'months', months: 3 }, '2026-04'],
    [kst(2027, 1, 1), kst(2026, 10, 1), { kind: 'months', months: 3 }, '2027'],
  ])('the tick at %d (previous %d, step %j) reads %s in KST', (time, previous, step, label) => {
    expect(timeLabel(time, previous, step)).toBe(label);
  });

  test.each([
    // 15:00 UTC is midnight of the next day in KST
    [Date.UTC(2026, 10, 21, 15, 0) / 1000, 60, '2026-11-22 00:00'],
    [Date.UTC(2026, 10, 21, 14, 59) / 1000, 60, '2026-11-21 23:59'],
    [kst(2026, 11, 22), 86_400, '2026-11-22'],
  ])('the crosshair time of %d (%d s bars) is %s', (time, interval, label) => {
    expect(cursorTimeLabel(time, interval)).toBe(label);
  });

  test('ticks go where the bucket changes and stay apart', () => {
    const start = kst(2026, 11, 21, 9, 0);
    const time = Array.from({ length: 120 }, (_, i) => start + i * 60);
    // 15-minute buckets, bars 10 px apart: a tick every 15 bars.
    expect(timeTicks(time, 0, 119, { kind: 'seconds', seconds: 900 }, 10, 90)).toEqual([
      0, 15, 30, 45, 60, 75, 90, 105,
    ]);
    // The first visible bar is a tick only when its bucket differs from the bar before it.
    expect(timeTicks(time, 3, 40, { kind: 'seconds', seconds: 900 }, 10, 90)).toEqual([15, 30]);
    // Too close together: the later one is dropped.
    expect(timeTicks(time, 0, 119, { kind: 'seconds', seconds: 900 }, 5, 90)).toEqual([0, 30, 60, 90]);
  });
});

describe('priceAxisWidth', () => {
  test.each([
    ['no label', 0, 0, MIN_PRICE_AXIS_WIDTH],
    ['a short label', 30, 0, MIN_PRICE_AXIS_WIDTH],
    // "142,000,000" at 11 px is about 62 px: with 6 px each side it needs 74, and 72 cut it.
    ['"142,000,000"', 62.4, 0, 80],
    ['a label one px wider than a step', 69, 0, 88],
    ['a slightly narrower label keeps the axis', 66, 88, 88],
    ['a much narrower label narrows it', 30, 88, MIN_PRICE_AXIS_WIDTH],
    ['a wider label widens it', 80, 88, 96],
  ])('%s (%d px, axis %d) → %d px', (_what, widest, current, width) => {
    expect(priceAxisWidth(widest, current)).toBe(width);
  });

  test('every label fits with its padding', () => {
    for (let widest = 0; widest < 300; widest += 0.7)
      expect(priceAxisWidth(widest)).toBeGreaterThanOrEqual(widest + 12);
  });
});

describe('bars by time (a linked chart on another interval)', () => {
  // Five 5-minute bars with a gap (a pause in trading) between the third and the fourth.
  const time = [0, 300, 600, 1500, 1800];
  const length = time.length;

  test.each<[string, number, number]>([
    ['before the first bar', -1, -1],
    ["the first bar's open", 0, 0],
    ['inside the second bar', 450, 1],
    ['in the gap: the bar before it', 1000, 2],
    ["the fourth bar's open", 1500, 3],
    ['inside the last bar', 2099, 4],
    ["the last bar's close", 2100, -1],
    ['no moment', Number.NaN, -1],
  ])('barContaining, %s', (_name, at, index) => {
    expect(barContaining(time, length, 300, at)).toBe(index);
  });

  test('barContaining without bars', () => {
    expect(barContaining([], 0, 300, 0)).toBe(-1);
  });

  test('lastAtOrBefore', () => {
    expect(lastAtOrBefore(time, length, -5)).toBe(-1);
    expect(lastAtOrBefore(time, length, 600)).toBe(2);
    expect(lastAtOrBefore(time, length, 601)).toBe(2);
    expect(lastAtOrBefore(time, length, 9999)).toBe(4);
  });
});
