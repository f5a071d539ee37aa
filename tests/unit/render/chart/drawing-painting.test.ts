import { describe, expect, test } from 'vitest';
import type { Drawing, DrawingStyle, DrawingTool } from '../../../../contract/drawings';
import { indexToX, priceToY } from '../../../../src/render/chart/chart-layout';
import { Invalidation, type SceneOptions } from '../../../../src/render/chart/chart-model';
import type { ChartLayer, LineDash } from '../../../../src/render/chart/chart-painter';
import { CHART_THEME } from '../../../../src/render/chart/chart-palette';
import { ChartScene } from '../../../../src/render/chart/chart-scene';
import { movedAnchors } from '../../../../src/render/chart/drawing-geometry';
import { dashPattern } from '../../../../src/render/chart/drawing-painting';
import {
  DRAWING_FILL_ALPHA,
  HANDLE_SIZE_PX,
  type DrawingTexts,
} from '../../../../src/render/chart/drawing-tools';
import { chartDataOf } from '../../../fixtures/chart-data';

const OPTIONS: SceneOptions = { priceDecimals: () => 0, roundPrice: Math.round, intervalSec: 60 };
const T0 = 1_735_689_600;
const BARS = 60;
const TEXTS: DrawingTexts = {
  bars: (count) => `${count} bars`,
  days: (count) => `${count}d`,
  hours: (count) => `${count}h`,
  minutes: (count) => `${count}m`,
};

type Call =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; color: number; alpha: number }
  | { kind: 'line'; points: number[]; color: number; width: number; dash: LineDash | undefined }
  | { kind: 'band'; points: number[]; color: number; alpha: number }
  | { kind: 'label'; text: string; x: number; y: number; color: number };

/** A layer that records every call of a repaint in order (a line and a band as one call each, at their end). */
function recordingLayer(): ChartLayer & { calls: Call[] } {
  const calls: Call[] = [];
  let points: number[] = [];
  return {
    calls,
    begin: () => void (calls.length = 0),
    end: () => undefined,
    rect: (x, y, width, height, color, alpha = 1) =>
      void calls.push({ kind: 'rect', x, y, width, height, color, alpha }),
    shape: () => undefined,
    label: (text, x, y, color) => void calls.push({ kind: 'label', text, x, y, color }),
    beginLine: () => void (points = []),
    linePoint: (x, y) => void points.push(x, y),
    endLine: (color, width = 1, dash) => void calls.push({ kind: 'line', points, color, width, dash }),
    beginBand: () => void (points = []),
    bandPoint: (x, a, b) => void points.push(x, a, b),
    endBand: (color, alpha) => void calls.push({ kind: 'band', points, color, alpha }),
  };
}

const STYLE: DrawingStyle = {
  color: '#f23645',
  width: 3,
  dash: 'dashed',
  extendLeft: false,
  extendRight: false,
  fill: null,
  text: '',
};

function drawing(
  id: string,
  tool: DrawingTool,
  anchors: [number, number][],
  more: Partial<Drawing> = {},
): Drawing {
  return {
    id,
    coin: 'BTC-KRW' as Drawing['coin'],
    tool,
    anchors: anchors.map(([bar, price]) => ({ time: T0 + bar * 60, price })),
    style: STYLE,
    locked: false,
    hidden: false,
    version: 1,
    updatedAt: 0,
    ...more,
  };
}

/** A chart 800 × 424 px over BARS one-minute bars between 995 and 1,015, painted once. */
function paintedScene() {
  const layers = {
    plot: recordingLayer(),
    axes: recordingLayer(),
    lines: recordingLayer(),
    cursor: recordingLayer(),
  };
  const bars = Array.from({ length: BARS }, (_, i) => i);
  const data = chartDataOf({
    time: bars.map((i) => T0 + i * 60),
    open: bars.map(() => 1000),
    high: bars.map(() => 1015),
    low: bars.map(() => 995),
    close: bars.map(() => 1010),
    volume: bars.map(() => 1),
  });
  const scene = new ChartScene(data, OPTIONS, {
    ...layers,
    measure: (text) => text.length * 7,
    keepsPixels: true,
  });
  scene.model.setSize(800, 424);
  scene.model.resetView();
  scene.model.setScale({ ...scene.model.scale, barSpacing: 8 });
  scene.model.setDrawingTexts(TEXTS);
  scene.prepare();
  return { scene, model: scene.model, calls: layers.lines.calls };
}

const linesOf = (calls: Call[], color: number) =>
  calls.filter(
    (call): call is Extract<Call, { kind: 'line' }> => call.kind === 'line' && call.color === color,
  );

describe('the drawings in the lines layer', () => {
  test('a line in its colour, width and dash, on pixel centres (odd width)', () => {
    const { scene, model, calls } = paintedScene();
    model.setDrawings([
      drawing('t', 'trendLine', [
        [10, 1000],
        [40, 1010],
      ]),
    ]);
    scene.prepare();
    const [line] = linesOf(calls, 0xf23645);
    expect(line).toEqual({
      kind: 'line',
      points: [
        Math.round(indexToX(model.scale, 10)) + 0.5,
        Math.round(priceToY(model.prices, 1000)) + 0.5,
        Math.round(indexToX(model.scale, 40)) + 0.5,
        Math.round(priceToY(model.prices, 1010)) + 0.5,
      ],
      color: 0xf23645,
      width: 3,
      dash: dashPattern('dashed', 3),
    });
    expect(scene.drawingsDrawn).toBe(1);
  });

  test('a level or upright line of odd width: its middle on pixel centres, its ends on pixel edges (whole dots)', () => {
    const { scene, model, calls } = paintedScene();
    const style = { ...STYLE, width: 1 as const, dash: 'dotted' as const };
    model.setDrawings([
      drawing('h', 'horizontalLine', [[10, 1003.3]], { style }),
      drawing('v', 'verticalLine', [[20.3, 1000]], { style }),
    ]);
    scene.prepare();
    const x = Math.round(indexToX(model.scale, 20.3));
    const y = Math.round(priceToY(model.prices, 1003.3));
    expect(linesOf(calls, 0xf23645).map((line) => line.points)).toEqual([
      [0, y + 0.5, model.plotWidth, y + 0.5],
      [x + 0.5, 0, x + 0.5, model.priceHeight],
    ]);
  });

  test.each([
    ['solid', 2, undefined],
    ['dashed', 1, [6, 4]],
    ['dotted', 2, [2, 3]],
  ] as const)('a %s line %d px wide is painted with dash %j', (dash, width, pattern) => {
    expect(dashPattern(dash, width)).toEqual(pattern);
  });

  test('a fill at its alpha under its sides; a rectangle of two px width on whole px', () => {
    const { scene, model, calls } = paintedScene();
    model.setDrawings([
      drawing(
        'r',
        'rectangle',
        [
          [10, 1012],
          [20, 1000],
        ],
        {
          style: { ...STYLE, width: 2, dash: 'solid', fill: '#089981' },
        },
      ),
    ]);
    scene.prepare();
    const fill = calls.findIndex((call) => call.kind === 'rect' && call.color === 0x089981);
    expect(calls[fill]).toMatchObject({ alpha: DRAWING_FILL_ALPHA, x: indexToX(model.scale, 10) });
    const sides = linesOf(calls, 0xf23645);
    expect(sides).toHaveLength(4);
    expect(calls.indexOf(sides[0]!)).toBeGreaterThan(fill);
    for (const side of sides) for (const value of side.points) expect(Number.isInteger(value)).toBe(true);
  });

  test("a Fibonacci retracement's levels at their prices, each named in its colour", () => {
    const { scene, model, calls } = paintedScene();
    model.setDrawings([
      drawing(
        'f',
        'fibRetracement',
        [
          [10, 998],
          [40, 1012],
        ],
        {
          style: {
            ...STYLE,
            width: 1,
            dash: 'solid',
            levels: [
              { value: 0, color: '#00ff00', visible: true },
              { value: 0.5, color: '#0000ff', visible: true },
              { value: 1, color: '#ff0000', visible: true },
            ],
          },
        },
      ),
    ]);
    scene.prepare();
    for (const [color, price, text] of [
      [0x00ff00, 1012, '0 (1,012)'],
      [0x0000ff, 1005, '0.5 (1,005)'],
      [0xff0000, 998, '1 (998)'],
    ] as const) {
      const [level] = linesOf(calls, color);
      expect(level!.points[1]).toBe(Math.round(priceToY(model.prices, price)) + 0.5);
      expect(calls).toContainEqual(expect.objectContaining({ kind: 'label', text, color }));
    }
  });

  test("a measure's text in a box of the palette's label colours", () => {
    const { scene, model, calls } = paintedScene();
    model.setDrawings([
      drawing('d', 'dateRange', [
        [10, 1000],
        [40, 1005],
      ]),
    ]);
    scene.prepare();
    const label = calls.find((call) => call.kind === 'label' && call.text === '30 bars, 30m');
    expect(label).toMatchObject({ color: CHART_THEME.labelText });
    const box = calls[calls.indexOf(label!) - 1];
    expect(box).toMatchObject({ kind: 'rect', color: CHART_THEME.labelBox });
  });

  test('hidden drawings are not painted; the selected one, and the one being drawn, with their handles', () => {
    const { scene, model, calls } = paintedScene();
    // A handle's edge: a closed square of five points, 2 px wide, in the drawing's colour.
    const handles = () =>
      calls.filter(
        (call): call is Extract<Call, { kind: 'line' }> =>
          call.kind === 'line' && call.points.length === 10 && call.width === 2 && call.color === 0xf23645,
      );
    model.setDrawings([
      drawing('a', 'trendLine', [
        [10, 1000],
        [40, 1010],
      ]),
      drawing('b', 'horizontalLine', [[5, 1003]], { hidden: true }),
    ]);
    scene.prepare();
    expect(scene.drawingsDrawn).toBe(1);
    expect(handles()).toHaveLength(0);
    model.setDrawingSelection('a', null);
    scene.prepare();
    // Each square HANDLE_SIZE_PX wide to the outer side of its 2-px edge, centred on its anchor's pixel.
    expect(handles().map((call) => [call.points[0]! - 1, call.points[2]! + 1])).toEqual(
      [10, 40].map((bar) => {
        const centre = Math.round(indexToX(model.scale, bar)) + 0.5;
        return [centre - HANDLE_SIZE_PX / 2, centre + HANDLE_SIZE_PX / 2];
      }),
    );
    model.setDrawingSelection(null, null);
    model.setDrawingPreview({ tool: 'trendLine', anchors: [{ time: T0 + 600, price: 1000 }], style: STYLE });
    scene.prepare();
    expect(scene.drawingsDrawn).toBe(2);
    expect(handles()).toHaveLength(1);
  });
});

describe('what a change of the drawings repaints', () => {
  test('a drag (a drawing moved, again and again) repaints the lines layer only, never the plot or axes', () => {
    const { scene, model } = paintedScene();
    const many = Array.from({ length: 200 }, (_, i) =>
      drawing(`d${i}`, i % 2 ? 'trendLine' : 'horizontalLine', [
        [i % BARS, 996 + (i % 18)],
        [(i + 7) % BARS, 1000],
      ]),
    );
    model.setDrawings(many);
    scene.prepare();
    const before = { ...scene.rebuilds };
    for (let step = 1; step <= 5; step += 1) {
      const moved = {
        ...many[0]!,
        anchors: movedAnchors(model.drawingView(), many[0]!.anchors, step * 3, step),
      };
      model.setDrawings([moved, ...many.slice(1)]);
      model.setDrawingSelection(moved.id, moved.id);
      expect(model.pending).toBe(Invalidation.Light);
      scene.prepare();
    }
    expect(scene.rebuilds).toEqual({ ...before, lines: before.lines + 5, cursor: before.cursor + 5 });
  });

  test('200 drawings idle cost nothing: with nothing changed nothing is painted', () => {
    const { scene, model } = paintedScene();
    const many = Array.from({ length: 200 }, (_, i) =>
      drawing(`d${i}`, 'horizontalLine', [[i % BARS, 1000]]),
    );
    model.setDrawings(many);
    scene.prepare();
    const before = { ...scene.rebuilds };
    model.setDrawings(many);
    model.setDrawingSelection(null, null);
    model.setDrawingPreview(null);
    expect(model.pending).toBe(Invalidation.None);
    expect(scene.prepare()).toBe(false);
    expect(scene.rebuilds).toEqual(before);
  });
});

test('hit-testing through the model finds what it drew, and the magnet snaps to the bars as drawn', () => {
  const { model } = paintedScene();
  model.setDrawings([drawing('h', 'horizontalLine', [[5, 1003]])]);
  const y = priceToY(model.prices, 1003);
  expect(model.hitDrawing(300, y + 2)).toEqual({ id: 'h', handle: null });
  expect(model.hitDrawing(300, y + 20)).toBeNull();
  const x = indexToX(model.scale, 30);
  expect(model.drawingAnchorAt(x, priceToY(model.prices, 1014), 'strong')).toEqual({
    time: T0 + 30 * 60,
    price: 1015,
  });
});
