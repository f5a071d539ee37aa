/**
 * Where a row's cell texts stand across the row, so that a changed cell is cleared and written again
 * without touching its neighbours: a cell's span is its text's box from its anchor, widened by SPAN_PAD,
 * over the row's whole height. Pure: no DOM.
 */
import { cellX, type CellPlacement } from './coin-list-layout';

/**
 * Room each side of a text's advance box, px: ink that stands out of it (a glyph's overhang, antialiasing)
 * and a string that kerning draws wider than its advances' sum. Half the columns' least gap (CELL_GAP).
 */
export const SPAN_PAD = 2;

/** The x span (left, right) a cell's text `textWidth` px wide covers in a row `rowWidth` px wide. */
export function cellSpan(placement: CellPlacement, rowWidth: number, textWidth: number): [number, number] {
  const x = cellX(placement, rowWidth);
  return placement.anchor === 1
    ? [x - textWidth - SPAN_PAD, x + SPAN_PAD]
    : [x - SPAN_PAD, x + textWidth + SPAN_PAD];
}

/**
 * The cells (a bit mask) written again when those in `changed` are: a changed cell's old span is cleared
 * over the row's height, which takes with it any other cell whose span meets it, and so on. `lefts` and
 * `rights` are the spans of what is written now (NaN: nothing).
 */
export function cellsToRewrite(changed: number, lefts: ArrayLike<number>, rights: ArrayLike<number>): number {
  let rewrite = changed;
  for (let grown = true; grown;) {
    grown = false;
    for (let cell = 0; cell < lefts.length; cell++) {
      if ((rewrite & (1 << cell)) !== 0 || !(lefts[cell]! <= rights[cell]!)) continue;
      for (let other = 0; other < lefts.length; other++) {
        if ((rewrite & (1 << other)) === 0) continue;
        if (lefts[cell]! < rights[other]! && lefts[other]! < rights[cell]!) {
          rewrite |= 1 << cell;
          grown = true;
          break;
        }
      }
    }
  }
  return rewrite;
}
