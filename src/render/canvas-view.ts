/**
 * A drawing kept in 2D canvases of its own (the chart's and the coin list's with no GPU), behind the same
 * RenderView as a view of the shared renderer: invalidate() asks for one animation frame, in which `draw`
 * runs; nothing runs while nothing is asked. The canvases sit inside their host, so they move with it, and
 * a relayout is a redraw.
 */
import type { RenderView } from './shared-renderer';

export interface CanvasDrawing {
  readonly canvases: readonly HTMLCanvasElement[];
  /** Draws what changed since the last call. */
  draw(): void;
  /** The canvases lost what they held: the next draw draws everything. */
  forget(): void;
  dispose(): void;
}

export function attachCanvasDrawing(drawing: CanvasDrawing): RenderView {
  let frameId = 0;
  let disposed = false;
  const frame = () => {
    frameId = 0;
    drawing.draw();
  };
  const invalidate = () => {
    if (disposed || frameId !== 0) return;
    frameId = requestAnimationFrame(frame);
  };
  // The browser may drop a 2D canvas' pixels (memory pressure) and give it back blank.
  const onRestored = () => {
    drawing.forget();
    invalidate();
  };
  for (const canvas of drawing.canvases) canvas.addEventListener('contextrestored', onRestored);
  return {
    invalidate,
    relayout: invalidate,
    dispose: () => {
      disposed = true;
      cancelAnimationFrame(frameId);
      for (const canvas of drawing.canvases) canvas.removeEventListener('contextrestored', onRestored);
      drawing.dispose();
    },
  };
}
