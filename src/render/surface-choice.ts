/**
 * Where a drawn panel draws (the chart, the coin list, the order book): 'webgl' with Pixi through the
 * window's shared renderer on a GPU, 'canvas' in 2D canvases of its own where WebGL rasterises on the CPU
 * (or there is none), the one that costs least here. Pixi's code comes by a dynamic import only for a panel
 * on its surface, so a page drawn in 2D loads none of it.
 */
import type { LazyModule } from './lazy-module';
import { rendersInSoftware } from './software-probe';

export type DrawingSurface = 'webgl' | 'canvas';

/** One kind of panel's surface: the one that costs least here, unless one was preferred. */
export class SurfaceChoice {
  private preferred: DrawingSurface | null = null;

  /**
   * Panels attached from now on draw on `surface` whatever the machine (null: the one that costs least
   * here): for the bench, which compares the two, and for tests of the other surface.
   */
  prefer(surface: DrawingSurface | null): void {
    this.preferred = surface;
  }

  current(): DrawingSurface {
    return this.preferred ?? (rendersInSoftware() ? 'canvas' : 'webgl');
  }
}

/**
 * Hands `attach` the way to attach a panel on `surface` once that surface's code is in: `canvas` at once,
 * Pixi's (`fromPixi`, of the module `pixi` loads) at once when it came earlier, else when its chunk has
 * come. The returned function cancels a hand-over not made yet (the panel's owner went while the chunk was
 * on its way).
 */
export function withSurface<Attach, Module>(
  surface: DrawingSurface,
  canvas: Attach,
  pixi: LazyModule<Module>,
  fromPixi: (module: Module) => Attach,
  attach: (attach: Attach) => void,
): () => void {
  if (surface === 'canvas') {
    attach(canvas);
    return () => undefined;
  }
  return pixi.whenLoaded((module) => attach(fromPixi(module)));
}
