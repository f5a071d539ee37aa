/**
 * What a panel holds of its drawing, whichever surface draws it (the shared WebGL renderer's view or its
 * own 2D canvases), and what the page says to every view, with no Pixi: a page drawn in 2D imports this
 * and never loads the renderer's code.
 */
import type { LazyModule } from './lazy-module';

export interface RenderView {
  /** Asks for a frame; the view's prepare() runs in it. */
  invalidate(): void;
  /** The host may have moved or resized (its panel measured a change): re-read its place, then draw. */
  relayout(): void;
  dispose(): void;
}

/** How long a renderer started ahead of its views (startRenderer), or a probe's context, waits for the first view. */
export const WARM_HOLD_MS = 10_000;

let relayoutDrawn: (() => void) | null = null;

/**
 * Says the layout may have moved views without invalidating them (Golden Layout re-arranged, a page
 * scrolled): the shared renderer then re-reads its views' rectangles in a frame and redraws if one moved.
 * Nothing to do before its code came: no view draws with it then, and a view attached later reads its place.
 */
export function relayoutViews(): void {
  relayoutDrawn?.();
}

/** For the shared renderer, as its code comes: what relayoutViews() does from then on. */
export function onRelayoutViews(relayout: () => void): void {
  relayoutDrawn = relayout;
}

/**
 * A view whose surface's code is on its way (`surface`), attached by `attach` once it came. Asks made
 * before are dropped: an attached view is drawn whole at its place in its first frame. A dispose before
 * it came attaches nothing, so nothing is drawn into a host that has gone.
 */
export function deferredView<T>(surface: LazyModule<T>, attach: (module: T) => RenderView): RenderView {
  let view: RenderView | null = null;
  let disposed = false;
  const cancel = surface.whenLoaded((module) => {
    view = attach(module);
  });
  return {
    invalidate: () => view?.invalidate(),
    relayout: () => view?.relayout(),
    dispose: () => {
      if (disposed) return;
      disposed = true;
      cancel();
      view?.dispose();
    },
  };
}
