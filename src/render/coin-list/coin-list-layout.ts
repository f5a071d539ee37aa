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

/** Least room between two cells of a row, px: columns never touch, whatever the list's width. */
export const CELL_GAP = 8;
/** Room between the last column's right edge and the row's. */
export const RIGHT_INSET = 8;
/** Where a coin's name and its second line (symbol, market, badges) start: after the star. */
export const NAME_X = STAR_WIDTH + 4;

/** How wide `text` draws at `size` px in the list's font (FONT_FAMILY). */
export type MeasureText = (text: string, size: number) => number;

/**
 * Upper bounds of Arial's advances (em) by kind of character: digits and signs exact (tabular figures),
 * letters their kind's widest, Hangul and other wide scripts a full em.
 */
function advance(code: number): number {
  if (code >= 0x30 && code <= 0x39) return 0.556;
  if (code === 0x2c || code === 0x2e || code === 0x20 || code === 0x3a) return 0.278;
  if (code === 0x2b || code === 0x2d || code === 0x2212) return 0.584;
  if (code === 0x25) return 0.889;
  if (code >= 0x61 && code <= 0x7a) return code === 0x6d || code === 0x77 ? 0.833 : 0.556;
  if (code >= 0x41 && code <= 0x5a) return code === 0x4d || code === 0x57 ? 0.944 : 0.778;
  if (code >= 0x1100) return 1;
  return 0.667;
}

/**
 * How wide `text` draws at `size` px in Arial, at most: the measure where no 2D context measures the
 * font the page really has (a page without Arial falls back to a wider font, so a context measures).
 */
export const estimateTextWidth: MeasureText = (text, size) => {
  let em = 0;
  for (const char of text) em += advance(char.codePointAt(0)!);
  return em * size;
};

/** `text`, cut with an ellipsis when it is wider than `room` px at `size` px ('' when not even "X…" fits). */
export function fitText(text: string, room: number, size: number, measure: MeasureText): string {
  if (measure(text, size) <= room) return text;
  const chars = Array.from(text);
  const cutAt = (count: number) => `${chars.slice(0, count).join('').trimEnd()}…`;
  // A cut keeping more characters is never narrower: the longest that fits is found by halving, a few
  // measures for a long name where trying each length measured up to one per character (a list's scroll
  // brings in names it has not cut yet).
  let fits = 0;
  let over = chars.length;
  while (over - fits > 1) {
    const count = (fits + over) >> 1;
    if (measure(cutAt(count), size) <= room) fits = count;
    else over = count;
  }
  return fits > 0 ? cutAt(fits) : '';
}

/** The widest realistic texts of the coin columns, px: the layout keeps room for them at any width. */
export interface CoinColumnWidths {
  price: number;
  change: number;
  volume: number;
}

/**
 * The widest texts a coin row shows (a KRW price of a nine-digit coin, a change of two digits or a
 * fall of 100 %, its amount under it, a volume of millions of the KRW volume unit `millionUnit`).
 */
export function widestCoinTexts(millionUnit: string, measure: MeasureText): CoinColumnWidths {
  return {
    price: measure('137,758,000', FONT_SIZE),
    change: Math.max(
      measure('+12.33%', FONT_SIZE),
      measure('-100.00%', FONT_SIZE),
      measure('+15,125,000', SMALL_SIZE),
    ),
    volume: measure(`1,234,567${millionUnit}`, FONT_SIZE),
  };
}

/** Where a coin row's columns sit in a row `width` px wide: right edges, and the name's room. */
export interface CoinColumns {
  width: number;
  /** The name column's right edge: names and badges are cut with an ellipsis there. */
  nameRight: number;
  priceRight: number;
  changeRight: number;
  volumeRight: number;
}

/** The name's least room, px (four Hangul syllables at FONT_SIZE): header labels give way before it. */
export const MIN_NAME_ROOM = 48;

/**
 * Places the coin columns, each as wide as its widest value (`values`) and, while the name keeps
 * MIN_NAME_ROOM, as its header's label (`headers`, 0 where none; a label that does not get its width
 * wraps): where the row is wide the price ends at 60 % of it and the change at 80 %, like the exchange's
 * own list; where that leaves a column less room than it needs and CELL_GAP, the columns close up from
 * the right edge instead, and the name takes what is left (cut with an ellipsis), so that no two cells
 * ever come closer than CELL_GAP.
 */
export function placeCoinColumns(
  width: number,
  values: CoinColumnWidths,
  headers: CoinColumnWidths,
): CoinColumns {
  const labelled = placeColumns(width, {
    price: Math.max(values.price, headers.price),
    change: Math.max(values.change, headers.change),
    volume: Math.max(values.volume, headers.volume),
  });
  return labelled.nameRight - NAME_X >= MIN_NAME_ROOM ? labelled : placeColumns(width, values);
}

function placeColumns(width: number, widths: CoinColumnWidths): CoinColumns {
  const volumeRight = width - RIGHT_INSET;
  const changeRight = Math.floor(Math.min(width * 0.8, volumeRight - widths.volume - CELL_GAP));
  const priceRight = Math.floor(Math.min(width * 0.6, changeRight - widths.change - CELL_GAP));
  const nameRight = Math.floor(priceRight - widths.price - CELL_GAP);
  return { width, nameRight, priceRight, changeRight, volumeRight };
}

function cell(x: number, anchor: 0 | 1, y: number, small = false): CellPlacement {
  return { share: 0, offset: x, anchor, y, small };
}

/** Vertical centres of a row's two lines, and of a cell that has the row to itself, px. */
export const LINE_1 = 14;
export const LINE_2 = 28;
export const MIDDLE = ROW_HEIGHT / 2;

/** A coin row's cells at `columns` (the star, the name over symbol and badges, price, change over amount, volume). */
export function coinRowLayout(columns: CoinColumns): RowLayout {
  return [
    cell(NAME_X, 0, LINE_1),
    cell(NAME_X, 0, LINE_2, true),
    cell(columns.priceRight, 1, MIDDLE),
    null,
    cell(columns.changeRight, 1, LINE_1),
    cell(columns.changeRight, 1, LINE_2, true),
    cell(columns.volumeRight, 1, MIDDLE),
    null,
    cell(6, 0, MIDDLE),
  ];
}
