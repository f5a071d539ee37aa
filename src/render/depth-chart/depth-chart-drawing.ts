/**
 * What the depth chart's controller draws through, whichever surface draws it (depth-chart-scene.ts with
 * Pixi, depth-chart-canvas.ts in 2D): a laid-out frame (areas, mid line, axes) and the hover's crosshair,
 * on two layers, so that a pointer move redraws only the crosshair.
 */
import type { DepthFrame, DepthHoverMark, DepthPalette } from './depth-chart-layout';

export interface DepthChartDrawing {
  readonly palette: DepthPalette;
  /** The frame to draw (null: no book yet, the background alone). Draws again only when it is a new frame. */
  setFrame(frame: DepthFrame | null): void;
  /** The crosshair (null: none). */
  setHover(mark: DepthHoverMark | null): void;
  /** Times the frame layer and the hover layer were drawn (tests: a hover draws no frame). */
  readonly frameDraws: number;
  readonly hoverDraws: number;
}

/** Whether two crosshairs are drawn alike. */
export function sameMark(a: DepthHoverMark | null, b: DepthHoverMark | null): boolean {
  return a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y && a.side === b.side);
}
