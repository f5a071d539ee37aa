/**
 * src/render/chart/: the price chart. chart-model.ts holds what is shown and where (scales, axis width,
 * cursor, price lines, forecast, markers, the pending repaint level) with no Pixi and no DOM, over the pure
 * layout math (chart-layout.ts, price-lines.ts), the palette (chart-palette.ts) and the main thread's copy
 * of the bars (chart-data.ts). This file draws the model with Pixi.
 *
 * The scene is four render groups, repainted by level as in lightweight-charts' invalidate mask
 * (None < Cursor < Light < Full): Full refits the scales and repaints the plot (grid, volume and its
 * average, candles, MA 15/60) and the axes, Light the lines (last price, visible-range high and low,
 * average-price and pending-order lines, forecast marks), Cursor only the crosshair. A level includes the
 * ones below it. Labels are BitmapText from pools, written only when their text changes. No repaint clears
 * a Graphics: rectangles (grid, axes, dashes, boxes, bars) are pooled sprites and triangles pooled
 * Graphics over contexts made once, so a pan or zoom frame tessellates nothing.
 */
import {
  Container,
  Graphics,
  GraphicsContext,
  Mesh,
  MeshGeometry,
  Sprite,
  Texture,
  type BitmapFont,
} from 'pixi.js';
import { ensureBitmapFont } from '../bitmap-font';
import { GlyphLine, measureText } from '../glyph-line';
import { formatNumber } from '../../lib/format';
import type { ChartData } from './chart-data';
import {
  cursorTimeLabel,
  indexToX,
  priceToY,
  timeLabel,
  timeStep,
  timeTicks,
  visibleRange,
  yToPrice,
  barAt,
} from './chart-layout';
import {
  ChartModel,
  Invalidation,
  lineColor,
  priceAxisTicks,
  TAG_ARROW,
  TAG_PADDING,
  TIME_AXIS_HEIGHT,
  TIME_LABEL_GAP,
  VOLUME_SHARE,
  type PriceLine,
  type SceneOptions,
} from './chart-model';
import { LINE_CANCEL_WIDTH, LINE_TAG_HEIGHT, type LinePin } from './price-lines';

/** A price line as drawn in the last frame (tests read them: the shared canvas has no DOM). */
export interface PriceLinePoint extends ScenePoint {
  kind: PriceLine['kind'];
  pin: LinePin;
  /** The texts drawn: the tag's (the pinned tag's includes the price) and the axis box's. */
  tag: string;
  priceText: string;
}

/** Tallest forecast mark, px (a probability of 1). */
const FORECAST_MARK_PX = 14;
const FORECAST_ALPHA = 0.75;

/** Px left of a price label in the axis (the same is kept right of it). */
const AXIS_LABEL_X = 6;
const VOLUME_ALPHA = 0.35;
const FONT = 'td-chart';
const FONT_SIZE = 11;

const installFont = () => ensureBitmapFont(FONT, FONT_SIZE, ' .,:-+/%()×·');

/** Glyph lines reused frame after frame: begin(), take() per label, end() hides the ones not taken. */
class LabelPool {
  private readonly labels: GlyphLine[] = [];
  private used = 0;
  constructor(
    private readonly parent: Container,
    private readonly font: BitmapFont,
  ) {}

  begin(): void {
    this.used = 0;
  }

  take(text: string, x: number, y: number, tint: number, anchorX: number, anchorY: number): void {
    let label = this.labels[this.used];
    if (!label) {
      label = new GlyphLine(this.font, FONT_SIZE);
      this.labels.push(label);
      this.parent.addChild(label.view);
    }
    this.used += 1;
    label.text = text;
    label.tint = tint;
    label.setAnchor(anchorX, anchorY);
    label.view.position.set(Math.round(x), Math.round(y));
    if (!label.view.visible) label.view.visible = true;
  }

  end(): void {
    for (let i = this.used; i < this.labels.length; i += 1) {
      const view = this.labels[i]!.view;
      if (view.visible) view.visible = false;
    }
  }
}

/** What a layer reuses between repaints: begin(), the drawing takes items, end() hides the ones not taken. */
interface Pool {
  begin(): void;
  end(): void;
}

/** Display objects under one container, shown in the order taken: later ones draw over earlier ones. */
class ViewPool<T extends Container> implements Pool {
  readonly view = new Container();
  private readonly items: T[] = [];
  private used = 0;

  constructor(private readonly create: () => T) {}

  begin(): void {
    this.used = 0;
  }

  protected take(): T {
    let item = this.items[this.used];
    if (!item) {
      item = this.create();
      this.items.push(item);
      this.view.addChild(item);
    } else if (!item.visible) item.visible = true;
    this.used += 1;
    return item;
  }

  end(): void {
    for (let i = this.used; i < this.items.length; i += 1) {
      const item = this.items[i]!;
      if (item.visible) item.visible = false;
    }
  }

  get count(): number {
    return this.used;
  }
}

/**
 * Axis-aligned rectangles (candles, volume bars, the grid, axes, dashes and boxes of lines) as pooled white
 * sprites: a repaint re-positions sprites instead of clearing a Graphics and tessellating it again.
 */
class RectPool extends ViewPool<Sprite> {
  constructor() {
    super(() => new Sprite(Texture.WHITE));
  }

  add(x: number, y: number, width: number, height: number, tint: number): void {
    const sprite = this.take();
    sprite.position.set(x, y);
    sprite.setSize(width, height);
    if (sprite.tint !== tint) sprite.tint = tint;
  }

  /** A 1-px dashed line `length` px right of (x, y), or down when vertical: `dash` px every `period` px. */
  addDashes(
    x: number,
    y: number,
    length: number,
    vertical: boolean,
    dash: number,
    period: number,
    tint: number,
  ): void {
    for (let at = 0; at < length; at += period) {
      const run = Math.min(dash, length - at);
      if (vertical) this.add(x, y + at, 1, run, tint);
      else this.add(x + at, y, run, 1, tint);
    }
  }
}

/**
 * Triangles (the high/low markers, a pinned tag's arrow) as pooled Graphics over contexts made once: a
 * repaint moves and tints them, and nothing is tessellated again.
 */
class ShapePool extends ViewPool<Graphics> {
  constructor() {
    super(() => new Graphics());
  }

  add(shape: GraphicsContext, x: number, y: number, tint: number): void {
    const graphics = this.take();
    if (graphics.context !== shape) graphics.context = shape;
    graphics.position.set(x, y);
    if (graphics.tint !== tint) graphics.tint = tint;
  }
}

/** A white triangle through the points, to be tinted. */
const triangle = (points: number[]) => new GraphicsContext().poly(points).fill(0xffffff);

/**
 * A 1-px polyline drawn as a GL line strip: redrawing it writes its points into typed arrays; a stroked
 * Graphics path would triangulate every segment and join again each frame.
 */
class LineStrip {
  private positions = new Float32Array(0);
  private readonly geometry: MeshGeometry;
  readonly view: Mesh;
  private count = 0;

  constructor() {
    this.geometry = new MeshGeometry({
      positions: new Float32Array(4),
      uvs: new Float32Array(4),
      indices: Uint32Array.of(0, 1),
      topology: 'line-strip',
    });
    // A batched mesh is drawn as triangles: a strip must go on its own.
    this.geometry.batchMode = 'no-batch';
    this.view = new Mesh({ geometry: this.geometry, texture: Texture.WHITE });
  }

  begin(capacity: number): void {
    if (this.positions.length < capacity * 2) this.positions = new Float32Array(capacity * 2);
    this.count = 0;
  }

  add(x: number, y: number): void {
    this.positions[this.count * 2] = x;
    this.positions[this.count * 2 + 1] = y;
    this.count += 1;
  }

  /** Shows the points added since begin(), in `color`; fewer than two hide the line. */
  end(color: number): void {
    const count = this.count;
    this.view.visible = count >= 2;
    if (count < 2) return;
    const geometry = this.geometry;
    if (geometry.indices.length !== count) {
      geometry.positions = new Float32Array(count * 2);
      geometry.uvs = new Float32Array(count * 2);
      const indices = new Uint32Array(count);
      for (let i = 0; i < count; i += 1) indices[i] = i;
      geometry.indices = indices;
    }
    geometry.positions.set(this.positions.subarray(0, count * 2));
    geometry.getBuffer('aPosition').update();
    if (this.view.tint !== color) this.view.tint = color;
  }

  hide(): void {
    this.view.visible = false;
  }
}

/** A point drawn on screen, kept for tests and the legend. */
export interface ScenePoint {
  x: number;
  y: number;
  price: number;
  index: number;
}

export class ChartScene {
  readonly stage = new Container();
  /** What is shown and where; the layers below draw it. */
  readonly model: ChartModel;
  /** Layer rebuilds since creation, by layer: tests check that a pointer move touches only the cursor. */
  readonly rebuilds = { plot: 0, axes: 0, lines: 0, cursor: 0 };
  /** The last drawn high/low markers and last-price line (scene state for tests). */
  highPoint: ScenePoint | null = null;
  lowPoint: ScenePoint | null = null;
  lastPricePoint: ScenePoint | null = null;
  /** Price lines [0, drawnLines) were drawn in the last frame. */
  drawnLines = 0;
  /** Bars that got forecast marks in the last frame, the next bar included. */
  forecastMarksDrawn = 0;

  /** The grid, under the bars. */
  private readonly grid = new RectPool();
  private readonly volumeBars = new RectPool();
  private readonly candleBars = new RectPool();
  /** The volume average and the moving averages, over the bars. */
  private readonly volumeMaLine = new LineStrip();
  private readonly ma15Line = new LineStrip();
  private readonly ma60Line = new LineStrip();
  /** The axes' backgrounds and lines, under their labels. */
  private readonly axes = new RectPool();
  private readonly axisLabels: LabelPool;
  /** The lines layer bottom up: the last price, the high/low markers, the forecast, the price lines. */
  private readonly lastPriceRects = new RectPool();
  private readonly markerShapes = new ShapePool();
  private readonly forecastRects = new RectPool();
  private readonly lineRects = new RectPool();
  private readonly tagArrows = new ShapePool();
  private readonly lineLabels: LabelPool;
  private readonly crosshair = new RectPool();
  private readonly cursorLabels: LabelPool;
  /** Made once per scene (a tag's arrow points up for pin -1, down for pin 1). */
  private readonly shapes = {
    highMarker: triangle([0, 0, -5, -6, 5, -6]),
    lowMarker: triangle([0, 0, -5, 6, 5, 6]),
    arrowUp: triangle([4, -4, 0, 3, 8, 3]),
    arrowDown: triangle([4, 4, 0, -3, 8, -3]),
  };

  constructor(data: ChartData, options: SceneOptions) {
    const font = installFont();
    this.model = new ChartModel(data, options, (text) => measureText(font, text, FONT_SIZE));
    const plotLayer = new Container({ isRenderGroup: true });
    this.volumeBars.view.alpha = VOLUME_ALPHA;
    plotLayer.addChild(
      this.grid.view,
      this.volumeBars.view,
      this.candleBars.view,
      this.volumeMaLine.view,
      this.ma15Line.view,
      this.ma60Line.view,
    );
    const axesLayer = new Container({ isRenderGroup: true });
    axesLayer.addChild(this.axes.view);
    this.axisLabels = new LabelPool(axesLayer, font);
    const linesLayer = new Container({ isRenderGroup: true });
    this.forecastRects.view.alpha = FORECAST_ALPHA;
    linesLayer.addChild(
      this.lastPriceRects.view,
      this.markerShapes.view,
      this.forecastRects.view,
      this.lineRects.view,
      this.tagArrows.view,
    );
    this.lineLabels = new LabelPool(linesLayer, font);
    const cursorLayer = new Container({ isRenderGroup: true });
    cursorLayer.addChild(this.crosshair.view);
    this.cursorLabels = new LabelPool(cursorLayer, font);
    this.stage.addChild(plotLayer, axesLayer, linesLayer, cursorLayer);
  }

  /** The price lines as drawn in the last frame, in the order given (for tests: it allocates). */
  get priceLinePoints(): PriceLinePoint[] {
    const points: PriceLinePoint[] = [];
    const { lineSlots, lineTexts, priceLines, plotWidth } = this.model;
    for (let i = 0; i < this.drawnLines; i += 1) {
      const slot = lineSlots[i]!;
      const texts = lineTexts[i]!;
      points.push({
        x: plotWidth,
        y: slot.y,
        price: slot.price,
        index: -1,
        kind: priceLines[i]!.kind,
        pin: slot.pin,
        tag: slot.pin === 0 ? texts.tag : texts.pinned,
        priceText: texts.price,
      });
    }
    return points;
  }

  /** Repaints what the model's pending level asks for; false when nothing was pending. */
  prepare(): boolean {
    const level = this.model.takePending();
    if (level === Invalidation.None) return false;
    if (level >= Invalidation.Full) {
      this.model.fitScales();
      this.drawPlot();
      this.drawAxes();
    }
    if (level >= Invalidation.Light) this.drawLines();
    this.drawCursor();
    return true;
  }

  private drawPlot(): void {
    this.rebuilds.plot += 1;
    this.volumeMaLine.hide();
    this.ma15Line.hide();
    this.ma60Line.hide();
    this.grid.begin();
    this.volumeBars.begin();
    this.candleBars.begin();
    this.paintPlot();
    this.grid.end();
    this.volumeBars.end();
    this.candleBars.end();
  }

  private paintPlot(): void {
    const { width: plotW } = this.model.scale;
    const plotH = this.model.plotHeight;
    const data = this.model.data;
    if (data.length === 0 || plotW <= 0 || plotH <= 0) return;
    const { from, to } = visibleRange(this.model.scale);
    const { time, open, high, low, close, volume } = data.series;
    const spacing = this.model.scale.barSpacing;

    const { palette, showGrid, showVolume } = this.model.appearance;
    // Grid under everything.
    if (showGrid) {
      const grid = this.grid;
      for (const price of priceAxisTicks(this.model.prices).ticks)
        grid.add(0, Math.round(priceToY(this.model.prices, price)), plotW, 1, palette.grid);
      const step = timeStep(this.model.options.intervalSec, spacing, TIME_LABEL_GAP);
      for (const i of timeTicks(time, from, to, step, spacing, TIME_LABEL_GAP))
        grid.add(Math.round(indexToX(this.model.scale, i)), 0, 1, plotH, palette.grid);
    }
    if (from > to) return;

    // Volume histogram at the bottom, scaled to the visible bars.
    let maxVolume = 0;
    if (showVolume) for (let i = from; i <= to; i += 1) if (volume[i]! > maxVolume) maxVolume = volume[i]!;
    const volumeHeight = plotH * VOLUME_SHARE;
    const bodyWidth = Math.max(1, Math.floor(spacing * 0.7));
    const half = Math.floor(bodyWidth / 2);
    const volumeBars = this.volumeBars;
    if (maxVolume > 0) {
      for (let i = from; i <= to; i += 1) {
        const h = Math.max(1, (volume[i]! / maxVolume) * volumeHeight);
        const tint = close[i]! >= open[i]! ? palette.up : palette.down;
        volumeBars.add(Math.round(indexToX(this.model.scale, i)) - half, plotH - h, bodyWidth, h, tint);
      }
      this.strokeLine(
        this.volumeMaLine,
        data.volume20,
        from,
        to,
        (v) => plotH - (v / maxVolume) * volumeHeight,
        palette.volumeMa,
      );
    }

    // Candles: a wick, and a body once there is room for one.
    const candleBars = this.candleBars;
    for (let i = from; i <= to; i += 1) {
      const o = open[i]!;
      const c = close[i]!;
      const tint = c >= o ? palette.up : palette.down;
      const x = Math.round(indexToX(this.model.scale, i));
      const yHigh = Math.round(priceToY(this.model.prices, high[i]!));
      const yLow = Math.round(priceToY(this.model.prices, low[i]!));
      candleBars.add(x, yHigh, 1, Math.max(1, yLow - yHigh), tint);
      if (bodyWidth > 1) {
        const yOpen = Math.round(priceToY(this.model.prices, o));
        const yClose = Math.round(priceToY(this.model.prices, c));
        candleBars.add(
          x - half,
          Math.min(yOpen, yClose),
          bodyWidth,
          Math.max(1, Math.abs(yClose - yOpen)),
          tint,
        );
      }
    }

    const toY = (v: number) => priceToY(this.model.prices, v);
    if (this.model.appearance.ma15) this.strokeLine(this.ma15Line, data.close15, from, to, toY, palette.ma15);
    if (this.model.appearance.ma60) this.strokeLine(this.ma60Line, data.close60, from, to, toY, palette.ma60);
  }

  /**
   * The visible part of an average, one bar beyond each edge. An average is undefined (NaN) only before
   * its period fills, at the start of the series, so the defined points are one run.
   */
  private strokeLine(
    line: LineStrip,
    values: Float64Array,
    from: number,
    to: number,
    toY: (value: number) => number,
    color: number,
  ): void {
    const first = Math.max(0, from - 1);
    const last = Math.min(to + 1, this.model.data.length - 1);
    line.begin(last - first + 1);
    for (let i = first; i <= last; i += 1) {
      const v = values[i]!;
      if (Number.isFinite(v)) line.add(indexToX(this.model.scale, i) + 0.5, toY(v) + 0.5);
    }
    line.end(color);
  }

  /** Redraws one overlay layer from scratch: counted, drawn from its pools, and what it no longer uses let go. */
  private repaint(layer: 'axes' | 'lines' | 'cursor', pools: readonly Pool[], draw: () => void): void {
    this.rebuilds[layer] += 1;
    for (const pool of pools) pool.begin();
    draw();
    for (const pool of pools) pool.end();
  }

  private drawAxes(): void {
    const labels = this.axisLabels;
    this.repaint('axes', [this.axes, labels], () => {
      const plotW = this.model.plotWidth;
      const plotH = this.model.plotHeight;
      if (plotW > 0 && plotH > 0) {
        const { background, axisLine } = this.model.palette;
        this.axes.add(plotW, 0, this.model.axisWidth, this.model.height, background);
        this.axes.add(0, plotH, plotW, TIME_AXIS_HEIGHT, background);
        this.axes.add(plotW, 0, 1, plotH, axisLine);
        this.axes.add(0, plotH, this.model.width, 1, axisLine);
        const { ticks, decimals } = priceAxisTicks(this.model.prices);
        for (const price of ticks)
          labels.take(
            formatNumber(price, decimals),
            plotW + AXIS_LABEL_X,
            priceToY(this.model.prices, price),
            this.model.palette.axisText,
            0,
            0.5,
          );
        if (this.model.data.length > 0) {
          const { from, to } = visibleRange(this.model.scale);
          const time = this.model.data.series.time;
          const step = timeStep(this.model.options.intervalSec, this.model.scale.barSpacing, TIME_LABEL_GAP);
          let previous = Number.NaN;
          for (const i of timeTicks(time, from, to, step, this.model.scale.barSpacing, TIME_LABEL_GAP)) {
            const x = indexToX(this.model.scale, i);
            if (x > 20 && x < plotW - 20)
              labels.take(
                timeLabel(time[i]!, previous, step),
                x,
                plotH + 6,
                this.model.palette.axisText,
                0.5,
                0,
              );
            previous = time[i]!;
          }
        }
      }
    });
  }

  private drawLines(): void {
    const labels = this.lineLabels;
    const pools = [
      this.lastPriceRects,
      this.markerShapes,
      this.forecastRects,
      this.lineRects,
      this.tagArrows,
      labels,
    ];
    this.repaint('lines', pools, () => {
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
      this.lineLabels.take(texts.price, plotW + AXIS_LABEL_X, y, this.model.palette.background, 0, 0.5);
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
    this.lineLabels.take(text, textX, y, this.model.palette.background, 0, 0.5);
    if (slot.cancel) {
      const left = slot.tagRight - LINE_CANCEL_WIDTH;
      rects.add(left, y - half + 3, 1, LINE_TAG_HEIGHT - 6, this.model.palette.background);
      this.lineLabels.take(
        '×',
        left + LINE_CANCEL_WIDTH / 2 + 0.5,
        y,
        this.model.palette.background,
        0.5,
        0.5,
      );
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
    this.lineLabels.take(
      this.model.formatPrice(price),
      leftSide ? x - 8 : x + 8,
      base,
      color,
      leftSide ? 1 : 0,
      direction < 0 ? 1 : 0,
    );
    return { x, y: (tip + base) / 2, price, index };
  }

  private drawCursor(): void {
    const labels = this.cursorLabels;
    const rects = this.crosshair;
    this.repaint('cursor', [rects, labels], () => {
      const cursor = this.model.cursor;
      const plotW = this.model.plotWidth;
      const plotH = this.model.plotHeight;
      if (
        cursor &&
        this.model.data.length > 0 &&
        cursor.x >= 0 &&
        cursor.x < plotW &&
        cursor.y >= 0 &&
        cursor.y < plotH
      ) {
        const index = barAt(this.model.scale, cursor.x);
        const x = index >= 0 ? Math.round(indexToX(this.model.scale, index)) + 0.5 : cursor.x;
        const y = Math.round(cursor.y) + 0.5;
        // Centred on the half pixel, as a 1-px stroke would be.
        rects.addDashes(0, y - 0.5, plotW, false, 4, 8, this.model.palette.crosshair);
        rects.addDashes(x - 0.5, 0, plotH, true, 4, 8, this.model.palette.crosshair);
        rects.add(plotW, y - 9, this.model.axisWidth, 18, this.model.palette.labelBox);
        const price = this.model.options.roundPrice(yToPrice(this.model.prices, cursor.y));
        labels.take(
          this.model.formatPrice(price),
          plotW + AXIS_LABEL_X,
          y,
          this.model.palette.labelText,
          0,
          0.5,
        );
        if (index >= 0) {
          rects.add(x - 60, plotH, 120, TIME_AXIS_HEIGHT, this.model.palette.labelBox);
          const text = cursorTimeLabel(this.model.data.series.time[index]!, this.model.options.intervalSec);
          labels.take(text, x, plotH + 6, this.model.palette.labelText, 0.5, 0);
        }
      }
    });
  }

  destroy(): void {
    this.stage.destroy({ children: true });
    for (const shape of Object.values(this.shapes)) shape.destroy();
  }
}
