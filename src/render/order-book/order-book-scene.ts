/**
 * src/render/order-book/: the order book's Pixi scene, on a GPU (order-book-view.ts picks the surface).
 * Rows never move (the book's middle stays put as levels come and go); scrolling moves the content and
 * hides rows out of view. Each level row has a quantity bar and two glyph lines (price, quantity),
 * written only when their text, tint or bar width changed. What the cells say is the feature's
 * (src/features/order-book/order-book-controller.ts); this module, and Pixi with it, comes by a dynamic
 * import when a book mounts on Pixi's surface.
 */
import { Container, Sprite, Texture, type BitmapFont } from 'pixi.js';
import { ensureBitmapFont } from '../bitmap-font';
import { GlyphLine } from '../glyph-line';
import type { RenderView } from '../render-view';
import { attachView } from '../shared-renderer';
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
  ORDER_BOOK_THEME,
  rowInView,
  type OrderBookPalette,
} from './order-book-layout';

const FONT = 'td-order-book';
/** Far above any view: where empty rows wait. */
const OUT_OF_VIEW = -100_000;

// '<': a spread under 0.01 % reads "<0.01%" (src/lib/book-format.ts).
const installFont = () => ensureBitmapFont(FONT, BOOK_FONT_SIZE, ' .,:-+%()<');

class LevelRow {
  readonly root = new Container();
  private readonly bar = new Sprite(Texture.WHITE);
  readonly price: GlyphLine;
  readonly quantity: GlyphLine;
  barPixels = 0;
  empty = false;

  constructor(
    font: BitmapFont,
    text: number,
    tint: number,
    /** Where the row sits in the content, px. */
    readonly top: number,
  ) {
    this.root.y = top;
    this.bar.tint = tint;
    this.bar.alpha = BAR_ALPHA;
    this.bar.height = BOOK_ROW_HEIGHT - 2;
    this.bar.y = 1;
    // Anchored at the row's right edge: the bar grows leftwards over the quantity columns.
    this.bar.anchor.set(1, 0);
    this.bar.width = 0;
    this.price = new GlyphLine(font, BOOK_FONT_SIZE);
    this.quantity = new GlyphLine(font, BOOK_FONT_SIZE);
    for (const cell of [this.price, this.quantity]) {
      cell.setAnchor(1);
      cell.tint = text;
      this.root.addChild(cell.view);
    }
    this.price.tint = tint;
    this.root.addChildAt(this.bar, 0);
  }

  place(width: number): void {
    const y = BOOK_ROW_HEIGHT / 2;
    this.price.view.position.set(columnTextRight(width, 'price'), y);
    this.quantity.view.position.set(columnTextRight(width, 'quantity'), y);
    this.bar.x = width;
    this.barPixels = -1;
  }

  /**
   * A bar of no length keeps its sprite (width 0): hiding a sprite changes the render group's structure,
   * and Pixi then rebuilds the draw instructions of the whole book.
   */
  setBar(pixels: number): void {
    if (pixels === this.barPixels) return;
    this.barPixels = pixels;
    this.bar.width = pixels;
  }
}

class MiddleRow {
  readonly root = new Container();
  private readonly background = new Sprite(Texture.WHITE);
  private readonly flash = new Sprite(Texture.WHITE);
  readonly price: GlyphLine;
  readonly spread: GlyphLine;
  flashTint = -1;

  constructor(font: BitmapFont, palette: OrderBookPalette) {
    this.background.tint = palette.middle;
    // Shown and hidden by its alpha, which (unlike visibility) leaves the render group's structure alone.
    this.flash.alpha = 0;
    this.price = new GlyphLine(font, BOOK_FONT_SIZE);
    this.price.setAnchor(1);
    this.spread = new GlyphLine(font, BOOK_FONT_SIZE);
    this.spread.setAnchor(1);
    this.spread.tint = palette.muted;
    this.root.addChild(this.background, this.flash, this.price.view, this.spread.view);
  }

  place(width: number): void {
    this.background.width = width;
    this.background.height = BOOK_ROW_HEIGHT;
    this.flash.width = flashWidth(width);
    this.flash.height = BOOK_ROW_HEIGHT;
    const y = BOOK_ROW_HEIGHT / 2;
    this.price.view.position.set(columnTextRight(width, 'price'), y);
    this.spread.view.position.set(columnTextRight(width, 'quantity'), y);
  }

  setFlash(tint: number | null): void {
    const next = tint ?? -1;
    if (next === this.flashTint) return;
    this.flashTint = next;
    this.flash.alpha = tint === null ? 0 : BOOK_FLASH_ALPHA;
    if (tint !== null) this.flash.tint = tint;
  }
}

export class OrderBookScene implements OrderBookDrawing {
  readonly stage = new Container();
  private readonly content = new Container();
  private readonly levels: LevelRow[] = [];
  private readonly middle: MiddleRow;
  private readonly font = installFont();
  private width = 0;
  private height = 0;
  private scroll = 0;
  /** Glyph-line text writes so far (tests check that unchanged cells are not rewritten). */
  writes = 0;

  constructor(
    readonly depth: number,
    readonly palette: OrderBookPalette = ORDER_BOOK_THEME,
  ) {
    this.stage.addChild(this.content);
    for (let row = 0; row < 2 * depth + 1; row++) {
      if (row === depth) continue;
      const tint = row < depth ? palette.ask : palette.bid;
      const level = new LevelRow(this.font, palette.text, tint, row * BOOK_ROW_HEIGHT);
      this.levels[row] = level;
      this.content.addChild(level.root);
    }
    this.middle = new MiddleRow(this.font, palette);
    this.middle.root.y = depth * BOOK_ROW_HEIGHT;
    this.content.addChild(this.middle.root);
  }

  get barWidth(): number {
    return longestBar(this.width);
  }

  setSize(width: number, height: number): void {
    if (width === this.width && height === this.height) return;
    this.width = width;
    this.height = height;
    for (const level of this.levels) level?.place(width);
    this.middle.place(width);
    this.cull();
  }

  /** The content's scroll offset, px: rows out of view are hidden. */
  setScroll(top: number): void {
    if (top === this.scroll) return;
    this.scroll = top;
    this.content.y = -top;
    this.cull();
  }

  private level(row: number): LevelRow {
    const level = this.levels[row];
    if (!level) throw new RangeError(`order book row ${row} is not a level row`);
    return level;
  }

  private write(cell: GlyphLine, text: string): void {
    if (cell.text === text) return;
    cell.text = text;
    this.writes += 1;
  }

  /**
   * An empty row (no level there) is moved out of view with its cells as they were, rather than blanked:
   * blank text hides glyph sprites, which makes Pixi rebuild the whole book's draw instructions, and a
   * side's level count changes nearly every frame under a busy feed. Its cells are written again when a
   * level comes back.
   */
  setEmpty(row: number, empty: boolean): void {
    const level = this.level(row);
    if (level.empty === empty) return;
    level.empty = empty;
    level.root.y = empty ? OUT_OF_VIEW : level.top;
  }

  setPrice(row: number, text: string): void {
    this.write(this.level(row).price, text);
  }

  setQuantity(row: number, text: string): void {
    this.write(this.level(row).quantity, text);
  }

  /** The bar of a row as a share (0–1) of the longest. */
  setBar(row: number, share: number): void {
    const level = this.level(row);
    level.setBar(barPixels(this.width, share));
  }

  /** Answers whether anything drawn changed. */
  setMiddle(price: string, priceTint: number, spread: string): boolean {
    const before = this.writes;
    const tintChanged = this.middle.price.tint !== priceTint;
    this.write(this.middle.price, price);
    this.middle.price.tint = priceTint;
    this.write(this.middle.spread, spread);
    return tintChanged || this.writes !== before;
  }

  setMiddleFlash(tint: number | null): void {
    this.middle.setFlash(tint);
  }

  /** The middle's flash colour drawn, -1 for none. */
  get middleFlash(): number {
    return this.middle.flashTint;
  }

  /** What a row draws (tests, bench): its cells' texts and bar length, or the middle's two texts. */
  drawnRow(row: number): DrawnBookRow {
    if (row === this.depth)
      return {
        texts: [this.middle.price.text, this.middle.spread.text],
        bar: 0,
        flash: this.middle.flashTint,
      };
    const level = this.level(row);
    if (level.empty) return { texts: ['', ''], bar: 0, flash: -1 };
    return {
      texts: [level.price.text, level.quantity.text],
      bar: level.barPixels,
      flash: -1,
    };
  }

  destroy(): void {
    this.stage.destroy({ children: true });
  }

  private cull(): void {
    const rows = 2 * this.depth + 1;
    for (let row = 0; row < rows; row++) {
      // By the row's place, not its y: an empty row's y is out of view.
      const root = row === this.depth ? this.middle.root : this.levels[row]!.root;
      const shown = rowInView(row, this.scroll, this.height);
      if (root.visible !== shown) root.visible = shown;
    }
  }
}

/**
 * A book's scene of `depth` levels a side in `palette`, drawn under `host` by the shared renderer;
 * `prepare` writes its cells in the frame. Disposing the view destroys the scene.
 */
export function attachOrderBookScene(
  host: HTMLElement,
  depth: number,
  palette: OrderBookPalette,
  prepare: () => boolean,
): { scene: OrderBookScene; view: RenderView } {
  const scene = new OrderBookScene(depth, palette);
  const view = attachView({
    host,
    stage: scene.stage,
    background: palette.background,
    prepare,
    release: () => scene.destroy(),
  });
  return { scene, view };
}
