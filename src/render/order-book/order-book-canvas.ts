/**
 * The order book drawn into its own 2D canvas, where the window's WebGL rasterises on the CPU (as the
 * coin list's, coin-list-canvas.ts, says why). The canvas covers the book's view; Chromium keeps its
 * pixels between frames, so a frame draws only the rows that changed (filled and written again whole,
 * a row is the unit), a scroll or a new size draws the rows in view, and nothing is drawn when nothing
 * changed. It lays rows out as the Pixi scene does (order-book-layout.ts), at the screen's pixel density.
 */
import { sizeCanvas } from '../canvas-view';
import { cssColour, FONT_FAMILY } from '../drawing-style';
import type { DrawnBookRow, OrderBookDrawing } from './order-book-drawing';
import {
  BAR_ALPHA,
  barPixels,
  BOOK_FLASH_ALPHA,
  BOOK_FONT_SIZE,
  BOOK_ROW_HEIGHT,
  columnTextRight,
  flashWidth,
  longestBar,
  rowInView,
  type OrderBookPalette,
} from './order-book-layout';

const FONT = `${BOOK_FONT_SIZE}px ${FONT_FAMILY}`;

export class OrderBookCanvas implements OrderBookDrawing {
  readonly canvas = document.createElement('canvas');
  private readonly context: CanvasRenderingContext2D;
  private readonly prices: string[];
  private readonly quantities: string[];
  private readonly bars: Int32Array;
  private readonly empty: Uint8Array;
  /** Rows changed since they were drawn. */
  private readonly damaged: Uint8Array;
  private middlePrice = '';
  private middleTint = -1;
  private spread = '';
  private flashTint = -1;
  private width = 0;
  private height = 0;
  private scroll = 0;
  /** The pixel density the canvas was sized for; 0: the next draw sizes it and draws every row in view. */
  private ratio = 0;
  /** The rows in view must all be drawn (a scroll). */
  private moved = true;
  // The context's state as last set: setting a colour parses it, so it is set only on change.
  private fill = -1;
  writes = 0;

  constructor(
    host: HTMLElement,
    readonly depth: number,
    readonly palette: OrderBookPalette,
  ) {
    const rows = 2 * depth + 1;
    this.prices = Array.from({ length: rows }, () => '');
    this.quantities = Array.from({ length: rows }, () => '');
    this.bars = new Int32Array(rows);
    this.empty = new Uint8Array(rows);
    this.damaged = new Uint8Array(rows);
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.style.display = 'block';
    host.append(this.canvas);
    // Opaque: the book paints its whole view, and the compositor blends nothing.
    const context = this.canvas.getContext('2d', { alpha: false });
    if (!context) throw new Error('the order book has no 2D canvas context');
    this.context = context;
  }

  get barWidth(): number {
    return longestBar(this.width);
  }

  get middleFlash(): number {
    return this.flashTint;
  }

  setSize(width: number, height: number): void {
    if (width === this.width && height === this.height) return;
    this.width = width;
    this.height = height;
    this.ratio = 0;
  }

  setScroll(top: number): void {
    if (top === this.scroll) return;
    this.scroll = top;
    this.moved = true;
  }

  setEmpty(row: number, empty: boolean): void {
    this.levelRow(row);
    const flag = empty ? 1 : 0;
    if (this.empty[row] === flag) return;
    this.empty[row] = flag;
    this.damaged[row] = 1;
  }

  setPrice(row: number, text: string): void {
    this.levelRow(row);
    if (this.prices[row] === text) return;
    this.prices[row] = text;
    this.written(row);
  }

  setQuantity(row: number, text: string): void {
    this.levelRow(row);
    if (this.quantities[row] === text) return;
    this.quantities[row] = text;
    this.written(row);
  }

  setBar(row: number, share: number): void {
    this.levelRow(row);
    const pixels = barPixels(this.width, share);
    if (this.bars[row] === pixels) return;
    this.bars[row] = pixels;
    this.damaged[row] = 1;
  }

  setMiddle(price: string, priceTint: number, spread: string): boolean {
    const before = this.writes;
    const tintChanged = priceTint !== this.middleTint;
    this.middleTint = priceTint;
    if (price !== this.middlePrice) {
      this.middlePrice = price;
      this.written(this.depth);
    }
    if (spread !== this.spread) {
      this.spread = spread;
      this.written(this.depth);
    }
    if (tintChanged) this.damaged[this.depth] = 1;
    return tintChanged || this.writes !== before;
  }

  setMiddleFlash(tint: number | null): void {
    const next = tint ?? -1;
    if (next === this.flashTint) return;
    this.flashTint = next;
    this.damaged[this.depth] = 1;
  }

  drawnRow(row: number): DrawnBookRow {
    if (row === this.depth) return { texts: [this.middlePrice, this.spread], bar: 0, flash: this.flashTint };
    this.levelRow(row);
    if (this.empty[row] === 1) return { texts: ['', ''], bar: 0, flash: -1 };
    return { texts: [this.prices[row]!, this.quantities[row]!], bar: this.bars[row]!, flash: -1 };
  }

  /** Draws the rows that changed since the last call; every row in view after a scroll or a new size. */
  draw(): void {
    const ratio = globalThis.devicePixelRatio || 1;
    if (ratio !== this.ratio) this.size(ratio);
    const all = this.moved;
    this.moved = false;
    const rows = this.damaged.length;
    let bottom = 0;
    for (let row = 0; row < rows; row++) {
      const shown = rowInView(row, this.scroll, this.height);
      if (shown) bottom = (row + 1) * BOOK_ROW_HEIGHT - this.scroll;
      if (shown && (all || this.damaged[row] === 1)) this.drawRow(row);
      this.damaged[row] = 0;
    }
    // Below the last row (a view taller than the book): the background.
    if (all && bottom < this.height) {
      this.setFill(this.palette.background);
      this.context.fillRect(0, bottom, this.width, this.height - bottom);
    }
  }

  /** The canvas lost what it held (its context was restored blank): the next draw draws everything. */
  forget(): void {
    this.ratio = 0;
  }

  dispose(): void {
    this.canvas.remove();
  }

  private levelRow(row: number): void {
    if (!Number.isInteger(row) || row < 0 || row >= this.damaged.length || row === this.depth)
      throw new RangeError(`order book row ${row} is not a level row`);
  }

  private written(row: number): void {
    this.writes += 1;
    this.damaged[row] = 1;
  }

  /** Sizes the canvas to the view at `ratio` device px per CSS px (which resets its state). */
  private size(ratio: number): void {
    this.ratio = ratio;
    this.moved = true;
    const { canvas, context } = this;
    sizeCanvas(canvas, this.width, this.height, ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.textBaseline = 'middle';
    context.textAlign = 'right';
    context.font = FONT;
    this.fill = -1;
  }

  private drawRow(row: number): void {
    const { context, palette, width } = this;
    // On a device pixel, so that a row drawn again covers exactly what it covered before.
    const top = Math.round((row * BOOK_ROW_HEIGHT - this.scroll) * this.ratio) / this.ratio;
    const middle = top + BOOK_ROW_HEIGHT / 2;
    if (row === this.depth) {
      this.setFill(palette.middle);
      context.fillRect(0, top, width, BOOK_ROW_HEIGHT);
      if (this.flashTint !== -1)
        this.fillTranslucent(this.flashTint, BOOK_FLASH_ALPHA, 0, top, flashWidth(width), BOOK_ROW_HEIGHT);
      this.text(this.middlePrice, this.middleTint, columnTextRight(width, 'price'), middle);
      this.text(this.spread, palette.muted, columnTextRight(width, 'quantity'), middle);
      return;
    }
    this.setFill(palette.background);
    context.fillRect(0, top, width, BOOK_ROW_HEIGHT);
    if (this.empty[row] === 1) return;
    const tint = row < this.depth ? palette.ask : palette.bid;
    const bar = this.bars[row]!;
    // From the row's right edge leftwards over the quantity column, a pixel inside the row's top and bottom.
    if (bar > 0) this.fillTranslucent(tint, BAR_ALPHA, width - bar, top + 1, bar, BOOK_ROW_HEIGHT - 2);
    this.text(this.prices[row]!, tint, columnTextRight(width, 'price'), middle);
    this.text(this.quantities[row]!, palette.text, columnTextRight(width, 'quantity'), middle);
  }

  private fillTranslucent(colour: number, alpha: number, x: number, y: number, w: number, h: number): void {
    this.setFill(colour);
    this.context.globalAlpha = alpha;
    this.context.fillRect(x, y, w, h);
    this.context.globalAlpha = 1;
  }

  private text(text: string, colour: number, right: number, middle: number): void {
    if (text === '') return;
    this.setFill(colour);
    this.context.fillText(text, right, middle);
  }

  private setFill(colour: number): void {
    if (colour === this.fill) return;
    this.fill = colour;
    this.context.fillStyle = cssColour(colour);
  }
}
