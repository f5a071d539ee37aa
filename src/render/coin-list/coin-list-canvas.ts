/**
 * The coin list drawn into its own 2D canvas, where the window's WebGL rasterises on the CPU. There every
 * WebGL frame is rasterised whole and, with software compositing, read back; Chromium rasterises a 2D
 * canvas on the CPU in the page's own process and keeps it between frames, so only what changed is drawn:
 * a damaged row's background is filled again where its flash or selection changed, and its texts, on a
 * canvas of their own over this one (row-text-layer.ts), are written again where they changed (a price
 * change flashes the whole row and changes four of its cells: the flash and its end write no text); a
 * scroll moves the texts' pixels, fills the rows' backgrounds again at their new places (a row's three
 * fills cost less than copying the whole canvas onto itself) and writes the texts of the rows coming in;
 * nothing is drawn when nothing changed.
 * It reads the same ring of rows as the Pixi scene (coin-list-rows.ts), at the screen's pixel density.
 */
import { sizeCanvas } from '../canvas-view';
import { cssColour, FONT_FAMILY } from '../drawing-style';
import {
  COIN_LIST_THEME,
  estimateTextWidth,
  FLASH_ALPHA,
  FONT_SIZE,
  ROW_HEIGHT,
  SMALL_SIZE,
  type MeasureText,
} from './coin-list-layout';
import type { ListRow, RowRing } from './coin-list-rows';
import { LIST_FONTS, RowTextLayer } from './row-text-layer';

/**
 * Measures the list's texts in the font the page really has, as both drawings draw them (the Pixi
 * bitmap font's glyphs are measured by a 2D context too); the Arial estimate where there is no context.
 * A context per size, its font set once: a row's name and badge line alternate sizes, and setting a
 * context's font parses it (most of a measure's cost when the names a scroll brings in are cut).
 */
export function listTextMeasure(): MeasureText {
  const contexts = new Map<number, CanvasRenderingContext2D | null>();
  const contextFor = (size: number) => {
    let context = contexts.get(size);
    if (context === undefined) {
      context = document.createElement('canvas').getContext('2d');
      if (context)
        context.font =
          size === SMALL_SIZE
            ? LIST_FONTS.small
            : size === FONT_SIZE
              ? LIST_FONTS.normal
              : `${size}px ${FONT_FAMILY}`;
      contexts.set(size, context);
    }
    return context;
  };
  return (text, size) => {
    const context = contextFor(size);
    return context ? context.measureText(text).width : estimateTextWidth(text, size);
  };
}

export class CoinListCanvas {
  /** The rows' backgrounds; the texts' canvas lies over it, in the same host. */
  readonly canvas = document.createElement('canvas');
  private readonly context: CanvasRenderingContext2D;
  private readonly texts = new RowTextLayer();
  /** The ring's placement and the pixel density the canvas was sized for. */
  private placement = -1;
  private ratio = 0;
  // The fill as last set: setting a colour parses it, so it is set only on change.
  private fill = -1;
  /** Where the drawing stands: the list's scroll, and each slot's row top when drawn (NaN: not drawn). */
  private scrollTop = Number.NaN;
  private tops: number[] = [];
  /** Each slot's background as drawn: its flash tint and selection (flash -2: none drawn). */
  private flashes: number[] = [];
  private actives: boolean[] = [];

  /** `host` is a positioned box (the list's plot): the texts' canvas lies over the rows' at its top left. */
  constructor(host: HTMLElement) {
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.style.display = 'block';
    host.append(this.canvas, this.texts.canvas);
    // Opaque: the rows paint the whole background; only the texts' canvas over it is blended.
    const context = this.canvas.getContext('2d', { alpha: false });
    if (!context) throw new Error('the coin list has no 2D canvas context');
    this.context = context;
  }

  /** Both canvases: the rows' and their texts'. */
  get canvases(): readonly HTMLCanvasElement[] {
    return [this.canvas, this.texts.canvas];
  }

  /**
   * Draws what changed in the ring since the last call. A scroll moves the texts already written (one copy
   * of their canvas onto itself), fills every row's background again, and writes only the texts of the
   * rows whose writing did not come along whole: those that were cut at an edge or out of view, or that
   * changed. Everything is drawn after a resize, a new layout or a jump of a viewport or more.
   */
  draw(ring: RowRing): void {
    const ratio = globalThis.devicePixelRatio || 1;
    let everything = false;
    if (ring.placement !== this.placement || ratio !== this.ratio) {
      this.size(ring, ratio);
      everything = true;
    }
    if (!everything && !ring.moved) {
      for (let slot = 0; slot < ring.pooledRows; slot++) {
        const row = ring.slot(slot);
        if (row.visible && row.damaged) this.drawRow(ring, slot, row, false);
      }
      return;
    }
    // Device pixels the drawing moves down by; a part of a device pixel cannot be copied.
    const exact = (this.scrollTop - ring.scrollTop) * ratio;
    const shift = Math.round(exact);
    if (!(Math.abs(exact - shift) < 1e-6) || Math.abs(shift) >= this.canvas.height) everything = true;
    else if (shift !== 0) this.texts.move(shift);
    if (everything) this.texts.clear();
    this.scrollTop = ring.scrollTop;
    const height = ring.height;
    let bottom = 0;
    for (let slot = 0; slot < ring.pooledRows; slot++) {
      const row = ring.slot(slot);
      const drawnTop = this.tops[slot] ?? Number.NaN;
      if (!row.visible) {
        this.tops[slot] = Number.NaN;
        this.texts.forget(slot);
        continue;
      }
      bottom = Math.max(bottom, row.y + ROW_HEIGHT);
      const cameWhole =
        !everything &&
        !row.damaged &&
        drawnTop >= 0 &&
        drawnTop + ROW_HEIGHT <= height &&
        Math.round(drawnTop * ratio) + shift === Math.round(row.y * ratio);
      if (!cameWhole) this.drawRow(ring, slot, row, true);
      else if (shift !== 0) this.fillAgain(ring.width, slot, row);
      else this.tops[slot] = row.y;
    }
    // Below the last row: whatever was drawn there before (rows of a longer list, moved pixels) goes.
    if (bottom < height) {
      this.setFill(COIN_LIST_THEME.background);
      this.context.fillRect(0, bottom, ring.width, height - bottom);
      this.texts.clearBelow(bottom);
    }
    ring.moved = false;
  }

  /** The canvas lost what it held (its context was restored blank): the next draw draws everything. */
  forget(): void {
    this.placement = -1;
  }

  dispose(): void {
    this.canvas.remove();
    this.texts.canvas.remove();
  }

  /** Sizes the canvas to the ring's viewport at `ratio` device px per CSS px (which resets its state). */
  private size(ring: RowRing, ratio: number): void {
    this.placement = ring.placement;
    this.ratio = ratio;
    const { canvas, context } = this;
    sizeCanvas(canvas, ring.width, ring.height, ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    this.fill = -1;
    this.texts.resize(ring.width, ring.height, ratio);
  }

  /** A row whose texts came along with a scroll: its background, filled at its new place. */
  private fillAgain(width: number, slot: number, row: ListRow): void {
    this.tops[slot] = row.y;
    this.fillRow(width, Math.round(row.y * this.ratio) / this.ratio, row);
  }

  /**
   * Draws a row: its background where it is not drawn yet (`anew`: the row came to a place it was not
   * drawn at) or its flash or selection changed, and its changed texts.
   */
  private drawRow(ring: RowRing, slot: number, row: ListRow, anew: boolean): void {
    // On a device pixel, so that a row drawn again covers exactly what it covered before.
    const top = Math.round(row.y * this.ratio) / this.ratio;
    this.tops[slot] = row.y;
    row.damaged = false;
    ring.rowsDrawn += 1;
    if (anew || row.flashTint !== this.flashes[slot] || row.active !== this.actives[slot])
      this.fillRow(ring.width, top, row);
    this.flashes[slot] = row.flashTint;
    this.actives[slot] = row.active;
    this.texts.write(slot, row, ring.layout, top, anew);
  }

  /** A row's background, flash and separator. */
  private fillRow(width: number, top: number, row: ListRow): void {
    const context = this.context;
    this.setFill(row.active ? COIN_LIST_THEME.active : COIN_LIST_THEME.background);
    context.fillRect(0, top, width, ROW_HEIGHT - 1);
    if (row.flashTint !== -1) {
      this.setFill(row.flashTint);
      context.globalAlpha = FLASH_ALPHA;
      context.fillRect(0, top, width, ROW_HEIGHT - 1);
      context.globalAlpha = 1;
    }
    this.setFill(COIN_LIST_THEME.separator);
    context.fillRect(0, top + ROW_HEIGHT - 1, width, 1);
  }

  private setFill(colour: number): void {
    if (colour === this.fill) return;
    this.fill = colour;
    this.context.fillStyle = cssColour(colour);
  }
}
