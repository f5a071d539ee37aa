/**
 * The chart's cursor layer: the crosshair (its vertical line through every pane, its horizontal line in
 * the pane under the pointer) and its labels: the price, or the indicator pane's value, and the time.
 */
import { formatNumber } from '../../lib/format';
import { barAt, cursorTimeLabel, indexToX, yToPrice } from './chart-layout';
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

/** Paints the layer from the model (every repaint). */
export function paintCursor(model: ChartModel, painter: ChartPainter): void {
  const cursor = model.cursor;
  const plotW = model.plotWidth;
  const plotH = model.plotHeight;
  if (
    !cursor ||
    model.data.length === 0 ||
    cursor.x < 0 ||
    cursor.x >= plotW ||
    cursor.y < 0 ||
    cursor.y >= plotH
  )
    return;
  const { crosshair, labelBox, labelText } = model.palette;
  const index = barAt(model.scale, cursor.x);
  const x = index >= 0 ? Math.round(indexToX(model.scale, index)) + 0.5 : cursor.x;
  const y = Math.round(cursor.y) + 0.5;
  // Centred on the half pixel, as a 1-px stroke would be.
  paintDashes(painter, x - 0.5, 0, plotH, true, 4, 8, crosshair);
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
  if (index < 0) return;
  painter.rect(x - 60, plotH, 120, TIME_AXIS_HEIGHT, labelBox);
  const text = cursorTimeLabel(model.data.series.time[index]!, model.options.intervalSec);
  painter.label(text, x, plotH + 6, labelText, 0.5, 0);
}
