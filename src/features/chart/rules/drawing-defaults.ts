/**
 * A new drawing's style, tool by tool, as TradingView starts them: a 2-px solid line in the drawing
 * blue; areas (rectangle, channel, measures, Fibonacci bands) filled in their line's colour; Fibonacci
 * tools with the standard levels; a text note with the page's word for "Text" until the trader writes one.
 * The member's style choices later go per drawing (the style dialog).
 */
import {
  DEFAULT_FIB_LEVELS,
  type Drawing,
  type DrawingAnchor,
  type DrawingStyle,
  type DrawingTool,
} from '../../../../contract/drawings';
import type { CoinKey } from '../../../../contract/markets';

export const DRAWING_COLOUR = '#2962ff';

/** Tools whose shapes enclose an area that a fill shows. */
export const FILLED_TOOLS: ReadonlySet<DrawingTool> = new Set([
  'rectangle',
  'parallelChannel',
  'priceRange',
  'dateRange',
  'fibRetracement',
  'fibExtension',
]);

export function defaultDrawingStyle(tool: DrawingTool, noteText: string): DrawingStyle {
  const fib = tool === 'fibRetracement' || tool === 'fibExtension';
  return {
    color: DRAWING_COLOUR,
    width: fib ? 1 : 2,
    dash: 'solid',
    extendLeft: false,
    extendRight: false,
    fill: FILLED_TOOLS.has(tool) ? DRAWING_COLOUR : null,
    text: tool === 'textNote' ? noteText : '',
    ...(fib && { levels: DEFAULT_FIB_LEVELS.map((level) => ({ ...level })) }),
  };
}

/** A drawing just placed, not yet stored (version 0: the exchange has none of it). */
export function newDrawing(
  id: string,
  coin: CoinKey,
  tool: DrawingTool,
  anchors: readonly DrawingAnchor[],
  noteText: string,
): Drawing {
  return {
    id,
    coin,
    tool,
    anchors: anchors.map(({ time, price }) => ({ time, price })),
    style: defaultDrawingStyle(tool, noteText),
    locked: false,
    hidden: false,
    version: 0,
    updatedAt: 0,
  };
}
