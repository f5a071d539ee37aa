/**
 * The coin list's texts, on a transparent canvas of their own over the canvas of the rows' backgrounds
 * (coin-list-canvas.ts). A price's flash, its end and the keyboard's selection change a row's background
 * and not its texts, so they write no text at all; a price change writes the cells whose text or tint
 * changed and no other (fillText's shaping is most of what a drawn row costs). Before a cell is written
 * again its old text is cleared over its span (cell-spans.ts), measured from advances taken once per
 * character (glyph-advances.ts). A row written where it was not before (a scroll, a new layout) is written
 * whole, its band cleared first.
 */
import { sizeCanvas } from '../canvas-view';
import { cssColour, FONT_FAMILY } from '../drawing-style';
import { cellSpan, cellsToRewrite } from './cell-spans';
import { CELL_COUNT, cellX, FONT_SIZE, ROW_HEIGHT, SMALL_SIZE, type RowLayout } from './coin-list-layout';
import type { ListRow } from './coin-list-rows';
import { GlyphAdvances } from './glyph-advances';

/** The list's two fonts, as a 2D context takes them. */
export const LIST_FONTS = {
  normal: `${FONT_SIZE}px ${FONT_FAMILY}`,
  small: `${SMALL_SIZE}px ${FONT_FAMILY}`,
} as const;

/** What is written for one slot: where (its top, device px; NaN: nowhere), and per cell the text, tint and span. */
class WrittenRow {
  top = Number.NaN;
  readonly texts: string[] = new Array<string>(CELL_COUNT).fill('');
  readonly tints = new Int32Array(CELL_COUNT).fill(-1);
  readonly lefts = new Float64Array(CELL_COUNT).fill(Number.NaN);
  readonly rights = new Float64Array(CELL_COUNT).fill(Number.NaN);

  forget(): void {
    this.top = Number.NaN;
    this.texts.fill('');
    this.tints.fill(-1);
    this.lefts.fill(Number.NaN);
    this.rights.fill(Number.NaN);
  }
}

export class RowTextLayer {
  readonly canvas = document.createElement('canvas');
  private readonly context: CanvasRenderingContext2D;
  private readonly advances = {
    normal: new GlyphAdvances(LIST_FONTS.normal),
    small: new GlyphAdvances(LIST_FONTS.small),
  };
  private ratio = 1;
  private width = 0;
  private height = 0;
  private readonly written: WrittenRow[] = [];
  // The context's state as last set: setting a font or a colour parses it, so it is set only on change.
  private font = '';
  private align: CanvasTextAlign = 'start';
  private fill = -1;

  constructor() {
    const { canvas } = this;
    canvas.setAttribute('aria-hidden', 'true');
    // Over the rows' canvas, in the same host; clicks go through to what lies under both.
    Object.assign(canvas.style, { position: 'absolute', left: '0', top: '0', pointerEvents: 'none' });
    const context = canvas.getContext('2d');
    if (!context) throw new Error('the coin list has no 2D canvas context');
    this.context = context;
  }

  /** Sizes the layer to `width` × `height` CSS px at `ratio` device px per CSS px: blank. */
  resize(width: number, height: number, ratio: number): void {
    const { canvas, context } = this;
    this.ratio = ratio;
    this.width = width;
    this.height = height;
    sizeCanvas(canvas, width, height, ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.textBaseline = 'middle';
    this.font = '';
    this.align = 'start';
    this.fill = -1;
    for (const row of this.written) row.forget();
  }

  /** Clears every text. */
  clear(): void {
    this.context.clearRect(0, 0, this.width, this.height);
    for (const row of this.written) row.forget();
  }

  /** Moves what is written `shift` device pixels down (up when negative), with the rows' own pixels. */
  move(shift: number): void {
    const { canvas, context, ratio } = this;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.globalCompositeOperation = 'copy';
    context.drawImage(canvas, 0, shift);
    context.globalCompositeOperation = 'source-over';
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    for (const row of this.written) row.top += shift;
  }

  /** Clears the texts from `y` CSS px down (below the last row). */
  clearBelow(y: number): void {
    this.context.clearRect(0, y, this.width, this.height - y);
  }

  /** `slot`'s texts are no longer where they were written (its row left the view). */
  forget(slot: number): void {
    this.written[slot]?.forget();
  }

  /**
   * Writes `row`'s texts (laid out by `layout`) for `slot`, the row's top at `top` CSS px (on a device
   * pixel's edge): where the slot's texts already stand there whole, only its changed cells; else (or
   * `whole`: what stands there may be cut) all of them.
   */
  write(slot: number, row: ListRow, layout: RowLayout, top: number, whole: boolean): void {
    while (this.written.length <= slot) this.written.push(new WrittenRow());
    const written = this.written[slot]!;
    const { context, ratio } = this;
    const at = Math.round(top * ratio);
    if (whole || written.top !== at) {
      context.clearRect(0, top, this.width, ROW_HEIGHT);
      written.forget();
      written.top = at;
    }
    let changed = 0;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const text = layout[cell] ? row.texts[cell]! : '';
      if (text !== written.texts[cell] || (text !== '' && row.tints[cell] !== written.tints[cell]))
        changed |= 1 << cell;
    }
    if (changed === 0) return;
    const rewrite = cellsToRewrite(changed, written.lefts, written.rights);
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if ((rewrite & (1 << cell)) === 0 || !(written.lefts[cell]! <= written.rights[cell]!)) continue;
      // On whole device pixels: a cleared edge pixel is cleared whole, not in part.
      const left = Math.floor(written.lefts[cell]! * ratio) / ratio;
      const right = Math.ceil(written.rights[cell]! * ratio) / ratio;
      context.clearRect(left, top, right - left, ROW_HEIGHT);
      written.lefts[cell] = Number.NaN;
      written.rights[cell] = Number.NaN;
    }
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if ((rewrite & (1 << cell)) === 0) continue;
      const placement = layout[cell];
      const text = placement ? row.texts[cell]! : '';
      const tint = row.tints[cell]!;
      written.texts[cell] = text;
      written.tints[cell] = tint;
      if (!placement || text === '') continue;
      const font = placement.small ? LIST_FONTS.small : LIST_FONTS.normal;
      if (font !== this.font) context.font = this.font = font;
      const align = placement.anchor === 1 ? 'right' : 'left';
      if (align !== this.align) context.textAlign = this.align = align;
      if (tint !== this.fill) context.fillStyle = cssColour((this.fill = tint));
      context.fillText(text, cellX(placement, this.width), top + placement.y);
      const advances = placement.small ? this.advances.small : this.advances.normal;
      [written.lefts[cell], written.rights[cell]] = cellSpan(placement, this.width, advances.width(text));
    }
  }
}
