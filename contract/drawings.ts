/**
 * Chart drawings (trend lines, Fibonacci retracements, notes…): what a member draws on a coin's chart,
 * kept by the exchange per member and coin (not per interval: anchors are times and prices, so a drawing
 * stays where it belongs at every interval and scale) and published on the member's socket so that every
 * window shows a change at once. The app draws and edits them; the simulator stores them within these
 * limits and refuses a stale write (last write wins per drawing, by version).
 */
import type { CoinKey } from './markets';

/** Every tool, in the order the drawing toolbar offers them. */
export const DRAWING_TOOLS = [
  'trendLine',
  'ray',
  'extendedLine',
  'infoLine',
  'arrow',
  'horizontalLine',
  'horizontalRay',
  'verticalLine',
  'crossLine',
  'parallelChannel',
  'rectangle',
  'priceRange',
  'dateRange',
  'fibRetracement',
  'fibExtension',
  'textNote',
  'priceNote',
] as const;
export type DrawingTool = (typeof DRAWING_TOOLS)[number];

export function isDrawingTool(value: unknown): value is DrawingTool {
  return typeof value === 'string' && (DRAWING_TOOLS as readonly string[]).includes(value);
}

/** How many anchors each tool is drawn with (clicks on the chart). */
export const DRAWING_ANCHORS: Readonly<Record<DrawingTool, number>> = {
  trendLine: 2,
  ray: 2,
  extendedLine: 2,
  infoLine: 2,
  arrow: 2,
  horizontalLine: 1,
  horizontalRay: 1,
  verticalLine: 1,
  crossLine: 1,
  // Two for the first line, a third for the parallel's distance.
  parallelChannel: 3,
  rectangle: 2,
  priceRange: 2,
  dateRange: 2,
  fibRetracement: 2,
  // The trend (two anchors) and where the extension is measured from.
  fibExtension: 3,
  textNote: 1,
  priceNote: 1,
};

/** A point of a drawing: the bar's open time (unix seconds; between bars, a fraction of one) and a price. */
export interface DrawingAnchor {
  time: number;
  price: number;
}

export const DRAWING_DASHES = ['solid', 'dashed', 'dotted'] as const;
export type DrawingDash = (typeof DRAWING_DASHES)[number];

export const DRAWING_WIDTHS = [1, 2, 3, 4] as const;
export type DrawingWidth = (typeof DRAWING_WIDTHS)[number];

/** A Fibonacci level: its ratio (0, 0.236 … 1, 1.618, 2.618), its colour and whether it is drawn. */
export interface FibLevel {
  value: number;
  color: string;
  visible: boolean;
}

/** Fibonacci retracement's and extension's levels unless the member changed them. */
export const DEFAULT_FIB_LEVELS: readonly FibLevel[] = [
  { value: 0, color: '#787b86', visible: true },
  { value: 0.236, color: '#f23645', visible: true },
  { value: 0.382, color: '#ff9800', visible: true },
  { value: 0.5, color: '#4caf50', visible: true },
  { value: 0.618, color: '#089981', visible: true },
  { value: 0.786, color: '#00bcd4', visible: true },
  { value: 1, color: '#787b86', visible: true },
  { value: 1.618, color: '#2962ff', visible: true },
  { value: 2.618, color: '#f23645', visible: true },
];

export interface DrawingStyle {
  /** `#rrggbb`. */
  color: string;
  width: DrawingWidth;
  dash: DrawingDash;
  /** Lines beyond their anchors to the plot's edge (a ray is a trend line extended right). */
  extendLeft: boolean;
  extendRight: boolean;
  /** `#rrggbb` of the area's fill (rectangle, channel, measures, Fibonacci bands); null: none. */
  fill: string | null;
  /** A note's text, a line's label; '' for none. At most DRAWING_TEXT_MAX characters. */
  text: string;
  /** Fibonacci tools' levels; absent for the others. */
  levels?: FibLevel[];
}

/** A drawing as stored: `version` counts its writes (1 when created). */
export interface Drawing {
  /** Chosen by the app when it creates the drawing (a UUID), so a window can draw before the answer. */
  id: string;
  coin: CoinKey;
  tool: DrawingTool;
  anchors: DrawingAnchor[];
  style: DrawingStyle;
  locked: boolean;
  hidden: boolean;
  version: number;
  /** When it was last written (ms since epoch, the exchange's clock). */
  updatedAt: number;
}

/** Drawings one member keeps on one coin. */
export const DRAWINGS_PER_COIN_MAX = 300;
/** A drawing's JSON (as PUT carries it) at most this many bytes. */
export const DRAWING_MAX_BYTES = 4096;
/** A note's or label's characters. */
export const DRAWING_TEXT_MAX = 500;
/** Fibonacci levels a drawing carries. */
export const FIB_LEVELS_MAX = 24;
