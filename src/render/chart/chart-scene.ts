/**
 * src/render/chart/: the price chart. chart-model.ts holds what is shown and where (scales, axis width,
 * cursor, price lines, forecast, markers, the pending repaint level) with no Pixi and no DOM, over the pure
 * layout math (chart-layout.ts, price-lines.ts), the palette (chart-palette.ts) and the main thread's copy
 * of the bars (chart-data.ts). The scene composes the model and its four layer renderers (plot-layer.ts,
 * axes-layer.ts, lines-layer.ts, cursor-layer.ts, drawing with chart-pools.ts), which read the model and draw.
 *
 * The scene is four render groups, repainted by level as in lightweight-charts' invalidate mask
 * (None < Cursor < Light < Full): Full refits the scales and repaints the plot (grid, volume and its
 * average, candles, MA 15/60) and the axes, Light the lines (last price, visible-range high and low,
 * average-price and pending-order lines, forecast marks), Cursor only the crosshair. A level includes the
 * ones below it. Labels are BitmapText from pools, written only when their text changes. No repaint clears
 * a Graphics: rectangles (grid, axes, dashes, boxes, bars) are pooled sprites and triangles pooled
 * Graphics over contexts made once, so a pan or zoom frame tessellates nothing.
 */
import { Container } from 'pixi.js';
import { measureText } from '../glyph-line';
import type { ChartData } from './chart-data';
import { ChartModel, Invalidation, type PriceLine, type SceneOptions } from './chart-model';
import { CHART_FONT_SIZE, installChartFont } from './chart-pools';
import { AxesLayer } from './axes-layer';
import { CursorLayer } from './cursor-layer';
import { LinesLayer, type ScenePoint } from './lines-layer';
import { PlotLayer } from './plot-layer';
import type { LinePin } from './price-lines';

/** A price line as drawn in the last frame (tests read them: the shared canvas has no DOM). */
export interface PriceLinePoint extends ScenePoint {
  kind: PriceLine['kind'];
  pin: LinePin;
  /** The texts drawn: the tag's (the pinned tag's includes the price) and the axis box's. */
  tag: string;
  priceText: string;
}

export class ChartScene {
  readonly stage = new Container();
  /** What is shown and where; the layers draw it. */
  readonly model: ChartModel;
  /** Layer rebuilds since creation, by layer: tests check that a pointer move touches only the cursor. */
  readonly rebuilds = { plot: 0, axes: 0, lines: 0, cursor: 0 };
  private readonly plot: PlotLayer;
  private readonly axes: AxesLayer;
  private readonly lines: LinesLayer;
  private readonly cursor: CursorLayer;

  constructor(data: ChartData, options: SceneOptions) {
    const font = installChartFont();
    this.model = new ChartModel(data, options, (text) => measureText(font, text, CHART_FONT_SIZE));
    this.plot = new PlotLayer(this.model);
    this.axes = new AxesLayer(this.model, font);
    this.lines = new LinesLayer(this.model, font);
    this.cursor = new CursorLayer(this.model, font);
    this.stage.addChild(this.plot.view, this.axes.view, this.lines.view, this.cursor.view);
  }

  /** The last drawn high/low markers and last-price line (scene state for tests). */
  get highPoint(): ScenePoint | null {
    return this.lines.highPoint;
  }

  get lowPoint(): ScenePoint | null {
    return this.lines.lowPoint;
  }

  get lastPricePoint(): ScenePoint | null {
    return this.lines.lastPricePoint;
  }

  /** Price lines [0, drawnLines) were drawn in the last frame. */
  get drawnLines(): number {
    return this.lines.drawnLines;
  }

  /** Bars that got forecast marks in the last frame, the next bar included. */
  get forecastMarksDrawn(): number {
    return this.lines.forecastMarksDrawn;
  }

  /** The price lines as drawn in the last frame, in the order given (for tests: it allocates). */
  get priceLinePoints(): PriceLinePoint[] {
    const points: PriceLinePoint[] = [];
    const { lineSlots, lineTexts, priceLines, plotWidth } = this.model;
    for (let i = 0; i < this.lines.drawnLines; i += 1) {
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
      this.rebuilds.plot += 1;
      this.plot.draw();
      this.rebuilds.axes += 1;
      this.axes.draw();
    }
    if (level >= Invalidation.Light) {
      this.rebuilds.lines += 1;
      this.lines.draw();
    }
    this.rebuilds.cursor += 1;
    this.cursor.draw();
    return true;
  }

  destroy(): void {
    this.stage.destroy({ children: true });
    this.lines.destroy();
  }
}
