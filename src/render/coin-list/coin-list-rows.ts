/**
 * The coin list's rows in view, as data both drawings read (coin-list-scene.ts with Pixi on a GPU,
 * coin-list-canvas.ts in 2D with no GPU): a ring of pooled rows in which list row k always lands in slot
 * k mod the pool size, so scrolling moves rows and the writer rewrites only those that come into view.
 * Each row holds its cells' texts and tints, its flash and selection, and remembers what it was written
 * for (`shownKey`, `shownGeneration`) and the number each value cell shows (`shown`), so that the writer
 * formats only the cells whose value changed. A row whose look changed is `damaged` until a drawing has
 * drawn it. Pure: no Pixi, no DOM.
 */
import { CELL_COUNT, COIN_LIST_THEME, ROW_HEIGHT, type RowLayout } from './coin-list-layout';

export class ListRow {
  readonly texts: string[] = new Array<string>(CELL_COUNT).fill('');
  readonly tints = new Int32Array(CELL_COUNT).fill(COIN_LIST_THEME.text);
  /** The flash colour shown, -1 for none. */
  flashTint = -1;
  /** The keyboard's row. */
  active = false;
  /** Its look changed since a drawing last drew it. */
  damaged = true;
  /** In view this frame, its top `y` px from the viewport's (negative when partly scrolled out). */
  visible = false;
  y = 0;
  /** The row (its key, and the writer's generation of low-rate input) last written here; null: none. */
  shownKey: string | null = null;
  shownGeneration = -1;
  /** The number each cell was last formatted from (the writer's own; NaN where none). */
  readonly shown = new Float64Array(CELL_COUNT).fill(Number.NaN);
  /** Cells handed over, and text writes among them, since creation (tests check what a frame writes). */
  sets = 0;
  writes = 0;

  /** Takes a cell's text and tint; the row is damaged only when one of them changed. */
  set(cell: number, text: string, tint: number): void {
    this.sets += 1;
    if (this.texts[cell] !== text) {
      this.texts[cell] = text;
      this.writes += 1;
      this.damaged = true;
    }
    if (this.tints[cell] !== tint) {
      this.tints[cell] = tint;
      this.damaged = true;
    }
  }

  /** Forgets what the row shows: the writer writes it whole next time. */
  forget(): void {
    this.shownKey = null;
    this.shownGeneration = -1;
  }

  cellText(cell: number): string {
    return this.texts[cell]!;
  }

  /** Shows the flash in `tint` (null: none); true when that changed the row. */
  setFlash(tint: number | null): boolean {
    const next = tint ?? -1;
    if (next === this.flashTint) return false;
    this.flashTint = next;
    this.damaged = true;
    return true;
  }

  /** Highlights the row as the keyboard's; true when that changed the row. */
  setActive(active: boolean): boolean {
    if (this.active === active) return false;
    this.active = active;
    this.damaged = true;
    return true;
  }
}

export class RowRing {
  private readonly rows: ListRow[] = [];
  private first = 0;
  private used = 0;
  private offsetY = Number.NaN;
  layout: RowLayout = [];
  width = 0;
  height = 0;
  /** Bumped when the layout or the size changes: every row is placed and drawn again. */
  placement = 0;
  /** Rows moved, came into view or left it since a drawing last drew them all. */
  moved = true;
  /** Rows drawn anew by the drawing, since creation (tests check that an idle list draws nothing). */
  rowsDrawn = 0;

  get viewportHeight(): number {
    return this.height;
  }

  /** Rows that fit the viewport, plus one for the partly shown row while scrolling. */
  get capacity(): number {
    return Math.ceil(this.height / ROW_HEIGHT) + 1;
  }

  get pooledRows(): number {
    return this.rows.length;
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
      this.rows.push(new ListRow());
      this.moved = true;
    }
    if (first === this.first && count === this.used && offsetY === this.offsetY) return;
    this.first = first;
    this.used = count;
    this.offsetY = offsetY;
    this.moved = true;
    const size = this.rows.length;
    for (let slot = 0; slot < size; slot++) {
      const index = first + ((((slot - first) % size) + size) % size);
      const row = this.rows[slot]!;
      row.visible = index < first + count;
      if (row.visible) row.y = (index - first) * ROW_HEIGHT - offsetY;
    }
  }

  /** How far the list is scrolled, px: the first row's top in the list less the viewport's. */
  get scrollTop(): number {
    return this.first * ROW_HEIGHT + this.offsetY;
  }

  /** The pooled row at visible position `position` (of the current frame). */
  row(position: number): ListRow {
    if (position < 0 || position >= this.used) throw new RangeError(`row ${position} is not in view`);
    return this.rows[(this.first + position) % this.rows.length]!;
  }

  /** The pooled row in slot `slot`, in view or not (the drawings walk every slot). */
  slot(slot: number): ListRow {
    return this.rows[slot]!;
  }

  /** Text writes over every pooled row so far. */
  get writes(): number {
    let sum = 0;
    for (const row of this.rows) sum += row.writes;
    return sum;
  }

  /** Cells handed to set() over every pooled row so far (each one a formatted text). */
  get sets(): number {
    let sum = 0;
    for (const row of this.rows) sum += row.sets;
    return sum;
  }

  private replaceAll(): void {
    this.placement += 1;
    this.moved = true;
    for (const row of this.rows) {
      row.forget();
      row.damaged = true;
    }
  }
}
