import { describe, expect, it } from 'vitest';
import type { ChartData } from '../../../../src/render/chart/chart-data';
import { priceToY, type TimeScale } from '../../../../src/render/chart/chart-layout';
import {
  ChartModel,
  PANE_PADDING,
  paneScale,
  type SceneOptions,
} from '../../../../src/render/chart/chart-model';
import { layoutPanes, NEW_PANE_WEIGHT, PRICE_PANE_WEIGHT } from '../../../../src/render/chart/chart-panes';
import {
  addStudyExtremes,
  chartStudy,
  colourNumber,
  Extremes,
  largestLag,
  type ChartStudy,
} from '../../../../src/render/chart/chart-studies';
import { indicatorDefinition, withDefaults } from '../../../../workers/core/indicators';
import { chartDataOf } from '../../../fixtures/chart-data';

const OPTIONS: SceneOptions = { priceDecimals: () => 0, roundPrice: Math.round, intervalSec: 60 };
const measure = (text: string) => text.length * 7;

/** `count` one-minute bars from 1,000 up by 10 a bar, with indicator lines given per bar. */
function data(count: number, lines: ((i: number) => number)[][] = []): ChartData {
  const bars = Array.from({ length: count }, (_, i) => i);
  const chart = chartDataOf({
    time: bars.map((i) => 1_735_689_600 + i * 60),
    open: bars.map((i) => 1000 + i * 10),
    high: bars.map((i) => 1015 + i * 10),
    low: bars.map((i) => 995 + i * 10),
    close: bars.map((i) => 1010 + i * 10),
    volume: bars.map(() => 1),
  });
  chart.setIndicators({
    revision: 1,
    lines: lines.map((study) => study.map((value) => Float64Array.from(bars, value))),
  });
  return chart;
}

const open = (weight: number) => ({ weight, collapsed: false });

describe('chartStudy', () => {
  it("takes the definition's lines, fills, levels and range, with the trader's choices over them", () => {
    const bollinger = indicatorDefinition('bollinger');
    const study = chartStudy(bollinger, withDefaults(bollinger), 0, [
      undefined,
      { color: '#112233', width: 3 },
      { visible: false, width: 7, color: 'red' },
    ]);
    expect(study.lines.map((line) => [line.color, line.width, line.visible])).toEqual([
      [colourNumber(bollinger.lines[0]!.color), bollinger.lines[0]!.width, true],
      [0x112233, 3, true],
      [colourNumber(bollinger.lines[2]!.color), bollinger.lines[2]!.width, false],
    ]);
    expect(study.fills).toEqual([
      expect.objectContaining({ a: 1, b: 2, color: colourNumber(bollinger.fills![0]!.color) }),
    ]);
    const rsi = indicatorDefinition('rsi');
    expect(chartStudy(rsi, withDefaults(rsi), 1)).toMatchObject({
      pane: 1,
      range: [0, 100],
      levels: [{ value: 70 }, { value: 30 }],
    });
  });

  it("gives Ichimoku's lines their shifts by the displacement, and the cloud its two colours", () => {
    const ichimoku = indicatorDefinition('ichimoku');
    const study = chartStudy(ichimoku, { ...withDefaults(ichimoku), displacement: 30 }, 0);
    expect(study.lines.map((line) => line.shift)).toEqual([0, 0, 29, 29, -29]);
    expect(study.fills[0]!.colorBelow).not.toBe(study.fills[0]!.color);
    expect(largestLag([study])).toBe(29);
    expect(largestLag([{ ...study, visible: false }])).toBe(0);
  });

  it.each([
    ['#A1b2C3', 0xa1b2c3],
    ['#abc', null],
    ['red', null],
    ['', null],
  ])('colour %s reads as %s', (text, value) => {
    expect(colourNumber(text)).toBe(value);
  });
});

describe('what a study draws on screen', () => {
  const scale: TimeScale = { width: 100, barSpacing: 10, rightOffset: 5, lastIndex: 19 };
  const line = { style: 'line' as const, color: 0, width: 1, visible: true, shift: 0 };
  const study = (lines: ChartStudy['lines']): ChartStudy => ({
    pane: 1,
    visible: true,
    lines,
    fills: [],
    levels: [],
    range: null,
  });
  const values = Float64Array.from({ length: 20 }, (_, i) => i);

  it.each([
    ['the bars at least partly on screen', [line], 9, 19],
    [
      'a line drawn 5 bars ahead: its values 5 bars back, past the last bar too',
      [{ ...line, shift: 5 }],
      4,
      15,
    ],
    ['a histogram includes zero', [{ ...line, style: 'histogram' as const }], 0, 19],
    ['a hidden line adds nothing', [{ ...line, visible: false }], Infinity, -Infinity],
  ])('%s', (_, lines, min, max) => {
    const drawn = new Extremes();
    addStudyExtremes(drawn, study(lines), [values], 20, scale);
    expect([drawn.min, drawn.max]).toEqual([min, max]);
  });
});

describe('the model with indicator panes', () => {
  const rsi = indicatorDefinition('rsi');
  const ema = indicatorDefinition('ema');

  function model(
    studies: ChartStudy[],
    panes = [open(PRICE_PANE_WEIGHT)],
    lines: ((i: number) => number)[][] = [],
  ) {
    const chart = new ChartModel(data(200, lines), OPTIONS, measure);
    chart.setSize(800, 424);
    chart.resetView();
    chart.setStudies(studies, panes);
    chart.fitScales();
    return chart;
  }

  it('is the price pane alone without them, as before', () => {
    const chart = model([]);
    expect(chart.paneRects).toEqual([{ top: 0, height: 400 }]);
    expect(chart.priceHeight).toBe(chart.plotHeight);
  });

  it('shares the plot between the price pane and a pane under it, each with its scale', () => {
    const chart = model(
      [chartStudy(rsi, withDefaults(rsi), 1)],
      [open(PRICE_PANE_WEIGHT), open(NEW_PANE_WEIGHT)],
      [[(i) => 40 + (i % 20)]],
    );
    expect(chart.paneRects).toEqual(layoutPanes(400, [open(3), open(1)]));
    expect(chart.priceHeight).toBe(300);
    expect(chart.prices.top + chart.prices.height).toBeLessThanOrEqual(300);
    // RSI keeps its 0–100 range, inside its pane.
    expect(chart.paneScales[1]).toEqual(paneScale(chart.paneRects[1]!, new Extremes(), [0, 100]));
    expect(chart.paneScales[1]!.top).toBe(300 + PANE_PADDING);
    expect(priceToY(chart.paneScales[1]!, 0)).toBeLessThanOrEqual(400);
  });

  it('fits the price scale over the indicators drawn over the price too', () => {
    const without = model([]);
    const over = model(
      [chartStudy(ema, withDefaults(ema), 0)],
      [open(3)],
      [[(i) => (i > 150 ? 5000 : 1000)]],
    );
    expect(without.prices.max).toBeLessThan(5000);
    expect(without.prices.min).toBeGreaterThan(1000);
    // Every value the EMA draws on screen is inside the price pane's scale.
    expect(over.prices.max).toBeGreaterThanOrEqual(5000);
    expect(over.prices.min).toBeLessThanOrEqual(1000);
    expect(priceToY(over.prices, 5000)).toBeGreaterThanOrEqual(over.prices.top);
  });

  it('fits a pane without a fixed range to its values on screen', () => {
    const macd = indicatorDefinition('macd');
    const chart = model(
      [chartStudy(macd, withDefaults(macd), 1)],
      [open(3), open(1)],
      [[(i) => i - 100, (i) => (i - 100) / 2, (i) => (i - 100) / 2]],
    );
    const scale = chart.paneScales[1]!;
    expect(scale.min).toBeLessThan(0);
    expect(scale.max).toBeGreaterThan(0);
  });

  it('refuses a study in a pane the chart does not have', () => {
    const chart = new ChartModel(data(10), OPTIONS, measure);
    expect(() => chart.setStudies([chartStudy(rsi, withDefaults(rsi), 2)], [open(3), open(1)])).toThrow(
      'an indicator is in pane 2 of a chart with 2',
    );
    expect(() => chart.setStudies([], [])).toThrow('a chart has at least its price pane');
  });

  it('repaints a tick from far enough back for a line drawn behind its bar', () => {
    const ichimoku = indicatorDefinition('ichimoku');
    const chart = model(
      [chartStudy(ichimoku, withDefaults(ichimoku), 0)],
      [open(3)],
      [[(i) => 1000 + i, (i) => 1000 + i, (i) => 1000 + i, (i) => 1000 + i, (i) => 1010 + i]],
    );
    chart.takePlotDamage();
    chart.dataChanged(199);
    chart.fitScales();
    expect(chart.takePlotDamage()).toBe(199 - 25);
  });
});
