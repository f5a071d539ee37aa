/**
 * The drawings' crossing test (contract/drawing-crossing.ts) as tables: the price each alert tool's line
 * stands at at a time, a channel's two edges included, and which moves of the price cross it, and which way.
 */
import { describe, expect, test } from 'vitest';
import {
  ALERT_TOOLS,
  DRAWING_LINES,
  drawingCrossing,
  drawingCrossingSide,
  drawingPriceAt,
} from '../../../contract/drawing-crossing';
import { DRAWING_TOOLS, type DrawingStyle, type DrawingTool } from '../../../contract/drawings';

const STYLE: DrawingStyle = {
  color: '#2962ff',
  width: 1,
  dash: 'solid',
  extendLeft: false,
  extendRight: false,
  fill: null,
  text: '',
};

/** A line from 1,000 at t = 1,000 s to 1,100 at t = 2,000 s (0.1 a second), or a level at 1,000 from t = 1,000 s. */
function line(tool: DrawingTool, style: Partial<DrawingStyle> = {}) {
  return {
    tool,
    anchors: [
      { time: 1000, price: 1000 },
      { time: 2000, price: 1100 },
    ].slice(0, tool.startsWith('horizontal') ? 1 : 2),
    style: { ...STYLE, ...style },
  };
}

const tick = (time: number, price: number) => ({ time, price });

describe('drawingPriceAt', () => {
  test.each([
    [
      'a horizontal line: its price at every time',
      line('horizontalLine'),
      [0, 1000, 5000],
      [1000, 1000, 1000],
    ],
    ['a horizontal ray: from its time on', line('horizontalRay'), [999, 1000, 5000], [null, 1000, 1000]],
    [
      'a trend line: between its anchors only',
      line('trendLine'),
      [999, 1000, 1500, 2000, 2001],
      [null, 1000, 1050, 1100, null],
    ],
    ['a ray: on beyond anchor 1', line('ray'), [500, 3000], [null, 1200]],
    ['an extended line: both ways', line('extendedLine'), [500, 3000], [950, 1200]],
    [
      'a trend line extended left by its style',
      line('trendLine', { extendLeft: true }),
      [0, 3000],
      [900, null],
    ],
    [
      'a trend line extended right by its style',
      line('trendLine', { extendRight: true }),
      [0, 3000],
      [null, 1200],
    ],
    ['a tool with no alert (a rectangle)', line('rectangle'), [1500], [null]],
  ])('%s', (_name, drawing, times, prices) => {
    expect(times.map((time) => drawingPriceAt(drawing, time))).toEqual(prices);
  });

  test('the tools an alert may be set on have a price at a time; no other tool has', () => {
    for (const tool of DRAWING_TOOLS)
      expect(drawingPriceAt(line(tool, { extendLeft: true }), 1500) !== null, tool).toBe(
        ALERT_TOOLS.includes(tool),
      );
  });

  test('a vertical trend line has no price at a time', () => {
    const drawing = {
      ...line('trendLine'),
      anchors: [
        { time: 1000, price: 1 },
        { time: 1000, price: 2 },
      ],
    };
    expect(drawingPriceAt(drawing, 1000)).toBeNull();
  });
});

/** The line of `line` and a third anchor 50 above it at t = 1,500 s: a second edge 50 above the first. */
function channel(style: Partial<DrawingStyle> = {}) {
  const base = line('parallelChannel', style);
  return { ...base, anchors: [...base.anchors, { time: 1500, price: 1100 }] };
}

describe("a parallel channel's edges", () => {
  test.each([
    [
      'edge 0: the line through anchors 0 and 1',
      channel(),
      0,
      [999, 1000, 1500, 2000, 2001],
      [null, 1000, 1050, 1100, null],
    ],
    [
      'edge 1: the same line moved by the third anchor',
      channel(),
      1,
      [999, 1000, 1500, 2000, 2001],
      [null, 1050, 1100, 1150, null],
    ],
    [
      'edge 1 reaches as edge 0 does (extended right)',
      channel({ extendRight: true }),
      1,
      [500, 3000],
      [null, 1250],
    ],
    [
      'edge 1 reaches as edge 0 does (extended left)',
      channel({ extendLeft: true }),
      1,
      [500, 3000],
      [1000, null],
    ],
    ['no third edge', channel(), 2, [1500], [null]],
    ['not a fraction of an edge', channel(), 0.5, [1500], [null]],
  ])('%s', (_name, drawing, edge, times, prices) => {
    expect(times.map((time) => drawingPriceAt(drawing, time, edge))).toEqual(prices);
  });

  test('a channel without its third anchor has no second edge', () => {
    expect(drawingPriceAt(line('parallelChannel'), 1500, 1)).toBeNull();
    expect(drawingPriceAt(line('parallelChannel'), 1500, 0)).toBe(1050);
  });

  test('every alert tool has its lines, and only they', () => {
    expect(Object.keys(DRAWING_LINES).sort()).toEqual([...ALERT_TOOLS].sort());
    for (const tool of ALERT_TOOLS) {
      const drawing =
        tool === 'parallelChannel' ? channel({ extendLeft: true }) : line(tool, { extendLeft: true });
      const lines = DRAWING_LINES[tool] ?? 0;
      for (let edge = 0; edge <= lines; edge++)
        expect(drawingPriceAt(drawing, 1500, edge) !== null, `${tool} ${edge}`).toBe(edge < lines);
    }
  });

  test.each([
    ['up through edge 1', 1, tick(1400, 1080), tick(1600, 1120), 'up'],
    ['between the edges: edge 1 not crossed', 1, tick(1400, 1060), tick(1600, 1080), null],
    ['between the edges: edge 0 not crossed', 0, tick(1400, 1060), tick(1600, 1080), null],
    ['down through edge 0', 0, tick(1400, 1060), tick(1600, 1050), 'down'],
  ])('%s', (_name, edge, from, to, side) => {
    expect(drawingCrossingSide(channel(), from, to, edge)).toBe(side);
    expect(drawingCrossing(channel(), from, to, edge)).toBe(side !== null);
  });
});

describe('drawingCrossing', () => {
  test.each([
    ['up through a level', line('horizontalLine'), tick(10, 990), tick(20, 1010), true],
    ['down through a level', line('horizontalLine'), tick(10, 1010), tick(20, 990), true],
    ['up onto a level', line('horizontalLine'), tick(10, 990), tick(20, 1000), true],
    ['away from a level it stood on', line('horizontalLine'), tick(10, 1000), tick(20, 1010), false],
    ['staying below', line('horizontalLine'), tick(10, 980), tick(20, 990), false],
    ['a flat price met by a rising trend line', line('trendLine'), tick(1200, 1030), tick(1800, 1030), true],
    [
      'a rising price that keeps ahead of the line',
      line('trendLine'),
      tick(1200, 1030),
      tick(1800, 1090),
      false,
    ],
    ['before a ray starts', line('horizontalRay'), tick(500, 990), tick(900, 1010), false],
    ['into a ray as it starts', line('horizontalRay'), tick(1000, 990), tick(1100, 1010), true],
    ['beyond a trend line not extended', line('trendLine'), tick(2100, 1000), tick(2200, 1200), false],
    [
      'beyond it, extended right',
      line('trendLine', { extendRight: true }),
      tick(2100, 1000),
      tick(2200, 1200),
      true,
    ],
  ])('%s: %s', (_name, drawing, from, to, crossed) => {
    expect(drawingCrossing(drawing, from, to)).toBe(crossed);
  });

  test.each([
    ['up through a level', tick(10, 990), tick(20, 1010), 'up'],
    ['up onto a level', tick(10, 990), tick(20, 1000), 'up'],
    ['down through a level', tick(10, 1010), tick(20, 990), 'down'],
    ['down onto a level', tick(10, 1010), tick(20, 1000), 'down'],
    ['away from a level it stood on', tick(10, 1000), tick(20, 990), null],
    ['staying on it', tick(10, 1000), tick(20, 1000), null],
  ])('which way: %s', (_name, from, to, side) => {
    expect(drawingCrossingSide(line('horizontalLine'), from, to)).toBe(side);
  });
});
