/** The chart's axes: their backgrounds and lines, the price labels and the time labels. */
import { indexToX, priceToY, timeLabel, timeStep, timeTicks, visibleRange } from './chart-layout';
import {
  AXIS_LABEL_X,
  priceAxisTicks,
  TIME_AXIS_HEIGHT,
  TIME_LABEL_GAP,
  type ChartModel,
} from './chart-model';
import type { ChartPainter } from './chart-painter';

/** Paints the layer from the model (a Full repaint). */
export function paintAxes(model: ChartModel, painter: ChartPainter): void {
  const plotW = model.plotWidth;
  const plotH = model.plotHeight;
  if (plotW <= 0 || plotH <= 0) return;
  const { background, axisLine, axisText } = model.palette;
  painter.rect(plotW, 0, model.axisWidth, model.height, background);
  painter.rect(0, plotH, plotW, TIME_AXIS_HEIGHT, background);
  painter.rect(plotW, 0, 1, plotH, axisLine);
  painter.rect(0, plotH, model.width, 1, axisLine);
  const { ticks, labels } = priceAxisTicks(model.prices, model.axisDisplay);
  ticks.forEach((price, k) =>
    painter.label(labels[k]!, plotW + AXIS_LABEL_X, priceToY(model.prices, price), axisText, 0, 0.5),
  );
  // Each indicator pane's own scale, under the separator that crosses the axis too.
  for (let pane = 1; pane < model.paneRects.length; pane += 1) {
    const rect = model.paneRects[pane]!;
    painter.rect(plotW, rect.top, model.axisWidth, 1, axisLine);
    const scale = model.paneScales[pane];
    if (!scale || model.panes[pane]!.collapsed) continue;
    const axis = priceAxisTicks(scale);
    axis.ticks.forEach((value, k) => {
      const y = priceToY(scale, value);
      // A label cut by the pane's edge would read as the next pane's.
      if (y - 7 >= rect.top && y + 7 <= rect.top + rect.height)
        painter.label(axis.labels[k]!, plotW + AXIS_LABEL_X, y, axisText, 0, 0.5);
    });
  }
  if (model.data.length === 0) return;
  const { from, to } = visibleRange(model.scale);
  const time = model.data.series.time;
  const step = timeStep(model.options.intervalSec, model.scale.barSpacing, TIME_LABEL_GAP);
  let previous = Number.NaN;
  for (const i of timeTicks(time, from, to, step, model.scale.barSpacing, TIME_LABEL_GAP)) {
    const x = indexToX(model.scale, i);
    if (x > 20 && x < plotW - 20)
      painter.label(timeLabel(time[i]!, previous, step), x, plotH + 6, axisText, 0.5, 0);
    previous = time[i]!;
  }
}
