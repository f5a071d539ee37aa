/**
 * What the order book's controller writes through, whichever surface draws it (order-book-scene.ts with
 * Pixi, order-book-canvas.ts in 2D): a fixed column of rows, `depth` ask rows, the middle row (last
 * price and spread, with its flash), `depth` bid rows. Each setter keeps what it was given and marks for
 * drawing only what changed.
 */
import type { OrderBookPalette } from './order-book-layout';

/** What a row draws (tests, bench): its cells' texts and bar length, px, or the middle's two texts and flash. */
export interface DrawnBookRow {
  texts: string[];
  bar: number;
  flash: number;
}

export interface OrderBookDrawing {
  readonly depth: number;
  readonly palette: OrderBookPalette;
  /** Text writes so far (tests check that unchanged cells are not rewritten). */
  readonly writes: number;
  /** The longest bar, px: the feature compares bars at whole pixels of it. */
  readonly barWidth: number;
  /** The middle's flash colour drawn, -1 for none. */
  readonly middleFlash: number;
  setSize(width: number, height: number): void;
  /** The content's scroll offset, px. */
  setScroll(top: number): void;
  /** A row with no level (its cells as they were, written again when a level comes back). */
  setEmpty(row: number, empty: boolean): void;
  setPrice(row: number, text: string): void;
  setQuantity(row: number, text: string): void;
  /** The bar of a row as a share (0–1) of the longest. */
  setBar(row: number, share: number): void;
  /** Answers whether anything drawn changed. */
  setMiddle(price: string, priceTint: number, spread: string): boolean;
  setMiddleFlash(tint: number | null): void;
  drawnRow(row: number): DrawnBookRow;
}
