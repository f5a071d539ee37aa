/**
 * src/render/depth-chart/: the depth chart's Pixi scene, on a GPU (depth-chart-view.ts picks the surface).
 * Two layers: the frame (a Graphics of the grid, both sides' areas and stepped lines and the mid line, and
 * pooled glyph lines for the axes' labels), rebuilt only when a new frame comes (a book or a view change:
 * at most once per animation frame, a hundred-odd points), and the crosshair, a Graphics of its own, so
 * that a pointer move rebuilds only it. Comes by a dynamic import, and Pixi with it.
 */
import { Container, Graphics } from 'pixi.js';
import { ensureBitmapFont } from '../bitmap-font';
import { GlyphLine } from '../glyph-line';
import type { RenderView } from '../render-view';
import { attachView } from '../shared-renderer';
import { sameMark, type DepthChartDrawing } from './depth-chart-drawing';
import {
  AREA_ALPHA,
  DEPTH_FONT_SIZE,
  LABEL_GAP,
  type DepthFrame,
  type DepthHoverMark,
  type DepthPalette,
} from './depth-chart-layout';

const FONT = 'td-depth-chart';
const installFont = () => ensureBitmapFont(FONT, DEPTH_FONT_SIZE, ' .,-<');
const DOT_RADIUS = 3.5;

export class DepthChartScene implements DepthChartDrawing {
  readonly stage = new Container();
  private readonly frameGraphics = new Graphics();
  private readonly labels = new Container();
  private readonly labelPool: GlyphLine[] = [];
  private readonly hover = new Graphics();
  private readonly font = installFont();
  private frame: DepthFrame | null = null;
  private mark: DepthHoverMark | null = null;
  private frameDirty = true;
  private hoverDirty = true;
  frameDraws = 0;
  hoverDraws = 0;

  constructor(readonly palette: DepthPalette) {
    this.stage.addChild(this.frameGraphics, this.labels, this.hover);
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

  /** Brings the layers that changed up to date; false when none did. */
  update(): boolean {
    const changed = this.frameDirty || this.hoverDirty;
    if (this.frameDirty) this.buildFrame();
    if (this.hoverDirty) this.buildHover();
    this.frameDirty = false;
    this.hoverDirty = false;
    return changed;
  }

  destroy(): void {
    this.stage.destroy({ children: true });
  }

  private buildFrame(): void {
    this.frameDraws += 1;
    const g = this.frameGraphics;
    const { palette } = this;
    g.clear();
    const frame = this.frame;
    let used = 0;
    if (frame) {
      const { plot } = frame;
      for (const tick of frame.quantityTicks)
        g.moveTo(plot.left, tick.at + 0.5).lineTo(plot.right, tick.at + 0.5);
      g.moveTo(plot.left, plot.bottom + 0.5).lineTo(plot.right, plot.bottom + 0.5);
      g.moveTo(plot.right + 0.5, plot.top).lineTo(plot.right + 0.5, plot.bottom);
      g.stroke({ width: 1, color: palette.grid });
      this.side(frame.bids, palette.bid, plot.bottom);
      this.side(frame.asks, palette.ask, plot.bottom);
      if (frame.midX !== null)
        g.moveTo(frame.midX, plot.top)
          .lineTo(frame.midX, plot.bottom)
          .stroke({ width: 1, color: palette.muted, alpha: 0.8 });
      const labelY = plot.bottom + (frame.height - plot.bottom) / 2;
      for (const tick of frame.priceTicks) this.label(used++, tick.text, 0.5, tick.at, labelY);
      for (const tick of frame.quantityTicks)
        this.label(used++, tick.text, 0, plot.right + LABEL_GAP, tick.at);
    }
    // Labels not used this frame keep their glyphs, moved out of sight by their visibility.
    for (let i = used; i < this.labelPool.length; i++) this.labelPool[i]!.view.visible = false;
  }

  private side(points: readonly number[], colour: number, bottom: number): void {
    if (points.length < 4) return;
    const area = [...points, points[points.length - 2]!, bottom];
    this.frameGraphics.poly(area, true).fill({ color: colour, alpha: AREA_ALPHA });
    this.frameGraphics.poly([...points], false).stroke({ width: 1.5, color: colour });
  }

  private label(index: number, text: string, anchor: number, x: number, y: number): void {
    let line = this.labelPool[index];
    if (!line) {
      line = new GlyphLine(this.font, DEPTH_FONT_SIZE);
      line.tint = this.palette.muted;
      this.labelPool.push(line);
      this.labels.addChild(line.view);
    }
    line.text = text;
    line.setAnchor(anchor);
    line.view.position.set(x, y);
    line.view.visible = true;
  }

  private buildHover(): void {
    this.hoverDraws += 1;
    const g = this.hover;
    g.clear();
    const { mark, frame } = this;
    if (!mark || !frame) return;
    const { plot } = frame;
    g.moveTo(mark.x, plot.top)
      .lineTo(mark.x, plot.bottom)
      .moveTo(plot.left, mark.y)
      .lineTo(plot.right, mark.y)
      .stroke({ width: 1, color: this.palette.text, alpha: 0.6 });
    g.circle(mark.x, mark.y, DOT_RADIUS).fill({
      color: mark.side === 'bid' ? this.palette.bid : this.palette.ask,
    });
  }
}

/**
 * A depth chart's scene in `palette`, drawn under `host` by the shared renderer; `prepare` sets its frame
 * and crosshair in the frame. Disposing the view destroys the scene.
 */
export function attachDepthChartScene(
  host: HTMLElement,
  palette: DepthPalette,
  prepare: () => void,
): { scene: DepthChartScene; view: RenderView } {
  const scene = new DepthChartScene(palette);
  const view = attachView({
    host,
    stage: scene.stage,
    background: palette.background,
    prepare: () => {
      prepare();
      return scene.update();
    },
    release: () => scene.destroy(),
  });
  return { scene, view };
}
