/**
 * src/render/coin-list/: the coin list's Pixi scene. Only the rows in view exist: a ring of pooled rows
 * in which list row k always lands in slot k mod the pool size, so scrolling moves rows and rewrites only
 * those that come into view. Each row has a flash background, a separator and glyph-line cells written
 * only when their text or tint changes, and remembers what it was written for (`shownKey`, `shownGeneration`)
 * and the number each value cell shows (`shown`), so that the writer formats only the cells whose value
 * changed. Each row is a Pixi render group, and nothing per frame toggles `visible` (a toggle makes
 * Pixi rebuild its group's draw instructions): the flash hides by zero width. Where each cell sits is a column layout the feature
 * chooses per tab kind; what the cells say is the feature's (src/features/coin-list/coin-list-controller.ts).
 */
import { Container, Sprite, Texture, type BitmapFont } from 'pixi.js';
import { ensureBitmapFont } from '../bitmap-font';
import { GlyphLine } from '../glyph-line';

export const ROW_HEIGHT = 40;
/** Room at the left of a row for the favourite star. */
export const STAR_WIDTH = 24;

/** Korean convention: a rise is red, a fall is blue. */
export const COIN_LIST_THEME = {
  background: 0x131722,
  separator: 0x1f2433,
  text: 0xe6e8ee,
  muted: 0x8a8f9c,
  up: 0xd24f45,
  down: 0x4880ee,
  star: 0xf5c242,
  active: 0x2a2e39,
  badge: 0xf5a623,
} as const;

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

const FONT = 'td-coin-list';
const FONT_SIZE = 12;
const SMALL_SIZE = 10;
const FLASH_ALPHA = 0.28;

const installFont = () => ensureBitmapFont(FONT, FONT_SIZE, ' .,:-+/%()[]—★☆·…');

class SceneRow {
  readonly root = new Container();
  private readonly flash = new Sprite(Texture.WHITE);
  private readonly highlight = new Sprite(Texture.WHITE);
  private readonly separator = new Sprite(Texture.WHITE);
  private readonly cells: GlyphLine[] = [];
  private width = 0;
  /** The flash colour drawn, -1 for none. */
  flashTint = -1;
  /** The row (its key, and the writer's generation of low-rate input) last written here; null: none. */
  shownKey: string | null = null;
  shownGeneration = -1;
  /** The number each cell was last formatted from (the writer's own; NaN where none). */
  readonly shown = new Float64Array(CELL_COUNT).fill(Number.NaN);
  /** Cells handed over, and text writes among them, since creation (tests check what a frame writes). */
  sets = 0;
  writes = 0;

  constructor(font: BitmapFont) {
    // Its own render group: a scroll moves the group, not its hundred glyph sprites one by one, and a
    // cell whose glyph count changes rebuilds this row's draw instructions, not the whole list's.
    this.root.isRenderGroup = true;
    this.flash.alpha = FLASH_ALPHA;
    this.flash.width = 0;
    this.highlight.tint = COIN_LIST_THEME.active;
    this.highlight.visible = false;
    this.separator.tint = COIN_LIST_THEME.separator;
    this.separator.y = ROW_HEIGHT - 1;
    this.separator.height = 1;
    this.root.addChild(this.highlight, this.flash, this.separator);
    for (let i = 0; i < CELL_COUNT; i++) {
      const cell = new GlyphLine(font, FONT_SIZE);
      this.cells.push(cell);
      this.root.addChild(cell.view);
    }
  }

  place(layout: RowLayout, width: number): void {
    this.width = width;
    this.flash.width = this.flashTint === -1 ? 0 : width;
    this.flash.height = ROW_HEIGHT - 1;
    this.highlight.width = width;
    this.highlight.height = ROW_HEIGHT - 1;
    this.separator.width = width;
    this.forget();
    for (let i = 0; i < CELL_COUNT; i++) {
      const cell = this.cells[i]!;
      const placement = layout[i];
      if (!placement) {
        cell.view.visible = false;
        continue;
      }
      cell.view.visible = true;
      cell.setFontSize(placement.small ? SMALL_SIZE : FONT_SIZE);
      cell.setAnchor(placement.anchor);
      cell.view.position.set(Math.round(width * placement.share + placement.offset), placement.y);
    }
  }

  /** Writes a cell only when its text or colour changed. */
  set(cell: number, text: string, tint: number): void {
    const label = this.cells[cell]!;
    this.sets += 1;
    if (label.text !== text) {
      label.text = text;
      this.writes += 1;
    }
    if (label.tint !== tint) label.tint = tint;
  }

  /** Forgets what the row shows: the writer writes it whole next time. */
  forget(): void {
    this.shownKey = null;
    this.shownGeneration = -1;
  }

  cellText(cell: number): string {
    return this.cells[cell]!.text;
  }

  /** Shows the flash in `tint` (null: none); true when that changed the row. */
  setFlash(tint: number | null): boolean {
    const next = tint ?? -1;
    if (next === this.flashTint) return false;
    this.flashTint = next;
    this.flash.width = tint === null ? 0 : this.width;
    if (tint !== null) this.flash.tint = tint;
    return true;
  }

  /** Highlights the row as the keyboard's; true when that changed the row. */
  setActive(active: boolean): boolean {
    if (this.highlight.visible === active) return false;
    this.highlight.visible = active;
    return true;
  }
}

export type { SceneRow };

export class CoinListScene {
  readonly stage = new Container();
  private readonly rows: SceneRow[] = [];
  private layout: RowLayout = [];
  private width = 0;
  private height = 0;
  private first = 0;
  private used = 0;

  private readonly font = installFont();

  get viewportHeight(): number {
    return this.height;
  }

  /** Rows that fit the viewport, plus one for the partly shown row while scrolling. */
  get capacity(): number {
    return Math.ceil(this.height / ROW_HEIGHT) + 1;
  }

  setSize(width: number, height: number): void {
    if (width === this.width && height === this.height) return;
    this.width = width;
    this.height = height;
    this.replaceAll();
  }

  setLayout(layout: RowLayout): void {
    if (layout === this.layout) return;
    this.layout = layout;
    this.replaceAll();
  }

  /**
   * Starts a frame: list rows `first` to `first + count - 1` in view, the first `offsetY` px above the
   * top. Rows keep their slot while they stay in view, so only their position changes.
   */
  begin(first: number, count: number, offsetY: number): void {
    // A grown ring maps rows to other slots; the writer sees that by the key each row shows.
    while (this.rows.length < count) {
      const row = new SceneRow(this.font);
      row.place(this.layout, this.width);
      this.rows.push(row);
      this.stage.addChild(row.root);
    }
    this.first = first;
    this.used = count;
    const size = this.rows.length;
    for (let slot = 0; slot < size; slot++) {
      const index = first + ((((slot - first) % size) + size) % size);
      const row = this.rows[slot]!;
      const shown = index < first + count;
      if (row.root.visible !== shown) row.root.visible = shown;
      if (shown) row.root.y = (index - first) * ROW_HEIGHT - offsetY;
    }
  }

  /** The pooled row at visible position `position` (of the current frame). */
  row(position: number): SceneRow {
    if (position < 0 || position >= this.used) throw new RangeError(`row ${position} is not in view`);
    return this.rows[(this.first + position) % this.rows.length]!;
  }

  /** Text writes over every pooled row so far. */
  get writes(): number {
    return this.rows.reduce((sum, row) => sum + row.writes, 0);
  }

  /** Cells handed to set() over every pooled row so far (each one a formatted text). */
  get sets(): number {
    return this.rows.reduce((sum, row) => sum + row.sets, 0);
  }

  get pooledRows(): number {
    return this.rows.length;
  }

  destroy(): void {
    this.stage.destroy({ children: true });
  }

  private replaceAll(): void {
    for (const row of this.rows) row.place(this.layout, this.width);
  }
}
