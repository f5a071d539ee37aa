import { describe, expect, test } from 'vitest';
import {
  DEFAULT_FIB_LEVELS,
  DRAWING_ANCHORS,
  DRAWING_TOOLS,
  type Drawing,
  type DrawingAnchor,
  type DrawingStyle,
  type DrawingTool,
} from '../../../../contract/drawings';
import { formatNumber } from '../../../../src/lib/format';
import { indexToX, priceToY, type PriceScale } from '../../../../src/render/chart/chart-layout';
import { anchorPoint, type DrawingView } from '../../../../src/render/chart/drawing-geometry';
import {
  DRAWING_FILL_ALPHA,
  drawingShapes,
  fibLevelPrice,
  HANDLE_SIZE_PX,
  HIT_TOLERANCE_PX,
  hitDrawing,
  spanText,
  type DrawingFormat,
  type DrawingShapes,
  type DrawingSketch,
  type DrawingTexts,
} from '../../../../src/render/chart/drawing-tools';

const T0 = 1_735_689_600;
const MINUTE = 60;
const BARS = 100;
const PRICES: PriceScale = { min: 900, max: 1100, top: 0, height: 400 };

/** 100 one-minute bars on a plot 800 × 400 px, 8 px a bar, the last bar 40 px from the right edge. */
function viewOf(prices: PriceScale = PRICES): DrawingView {
  return {
    time: Array.from({ length: BARS }, (_, i) => T0 + i * MINUTE),
    length: BARS,
    intervalSec: MINUTE,
    scale: { width: 800, barSpacing: 8, rightOffset: 40, lastIndex: BARS - 1 },
    prices,
    width: 800,
    height: 400,
  };
}
const VIEW = viewOf();

const TEXTS: DrawingTexts = {
  bars: (count) => `${count} bars`,
  days: (count) => `${count}d`,
  hours: (count) => `${count}h`,
  minutes: (count) => `${count}m`,
};
const FORMAT: DrawingFormat = {
  priceDecimals: () => 0,
  price: (price) => formatNumber(price, 0),
  measure: (text) => text.length * 7,
  texts: TEXTS,
};
/** The shapes the hit-test reads, as built on `view`. */
const builtOn = (view: DrawingView) => (each: Drawing) => drawingShapes(each, view, FORMAT);

const STYLE: DrawingStyle = {
  color: '#2962ff',
  width: 2,
  dash: 'solid',
  extendLeft: false,
  extendRight: false,
  fill: null,
  text: '',
};

/** An anchor at bar `bar` (fractional) and `price`. */
const at = (bar: number, price: number): DrawingAnchor => ({ time: T0 + bar * MINUTE, price });
const x = (bar: number) => indexToX(VIEW.scale, bar);
const y = (price: number) => priceToY(PRICES, price);

function sketch(
  tool: DrawingTool,
  anchors: DrawingAnchor[],
  style: Partial<DrawingStyle> = {},
): DrawingSketch {
  return { tool, anchors, style: { ...STYLE, ...style } };
}

function drawing(
  id: string,
  tool: DrawingTool,
  anchors: DrawingAnchor[],
  more: Partial<Drawing> = {},
): Drawing {
  return {
    id,
    coin: 'BTC-KRW' as Drawing['coin'],
    tool,
    anchors,
    style: STYLE,
    locked: false,
    hidden: false,
    version: 1,
    updatedAt: 0,
    ...more,
  };
}

const shapes = (s: DrawingSketch, view = VIEW) => drawingShapes(s, view, FORMAT);
/** Each line's points rounded to 1e-6 px. */
const lines = (drawn: DrawingShapes) =>
  drawn.lines.map((line) => line.points.map((value) => Math.round(value * 1e6) / 1e6));
const texts = (drawn: DrawingShapes) => drawn.labels.map((label) => label.text);

describe('the line tools reach as far as they are extended', () => {
  // From bar 40 (x 288) at 1,000 (y 200) to bar 60 (x 448) at 1,050 (y 100): it meets the plot's left edge
  // at y 380 and its top at x 608.
  const a = at(40, 1000);
  const b = at(60, 1050);
  test.each([
    ['a trend line: between its anchors', 'trendLine', {}, [288, 200, 448, 100]],
    ['a ray: beyond anchor 1 to the top edge', 'ray', {}, [288, 200, 608, 0]],
    ['an extended line: both ways', 'extendedLine', {}, [0, 380, 608, 0]],
    [
      'a trend line extended left: beyond anchor 0 to the left edge',
      'trendLine',
      { extendLeft: true },
      [0, 380, 448, 100],
    ],
    [
      'a trend line extended both ways',
      'trendLine',
      { extendLeft: true, extendRight: true },
      [0, 380, 608, 0],
    ],
    ['an info line: between its anchors', 'infoLine', {}, [288, 200, 448, 100]],
  ] as const)('%s', (_name, tool, style, expected) => {
    expect(lines(shapes(sketch(tool, [a, b], style)))[0]).toEqual(expected);
  });

  test('a ray drawn leftwards goes on to the left', () => {
    const [line] = lines(shapes(sketch('ray', [at(60, 1000), at(40, 1000)])));
    expect(line).toEqual([x(60), y(1000), 0, y(1000)]);
  });

  test('an arrow: its line and a head of two wings at its end, solid', () => {
    const drawn = shapes(sketch('arrow', [at(40, 1000), at(60, 1000)], { dash: 'dashed' }));
    expect(drawn.lines).toHaveLength(2);
    const head = drawn.lines[1]!;
    expect(head.dash).toBe('solid');
    expect(head.points.slice(2, 4)).toEqual([x(60), y(1000)]);
    // The wings go back from the tip, one above and one below.
    expect(head.points[0]).toBeLessThan(x(60));
    expect(head.points[1]! - y(1000)).toBeCloseTo(-(head.points[5]! - y(1000)), 9);
  });
});

describe('horizontal and vertical lines', () => {
  test.each([
    ['a horizontal line: edge to edge at its price', 'horizontalLine', [[0, y(1000), 800, y(1000)]]],
    [
      'a horizontal ray: from its anchor to the right edge',
      'horizontalRay',
      [[x(30), y(1000), 800, y(1000)]],
    ],
    ['a vertical line: top to bottom at its time', 'verticalLine', [[x(30), 0, x(30), 400]]],
    [
      'a cross line: both',
      'crossLine',
      [
        [0, y(1000), 800, y(1000)],
        [x(30), 0, x(30), 400],
      ],
    ],
  ] as const)('%s', (_name, tool, expected) => {
    expect(lines(shapes(sketch(tool, [at(30, 1000)])))).toEqual(expected);
  });

  test('a horizontal line whose price is off the scale draws nothing', () => {
    expect(shapes(sketch('horizontalLine', [at(30, 2000)])).lines).toEqual([]);
  });

  test("a line's text is written above the middle of what is drawn of it, in its colour", () => {
    const drawn = shapes(sketch('horizontalLine', [at(30, 1000)], { text: 'Support' }));
    expect(drawn.labels).toEqual([
      { text: 'Support', x: 400 - 24.5, y: y(1000) - 4 - 15, width: 49, height: 15, color: 0x2962ff },
    ]);
  });
});

describe('a parallel channel', () => {
  const anchors = [at(20, 1000), at(60, 1040), at(40, 960)];
  test('its second line is the first moved by where the third anchor stands off it; a dashed middle line', () => {
    const drawn = shapes(sketch('parallelChannel', anchors));
    // The first line at bar 40 is at 1,020: the third anchor stands 60 lower.
    const off = y(960) - y(1020);
    expect(lines(drawn)).toEqual(
      [
        [x(20), y(1000), x(60), y(1040)],
        [x(20), y(1000) + off, x(60), y(1040) + off],
        [x(20), y(1000) + off / 2, x(60), y(1040) + off / 2],
      ].map((line) => line.map((v) => Math.round(v * 1e6) / 1e6)),
    );
    expect(drawn.lines.map((line) => line.dash)).toEqual(['solid', 'solid', 'dashed']);
    expect(drawn.fills).toEqual([]);
  });

  test('filled: a band between its lines, clipped at the plot where they leave it', () => {
    // Steep: extended right, both lines leave through the plot's top.
    const steep = [at(20, 1000), at(40, 1060), at(30, 980)];
    const drawn = shapes(sketch('parallelChannel', steep, { fill: '#ff0000', extendRight: true }));
    const [band] = drawn.fills;
    if (band?.kind !== 'band') throw new Error('no band');
    expect(band).toMatchObject({ color: 0xff0000, alpha: DRAWING_FILL_ALPHA });
    const xs = band.points.filter((_, i) => i % 3 === 0);
    expect(xs[0]).toBeCloseTo(x(20), 9);
    expect(xs.at(-1)).toBeCloseTo(800, 9);
    // The upper line leaves the plot at the top: from there the band's upper side runs along it.
    for (let i = 0; i < band.points.length; i += 3) {
      expect(band.points[i + 1]).toBeGreaterThanOrEqual(0);
      expect(band.points[i + 2]).toBeLessThanOrEqual(400);
    }
    expect(band.points.filter((_, i) => i % 3 === 1 && band.points[i] === 0).length).toBeGreaterThan(0);
  });

  test('with two anchors (while it is drawn): its first line only', () => {
    expect(shapes(sketch('parallelChannel', anchors.slice(0, 2))).lines).toHaveLength(1);
  });
});

describe('a rectangle', () => {
  const corners = [at(20, 1050), at(40, 1000)];
  test('four sides, no fill unless asked', () => {
    const drawn = shapes(sketch('rectangle', corners));
    expect(drawn.lines).toHaveLength(4);
    expect(drawn.fills).toEqual([]);
  });

  test('filled, and extended right: to the right edge, with no right side', () => {
    const drawn = shapes(sketch('rectangle', corners, { fill: '#00ff00', extendRight: true }));
    expect(drawn.fills).toEqual([
      {
        kind: 'rect',
        x: x(20),
        y: y(1050),
        width: 800 - x(20),
        height: y(1000) - y(1050),
        color: 0x00ff00,
        alpha: DRAWING_FILL_ALPHA,
      },
    ]);
    expect(drawn.lines).toHaveLength(3);
  });
});

describe('the measures and the info line write their texts', () => {
  test.each([
    ['a price range up 8%', 'priceRange', [at(20, 1000), at(30, 1080)], ['+80 (+8.00%)']],
    ['a price range down', 'priceRange', [at(20, 1000), at(30, 950)], ['-50 (-5.00%)']],
    ['a date range of 90 bars', 'dateRange', [at(5, 1000), at(95, 1000)], ['90 bars, 1h 30m']],
    ['a date range backwards', 'dateRange', [at(30, 1000), at(28, 1000)], ['-2 bars, -2m']],
    ['a date range into the future', 'dateRange', [at(90, 1000), at(110, 1000)], ['20 bars, 20m']],
    ['an info line', 'infoLine', [at(20, 1000), at(50, 1020)], ['+20 (+2.00%)', '30 bars, 30m']],
  ] as const)('%s', (_name, tool, anchors, expected) => {
    expect(texts(shapes(sketch(tool, [...anchors])))).toEqual(expected);
  });

  test("without the page's words, a date range writes nothing and a price range its prices", () => {
    const format = { ...FORMAT, texts: null };
    expect(texts(drawingShapes(sketch('dateRange', [at(5, 1000), at(95, 1000)]), VIEW, format))).toEqual([]);
    expect(texts(drawingShapes(sketch('priceRange', [at(5, 1000), at(9, 1080)]), VIEW, format))).toEqual([
      '+80 (+8.00%)',
    ]);
  });

  test('a price range is a filled box with its arrow across its middle, its text boxed above a rise', () => {
    const drawn = shapes(sketch('priceRange', [at(20, 1000), at(30, 1080)]));
    expect(drawn.fills).toMatchObject([{ kind: 'rect', x: x(20), y: y(1080), color: 0x2962ff }]);
    expect(lines(drawn)[0]).toEqual([x(25), y(1000), x(25), y(1080)]);
    const [label] = drawn.labels;
    expect(label!.color).toBeNull();
    expect(label!.y + label!.height).toBeCloseTo(y(1080) - 4, 9);
  });

  test.each([
    [0, '0m'],
    [45 * MINUTE, '45m'],
    [3 * 3600, '3h'],
    [26 * 3600 + 15 * MINUTE, '1d 2h'],
    [7 * 86_400, '7d'],
    [-90 * MINUTE, '-1h 30m'],
  ])('spanText(%d) is %s', (seconds, text) => {
    expect(spanText(seconds, TEXTS)).toBe(text);
  });
});

describe('Fibonacci retracement', () => {
  // From a low of 950 (bar 20) up to a high of 1,050 (bar 60).
  const anchors = [at(20, 950), at(60, 1050)];
  test('level v stands at p1 + (p0 − p1) × v: 0 at the high, 1 at the low, 0.5 half way back', () => {
    const s = sketch('fibRetracement', anchors);
    expect(
      DEFAULT_FIB_LEVELS.map((level) => [level.value, Math.round(fibLevelPrice(s, level.value) * 1e6) / 1e6]),
    ).toEqual([
      [0, 1050],
      [0.236, 1026.4],
      [0.382, 1011.8],
      [0.5, 1000],
      [0.618, 988.2],
      [0.786, 971.4],
      [1, 950],
      [1.618, 888.2],
      [2.618, 788.2],
    ]);
  });

  test('draws each level between the anchors at its price, in its colour, named with its price', () => {
    const drawn = shapes(sketch('fibRetracement', anchors));
    // The dashed trend, then the levels on the scale (900–1,100: 1.618 and 2.618 are below it).
    const [trend, ...levels] = drawn.lines;
    expect(trend).toMatchObject({ dash: 'dashed', width: 1 });
    const shown = DEFAULT_FIB_LEVELS.slice(0, 7);
    expect(levels.map((line) => line.color)).toEqual(
      shown.map((level) => Number.parseInt(level.color.slice(1), 16)),
    );
    levels.forEach((line, i) => {
      const price = fibLevelPrice(sketch('fibRetracement', anchors), shown[i]!.value);
      expect(line.points).toEqual([x(20), y(price), x(60), y(price)]);
    });
    expect(texts(drawn)).toEqual([
      '0 (1,050)',
      '0.236 (1,026)',
      '0.382 (1,012)',
      '0.5 (1,000)',
      '0.618 (988)',
      '0.786 (971)',
      '1 (950)',
    ]);
  });

  test('on a log scale the levels keep their prices', () => {
    const log = viewOf({ min: 900, max: 1100, top: 0, height: 400, log: true });
    const drawn = drawingShapes(sketch('fibRetracement', anchors), log, FORMAT);
    expect(drawn.lines[4]!.points[1]).toBeCloseTo(priceToY(log.prices, 1000), 9);
  });

  test("its own levels, hidden ones left out; filled, a band between each two in the upper one's colour", () => {
    const levels = [
      { value: 1, color: '#0000ff', visible: true },
      { value: 0, color: '#ff0000', visible: true },
      { value: 0.5, color: '#00ff00', visible: false },
    ];
    const drawn = shapes(sketch('fibRetracement', anchors, { levels, fill: '#ffffff', extendRight: true }));
    expect(drawn.lines.slice(1).map((line) => line.points)).toEqual([
      [x(20), y(1050), 800, y(1050)],
      [x(20), y(950), 800, y(950)],
    ]);
    expect(drawn.fills).toMatchObject([
      { kind: 'rect', y: y(1050), height: y(950) - y(1050), color: 0x0000ff },
    ]);
  });
});

test("Fibonacci extension: level v at p2 + (p1 − p0) × v, from the third anchor over the move's width", () => {
  const s = sketch('fibExtension', [at(10, 950), at(30, 1000), at(40, 970)], {
    levels: [
      { value: 0, color: '#ff0000', visible: true },
      { value: 1, color: '#00ff00', visible: true },
      { value: 1.618, color: '#0000ff', visible: true },
    ],
  });
  expect([0, 1, 1.618].map((v) => fibLevelPrice(s, v))).toEqual([970, 1020, 970 + 50 * 1.618]);
  const drawn = shapes(s);
  // The two dashed legs, then the levels from bar 40 over 20 bars.
  expect(drawn.lines.slice(2).map((line) => line.points)).toEqual([
    [x(40), y(970), x(60), y(970)],
    [x(40), y(1020), x(60), y(1020)],
    [x(40), y(1050.9), x(60), y(1050.9)],
  ]);
});

describe('notes', () => {
  test('a text note writes each line of its text from its anchor down, in its colour', () => {
    const drawn = shapes(sketch('textNote', [at(30, 1000)], { text: 'Breakout\n돌파' }));
    expect(drawn.labels).toMatchObject([
      { text: 'Breakout', x: x(30), y: y(1000), color: 0x2962ff },
      { text: '돌파', x: x(30), y: y(1000) + 15, color: 0x2962ff },
    ]);
  });

  test('a price note names its price (after its text) in a box beside its anchor', () => {
    expect(texts(shapes(sketch('priceNote', [at(30, 1012.4)])))).toEqual(['1,012']);
    expect(texts(shapes(sketch('priceNote', [at(30, 1012.4)], { text: 'Entry' })))).toEqual(['Entry 1,012']);
  });

  test('a label partly off the plot is slid into it', () => {
    const [label] = shapes(sketch('textNote', [at(103, 1000)], { text: 'Far right' })).labels;
    expect(label!.x + label!.width).toBe(800);
  });
});

test('every tool draws something with its anchors, and nothing without bars', () => {
  const anchors = [at(20, 980), at(50, 1030), at(35, 1000)];
  const empty = { ...VIEW, time: [], length: 0 };
  for (const tool of DRAWING_TOOLS) {
    const s = sketch(tool, anchors.slice(0, DRAWING_ANCHORS[tool]), { text: 'Note' });
    const drawn = shapes(s);
    expect(drawn.lines.length + drawn.labels.length, tool).toBeGreaterThan(0);
    expect(drawn.handles, tool).toEqual(s.anchors.map((anchor) => anchorPoint(VIEW, anchor)));
    const none = drawingShapes(s, empty, FORMAT);
    expect(none.lines.length + none.labels.length + none.fills.length + none.handles.length, tool).toBe(0);
  }
});

describe('hit-testing, tool by tool: a point on the body hits it, one off it does not', () => {
  // On this plot x(bar) = 8 bar − 32 and y(price) = 2 (1,100 − price).
  const cases: [
    DrawingTool,
    DrawingAnchor[],
    Partial<DrawingStyle>,
    [number, number][],
    [number, number][],
  ][] = [
    [
      'trendLine',
      [at(40, 1000), at(60, 1050)],
      {},
      [[368, 150]],
      [
        [368, 170],
        [500, 67.5],
      ],
    ],
    [
      'ray',
      [at(40, 1000), at(60, 1050)],
      {},
      [
        [368, 150],
        [528, 50],
      ],
      [[208, 250]],
    ],
    [
      'extendedLine',
      [at(40, 1000), at(60, 1050)],
      {},
      [
        [208, 250],
        [528, 50],
      ],
      [[368, 170]],
    ],
    // Its texts above its end: on them too.
    [
      'infoLine',
      [at(40, 1000), at(60, 1050)],
      {},
      [
        [368, 150],
        [460, 70],
      ],
      [
        [368, 170],
        [600, 300],
      ],
    ],
    // On a wing of its head, off its line.
    [
      'arrow',
      [at(40, 1000), at(60, 1050)],
      {},
      [
        [368, 150],
        [437, 101],
      ],
      [[368, 170]],
    ],
    ['horizontalLine', [at(30, 1000)], {}, [[10, 201]], [[10, 210]]],
    ['horizontalRay', [at(30, 1000)], {}, [[300, 200]], [[100, 200]]],
    ['verticalLine', [at(30, 1000)], {}, [[209, 390]], [[220, 390]]],
    [
      'crossLine',
      [at(30, 1000)],
      {},
      [
        [10, 200],
        [208, 10],
      ],
      [[100, 100]],
    ],
    // Lines at y 200 → 120, its parallel 120 px lower, the dashed middle between; no fill.
    [
      'parallelChannel',
      [at(20, 1000), at(60, 1040), at(40, 960)],
      {},
      [
        [288, 160],
        [330, 269.5],
        [288, 220],
      ],
      [[288, 190]],
    ],
    ['rectangle', [at(20, 1080), at(30, 1000)], {}, [[129, 100]], [[150, 100]]],
    ['rectangle', [at(20, 1080), at(30, 1000)], { fill: '#ffffff' }, [[150, 100]], [[250, 100]]],
    // Measures are always filled; a date range's text below its box.
    ['priceRange', [at(20, 1000), at(30, 1080)], {}, [[150, 100]], [[250, 100]]],
    [
      'dateRange',
      [at(5, 1000), at(15, 1010)],
      {},
      [
        [50, 190],
        [50, 210],
      ],
      [[50, 150]],
    ],
    ['fibRetracement', [at(20, 1080), at(40, 1000)], {}, [[250, 40]], [[250, 46]]],
    // Levels from the third anchor (x 288) over the move's width (160 px); level 0 at 970 (y 260).
    ['fibExtension', [at(10, 950), at(30, 1000), at(40, 970)], {}, [[350, 260]], [[350, 250]]],
    ['textNote', [at(30, 1000)], { text: 'Hello' }, [[220, 205]], [[260, 205]]],
    ['priceNote', [at(30, 1012)], {}, [[230, 176]], [[230, 200]]],
  ];
  test.each(cases)('%s', (tool, anchors, style, hits, misses) => {
    const drawn = [drawing('d', tool, anchors, { style: { ...STYLE, ...style } })];
    for (const [px, py] of hits)
      expect(hitDrawing(drawn, VIEW, builtOn(VIEW), px, py), `(${px}, ${py})`).toEqual({
        id: 'd',
        handle: null,
      });
    for (const [px, py] of misses)
      expect(hitDrawing(drawn, VIEW, builtOn(VIEW), px, py), `(${px}, ${py})`).toBeNull();
  });

  test('every tool is in the table', () => {
    expect(new Set(cases.map(([tool]) => tool))).toEqual(new Set(DRAWING_TOOLS));
  });
});

describe('hit-testing', () => {
  const trend = drawing('trend', 'trendLine', [at(20, 1000), at(60, 1040)]);
  const level = drawing('level', 'horizontalLine', [at(30, 1000)]);
  const box = drawing('box', 'rectangle', [at(70, 1060), at(90, 1020)], {
    style: { ...STYLE, fill: '#ffffff' },
  });
  const hollow = drawing('hollow', 'rectangle', [at(70, 960), at(90, 920)]);
  const channel = drawing('channel', 'parallelChannel', [at(5, 940), at(15, 940), at(10, 920)], {
    style: { ...STYLE, fill: '#ffffff' },
  });
  const note = drawing('note', 'textNote', [at(40, 1080)], { style: { ...STYLE, text: 'Hello' } });
  const fib = drawing('fib', 'fibRetracement', [at(5, 1090), at(15, 1030)]);
  const all = [trend, level, box, hollow, channel, note, fib];
  const hit = (px: number, py: number, drawings: Drawing[] = all, selected: string | null = null) =>
    hitDrawing(drawings, VIEW, builtOn(VIEW), px, py, selected);
  const mid = { x: (x(20) + x(60)) / 2, y: (y(1000) + y(1040)) / 2 };
  // The trend line's unit normal: a point `d` px off its middle.
  const length = Math.hypot(x(60) - x(20), y(1040) - y(1000));
  const normal = { x: -(y(1040) - y(1000)) / length, y: (x(60) - x(20)) / length };
  const off = (d: number) => [mid.x + normal.x * d, mid.y + normal.y * d] as const;

  test.each([
    ['on a trend line', ...off(0), { id: 'trend', handle: null }],
    [
      `within ${HIT_TOLERANCE_PX} px and its half width of it`,
      ...off(HIT_TOLERANCE_PX + 1 - 0.01),
      { id: 'trend', handle: null },
    ],
    ['beyond that: nothing', ...off(HIT_TOLERANCE_PX + 1 + 0.5), null],
    ['on its first anchor: handle 0', x(20) + 3, y(1000) - 3, { id: 'trend', handle: 0 }],
    ['by its second anchor: handle 1', x(60) - HANDLE_SIZE_PX / 2 - 2, y(1040), { id: 'trend', handle: 1 }],
    ['on a horizontal line far from its anchor', 700, y(1000) + 2, { id: 'level', handle: null }],
    ['inside a filled rectangle', x(80), y(1040), { id: 'box', handle: null }],
    ['on its edge', x(70) - 2, y(1050), { id: 'box', handle: null }],
    ['inside a rectangle with no fill: nothing', x(80), y(940), null],
    ['on its edge', x(80), y(920) + 1, { id: 'hollow', handle: null }],
    ['inside a filled channel', x(10), y(935), { id: 'channel', handle: null }],
    ["on a note's text", x(40) + 10, y(1080) + 5, { id: 'note', handle: null }],
    ['on a Fibonacci level', x(10), y(1030) + 2, { id: 'fib', handle: null }],
    ['between two levels (no fill): nothing', x(8), y(1040), null],
    ['on the price axis: nothing', 805, y(1000), null],
  ] as const)('%s', (_name, px, py, expected) => {
    expect(hit(px, py)).toEqual(expected);
  });

  test('a hidden drawing is never hit', () => {
    expect(hit(700, y(1000), [trend, { ...level, hidden: true }])).toBeNull();
    expect(hit(x(20), y(1000), [{ ...trend, hidden: true }])).toBeNull();
  });

  test('the drawing on top (the last) is hit first', () => {
    const over = drawing('over', 'horizontalLine', [at(10, 1000)]);
    expect(hit(700, y(1000), [level, over])).toEqual({ id: 'over', handle: null });
    expect(hit(700, y(1000), [over, level])).toEqual({ id: 'level', handle: null });
  });

  test('a handle wins over the body of a drawing above it', () => {
    const over = drawing('over', 'horizontalLine', [at(10, 1000)]);
    expect(hit(x(20), y(1000), [trend, over])).toEqual({ id: 'trend', handle: 0 });
  });

  test("where two drawings' handles meet, the top one's is hit, the selected one's before it", () => {
    const under = drawing('under', 'trendLine', [at(20, 1000), at(30, 900)]);
    expect(hit(x(20), y(1000), [under, trend])).toEqual({ id: 'trend', handle: 0 });
    expect(hit(x(20), y(1000), [under, trend], 'under')).toEqual({ id: 'under', handle: 0 });
  });
});

describe('a drawing far off the plot', () => {
  test('more than a plot width off a side: no shape is built, its handles are still placed', () => {
    const far = shapes(sketch('trendLine', [at(-200, 1000), at(-110, 1050)], { text: 'left behind' }));
    expect(far.lines).toEqual([]);
    expect(far.labels).toEqual([]);
    expect(far.handles.map((point) => Math.round(point.x))).toEqual([x(-200), x(-110)]);
    expect(shapes(sketch('rectangle', [at(300, 1000), at(320, 1050)], { fill: '#ffffff' })).fills).toEqual(
      [],
    );
  });

  test('one that reaches the plot all the same is built: an extended side, a line across, a wide text', () => {
    expect(
      lines(shapes(sketch('trendLine', [at(-200, 1000), at(-110, 1000)], { extendRight: true }))),
    ).toEqual([[0, y(1000), 800, y(1000)]]);
    expect(shapes(sketch('horizontalRay', [at(-300, 1000)])).lines).toHaveLength(1);
    // 7 px a character: a note 2,800 px wide whose anchor is 2,112 px left of the plot shows, slid in.
    const note = shapes(sketch('textNote', [at(-260, 1000)], { text: 'n'.repeat(400) }));
    expect(note.labels.map((label) => label.x)).toEqual([0]);
  });
});
