/**
 * The depth chart drawn into 2D canvases of its own, where the window's WebGL rasterises on the CPU (as
 * the order book's, order-book-canvas.ts, says why): an opaque canvas for the frame (areas, lines, mid,
 * axes) and a transparent one over it for the crosshair, so that a pointer move clears and draws only the
 * crosshair's and an idle chart draws nothing. Geometry from depth-chart-layout.ts, at the screen's density.
 */
import { sizeCanvas } from '../canvas-view';
import { cssColour, FONT_FAMILY } from '../drawing-style';
import { sameMark, type DepthChartDrawing } from './depth-chart-drawing';
import {
  AREA_ALPHA,
  DEPTH_FONT_SIZE,
  LABEL_GAP,
  type DepthFrame,
  type DepthHoverMark,
  type DepthPalette,
} from './depth-chart-layout';

const FONT = `${DEPTH_FONT_SIZE}px ${FONT_FAMILY}`;
/** The dot at the crosshair's point, radius px. */
const DOT_RADIUS = 3.5;

export class DepthChartCanvas implements DepthChartDrawing {
  readonly frameCanvas = document.createElement('canvas');
  readonly hoverCanvas = document.createElement('canvas');
  private readonly frameContext: CanvasRenderingContext2D;
  private readonly hoverContext: CanvasRenderingContext2D;
  private frame: DepthFrame | null = null;
  private mark: DepthHoverMark | null = null;
  private frameDirty = true;
  private hoverDirty = true;
  /** Size and density the canvases were sized for; a change sizes them and draws both layers. */
  private sized = { width: -1, height: -1, ratio: 0 };
  frameDraws = 0;
  hoverDraws = 0;

  constructor(
    host: HTMLElement,
    readonly palette: DepthPalette,
    private size: () => { width: number; height: number },
  ) {
    for (const canvas of [this.frameCanvas, this.hoverCanvas]) {
      canvas.setAttribute('aria-hidden', 'true');
      canvas.style.position = 'absolute';
      canvas.style.left = '0';
      canvas.style.top = '0';
      host.append(canvas);
    }
    this.hoverCanvas.style.pointerEvents = 'none';
    const frameContext = this.frameCanvas.getContext('2d', { alpha: false });
    const hoverContext = this.hoverCanvas.getContext('2d');
    if (!frameContext || !hoverContext) throw new Error('the depth chart has no 2D canvas context');
    this.frameContext = frameContext;
    this.hoverContext = hoverContext;
  }

  setFrame(frame: DepthFrame | null): void {
    if (frame === this.frame) return;
    this.frame = frame;
    this.frameDirty = true;
  }

  setHover(mark: DepthHoverMark | null): void {
    if (sameMark(mark, this.mark)) return;
    this.mark = mark;
    this.hoverDirty = true;
  }

  /** Draws the layers that changed. */
  draw(): void {
    const { width, height } = this.size();
    const ratio = globalThis.devicePixelRatio || 1;
    const sized = this.sized;
    if (sized.width !== width || sized.height !== height || sized.ratio !== ratio) {
      this.sized = { width, height, ratio };
      for (const canvas of [this.frameCanvas, this.hoverCanvas]) sizeCanvas(canvas, width, height, ratio);
      for (const context of [this.frameContext, this.hoverContext]) {
        context.setTransform(ratio, 0, 0, ratio, 0, 0);
        context.font = FONT;
        context.textBaseline = 'middle';
      }
      this.frameDirty = true;
      this.hoverDirty = true;
    }
    if (this.frameDirty) this.drawFrame(width, height);
    if (this.hoverDirty) this.drawHover(width, height);
    this.frameDirty = false;
    this.hoverDirty = false;
  }

  forget(): void {
    this.sized = { width: -1, height: -1, ratio: 0 };
  }

  dispose(): void {
    this.frameCanvas.remove();
    this.hoverCanvas.remove();
  }

  private drawFrame(width: number, height: number): void {
    this.frameDraws += 1;
    const context = this.frameContext;
    const { palette } = this;
    context.fillStyle = cssColour(palette.background);
    context.fillRect(0, 0, width, height);
    const frame = this.frame;
    if (!frame) return;
    const { plot } = frame;
    context.lineWidth = 1;
    context.strokeStyle = cssColour(palette.grid);
    context.beginPath();
    for (const tick of frame.quantityTicks) {
      context.moveTo(plot.left, tick.at + 0.5);
      context.lineTo(plot.right, tick.at + 0.5);
    }
    context.moveTo(plot.left, plot.bottom + 0.5);
    context.lineTo(plot.right, plot.bottom + 0.5);
    context.moveTo(plot.right + 0.5, plot.top);
    context.lineTo(plot.right + 0.5, plot.bottom);
    context.stroke();
    this.drawSide(frame.bids, palette.bid, plot.bottom);
    this.drawSide(frame.asks, palette.ask, plot.bottom);
    if (frame.midX !== null) {
      context.strokeStyle = cssColour(palette.muted);
      context.setLineDash([4, 3]);
      context.beginPath();
      context.moveTo(frame.midX, plot.top);
      context.lineTo(frame.midX, plot.bottom);
      context.stroke();
      context.setLineDash([]);
    }
    context.fillStyle = cssColour(palette.muted);
    context.textAlign = 'center';
    const labelY = plot.bottom + (height - plot.bottom) / 2;
    for (const tick of frame.priceTicks) context.fillText(tick.text, tick.at, labelY);
    context.textAlign = 'left';
    for (const tick of frame.quantityTicks) context.fillText(tick.text, plot.right + LABEL_GAP, tick.at);
  }

  private drawSide(points: readonly number[], colour: number, bottom: number): void {
    if (points.length < 4) return;
    const context = this.frameContext;
    context.beginPath();
    context.moveTo(points[0]!, points[1]!);
    for (let i = 2; i < points.length; i += 2) context.lineTo(points[i]!, points[i + 1]!);
    context.lineTo(points[points.length - 2]!, bottom);
    context.closePath();
    context.fillStyle = cssColour(colour);
    context.globalAlpha = AREA_ALPHA;
    context.fill();
    context.globalAlpha = 1;
    context.beginPath();
    context.moveTo(points[0]!, points[1]!);
    for (let i = 2; i < points.length; i += 2) context.lineTo(points[i]!, points[i + 1]!);
    context.strokeStyle = cssColour(colour);
    context.lineWidth = 1.5;
    context.stroke();
    context.lineWidth = 1;
  }

  private drawHover(width: number, height: number): void {
    this.hoverDraws += 1;
    const context = this.hoverContext;
    context.clearRect(0, 0, width, height);
    const mark = this.mark;
    const frame = this.frame;
    if (!mark || !frame) return;
    const { plot } = frame;
    const colour = cssColour(mark.side === 'bid' ? this.palette.bid : this.palette.ask);
    context.strokeStyle = cssColour(this.palette.text);
    context.lineWidth = 1;
    context.setLineDash([3, 3]);
    context.beginPath();
    context.moveTo(mark.x, plot.top);
    context.lineTo(mark.x, plot.bottom);
    context.moveTo(plot.left, mark.y);
    context.lineTo(plot.right, mark.y);
    context.stroke();
    context.setLineDash([]);
    context.fillStyle = colour;
    context.beginPath();
    context.arc(mark.x, mark.y, DOT_RADIUS, 0, Math.PI * 2);
    context.fill();
  }
}
