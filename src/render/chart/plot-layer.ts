/**
 * The chart's plot layer: the grid, the volume histogram, the price by chart type (price-painting.ts),
 * and over them the volume average, MA 15/60 and the indicators drawn over the price; below the price pane, each indicator pane with its
 * grid, level lines and indicators (study-painting.ts).
 */
import { indexToX, priceToY, screenRange, timeStep, timeTicks, visibleRange } from './chart-layout';
import { priceAxisTicks, TIME_LABEL_GAP, VOLUME_SHARE, type ChartModel } from './chart-model';
import type { ChartPainter, PaintRect } from './chart-painter';
import { paintPrice } from './price-painting';
import { paintCompares, paintPaneFrames, paintStudies } from './study-painting';

const VOLUME_ALPHA = 0.35;

/**
 * The part of the plot bars from `fromBar` on are drawn in: from the middle of the bar before, since the
 * averages' segment into `fromBar` starts there.
 */
export function plotTail(model: ChartModel, fromBar: number): PaintRect {
  const x = Math.max(0, Math.min(model.plotWidth, Math.round(indexToX(model.scale, fromBar - 1))));
  return { x, y: 0, width: model.plotWidth - x, height: model.plotHeight };
}

/**
 * Paints the layer from the model (a Full repaint, after the scales were fitted); from bar `fromBar` on
 * only when the painter keeps the rest (clipped to plotTail).
 */
export function paintPlot(model: ChartModel, painter: ChartPainter, fromBar = 0): void {
  const { width: plotW } = model.scale;
  const plotH = model.plotHeight;
  const data = model.data;
  if (data.length === 0 || plotW <= 0 || plotH <= 0) return;
  const visible = visibleRange(model.scale);
  const to = visible.to;
  // The bar before the first changed one is cut by the part's edge: drawn again, it covers what it covered.
  const from = Math.max(visible.from, fromBar - 1);
  const { time, open, close, volume } = data.series;
  const spacing = model.scale.barSpacing;

  const { palette, showGrid } = model.appearance;
  if (showGrid) {
    for (const price of priceAxisTicks(model.prices, model.axisDisplay).ticks)
      painter.rect(0, Math.round(priceToY(model.prices, price)), plotW, 1, palette.grid);
    const step = timeStep(model.options.intervalSec, spacing, TIME_LABEL_GAP);
    for (const i of timeTicks(time, visible.from, to, step, spacing, TIME_LABEL_GAP))
      painter.rect(Math.round(indexToX(model.scale, i)), 0, 1, plotH, palette.grid);
  }
  paintPaneFrames(model, painter);
  if (from > to) return;

  // Volume histogram at the bottom of the price pane, scaled to the visible bars.
  const priceH = model.priceHeight;
  const maxVolume = model.volumeMax;
  const volumeHeight = priceH * VOLUME_SHARE;
  const bodyWidth = Math.max(1, Math.floor(spacing * 0.7));
  const half = Math.floor(bodyWidth / 2);
  if (maxVolume > 0)
    for (let i = from; i <= to; i += 1) {
      const h = Math.max(1, (volume[i]! / maxVolume) * volumeHeight);
      const tint = close[i]! >= open[i]! ? palette.up : palette.down;
      painter.rect(Math.round(indexToX(model.scale, i)) - half, priceH - h, bodyWidth, h, tint, VOLUME_ALPHA);
    }

  paintPrice(model, painter, from, to);

  if (maxVolume > 0)
    paintAverage(
      model,
      painter,
      data.volume20,
      from,
      to,
      (v) => priceH - (v / maxVolume) * volumeHeight,
      palette.volumeMa,
    );
  const toY = (v: number) => priceToY(model.prices, v);
  if (model.appearance.ma15) paintAverage(model, painter, data.close15, from, to, toY, palette.ma15);
  if (model.appearance.ma60) paintAverage(model, painter, data.close60, from, to, toY, palette.ma60);
  // Up to the plot's right edge: a line drawn ahead of its bars shows right of the last one.
  paintStudies(model, painter, from, screenRange(model.scale).to);
  paintCompares(model, painter, from, screenRange(model.scale).to);
}

/**
 * The visible part of an average, one bar beyond each edge. An average is undefined (NaN) only before its
 * period fills, at the start of the series, so the defined points are one run.
 */
function paintAverage(
  model: ChartModel,
  painter: ChartPainter,
  values: Float64Array,
  from: number,
  to: number,
  toY: (value: number) => number,
  color: number,
): void {
  const first = Math.max(0, from - 1);
  const last = Math.min(to + 1, model.data.length - 1);
  painter.beginLine(last - first + 1);
  for (let i = first; i <= last; i += 1) {
    const v = values[i]!;
    if (Number.isFinite(v)) painter.linePoint(indexToX(model.scale, i) + 0.5, toY(v) + 0.5);
  }
  painter.endLine(color);
}
