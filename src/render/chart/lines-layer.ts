/**
 * The chart's lines layer, bottom up: the forecast marks, the last price, the visible range's high and low
 * markers, the average-price and pending-order lines with their tags. What it drew where is kept in a
 * LinesDrawn (tests read it: neither surface has a DOM to read).
 */
import { indexToX, priceToY, visibleRange } from './chart-layout';
import {
  AXIS_LABEL_X,
  FORECAST_SIDES,
  lineColor,
  TAG_ARROW,
  TAG_PADDING,
  type ChartModel,
} from './chart-model';
import { paintDashes, type ChartPainter } from './chart-painter';
import { LINE_CANCEL_WIDTH, LINE_TAG_HEIGHT } from './price-lines';

/** Tallest forecast mark, px (a probability of 1). */
const FORECAST_MARK_PX = 14;
const FORECAST_ALPHA = 0.75;

/** A point drawn on screen, kept for tests and the legend. */
export interface ScenePoint {
  x: number;
  y: number;
  price: number;
  index: number;
}

/** What the last repaint of the layer drew. */
export class LinesDrawn {
  highPoint: ScenePoint | null = null;
  lowPoint: ScenePoint | null = null;
  lastPricePoint: ScenePoint | null = null;
  /** Price lines [0, lines) were drawn. */
  lines = 0;
  /** Bars that got forecast marks, the next bar included. */
  forecastMarks = 0;
}

/** Paints the layer from the model (a Light repaint) and says what it drew in `drawn`. */
export function paintLines(model: ChartModel, painter: ChartPainter, drawn: LinesDrawn): void {
  drawn.highPoint = null;
  drawn.lowPoint = null;
  drawn.lastPricePoint = null;
  drawn.forecastMarks = 0;
  const plotW = model.plotWidth;
  const n = model.data.length;
  if (n > 0 && plotW > 0) {
    const { from, to } = visibleRange(model.scale);
    drawn.forecastMarks = paintForecast(model, painter, from, to);
    const { open, close } = model.data.series;
    const last = n - 1;
    const price = close[last]!;
    const color = price >= open[last]! ? model.palette.up : model.palette.down;
    const y = Math.round(priceToY(model.prices, price));
    if (y >= 0 && y <= model.plotHeight) {
      paintDashes(painter, 0, y, plotW, false, 3, 6, color);
      painter.rect(plotW, y - 9, model.axisWidth, 18, color);
      painter.label(model.formatPrice(price), plotW + AXIS_LABEL_X, y, model.palette.labelText, 0, 0.5);
      drawn.lastPricePoint = { x: plotW, y, price, index: last };
    }
    const markers = model.markers;
    if (markers && markers.highIndex >= from && markers.highIndex <= to && markers.highIndex < n) {
      drawn.highPoint = paintMarker(model, painter, markers.high, markers.highIndex, -1, model.palette.high);
      drawn.lowPoint = paintMarker(model, painter, markers.low, markers.lowIndex, 1, model.palette.low);
    }
  }
  drawn.lines = paintPriceLines(model, painter);
}

/** Lays the price lines out and paints them, the dragged one last, over the others; answers how many. */
function paintPriceLines(model: ChartModel, painter: ChartPainter): number {
  const count = model.layoutLines();
  const dragged = model.draggedLine;
  for (let i = 0; i < count; i += 1) if (i !== dragged) paintPriceLine(model, painter, i);
  if (dragged >= 0 && dragged < count) paintPriceLine(model, painter, dragged);
  return count;
}

function paintPriceLine(model: ChartModel, painter: ChartPainter, index: number): void {
  const slot = model.lineSlots[index]!;
  const texts = model.lineTexts[index]!;
  const color = lineColor(model.priceLines[index]!.kind, model.palette);
  const { background } = model.palette;
  const plotW = model.plotWidth;
  const { y } = slot;
  const half = LINE_TAG_HEIGHT / 2;
  if (slot.pin === 0) {
    // Dashes, unlike the dotted last-price line, so the two can be told apart.
    paintDashes(painter, 0, y, plotW, false, 6, 10, color);
    painter.rect(plotW, y - half, model.axisWidth, LINE_TAG_HEIGHT, color);
    painter.label(texts.price, plotW + AXIS_LABEL_X, y, background, 0, 0.5);
  }
  if (slot.tagRight <= slot.tagLeft) return;
  painter.rect(slot.tagLeft, y - half, slot.tagRight - slot.tagLeft, LINE_TAG_HEIGHT, color);
  let textX = slot.tagLeft + TAG_PADDING;
  if (slot.pin !== 0) {
    // An arrow towards the price, which is off the plot that way.
    painter.shape(slot.pin < 0 ? 'arrowUp' : 'arrowDown', textX, y, background);
    textX += TAG_ARROW;
  }
  painter.label(slot.pin === 0 ? texts.tag : texts.pinned, textX, y, background, 0, 0.5);
  if (slot.cancel) {
    const left = slot.tagRight - LINE_CANCEL_WIDTH;
    painter.rect(left, y - half + 3, 1, LINE_TAG_HEIGHT - 6, background);
    painter.label('×', left + LINE_CANCEL_WIDTH / 2 + 0.5, y, background, 0.5, 0.5);
  }
}

/**
 * A bar above each candle for P(new high), one below for P(new low), taller as it is likelier, for the
 * sides shown; answers how many bars got marks.
 */
function paintForecast(model: ChartModel, painter: ChartPainter, from: number, to: number): number {
  const forecast = model.forecast;
  if (!forecast || (!forecast.shown.up && !forecast.shown.down)) return 0;
  const { high, low } = model.data.series;
  const width = Math.max(1, Math.floor(model.scale.barSpacing * 0.5));
  const half = Math.floor(width / 2);
  const n = model.data.length;
  const first = Math.max(from, forecast.start);
  const last = Math.min(to, forecast.start + forecast.up.length - 1, n - 1);
  // Past the last bar, the next bar's marks stand at the last bar's range.
  const next = forecast.start + forecast.up.length;
  const nextRange = Math.min(next, n - 1);
  const withNext = n > 0 && next <= n && next >= from && next <= to + 1;
  if (first > last && !withNext) return 0;
  // Every up mark, then every down mark.
  for (const side of FORECAST_SIDES) {
    if (!forecast.shown[side]) continue;
    const up = side === 'up';
    const color = up ? model.palette.forecastUp : model.palette.forecastDown;
    const probabilities = forecast[side];
    const mark = (index: number, probability: number, price: number) => {
      const x = Math.round(indexToX(model.scale, index)) - half;
      const px = Math.max(1, probability * FORECAST_MARK_PX);
      const edge = Math.round(priceToY(model.prices, price));
      painter.rect(x, up ? edge - 3 - px : edge + 3, width, px, color, FORECAST_ALPHA);
    };
    for (let i = first; i <= last; i += 1)
      mark(i, probabilities[i - forecast.start]!, up ? high[i]! : low[i]!);
    if (withNext) mark(next, forecast.next[side], up ? high[nextRange]! : low[nextRange]!);
  }
  return Math.max(0, last - first + 1) + (withNext ? 1 : 0);
}

/** A triangle just beyond the wick's end (above the high, below the low) and the price beside it. */
function paintMarker(
  model: ChartModel,
  painter: ChartPainter,
  price: number,
  index: number,
  direction: -1 | 1,
  color: number,
): ScenePoint {
  const x = Math.round(indexToX(model.scale, index));
  const tip = Math.round(priceToY(model.prices, price)) + direction * 3;
  const base = tip + direction * 6;
  painter.shape(direction < 0 ? 'highMarker' : 'lowMarker', x, tip, color);
  const leftSide = x > model.plotWidth / 2;
  painter.label(
    model.formatPrice(price),
    leftSide ? x - 8 : x + 8,
    base,
    color,
    leftSide ? 1 : 0,
    direction < 0 ? 1 : 0,
  );
  return { x, y: (tip + base) / 2, price, index };
}
