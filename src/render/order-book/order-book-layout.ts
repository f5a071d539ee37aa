/**
 * The order book's rows, columns and colours, with no Pixi: the feature lays out its mirror and scroller
 * by them, and both of its drawings (order-book-scene.ts with Pixi, order-book-canvas.ts in 2D) place
 * their rows, bars and texts by them.
 */
import { COIN_LIST_THEME } from '../coin-list/coin-list-layout';

export const BOOK_ROW_HEIGHT = 20;
export const BOOK_FONT_SIZE = 12;
/** Between a column's right edge and its text's. */
const BOOK_PAD = 8;
/** The bars span the quantity column: this share of the row, from its right edge. */
const BAR_SPAN = 0.55;
export const BAR_ALPHA = 0.22;
export const BOOK_FLASH_ALPHA = 0.35;

/**
 * Right edges of the two columns as shares of the row's width (the header's columns match them). No
 * column of cumulative quantities, as on the large Korean exchanges' books: one level's change changes
 * every total behind it, which would be most of the book's redrawing (the Shift-pick still hands it over).
 */
export const BOOK_COLUMNS = { price: 0.45, quantity: 1 } as const;

/** Where a column's right-aligned text ends in a row `width` px wide. */
export function columnTextRight(width: number, column: keyof typeof BOOK_COLUMNS): number {
  return Math.round(width * BOOK_COLUMNS[column]) - BOOK_PAD;
}

/** The middle's flash covers the price column. */
export function flashWidth(width: number): number {
  return Math.round(width * BOOK_COLUMNS.price);
}

/** The longest bar in a row `width` px wide, px: the feature compares bars at whole pixels of it. */
export function longestBar(width: number): number {
  return Math.round(width * BAR_SPAN);
}

/** A bar of `share` (0–1) of the longest, whole px. */
export function barPixels(width: number, share: number): number {
  return Math.round(Math.max(0, Math.min(1, share)) * longestBar(width));
}

/** Whether row `row` shows in a view `height` px tall scrolled `scroll` px down the rows. */
export function rowInView(row: number, scroll: number, height: number): boolean {
  const y = row * BOOK_ROW_HEIGHT;
  return y + BOOK_ROW_HEIGHT > scroll && y < scroll + height;
}

/** The book's colours, one per role (Korean convention: bids and rises red, asks and falls blue). */
export interface OrderBookPalette {
  background: number;
  middle: number;
  separator: number;
  text: number;
  muted: number;
  bid: number;
  ask: number;
}

/** The dark theme's (the trade order page): the coin list's colours. */
export const ORDER_BOOK_THEME: OrderBookPalette = {
  background: COIN_LIST_THEME.background,
  middle: COIN_LIST_THEME.active,
  separator: COIN_LIST_THEME.separator,
  text: COIN_LIST_THEME.text,
  muted: COIN_LIST_THEME.muted,
  bid: COIN_LIST_THEME.up,
  ask: COIN_LIST_THEME.down,
};

/** The light theme's (every other page, e.g. the trade status page): the light page's surface and text. */
export const ORDER_BOOK_LIGHT_THEME: OrderBookPalette = {
  background: 0xffffff,
  middle: 0xeef0f4,
  separator: 0xdde1e8,
  text: 0x1a1d24,
  muted: 0x5f6673,
  bid: COIN_LIST_THEME.up,
  ask: COIN_LIST_THEME.down,
};
