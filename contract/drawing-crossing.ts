/**
 * What an alert on a drawing asks of it: the price one of its lines stands at at a time, and whether the
 * price crossed that line between two trades — pure functions of (time, price), with no scale, bars or
 * screen, so that the chart (which draws the lines: src/render/chart/drawing-tools.ts) and the exchange
 * (which keeps and evaluates the alerts) read a drawing alike.
 *
 * Conventions:
 * - A line runs straight in time and price between its anchors (as a linear chart with no missing bar
 *   draws it), and on beyond them where it is extended (a ray beyond anchor 1, an extended line both ways,
 *   and as the style's extendLeft / extendRight say); a horizontal ray from its anchor's time on.
 * - A parallel channel has two edges (DRAWING_LINES): line 0 through anchors 0 and 1, and line 1, the
 *   same line moved by a constant price, c.price − line 0's price at c.time for the third anchor c (the
 *   chart moves it by a constant height on screen: the same on a linear price scale). Both reach as line 0
 *   does (its extensions). The dashed middle line is not an edge and takes no alert.
 */
import type { Drawing, DrawingTool } from './drawings';

/** The tools an alert may be set on: a horizontal line or ray, the trend lines and a channel's edges. */
export const ALERT_TOOLS: readonly DrawingTool[] = [
  'horizontalLine',
  'horizontalRay',
  'trendLine',
  'ray',
  'extendedLine',
  'parallelChannel',
];

/** How many lines of each tool of ALERT_TOOLS an alert may be set on (numbered from 0). */
export const DRAWING_LINES: Readonly<Partial<Record<DrawingTool, number>>> = {
  horizontalLine: 1,
  horizontalRay: 1,
  trendLine: 1,
  ray: 1,
  extendedLine: 1,
  parallelChannel: 2,
};

type AlertDrawing = Pick<Drawing, 'tool' | 'anchors' | 'style'>;

/**
 * Whether a line tool's line goes on beyond anchor 0 and beyond anchor 1: as its style says, and always
 * beyond anchor 1 for a ray, both ways for an extended line.
 */
export function lineExtension(drawing: Pick<Drawing, 'tool' | 'style'>): { start: boolean; end: boolean } {
  const { tool, style } = drawing;
  return {
    start: style.extendLeft || tool === 'extendedLine',
    end: style.extendRight || tool === 'ray' || tool === 'extendedLine',
  };
}

/** The price of the line through a and b at `time`, however far (no extension looked at). */
function priceOnLine(a: Drawing['anchors'][number], b: Drawing['anchors'][number], time: number): number {
  return a.price + ((time - a.time) / (b.time - a.time)) * (b.price - a.price);
}

/**
 * The price `drawing`'s line number `line` (DRAWING_LINES) stands at at `time` (unix seconds); null where
 * the line does not reach that time (before a ray's start, beyond an end not extended), for a vertical
 * trend line or channel, a line the tool does not have, or a tool that is not in ALERT_TOOLS.
 */
export function drawingPriceAt(drawing: AlertDrawing, time: number, line = 0): number | null {
  const [a, b, c] = drawing.anchors;
  if (!a || !Number.isInteger(line) || line < 0 || line >= (DRAWING_LINES[drawing.tool] ?? 0)) return null;
  switch (drawing.tool) {
    case 'horizontalLine':
      return a.price;
    case 'horizontalRay':
      return time >= a.time ? a.price : null;
    case 'trendLine':
    case 'ray':
    case 'extendedLine':
    case 'parallelChannel': {
      if (!b || b.time === a.time) return null;
      const t = (time - a.time) / (b.time - a.time);
      const extension = lineExtension(drawing);
      if ((t < 0 && !extension.start) || (t > 1 && !extension.end)) return null;
      if (line === 0) return priceOnLine(a, b, time);
      return c ? priceOnLine(a, b, time) + c.price - priceOnLine(a, b, c.time) : null;
    }
    default:
      return null;
  }
}

/**
 * Whether the price moving from `from` to `to` (two trades, by time) crossed the drawing's line number
 * `line`: it was strictly on one side at `from`'s time and on the other side, or on the line, at `to`'s.
 * A price that stays on the line does not cross it again. False where the line does not reach either time.
 * The direction (up: from below; down: from above) is `drawingCrossingSide`'s.
 */
export function drawingCrossing(
  drawing: AlertDrawing,
  from: { time: number; price: number },
  to: { time: number; price: number },
  line = 0,
): boolean {
  return drawingCrossingSide(drawing, from, to, line) !== null;
}

/**
 * Which way the price crossed the drawing's line between two trades (drawingCrossing's rule): 'up' from
 * strictly below to on or above it, 'down' from strictly above to on or below it; null when it did not.
 */
export function drawingCrossingSide(
  drawing: AlertDrawing,
  from: { time: number; price: number },
  to: { time: number; price: number },
  line = 0,
): 'up' | 'down' | null {
  const before = drawingPriceAt(drawing, from.time, line);
  const after = drawingPriceAt(drawing, to.time, line);
  if (before === null || after === null) return null;
  return crossingSide(from.price - before, to.price - after);
}

/**
 * Which way a line crossed its level, given how far it stood past the level before and after (line −
 * level): 'up' from strictly below to on or above, 'down' from strictly above to on or below, null
 * otherwise — so a line that stays on its level, or leaves it, does not cross it. The one crossing rule of
 * the drawings' and the alerts' tests (alert-rules.ts).
 */
export function crossingSide(was: number, is: number): 'up' | 'down' | null {
  if (was < 0 && is >= 0) return 'up';
  if (was > 0 && is <= 0) return 'down';
  return null;
}
