/**
 * What an alert on a drawing asks of it: the price its line stands at at a time, and whether the price
 * crossed it between two ticks — pure functions of (time, price), with no scale, bars or screen, so that
 * whoever evaluates alerts (the page, or the exchange, which keeps them) reads a drawing as the chart draws
 * it. A line runs straight in time and price between its anchors (as a linear chart with no missing bar
 * draws it), and on beyond them where it is extended (a ray beyond anchor 1, an extended line both ways,
 * and as the style's extendLeft / extendRight say); a horizontal ray from its anchor's time on.
 */
import type { Drawing, DrawingTool } from '../../../contract/drawings';

/** The tools an alert may be set on: a horizontal line or ray, and the trend lines. */
export const ALERT_TOOLS: readonly DrawingTool[] = [
  'horizontalLine',
  'horizontalRay',
  'trendLine',
  'ray',
  'extendedLine',
];

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

/**
 * The price `drawing`'s line stands at at `time` (unix seconds); null where the line does not reach that
 * time (before a ray's start, beyond an end not extended), for a vertical trend line, or a tool that is
 * not in ALERT_TOOLS.
 */
export function drawingPriceAt(drawing: AlertDrawing, time: number): number | null {
  const [a, b] = drawing.anchors;
  if (!a) return null;
  switch (drawing.tool) {
    case 'horizontalLine':
      return a.price;
    case 'horizontalRay':
      return time >= a.time ? a.price : null;
    case 'trendLine':
    case 'ray':
    case 'extendedLine': {
      if (!b || b.time === a.time) return null;
      const t = (time - a.time) / (b.time - a.time);
      const extension = lineExtension(drawing);
      if ((t < 0 && !extension.start) || (t > 1 && !extension.end)) return null;
      return a.price + t * (b.price - a.price);
    }
    default:
      return null;
  }
}

/**
 * Whether the price moving from `from` to `to` (two ticks, by time) crossed the drawing's line: it was
 * strictly on one side at `from`'s time and on the other side, or on the line, at `to`'s. A price that stays
 * on the line does not cross it again. False where the line does not reach either time.
 */
export function drawingCrossing(
  drawing: AlertDrawing,
  from: { time: number; price: number },
  to: { time: number; price: number },
): boolean {
  const before = drawingPriceAt(drawing, from.time);
  const after = drawingPriceAt(drawing, to.time);
  if (before === null || after === null) return false;
  const was = from.price - before;
  const is = to.price - after;
  return (was < 0 && is >= 0) || (was > 0 && is <= 0);
}
