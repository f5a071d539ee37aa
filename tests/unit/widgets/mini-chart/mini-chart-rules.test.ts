import { describe, expect, test } from 'vitest';
import {
  areaPath,
  DEFAULT_TICK_COUNT,
  fallbackUnitPrice,
  linePath,
  MiniChartDataError,
  movePoint,
  nearestIndex,
  parseMiniChartRows,
  pointPixels,
  priceDomain,
  seriesSummary,
  tickCount,
  timeTicks,
  tooltipTime,
  type MiniChartPoint,
} from '../../../../src/widgets/mini-chart/mini-chart-rules';
import { candleRows, MINI_CHART_BARS } from '../../../../src/widgets/mini-chart/use-mini-chart-rows';

/** 2026-11-21 00:00 KST in unix seconds. */
const KST_MIDNIGHT = Date.UTC(2026, 10, 20, 15, 0, 0) / 1000;
const H = 3600;

describe('parseMiniChartRows', () => {
  test.each([
    [
      'well-formed rows, middle element ignored',
      [
        [100, 'x', 5],
        [200, null, 6],
      ],
      [
        [100, 5],
        [200, 6],
      ],
      0,
    ],
    [
      'sorted by time',
      [
        [300, 0, 3],
        [100, 0, 1],
        [200, 0, 2],
      ],
      [
        [100, 1],
        [200, 2],
        [300, 3],
      ],
      0,
    ],
    ['a price of 0 is kept', [[100, 0, 0]], [[100, 0]], 0],
    ['extra elements are ignored', [[100, 0, 5, 'extra']], [[100, 5]], 0],
    ['too short', [[100, 5]], [], 1],
    ['not an array row', [{ time: 100, price: 5 }, 'row', null], [], 3],
    ['time not a number', [['100', 0, 5]], [], 1],
    [
      'time not positive',
      [
        [0, 0, 5],
        [-5, 0, 5],
      ],
      [],
      2,
    ],
    [
      'price NaN or infinite',
      [
        [100, 0, Number.NaN],
        [200, 0, Number.POSITIVE_INFINITY],
      ],
      [],
      2,
    ],
    ['price negative', [[100, 0, -1]], [], 1],
    ['price as a string', [[100, 0, '5']], [], 1],
    [
      'the last row of a time wins',
      [
        [100, 0, 1],
        [200, 0, 2],
        [100, 0, 9],
      ],
      [
        [100, 9],
        [200, 2],
      ],
      1,
    ],
    [
      'bad rows among good ones',
      [
        [100, 0, 1],
        [Number.NaN, 0, 2],
        [300, 0, 3],
      ],
      [
        [100, 1],
        [300, 3],
      ],
      1,
    ],
    ['no rows', [], [], 0],
  ] as const)('%s', (_, rows, points, skipped) => {
    const parsed = parseMiniChartRows(rows);
    expect(parsed.points.map((p) => [p.time, p.price])).toEqual(points);
    expect(parsed.skipped).toBe(skipped);
  });

  test.each([[null], [undefined], ['rows'], [{ 0: [1, 0, 1] }], [42]])(
    '%s is not rows: a clear error',
    (input) => {
      expect(() => parseMiniChartRows(input)).toThrow(MiniChartDataError);
      expect(() => parseMiniChartRows(input)).toThrow('mini chart rows must be an array of [time, ?, price]');
    },
  );
});

describe('tickCount', () => {
  test.each([
    [undefined, 5],
    [0, 5],
    [-10, 5],
    [Number.NaN, 5],
    [Number.POSITIVE_INFINITY, 5],
    [40, 1],
    [80, 1],
    [159, 1],
    [160, 2],
    [320, 4],
    [400, 5],
    [800, 10],
    [1000, 12],
  ])('width %s → %s', (width, count) => {
    expect(tickCount(width)).toBe(count);
  });

  test('the default is the spec’s 5', () => {
    expect(DEFAULT_TICK_COUNT).toBe(5);
  });
});

describe('timeTicks', () => {
  const dayEnd = KST_MIDNIGHT + 24 * H - 600;

  test.each([
    // A KST day of 10-minute bars: the finest nice step within the budget.
    [4, ['00:00', '06:00', '12:00', '18:00']],
    [5, ['00:00', '06:00', '12:00', '18:00']],
    [8, ['00:00', '03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00']],
    [10, ['00:00', '03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00']],
    [
      12,
      [
        '00:00',
        '02:00',
        '04:00',
        '06:00',
        '08:00',
        '10:00',
        '12:00',
        '14:00',
        '16:00',
        '18:00',
        '20:00',
        '22:00',
      ],
    ],
    [2, ['00:00', '12:00']],
    // One tick a day is a day tick: it is named by its date.
    [1, ['11-21']],
  ])('a KST day with a budget of %i', (count, labels) => {
    const ticks = timeTicks(KST_MIDNIGHT, dayEnd, count);
    expect(ticks.map((tick) => tick.label)).toEqual(labels);
    expect(ticks.length).toBeLessThanOrEqual(count);
  });

  test('ticks sit on KST-aligned times inside the span', () => {
    const from = KST_MIDNIGHT + 47 * 60; // 00:47 KST
    const ticks = timeTicks(from, from + 24 * H, 5);
    expect(ticks.map((tick) => tick.label)).toEqual(['06:00', '12:00', '18:00', '11-22']);
    for (const tick of ticks) {
      expect(tick.time).toBeGreaterThanOrEqual(from);
      expect(tick.time).toBeLessThanOrEqual(from + 24 * H);
    }
  });

  test('a day change among hours is named by its date', () => {
    const from = KST_MIDNIGHT + 18 * H; // 18:00 KST
    expect(timeTicks(from, from + 12 * H, 4).map((tick) => tick.label)).toEqual(['18:00', '11-22', '06:00']);
  });

  test('a span too long for every step keeps every k-th tick of the longest', () => {
    const ticks = timeTicks(KST_MIDNIGHT, KST_MIDNIGHT + 3650 * 24 * H, 3);
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.length).toBeLessThanOrEqual(3);
  });

  test('a zero span has one tick; a reversed span or no budget none', () => {
    expect(timeTicks(KST_MIDNIGHT + 9 * H, KST_MIDNIGHT + 9 * H, 5)).toEqual([
      { time: KST_MIDNIGHT + 9 * H, label: '09:00' },
    ]);
    expect(timeTicks(KST_MIDNIGHT + H, KST_MIDNIGHT, 5)).toEqual([]);
    expect(timeTicks(KST_MIDNIGHT, dayEnd, 0)).toEqual([]);
  });
});

describe('tooltipTime', () => {
  test.each([
    [KST_MIDNIGHT, '2026-11-21 00:00'],
    [KST_MIDNIGHT + 14 * H + 30 * 60, '2026-11-21 14:30'],
    [KST_MIDNIGHT - 600, '2026-11-20 23:50'],
  ])('%i → %s (KST)', (time, text) => {
    expect(tooltipTime(time)).toBe(text);
  });
});

const pts = (...prices: number[]): MiniChartPoint[] =>
  prices.map((price, i) => ({ time: 1000 + i * 600, price }));

describe('priceDomain', () => {
  test.each([
    ['a moving series spans its low and high', pts(5, 9, 7), 1, { low: 5, high: 9, widened: false }],
    [
      'a flat series is widened by the unit price',
      pts(95_000_000, 95_000_000),
      1000,
      { low: 94_999_000, high: 95_001_000, widened: true },
    ],
    ['a single point is flat', pts(1234), 5, { low: 1229, high: 1239, widened: true }],
    [
      'without a unit price: 0.1 % of the price',
      pts(2000, 2000),
      undefined,
      { low: 1998, high: 2002, widened: true },
    ],
    ['a non-positive unit price falls back', pts(2000), 0, { low: 1998, high: 2002, widened: true }],
    ['a flat zero price falls back to 1', pts(0, 0), undefined, { low: -1, high: 1, widened: true }],
  ] as const)('%s', (_, points, unit, domain) => {
    expect(priceDomain(points, unit)).toEqual(domain);
  });

  test('no points: no domain', () => {
    expect(priceDomain([], 1)).toBeNull();
  });

  test.each([
    [2000, 2],
    [0, 1],
    [0.5, 0.0005],
  ])('fallbackUnitPrice(%s) = %s', (price, unit) => {
    expect(fallbackUnitPrice(price)).toBeCloseTo(unit, 12);
  });
});

describe('seriesSummary', () => {
  test.each([
    ['rising', pts(5, 3, 9, 7), { low: 3, high: 9, direction: 'up', first: 5, last: 7 }],
    ['falling', pts(5, 8, 2, 4), { low: 2, high: 8, direction: 'down', first: 5, last: 4 }],
    ['back where it started', pts(5, 6, 5), { low: 5, high: 6, direction: 'flat', first: 5, last: 5 }],
    ['one point', pts(5), { low: 5, high: 5, direction: 'flat', first: 5, last: 5 }],
  ] as const)('%s', (_, points, expected) => {
    const summary = seriesSummary(points)!;
    expect({
      low: summary.low,
      high: summary.high,
      direction: summary.direction,
      first: summary.first.price,
      last: summary.last.price,
    }).toEqual(expected);
  });

  test('no points: no summary', () => {
    expect(seriesSummary([])).toBeNull();
  });
});

describe('point → pixel', () => {
  const area = { left: 10, top: 5, width: 200, height: 100 };

  test('times map across the width, prices top (high) to bottom (low)', () => {
    const points = pts(10, 20, 15);
    const pixels = pointPixels(points, priceDomain(points, 1)!, area);
    expect(pixels).toEqual([
      { x: 10, y: 105 },
      { x: 110, y: 5 },
      { x: 210, y: 55 },
    ]);
  });

  test('a widened flat series runs through the middle', () => {
    const points = pts(95_000_000, 95_000_000, 95_000_000);
    const pixels = pointPixels(points, priceDomain(points, 1000)!, area);
    expect(pixels.map((p) => p.y)).toEqual([55, 55, 55]);
  });

  test('a single point sits at the centre', () => {
    const points = pts(7);
    expect(pointPixels(points, priceDomain(points, 1)!, area)).toEqual([{ x: 110, y: 55 }]);
  });

  test('paths', () => {
    const pixels = [
      { x: 0, y: 10 },
      { x: 50.123, y: 0 },
    ];
    expect(linePath(pixels)).toBe('M0,10L50.12,0');
    expect(areaPath(pixels, 20)).toBe('M0,10L50.12,0L50.12,20L0,20Z');
    expect(linePath([])).toBe('');
    expect(areaPath([], 20)).toBe('');
  });
});

describe('nearestIndex', () => {
  const pixels = [0, 10, 20, 40].map((x) => ({ x, y: 0 }));
  test.each([
    [-50, 0],
    [0, 0],
    [4, 0],
    [5, 0],
    [6, 1],
    [14, 1],
    [29, 2],
    [31, 3],
    [1000, 3],
  ])('x %s → point %s', (x, index) => {
    expect(nearestIndex(pixels, x)).toBe(index);
  });

  test('no points', () => {
    expect(nearestIndex([], 5)).toBe(-1);
  });
});

describe('movePoint', () => {
  test.each([
    [-1, 'ArrowLeft', 5, 4],
    [-1, 'ArrowRight', 5, 4],
    [2, 'ArrowLeft', 5, 1],
    [2, 'ArrowRight', 5, 3],
    [0, 'ArrowLeft', 5, 0],
    [4, 'ArrowRight', 5, 4],
    [2, 'Home', 5, 0],
    [2, 'End', 5, 4],
    [9, 'ArrowLeft', 5, 4],
    [-1, 'Home', 0, -1],
  ] as const)('from %s, %s among %s → %s', (current, key, length, next) => {
    expect(movePoint(current, key, length)).toBe(next);
  });
});

describe('candleRows', () => {
  test('candle columns → [open time, volume, close]', () => {
    expect(
      candleRows({
        time: [100, 700],
        open: [1, 2],
        high: [3, 4],
        low: [0, 1],
        close: [2, 3],
        volume: [10, 20],
      }),
    ).toEqual([
      [100, 10, 2],
      [700, 20, 3],
    ]);
  });

  test('one KST day of 10-minute bars', () => {
    expect(MINI_CHART_BARS).toBe(144);
  });
});
