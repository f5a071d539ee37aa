/**
 * The member's drawings painted in the lines layer (lines-layer.ts), under the price lines and markers: each
 * shown drawing's shapes (drawing-tools.ts) — fills, then lines in their width and dash, then labels — the
 * one being drawn over them, and last the handles of the selected and hovered drawings (and of the one
 * being drawn). Painting knows no tool: it paints shapes.
 */
import type { DrawingDash } from '../../../contract/drawings';
import type { ChartModel } from './chart-model';
import type { ChartPainter, LineDash } from './chart-painter';
import type { ChartPalette } from './chart-palette';
import type { PlotPoint } from './drawing-geometry';
import { HANDLE_SIZE_PX, LABEL_PADDING, type DrawingShapes } from './drawing-tools';

/** A dash pattern of `dash` for a line `width` px wide: longer and further apart as the line is wider. */
export function dashPattern(dash: DrawingDash, width: number): LineDash | undefined {
  if (dash === 'dashed') return [3 * width + 3, 2 * width + 2];
  if (dash === 'dotted') return [width, width + 1];
  return undefined;
}

/** Paints the shapes: fills, then lines, then labels (a boxed one in the palette's label colours). */
function paintShapes(painter: ChartPainter, shapes: DrawingShapes, palette: ChartPalette): void {
  for (const fill of shapes.fills) {
    if (fill.kind === 'rect') {
      painter.rect(fill.x, fill.y, fill.width, fill.height, fill.color, fill.alpha);
      continue;
    }
    const { points } = fill;
    painter.beginBand(points.length / 3);
    for (let i = 0; i < points.length; i += 3) painter.bandPoint(points[i]!, points[i + 1]!, points[i + 2]!);
    painter.endBand(fill.color, fill.alpha);
  }
  for (const line of shapes.lines) {
    const { points } = line;
    // Across a line of odd width, its middle on a pixel centre; along a level or upright one, its ends on
    // pixel edges, so that each dash or dot covers whole pixels.
    const odd = line.width % 2 === 1 ? 0.5 : 0;
    const level = points.length === 4 && points[1] === points[3];
    const upright = points.length === 4 && points[0] === points[2];
    const dx = upright || !level ? odd : 0;
    const dy = level || !upright ? odd : 0;
    painter.beginLine(points.length / 2);
    for (let i = 0; i < points.length; i += 2)
      painter.linePoint(Math.round(points[i]!) + dx, Math.round(points[i + 1]!) + dy);
    painter.endLine(line.color, line.width, dashPattern(line.dash, line.width));
  }
  for (const label of shapes.labels) {
    const middle = label.y + label.height / 2;
    if (label.color !== null) {
      painter.label(label.text, label.x, middle, label.color, 0, 0.5);
      continue;
    }
    painter.rect(label.x, label.y, label.width, label.height, palette.labelBox);
    painter.label(label.text, label.x + LABEL_PADDING, middle, palette.labelText, 0, 0.5);
  }
}

/**
 * An anchor's handle, where it is on the plot: a square HANDLE_SIZE_PX wide, its 2-px edge in the drawing's
 * colour around the background. Painted as a band and a line, not rectangles: the Pixi surface draws a
 * layer's rectangles under all its lines (chart-pools.ts), and a handle must cover the lines it sits on.
 */
function paintHandles(
  model: ChartModel,
  painter: ChartPainter,
  handles: readonly PlotPoint[],
  color: number,
): void {
  // The edge's middle, half its width inside the square's side: on whole px around a pixel centre.
  const reach = HANDLE_SIZE_PX / 2 - 1;
  const { background } = model.palette;
  for (const { x, y } of handles) {
    if (!(x >= 0 && x <= model.plotWidth && y >= 0 && y <= model.priceHeight)) continue;
    const cx = Math.round(x) + 0.5;
    const cy = Math.round(y) + 0.5;
    painter.beginBand(2);
    painter.bandPoint(cx - reach, cy - reach, cy + reach);
    painter.bandPoint(cx + reach, cy - reach, cy + reach);
    painter.endBand(background, 1);
    painter.beginLine(5);
    painter.linePoint(cx - reach, cy - reach);
    painter.linePoint(cx + reach, cy - reach);
    painter.linePoint(cx + reach, cy + reach);
    painter.linePoint(cx - reach, cy + reach);
    painter.linePoint(cx - reach, cy - reach);
    painter.endLine(color, 2);
  }
}

/** Paints the drawings from the model; answers how many were painted (the one being drawn included). */
export function paintDrawings(model: ChartModel, painter: ChartPainter): number {
  const preview = model.drawingPreview;
  if ((model.drawings.length === 0 && !preview) || model.data.length === 0 || model.plotWidth <= 0) return 0;
  const cache = model.drawingShapes;
  cache.use(model.drawingView());
  const { palette, selectedDrawing, hoveredDrawing } = model;
  const handles: DrawingShapes[] = [];
  let painted = 0;
  for (const drawing of model.drawings) {
    if (drawing.hidden) continue;
    const shapes = cache.shapesOf(drawing);
    paintShapes(painter, shapes, palette);
    painted += 1;
    if (drawing.id === selectedDrawing || drawing.id === hoveredDrawing) handles.push(shapes);
  }
  if (preview) {
    const shapes = cache.shapesOf(preview);
    paintShapes(painter, shapes, palette);
    painted += 1;
    handles.push(shapes);
  }
  for (const shapes of handles) paintHandles(model, painter, shapes.handles, shapes.color);
  return painted;
}
