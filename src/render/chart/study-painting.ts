/**
 * The indicators on the plot layer: the indicator panes' frames (the separator above each, its grid and
 * its level lines) and every indicator's fills and lines, over the price or in its pane, each at its
 * pane's scale; and the compared coins' lines over the price. Drawn through the painter like the rest of the layer, from the bars that changed on.
 */
import { indexToX, priceToY, type PriceScale } from './chart-layout';
import { priceAxisTicks, type ChartModel } from './chart-model';
import { paintDashes, type ChartPainter } from './chart-painter';
import type { ChartStudy, StudyLine } from './chart-studies';

/** A histogram's or columns' alpha, and a fill's. */
const HISTOGRAM_ALPHA = 0.6;
const COLUMNS_ALPHA = 0.5;
export const FILL_ALPHA = 0.12;
/** Level lines: `dash` px every `period` px. */
const LEVEL_DASH = 4;
const LEVEL_PERIOD = 8;

/** The scale study `study` is drawn at, or null where it is not drawn (a collapsed pane). */
export function studyScale(model: ChartModel, study: ChartStudy): PriceScale | null {
  if (!study.visible) return null;
  if (study.pane === 0) return model.prices;
  if (model.panes[study.pane]?.collapsed) return null;
  return model.paneScales[study.pane] ?? null;
}

/** The separator above each indicator pane, and the grid and level lines of the open ones. */
export function paintPaneFrames(model: ChartModel, painter: ChartPainter): void {
  const { palette, showGrid } = model.appearance;
  const plotW = model.plotWidth;
  for (let pane = 1; pane < model.paneRects.length; pane += 1) {
    const rect = model.paneRects[pane]!;
    const scale = model.paneScales[pane];
    // A separator's line is drawn in the pane's background colour band edge: the axis line's colour.
    painter.rect(0, rect.top, plotW, 1, palette.axisLine);
    if (!scale || model.panes[pane]!.collapsed || rect.height <= 0) continue;
    if (showGrid)
      for (const value of priceAxisTicks(scale).ticks) {
        const y = Math.round(priceToY(scale, value));
        if (y > rect.top) painter.rect(0, y, plotW, 1, palette.grid);
      }
    for (const study of model.studies)
      if (study.pane === pane && study.visible)
        for (const level of study.levels)
          paintDashes(
            painter,
            0,
            Math.round(priceToY(scale, level.value)),
            plotW,
            false,
            LEVEL_DASH,
            LEVEL_PERIOD,
            level.color,
          );
  }
}

/** Styles drawn as rectangles: a Pixi layer keeps its rectangles under its lines and bands, so they go first on both surfaces. */
const RECT_STYLES: ReadonlySet<StudyLine['style']> = new Set(['histogram', 'columns', 'dots']);

/**
 * Every visible indicator over the places of bars [from, to] (one more each side; `to` may be past the
 * last bar): its histograms, columns and dots, then its fills, then its lines.
 */
export function paintStudies(model: ChartModel, painter: ChartPainter, from: number, to: number): void {
  const lines = model.data.indicators?.lines;
  if (!lines) return;
  model.studies.forEach((study, k) => {
    const scale = studyScale(model, study);
    const values = lines[k];
    if (!scale || !values) return;
    const paint = (rects: boolean) =>
      study.lines.forEach((line, l) => {
        if (line.visible && values[l] && RECT_STYLES.has(line.style) === rects)
          paintStudyLine(model, painter, scale, values[l], line, from, to);
      });
    paint(true);
    for (const fill of study.fills) {
      const a = study.lines[fill.a]!;
      const b = study.lines[fill.b]!;
      if (a.visible && b.visible && a.shift === b.shift)
        paintFill(model, painter, scale, values[fill.a]!, values[fill.b]!, a.shift, from, to, fill);
    }
    paint(false);
  });
}

/** Each compared coin's line over the price, scaled as the last fit placed it (chart-compare.ts). */
export function paintCompares(model: ChartModel, painter: ChartPainter, from: number, to: number): void {
  model.compares.forEach((line, k) => {
    const values = model.data.compares[k];
    const factor = model.compareScalings[k]?.factor ?? Number.NaN;
    if (values && Number.isFinite(factor))
      paintStudyLine(model, painter, model.prices, values, line, from, to, factor);
  });
}

/**
 * Bars whose points are drawn at places [from - 1, to + 1] for a line shifted by `shift`, within the
 * series (`to` may be past the last bar: the room right of it).
 */
function drawnBars(model: ChartModel, shift: number, from: number, to: number): [number, number] {
  return [Math.max(0, from - 1 - shift), Math.min(model.data.length - 1, to + 1 - shift)];
}

function paintStudyLine(
  model: ChartModel,
  painter: ChartPainter,
  scale: PriceScale,
  values: Float64Array,
  line: StudyLine,
  from: number,
  to: number,
  /** A line's values are drawn times this (a compared coin's, scaled to the chart's price). */
  factor = 1,
): void {
  const [first, last] = drawnBars(model, line.shift, from, to);
  if (first > last) return;
  const spacing = model.scale.barSpacing;
  const x = (i: number) => indexToX(model.scale, i + line.shift);
  switch (line.style) {
    case 'line':
    case 'step': {
      const step = line.style === 'step';
      // A run of defined values is one polyline; a NaN (no value there) ends it.
      let open = false;
      for (let i = first; i <= last; i += 1) {
        const y = priceToY(scale, values[i]! * factor) + 0.5;
        // No value there, or none a log scale can place (0 or below).
        if (!Number.isFinite(y)) {
          if (open) painter.endLine(line.color, line.width);
          open = false;
          continue;
        }
        if (!open) {
          painter.beginLine((last - i + 1) * (step ? 2 : 1));
          open = true;
        } else if (step) painter.linePoint(x(i) + 0.5, priceToY(scale, values[i - 1]! * factor) + 0.5);
        painter.linePoint(x(i) + 0.5, y);
      }
      if (open) painter.endLine(line.color, line.width);
      return;
    }
    case 'histogram': {
      const zero = Math.round(priceToY(scale, 0));
      // Bars from zero have no foot on a log scale.
      if (!Number.isFinite(zero)) return;
      const width = Math.max(1, Math.floor(spacing * 0.5));
      for (let i = first; i <= last; i += 1) {
        const y = Math.round(priceToY(scale, values[i]!));
        if (!Number.isFinite(y)) continue;
        painter.rect(
          Math.round(x(i)) - Math.floor(width / 2),
          Math.min(y, zero),
          width,
          Math.max(1, Math.abs(zero - y)),
          line.color,
          HISTOGRAM_ALPHA,
        );
      }
      return;
    }
    case 'columns': {
      const { open, close } = model.data.series;
      const { up, down } = model.palette;
      const base = Math.round(priceToY(scale, 0));
      if (!Number.isFinite(base)) return;
      const width = Math.max(1, Math.floor(spacing * 0.7));
      for (let i = first; i <= last; i += 1) {
        const y = Math.round(priceToY(scale, values[i]!));
        if (!Number.isFinite(y)) continue;
        const tint = close[i]! >= open[i]! ? up : down;
        painter.rect(
          Math.round(x(i)) - Math.floor(width / 2),
          Math.min(y, base),
          width,
          Math.max(1, Math.abs(base - y)),
          tint,
          COLUMNS_ALPHA,
        );
      }
      return;
    }
    case 'dots': {
      const size = line.width + 1;
      const half = Math.floor(size / 2);
      for (let i = first; i <= last; i += 1) {
        const y = Math.round(priceToY(scale, values[i]!));
        if (!Number.isFinite(y)) continue;
        painter.rect(Math.round(x(i)) - half, y - half, size, size, line.color);
      }
    }
  }
}

/** The band between two lines, in the fill's colour where a is above b and its other one where b is. */
function paintFill(
  model: ChartModel,
  painter: ChartPainter,
  scale: PriceScale,
  a: Float64Array,
  b: Float64Array,
  shift: number,
  from: number,
  to: number,
  fill: ChartStudy['fills'][number],
): void {
  const [first, last] = drawnBars(model, shift, from, to);
  // A run ends where a value is missing or the lines cross (the colour changes there).
  let runAbove: boolean | null = null;
  let points = 0;
  const end = () => {
    if (runAbove !== null) painter.endBand(runAbove ? fill.color : fill.colorBelow, FILL_ALPHA);
    runAbove = null;
    points = 0;
  };
  for (let i = first; i <= last; i += 1) {
    const va = a[i]!;
    const vb = b[i]!;
    const ya = priceToY(scale, va);
    const yb = priceToY(scale, vb);
    // No value there, or none a log scale can place.
    if (!Number.isFinite(ya) || !Number.isFinite(yb)) {
      end();
      continue;
    }
    const above = va >= vb;
    const x = indexToX(model.scale, i + shift) + 0.5;
    if (runAbove !== null && above !== runAbove) {
      // Where they cross, both runs meet at the crossing's x, between the two bars.
      const pa = a[i - 1]!;
      const pb = b[i - 1]!;
      const t = (pa - pb) / (pa - pb - (va - vb));
      const xc = indexToX(model.scale, i - 1 + t + shift) + 0.5;
      const yc = priceToY(scale, pa + t * (va - pa));
      painter.bandPoint(xc, yc, yc);
      end();
      painter.beginBand(last - i + 2);
      painter.bandPoint(xc, yc, yc);
      runAbove = above;
      points = 1;
    } else if (runAbove === null) {
      painter.beginBand(last - i + 1);
      runAbove = above;
    }
    painter.bandPoint(x, ya, yb);
    points += 1;
  }
  if (points > 0) end();
}
