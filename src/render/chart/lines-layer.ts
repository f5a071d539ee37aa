/**
 * The chart's lines layer, bottom up: masks over the axis's tick labels a price box would cut, the price
 * ranges' bands (price-ranges.ts), the member's drawings (drawing-painting.ts), the forecast marks, the last price, the visible range's high and low markers, the average-price and pending-order
 * lines with their tags, the ranges' labels. Its labels (the markers' prices, the tags, the price boxes on the
 * axis, the ranges' labels) are placed
 * first so that none covers another or the page's legend (chart-labels.ts), and the last price's dashes
 * skip them. What it drew where is kept in a LinesDrawn (tests read it: neither surface has a DOM to read).
 */
import { indexToX, priceToY, visibleRange } from './chart-layout';
import { LABEL_PRIORITY } from './chart-labels';
import {
  AXIS_LABEL_X,
  FORECAST_SIDES,
  lineColor,
  lineDashes,
  priceAxisTicks,
  TAG_ARROW,
  TAG_PADDING,
  type ChartModel,
} from './chart-model';
import { CHART_FONT_SIZE, paintDashes, type ChartPainter } from './chart-painter';
import { paintDrawings } from './drawing-painting';
import { placedBox, type Box, type LabelBox } from './label-placement';
import { LINE_CANCEL_WIDTH, LINE_TAG_HEIGHT, LINE_TAG_MARGIN } from './price-lines';
import { RANGE_EDGE_ALPHA, RANGE_FILL_ALPHA, RANGE_LABEL_HEIGHT } from './price-ranges';

/** Longest forecast whisker, px (a probability of 1). */
const FORECAST_MARK_PX = 14;
/** Width of a whisker's cap, px: with its 1-px stem, a mark never reads as a candle's filled body. */
export const FORECAST_CAP_PX = 5;
/** Px between a candle's wick end and its forecast whisker, and between a marker's tip and the wick. */
const MARK_GAP = 3;
/** Height of a marker's price label box, px, and its distance from the marker's centre line. */
export const MARKER_LABEL_HEIGHT = 14;
const MARKER_LABEL_X = 8;
/** Height of an axis tick label's box, px: the font's size and a px above and below. */
export const TICK_MASK_HEIGHT = CHART_FONT_SIZE + 3;
/** The last price's dashes: `dash` px every `period` px. */
const LAST_DASH = 3;
const LAST_PERIOD = 6;

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
  /** Price ranges [0, ranges) were laid out; those with a band in view were drawn. */
  ranges = 0;
  /** Bars that got forecast marks, the next bar included. */
  forecastMarks = 0;
  /** Drawings painted (hidden ones are not; the one being drawn is). */
  drawings = 0;
}

/** Where a marker stands: its x, its tip (just beyond the wick) and its base (the triangle's far side). */
interface MarkerPlace {
  x: number;
  tip: number;
  base: number;
}

function markerPlace(model: ChartModel, price: number, index: number, direction: -1 | 1): MarkerPlace {
  const x = Math.round(indexToX(model.scale, index));
  const tip = Math.round(priceToY(model.prices, price)) + direction * MARK_GAP;
  return { x, tip, base: tip + direction * 6 };
}

/**
 * The label box a marker's price asks for: beside the marker (on its left in the plot's right half), its
 * bottom at the high marker's base or its top at the low marker's; the other side is its alternative.
 */
function addMarkerLabel(
  model: ChartModel,
  kind: 'high' | 'low',
  place: MarkerPlace,
  width: number,
  direction: -1 | 1,
): LabelBox {
  const leftSide = place.x > model.plotWidth / 2;
  const left = place.x - MARKER_LABEL_X - width;
  const right = place.x + MARKER_LABEL_X;
  const y = direction < 0 ? place.base - MARKER_LABEL_HEIGHT : place.base;
  return model.labels.addPlot(
    kind,
    -1,
    { x: leftSide ? left : right, y, width, height: MARKER_LABEL_HEIGHT },
    LABEL_PRIORITY.marker,
    leftSide ? right : left,
  );
}

/** Paints the layer from the model (a Light repaint) and says what it drew in `drawn`. */
export function paintLines(model: ChartModel, painter: ChartPainter, drawn: LinesDrawn): void {
  drawn.highPoint = null;
  drawn.lowPoint = null;
  drawn.lastPricePoint = null;
  drawn.forecastMarks = 0;
  const { labels, palette } = model;
  const plotW = model.plotWidth;
  // The price lines, markers and labels stay in the price pane, above any indicator pane.
  const plotH = model.priceHeight;
  const n = model.data.length;
  labels.begin();
  const count = model.layoutLines();
  const ranges = model.layoutRanges();
  let lastY = Number.NaN;
  let lastLabel: LabelBox | null = null;
  let highLabel: LabelBox | null = null;
  let lowLabel: LabelBox | null = null;
  let high: MarkerPlace | null = null;
  let low: MarkerPlace | null = null;
  const { markers, markerTexts } = model;
  if (n > 0 && plotW > 0) {
    const { from, to } = visibleRange(model.scale);
    const y = Math.round(priceToY(model.prices, model.data.series.close[n - 1]!));
    if (y >= 0 && y <= plotH) {
      lastY = y;
      lastLabel = labels.addAxis(
        'lastPrice',
        -1,
        { x: plotW, y: y - LINE_TAG_HEIGHT / 2, width: model.axisWidth, height: LINE_TAG_HEIGHT },
        LABEL_PRIORITY.lastPrice,
      );
    }
    if (markers && markers.highIndex >= from && markers.highIndex <= to && markers.highIndex < n) {
      high = markerPlace(model, markers.high, markers.highIndex, -1);
      low = markerPlace(model, markers.low, markers.lowIndex, 1);
      highLabel = addMarkerLabel(model, 'high', high, markerTexts.highWidth, -1);
      lowLabel = addMarkerLabel(model, 'low', low, markerTexts.lowWidth, 1);
    }
  }
  addLineLabels(model, count);
  addRangeLabels(model, ranges);
  labels.place(
    { x: 0, y: 0, width: plotW, height: plotH },
    { x: plotW, y: 0, width: model.axisWidth, height: plotH },
  );
  writeTagPlaces(model, count);
  maskCutTicks(model, painter);
  paintRangeBands(model, painter, ranges);
  drawn.ranges = ranges;
  drawn.drawings = paintDrawings(model, painter);

  if (n > 0 && plotW > 0) {
    const { from, to } = visibleRange(model.scale);
    drawn.forecastMarks = paintForecast(model, painter, from, to);
    if (lastLabel) {
      const last = n - 1;
      const price = model.data.series.close[last]!;
      const color = price >= model.data.series.open[last]! ? palette.up : palette.down;
      paintDashesAround(painter, lastY, plotW, color, labels.plotBoxes, labels.reserved);
      painter.rect(plotW, lastLabel.placedY, model.axisWidth, lastLabel.height, color);
      const y = lastLabel.placedY + lastLabel.height / 2;
      painter.label(model.formatPrice(price), plotW + AXIS_LABEL_X, y, palette.labelText, 0, 0.5);
      drawn.lastPricePoint = { x: plotW, y: lastY, price, index: last };
    }
    if (markers && high && low && highLabel && lowLabel) {
      const texts = markerTexts;
      paintMarker(painter, high, highLabel, texts.high, palette.high, palette.highText, -1);
      paintMarker(painter, low, lowLabel, texts.low, palette.low, palette.lowText, 1);
      drawn.highPoint = {
        x: high.x,
        y: (high.tip + high.base) / 2,
        price: markers.high,
        index: markers.highIndex,
      };
      drawn.lowPoint = { x: low.x, y: (low.tip + low.base) / 2, price: markers.low, index: markers.lowIndex };
    }
  }
  paintRangeLabels(model, painter, ranges);
  drawn.lines = paintPriceLines(model, painter, count);
}

/** Each range's label, asking for the plot's right end at its band's top, inside the band. */
function addRangeLabels(model: ChartModel, count: number): void {
  const { labels, rangeSlots, plotWidth } = model;
  for (let i = 0; i < count; i += 1) {
    const slot = rangeSlots[i]!;
    if (slot.bottom <= slot.top) continue;
    const x = plotWidth - LINE_TAG_MARGIN - slot.labelWidth;
    const box = { x, y: slot.top + 1, width: slot.labelWidth, height: RANGE_LABEL_HEIGHT };
    labels.addPlot('range', i, box, LABEL_PRIORITY.range);
  }
}

/** Each range in view as a faint band in its side's colour, edged at its prices. */
function paintRangeBands(model: ChartModel, painter: ChartPainter, count: number): void {
  const plotW = model.plotWidth;
  const plotH = model.priceHeight;
  for (let i = 0; i < count; i += 1) {
    const slot = model.rangeSlots[i]!;
    if (slot.bottom <= slot.top) continue;
    const color = lineColor(model.priceRanges[i]!.side, model.palette);
    painter.rect(0, slot.top, plotW, slot.bottom - slot.top, color, RANGE_FILL_ALPHA);
    for (const y of [slot.yHigh, slot.yLow])
      if (y >= 0 && y < plotH) painter.rect(0, y, plotW, 1, color, RANGE_EDGE_ALPHA);
  }
}

/** Each range's label where it was placed: its text on a box in the side's colour, as a tag's. */
function paintRangeLabels(model: ChartModel, painter: ChartPainter, count: number): void {
  const { tagText } = model.palette;
  for (let i = 0; i < count; i += 1) {
    const label = model.labels.ranges[i];
    if (!label) continue;
    const range = model.priceRanges[i]!;
    painter.rect(
      label.placedX,
      label.placedY,
      label.width,
      label.height,
      lineColor(range.side, model.palette),
    );
    const y = label.placedY + label.height / 2;
    painter.label(range.label, label.placedX + TAG_PADDING, y, tagText, 0, 0.5);
  }
}

/** Each shown line's price box on the axis (at its price) and its tag, as labels to place. */
function addLineLabels(model: ChartModel, count: number): void {
  const { labels, lineSlots, plotWidth, axisWidth, draggedLine } = model;
  const half = LINE_TAG_HEIGHT / 2;
  for (let i = 0; i < count; i += 1) {
    const slot = lineSlots[i]!;
    const priority = i === draggedLine ? LABEL_PRIORITY.dragged : LABEL_PRIORITY.line;
    if (slot.pin === 0)
      labels.addAxis(
        'linePrice',
        i,
        { x: plotWidth, y: slot.y - half, width: axisWidth, height: LINE_TAG_HEIGHT },
        priority,
      );
    if (slot.tagRight > slot.tagLeft)
      labels.addPlot(
        'tag',
        i,
        { x: slot.tagLeft, y: slot.y - half, width: slot.tagRight - slot.tagLeft, height: LINE_TAG_HEIGHT },
        priority,
      );
  }
}

/**
 * Covers, in the axis's background, each of the axis's tick labels (axes-layer.ts) that a price box on the
 * axis would cut: a label half under the last price's box read as the last price's line running through it.
 * The boxes are painted over the masks.
 */
function maskCutTicks(model: ChartModel, painter: ChartPainter): void {
  const boxes = model.labels.axisBoxes;
  if (boxes.length === 0) return;
  const { ticks } = priceAxisTicks(model.prices, model.axisDisplay);
  const x = model.plotWidth + 1;
  const width = model.axisWidth - 1;
  for (const price of ticks) {
    const y = Math.round(priceToY(model.prices, price) - TICK_MASK_HEIGHT / 2);
    // The boxes span the axis's width: they cut the tick's label when they share rows with it.
    if (boxes.some((box) => box.placedY < y + TICK_MASK_HEIGHT && y < box.placedY + box.height))
      painter.rect(x, y, width, TICK_MASK_HEIGHT, model.palette.background);
  }
}

/** The placed tags' centres into their slots, where hit tests and the painter read them. */
function writeTagPlaces(model: ChartModel, count: number): void {
  const { lineSlots, labels } = model;
  for (let i = 0; i < count; i += 1) {
    const tag = labels.tags[i];
    if (tag) lineSlots[i]!.tagY = tag.placedY + tag.height / 2;
  }
}

/**
 * The last price's dashes across the plot at `y`, up to the axis, skipping every placed label and reserved
 * box they would run through.
 */
function paintDashesAround(
  painter: ChartPainter,
  y: number,
  width: number,
  color: number,
  labels: readonly LabelBox[],
  reserved: readonly Box[],
): void {
  const crossedLabel = (label: LabelBox) => label.placedY < y + 1 && y < label.placedY + label.height;
  const crossedBox = (box: Box) => box.y < y + 1 && y < box.y + box.height;
  if (!labels.some(crossedLabel) && !reserved.some(crossedBox)) {
    paintDashes(painter, 0, y, width, false, LAST_DASH, LAST_PERIOD, color);
    return;
  }
  const gaps = [...labels.filter(crossedLabel).map(placedBox), ...reserved.filter(crossedBox)];
  gaps.sort((a, b) => a.x - b.x);
  for (let at = 0; at < width; at += LAST_PERIOD) {
    // A dash starts after the gaps it begins in and stops where the next gap begins.
    let start = at;
    for (const gap of gaps) if (start >= gap.x && start < gap.x + gap.width) start = gap.x + gap.width;
    let stop = Math.min(at + LAST_DASH, width);
    for (const gap of gaps) if (gap.x > start && gap.x < stop) stop = gap.x;
    if (stop > start) painter.rect(start, y, stop - start, 1, color);
  }
}

/** Paints the `count` laid-out price lines, the dragged one last, over the others; answers how many. */
function paintPriceLines(model: ChartModel, painter: ChartPainter, count: number): number {
  const dragged = model.draggedLine;
  for (let i = 0; i < count; i += 1) if (i !== dragged) paintPriceLine(model, painter, i);
  if (dragged >= 0 && dragged < count) paintPriceLine(model, painter, dragged);
  return count;
}

/** A line at its price (or pinned), its price box on the axis and its tag, where the labels were placed. */
function paintPriceLine(model: ChartModel, painter: ChartPainter, index: number): void {
  const slot = model.lineSlots[index]!;
  const texts = model.lineTexts[index]!;
  const { kind } = model.priceLines[index]!;
  const color = lineColor(kind, model.palette);
  const { tagText } = model.palette;
  const plotW = model.plotWidth;
  const half = LINE_TAG_HEIGHT / 2;
  const priceBox = model.labels.linePrices[index];
  if (slot.pin === 0) {
    const [dash, period] = lineDashes(kind);
    paintDashes(painter, 0, slot.y, plotW, false, dash, period, color);
    const top = priceBox ? priceBox.placedY : slot.y - half;
    painter.rect(plotW, top, model.axisWidth, LINE_TAG_HEIGHT, color);
    painter.label(texts.price, plotW + AXIS_LABEL_X, top + half, tagText, 0, 0.5);
  }
  if (slot.tagRight <= slot.tagLeft) return;
  const y = slot.tagY;
  painter.rect(slot.tagLeft, y - half, slot.tagRight - slot.tagLeft, LINE_TAG_HEIGHT, color);
  let textX = slot.tagLeft + TAG_PADDING;
  if (slot.pin !== 0) {
    // An arrow towards the price, which is off the plot that way.
    painter.shape(slot.pin < 0 ? 'arrowUp' : 'arrowDown', textX, y, tagText);
    textX += TAG_ARROW;
  }
  painter.label(slot.pin === 0 ? texts.tag : texts.pinned, textX, y, tagText, 0, 0.5);
  if (slot.cancel) {
    const left = slot.tagRight - LINE_CANCEL_WIDTH;
    painter.rect(left, y - half + 3, 1, LINE_TAG_HEIGHT - 6, tagText);
    painter.label('×', left + LINE_CANCEL_WIDTH / 2 + 0.5, y, tagText, 0.5, 0.5);
  }
}

/**
 * A whisker beyond each candle's wick for P(new high) above and P(new low) below, longer as it is likelier,
 * for the sides shown: a 1-px stem and a cap FORECAST_CAP_PX wide at its far end, never a filled box, so
 * that no mark reads as a candle. Answers how many bars got marks.
 */
function paintForecast(model: ChartModel, painter: ChartPainter, from: number, to: number): number {
  const forecast = model.forecast;
  if (!forecast || (!forecast.shown.up && !forecast.shown.down)) return 0;
  const { high, low } = model.data.series;
  const capHalf = Math.floor(FORECAST_CAP_PX / 2);
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
      const x = Math.round(indexToX(model.scale, index));
      const length = Math.max(2, Math.round(probability * FORECAST_MARK_PX));
      const edge = Math.round(priceToY(model.prices, price));
      const top = up ? edge - MARK_GAP - length : edge + MARK_GAP;
      painter.rect(x, top, 1, length, color);
      painter.rect(x - capHalf, up ? top : top + length - 1, FORECAST_CAP_PX, 1, color);
    };
    for (let i = first; i <= last; i += 1)
      mark(i, probabilities[i - forecast.start]!, up ? high[i]! : low[i]!);
    if (withNext) mark(next, forecast.next[side], up ? high[nextRange]! : low[nextRange]!);
  }
  return Math.max(0, last - first + 1) + (withNext ? 1 : 0);
}

/** A triangle just beyond the wick's end (above the high, below the low) and its price where it was placed. */
function paintMarker(
  painter: ChartPainter,
  place: MarkerPlace,
  label: LabelBox,
  text: string,
  color: number,
  textColor: number,
  direction: -1 | 1,
): void {
  painter.shape(direction < 0 ? 'highMarker' : 'lowMarker', place.x, place.tip, color);
  painter.label(text, label.placedX, label.placedY + label.height / 2, textColor, 0, 0.5);
}
