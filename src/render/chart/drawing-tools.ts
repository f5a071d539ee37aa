/**
 * What each drawing tool draws, as plain shapes in px of the plot — lines (width and dash), fills, labels and
 * the anchors' handles — from its anchors and style, clipped to the price pane's plot; and what a pointer
 * touches among them. The lines layer paints these shapes (drawing-painting.ts) and the controller
 * hit-tests the same ones, so what is drawn is what is grabbed. No Pixi, no DOM.
 *
 * Conventions, per tool:
 * - A line's extendLeft goes on beyond anchor 0 and extendRight beyond anchor 1 to the plot's edge (for a
 *   line drawn left to right, as lines are, the screen's left and right). A ray always goes on beyond
 *   anchor 1 (contract/drawings.ts: a ray is a trend line extended right), an extended line both ways.
 *   A rectangle's and the Fibonacci tools' extensions are the screen's left and right.
 * - Fibonacci retracement (TradingView's): level v stands at price p1 + (p0 − p1) × v, so 0 is the second
 *   anchor (where the move ended), 1 the first (where it started), 0.5 half way back, and 1.618 beyond the
 *   start; its levels run between the anchors' times.
 * - Fibonacci extension (trend-based): level v stands at p2 + (p1 − p0) × v — the first move's height
 *   projected from the third anchor; its levels run from the third anchor's time over the move's width.
 * - Parallel channel: the second line is the first moved by where the third anchor stands off it (up or
 *   down on screen; sideways when the first line is vertical), with a dashed middle line between them.
 * - Measures and the info line write the change from anchor 0 to anchor 1: price (and percent of anchor
 *   0's), bars (signed) and time span.
 */
import {
  DEFAULT_FIB_LEVELS,
  type Drawing,
  type DrawingDash,
  type FibLevel,
} from '../../../contract/drawings';
import { lineExtension } from '../../../contract/drawing-crossing';
import { formatSignedNumber } from '../../lib/format';
import { priceToY } from './chart-layout';
import { colourNumber } from './chart-studies';
import {
  anchorPoint,
  clipLine,
  segmentDistance,
  timeToIndex,
  type DrawingView,
  type PlotPoint,
  type Segment,
} from './drawing-geometry';

/** What the lines layer draws of a drawing: the stored one, or the one being drawn (its anchors so far). */
export type DrawingSketch = Pick<Drawing, 'tool' | 'anchors' | 'style'>;

export interface ShapeLine {
  /** x, y pairs, px of the plot. */
  points: number[];
  color: number;
  width: number;
  dash: DrawingDash;
}

export type ShapeFill =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; color: number; alpha: number }
  /** x, yA, yB triples in order of x (chart-painter.ts's band). */
  | { kind: 'band'; points: number[]; color: number; alpha: number };

/** A line of text and the box it takes, px of the plot. */
export interface ShapeLabel {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The text's colour, drawn on the plot; null: drawn in a box of the palette's label colours. */
  color: number | null;
}

/** A drawing as drawn: under each other, fills, lines, labels; `handles` are its anchors' points. */
export interface DrawingShapes {
  /** The drawing's own colour (its style's), which its handles are drawn in. */
  color: number;
  fills: ShapeFill[];
  lines: ShapeLine[];
  labels: ShapeLabel[];
  handles: PlotPoint[];
}

/** The words of the measures' texts, in the page's language (the chart feature's drawing-texts.ts). */
export interface DrawingTexts {
  bars(count: number): string;
  days(count: number): string;
  hours(count: number): string;
  minutes(count: number): string;
}

/** How a drawing's texts are written and measured. */
export interface DrawingFormat {
  /** Decimals of a price label at `price` (the market's tick). */
  priceDecimals(price: number): number;
  /** `price` written at its decimals. */
  price(price: number): string;
  /** Px width of `text` in the chart's font. */
  measure(text: string): number;
  /** Null until the page gives its words: the measures then write only their prices. */
  texts: DrawingTexts | null;
}

/** Alpha of a drawing's fill (rectangle, channel, measures) over the chart. */
export const DRAWING_FILL_ALPHA = 0.2;
/** Alpha of the Fibonacci tools' bands between levels, each in its level's colour. */
export const FIB_FILL_ALPHA = 0.12;
/** Height of a label's box, px; its text is padded LABEL_PADDING each side. */
export const LABEL_HEIGHT = 18;
export const LABEL_PADDING = 5;
/** Px between a note's lines of text. */
export const NOTE_LINE_HEIGHT = 15;
/** Px between a label and what it names (an anchor, a box's edge, a line). */
const LABEL_GAP = 4;
/** An arrow head's wings, px along the line at 30° to it; longer for a wider line. */
const ARROW_HEAD_PX = 8;
const ARROW_HEAD_ANGLE = Math.PI / 6;

/** A pointer this close to a drawing's line (px, beyond its half width) touches it. */
export const HIT_TOLERANCE_PX = 4;
/** Side of an anchor's handle, px: a pointer within its half and HIT_TOLERANCE_PX of the anchor grabs it. */
export const HANDLE_SIZE_PX = 9;

/** How far a line tool's line reaches: t ∈ [from, to] along anchor 0 → anchor 1 (lineExtension). */
function lineReach(sketch: DrawingSketch): [number, number] {
  const { start, end } = lineExtension(sketch);
  return [start ? -Infinity : 0, end ? Infinity : 1];
}

/** Builds one drawing's shapes. */
class ShapeBuilder {
  readonly shapes: DrawingShapes;
  readonly color: number;

  constructor(
    readonly view: DrawingView,
    readonly format: DrawingFormat,
    readonly sketch: DrawingSketch,
  ) {
    this.color = colourNumber(sketch.style.color) ?? 0;
    this.shapes = { color: this.color, fills: [], lines: [], labels: [], handles: [] };
  }

  get fill(): number | null {
    const fill = this.sketch.style.fill;
    return fill === null ? null : (colourNumber(fill) ?? this.color);
  }

  /** The segment, if any of it is in the plot; answers what was drawn. */
  segment(
    a: PlotPoint,
    b: PlotPoint,
    from = 0,
    to = 1,
    color = this.color,
    dash = this.sketch.style.dash,
    width: number = this.sketch.style.width,
  ): Segment | null {
    const piece = clipLine(this.view, a, b, from, to);
    if (piece)
      this.shapes.lines.push({ points: [piece.x1, piece.y1, piece.x2, piece.y2], color, width, dash });
    return piece;
  }

  /** A horizontal line at y over [left, right] (clipped), in the style's width and dash. */
  horizontal(y: number, left: number, right: number, color = this.color): Segment | null {
    return this.segment({ x: left, y }, { x: right, y }, 0, 1, color);
  }

  /** The axis-aligned rectangle [x1, x2] × [y1, y2] filled, clipped to the plot. */
  rectFill(x1: number, y1: number, x2: number, y2: number, color: number, alpha: number): void {
    const left = Math.max(0, Math.min(x1, x2));
    const right = Math.min(this.view.width, Math.max(x1, x2));
    const top = Math.max(0, Math.min(y1, y2));
    const bottom = Math.min(this.view.height, Math.max(y1, y2));
    if (right > left && bottom > top)
      this.shapes.fills.push({
        kind: 'rect',
        x: left,
        y: top,
        width: right - left,
        height: bottom - top,
        color,
        alpha,
      });
  }

  /**
   * A label of `text` whose point (anchorX, anchorY), in parts of its box, stands at (x, y); slid into the
   * plot where it is partly out, left out where it is wholly out.
   */
  label(text: string, x: number, y: number, anchorX: number, anchorY: number, color: number | null): void {
    if (text === '') return;
    const width = Math.ceil(this.format.measure(text)) + (color === null ? 2 * LABEL_PADDING : 0);
    const height = color === null ? LABEL_HEIGHT : NOTE_LINE_HEIGHT;
    let left = x - anchorX * width;
    let top = y - anchorY * height;
    const { width: plotW, height: plotH } = this.view;
    if (left >= plotW || left + width <= 0 || top >= plotH || top + height <= 0) return;
    left = Math.max(0, Math.min(plotW - width, left));
    top = Math.max(0, Math.min(plotH - height, top));
    this.shapes.labels.push({ text, x: left, y: top, width, height, color });
  }

  /** The style's text above the middle of a drawn segment (a line's own label). */
  lineText(piece: Segment | null): void {
    if (!piece) return;
    const x = (piece.x1 + piece.x2) / 2;
    const y = (piece.y1 + piece.y2) / 2;
    this.label(this.sketch.style.text, x, y - LABEL_GAP, 0.5, 1, this.color);
  }

  /** An arrow's head at `tip`, pointing away from `from`: two wings as one polyline, solid. */
  arrowHead(from: PlotPoint, tip: PlotPoint): void {
    const { width, height } = this.view;
    if (!(tip.x >= 0 && tip.x <= width && tip.y >= 0 && tip.y <= height)) return;
    if (from.x === tip.x && from.y === tip.y) return;
    const angle = Math.atan2(from.y - tip.y, from.x - tip.x);
    const size = ARROW_HEAD_PX + 2 * this.sketch.style.width;
    const wing = (turn: number) => [
      tip.x + size * Math.cos(angle + turn),
      tip.y + size * Math.sin(angle + turn),
    ];
    this.shapes.lines.push({
      points: [...wing(ARROW_HEAD_ANGLE), tip.x, tip.y, ...wing(-ARROW_HEAD_ANGLE)],
      color: this.color,
      width: this.sketch.style.width,
      dash: 'solid',
    });
  }

  /** A price change from `from` to `to`, signed, at `from`'s decimals, and in percent of `from`. */
  priceChange(from: number, to: number): string {
    const decimals = this.format.priceDecimals(from);
    const change = formatSignedNumber(to - from, decimals);
    return from === 0 ? change : `${change} (${formatSignedNumber(((to - from) / from) * 100, 2)}%)`;
  }

  /** Bars and time span from anchor 0 to anchor 1 ("25 bars, 1d 2h"); '' until the page gives its words. */
  barsAndSpan(): string {
    const texts = this.format.texts;
    const [a, b] = this.sketch.anchors;
    if (!texts || !a || !b) return '';
    const { time, length, intervalSec } = this.view;
    const bars = Math.round(
      timeToIndex(time, length, intervalSec, b.time) - timeToIndex(time, length, intervalSec, a.time),
    );
    return `${texts.bars(bars)}, ${spanText(b.time - a.time, texts)}`;
  }
}

/** A time span in its two largest units ("1d 2h", "45m"), with a minus sign when it runs backwards. */
export function spanText(seconds: number, texts: DrawingTexts): string {
  const total = Math.round(Math.abs(seconds) / 60);
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  let text: string;
  if (days > 0) text = hours > 0 ? `${texts.days(days)} ${texts.hours(hours)}` : texts.days(days);
  else if (hours > 0)
    text = minutes > 0 ? `${texts.hours(hours)} ${texts.minutes(minutes)}` : texts.hours(hours);
  else text = texts.minutes(minutes);
  return seconds < 0 && total > 0 ? `-${text}` : text;
}

/** The price Fibonacci level `value` stands at (the conventions above), from the anchors' prices. */
export function fibLevelPrice(sketch: DrawingSketch, value: number): number {
  const [a, b, c] = sketch.anchors;
  if (sketch.tool === 'fibExtension') return c!.price + (b!.price - a!.price) * value;
  return b!.price + (a!.price - b!.price) * value;
}

/** A Fibonacci tool's levels, drawn ones only, in order of value. */
function fibLevels(sketch: DrawingSketch): FibLevel[] {
  return (sketch.style.levels ?? DEFAULT_FIB_LEVELS)
    .filter((level) => level.visible && Number.isFinite(level.value))
    .sort((a, b) => a.value - b.value);
}

/** The shapes of a drawing (or the one being drawn: what its anchors so far make) on `view`. */
export function drawingShapes(
  sketch: DrawingSketch,
  view: DrawingView,
  format: DrawingFormat,
): DrawingShapes {
  const build = new ShapeBuilder(view, format, sketch);
  if (view.length === 0) return build.shapes;
  const points = sketch.anchors.map((anchor) => anchorPoint(view, anchor));
  build.shapes.handles = points;
  if (!wideOfPlot(sketch, points, view, format)) TOOL_SHAPES[sketch.tool](build, points);
  return build.shapes;
}

/** The tools drawn across the whole plot whatever their anchor's time. */
const ACROSS_TOOLS: ReadonlySet<Drawing['tool']> = new Set(['horizontalLine', 'horizontalRay', 'crossLine']);

/**
 * Whether every anchor of a drawing that reaches no further than its anchors stands off one side of the
 * plot by more than the plot's width and its own text's: then nothing of it can show (its labels stand by
 * its anchors: the measures' and levels' are short, a note's as wide as its text), and its shapes are not
 * built — what a pan over a coin's many drawings saves.
 */
function wideOfPlot(
  sketch: DrawingSketch,
  points: readonly PlotPoint[],
  view: DrawingView,
  format: DrawingFormat,
): boolean {
  if (ACROSS_TOOLS.has(sketch.tool)) return false;
  const { start, end } = lineExtension(sketch);
  if (start || end) return false;
  let left = Infinity;
  let right = -Infinity;
  for (const { x } of points) {
    if (!Number.isFinite(x)) return false;
    left = Math.min(left, x);
    right = Math.max(right, x);
  }
  let reach = view.width;
  if (sketch.style.text !== '')
    for (const row of sketch.style.text.split('\n'))
      reach = Math.max(reach, format.measure(row) + view.width);
  return right < -reach || left > view.width + reach;
}

type ToolShapes = (build: ShapeBuilder, points: readonly PlotPoint[]) => void;

const lineShapes: ToolShapes = (build, [a, b]) => {
  if (!a || !b) return;
  const [from, to] = lineReach(build.sketch);
  build.lineText(build.segment(a, b, from, to));
};

const infoLineShapes: ToolShapes = (build, points) => {
  lineShapes(build, points);
  const [a, b] = points;
  const [first, second] = build.sketch.anchors;
  if (!a || !b || !first || !second) return;
  // The texts by the end, on the side the line leaves open: above a rising line's end, below a falling one's.
  const rows = [build.priceChange(first.price, second.price), build.barsAndSpan()].filter(
    (row) => row !== '',
  );
  const down = b.y >= a.y;
  rows.forEach((row, i) => {
    const offset = down ? LABEL_GAP + i * LABEL_HEIGHT : -LABEL_GAP - (rows.length - i) * LABEL_HEIGHT;
    build.label(row, b.x + LABEL_GAP, b.y + offset, 0, 0, null);
  });
};

const arrowShapes: ToolShapes = (build, [a, b]) => {
  if (!a || !b) return;
  build.lineText(build.segment(a, b));
  build.arrowHead(a, b);
};

const horizontalShapes =
  (ray: boolean): ToolShapes =>
  (build, [a]) => {
    if (!a) return;
    build.lineText(build.horizontal(a.y, ray ? a.x : 0, build.view.width));
  };

const verticalShapes: ToolShapes = (build, [a]) => {
  if (!a) return;
  build.lineText(build.segment({ x: a.x, y: 0 }, { x: a.x, y: build.view.height }));
};

const crossShapes: ToolShapes = (build, points) => {
  horizontalShapes(false)(build, points);
  verticalShapes(build, points);
};

const channelShapes: ToolShapes = (build, [a, b, c]) => {
  if (!a || !b) return;
  const [from, to] = lineReach(build.sketch);
  build.lineText(build.segment(a, b, from, to));
  if (!c) return;
  const vertical = a.x === b.x;
  // Where the third anchor stands off the first line: up or down, sideways for a vertical line.
  const off = vertical
    ? { x: c.x - a.x, y: 0 }
    : { x: 0, y: c.y - (a.y + ((c.x - a.x) * (b.y - a.y)) / (b.x - a.x)) };
  const moved = (p: PlotPoint, share: number) => ({ x: p.x + off.x * share, y: p.y + off.y * share });
  build.segment(moved(a, 1), moved(b, 1), from, to);
  build.segment(moved(a, 0.5), moved(b, 0.5), from, to, build.color, 'dashed', 1);
  const fill = build.fill;
  if (fill !== null && !vertical) channelBand(build, a, b, off.y, from, to, fill);
};

/**
 * The band between a channel's lines, clipped to the plot: its ends and every x where either line crosses
 * the plot's top or bottom, so that between two points both clamped lines are straight.
 */
function channelBand(
  build: ShapeBuilder,
  a: PlotPoint,
  b: PlotPoint,
  offset: number,
  from: number,
  to: number,
  color: number,
): void {
  const { width, height } = build.view;
  const slope = (b.y - a.y) / (b.x - a.x);
  const ends = [a.x + from * (b.x - a.x), a.x + to * (b.x - a.x)];
  const left = Math.max(0, Math.min(...ends));
  const right = Math.min(width, Math.max(...ends));
  if (!(right > left)) return;
  const lineA = (x: number) => a.y + (x - a.x) * slope;
  const xs = [left, right];
  if (slope !== 0)
    for (const y of [0, height])
      for (const shift of [0, offset]) {
        const x = a.x + (y - shift - a.y) / slope;
        if (x > left && x < right) xs.push(x);
      }
  xs.sort((p, q) => p - q);
  const clamp = (y: number) => Math.max(0, Math.min(height, y));
  const points: number[] = [];
  for (const x of xs) points.push(x, clamp(lineA(x)), clamp(lineA(x) + offset));
  build.shapes.fills.push({ kind: 'band', points, color, alpha: DRAWING_FILL_ALPHA });
}

const rectangleShapes: ToolShapes = (build, [a, b]) => {
  if (!a || !b) return;
  const { extendLeft, extendRight } = build.sketch.style;
  const left = extendLeft ? 0 : Math.min(a.x, b.x);
  const right = extendRight ? build.view.width : Math.max(a.x, b.x);
  const top = Math.min(a.y, b.y);
  const bottom = Math.max(a.y, b.y);
  const fill = build.fill;
  if (fill !== null) build.rectFill(left, top, right, bottom, fill, DRAWING_FILL_ALPHA);
  build.horizontal(top, left, right);
  build.horizontal(bottom, left, right);
  if (!extendLeft) build.segment({ x: left, y: top }, { x: left, y: bottom });
  if (!extendRight) build.segment({ x: right, y: top }, { x: right, y: bottom });
  build.label(build.sketch.style.text, (left + right) / 2, (top + bottom) / 2, 0.5, 0.5, build.color);
};

/** A measure's box between the anchors, filled, its arrow from anchor 0 towards anchor 1 across its middle. */
const measureShapes =
  (vertical: boolean): ToolShapes =>
  (build, [a, b]) => {
    if (!a || !b) return;
    const [first, second] = build.sketch.anchors;
    build.rectFill(a.x, a.y, b.x, b.y, build.fill ?? build.color, DRAWING_FILL_ALPHA);
    const middle = vertical ? (a.x + b.x) / 2 : (a.y + b.y) / 2;
    const start = vertical ? { x: middle, y: a.y } : { x: a.x, y: middle };
    const end = vertical ? { x: middle, y: b.y } : { x: b.x, y: middle };
    build.segment(start, end);
    build.arrowHead(start, end);
    const text = vertical ? build.priceChange(first!.price, second!.price) : build.barsAndSpan();
    // Below the box, or above it where a price range ends at its top.
    const above = vertical && b.y < a.y;
    const edge = above ? Math.min(a.y, b.y) - LABEL_GAP : Math.max(a.y, b.y) + LABEL_GAP;
    build.label(text, (a.x + b.x) / 2, edge, 0.5, above ? 1 : 0, null);
  };

/** A Fibonacci tool's levels over [x1, x2] (extended per style), their labels, and the bands between them. */
function fibShapes(build: ShapeBuilder, x1: number, x2: number): void {
  const { style } = build.sketch;
  const left = style.extendLeft ? 0 : Math.min(x1, x2);
  const right = style.extendRight ? build.view.width : Math.max(x1, x2);
  const levels = fibLevels(build.sketch);
  const ys = levels.map((level) => priceToY(build.view.prices, fibLevelPrice(build.sketch, level.value)));
  if (style.fill !== null)
    for (let i = 1; i < levels.length; i += 1)
      build.rectFill(
        left,
        ys[i - 1]!,
        right,
        ys[i]!,
        colourNumber(levels[i]!.color) ?? build.color,
        FIB_FILL_ALPHA,
      );
  levels.forEach((level, i) => {
    const color = colourNumber(level.color) ?? build.color;
    if (!build.horizontal(ys[i]!, left, right, color)) return;
    const price = fibLevelPrice(build.sketch, level.value);
    const text = `${level.value} (${build.format.price(price)})`;
    build.label(text, Math.max(left, 0) + LABEL_GAP, ys[i]! - 1, 0, 1, color);
  });
}

const fibRetracementShapes: ToolShapes = (build, [a, b]) => {
  if (!a || !b) return;
  build.segment(a, b, 0, 1, build.color, 'dashed', 1);
  fibShapes(build, a.x, b.x);
};

const fibExtensionShapes: ToolShapes = (build, [a, b, c]) => {
  if (!a || !b) return;
  build.segment(a, b, 0, 1, build.color, 'dashed', 1);
  if (!c) return;
  build.segment(b, c, 0, 1, build.color, 'dashed', 1);
  fibShapes(build, c.x, c.x + (b.x - a.x));
};

const textNoteShapes: ToolShapes = (build, [a]) => {
  if (!a) return;
  build.sketch.style.text.split('\n').forEach((row, i) => {
    build.label(row, a.x, a.y + i * NOTE_LINE_HEIGHT, 0, 0, build.color);
  });
};

const priceNoteShapes: ToolShapes = (build, [a]) => {
  const [anchor] = build.sketch.anchors;
  if (!a || !anchor) return;
  const { text } = build.sketch.style;
  const price = build.format.price(anchor.price);
  const x = a.x + 2 * LABEL_GAP;
  build.segment(a, { x, y: a.y });
  build.label(text === '' ? price : `${text} ${price}`, x, a.y, 0, 0.5, null);
};

const TOOL_SHAPES: Readonly<Record<Drawing['tool'], ToolShapes>> = {
  trendLine: lineShapes,
  ray: lineShapes,
  extendedLine: lineShapes,
  infoLine: infoLineShapes,
  arrow: arrowShapes,
  horizontalLine: horizontalShapes(false),
  horizontalRay: horizontalShapes(true),
  verticalLine: verticalShapes,
  crossLine: crossShapes,
  parallelChannel: channelShapes,
  rectangle: rectangleShapes,
  priceRange: measureShapes(true),
  dateRange: measureShapes(false),
  fibRetracement: fibRetracementShapes,
  fibExtension: fibExtensionShapes,
  textNote: textNoteShapes,
  priceNote: priceNoteShapes,
};

/** What a pointer touches of a drawing: one of its anchors' handles, or its body. */
export interface DrawingHit {
  id: string;
  /** The anchor whose handle is under the pointer; null for the body (a line, a label, a fill). */
  handle: number | null;
}

/** The anchor whose handle is under (x, y) (the nearest of those that are), or -1. */
function handleAt(shapes: DrawingShapes, x: number, y: number): number {
  const reach = HANDLE_SIZE_PX / 2 + HIT_TOLERANCE_PX;
  let found = -1;
  let nearest = Infinity;
  shapes.handles.forEach((point, i) => {
    const distance = Math.max(Math.abs(point.x - x), Math.abs(point.y - y));
    if (distance <= reach && distance < nearest) {
      found = i;
      nearest = distance;
    }
  });
  return found;
}

/** Whether (x, y) is on the drawing's body: near a line, in a label's box, inside a fill. */
function bodyAt(shapes: DrawingShapes, x: number, y: number): boolean {
  for (const line of shapes.lines) {
    const reach = HIT_TOLERANCE_PX + line.width / 2;
    const p = line.points;
    for (let i = 2; i < p.length; i += 2)
      if (segmentDistance(x, y, { x1: p[i - 2]!, y1: p[i - 1]!, x2: p[i]!, y2: p[i + 1]! }) <= reach)
        return true;
  }
  for (const label of shapes.labels)
    if (x >= label.x && x <= label.x + label.width && y >= label.y && y <= label.y + label.height)
      return true;
  return shapes.fills.some((fill) => (fill.kind === 'rect' ? inRect(fill, x, y) : inBand(fill.points, x, y)));
}

function inRect(
  rect: { x: number; y: number; width: number; height: number },
  x: number,
  y: number,
): boolean {
  return x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;
}

/** Whether (x, y) lies between a band's two lines (x, yA, yB triples in order of x). */
function inBand(points: readonly number[], x: number, y: number): boolean {
  for (let i = 3; i < points.length; i += 3) {
    const x0 = points[i - 3]!;
    const x1 = points[i]!;
    if (x < x0 || x > x1 || x1 === x0) continue;
    const t = (x - x0) / (x1 - x0);
    const a = points[i - 2]! + t * (points[i + 1]! - points[i - 2]!);
    const b = points[i - 1]! + t * (points[i + 2]! - points[i - 1]!);
    return y >= Math.min(a, b) && y <= Math.max(a, b);
  }
  return false;
}

/**
 * The drawing under plot point (x, y), and which part of it: a handle before a body, since an anchor is the
 * smaller target — the selected drawing's handles first (they are drawn over the rest), then every drawing's
 * from the topmost (the last drawn) down, then their bodies from the topmost down. Hidden drawings are never
 * hit; a point off the price pane's plot hits nothing.
 */
export function hitDrawing(
  drawings: readonly Drawing[],
  view: DrawingView,
  shapesOf: (drawing: Drawing) => DrawingShapes,
  x: number,
  y: number,
  selected: string | null = null,
): DrawingHit | null {
  if (!(x >= 0 && x <= view.width && y >= 0 && y <= view.height)) return null;
  const shown = drawings.filter((drawing) => !drawing.hidden);
  // Topmost first, the selected one before them all.
  const order = shown.reverse().sort((a, b) => Number(b.id === selected) - Number(a.id === selected));
  const shapes = order.map(shapesOf);
  for (let i = 0; i < order.length; i += 1) {
    const handle = handleAt(shapes[i]!, x, y);
    if (handle >= 0) return { id: order[i]!.id, handle };
  }
  const body = shapes.findIndex((each) => bodyAt(each, x, y));
  return body >= 0 ? { id: order[body]!.id, handle: null } : null;
}
