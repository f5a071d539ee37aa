import { describe, expect, test } from 'vitest';
import {
  hoverMark,
  layDepthFrame,
  niceStep,
  plotOf,
  PRICE_AXIS_HEIGHT,
  priceAtX,
  QUANTITY_AXIS_WIDTH,
  steppedLine,
  ticksWithin,
  xOfPrice,
  yOfQuantity,
} from '../../../../src/render/depth-chart/depth-chart-layout';

// A 464 × 230 view: the plot is x 0–400, y 10–210.
const PLOT = plotOf(400 + QUANTITY_AXIS_WIDTH, 210 + PRICE_AXIS_HEIGHT);
const RANGE = { low: 96, high: 106 };

describe('depth chart layout', () => {
  test('the plot leaves the axes their strips', () => {
    expect(PLOT).toEqual({ left: 0, top: 10, right: 400, bottom: 210 });
    // Too small a view: an empty plot, never a negative one.
    expect(plotOf(10, 5)).toEqual({ left: 0, top: 10, right: 0, bottom: 10 });
  });

  test.each<[number, number]>([
    [96, 0],
    [101, 200],
    [106, 400],
  ])('price %s stands at x %s, and back', (price, x) => {
    expect(xOfPrice(PLOT, RANGE, price)).toBe(x);
    expect(priceAtX(PLOT, RANGE, x)).toBe(price);
  });

  test('a pointer beyond the plot reads as its edge; a range of no width as its middle', () => {
    expect(priceAtX(PLOT, RANGE, -50)).toBe(96);
    expect(priceAtX(PLOT, RANGE, 900)).toBe(106);
    expect(xOfPrice(PLOT, { low: 5, high: 5 }, 5)).toBe(200);
  });

  test.each<[number, number, number]>([
    [0, 6, 210],
    [3, 6, 110],
    [6, 6, 10],
    [12, 6, 10],
    [1, 0, 210],
  ])('quantity %s of %s stands at y %s', (quantity, largest, y) => {
    expect(yOfQuantity(PLOT, largest, quantity)).toBe(y);
  });

  test.each<[number, number, number]>([
    [10, 4, 5],
    [10, 5, 2],
    [2_900_000, 4, 1_000_000],
    [0.3, 3, 0.1],
    [0, 4, 0],
    [10, 0, 0],
  ])('a round step for a span of %s in at most %s parts: %s', (span, count, step) => {
    expect(niceStep(span, count)).toBe(step);
  });

  test('ticks are the step’s multiples within the range, without binary noise', () => {
    expect(ticksWithin(96, 106, 5)).toEqual([100, 105]);
    expect(ticksWithin(0.1, 0.35, 0.1)).toEqual([0.1, 0.2, 0.3]);
    expect(ticksWithin(1, 0, 1)).toEqual([]);
    expect(ticksWithin(0, 1, 0)).toEqual([]);
  });

  test('a side steps up at each level to its sum, from the axis at its best level', () => {
    const bids = { prices: [100, 99, 98], cumQuantity: [1, 3, 6] };
    expect(steppedLine(PLOT, RANGE, 6, bids)).toEqual([
      160, 210, 160, 176.66666666666669, 120, 176.66666666666669, 120, 110, 80, 110, 80, 10,
    ]);
    // A level beyond the range stands on the plot's edge.
    expect(steppedLine(PLOT, { low: 99.5, high: 106 }, 6, bids).slice(-2)).toEqual([0, 10]);
    expect(steppedLine(PLOT, RANGE, 6, { prices: [], cumQuantity: [] })).toEqual([]);
  });

  test('a frame: both sides, the mid line on a pixel centre, ticks with their texts', () => {
    const frame = layDepthFrame({
      width: 464,
      height: 230,
      range: RANGE,
      largest: 6,
      mid: 101,
      bids: { prices: [100], cumQuantity: [1] },
      asks: { prices: [102], cumQuantity: [2] },
      priceText: (price) => `p${price}`,
      quantityText: (quantity) => `q${quantity}`,
    });
    expect(frame.midX).toBe(200.5);
    expect(frame.bids).toEqual([160, 210, 160, yOfQuantity(PLOT, 6, 1)]);
    expect(frame.asks).toEqual([240, 210, 240, yOfQuantity(PLOT, 6, 2)]);
    // 400 px hold four price labels: a step of 5 over the 10 shown; 200 px five quantity labels: a step of 2.
    expect(frame.priceTicks).toEqual([
      { at: 160, text: 'p100' },
      { at: 360, text: 'p105' },
    ]);
    expect(frame.quantityTicks.map((tick) => tick.text)).toEqual(['q2', 'q4', 'q6']);
    // A mid outside the range draws no line.
    expect(layDepthFrame({ ...frameInput(), mid: 200 }).midX).toBeNull();
  });

  test('the crosshair stands on the point’s level and sum, on pixel centres', () => {
    expect(hoverMark({ plot: PLOT }, RANGE, 6, { side: 'ask', price: 102, cumQuantity: 3 })).toEqual({
      x: 240.5,
      y: 110.5,
      side: 'ask',
    });
  });
});

function frameInput() {
  return {
    width: 464,
    height: 230,
    range: RANGE,
    largest: 1,
    mid: 101,
    bids: { prices: [], cumQuantity: [] },
    asks: { prices: [], cumQuantity: [] },
    priceText: String,
    quantityText: String,
  };
}
