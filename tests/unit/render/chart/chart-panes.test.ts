import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLLAPSED_PANE_PX,
  dragSeparator,
  layoutPanes,
  MIN_PANE_PX,
  NEW_PANE_WEIGHT,
  paneAt,
  PRICE_PANE_WEIGHT,
  separatorAt,
  type PaneState,
} from '../../../../src/render/chart/chart-panes';

const open = (weight: number): PaneState => ({ weight, collapsed: false });
const shut = (weight: number): PaneState => ({ weight, collapsed: true });

describe('layoutPanes', () => {
  it.each([
    ['the price pane alone', 600, [open(3)], [[0, 600]]],
    [
      'RSI under the price takes a quarter',
      600,
      [open(PRICE_PANE_WEIGHT), open(NEW_PANE_WEIGHT)],
      [
        [0, 450],
        [450, 150],
      ],
    ],
    [
      'two panes under the price',
      600,
      [open(3), open(1), open(1)],
      [
        [0, 360],
        [360, 120],
        [480, 120],
      ],
    ],
    [
      'a collapsed pane is a strip',
      600,
      [open(3), shut(1), open(1)],
      [
        [0, 434],
        [434, COLLAPSED_PANE_PX],
        [456, 144],
      ],
    ],
    [
      'the price pane never collapses',
      300,
      [shut(3), open(1)],
      [
        [0, 225],
        [225, 75],
      ],
    ],
    [
      'a small pane is held at the least height',
      400,
      [open(3), open(0.1)],
      [
        [0, 360],
        [360, MIN_PANE_PX],
      ],
    ],
    [
      'a chart too short for the least heights shares by weight',
      60,
      [open(3), open(1)],
      [
        [0, 45],
        [45, 15],
      ],
    ],
    [
      'a bad weight counts as a new pane',
      400,
      [open(3), open(Number.NaN)],
      [
        [0, 300],
        [300, 100],
      ],
    ],
    [
      'nothing to share',
      0,
      [open(3), open(1)],
      [
        [0, 0],
        [0, 0],
      ],
    ],
  ] as const)('%s', (_, height, panes, expected) => {
    expect(layoutPanes(height, panes).map((rect) => [rect.top, rect.height])).toEqual(expected);
  });

  it('tiles the height exactly, top to bottom, every open pane at least the least height when there is room', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.array(
          fc.record({ weight: fc.double({ min: 0.01, max: 50, noNaN: true }), collapsed: fc.boolean() }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (height, panes) => {
          const rects = layoutPanes(height, panes);
          expect(rects).toHaveLength(panes.length);
          let top = 0;
          for (const rect of rects) {
            expect(rect.top).toBe(top);
            expect(Number.isInteger(rect.height) && rect.height >= 0).toBe(true);
            top += rect.height;
          }
          expect(top).toBe(height);
          const openCount = panes.filter((pane, i) => i === 0 || !pane.collapsed).length;
          const strips = panes.length - openCount;
          if (openCount * MIN_PANE_PX + strips * COLLAPSED_PANE_PX <= height)
            rects.forEach((rect, i) => {
              if (i === 0 || !panes[i]!.collapsed) expect(rect.height).toBeGreaterThanOrEqual(MIN_PANE_PX);
            });
        },
      ),
    );
  });
});

describe('separators and panes under a pointer', () => {
  const rects = layoutPanes(600, [open(3), open(1), open(1)]);

  it.each([
    [360, 0],
    [356, 0],
    [364, 0],
    [365, -1],
    [480, 1],
    [0, -1],
    [600, -1],
  ])('a pointer at y %i grabs separator %i', (y, index) => {
    expect(separatorAt(rects, y)).toBe(index);
  });

  it.each([
    [0, 0],
    [359, 0],
    [360, 1],
    [599, 2],
    [600, -1],
    [-1, -1],
  ])('y %i is in pane %i', (y, index) => {
    expect(paneAt(rects, y)).toBe(index);
  });
});

describe('dragSeparator', () => {
  const panes = [open(3), open(1), open(1)];
  const rects = layoutPanes(600, panes);

  it('moves height between the two panes beside it, their weights summing as before', () => {
    const dragged = dragSeparator(panes, rects, 0, 60);
    const after = layoutPanes(600, dragged);
    expect(after.map((rect) => rect.height)).toEqual([420, 60, 120]);
    expect(dragged[0]!.weight + dragged[1]!.weight).toBeCloseTo(4, 12);
    expect(dragged[2]).toBe(panes[2]);
  });

  it('stops at the least height', () => {
    expect(layoutPanes(600, dragSeparator(panes, rects, 0, 1000)).map((rect) => rect.height)).toEqual([
      440, 40, 120,
    ]);
    expect(layoutPanes(600, dragSeparator(panes, rects, 1, -1000)).map((rect) => rect.height)).toEqual([
      360, 40, 200,
    ]);
  });

  it('leaves the panes as they were beside a collapsed pane or past the last', () => {
    const withShut = [open(3), shut(1), open(1)];
    const shutRects = layoutPanes(600, withShut);
    expect(dragSeparator(withShut, shutRects, 0, 30)).toEqual(withShut);
    expect(dragSeparator(withShut, shutRects, 1, 30)).toEqual(withShut);
    expect(dragSeparator(panes, rects, 2, 30)).toEqual(panes);
  });
});
