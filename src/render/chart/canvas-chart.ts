/**
 * The chart drawn into 2D canvases of its own, where the window's WebGL rasterises on the CPU: there a
 * WebGL frame is rasterised whole by the GPU process (SwiftShader) and composited again (the chart bench's
 * live updates: 1,026 ms a second of that process, against 129 in 2D); Chromium rasterises a 2D canvas in
 * the page's own process and keeps it between frames. Three canvases stacked in the chart's plot box, one per repaint level (chart-scene.ts):
 * the plot and axes (Full, opaque), the lines (Light) and the crosshair (Cursor), so a pointer move
 * repaints only the crosshair's canvas, and a live tick the lines' and, over the kept plot, the last
 * candle's part of it (chart-scene.ts).
 */
import { sizeCanvas } from '../canvas-view';
import { cssColour, FONT_FAMILY } from '../drawing-style';
import type { ChartData } from './chart-data';
import type { SceneOptions } from './chart-model';
import {
  CHART_FONT_SIZE,
  MITER_LIMIT,
  SHAPE_POINTS,
  type ChartLayer,
  type ChartShape,
  type LineDash,
  type PaintRect,
} from './chart-painter';
import { ChartScene } from './chart-scene';

const FONT = `${CHART_FONT_SIZE}px ${FONT_FAMILY}`;
const ALIGN: readonly CanvasTextAlign[] = ['left', 'center', 'right'];
const BASELINE: readonly CanvasTextBaseline[] = ['top', 'middle', 'bottom'];

/**
 * One layer's painter on a canvas's context. The context's state is set only when it changes (setting a
 * colour parses it); each layer leaves the global alpha and the line width at 1, and its lines solid.
 */
export class CanvasLayer implements ChartLayer {
  private fill = -1;
  private alpha = 1;
  private lineWidth = 1;
  private dashed = false;
  private align = -1;
  private baseline = -1;
  private clipped = false;
  /** Points of the line being painted. */
  private points = 0;
  /** The band being painted: x, yA, yB triples, kept until endBand() paints A forward and B back. */
  private band = new Float64Array(0);
  private bandLength = 0;

  constructor(
    readonly context: CanvasRenderingContext2D,
    /** What begin() does: fills the canvas with the background, clears it, or leaves it (a second layer on a canvas). */
    private readonly start: 'fill' | 'clear' | 'keep',
    private readonly background: () => number,
  ) {}

  /** The canvas was sized, which resets its context: sets what every label shares. */
  reset(ratio: number): void {
    const context = this.context;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.font = FONT;
    context.lineWidth = 1;
    // Joins mitred up to MITER_LIMIT half widths, bevelled beyond, as the Pixi surface's strips.
    context.miterLimit = MITER_LIMIT;
    this.alpha = 1;
    this.lineWidth = 1;
    this.dashed = false;
    this.forgetState();
  }

  begin(part?: PaintRect): void {
    // Another layer may have painted on the context since: what it set is not known here.
    this.forgetState();
    const context = this.context;
    if (part) {
      // Only the part is painted again, over the layer's own background: the rest stays.
      this.clipped = true;
      context.save();
      context.beginPath();
      context.rect(part.x, part.y, part.width, part.height);
      context.clip();
      if (this.start === 'fill') this.rect(part.x, part.y, part.width, part.height, this.background());
      else if (this.start === 'clear') context.clearRect(part.x, part.y, part.width, part.height);
      return;
    }
    if (this.start === 'keep') return;
    const { canvas } = context;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    if (this.start === 'clear') context.clearRect(0, 0, canvas.width, canvas.height);
    else {
      context.fillStyle = cssColour(this.background());
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.restore();
  }

  end(): void {
    this.setAlpha(1);
    this.setLineWidth(1);
    this.setDash(undefined);
    if (!this.clipped) return;
    this.clipped = false;
    this.context.restore();
    this.forgetState();
  }

  private forgetState(): void {
    this.fill = -1;
    this.align = -1;
    this.baseline = -1;
  }

  rect(x: number, y: number, width: number, height: number, color: number, alpha = 1): void {
    this.setFill(color);
    this.setAlpha(alpha);
    this.context.fillRect(x, y, width, height);
  }

  shape(shape: ChartShape, x: number, y: number, color: number): void {
    const points = SHAPE_POINTS[shape];
    const context = this.context;
    this.setFill(color);
    this.setAlpha(1);
    context.beginPath();
    context.moveTo(x + points[0]!, y + points[1]!);
    for (let i = 2; i < points.length; i += 2) context.lineTo(x + points[i]!, y + points[i + 1]!);
    context.closePath();
    context.fill();
  }

  label(text: string, x: number, y: number, color: number, anchorX: number, anchorY: number): void {
    const context = this.context;
    const align = Math.round(anchorX * 2);
    const baseline = Math.round(anchorY * 2);
    if (align !== this.align) context.textAlign = ALIGN[(this.align = align)]!;
    if (baseline !== this.baseline) context.textBaseline = BASELINE[(this.baseline = baseline)]!;
    this.setFill(color);
    this.setAlpha(1);
    context.fillText(text, Math.round(x), Math.round(y));
  }

  beginLine(): void {
    this.context.beginPath();
    this.points = 0;
  }

  linePoint(x: number, y: number): void {
    if (this.points++ === 0) this.context.moveTo(x, y);
    else this.context.lineTo(x, y);
  }

  endLine(color: number, width = 1, dash?: LineDash): void {
    if (this.points < 2) return;
    this.setAlpha(1);
    this.setLineWidth(width);
    this.setDash(dash);
    this.context.strokeStyle = cssColour(color);
    this.context.stroke();
  }

  beginBand(capacity: number): void {
    if (this.band.length < capacity * 3) this.band = new Float64Array(capacity * 3);
    this.bandLength = 0;
  }

  bandPoint(x: number, yA: number, yB: number): void {
    const band = this.band;
    band[this.bandLength] = x;
    band[this.bandLength + 1] = yA;
    band[this.bandLength + 2] = yB;
    this.bandLength += 3;
  }

  endBand(color: number, alpha: number): void {
    const band = this.band;
    const end = this.bandLength;
    if (end < 6) return;
    const context = this.context;
    context.beginPath();
    context.moveTo(band[0]!, band[1]!);
    for (let i = 3; i < end; i += 3) context.lineTo(band[i]!, band[i + 1]!);
    for (let i = end - 3; i >= 0; i -= 3) context.lineTo(band[i]!, band[i + 2]!);
    context.closePath();
    this.setFill(color);
    this.setAlpha(alpha);
    // Nonzero winding: where the lines cross, both parts of the band are filled.
    context.fill();
  }

  private setFill(color: number): void {
    if (color === this.fill) return;
    this.fill = color;
    this.context.fillStyle = cssColour(color);
  }

  private setLineWidth(width: number): void {
    if (width === this.lineWidth) return;
    this.lineWidth = width;
    this.context.lineWidth = width;
  }

  private setDash(dash: LineDash | undefined): void {
    if (!dash && !this.dashed) return;
    this.dashed = dash !== undefined;
    this.context.setLineDash(dash ?? []);
  }

  private setAlpha(alpha: number): void {
    if (alpha === this.alpha) return;
    this.alpha = alpha;
    this.context.globalAlpha = alpha;
  }
}

function layerCanvas(host: HTMLElement, opaque: boolean): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.chartLayer = '';
  // Stacked in the plot box; the box, not a canvas, takes the pointer.
  canvas.style.cssText = 'position:absolute;left:0;top:0;pointer-events:none';
  host.append(canvas);
  const context = canvas.getContext('2d', { alpha: !opaque });
  if (!context) throw new Error('the chart has no 2D canvas context');
  return context;
}

export class CanvasChart {
  readonly scene: ChartScene;
  readonly canvases: readonly HTMLCanvasElement[];
  private readonly layers: readonly CanvasLayer[];
  private width = -1;
  private height = -1;
  private ratio = 0;

  constructor(host: HTMLElement, data: ChartData, options: SceneOptions) {
    const background = () => this.scene.model.palette.background;
    const base = layerCanvas(host, true);
    const plot = new CanvasLayer(base, 'fill', background);
    const axes = new CanvasLayer(base, 'keep', background);
    const lines = new CanvasLayer(layerCanvas(host, false), 'clear', background);
    const cursor = new CanvasLayer(layerCanvas(host, false), 'clear', background);
    this.layers = [plot, axes, lines, cursor];
    this.canvases = [base.canvas, lines.context.canvas, cursor.context.canvas];
    for (const layer of this.layers) layer.reset(1);
    // The lines' texts are measured as they are set, outside a frame: on the plot's context, in the font.
    this.scene = new ChartScene(data, options, {
      plot,
      axes,
      lines,
      cursor,
      measure: (text) => base.measureText(text).width,
      keepsPixels: true,
    });
  }

  /**
   * Sizes the canvases to the model at `ratio` device px per CSS px; true when they were sized, which
   * blanks them, so that everything is to be painted again.
   */
  fit(ratio: number): boolean {
    const { width, height } = this.scene.model;
    if (width === this.width && height === this.height && ratio === this.ratio) return false;
    this.width = width;
    this.height = height;
    this.ratio = ratio;
    for (const canvas of this.canvases) sizeCanvas(canvas, width, height, ratio);
    for (const layer of this.layers) layer.reset(ratio);
    return true;
  }

  /** A canvas lost what it held (its context was restored blank): the next fit sizes and paints everything again. */
  forget(): void {
    this.width = -1;
  }

  dispose(): void {
    for (const canvas of this.canvases) canvas.remove();
  }
}
