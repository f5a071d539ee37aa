/**
 * The chart's cursor layer: the crosshair (its vertical line through every pane, its horizontal line in
 * the pane under the pointer) and its labels: the price, or the indicator pane's value, and the time.
 * With the pointer away, a linked chart's crosshair time (model.linkedTime): the vertical line and the
 * time label at the bar holding it, no price of its own.
 */
import { formatNumber } from '../../lib/format';
import { barAt, barContaining, cursorTimeLabel, indexToX, yToPrice } from './chart-layout';
import {
  AXIS_LABEL_X,
  displayText,
  displayValue,
  priceAxisTicks,
  TIME_AXIS_HEIGHT,
  type ChartModel,
} from './chart-model';
import { paintDashes, type ChartPainter } from './chart-painter';
import { paneAt } from './chart-panes';

/** The bar the crosshair stands on: under the pointer, else the linked time's; -1 for none. */
export function crosshairBar(model: ChartModel): number {
  const { cursor, data } = model;
  if (data.length === 0) return -1;
  if (cursor) return cursorInPlot(model) ? barAt(model.scale, cursor.x) : -1;
  if (model.linkedTime === null) return -1;
  return barContaining(data.series.time, data.length, model.options.intervalSec, model.linkedTime);
}

function cursorInPlot({ cursor, plotWidth, plotHeight }: ChartModel): boolean {
  return cursor !== null && cursor.x >= 0 && cursor.x < plotWidth && cursor.y >= 0 && cursor.y < plotHeight;
}

/** Paints the layer from the model (every repaint). */
export function paintCursor(model: ChartModel, painter: ChartPainter): void {
  const cursor = model.cursor;
  const plotW = model.plotWidth;
  const plotH = model.plotHeight;
  const { crosshair, labelBox, labelText } = model.palette;
  if (!cursor) {
    const linked = crosshairBar(model);
    if (linked >= 0) paintTime(model, painter, linked, Math.round(indexToX(model.scale, linked)) + 0.5);
    return;
  }
  if (model.data.length === 0 || !cursorInPlot(model)) return;
  const index = barAt(model.scale, cursor.x);
  const x = index >= 0 ? Math.round(indexToX(model.scale, index)) + 0.5 : cursor.x;
  const y = Math.round(cursor.y) + 0.5;
  if (index < 0) paintDashes(painter, x - 0.5, 0, plotH, true, 4, 8, crosshair);
  const pane = paneAt(model.paneRects, cursor.y);
  const scale = pane > 0 && !model.panes[pane]!.collapsed ? model.paneScales[pane] : undefined;
  if (pane === 0 || scale) {
    paintDashes(painter, 0, y - 0.5, plotW, false, 4, 8, crosshair);
    painter.rect(plotW, y - 9, model.axisWidth, 18, labelBox);
    const price = yToPrice(scale ?? model.prices, cursor.y);
    const display = model.axisDisplay;
    const text = scale
      ? formatNumber(price, Math.min(8, priceAxisTicks(scale).decimals + 1))
      : display.mode !== 'price'
        ? displayText(display, displayValue(display, price), 2)
        : model.formatPrice(model.options.roundPrice(price));
    painter.label(text, plotW + AXIS_LABEL_X, y, labelText, 0, 0.5);
  }
  if (index >= 0) paintTime(model, painter, index, x);
}

/** The vertical line through bar `index` at `x` and its time label on the time axis. */
function paintTime(model: ChartModel, painter: ChartPainter, index: number, x: number): void {
  const plotH = model.plotHeight;
  const { crosshair, labelBox, labelText } = model.palette;
  // Centred on the half pixel, as a 1-px stroke would be.
  paintDashes(painter, x - 0.5, 0, plotH, true, 4, 8, crosshair);
  painter.rect(x - 60, plotH, 120, TIME_AXIS_HEIGHT, labelBox);
  const text = cursorTimeLabel(model.data.series.time[index]!, model.options.intervalSec);
  painter.label(text, x, plotH + 6, labelText, 0.5, 0);
}
