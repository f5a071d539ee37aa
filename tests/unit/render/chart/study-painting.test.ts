import { describe, expect, it } from 'vitest';
import type { ChartData } from '../../../../src/render/chart/chart-data';
import { indexToX, priceToY, xToIndex } from '../../../../src/render/chart/chart-layout';
import { ChartModel, type SceneOptions } from '../../../../src/render/chart/chart-model';
import type { ChartPainter } from '../../../../src/render/chart/chart-painter';
import { chartStudy, type ChartStudy } from '../../../../src/render/chart/chart-studies';
import { paintPlot } from '../../../../src/render/chart/plot-layer';
import { FILL_ALPHA } from '../../../../src/render/chart/study-painting';
import { indicatorDefinition, withDefaults, type IndicatorParams } from '../../../../workers/core/indicators';
import { chartDataOf } from '../../../fixtures/chart-data';

const OPTIONS: SceneOptions = { priceDecimals: () => 0, roundPrice: Math.round, intervalSec: 60 };
const measure = (text: string) => text.length * 7;

type Call =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; color: number; alpha: number }
  | { kind: 'line'; points: [number, number][]; color: number; width: number }
  | { kind: 'band'; points: [number, number, number][]; color: number; alpha: number };

/** A painter that records every call in order (a line and a band as one call each, on their end). */
function recordingPainter(): ChartPainter & { calls: Call[] } {
  const calls: Call[] = [];
  let points: [number, number][] = [];
  let band: [number, number, number][] = [];
  return {
    calls,
    rect: (x, y, width, height, color, alpha = 1) =>
      void calls.push({ kind: 'rect', x, y, width, height, color, alpha }),
    shape: () => undefined,
    label: () => undefined,
    beginLine: () => void (points = []),
    linePoint: (x, y) => void points.push([x, y]),
    endLine: (color, width = 1) => void calls.push({ kind: 'line', points, color, width }),
    beginBand: () => void (band = []),
    bandPoint: (x, a, b) => void band.push([x, a, b]),
    endBand: (color, alpha) => void calls.push({ kind: 'band', points: band, color, alpha }),
  };
}

const BARS = 60;

/** BARS one-minute bars around 1,000 (every one in view), alternately rising and falling, with indicator lines. */
function data(lines: ((i: number) => number)[][]): ChartData {
  const bars = Array.from({ length: BARS }, (_, i) => i);
  const chart = chartDataOf({
    time: bars.map((i) => 1_735_689_600 + i * 60),
    open: bars.map((i) => (i % 2 === 0 ? 1000 : 1010)),
    high: bars.map(() => 1015),
    low: bars.map(() => 995),
    close: bars.map((i) => (i % 2 === 0 ? 1010 : 1000)),
    volume: bars.map((i) => 1 + i),
  });
  chart.setIndicators({
    revision: 1,
    lines: lines.map((study) => study.map((f) => Float64Array.from(bars, f))),
  });
  return chart;
}

function study(kind: string, pane: number, params: IndicatorParams = {}): ChartStudy {
  const definition = indicatorDefinition(kind as never);
  return chartStudy(definition, { ...withDefaults(definition), ...params }, pane);
}

/** The plot painted with `studies` over `lines`, the panes given by weight (collapsed ones marked). */
function painted(
  studies: ChartStudy[],
  lines: ((i: number) => number)[][],
  panes = [3, 1],
  collapsed: number[] = [],
) {
  const model = new ChartModel(data(lines), OPTIONS, measure);
  model.setSize(800, 424);
  model.resetView();
  model.setScale({ ...model.scale, barSpacing: 8 });
  model.setStudies(
    studies,
    panes.map((weight, i) => ({ weight, collapsed: collapsed.includes(i) })),
  );
  model.fitScales();
  const painter = recordingPainter();
  paintPlot(model, painter);
  return { model, calls: painter.calls };
}

const lines = (calls: Call[]) =>
  calls.filter((call): call is Extract<Call, { kind: 'line' }> => call.kind === 'line');
const inside = (y: number, rect: { top: number; height: number }) =>
  y >= rect.top && y <= rect.top + rect.height;

describe('indicators on the plot', () => {
  it("draws RSI in its pane: the separator, its level lines, its line at the pane's scale", () => {
    const { model, calls } = painted([study('rsi', 1)], [[(i) => 30 + i]]);
    const pane = model.paneRects[1]!;
    const scale = model.paneScales[1]!;
    expect(calls).toContainEqual(
      expect.objectContaining({ kind: 'rect', y: pane.top, height: 1, color: model.palette.axisLine }),
    );
    for (const level of [70, 30]) {
      const y = Math.round(priceToY(scale, level));
      expect(
        calls.filter((call) => call.kind === 'rect' && call.y === y && call.width === 4).length,
      ).toBeGreaterThan(10);
    }
    const [line] = lines(calls).slice(-1);
    expect(line!.color).toBe(study('rsi', 1).lines[0]!.color);
    expect(line!.points.length).toBeGreaterThan(40);
    for (const [, y] of line!.points) expect(inside(y, pane)).toBe(true);
    const last = line!.points.at(-1)!;
    expect(last[1]).toBeCloseTo(priceToY(scale, 30 + BARS - 1) + 0.5, 9);
  });

  it('breaks a line where it has no value', () => {
    const { calls } = painted([study('rsi', 1)], [[(i) => (i % 20 === 10 ? Number.NaN : 50)]]);
    const color = study('rsi', 1).lines[0]!.color;
    // Bars 10, 30 and 50 have no value: four runs.
    expect(lines(calls).filter((line) => line.color === color)).toHaveLength(4);
  });

  it("draws MACD's histogram from zero, before its lines", () => {
    const { model, calls } = painted(
      [study('macd', 1)],
      [[(i) => i - 30, (i) => (i - 30) / 2, (i) => (i - 30) / 2]],
    );
    const scale = model.paneScales[1]!;
    const zero = Math.round(priceToY(scale, 0));
    const color = study('macd', 1).lines[2]!.color;
    const bars = calls.filter((call) => call.kind === 'rect' && call.color === color);
    expect(bars.length).toBeGreaterThan(50);
    for (const bar of bars)
      if (bar.kind === 'rect') expect(bar.y === zero || bar.y + bar.height === zero).toBe(true);
    const macdColor = study('macd', 1).lines[0]!.color;
    const firstLine = calls.findIndex((call) => call.kind === 'line' && call.color === macdColor);
    expect(firstLine).toBeGreaterThan(0);
    expect(calls.findIndex((call) => call.kind === 'rect' && call.color === color)).toBeLessThan(firstLine);
  });

  it('fills Bollinger bands between the upper and lower lines, over the price', () => {
    const { model, calls } = painted([study('bollinger', 0)], [[() => 1005, () => 1012, () => 998]], [3]);
    const bands = calls.filter((call) => call.kind === 'band');
    expect(bands).toHaveLength(1);
    const band = bands[0]!;
    expect(band).toMatchObject({ alpha: FILL_ALPHA, color: study('bollinger', 0).fills[0]!.color });
    if (band.kind === 'band')
      for (const [, a, b] of band.points) {
        expect(a).toBeCloseTo(priceToY(model.prices, 1012), 9);
        expect(b).toBeCloseTo(priceToY(model.prices, 998), 9);
      }
  });

  it("turns the Ichimoku cloud's colour where the spans cross, the runs meeting at the crossing", () => {
    const cross = (i: number) => 1000 + (i < 40 ? 5 : -5);
    const { calls } = painted(
      [study('ichimoku', 0, { displacement: 1 })],
      [[() => 1000, () => 1000, cross, () => 1000, () => 1000]],
      [3],
    );
    const bands = calls.filter((call): call is Extract<Call, { kind: 'band' }> => call.kind === 'band');
    const cloud = study('ichimoku', 0).fills[0]!;
    expect(bands.map((band) => band.color)).toEqual([cloud.color, cloud.colorBelow]);
    expect(bands[0]!.points.at(-1)).toEqual(bands[1]!.points[0]);
  });

  it('draws a line shifted ahead into the room right of the last bar, and one shifted behind back', () => {
    const ichimoku = study('ichimoku', 0);
    const { model, calls } = painted(
      [ichimoku],
      [[() => 1000, () => 1001, () => 1002, () => 1003, () => 1004]],
      [3],
    );
    const drawn = (line: number) => lines(calls).find((each) => each.color === ichimoku.lines[line]!.color)!;
    expect(ichimoku.lines.map((line) => line.shift)).toEqual([0, 0, 25, 25, -25]);
    // The last bar's span A is drawn 25 bars on, cut one place past the plot's right edge.
    const edge = Math.floor(xToIndex(model.scale, model.plotWidth + 4)) + 1;
    expect(edge).toBeLessThan(BARS - 1 + 25);
    expect(drawn(2).points.at(-1)![0]).toBeCloseTo(indexToX(model.scale, edge) + 0.5, 9);
    expect(drawn(2).points.at(-1)![0]).toBeGreaterThan(indexToX(model.scale, BARS - 1));
    // The lagging line's last point is 25 bars behind the last bar.
    expect(drawn(4).points.at(-1)![0]).toBeCloseTo(indexToX(model.scale, BARS - 1 - 25) + 0.5, 9);
  });

  it('colours volume columns by their bar and draws PSAR as dots', () => {
    const { model, calls } = painted(
      [study('volume', 1), study('psar', 0)],
      [[(i) => 1 + i, (i) => 1 + i], [() => 990]],
    );
    const tints = new Set(
      calls
        .filter((call) => call.kind === 'rect' && call.y > model.paneRects[1]!.top + 1 && call.alpha === 0.5)
        .map((call) => (call.kind === 'rect' ? call.color : -1)),
    );
    expect(tints).toEqual(new Set([model.palette.up, model.palette.down]));
    const dots = calls.filter(
      (call) => call.kind === 'rect' && call.color === study('psar', 0).lines[0]!.color,
    );
    expect(dots.length).toBeGreaterThan(50);
  });

  it('draws nothing of a collapsed pane but its separator', () => {
    const color = study('rsi', 1).lines[0]!.color;
    const open = painted([study('rsi', 1)], [[() => 50]]);
    const shut = painted([study('rsi', 1)], [[() => 50]], [3, 1], [1]);
    expect(lines(open.calls).filter((line) => line.color === color)).toHaveLength(1);
    expect(lines(shut.calls).filter((line) => line.color === color)).toHaveLength(0);
    const separator = { kind: 'rect', y: shut.model.paneRects[1]!.top, height: 1 };
    expect(shut.calls).toContainEqual(expect.objectContaining(separator));
  });
});
