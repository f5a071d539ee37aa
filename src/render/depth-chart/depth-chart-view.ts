/**
 * Where the depth chart draws, as the order book does (order-book-view.ts): with Pixi through the window's
 * shared WebGL renderer on a GPU (depth-chart-scene.ts), into 2D canvases of its own where WebGL
 * rasterises on the CPU (depth-chart-canvas.ts). Either way the controller draws through one
 * DepthChartDrawing and asks for frames through one RenderView, in whose frame its prepare() runs. The
 * Pixi scene, the shared renderer and Pixi come by a dynamic import when a chart is attached on Pixi's
 * surface, so a chart drawn in 2D loads none of them.
 */
import { attachCanvasDrawing } from '../canvas-view';
import { LazyModule } from '../lazy-module';
import type { RenderView } from '../render-view';
import { SurfaceChoice, withSurface, type DrawingSurface } from '../surface-choice';
import { DepthChartCanvas } from './depth-chart-canvas';
import type { DepthChartDrawing } from './depth-chart-drawing';
import type { DepthPalette } from './depth-chart-layout';

const pixiScene = new LazyModule(() => import('./depth-chart-scene'));

const choice = new SurfaceChoice();

/** Charts attached from now on draw on `surface` whatever the machine (SurfaceChoice.prefer). */
export function preferDepthChartSurface(surface: DrawingSurface | null): void {
  choice.prefer(surface);
}

export function depthChartSurface(): DrawingSurface {
  return choice.current();
}

export interface DepthChartViewSpec {
  /** The box the chart fills; positioned, with a transparent background. */
  host: HTMLElement;
  palette: DepthPalette;
  /** The host's size, CSS px, as last measured. */
  size(): { width: number; height: number };
  /** Sets the drawing's frame and crosshair for the frame about to be drawn. */
  prepare(): void;
}

export interface DepthChartView {
  readonly surface: DrawingSurface;
  readonly drawing: DepthChartDrawing;
  readonly view: RenderView;
}

export type AttachDepthChartView = (spec: DepthChartViewSpec) => DepthChartView;

/**
 * Hands `attach` the way to attach a chart on `surface` once that surface's code is in (at once for 2D or
 * when the Pixi scene came earlier). The returned function cancels a hand-over not made yet.
 */
export function withDepthChartSurface(
  surface: DrawingSurface,
  attach: (attach: AttachDepthChartView) => void,
): () => void {
  return withSurface(
    surface,
    attachCanvasView,
    pixiScene,
    (module): AttachDepthChartView =>
      ({ host, palette, prepare }) => {
        const { scene, view } = module.attachDepthChartScene(host, palette, prepare);
        return { surface: 'webgl', drawing: scene, view };
      },
    attach,
  );
}

function attachCanvasView({ host, palette, size, prepare }: DepthChartViewSpec): DepthChartView {
  const drawing = new DepthChartCanvas(host, palette, size);
  const view = attachCanvasDrawing({
    canvases: [drawing.frameCanvas, drawing.hoverCanvas],
    draw: () => {
      prepare();
      drawing.draw();
    },
    forget: () => drawing.forget(),
    dispose: () => drawing.dispose(),
  });
  return { surface: 'canvas', drawing, view };
}
