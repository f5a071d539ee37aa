/**
 * Where the order book draws, as the coin list does (coin-list-view.ts): with Pixi through the window's
 * shared WebGL renderer on a GPU (order-book-scene.ts), into its own 2D canvas where WebGL rasterises on
 * the CPU (order-book-canvas.ts). Either way the controller writes through one OrderBookDrawing and asks
 * for frames through one RenderView, in which its prepare() writes the cells. The Pixi scene, the shared
 * renderer and Pixi itself come by a dynamic import when a book is attached on Pixi's surface, so a book
 * drawn in 2D loads none of them.
 */
import { attachCanvasDrawing } from '../canvas-view';
import { LazyModule } from '../lazy-module';
import type { RenderView } from '../render-view';
import { SurfaceChoice, withSurface, type DrawingSurface } from '../surface-choice';
import { OrderBookCanvas } from './order-book-canvas';
import type { OrderBookDrawing } from './order-book-drawing';
import type { OrderBookPalette } from './order-book-layout';

const pixiScene = new LazyModule(() => import('./order-book-scene'));

export type OrderBookSurface = DrawingSurface;

const choice = new SurfaceChoice();

/** Books attached from now on draw on `surface` whatever the machine (SurfaceChoice.prefer). */
export function preferOrderBookSurface(surface: OrderBookSurface | null): void {
  choice.prefer(surface);
}

/** The surface that costs least here: 2D where there is no GPU (or no WebGL at all). */
export function orderBookSurface(): OrderBookSurface {
  return choice.current();
}

export interface OrderBookViewSpec {
  /** The transparent box over which the rows show, the size of the book's view. */
  host: HTMLElement;
  depth: number;
  palette: OrderBookPalette;
  /** Writes the cells for the frame; false when nothing drawn changed. */
  prepare(): boolean;
}

export interface OrderBookView {
  readonly surface: OrderBookSurface;
  readonly drawing: OrderBookDrawing;
  readonly view: RenderView;
}

export type AttachOrderBookView = (spec: OrderBookViewSpec) => OrderBookView;

/**
 * Hands `attach` the way to attach a book on `surface` once that surface's code is in: at once for 2D or
 * when the Pixi scene came earlier, else when its chunk has come. The returned function cancels a
 * hand-over not made yet (the book's owner went while the chunk was on its way).
 */
export function withOrderBookSurface(
  surface: OrderBookSurface,
  attach: (attach: AttachOrderBookView) => void,
): () => void {
  return withSurface(
    surface,
    attachCanvasView,
    pixiScene,
    (module): AttachOrderBookView =>
      ({ host, depth, palette, prepare }) => {
        const { scene, view } = module.attachOrderBookScene(host, depth, palette, prepare);
        return { surface: 'webgl', drawing: scene, view };
      },
    attach,
  );
}

function attachCanvasView({ host, depth, palette, prepare }: OrderBookViewSpec): OrderBookView {
  const drawing = new OrderBookCanvas(host, depth, palette);
  const view = attachCanvasDrawing({
    canvases: [drawing.canvas],
    draw: () => {
      prepare();
      drawing.draw();
    },
    forget: () => drawing.forget(),
    dispose: () => drawing.dispose(),
  });
  return { surface: 'canvas', drawing, view };
}
