/**
 * Where a press takes a drawing on a bench chart: one of a drawing's handles, or its body (the middle of a
 * two-anchor line), at a point inside the price pane and away from its edges where the chart's own hit-test
 * answers that drawing and that part, so that a press there drags it (chart-drawings.ts `press`). The
 * chart-drawings bench page and its browser test drag the drawing found.
 */
import type { DrawingTool } from '../../../contract/drawings';
import type { ChartModel } from '../../../src/render/chart/chart-model';
import { anchorPoint, type PlotPoint } from '../../../src/render/chart/drawing-geometry';

/** A point to press on, plot px, and what a press there takes. */
export interface DrawingGrip {
  id: string;
  /** The anchor whose handle is pressed; null: the body. */
  handle: number | null;
  x: number;
  y: number;
}

/** Lines whose middle is on their body. */
const LINE_TOOLS: ReadonlySet<DrawingTool> = new Set([
  'trendLine',
  'ray',
  'extendedLine',
  'infoLine',
  'arrow',
]);

/** Px a grip keeps from the pane's edges, so that a drag of a few steps stays inside. */
const EDGE_PX = 60;

/** The topmost drawing's grip of that `part`, or null when no shown drawing has one. */
export function drawingGrip(model: ChartModel, part: 'handle' | 'body'): DrawingGrip | null {
  const view = model.drawingView();
  const inside = ({ x, y }: PlotPoint) =>
    x >= EDGE_PX && x <= view.width - EDGE_PX && y >= EDGE_PX && y <= view.height - EDGE_PX;
  // Topmost first, as the hit-test reads them.
  for (const drawing of [...model.drawings].reverse()) {
    if (drawing.hidden || drawing.locked) continue;
    const points = drawing.anchors.map((anchor) => anchorPoint(view, anchor));
    const candidates: { handle: number | null; at: PlotPoint }[] =
      part === 'handle'
        ? points.map((at, handle) => ({ handle, at }))
        : LINE_TOOLS.has(drawing.tool)
          ? [
              {
                handle: null,
                at: { x: (points[0]!.x + points[1]!.x) / 2, y: (points[0]!.y + points[1]!.y) / 2 },
              },
            ]
          : [];
    for (const { handle, at } of candidates) {
      if (!inside(at)) continue;
      const hit = model.hitDrawing(at.x, at.y);
      if (hit?.id === drawing.id && hit.handle === handle)
        return { id: drawing.id, handle, x: at.x, y: at.y };
    }
  }
  return null;
}
