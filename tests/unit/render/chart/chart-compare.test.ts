import { describe, expect, it, test } from 'vitest';
import {
  alignCloses,
  compareChange,
  compareLine,
  compareScaling,
  firstAtOrAfter,
  type CompareSource,
} from '../../../../src/render/chart/chart-compare';
import { priceToY } from '../../../../src/render/chart/chart-layout';
import { ChartModel, type SceneOptions } from '../../../../src/render/chart/chart-model';
import type { ChartPainter } from '../../../../src/render/chart/chart-painter';
import { paintPlot } from '../../../../src/render/chart/plot-layer';
import { chartDataOf } from '../../../fixtures/chart-data';

describe('firstAtOrAfter', () => {
  const time = [10, 20, 20, 30];
  test.each([
    [5, false, 0],
    [10, false, 0],
    [20, false, 1],
    [20, true, 3],
    [25, false, 3],
    [30, true, 4],
    [31, false, 4],
  ])('t %d (after %s) → %d', (t, after, expected) => {
    expect(firstAtOrAfter(time, time.length, t, after)).toBe(expected);
  });

  it('reads only the first `length` entries', () => {
    expect(firstAtOrAfter([10, 20, 30, 40], 2, 35)).toBe(2);
  });
});

const source = (time: number[], close: number[]): CompareSource => ({ time, close, length: time.length });
const aligned = (chartTime: number[], from: number, other: CompareSource, before = Number.NaN) => {
  const into = new Float64Array(chartTime.length).fill(before);
  alignCloses(into, chartTime, chartTime.length, other, from);
  return [...into];
};

describe('alignCloses', () => {
  test.each<[string, number[], CompareSource, number[]]>([
    ['the same bars', [0, 60, 120], source([0, 60, 120], [5, 6, 7]), [5, 6, 7]],
    [
      'a coin listed later: nothing before its first bar',
      [0, 60, 120],
      source([60, 120], [6, 7]),
      [Number.NaN, 6, 7],
    ],
    [
      'a bar without trades carries the last close',
      [0, 60, 120, 180],
      source([0, 120], [5, 7]),
      [5, 5, 7, 7],
    ],
    [
      'bars of the coin between the chart’s: the last at or before',
      [0, 60, 120],
      source([0, 30, 90, 100], [1, 2, 3, 4]),
      [1, 2, 4],
    ],
    ['a coin with no bars', [0, 60], source([], []), [Number.NaN, Number.NaN]],
    ['the coin’s newest bar is later than the chart’s', [0, 60], source([0, 60, 120], [5, 6, 7]), [5, 6]],
  ])('%s', (_, chartTime, other, expected) => {
    expect(aligned(chartTime, 0, other)).toEqual(expected);
  });

  it('writes only from `from` on', () => {
    expect(aligned([0, 60, 120, 180], 2, source([0, 60, 120, 180], [5, 6, 7, 8]), -1)).toEqual([
      -1, -1, 7, 8,
    ]);
    // From a bar between the coin's: its last bar before is found.
    expect(aligned([0, 60, 120, 180], 2, source([0, 90, 180], [5, 6, 8]), -1)).toEqual([-1, -1, 6, 8]);
  });

  it('writes nothing past the chart’s bars or from a start past them', () => {
    expect(aligned([0, 60], 5, source([0], [1]), -1)).toEqual([-1, -1]);
  });
});

describe('compareScaling', () => {
  const scaling = () => ({ reference: 0, factor: 0 });
  test.each<[string, number[], number, number, number, number, number]>([
    ['from the first close on screen', [2, 4, 8], 100, 0, 2, 2, 50],
    ['from a later first bar', [2, 4, 8], 100, 1, 2, 4, 25],
    ['skipping bars the coin has no close at', [Number.NaN, Number.NaN, 8], 100, 0, 2, 8, 12.5],
    ['nothing of it on screen', [2, Number.NaN, Number.NaN], 100, 1, 2, Number.NaN, Number.NaN],
    ['no base', [2, 4], Number.NaN, 0, 1, Number.NaN, Number.NaN],
    ['an empty range', [2, 4], 100, 1, 0, Number.NaN, Number.NaN],
  ])('%s', (_, values, base, from, to, reference, factor) => {
    expect(compareScaling(values, base, from, to, scaling())).toEqual({ reference, factor });
  });

  it('reads as the change from the first close on screen', () => {
    const at = compareScaling([50, 55, 45], 1000, 0, 2, scaling());
    expect(compareChange(55, at)).toBeCloseTo(10, 12);
    expect(compareChange(45, at)).toBeCloseTo(-10, 12);
    // Drawn times the factor, the close is the chart's price that far from its base.
    expect(55 * at.factor).toBeCloseTo(1100, 9);
  });
});

const OPTIONS: SceneOptions = { priceDecimals: () => 0, roundPrice: Math.round, intervalSec: 60 };
const BARS = 40;

function comparedChart(compared: (i: number) => number) {
  const bars = Array.from({ length: BARS }, (_, i) => i);
  const data = chartDataOf({
    time: bars.map((i) => 1_735_689_600 + i * 60),
    open: bars.map(() => 1000),
    high: bars.map(() => 1010),
    low: bars.map(() => 990),
    close: bars.map(() => 1000),
    volume: bars.map(() => 1),
  });
  data.compares = [Float64Array.from(bars, compared)];
  const model = new ChartModel(data, OPTIONS, (text) => text.length * 7);
  model.setSize(800, 400);
  model.resetView();
  model.setScale({ ...model.scale, barSpacing: 8 });
  model.setCompares([compareLine(0xe040fb)]);
  model.setPriceScale('percent', false);
  model.fitScales();
  return model;
}

describe('a compared coin on the chart', () => {
  it('fits the price scale to its change from the first bar on screen', () => {
    // Twice as high at the end as at the first bar: +100 %, drawn at twice the chart's first close.
    const model = comparedChart((i) => 50 + (50 * i) / (BARS - 1));
    expect(model.compareScalings[0]).toEqual({ reference: 50, factor: 20 });
    expect(model.prices.max).toBeGreaterThanOrEqual(2000);
    expect(model.prices.min).toBeLessThanOrEqual(990);
  });

  it('draws its line in its colour and width, scaled, after the indicators', () => {
    const model = comparedChart((i) => 50 + i);
    const calls: { points: [number, number][]; color: number; width: number }[] = [];
    let points: [number, number][] = [];
    const painter: ChartPainter = {
      rect: () => undefined,
      shape: () => undefined,
      label: () => undefined,
      beginLine: () => void (points = []),
      linePoint: (x, y) => void points.push([x, y]),
      endLine: (color, width = 1) => void calls.push({ points, color, width }),
      beginBand: () => undefined,
      bandPoint: () => undefined,
      endBand: () => undefined,
    };
    paintPlot(model, painter);
    const line = calls.at(-1)!;
    expect(line.color).toBe(0xe040fb);
    expect(line.width).toBe(2);
    expect(line.points).toHaveLength(BARS);
    expect(line.points.at(-1)![1]).toBeCloseTo(priceToY(model.prices, (50 + BARS - 1) * 20) + 0.5, 9);
  });

  it('draws nothing while the coin has no closes on screen', () => {
    const model = comparedChart(() => Number.NaN);
    expect(Number.isNaN(model.compareScalings[0]!.factor)).toBe(true);
    expect(model.prices.max).toBeLessThan(1100);
  });
});
