/**
 * The price on the plot layer, by chart type (chart-types.ts): candles (hollow when rising, or Heikin
 * Ashi's), OHLC bars, or the close as a line (with markers, in steps, filled down to the pane's foot as an
 * area, or around a baseline: above it in the rising colour, below in the falling one). Over bars
 * [from, to], through the painter.
 */
import { indexToX, priceToY } from './chart-layout';
import type { ChartModel } from './chart-model';
import type { ChartPainter } from './chart-painter';
import type { BarColumns } from './chart-types';

/** An area's and a baseline's fill. */
export const AREA_ALPHA = 0.18;

export function paintPrice(model: ChartModel, painter: ChartPainter, from: number, to: number): void {
  switch (model.chartType) {
    case 'candles':
    case 'heikinAshi':
      return paintCandles(model, painter, model.bars(), from, to, false);
    case 'hollowCandles':
      return paintCandles(model, painter, model.bars(), from, to, true);
    case 'bars':
      return paintBars(model, painter, from, to);
    case 'line':
    case 'lineMarkers':
    case 'step':
      return paintCloseLine(model, painter, from, to);
    case 'area':
      return paintArea(model, painter, from, to);
    case 'baseline':
      return paintBaseline(model, painter, from, to);
  }
}

function bodyWidthOf(model: ChartModel): number {
  return Math.max(1, Math.floor(model.scale.barSpacing * 0.7));
}

/** A wick, and a body once there is room for one; hollow: a rising body as its outline. */
function paintCandles(
  model: ChartModel,
  painter: ChartPainter,
  bars: BarColumns,
  from: number,
  to: number,
  hollow: boolean,
): void {
  const { palette } = model;
  const bodyWidth = bodyWidthOf(model);
  const half = Math.floor(bodyWidth / 2);
  const { open, high, low, close } = bars;
  for (let i = from; i <= to; i += 1) {
    const o = open[i]!;
    const c = close[i]!;
    const rising = c >= o;
    const tint = rising ? palette.up : palette.down;
    const x = Math.round(indexToX(model.scale, i));
    const yHigh = Math.round(priceToY(model.prices, high[i]!));
    const yLow = Math.round(priceToY(model.prices, low[i]!));
    const yOpen = Math.round(priceToY(model.prices, o));
    const yClose = Math.round(priceToY(model.prices, c));
    const top = Math.min(yOpen, yClose);
    const height = Math.max(1, Math.abs(yClose - yOpen));
    if (hollow && rising && bodyWidth > 2) {
      // The wick above and below the outlined body, not through it.
      painter.rect(x, yHigh, 1, Math.max(0, top - yHigh), tint);
      painter.rect(x, top + height, 1, Math.max(0, yLow - top - height), tint);
      painter.rect(x - half, top, bodyWidth, 1, tint);
      painter.rect(x - half, top + height - 1, bodyWidth, 1, tint);
      painter.rect(x - half, top, 1, height, tint);
      painter.rect(x - half + bodyWidth - 1, top, 1, height, tint);
      continue;
    }
    painter.rect(x, yHigh, 1, Math.max(1, yLow - yHigh), tint);
    if (bodyWidth > 1) painter.rect(x - half, top, bodyWidth, height, tint);
  }
}

/** OHLC bars: the high-low stem, the open to the left, the close to the right. */
function paintBars(model: ChartModel, painter: ChartPainter, from: number, to: number): void {
  const { palette } = model;
  const { open, high, low, close } = model.data.series;
  const tick = Math.max(1, Math.floor(bodyWidthOf(model) / 2));
  for (let i = from; i <= to; i += 1) {
    const tint = close[i]! >= open[i]! ? palette.up : palette.down;
    const x = Math.round(indexToX(model.scale, i));
    const yHigh = Math.round(priceToY(model.prices, high[i]!));
    const yLow = Math.round(priceToY(model.prices, low[i]!));
    painter.rect(x, yHigh, 1, Math.max(1, yLow - yHigh), tint);
    painter.rect(x - tick, Math.round(priceToY(model.prices, open[i]!)), tick, 1, tint);
    painter.rect(x + 1, Math.round(priceToY(model.prices, close[i]!)), tick, 1, tint);
  }
}

/** The close's points over [from - 1, to + 1] (a step line: level to the next bar, then up or down). */
function closePoints(model: ChartModel, painter: ChartPainter, from: number, to: number): void {
  const { close } = model.data.series;
  const step = model.chartType === 'step';
  const first = Math.max(0, from - 1);
  const last = Math.min(model.data.length - 1, to + 1);
  for (let i = first; i <= last; i += 1) {
    const x = indexToX(model.scale, i) + 0.5;
    if (step && i > first) painter.linePoint(x, priceToY(model.prices, close[i - 1]!) + 0.5);
    painter.linePoint(x, priceToY(model.prices, close[i]!) + 0.5);
  }
}

function paintCloseLine(model: ChartModel, painter: ChartPainter, from: number, to: number): void {
  const color = model.palette.priceLine;
  const count = Math.min(model.data.length - 1, to + 1) - Math.max(0, from - 1) + 1;
  painter.beginLine(count * 2);
  closePoints(model, painter, from, to);
  painter.endLine(color, 2);
  if (model.chartType !== 'lineMarkers' || model.scale.barSpacing < 4) return;
  const { close } = model.data.series;
  for (let i = from; i <= to; i += 1) {
    const x = Math.round(indexToX(model.scale, i));
    const y = Math.round(priceToY(model.prices, close[i]!));
    painter.rect(x - 2, y - 2, 5, 5, color);
  }
}

/** The close's line and the area under it down to the foot of the candle area. */
function paintArea(model: ChartModel, painter: ChartPainter, from: number, to: number): void {
  const color = model.palette.priceLine;
  const { close } = model.data.series;
  const foot = model.prices.top + model.prices.height;
  const first = Math.max(0, from - 1);
  const last = Math.min(model.data.length - 1, to + 1);
  painter.beginBand(last - first + 1);
  for (let i = first; i <= last; i += 1)
    painter.bandPoint(indexToX(model.scale, i) + 0.5, priceToY(model.prices, close[i]!) + 0.5, foot);
  painter.endBand(color, AREA_ALPHA);
  painter.beginLine(last - first + 1);
  closePoints(model, painter, from, to);
  painter.endLine(color, 2);
}

/**
 * The close around a baseline at the middle of the visible prices (TradingView's default base level): the
 * part above it filled and drawn in the rising colour, the part below in the falling one, the runs meeting
 * where the close crosses it.
 */
function paintBaseline(model: ChartModel, painter: ChartPainter, from: number, to: number): void {
  const { palette, prices } = model;
  const { close } = model.data.series;
  const base = (prices.min + prices.max) / 2;
  const baseY = priceToY(prices, base) + 0.5;
  const first = Math.max(0, from - 1);
  const last = Math.min(model.data.length - 1, to + 1);
  let run: number[] = [];
  let above: boolean | null = null;
  const flush = (side: boolean) => {
    const color = side ? palette.up : palette.down;
    const points = run.length / 2;
    painter.beginBand(points);
    for (let k = 0; k < run.length; k += 2) painter.bandPoint(run[k]!, run[k + 1]!, baseY);
    painter.endBand(color, AREA_ALPHA);
    painter.beginLine(points);
    for (let k = 0; k < run.length; k += 2) painter.linePoint(run[k]!, run[k + 1]!);
    painter.endLine(color, 2);
    run = [];
  };
  for (let i = first; i <= last; i += 1) {
    const value = close[i]!;
    const side = value >= base;
    if (above !== null && side !== above) {
      // Where the close crosses the baseline, between the two bars: one run ends there, the next starts.
      const previous = close[i - 1]!;
      const x = indexToX(model.scale, i - 1 + (base - previous) / (value - previous)) + 0.5;
      run.push(x, baseY);
      flush(above);
      run.push(x, baseY);
    }
    above = side;
    run.push(indexToX(model.scale, i) + 0.5, priceToY(prices, value) + 0.5);
  }
  if (above !== null) flush(above);
}
