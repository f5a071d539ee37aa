import { describe, expect, test } from 'vitest';
import {
  boxesIntersect,
  labelBox,
  LabelPass,
  placedBox,
  placeLabels,
  type Box,
  type LabelBox,
} from '../../../../src/render/chart/label-placement';

const PLOT: Box = { x: 0, y: 0, width: 400, height: 300 };
const AXIS: Box = { x: 400, y: 0, width: 56, height: 300 };
/** The legend's row ("O H L C Vol") and the forecast's line under it, as the page draws them. */
const LEGEND: Box = { x: 8, y: 4, width: 330, height: 16 };
const NEXT_BAR: Box = { x: 8, y: 22, width: 300, height: 16 };

/** Whether `label`, placed at (x, y), would meet a reserved box or another placed label, or leave the bounds. */
function blockedAt(
  label: LabelBox,
  x: number,
  y: number,
  all: readonly LabelBox[],
  bounds: Box,
  reserved: readonly Box[],
) {
  const box = { x, y, width: label.width, height: label.height };
  const inside =
    x >= bounds.x &&
    y >= bounds.y &&
    x + box.width <= bounds.x + bounds.width &&
    y + box.height <= bounds.y + bounds.height;
  return (
    !inside ||
    reserved.some((r) => boxesIntersect(box, r)) ||
    all.some(
      (other) => other !== label && other.priority <= label.priority && boxesIntersect(box, placedBox(other)),
    )
  );
}

/**
 * After the pass: every label in the bounds, none over a reserved box or another label, and each as near
 * to where it asked as it could be: every whole-px place nearer along its axis (from either of its starts,
 * both as near to its anchor) is blocked by a reserved box or a label placed before it.
 */
function expectPlacedApart(labels: readonly LabelBox[], bounds: Box, reserved: readonly Box[]) {
  labels.forEach((label, i) => {
    const box = placedBox(label);
    expect(label.clear).toBe(true);
    expect(box.x).toBeGreaterThanOrEqual(bounds.x);
    expect(box.y).toBeGreaterThanOrEqual(bounds.y);
    expect(box.x + box.width).toBeLessThanOrEqual(bounds.x + bounds.width);
    expect(box.y + box.height).toBeLessThanOrEqual(bounds.y + bounds.height);
    for (const r of reserved) expect(boxesIntersect(box, r)).toBe(false);
    labels.forEach((other, j) => {
      if (j !== i) expect(boxesIntersect(box, placedBox(other))).toBe(false);
    });
    // Along its axis: both of a marker's sides are as near to the marker.
    const moved = label.axis === 'y' ? Math.abs(label.placedY - label.y) : Math.abs(label.placedX - label.x);
    const earlier = labels.filter(
      (other, j) => other.priority < label.priority || (other.priority === label.priority && j < i),
    );
    for (const start of [label.x, label.altX].filter((x) => !Number.isNaN(x)))
      for (let d = -300; d <= 300; d += 1) {
        const x = label.axis === 'y' ? start : label.x + d;
        const y = label.axis === 'y' ? label.y + d : label.y;
        const distance = Math.abs(d);
        if (distance < moved) expect(blockedAt(label, x, y, earlier, bounds, reserved)).toBe(true);
      }
  });
}

describe('placeLabels keeps labels apart, each nearest to where it asked', () => {
  test('the highest price marker under the legend and the forecast line goes below both', () => {
    // The marker sits at x 150, near the top: its price asks for the left of it and may go to its right.
    const high = labelBox({ x: 150 - 8 - 60, y: 12, width: 60, height: 14, altX: 158, priority: 2 });
    placeLabels([high], PLOT, [LEGEND, NEXT_BAR]);
    expectPlacedApart([high], PLOT, [LEGEND, NEXT_BAR]);
    // Both sides are under the legend and the forecast's line: the nearest free place is just below them.
    expect(placedBox(high)).toEqual({ x: 82, y: 38, width: 60, height: 14 });
  });

  test('a marker beside the legend takes its other side rather than moving down', () => {
    // The legend ends at x 338; the marker at 350 asks for its left (over the legend) and may go right.
    const high = labelBox({ x: 350 - 8 - 40, y: 10, width: 40, height: 14, altX: 358, priority: 2 });
    placeLabels([high], PLOT, [LEGEND]);
    expectPlacedApart([high], PLOT, [LEGEND]);
    expect(placedBox(high)).toEqual({ x: 358, y: 10, width: 40, height: 14 });
  });

  test('order tags pinned at the top move down clear of "Vol", in their stacking order', () => {
    // A narrow plot: the tags' left ends reach under the end of the legend's row, where "Vol" is.
    const first = labelBox({ x: 250, y: 8, width: 146, height: 18, priority: 1 });
    const second = labelBox({ x: 280, y: 28, width: 116, height: 18, priority: 1 });
    const labels = [first, second];
    placeLabels(labels, PLOT, [LEGEND]);
    expectPlacedApart(labels, PLOT, [LEGEND]);
    expect(first.placedY).toBe(20);
    expect(second.placedY).toBe(38);
    expect([first.placedX, second.placedX]).toEqual([250, 280]);
  });

  test('on the price axis the last price keeps its place and an order price box moves off it', () => {
    const last = labelBox({ x: 400, y: 191, width: 56, height: 18, priority: 0 });
    const order = labelBox({ x: 400, y: 195, width: 56, height: 18, priority: 1 });
    placeLabels([order, last], AXIS, []);
    expectPlacedApart([order, last], AXIS, []);
    expect(last.placedY).toBe(191);
    // Below (4 px away) is nearer than above (22 px away).
    expect(order.placedY).toBe(209);
  });

  test('a label along x slides sideways', () => {
    const label = labelBox({ x: 100, y: 10, width: 50, height: 14, axis: 'x' });
    placeLabels([label], PLOT, [{ x: 90, y: 0, width: 40, height: 30 }]);
    expectPlacedApart([label], PLOT, [{ x: 90, y: 0, width: 40, height: 30 }]);
    expect(label.placedX).toBe(130);
  });

  test('a label with no free place left stays where it asked, inside the bounds, and says so', () => {
    const label = labelBox({ x: 10, y: -5, width: 50, height: 14 });
    placeLabels([label], { x: 0, y: 0, width: 100, height: 20 }, [{ x: 0, y: 0, width: 100, height: 20 }]);
    expect(label.clear).toBe(false);
    expect([label.placedX, label.placedY]).toEqual([10, 0]);
  });

  test('priority, not the order given, decides who keeps its place; the result is the same every time', () => {
    const make = () => [
      labelBox({ x: 200, y: 100, width: 60, height: 18, priority: 2 }),
      labelBox({ x: 210, y: 105, width: 60, height: 18, priority: 1 }),
      labelBox({ x: 220, y: 110, width: 60, height: 18, priority: 0 }),
    ];
    const a = make();
    const b = make().reverse();
    placeLabels(a, PLOT, [LEGEND]);
    placeLabels(b, PLOT, [LEGEND]);
    expectPlacedApart(a, PLOT, [LEGEND]);
    expect(a.map(placedBox)).toEqual(b.reverse().map(placedBox));
    expect(a[2]!.placedY).toBe(110);
  });
});

describe('LabelPass places again only when an input changed', () => {
  test('same inputs: no pass; a moved label or reserved box: a pass', () => {
    const pass = new LabelPass();
    const label = labelBox({ x: 10, y: 10, width: 40, height: 14, altX: 60 });
    expect(pass.run([label], PLOT, [LEGEND])).toBe(true);
    expect(pass.run([label], PLOT, [LEGEND])).toBe(false);
    label.y = 30;
    expect(pass.run([label], PLOT, [LEGEND])).toBe(true);
    expect(pass.run([label], PLOT, [NEXT_BAR])).toBe(true);
    expect(label.placedY).toBe(38);
  });
});
