/**
 * src/render/chart/: the price chart. chart-model.ts holds what is shown and where (scales, axis width,
 * cursor, price lines, forecast, markers, the pending repaint level) with no Pixi and no DOM, over the pure
 * layout math (chart-layout.ts, price-lines.ts), the palette (chart-palette.ts) and the main thread's copy
 * of the bars (chart-data.ts). The scene composes the model and its four layers (plot-layer.ts,
 * axes-layer.ts, lines-layer.ts, cursor-layer.ts), which read the model and paint through the painters of
 * a surface (chart-painter.ts): Pixi's (pixi-chart.ts) or a 2D canvas's (canvas-chart.ts).
 *
 * The layers are repainted by level as in lightweight-charts' invalidate mask (None < Cursor < Light <
 * Full): Full refits the scales and repaints the plot (grid, volume and its average, candles, MA 15/60) and
 * the axes, Light the lines (last price, visible-range high and low, average-price and pending-order lines,
 * a split order's price range, a TWAP's limit,
 * forecast marks, the member's drawings: a drawing dragged repaints no more), Cursor only the crosshair. A level includes the ones below it. On a surface that keeps
 * its pixels, a Full repaint after live bars changed at the same scales repaints the plot from the first
 * changed bar on, and not the axes (a tick moves the last candle 60 times a second, a new bar comes a
 * minute later).
 */
import type { ChartData } from './chart-data';
import { ChartModel, Invalidation, type MeasureText, type PriceLine, type SceneOptions } from './chart-model';
import type { ChartLayer, PaintRect } from './chart-painter';
import { paintAxes } from './axes-layer';
import { paintCursor } from './cursor-layer';
import { LinesDrawn, paintLines, type ScenePoint } from './lines-layer';
import { paintPlot, plotTail } from './plot-layer';
import type { LinePin } from './price-lines';
import type { PriceRange } from './price-ranges';
import { placedBox, type Box } from './label-placement';

/** A price line as drawn in the last frame (tests read them: neither surface has a DOM). */
export interface PriceLinePoint extends ScenePoint {
  kind: PriceLine['kind'];
  pin: LinePin;
  /** The texts drawn: the tag's (the pinned tag's includes the price) and the axis box's. */
  tag: string;
  priceText: string;
}

/** A price range as drawn in the last frame (tests read them). */
export interface PriceRangePoint {
  side: PriceRange['side'];
  low: number;
  high: number;
  /** The band's top and bottom on the plot, px (equal: out of view, not drawn). */
  top: number;
  bottom: number;
  label: string;
  /** Where its label was placed; null when its band is out of view. */
  labelBox: Box | null;
}

/** A surface's painters for the four layers, and the width of a label in its font. */
export interface ChartLayers {
  plot: ChartLayer;
  axes: ChartLayer;
  lines: ChartLayer;
  cursor: ChartLayer;
  measure: MeasureText;
  /** What a layer painted stays until it is painted again, so a part of it may be repainted alone. */
  keepsPixels: boolean;
}

export class ChartScene {
  /** What is shown and where; the layers paint it. */
  readonly model: ChartModel;
  /**
   * Layer repaints since creation, by layer: tests and the bench check that a pointer move touches only the
   * cursor, and a drawing dragged only the lines (and the cursor, which every repaint includes).
   */
  readonly rebuilds = { plot: 0, axes: 0, lines: 0, cursor: 0 };
  private readonly drawn = new LinesDrawn();

  constructor(
    data: ChartData,
    options: SceneOptions,
    private readonly layers: ChartLayers,
  ) {
    this.model = new ChartModel(data, options, layers.measure);
  }

  /** The last drawn high/low markers and last-price line (scene state for tests). */
  get highPoint(): ScenePoint | null {
    return this.drawn.highPoint;
  }

  get lowPoint(): ScenePoint | null {
    return this.drawn.lowPoint;
  }

  get lastPricePoint(): ScenePoint | null {
    return this.drawn.lastPricePoint;
  }

  /** Price lines [0, drawnLines) were drawn in the last frame. */
  get drawnLines(): number {
    return this.drawn.lines;
  }

  /** Drawings painted in the last frame (hidden ones are not; the one being drawn is). */
  get drawingsDrawn(): number {
    return this.drawn.drawings;
  }

  /** Bars that got forecast marks in the last frame, the next bar included. */
  get forecastMarksDrawn(): number {
    return this.drawn.forecastMarks;
  }

  /** The price lines as drawn in the last frame, in the order given (for tests: it allocates). */
  get priceLinePoints(): PriceLinePoint[] {
    const points: PriceLinePoint[] = [];
    const { lineSlots, lineTexts, priceLines, plotWidth } = this.model;
    for (let i = 0; i < this.drawn.lines; i += 1) {
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

  /** The price ranges as laid out in the last frame, in the order given (for tests: it allocates). */
  get priceRangePoints(): PriceRangePoint[] {
    const { rangeSlots, priceRanges, labels } = this.model;
    const points: PriceRangePoint[] = [];
    for (let i = 0; i < this.drawn.ranges; i += 1) {
      const { side, low, high, label } = priceRanges[i]!;
      const { top, bottom } = rangeSlots[i]!;
      const placed = labels.ranges[i];
      points.push({ side, low, high, top, bottom, label, labelBox: placed ? placedBox(placed) : null });
    }
    return points;
  }

  /** Repaints what the model's pending level asks for; false when nothing was pending. */
  prepare(): boolean {
    const { model, layers, rebuilds } = this;
    const level = model.takePending();
    if (level === Invalidation.None) return false;
    if (level >= Invalidation.Full) {
      model.fitScales();
      const damage = model.takePlotDamage();
      rebuilds.plot += 1;
      if (damage >= 0 && layers.keepsPixels) {
        // Only bars from `damage` on changed, at the scales they were painted at: the axes stand.
        paint(layers.plot, () => paintPlot(model, layers.plot, damage), plotTail(model, damage));
      } else {
        paint(layers.plot, () => paintPlot(model, layers.plot));
        rebuilds.axes += 1;
        paint(layers.axes, () => paintAxes(model, layers.axes));
      }
    }
    if (level >= Invalidation.Light) {
      rebuilds.lines += 1;
      paint(layers.lines, () => paintLines(model, layers.lines, this.drawn));
    }
    rebuilds.cursor += 1;
    paint(layers.cursor, () => paintCursor(model, layers.cursor));
    return true;
  }
}

function paint(layer: ChartLayer, draw: () => void, part?: PaintRect): void {
  layer.begin(part);
  draw();
  layer.end();
}
