import { describe, expect, test } from 'vitest';
import { indexToX, priceToY, yToPrice } from '../../../../src/render/chart/chart-layout';
import {
  priceAxisTicks,
  type ForecastMarks,
  type SceneOptions,
} from '../../../../src/render/chart/chart-model';
import { CHART_FONT_SIZE, type ChartLayer } from '../../../../src/render/chart/chart-painter';
import { CHART_THEME } from '../../../../src/render/chart/chart-palette';
import { ChartScene } from '../../../../src/render/chart/chart-scene';
import { TICK_MASK_HEIGHT } from '../../../../src/render/chart/lines-layer';
import { LINE_TAG_MARGIN } from '../../../../src/render/chart/price-lines';
import { RANGE_EDGE_ALPHA, RANGE_FILL_ALPHA } from '../../../../src/render/chart/price-ranges';
import { boxesIntersect, type Box } from '../../../../src/render/chart/label-placement';
import { chartDataOf } from '../../../fixtures/chart-data';

const OPTIONS: SceneOptions = { priceDecimals: () => 0, roundPrice: Math.round, intervalSec: 60 };
const BARS = 20;
const measure = (text: string) => text.length * 7;

interface Rect extends Box {
  color: number;
  alpha: number;
}

interface Label extends Box {
  text: string;
}

/**
 * A layer that records what it paints of what these tests ask about: rectangles, and labels as the boxes
 * of their text. Shapes, lines and bands it leaves unrecorded.
 */
function recordingLayer(): ChartLayer & { rects: Rect[]; labels: Label[] } {
  const rects: Rect[] = [];
  const labels: Label[] = [];
  return {
    rects,
    labels,
    begin: () => {
      rects.length = 0;
      labels.length = 0;
    },
    end: () => undefined,
    rect: (x, y, width, height, color, alpha = 1) => void rects.push({ x, y, width, height, color, alpha }),
    shape: () => undefined,
    label: (text, x, y, _color, anchorX, anchorY) => {
      const width = measure(text);
      labels.push({
        text,
        x: x - anchorX * width,
        y: y - anchorY * CHART_FONT_SIZE,
        width,
        height: CHART_FONT_SIZE,
      });
    },
    beginLine: () => undefined,
    linePoint: () => undefined,
    endLine: () => undefined,
    beginBand: () => undefined,
    bandPoint: () => undefined,
    endBand: () => undefined,
  };
}

/** `count` one-minute bars from `columns(i)`, every one in view on an 800 × 400 chart. */
function sceneOf(
  count: number,
  bar: (i: number) => { open: number; high: number; low: number; close: number },
) {
  const bars = Array.from({ length: count }, (_, i) => bar(i));
  const data = chartDataOf({
    time: bars.map((_, i) => 1_735_689_600 + i * 60),
    open: bars.map((b) => b.open),
    high: bars.map((b) => b.high),
    low: bars.map((b) => b.low),
    close: bars.map((b) => b.close),
    volume: bars.map(() => 1),
  });
  const lines = recordingLayer();
  const scene = new ChartScene(data, OPTIONS, {
    plot: recordingLayer(),
    axes: recordingLayer(),
    lines,
    cursor: recordingLayer(),
    measure,
    keepsPixels: false,
  });
  scene.model.setSize(800, 400);
  scene.model.resetView();
  return { scene, lines, data };
}

/** BARS bars with a forecast for bars 9 to 18 and the next one (19). */
function sceneWithForecast(shown: ForecastMarks['shown']) {
  const made = sceneOf(BARS, (i) => ({ open: 1000 + i, high: 1010 + i, low: 990 + i, close: 1005 + i }));
  const ten = new Float64Array(10).fill(0.5);
  // Eleven bars get marks: the ten and the forming bar after them.
  made.scene.model.setForecast({ start: 9, up: ten, down: ten, next: { up: 0.5, down: 0.5 }, shown });
  made.scene.prepare();
  return made;
}

const painted = (rects: readonly Rect[], color: number) => rects.filter((rect) => rect.color === color);

describe('forecast marks are drawn for the sides shown only', () => {
  test.each([
    ['both sides', { up: true, down: true }, 11, 11, 11],
    ['up only', { up: true, down: false }, 11, 0, 11],
    ['down only', { up: false, down: true }, 0, 11, 11],
    ['neither', { up: false, down: false }, 0, 0, 0],
  ])('%s', (_, shown, upMarks, downMarks, barsMarked) => {
    const { scene, lines } = sceneWithForecast(shown);
    // A mark is a whisker: its stem and its cap.
    expect(painted(lines.rects, CHART_THEME.forecastUp)).toHaveLength(2 * upMarks);
    expect(painted(lines.rects, CHART_THEME.forecastDown)).toHaveLength(2 * downMarks);
    expect(scene.forecastMarksDrawn).toBe(barsMarked);
  });
});

describe('a forecast mark does not look like a candle', () => {
  test('each is a 1-px stem beyond the wick and a cap narrower than a candle, never a filled body', () => {
    const { scene, lines, data } = sceneWithForecast({ up: true, down: true });
    const { model } = scene;
    // The candles' bodies at this zoom (plot-layer.ts): 70 % of the bar spacing.
    const body = Math.floor(model.scale.barSpacing * 0.7);
    expect(body).toBeGreaterThan(1);
    for (const color of [CHART_THEME.forecastUp, CHART_THEME.forecastDown]) {
      const rects = painted(lines.rects, color);
      for (const rect of rects) expect(rect.width === 1 || rect.height === 1).toBe(true);
      const caps = rects.filter((rect) => rect.height === 1);
      expect(caps).toHaveLength(11);
      for (const cap of caps) expect(cap.width).toBeLessThanOrEqual(5);
    }
    // Bar 12's up mark stands above its high, centred on the bar, clear of the wick.
    const x = Math.round(indexToX(model.scale, 12));
    const highY = Math.round(priceToY(model.prices, data.series.high[12]!));
    const stem = painted(lines.rects, CHART_THEME.forecastUp).find((r) => r.x === x && r.width === 1)!;
    expect(stem.y + stem.height).toBeLessThan(highY);
  });
});

/** The labels the lines layer painted in the plot (not on the price axis). */
const plotLabels = (labels: readonly Label[], plotWidth: number) =>
  labels.filter((label) => label.x < plotWidth);

function expectApart(boxes: readonly Box[], reserved: readonly Box[] = []) {
  boxes.forEach((box, i) => {
    for (const r of reserved) expect(boxesIntersect(box, r), JSON.stringify({ box, r })).toBe(false);
    boxes.forEach((other, j) => {
      if (j !== i) expect(boxesIntersect(box, other), JSON.stringify({ box, other })).toBe(false);
    });
  });
}

describe('the lines layer keeps its labels apart', () => {
  /** Rising bars: the last is the visible range's high, at the top of the plot. */
  function risingScene() {
    return sceneOf(BARS, (i) => ({
      open: 1000 + 10 * i,
      high: 1012 + 10 * i,
      low: 995 + 10 * i,
      close: 1010 + 10 * i,
    }));
  }

  test("the high marker's price and an order's tag just above it", () => {
    const { scene, lines } = risingScene();
    const { model } = scene;
    model.setMarkers({ high: 1012 + 10 * (BARS - 1), highIndex: BARS - 1, low: 995, lowIndex: 0 });
    scene.prepare();
    // A buy a few px above the high: its long tag reaches left over the marker's price.
    const y = Math.round(priceToY(model.prices, 1012 + 10 * (BARS - 1))) - 12;
    const price = Math.round(yToPrice(model.prices, y));
    model.setPriceLines([{ kind: 'buy', price, tag: 'Buy 0.00123456 at 1,202 (3 orders)', cancel: true }]);
    scene.prepare();
    expect(scene.highPoint).not.toBeNull();
    const labels = plotLabels(lines.labels, model.plotWidth);
    expect(labels.map((label) => label.text)).toContain('1,202');
    expectApart(labels);
    // The placed boxes the painters drew at: none over another.
    expectApart(model.labels.placed.filter((label) => label.plot));
  });

  test("the legend and the forecast's line over the plot: the high marker's price and a pinned tag keep clear", () => {
    const { scene, lines } = risingScene();
    const { model } = scene;
    const legend = { x: 8, y: 4, width: 700, height: 16 };
    const nextBar = { x: 8, y: 22, width: 760, height: 16 };
    model.setReserved([legend, nextBar]);
    model.setMarkers({ high: 1012 + 10 * (BARS - 1), highIndex: BARS - 1, low: 995, lowIndex: 0 });
    // An order above every visible price: pinned at the top, under the legend's end ("Vol").
    model.setPriceLines([{ kind: 'sell', price: 5000, tag: 'Sell 1', cancel: true }]);
    scene.prepare();
    expect(model.lineSlots[0]!.pin).toBe(-1);
    const labels = plotLabels(lines.labels, model.plotWidth);
    expect(labels).toHaveLength(4);
    expectApart(labels, [legend, nextBar]);
    expectApart(
      model.labels.placed.filter((label) => label.plot),
      [legend, nextBar],
    );
    // The tag's hit test follows it where it went.
    expect(model.lineSlots[0]!.tagY).toBeGreaterThanOrEqual(nextBar.y + nextBar.height + 9);
  });

  test("the last price's dashes stop at the axis and skip the boxes over the plot", () => {
    const { scene, lines, data } = risingScene();
    const { model } = scene;
    scene.prepare();
    const y = Math.round(priceToY(model.prices, data.series.close[BARS - 1]!));
    // The legend across the last price's row.
    const legend = { x: 8, y: y - 8, width: 300, height: 16 };
    model.setReserved([legend]);
    scene.prepare();
    const color = CHART_THEME.up;
    const dashes = painted(lines.rects, color).filter((rect) => rect.height === 1 && rect.y === y);
    expect(dashes.length).toBeGreaterThan(10);
    for (const dash of dashes) {
      expect(boxesIntersect(dash, legend)).toBe(false);
      expect(dash.x + dash.width).toBeLessThanOrEqual(model.plotWidth);
    }
  });

  test('on the axis, the last price and an order at nearly the same price do not overlap', () => {
    const { scene } = risingScene();
    const { model } = scene;
    model.setPriceLines([{ kind: 'buy', price: 1208, tag: 'Buy 1' }]);
    scene.prepare();
    const axis = model.labels.placed.filter((label) => !label.plot);
    expect(axis.map((label) => label.kind).sort()).toEqual(['lastPrice', 'linePrice']);
    expectApart(axis);
  });

  test("a tick label on the axis half under the last price's box is masked, not cut through", () => {
    // The last close 6 above a tick (1,200) of the axis: its box cuts the tick's label.
    const { scene, lines, data } = sceneOf(BARS, (i) => ({
      open: 1000 + 10 * i,
      high: 1012 + 10 * i,
      low: 995 + 10 * i,
      close: 1010 + 10 * i - (i === BARS - 1 ? 4 : 0),
    }));
    const { model } = scene;
    scene.prepare();
    const { ticks } = priceAxisTicks(model.prices);
    expect(ticks).toContain(1200);
    expect(data.series.close[BARS - 1]).toBe(1196);
    const last = model.labels.placed.find((label) => label.kind === 'lastPrice')!;
    const masks = painted(lines.rects, CHART_THEME.background);
    const cut = ticks.filter((price) => {
      const y = Math.round(priceToY(model.prices, price) - TICK_MASK_HEIGHT / 2);
      return boxesIntersect(last, {
        x: model.plotWidth + 1,
        y,
        width: model.axisWidth - 1,
        height: TICK_MASK_HEIGHT,
      });
    });
    expect(cut).toEqual([1200]);
    const tickY = priceToY(model.prices, 1200);
    expect(
      masks.some(
        (mask) =>
          mask.x > model.plotWidth &&
          mask.x + mask.width === model.width &&
          mask.y <= tickY - CHART_FONT_SIZE / 2 &&
          mask.y + mask.height >= tickY + CHART_FONT_SIZE / 2,
      ),
    ).toBe(true);
    // Ticks clear of every box on the axis keep their labels.
    expect(masks).toHaveLength(cut.length);
  });
});

describe('price ranges (a split order’s)', () => {
  /** Flat bars between 990 and 1,010: prices 950 to 1,050 stay in view. */
  function flatScene() {
    return sceneOf(BARS, () => ({ open: 1000, high: 1010, low: 990, close: 1000 }));
  }

  test('a band between its two prices in its side’s colour, faint, edged at both prices', () => {
    const { scene, lines } = flatScene();
    const { model } = scene;
    model.setPriceRanges([{ low: 995, high: 1005, side: 'sell', label: 'Split 5 · sell' }]);
    scene.prepare();
    const yHigh = Math.round(priceToY(model.prices, 1005));
    const yLow = Math.round(priceToY(model.prices, 995));
    const sell = painted(lines.rects, CHART_THEME.pendingSell);
    const band = sell.find((rect) => rect.alpha === RANGE_FILL_ALPHA)!;
    expect(band).toEqual({
      x: 0,
      y: yHigh,
      width: model.plotWidth,
      height: yLow - yHigh + 1,
      color: CHART_THEME.pendingSell,
      alpha: RANGE_FILL_ALPHA,
    });
    const edges = sell.filter((rect) => rect.alpha === RANGE_EDGE_ALPHA);
    expect(edges.map((edge) => [edge.y, edge.height, edge.width])).toEqual([
      [yHigh, 1, model.plotWidth],
      [yLow, 1, model.plotWidth],
    ]);
    expect(scene.priceRangePoints).toEqual([
      expect.objectContaining({ side: 'sell', top: yHigh, bottom: yLow + 1, label: 'Split 5 · sell' }),
    ]);
    // Its label at the plot's right end, at the band's top, its text drawn on it.
    const label = scene.priceRangePoints[0]!.labelBox!;
    expect(label.x + label.width).toBe(model.plotWidth - LINE_TAG_MARGIN);
    expect(label.y).toBe(yHigh + 1);
    expect(lines.labels.map((drawn) => drawn.text)).toContain('Split 5 · sell');
  });

  test('its label keeps clear of an order’s tag at the band’s top price', () => {
    const { scene } = flatScene();
    const { model } = scene;
    model.setPriceRanges([{ low: 995, high: 1005, side: 'buy', label: 'Split 5 · buy' }]);
    model.setPriceLines([{ kind: 'buy', price: 1005, tag: 'Buy 0.01', cancel: true }]);
    scene.prepare();
    const placed = model.labels.placed.filter((label) => label.plot);
    expect(placed.map((label) => label.kind).sort()).toEqual(['range', 'tag']);
    expectApart(placed);
    // The tag, which the trader acts on, keeps its place at its line.
    const tag = placed.find((label) => label.kind === 'tag')!;
    expect(tag.y + tag.height / 2).toBe(Math.round(priceToY(model.prices, 1005)));
  });

  test('a range wholly out of view draws no band and no label; one across the view is cut to it', () => {
    const { scene, lines } = flatScene();
    const { model } = scene;
    model.setPriceRanges([
      { low: 5000, high: 6000, side: 'buy', label: 'Split 2 · buy' },
      { low: 1, high: 1003, side: 'sell', label: 'Split 10 · sell' },
    ]);
    scene.prepare();
    const [above, across] = scene.priceRangePoints;
    expect(above!.top).toBe(above!.bottom);
    expect(above!.labelBox).toBeNull();
    expect(painted(lines.rects, CHART_THEME.pendingBuy)).toEqual([]);
    expect(across!.bottom).toBe(model.priceHeight);
    expect(across!.labelBox).not.toBeNull();
    // Only the high's edge is in view.
    expect(
      painted(lines.rects, CHART_THEME.pendingSell).filter((rect) => rect.alpha === RANGE_EDGE_ALPHA),
    ).toHaveLength(1);
  });

  test('a TWAP’s limit is drawn in short dashes, a pending order’s in long ones', () => {
    const { scene, lines } = flatScene();
    const { model } = scene;
    model.setPriceLines([
      { kind: 'twapBuy', price: 1005, tag: 'TWAP limit' },
      { kind: 'buy', price: 995, tag: 'Buy 1' },
    ]);
    scene.prepare();
    const dashesAt = (price: number) =>
      painted(lines.rects, CHART_THEME.pendingBuy).filter(
        (rect) => rect.height === 1 && rect.y === Math.round(priceToY(model.prices, price)),
      );
    expect(dashesAt(1005)[0]!.width).toBe(2);
    expect(dashesAt(995)[0]!.width).toBe(6);
    expect(scene.priceLinePoints.map(({ kind, tag }) => ({ kind, tag }))).toEqual([
      { kind: 'twapBuy', tag: 'TWAP limit' },
      { kind: 'buy', tag: 'Buy 1' },
    ]);
  });
});
