import { describe, expect, test } from 'vitest';
import type { ChartData } from '../../../../src/render/chart/chart-data';
import {
  ChartModel,
  Invalidation,
  lineColor,
  plotPriceScale,
  priceAxisTicks,
  TIME_AXIS_HEIGHT,
  type InvalidationLevel,
  type SceneOptions,
} from '../../../../src/render/chart/chart-model';
import { CHART_THEME } from '../../../../src/render/chart/chart-palette';
import {
  fitPrices,
  pan,
  panPrices,
  priceAxisWidth,
  stretchPrices,
  visibleRange,
  type PriceScale,
} from '../../../../src/render/chart/chart-layout';
import { chartDataOf } from '../../../fixtures/chart-data';

const OPTIONS: SceneOptions = { priceDecimals: () => 0, roundPrice: Math.round, intervalSec: 60 };
/** 7 px a character: widths follow the text's length. */
const measure = (text: string) => text.length * 7;

/** `count` one-minute bars around 1,000, rising by 10 a bar. */
function data(count: number): ChartData {
  const bars = Array.from({ length: count }, (_, i) => i);
  return chartDataOf({
    time: bars.map((i) => 1_735_689_600 + i * 60),
    open: bars.map((i) => 1000 + i * 10),
    high: bars.map((i) => 1015 + i * 10),
    low: bars.map((i) => 995 + i * 10),
    close: bars.map((i) => 1010 + i * 10),
    volume: bars.map(() => 1),
  });
}

describe('plotPriceScale fits the visible bars above the volume pane', () => {
  const high = [110, 130, 120, 150];
  const low = [90, 100, 80, 140];
  test.each([
    ['every bar', 0, 3, 500, { low: 80, high: 150, height: 392 }],
    ['the middle two', 1, 2, 500, { low: 80, high: 130, height: 392 }],
    ['one bar, a short plot', 3, 3, 100, { low: 140, high: 150, height: 72 }],
  ])('%s', (_, from, to, plotHeight, fit) => {
    const tick = (mid: number) => (mid > 100 ? 1 : 0.5);
    expect(plotPriceScale(high, low, from, to, plotHeight, tick)).toEqual(
      fitPrices(fit.low, fit.high, 8, fit.height, tick((fit.low + fit.high) / 2)),
    );
  });

  test.each([
    ['no bar in range', 2, 1, 500, 392],
    ['no plot at all', 0, -1, 0, 1],
  ])('%s: 0 to 1 at least a px tall', (_, from, to, plotHeight, height) => {
    expect(plotPriceScale(high, low, from, to, plotHeight, () => 1)).toEqual({
      min: 0,
      max: 1,
      top: 8,
      height,
    });
  });
});

describe('priceAxisTicks', () => {
  test.each([
    ['whole steps', { min: 0, max: 100, top: 0, height: 400 }, 0],
    ['tenths', { min: 0, max: 1, top: 0, height: 400 }, 1],
    ['no height', { min: 0, max: 1, top: 0, height: 0 }, 0],
  ])('%s', (_, prices, decimals) => {
    const axis = priceAxisTicks(prices);
    expect(axis.decimals).toBe(decimals);
    if (prices.height > 0) expect(axis.ticks.length).toBeGreaterThan(1);
    else expect(axis.ticks).toEqual([]);
  });
});

test.each([
  ['average', CHART_THEME.average],
  ['buy', CHART_THEME.pendingBuy],
  ['sell', CHART_THEME.pendingSell],
] as const)('a %s line is drawn in its colour', (kind, color) => {
  expect(lineColor(kind, CHART_THEME)).toBe(color);
});

describe('ChartModel', () => {
  test.each<[string, (model: ChartModel) => void, InvalidationLevel]>([
    ['a cursor move', (m) => m.setCursor({ x: 1, y: 1 }), Invalidation.Cursor],
    ['markers', (m) => m.setMarkers(null), Invalidation.Light],
    ['a forecast', (m) => m.setForecast(null), Invalidation.Light],
    ['price lines', (m) => m.setPriceLines([]), Invalidation.Light],
    ['a cursor move, then lines', (m) => (m.setCursor(null), m.setPriceLines([])), Invalidation.Light],
    ['a scale', (m) => m.setScale(m.scale), Invalidation.Full],
    ['lines, then a resize', (m) => (m.setPriceLines([]), m.setSize(400, 300)), Invalidation.Full],
    ['the same size again', (m) => m.setSize(800, 400), Invalidation.None],
    ['live bars', (m) => m.dataChanged(9), Invalidation.Full],
    ['bars dropped at the start', (m) => m.dataChanged(-1), Invalidation.Full],
    [
      "the page's boxes over the plot",
      (m) => m.setReserved([{ x: 8, y: 4, width: 300, height: 16 }]),
      Invalidation.Light,
    ],
    ['no boxes over the plot, as before', (m) => m.setReserved([]), Invalidation.None],
  ])('%s asks for its repaint level, the highest pending one winning', (_, change, level) => {
    const model = new ChartModel(data(10), OPTIONS, measure);
    model.setSize(800, 400);
    expect(model.takePending()).toBe(Invalidation.Full);
    expect(model.pending).toBe(Invalidation.None);
    change(model);
    expect(model.takePending()).toBe(level);
    expect(model.takePending()).toBe(Invalidation.None);
  });

  test("the same boxes over the plot again ask for nothing; the markers' texts are made when they are set", () => {
    const model = new ChartModel(data(10), OPTIONS, measure);
    model.setReserved([{ x: 8, y: 4, width: 300, height: 16 }]);
    model.takePending();
    model.setReserved([{ x: 8, y: 4, width: 300, height: 16 }]);
    expect(model.pending).toBe(Invalidation.None);
    model.setMarkers({ high: 1105, highIndex: 9, low: 995, lowIndex: 0 });
    expect(model.markerTexts).toMatchObject({ high: '1,105', highWidth: 35, low: '995', lowWidth: 21 });
  });

  test('the plot is the view less the price axis and the time axis', () => {
    const model = new ChartModel(data(10), OPTIONS, measure);
    model.setSize(800, 400);
    expect(model.plotWidth).toBe(800 - model.axisWidth);
    expect(model.plotHeight).toBe(400 - TIME_AXIS_HEIGHT);
    model.setSize(10, 10);
    expect(model.plotWidth).toBe(0);
    expect(model.plotHeight).toBe(0);
  });

  test('fitScales sizes the axis to its widest label and narrows the time scale to match', () => {
    const model = new ChartModel(data(200), OPTIONS, measure);
    model.setSize(800, 400);
    model.resetView();
    model.fitScales();
    // Prices up to about 3,000 with no decimals: "3,000" is the widest label at 5 characters.
    expect(model.widestPriceLabel).toBe(35);
    expect(model.axisWidth).toBe(priceAxisWidth(35));
    expect(model.scale.width).toBe(model.plotWidth);

    model.setPriceLines([{ kind: 'buy', price: 123_456_789 }]);
    model.fitScales();
    expect(model.widestPriceLabel).toBe(measure('123,456,789'));
    expect(model.axisWidth).toBe(priceAxisWidth(measure('123,456,789')));
    expect(model.scale.width).toBe(800 - model.axisWidth);
  });

  test('a price line gets its texts when set and when dragged, not per frame', () => {
    const model = new ChartModel(data(10), OPTIONS, measure);
    model.setPriceLines([
      { kind: 'average', price: 1050 },
      { kind: 'sell', price: 1100, tag: 'Sell 2', cancel: true },
    ]);
    expect(model.lineTexts.slice(0, 2).map(({ price, tag, pinned }) => ({ price, tag, pinned }))).toEqual([
      { price: '1,050', tag: '', pinned: '1,050' },
      { price: '1,100', tag: 'Sell 2', pinned: '1,100  Sell 2' },
    ]);
    expect(model.lineSlots[1]).toMatchObject({ price: 1100, cancel: true, textWidth: 42 + 12 });

    model.setLineDrag(1, 1234);
    expect(model.draggedLine).toBe(1);
    expect(model.lineSlots[1]!.price).toBe(1234);
    expect(model.lineTexts[1]!.price).toBe('1,234');
    model.setLineDrag(1, null);
    expect(model.draggedLine).toBe(-1);
    expect(model.lineTexts[1]!.price).toBe('1,100');
    expect(() => model.setLineDrag(2, 1)).toThrow(RangeError);
  });

  test('lines are laid out only over bars on a plot', () => {
    const model = new ChartModel(data(0), OPTIONS, measure);
    model.setSize(800, 400);
    model.setPriceLines([{ kind: 'buy', price: 1 }]);
    model.fitScales();
    expect(model.layoutLines()).toBe(0);
    const withBars = new ChartModel(data(50), OPTIONS, measure);
    withBars.setSize(800, 400);
    withBars.setPriceLines([{ kind: 'buy', price: 1200 }]);
    withBars.resetView();
    withBars.fitScales();
    expect(withBars.layoutLines()).toBe(1);
  });

  test.each([
    ['no cursor: the last bar', null, 49],
    ['the cursor off the bars: the last bar', { x: -500, y: 10 }, 49],
  ])('legendIndex with %s', (_, cursor, index) => {
    const model = new ChartModel(data(50), OPTIONS, measure);
    model.setSize(800, 400);
    model.resetView();
    model.setCursor(cursor);
    expect(model.legendIndex()).toBe(index);
  });

  test('legendIndex has no bar to name without bars', () => {
    expect(new ChartModel(data(0), OPTIONS, measure).legendIndex()).toBe(-1);
  });
});

describe('auto-fit off: the price scale keeps its range', () => {
  /** A model over 50 rising bars, fitted once at 800×400. */
  function fitted(): { model: ChartModel; chart: ChartData } {
    const chart = data(50);
    const model = new ChartModel(chart, OPTIONS, measure);
    model.setSize(800, 400);
    model.resetView();
    model.fitScales();
    return { model, chart };
  }
  const range = ({ min, max }: PriceScale) => ({ min, max });

  test('turned off, it keeps the range it had through a live tick and a pan; on again, it fits', () => {
    const { model, chart } = fitted();
    const auto = range(model.prices);
    model.setAutoFit(false);
    expect(model.autoFit).toBe(false);
    expect(model.takePending()).toBe(Invalidation.Full);

    // A tick far above the scale: fitting would take it in.
    chart.series.high[49] = 5000;
    model.dataChanged(49);
    model.fitScales();
    expect(range(model.prices)).toEqual(auto);
    // A pan that keeps the tick's bar on screen.
    model.setScale(pan(model.scale, 20));
    model.fitScales();
    expect(range(model.prices)).toEqual(auto);

    model.setAutoFit(true);
    model.fitScales();
    expect(model.prices.max).toBeGreaterThan(5000);
  });

  test('a stretch or a vertical pan turns it off and moves the range, kept through a tick and a pan', () => {
    const { model, chart } = fitted();
    const auto = model.prices;
    model.stretchPrices(2);
    expect(model.autoFit).toBe(false);
    model.fitScales();
    const stretched = stretchPrices(auto, 2);
    expect(range(model.prices)).toEqual(range(stretched));
    model.panPrices(40);
    model.fitScales();
    const moved = range(model.prices);
    expect(moved).toEqual(range(panPrices(stretched, 40)));

    chart.series.low[49] = 10;
    model.dataChanged(49);
    model.setScale(pan(model.scale, -100));
    model.fitScales();
    expect(range(model.prices)).toEqual(moved);
    // The axis still fits its labels and the plot its width.
    expect(model.scale.width).toBe(model.plotWidth);
  });

  test('a resize keeps the range in the new candle area; log and upside down place it so', () => {
    const { model } = fitted();
    model.setAutoFit(false);
    const kept = range(model.prices);
    model.setSize(800, 600);
    model.setPriceScale('log', true);
    model.fitScales();
    expect(range(model.prices)).toEqual(kept);
    expect(model.prices).toMatchObject({ log: true, inverted: true });
    expect(model.prices.height).toBeGreaterThan(300);
    // A stretch on a log scale is by logarithms: the middle price in logarithms stays put.
    const middle = Math.sqrt(kept.min * kept.max);
    model.stretchPrices(4);
    model.fitScales();
    expect(Math.sqrt(model.prices.min * model.prices.max)).toBeCloseTo(middle, 6);
  });

  test('a linear range reaching below zero is placed linearly on a log scale', () => {
    const { model } = fitted();
    model.stretchPrices(0.001);
    model.setPriceScale('log', false);
    model.fitScales();
    expect(model.prices.min).toBeLessThan(0);
    expect(model.prices.log).toBeUndefined();
  });

  test('in percent, the axis names the manual range from the first bar on screen', () => {
    const { model, chart } = fitted();
    model.setPriceScale('percent', false);
    model.fitScales();
    model.setAutoFit(false);
    model.setScale(pan(model.scale, 60));
    model.fitScales();
    const { from } = visibleRange(model.scale);
    expect(model.axisDisplay).toEqual({ mode: 'percent', base: chart.series.close[from] });
  });

  test.each([
    ['on the axis beside the price pane', 790, 100, true],
    ['at the axis’s left edge', 800 - 56, 100, true],
    ['on the plot', 400, 100, false],
    ['below the price pane (the time axis)', 790, 390, false],
  ])('priceAxisAt: %s', (_, x, y, on) => {
    const { model } = fitted();
    expect(model.axisWidth).toBe(56);
    expect(model.priceAxisAt(x, y)).toBe(on);
  });
});

describe('what a Full repaint must paint again (takePlotDamage, after fitScales)', () => {
  const BARS = 10;
  /** A model painted once whole at 800×400 over `data(10)`. */
  function painted(): { model: ChartModel; chart: ChartData } {
    const chart = data(BARS);
    const model = new ChartModel(chart, OPTIONS, measure);
    model.setSize(800, 400);
    model.resetView();
    model.takePending();
    model.fitScales();
    expect(model.takePlotDamage()).toBe(-1);
    return { model, chart };
  }
  /** The last bar's close and volume move to these, as a live tick does. */
  const tick = (chart: ChartData, close: number, volume = 1) => {
    chart.series.close[BARS - 1] = close;
    chart.series.volume[BARS - 1] = volume;
  };

  test.each<[string, (model: ChartModel, chart: ChartData) => void, number]>([
    ['nothing changed since', () => undefined, BARS],
    ['a tick inside the last bar’s range', (m, c) => (tick(c, 1100), m.dataChanged(BARS - 1)), BARS - 1],
    ['two tails in one frame', (m) => (m.dataChanged(BARS - 1), m.dataChanged(BARS - 3)), BARS - 3],
    ['a tick that raises the volume scale', (m, c) => (tick(c, 1100, 5), m.dataChanged(BARS - 1)), -1],
    [
      'a tick past the price scale',
      (m, c) => ((c.series.high[BARS - 1] = 5000), m.dataChanged(BARS - 1)),
      -1,
    ],
    ['bars dropped at the start', (m) => m.dataChanged(-1), -1],
    ['a tick, then a pan', (m) => (m.dataChanged(BARS - 1), m.setScale({ ...m.scale })), -1],
    ['a tick, then new settings', (m) => (m.dataChanged(BARS - 1), m.setOptions(OPTIONS)), -1],
  ])('%s', (_, change, damage) => {
    const { model, chart } = painted();
    change(model, chart);
    model.fitScales();
    // Nothing changed answers past the last bar: no bar to paint again.
    expect(model.takePlotDamage()).toBe(damage === BARS ? Infinity : damage);
    model.fitScales();
    expect(model.takePlotDamage()).toBe(Infinity);
  });

  test('a new bar moves every bar left (the view follows the latest): everything', () => {
    const { model, chart } = painted();
    const grown = data(BARS + 1);
    chart.load({
      series: grown.series,
      averages: { close15: grown.close15, close60: grown.close60, volume20: grown.volume20 },
    } as unknown as Parameters<ChartData['load']>[0]);
    model.dataChanged(BARS);
    model.fitScales();
    expect(model.takePlotDamage()).toBe(-1);
  });
});
