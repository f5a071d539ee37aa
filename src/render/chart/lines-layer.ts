/**
 * The chart's lines layer, bottom up: the last price, the visible range's high and low markers, the
 * forecast marks, the average-price and pending-order lines with their tags. It keeps what it drew where
 * (tests read it: the shared canvas has no DOM).
 */
import { Container, type BitmapFont } from 'pixi.js';
import { indexToX, priceToY, visibleRange } from './chart-layout';
import { lineColor, TAG_ARROW, TAG_PADDING, type ChartModel } from './chart-model';
import { AXIS_LABEL_X, LabelPool, RectPool, redraw, ShapePool, triangle } from './chart-pools';
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

export class LinesLayer {
  readonly view = new Container({ isRenderGroup: true });
  /** The last drawn high/low markers and last-price line. */
  highPoint: ScenePoint | null = null;
  lowPoint: ScenePoint | null = null;
  lastPricePoint: ScenePoint | null = null;
  /** Price lines [0, drawnLines) were drawn in the last frame. */
  drawnLines = 0;
  /** Bars that got forecast marks in the last frame, the next bar included. */
  forecastMarksDrawn = 0;

  private readonly lastPriceRects = new RectPool();
  private readonly markerShapes = new ShapePool();
  private readonly forecastRects = new RectPool();
  private readonly lineRects = new RectPool();
  private readonly tagArrows = new ShapePool();
  private readonly labels: LabelPool;
  /** Made once per layer (a tag's arrow points up for pin -1, down for pin 1). */
  private readonly shapes = {
    highMarker: triangle([0, 0, -5, -6, 5, -6]),
    lowMarker: triangle([0, 0, -5, 6, 5, 6]),
    arrowUp: triangle([4, -4, 0, 3, 8, 3]),
    arrowDown: triangle([4, 4, 0, -3, 8, -3]),
  };

  constructor(
    private readonly model: ChartModel,
    font: BitmapFont,
  ) {
    this.forecastRects.view.alpha = FORECAST_ALPHA;
    this.view.addChild(
      this.lastPriceRects.view,
      this.markerShapes.view,
      this.forecastRects.view,
      this.lineRects.view,
      this.tagArrows.view,
    );
    this.labels = new LabelPool(this.view, font);
  }

  /** Repaints the layer from the model (a Light repaint). */
  draw(): void {
    const labels = this.labels;
    const pools = [
      this.lastPriceRects,
      this.markerShapes,
      this.forecastRects,
      this.lineRects,
      this.tagArrows,
      labels,
    ];
    redraw(pools, () => {
      this.highPoint = null;
      this.lowPoint = null;
      this.lastPricePoint = null;
      const plotW = this.model.plotWidth;
      const n = this.model.data.length;
      if (n > 0 && plotW > 0) {
        const { open, close } = this.model.data.series;
        const last = n - 1;
        const price = close[last]!;
        const color = price >= open[last]! ? this.model.palette.up : this.model.palette.down;
        const y = Math.round(priceToY(this.model.prices, price));
        if (y >= 0 && y <= this.model.plotHeight) {
          this.lastPriceRects.addDashes(0, y, plotW, false, 3, 6, color);
          this.lastPriceRects.add(plotW, y - 9, this.model.axisWidth, 18, color);
          labels.take(
            this.model.formatPrice(price),
            plotW + AXIS_LABEL_X,
            y,
            this.model.palette.labelText,
            0,
            0.5,
          );
          this.lastPricePoint = { x: plotW, y, price, index: last };
        }
        const markers = this.model.markers;
        const { from, to } = visibleRange(this.model.scale);
        if (markers && markers.highIndex >= from && markers.highIndex <= to && markers.highIndex < n) {
          this.highPoint = this.drawMarker(markers.high, markers.highIndex, -1, this.model.palette.high);
          this.lowPoint = this.drawMarker(markers.low, markers.lowIndex, 1, this.model.palette.low);
        }
        this.drawForecast(from, to);
      }
      this.drawPriceLines();
    });
  }

  private drawPriceLines(): void {
    const count = this.model.layoutLines();
    const dragged = this.model.draggedLine;
    // The dragged line last, on top of the others.
    for (let i = 0; i < count; i += 1) if (i !== dragged) this.drawPriceLine(i);
    if (dragged >= 0 && dragged < count) this.drawPriceLine(dragged);
    this.drawnLines = count;
  }

  private drawPriceLine(index: number): void {
    const rects = this.lineRects;
    const slot = this.model.lineSlots[index]!;
    const texts = this.model.lineTexts[index]!;
    const kind = this.model.priceLines[index]!.kind;
    const color = lineColor(kind, this.model.palette);
    const plotW = this.model.plotWidth;
    const { y } = slot;
    const half = LINE_TAG_HEIGHT / 2;
    if (slot.pin === 0) {
      // Dashes, unlike the dotted last-price line, so the two can be told apart.
      rects.addDashes(0, y, plotW, false, 6, 10, color);
      rects.add(plotW, y - half, this.model.axisWidth, LINE_TAG_HEIGHT, color);
      this.labels.take(texts.price, plotW + AXIS_LABEL_X, y, this.model.palette.background, 0, 0.5);
    }
    if (slot.tagRight <= slot.tagLeft) return;
    rects.add(slot.tagLeft, y - half, slot.tagRight - slot.tagLeft, LINE_TAG_HEIGHT, color);
    let textX = slot.tagLeft + TAG_PADDING;
    if (slot.pin !== 0) {
      // An arrow towards the price, which is off the plot that way.
      const arrow = slot.pin < 0 ? this.shapes.arrowUp : this.shapes.arrowDown;
      this.tagArrows.add(arrow, textX, y, this.model.palette.background);
      textX += TAG_ARROW;
    }
    const text = slot.pin === 0 ? texts.tag : texts.pinned;
    this.labels.take(text, textX, y, this.model.palette.background, 0, 0.5);
    if (slot.cancel) {
      const left = slot.tagRight - LINE_CANCEL_WIDTH;
      rects.add(left, y - half + 3, 1, LINE_TAG_HEIGHT - 6, this.model.palette.background);
      this.labels.take('×', left + LINE_CANCEL_WIDTH / 2 + 0.5, y, this.model.palette.background, 0.5, 0.5);
    }
  }

  /** A bar above each candle for P(new high), one below for P(new low), taller as it is likelier. */
  private drawForecast(from: number, to: number): void {
    this.forecastMarksDrawn = 0;
    const forecast = this.model.forecast;
    if (!forecast) return;
    const rects = this.forecastRects;
    const { high, low } = this.model.data.series;
    const width = Math.max(1, Math.floor(this.model.scale.barSpacing * 0.5));
    const half = Math.floor(width / 2);
    const first = Math.max(from, forecast.start);
    const last = Math.min(to, forecast.start + forecast.up.length - 1, this.model.data.length - 1);
    const n = this.model.data.length;
    // Past the last bar, the next bar's marks stand at the last bar's range.
    const next = forecast.start + forecast.up.length;
    const nextRange = Math.min(next, n - 1);
    const withNext = n > 0 && next <= n && next >= from && next <= to + 1;
    if (first > last && !withNext) return;
    // Every up mark, then every down mark.
    for (const up of [true, false]) {
      const color = up ? this.model.palette.forecastUp : this.model.palette.forecastDown;
      const mark = (index: number, probability: number, price: number) => {
        const x = Math.round(indexToX(this.model.scale, index)) - half;
        const px = Math.max(1, probability * FORECAST_MARK_PX);
        const edge = Math.round(priceToY(this.model.prices, price));
        rects.add(x, up ? edge - 3 - px : edge + 3, width, px, color);
      };
      for (let i = first; i <= last; i += 1) {
        const k = i - forecast.start;
        mark(i, up ? forecast.up[k]! : forecast.down[k]!, up ? high[i]! : low[i]!);
      }
      if (withNext)
        mark(next, up ? forecast.next.up : forecast.next.down, up ? high[nextRange]! : low[nextRange]!);
    }
    this.forecastMarksDrawn = Math.max(0, last - first + 1) + (withNext ? 1 : 0);
  }

  /** A triangle just beyond the wick's end (above the high, below the low) and the price beside it. */
  private drawMarker(price: number, index: number, direction: -1 | 1, color: number): ScenePoint {
    const x = Math.round(indexToX(this.model.scale, index));
    const tip = Math.round(priceToY(this.model.prices, price)) + direction * 3;
    const base = tip + direction * 6;
    const shape = direction < 0 ? this.shapes.highMarker : this.shapes.lowMarker;
    this.markerShapes.add(shape, x, tip, color);
    const leftSide = x > this.model.plotWidth / 2;
    this.labels.take(
      this.model.formatPrice(price),
      leftSide ? x - 8 : x + 8,
      base,
      color,
      leftSide ? 1 : 0,
      direction < 0 ? 1 : 0,
    );
    return { x, y: (tip + base) / 2, price, index };
  }

  /** The shapes are shared by the pooled Graphics, which do not destroy them. */
  destroy(): void {
    for (const shape of Object.values(this.shapes)) shape.destroy();
  }
}
