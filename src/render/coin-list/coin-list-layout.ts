/**
 * What both drawings of the coin list agree on (the Pixi scene on a GPU, the 2D canvas in software): the
 * row's size, the theme, the type sizes and where each cell sits. Pure: no Pixi, no DOM.
 */

export const ROW_HEIGHT = 40;
/** Room at the left of a row for the favourite star. */
export const STAR_WIDTH = 24;

/** Korean convention: a rise is red, a fall is blue. */
export const COIN_LIST_THEME = {
  background: 0x131722,
  separator: 0x1f2433,
  text: 0xe6e8ee,
  muted: 0x8a8f9c,
  // The chart's rise text colour: 4.7:1 on the background (0xd24f45 read at 4.2:1).
  up: 0xe15241,
  down: 0x4880ee,
  star: 0xf5c242,
  active: 0x2a2e39,
  badge: 0xf5a623,
} as const;

/** The flash over a row whose price moved, at this opacity over the row's background. */
export const FLASH_ALPHA = 0.28;
export const FONT_SIZE = 12;
export const SMALL_SIZE = 10;

/** Cells of a row, two lines per column: [line 1, line 2] of the name column and of three value columns. */
export const CELL_COUNT = 9;
export const STAR_CELL = 8;

export interface CellPlacement {
  /** Left edge (anchor 0) or right edge (anchor 1), as a share of the row's width plus a pixel offset. */
  share: number;
  offset: number;
  anchor: 0 | 1;
  /** Vertical centre within the row, px. */
  y: number;
  small: boolean;
}

/** Where each of the CELL_COUNT cells sits; null leaves a cell out (hidden). */
export type RowLayout = readonly (CellPlacement | null)[];

/** The x of a cell's anchor edge in a row `width` px wide, on a whole pixel. */
export function cellX(placement: CellPlacement, width: number): number {
  return Math.round(width * placement.share + placement.offset);
}
