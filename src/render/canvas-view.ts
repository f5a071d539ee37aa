/**
 * A drawing kept in 2D canvases of its own (the chart's and the coin list's with no GPU), behind the same
 * RenderView as a view of the shared renderer: invalidate() asks for one animation frame, in which `draw`
 * runs; nothing runs while nothing is asked. The canvases sit inside their host, so they move with it, and
 * a relayout is a redraw.
 */
import { FrameRequest } from '../lib/timers';
import type { RenderView } from './render-view';

export interface CanvasDrawing {
  readonly canvases: readonly HTMLCanvasElement[];
  /** Draws what changed since the last call. */
  draw(): void;
  /** The canvases lost what they held: the next draw draws everything. */
  forget(): void;
  dispose(): void;
}

export function attachCanvasDrawing(drawing: CanvasDrawing): RenderView {
  let disposed = false;
  const frame = new FrameRequest(() => drawing.draw());
  const invalidate = () => {
    if (!disposed) frame.request();
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
      frame.cancel();
      for (const canvas of drawing.canvases) canvas.removeEventListener('contextrestored', onRestored);
      drawing.dispose();
    },
  };
}

/**
 * Sizes `canvas` to `width` × `height` CSS px at `ratio` device px per CSS px: crisp at the screen's
 * density. Sizing blanks a canvas and resets its context's state (transform, font, fill), which the
 * caller sets again.
 */
export function sizeCanvas(canvas: HTMLCanvasElement, width: number, height: number, ratio: number): void {
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
}
