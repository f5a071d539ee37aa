/**
 * Where the coin list draws its ring of rows: with Pixi through the window's shared WebGL renderer on a
 * GPU, into its own 2D canvas where WebGL rasterises on the CPU (coin-list-canvas.ts says why). Either way
 * the list sees one RenderView: invalidate() asks for a frame, in which its prepare() writes the ring and
 * the drawing then draws what the ring says changed.
 */
import { attachCanvasDrawing } from '../canvas-view';
import { attachView, rendersInSoftware, type RenderView } from '../shared-renderer';
import { CoinListCanvas } from './coin-list-canvas';
import { COIN_LIST_THEME } from './coin-list-layout';
import type { RowRing } from './coin-list-rows';
import { CoinListScene } from './coin-list-scene';

export type CoinListSurface = 'webgl' | 'canvas';

/** The surface that costs least here: 2D where there is no GPU (or no WebGL at all). */
export function coinListSurface(): CoinListSurface {
  return rendersInSoftware() ? 'canvas' : 'webgl';
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

function attachSceneView({ host, ring, prepare }: CoinListViewSpec): RenderView {
  const scene = new CoinListScene();
  const view = attachView({
    host,
    stage: scene.stage,
    background: COIN_LIST_THEME.background,
    prepare: () => {
      const changed = prepare();
      scene.sync(ring);
      return changed;
    },
  });
  return {
    invalidate: () => view.invalidate(),
    relayout: () => view.relayout(),
    dispose: () => {
      view.dispose();
      scene.destroy();
    },
  };
}

function attachCanvasView({ host, ring, prepare }: CoinListViewSpec): RenderView {
  const drawing = new CoinListCanvas(host);
  // The canvas is inside its host: a new size reaches the ring as setSize.
  return attachCanvasDrawing({
    canvases: [drawing.canvas],
    draw: () => {
      prepare();
      drawing.draw(ring);
    },
    forget: () => drawing.forget(),
    dispose: () => drawing.dispose(),
  });
}
