import { describe, expect, test } from 'vitest';
import { DRAWING_TOOLS, type DrawingStyle, type DrawingTool } from '../../../../contract/drawings';
import { ALERT_TOOLS, drawingCrossing, drawingPriceAt } from '../../../../src/render/chart/drawing-alerts';

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

describe('drawingCrossing', () => {
  const tick = (time: number, price: number) => ({ time, price });
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
});
