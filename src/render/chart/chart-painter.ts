/**
 * What the chart's layers draw with, whatever they draw on: the layers (plot-layer.ts, axes-layer.ts,
 * lines-layer.ts, cursor-layer.ts) say what goes where through a painter, and each surface paints it its
 * own way — pooled Pixi sprites and glyph lines through the window's WebGL renderer (chart-pools.ts), or
 * a 2D canvas of its own where WebGL rasterises on the CPU (canvas-chart.ts). Within a layer, what is
 * painted later is drawn over what was painted before.
 */

/** Px size of the chart's labels, in FONT_FAMILY (bitmap-font.ts) on either surface. */
export const CHART_FONT_SIZE = 11;

/** The small shapes the chart draws: the high/low markers and the arrow of a pinned line's tag. */
export type ChartShape = 'highMarker' | 'lowMarker' | 'arrowUp' | 'arrowDown';

/** Each shape's triangle, as x, y pairs around the point it is drawn at (an arrow points up for pin -1). */
export const SHAPE_POINTS: Readonly<Record<ChartShape, readonly number[]>> = {
  highMarker: [0, 0, -5, -6, 5, -6],
  lowMarker: [0, 0, -5, 6, 5, 6],
  arrowUp: [4, -4, 0, 3, 8, 3],
  arrowDown: [4, 4, 0, -3, 8, -3],
};

/** A dashed line's pattern: `on` px drawn, then `off` px left, both above 0. */
export type LineDash = readonly [on: number, off: number];

export interface ChartPainter {
  /** A filled rectangle, in px of the chart; `alpha` below 1 lets what is under it show. */
  rect(x: number, y: number, width: number, height: number, color: number, alpha?: number): void;
  shape(shape: ChartShape, x: number, y: number, color: number): void;
  /** One line of text whose point (anchorX, anchorY), in parts of its box, stands at (x, y). */
  label(text: string, x: number, y: number, color: number, anchorX: number, anchorY: number): void;
  /**
   * A polyline: beginLine() with at most how many points will come, its points in order, endLine(); fewer
   * than two points draw nothing.
   */
  beginLine(capacity: number): void;
  linePoint(x: number, y: number): void;
  /**
   * Draws the line `width` CSS px wide (1 to 4 are what traders pick), centred on its points, with butt
   * ends. Its joins are mitred up to MITER_LIMIT half widths from the point and bevelled where sharper, so
   * that a spike stops at its point instead of shooting out. A width of 1 is the hairline the chart has
   * always drawn (on Pixi a GL line strip, one pixel whatever the turn). With `dash` it is drawn in dashes,
   * the pattern running on across its joins from its first point.
   */
  endLine(color: number, width?: number, dash?: LineDash): void;
  /**
   * A filled band between two polylines A and B, say a channel's upper and lower lines: beginBand() with at
   * most how many points will come, each x's points on both lines in order of x, endBand(); fewer than two
   * points draw nothing. The lines may cross: both parts of the band are filled. Every value must be
   * finite: a band with gaps is painted as one band per run.
   */
  beginBand(capacity: number): void;
  bandPoint(x: number, yA: number, yB: number): void;
  /** Fills the band in `color` at `alpha` over what is under it (the band's own parts are not blended twice). */
  endBand(color: number, alpha: number): void;
}

/**
 * How far a line's join reaches from its point, in half widths, before it is bevelled: the 2D canvas's
 * miterLimit, and what the Pixi surface's strips keep to. A turn of up to 120° keeps its miter.
 */
export const MITER_LIMIT = 2;

/** A 1-px dashed line `length` px right of (x, y), or down when vertical: `dash` px every `period` px. */
export function paintDashes(
  painter: ChartPainter,
  x: number,
  y: number,
  length: number,
  vertical: boolean,
  dash: number,
  period: number,
  color: number,
): void {
  for (let at = 0; at < length; at += period) {
    const run = Math.min(dash, length - at);
    if (vertical) painter.rect(x, y + at, 1, run, color);
    else painter.rect(x + at, y, run, 1, color);
  }
}

/** A part of a layer, px. */
export interface PaintRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A layer's painter on its surface: begin() before the layer paints (a 2D canvas is cleared), end() after
 * it. On a surface that keeps its pixels (ChartLayers.keepsPixels) begin(part) repaints only that part:
 * what is painted is clipped to it, and the rest stays as it was.
 */
export interface ChartLayer extends ChartPainter {
  begin(part?: PaintRect): void;
  end(): void;
}
