/**
 * Where the coin list draws its ring of rows: with Pixi through the window's shared WebGL renderer on a
 * GPU, into its own 2D canvas where WebGL rasterises on the CPU (coin-list-canvas.ts says why). Either way
 * the list sees one RenderView: invalidate() asks for a frame, in which its prepare() writes the ring and
 * the drawing then draws what the ring says changed. The Pixi scene, the shared renderer and Pixi itself
 * come by a dynamic import when a list is attached on Pixi's surface, so a list drawn in 2D loads none.
 */
import { attachCanvasDrawing } from '../canvas-view';
import { LazyModule } from '../lazy-module';
import { deferredView, type RenderView } from '../render-view';
import { SurfaceChoice, type DrawingSurface } from '../surface-choice';
import { CoinListCanvas } from './coin-list-canvas';
import type { RowRing } from './coin-list-rows';

const pixiScene = new LazyModule(() => import('./coin-list-scene'));

export type CoinListSurface = DrawingSurface;

const choice = new SurfaceChoice();

/** The surface that costs least here: 2D where there is no GPU (or no WebGL at all). */
export function coinListSurface(): CoinListSurface {
  return choice.current();
}

export interface CoinListViewSpec {
  /** The transparent box over which the rows show, the size of the ring's viewport. */
  host: HTMLElement;
  ring: RowRing;
  /** Writes the ring for the frame; false when nothing in it changed. */
  prepare(): boolean;
}

export function attachCoinListView(surface: CoinListSurface, spec: CoinListViewSpec): RenderView {
  return surface === 'canvas' ? attachCanvasView(spec) : attachSceneView(spec);
}

/** The Pixi scene, attached once its code came (a list disposed before then attaches nothing). */
function attachSceneView({ host, ring, prepare }: CoinListViewSpec): RenderView {
  return deferredView(pixiScene, (module) => module.attachCoinListScene(host, ring, prepare));
}

function attachCanvasView({ host, ring, prepare }: CoinListViewSpec): RenderView {
  const drawing = new CoinListCanvas(host);
  // The canvas is inside its host: a new size reaches the ring as setSize.
  return attachCanvasDrawing({
    canvases: drawing.canvases,
    draw: () => {
      prepare();
      drawing.draw(ring);
    },
    forget: () => drawing.forget(),
    dispose: () => drawing.dispose(),
  });
}
