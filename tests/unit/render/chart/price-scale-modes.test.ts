import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitLogPrices,
  logPriceTicks,
  priceToY,
  yToPrice,
  type PriceScale,
} from '../../../../src/render/chart/chart-layout';
import {
  ChartModel,
  displayText,
  displayValue,
  isPriceScaleMode,
  plotPriceScale,
  priceAxisTicks,
  type SceneOptions,
} from '../../../../src/render/chart/chart-model';
import { Extremes } from '../../../../src/render/chart/chart-studies';
import { chartDataOf } from '../../../fixtures/chart-data';

describe('a price scale upside down or by logarithm', () => {
  const scale = (log: boolean, inverted: boolean): PriceScale => ({
    min: 100,
    max: 10_000,
    top: 10,
    height: 400,
    log,
    inverted,
  });

  it.each([
    ['linear', false, false, 5050, 210],
    ['log: the middle of 100 and 10,000 is 1,000', true, false, 1000, 210],
    ['inverted: the top is the lowest', false, true, 100, 10],
    ['log and inverted', true, true, 10_000, 410],
  ] as const)('%s', (_, log, inverted, price, y) => {
    expect(priceToY(scale(log, inverted), price)).toBeCloseTo(y, 9);
  });

  it('maps y back to the price it came from', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.double({ min: 100, max: 10_000, noNaN: true }),
        (log, inverted, price) => {
          const s = scale(log, inverted);
          expect(yToPrice(s, priceToY(s, price))).toBeCloseTo(price, 6);
        },
      ),
    );
  });

  it('fits a log scale with its margin in logarithms', () => {
    const fitted = fitLogPrices(100, 10_000, 0, 100, 0.1);
    expect(Math.log(fitted.max) - Math.log(10_000)).toBeCloseTo(Math.log(100) * 0.1, 9);
    expect(Math.log(100) - Math.log(fitted.min)).toBeCloseTo(Math.log(100) * 0.1, 9);
    expect(fitted.log).toBe(true);
    expect(fitLogPrices(5, 5, 0, 100).max).toBeGreaterThan(5);
  });

  it('labels a log axis at 1, 2 and 5 of each power of ten, kept apart', () => {
    expect(logPriceTicks({ min: 90, max: 11_000, top: 0, height: 400, log: true }, 40)).toEqual([
      100, 200, 500, 1000, 2000, 5000, 10_000,
    ]);
    // Where a decade is too short for 2 and 5 apart, the powers of ten alone.
    expect(logPriceTicks({ min: 90, max: 11_000, top: 0, height: 100, log: true }, 40)).toEqual([
      100, 1000, 10_000,
    ]);
    // A span too narrow for two such prices falls back to nice steps of the prices.
    const narrow = { min: 95_000_000, max: 96_000_000, top: 0, height: 400, log: true };
    expect(logPriceTicks(narrow, 40)).toEqual([]);
    expect(priceAxisTicks(narrow).ticks.length).toBeGreaterThan(3);
  });
});

describe('a price axis in percent or as an index', () => {
  const prices: PriceScale = { min: 89, max: 121, top: 0, height: 320 };

  it.each([
    [
      'percent',
      { mode: 'percent' as const, base: 100 },
      ['-10%', '-5%', '0%', '+5%', '+10%', '+15%', '+20%'],
    ],
    [
      'indexed to 100',
      { mode: 'indexed' as const, base: 50 },
      ['180', '190', '200', '210', '220', '230', '240'],
    ],
  ])('names its ticks in %s', (_, display, labels) => {
    const axis = priceAxisTicks(prices, display);
    expect(axis.labels).toEqual(labels);
    axis.ticks.forEach((tick, k) =>
      expect(displayText(display, displayValue(display, tick), axis.decimals)).toBe(labels[k]),
    );
  });

  it('knows its modes', () => {
    expect(isPriceScaleMode('log')).toBe(true);
    expect(isPriceScaleMode('percentage')).toBe(false);
  });
});

describe('the model in each scale mode', () => {
  const OPTIONS: SceneOptions = { priceDecimals: () => 0, roundPrice: Math.round, intervalSec: 60 };
  function model() {
    const bars = Array.from({ length: 100 }, (_, i) => i);
    const data = chartDataOf({
      time: bars.map((i) => 1_735_689_600 + i * 60),
      open: bars.map((i) => 1000 * 1.02 ** i),
      high: bars.map((i) => 1000 * 1.02 ** i * 1.01),
      low: bars.map((i) => 1000 * 1.02 ** i * 0.99),
      close: bars.map((i) => 1000 * 1.02 ** i),
      volume: bars.map(() => 1),
    });
    const chart = new ChartModel(data, OPTIONS, (text) => text.length * 7);
    chart.setSize(800, 424);
    chart.resetView();
    chart.setScale({ ...chart.scale, barSpacing: 4 });
    return chart;
  }

  it('fits a log scale, upside down when asked, and names percent from the first bar on screen', () => {
    const chart = model();
    chart.setPriceScale('log', true);
    chart.fitScales();
    expect(chart.prices).toMatchObject({ log: true, inverted: true });
    expect(chart.axisDisplay.mode).toBe('price');
    chart.setPriceScale('percent', false);
    chart.fitScales();
    expect(chart.prices.log).toBeUndefined();
    expect(chart.prices.inverted).toBeUndefined();
    const first = Math.max(
      0,
      Math.ceil(chart.scale.lastIndex - (chart.scale.width - chart.scale.rightOffset + 2) / 4),
    );
    expect(chart.axisDisplay).toEqual({ mode: 'percent', base: chart.data.series.close[first] });
    // The scale changed its mode: the whole plot is painted again.
    expect(chart.takePlotDamage()).toBe(-1);
  });
});

describe('a log scale with an indicator below zero over the price', () => {
  it('fits the prices and what is above zero, leaving the rest out', () => {
    const overlays = new Extremes();
    overlays.add(-50);
    overlays.add(300);
    const fitted = plotPriceScale([200, 210], [190, 195], 0, 1, 300, () => 1, overlays, true);
    expect(fitted.log).toBe(true);
    expect(fitted.min).toBeGreaterThan(0);
    expect(fitted.max).toBeGreaterThan(300);
    expect(Number.isFinite(priceToY(fitted, -50))).toBe(false);
  });
});
