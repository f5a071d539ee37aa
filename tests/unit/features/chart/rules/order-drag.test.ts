import { describe, expect, test } from 'vitest';
import { priceTicks, specTicks, UPBIT_TICKS } from '../../../../../contract/price-ticks';
import {
  dragPriceAt,
  IDLE,
  orderDragStep,
  snapDragPrice,
  type OrderDrag,
  type OrderDragEvent,
} from '../../../../../src/features/chart/rules/order-drag';

const dragging: OrderDrag = { kind: 'dragging', line: 1, pointerId: 7, from: 100, price: 100 };
const moved: OrderDrag = { ...dragging, price: 120 };
const confirming: OrderDrag = { kind: 'confirming', line: 1, from: 100, price: 120 };

describe('orderDragStep', () => {
  test.each<[string, OrderDrag, OrderDragEvent, OrderDrag]>([
    [
      'a press starts a drag at the line’s price',
      IDLE,
      { type: 'press', line: 1, pointerId: 7, price: 100 },
      dragging,
    ],
    [
      'a press during a drag is ignored',
      dragging,
      { type: 'press', line: 2, pointerId: 8, price: 5 },
      dragging,
    ],
    [
      'a press while confirming is ignored',
      confirming,
      { type: 'press', line: 2, pointerId: 8, price: 5 },
      confirming,
    ],
    ['a move carries the price', dragging, { type: 'move', pointerId: 7, price: 120 }, moved],
    ['another pointer’s move is ignored', dragging, { type: 'move', pointerId: 9, price: 120 }, dragging],
    ['a move while idle is ignored', IDLE, { type: 'move', pointerId: 7, price: 120 }, IDLE],
    ['a release elsewhere asks', moved, { type: 'release', pointerId: 7 }, confirming],
    ['a release where it started ends it', dragging, { type: 'release', pointerId: 7 }, IDLE],
    ['another pointer’s release is ignored', moved, { type: 'release', pointerId: 9 }, moved],
    ['Escape ends a drag', moved, { type: 'escape' }, IDLE],
    ['Escape leaves the confirmation to its dialog', confirming, { type: 'escape' }, confirming],
    ['settling ends the confirmation', confirming, { type: 'settled' }, IDLE],
    ['settling does not end a drag', moved, { type: 'settled' }, moved],
  ])('%s', (_what, state, event, next) => {
    expect(orderDragStep(state, event)).toEqual(next);
  });

  test('an event that changes nothing answers the same state (nothing to redraw)', () => {
    expect(orderDragStep(moved, { type: 'move', pointerId: 7, price: 120 })).toBe(moved);
  });
});

describe('snapDragPrice', () => {
  test.each([
    ['KRW', 95_012_345, 95_012_000],
    ['KRW', 95_012_600, 95_013_000],
    ['KRW', 1_234.4, 1_235],
    ['KRW', 0.02104, 0.021],
    ['KRW', -50, 0.0001],
    ['KRW', Number.NaN, 0.0001],
    ['BTC', 0.034512345, 0.03451235],
    ['USDT', 12.345, 12.35],
  ] as const)('%s %d → %d', (market, price, snapped) => {
    expect(snapDragPrice(specTicks(market), price)).toBe(snapped);
  });

  test("on Upbit's steps a KRW coin at 3,210 snaps to 1 (the spec's 5)", () => {
    expect(snapDragPrice(priceTicks(UPBIT_TICKS, 'XRP-KRW'), 3_211.4)).toBe(3_211);
    expect(snapDragPrice(specTicks('KRW'), 3_211.4)).toBe(3_210);
  });
});

describe('dragPriceAt', () => {
  // 96,000,000 at y 0 down to 94,000,000 at y 200: 10,000 KRW a px, on 1,000 KRW ticks.
  const prices = { max: 96_000_000, min: 94_000_000, top: 0, height: 200 };
  test.each([
    [0, 96_000_000],
    [100, 95_000_000],
    [100.04, 95_000_000],
    [100.06, 94_999_000],
    [100.26, 94_997_000],
  ])('y %d names %d', (y, price) => {
    expect(dragPriceAt(prices, y, specTicks('KRW'))).toBe(price);
  });
});
