import { describe, expect, test } from 'vitest';
import type { DrawingStyle } from '../../../../contract/drawings';
import { formatNumber } from '../../../../src/lib/format';
import type { DrawingView } from '../../../../src/render/chart/drawing-geometry';
import { DrawingShapeCache } from '../../../../src/render/chart/drawing-shape-cache';
import type { DrawingFormat, DrawingSketch } from '../../../../src/render/chart/drawing-tools';

const T0 = 1_735_689_600;
const STYLE: DrawingStyle = {
  color: '#2962ff',
  width: 1,
  dash: 'solid',
  extendLeft: false,
  extendRight: false,
  fill: null,
  text: '',
};

function view(): DrawingView {
  return {
    time: Array.from({ length: 100 }, (_, i) => T0 + i * 60),
    length: 100,
    intervalSec: 60,
    scale: { width: 800, barSpacing: 8, rightOffset: 40, lastIndex: 99 },
    prices: { min: 900, max: 1100, top: 0, height: 400 },
    width: 800,
    height: 400,
  };
}

const line: DrawingSketch = {
  tool: 'trendLine',
  anchors: [
    { time: T0 + 10 * 60, price: 950 },
    { time: T0 + 50 * 60, price: 1050 },
  ],
  style: STYLE,
};

const FORMAT: DrawingFormat = {
  priceDecimals: () => 0,
  price: (price) => formatNumber(price, 0),
  measure: (text) => text.length * 7,
  texts: null,
};

describe('the drawings’ shapes kept between frames', () => {
  test('the same drawing on a view that places anchors alike: the shapes as built, not built again', () => {
    const kept = new DrawingShapeCache(FORMAT);
    const on = view();
    kept.use(on);
    const first = kept.shapesOf(line);
    // A live tick that moves no scale, a hover, a hit-test: a view with the same numbers.
    kept.use({ ...view(), time: on.time });
    expect(kept.shapesOf(line)).toBe(first);
  });

  test.each<[string, (view: DrawingView) => DrawingView]>([
    ['a pan', (v) => ({ ...v, scale: { ...v.scale, rightOffset: 80 } })],
    ['a zoom', (v) => ({ ...v, scale: { ...v.scale, barSpacing: 9 } })],
    ['the price scale', (v) => ({ ...v, prices: { ...v.prices, max: 1200 } })],
    ['a log scale', (v) => ({ ...v, prices: { ...v.prices, log: true } })],
    ['a resize', (v) => ({ ...v, width: 700, scale: { ...v.scale, width: 700 } })],
    ['a new bar', (v) => ({ ...v, length: 101, time: [...Array.from(v.time), T0 + 100 * 60] })],
    ['older bars paged in', (v) => ({ ...v, time: [T0 - 60, ...Array.from(v.time).slice(0, 99)] })],
    ['another interval', (v) => ({ ...v, intervalSec: 300 })],
  ])('built again after %s', (_name, change) => {
    const kept = new DrawingShapeCache(FORMAT);
    const on = view();
    kept.use(on);
    const first = kept.shapesOf(line);
    kept.use(change(on));
    expect(kept.shapesOf(line)).not.toBe(first);
  });

  test('a changed drawing (a new object) is built again, and all are after clear (the texts changed)', () => {
    const kept = new DrawingShapeCache(FORMAT);
    kept.use(view());
    const first = kept.shapesOf(line);
    const moved = { ...line, anchors: [line.anchors[0]!, { time: T0 + 60 * 60, price: 1000 }] };
    expect(kept.shapesOf(moved)).not.toBe(first);
    expect(kept.shapesOf(line)).toBe(first);
    kept.clear();
    expect(kept.shapesOf(line)).not.toBe(first);
  });
});
