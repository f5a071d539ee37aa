/**
 * The imperative side of the coin list: from the feed's change sets (at most one per animation frame)
 * and the low-rate input React hands over, it keeps the ordered rows (re-sorted at most every
 * RESORT_INTERVAL_MS through the view model), the 200 ms flashes, the rows in view (a ring drawn with
 * Pixi through the window's shared renderer on a GPU, in the list's own 2D canvas with no GPU:
 * src/render/coin-list/coin-list-view.ts) and the accessible DOM mirror of the visible rows. React does
 * not re-render per tick.
 *
 * What a frame costs is what changed: a row in view is written whole only when it shows another coin
 * (scroll, sort, filter, tab) or the low-rate input changed (`generation`); otherwise only the rows whose
 * ticker changed are looked at, and of those only the cells whose number changed are formatted and
 * written. Rows out of view cost nothing but the flash bookkeeping. The mirror is a ring of DOM rows in
 * list order: a row that changes identity is rewritten at once, a scroll that keeps the same rows in view
 * touches nothing, and values catch up at human speed (MIRROR_SYNC_MS). The frame path allocates nothing
 * but the strings of changed cells.
 */
import type { CoinKey } from '../../../contract/markets';
import type { FeedChangeSet, FeedClient } from '../../api/feed-types';
import { CELL_COUNT, COIN_LIST_THEME, ROW_HEIGHT } from '../../render/coin-list/coin-list-layout';
import { RowRing, type ListRow } from '../../render/coin-list/coin-list-rows';
import {
  attachCoinListView,
  coinListSurface,
  type CoinListSurface,
} from '../../render/coin-list/coin-list-view';
import { MIRROR_SYNC_MS, MirrorTimer } from '../../render/dom-mirror';
import { fitPlot, scrollRowIntoView, wireDrawnList, type DrawnListElements } from '../../render/drawn-list';
import type { RenderView } from '../../render/render-view';
import { CoinListColumns } from './coin-list-columns';
import { exposeCoinList } from './coin-list-handle';
import { CoinListMirror, type MirroredRows } from './coin-list-mirror';
import { FIRST_VALUE_CELL, LAST_VALUE_CELL, RowCells, type CoinListControllerInput } from './row-cells';
import { ASSET_TAB, FLASH_DOWN, FLASH_UP, FlashTracker, type EmptyState } from './rules';
import { CoinListViewModel, RESORT_INTERVAL_MS, type CoinListRows } from './view-model';
import { Timeout } from '../../lib/timers';

/** The scroller's body is the rowgroup of mirror rows; its height follows the row count. */
export interface CoinListElements extends DrawnListElements {
  /** The focusable grid (aria-activedescendant, aria-rowcount). */
  grid: HTMLElement;
}

export interface CoinListRowTarget {
  key: CoinKey;
  tradable: boolean;
  name: string;
}

export interface CoinListCallbacks {
  onEmpty(empty: EmptyState | null): void;
  onOpen(row: CoinListRowTarget): void;
  onToggleFavorite(key: CoinKey, isFavorite: boolean): void;
}

export class CoinListController {
  /** The rows in view as drawn, which both surfaces draw from. */
  private readonly drawn = new RowRing();
  private readonly view: RenderView;
  private readonly viewModel = new CoinListViewModel();
  private readonly flash = new FlashTracker();
  private readonly cells: RowCells;
  private readonly columns: CoinListColumns;
  private readonly mirror: CoinListMirror;
  /** What the mirror is synced to, reused so that a sync allocates nothing. */
  private readonly mirrored: MirroredRows = {
    rows: null,
    input: null,
    first: 0,
    count: 0,
    generation: 0,
    activeKey: null,
  };
  private readonly unsubscribe: () => void;
  private readonly unwire: () => void;
  private readonly unexpose: () => void;

  private input: CoinListControllerInput | null = null;
  private rows: CoinListRows | null = null;
  private empty: EmptyState | null | undefined = undefined;

  /** Rows must be recomputed (low-rate input, snapshot, scroll is not one). */
  private rowsDirty = true;
  /** Prices moved since the last sort. */
  private pricesMoved = false;
  private lastSort = Number.NEGATIVE_INFINITY;
  /** Bumped by every low-rate input: rows written for an older one are written whole again. */
  private generation = 0;
  /** Every row in view re-reads its numbers in the next frame (new rows object, snapshot). */
  private recheck = true;
  /** Ticker slots changed since the last frame (flag per slot, and their list). */
  private changed = new Uint8Array(0);
  private changedSlots = new Int32Array(0);
  private changedCount = 0;
  /** The mirror may show other rows than the list: it syncs at once (scroll, rows, input, active row). */
  private mirrorMoved = true;
  /** When the mirror's values must have caught up with the drawn ones (Infinity: they have). */
  private mirrorValuesDue = Number.POSITIVE_INFINITY;

  /**
   * The scroller's scrollTop as its last scroll event (or a measure) left it: every change of it fires
   * one, and reading it in the frame would force a style and layout pass whenever the DOM was touched.
   */
  private scrollTop = 0;
  private first = 0;
  private count = 0;
  private offset = 0;
  private drawnFirst = -1;
  private drawnCount = -1;
  private drawnOffset = Number.NaN;
  private drawnActive: CoinKey | null = null;
  private activeKey: CoinKey | null = null;
  private frames = 0;

  private readonly mirrorTimer = new MirrorTimer(() => {
    const now = performance.now();
    this.refresh(now);
    // Ticks no frame has drawn (no renderer, a lost context): the mirror still catches up with them.
    if (this.changedCount > 0) this.mirrorValuesDue = Math.min(this.mirrorValuesDue, now);
    this.syncMirror(now);
  });
  /** Redraws when the earliest flash ends. */
  private readonly flashTimer = new Timeout(() => this.view.invalidate());
  /** Sorts again once RESORT_INTERVAL_MS has passed since the last sort. */
  private readonly resortTimer = new Timeout(() => this.schedule(false));
  private disposed = false;

  // Reused so that a frame allocates no closures.
  private readonly markChanged = (slot: number) => {
    if (this.changed[slot] === 0) {
      this.changed[slot] = 1;
      this.changedSlots[this.changedCount++] = slot;
    }
  };

  constructor(
    private readonly feed: FeedClient,
    private readonly elements: CoinListElements,
    private readonly callbacks: CoinListCallbacks,
    surface: CoinListSurface = coinListSurface(),
  ) {
    this.cells = new RowCells(feed);
    this.columns = new CoinListColumns(elements.grid);
    this.mirror = new CoinListMirror(elements, this.cells);
    this.view = attachCoinListView(surface, {
      host: elements.plot,
      ring: this.drawn,
      prepare: () => this.prepare(),
    });
    this.seedFlashes(performance.now());
    this.unsubscribe = feed.onChanges((changes) => this.onChanges(changes));
    this.unwire = wireDrawnList(elements, {
      resize: () => this.measure(),
      scroll: () => {
        this.scrollTop = elements.scroller.scrollTop;
        this.mirrorMoved = true;
        this.schedule(true);
      },
      click: (event) => this.onClick(event),
    });

    this.unexpose = exposeCoinList(elements.grid, {
      keys: () => this.rowKeys(),
      flashDirection: (key, now) => {
        const slot = this.feed.tickers.slotOf(key);
        return slot === undefined ? null : this.flash.directionAt(slot, now);
      },
      drawnRow: (key) => {
        const position = this.positionOf(key);
        return position === null || position >= this.drawnCount ? null : this.drawn.row(position);
      },
      frames: () => this.frames,
      ring: this.drawn,
      surface,
    });
    this.measure();
  }

  setInput(input: CoinListControllerInput): void {
    const previous = this.input;
    this.input = input;
    this.cells.setInput(input);
    if (previous?.state.tab !== input.state.tab) {
      this.elements.scroller.scrollTop = 0;
      this.scrollTop = 0;
      this.activeKey = null;
    }
    this.placeColumns();
    this.rowsDirty = true;
    this.generation += 1;
    this.mirrorMoved = true;
    this.schedule(true);
  }

  /** Moves the keyboard's active row by `delta` (clamped) and keeps it in view. */
  /** The coins in the list's current order (tab, search and sort applied): the hotkeys step through them. */
  rowKeys(): readonly CoinKey[] {
    return this.rows?.keys ?? [];
  }

  moveActive(delta: number): void {
    const keys = this.rows?.keys ?? [];
    if (keys.length === 0) return;
    const current = this.activeKey === null ? -1 : keys.indexOf(this.activeKey);
    const next =
      current === -1
        ? delta > 0
          ? 0
          : keys.length - 1
        : Math.min(keys.length - 1, Math.max(0, current + delta));
    this.activeKey = keys[next]!;
    scrollRowIntoView(this.elements.scroller, next * ROW_HEIGHT, ROW_HEIGHT);
    this.scrollTop = this.elements.scroller.scrollTop;
    const now = performance.now();
    this.refresh(now);
    this.syncMirror(now);
    this.view.invalidate();
  }

  /** Opens the active row (Enter); false when there is none. */
  openActive(): boolean {
    const index = this.activeKey === null || !this.rows ? -1 : this.rows.keys.indexOf(this.activeKey);
    if (index === -1) return false;
    this.open(index);
    return true;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.unexpose();
    this.mirrorTimer.cancel();
    this.resortTimer.cancel();
    this.flashTimer.cancel();
    this.unsubscribe();
    this.unwire();
    this.view.dispose();
    this.mirror.dispose();
  }

  // ---------------------------------------------------------------------------------------------

  private onChanges(changes: FeedChangeSet): void {
    const tickers = this.feed.tickers;
    const now = performance.now();
    this.flash.ensureSlots(tickers.size);
    if (this.changed.length < tickers.size) {
      const size = Math.max(tickers.size, this.changed.length * 2);
      const grown = new Uint8Array(size);
      grown.set(this.changed);
      this.changed = grown;
      const list = new Int32Array(size);
      list.set(this.changedSlots.subarray(0, this.changedCount));
      this.changedSlots = list;
    }
    if (changes.snapshot) {
      // A snapshot's jumps are not ticks: no flashes, and the rows may have changed.
      this.flash.reset();
      this.seedFlashes(now);
      this.rowsDirty = true;
      this.recheck = true;
    } else {
      const slots = changes.tickerSlots;
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i]!;
        this.flash.observe(slot, tickers.value(slot, 'closePrice'), now);
        this.markChanged(slot);
      }
      this.pricesMoved = true;
    }
    this.schedule(false);
  }

  /** The prices known now are the baseline the next ticks flash against. */
  private seedFlashes(now: number): void {
    const tickers = this.feed.tickers;
    this.flash.ensureSlots(tickers.size);
    for (let slot = 0; slot < tickers.size; slot++)
      this.flash.observe(slot, tickers.value(slot, 'closePrice'), now);
  }

  /** Asks for a frame, and for a mirror sync: at once for row moves, at human speed for values. */
  private schedule(structural: boolean): void {
    if (this.disposed) return;
    this.view.invalidate();
    this.scheduleMirror(structural);
  }

  private scheduleMirror(structural: boolean): void {
    this.mirrorTimer.request(structural ? 0 : MIRROR_SYNC_MS);
  }

  private measure(): void {
    const { width, height } = fitPlot(this.elements);
    this.scrollTop = this.elements.scroller.scrollTop;
    this.drawn.setSize(width, height);
    this.placeColumns();
    this.view.relayout();
    this.mirrorMoved = true;
    this.schedule(true);
  }

  /** Places the columns for the list's width (coin-list-columns.ts) and sets the ring's layout for the tab. */
  private placeColumns(): void {
    const assetTab = this.input?.state.tab === ASSET_TAB;
    this.drawn.setLayout(this.columns.place(this.drawn.width, this.cells.millionUnit, assetTab));
  }

  /** Re-sorts when due and works out the rows in view. */
  private refresh(now: number): void {
    const input = this.input;
    if (!input) return;
    if (this.rowsDirty || (this.pricesMoved && now - this.lastSort >= RESORT_INTERVAL_MS)) {
      const rows = this.viewModel.rows({ ...input, tickers: this.feed.tickers });
      this.rowsDirty = false;
      this.pricesMoved = false;
      this.lastSort = now;
      if (rows !== this.rows) {
        // A re-sort under live prices keeps the row count: the scroller's height is not touched.
        if (rows.keys.length !== this.rows?.keys.length) {
          this.elements.body.style.height = `${rows.keys.length * ROW_HEIGHT}px`;
          this.elements.grid.setAttribute('aria-rowcount', String(rows.keys.length + 1));
        }
        this.rows = rows;
        this.recheck = true;
        this.mirrorMoved = true;
      }
      if (rows.empty !== this.empty) {
        this.empty = rows.empty;
        this.callbacks.onEmpty(rows.empty);
      }
    } else if (this.pricesMoved && !this.resortTimer.pending) {
      this.resortTimer.start(this.lastSort + RESORT_INTERVAL_MS - now);
    }
    const total = this.rows?.keys.length ?? 0;
    const scrollTop = this.scrollTop;
    this.first = Math.min(Math.floor(scrollTop / ROW_HEIGHT), Math.max(0, total - 1));
    this.count = Math.max(0, Math.min(this.drawn.capacity, total - this.first));
    this.offset = scrollTop - this.first * ROW_HEIGHT;
  }

  private prepare(): boolean {
    const now = performance.now();
    this.refresh(now);
    this.frames += 1;
    const rows = this.rows;
    const input = this.input;
    const first = this.first;
    const count = this.count;
    // Scrolling only moves the pooled rows; a row is written when it shows another coin or changed.
    let wrote = first !== this.drawnFirst || count !== this.drawnCount || this.offset !== this.drawnOffset;
    const recheck = this.recheck || this.activeKey !== this.drawnActive;
    let identityChanged = false;
    let valuesChanged = false;
    this.flash.expire(now, this.markChanged);
    this.drawn.begin(first, count, this.offset);
    if (rows && input) {
      const generation = this.generation;
      for (let i = 0; i < count; i++) {
        const index = first + i;
        const slot = rows.slots[index]!;
        const key = rows.keys[index]!;
        const row = this.drawn.row(i);
        if (row.shownKey !== key || row.shownGeneration !== generation) {
          this.writeRow(row, input, rows, index);
          identityChanged = true;
        } else if (recheck || (slot >= 0 && this.changed[slot] === 1)) {
          if (this.writeValues(row, input, rows, index)) valuesChanged = true;
        } else continue;
        const direction = slot < 0 ? 0 : this.flash.directionAt(slot, now);
        const flashed = row.setFlash(
          direction === FLASH_UP
            ? COIN_LIST_THEME.up
            : direction === FLASH_DOWN
              ? COIN_LIST_THEME.down
              : null,
        );
        const selected = row.setActive(key === this.activeKey);
        if (flashed || selected) wrote = true;
      }
    }
    const changedSlots = this.changedSlots;
    for (let i = 0; i < this.changedCount; i++) this.changed[changedSlots[i]!] = 0;
    this.changedCount = 0;
    this.recheck = false;
    this.drawnFirst = first;
    this.drawnCount = count;
    this.drawnOffset = this.offset;
    this.drawnActive = this.activeKey;

    const nextFlashEnd = this.flash.expire(now);
    if (Number.isFinite(nextFlashEnd) && !this.flashTimer.pending) this.flashTimer.start(nextFlashEnd - now);
    if (valuesChanged) this.mirrorValuesChanged(now);
    if (this.mirrorMoved || identityChanged) this.syncMirror(now);
    return wrote || identityChanged || valuesChanged;
  }

  /** Writes every cell of a pooled row for list row `index` (it shows another coin, or the input changed). */
  private writeRow(row: ListRow, input: CoinListControllerInput, rows: CoinListRows, index: number): void {
    const { texts, tints } = this.cells;
    this.cells.fillRow(input, rows, index);
    const layout = this.drawn.layout;
    for (let c = 0; c < CELL_COUNT; c++) row.set(c, this.columns.cut(c, texts[c]!, layout), tints[c]!);
    row.shown.set(this.cells.numbers);
    row.shownKey = rows.keys[index]!;
    row.shownGeneration = this.generation;
  }

  /** Formats and writes only the value cells whose numbers changed; true when one did. */
  private writeValues(
    row: ListRow,
    input: CoinListControllerInput,
    rows: CoinListRows,
    index: number,
  ): boolean {
    const cells = this.cells;
    const changed = cells.changedNumbers(input, rows, index, row.shown);
    if (changed === 0) return false;
    const formatted = cells.formatChanged(input, rows, index, changed);
    for (let c = FIRST_VALUE_CELL; c <= LAST_VALUE_CELL; c++)
      if ((formatted & (1 << c)) !== 0) row.set(c, cells.texts[c]!, cells.tints[c]!);
    row.shown.set(cells.numbers);
    return true;
  }

  private positionOf(key: CoinKey): number | null {
    const index = this.rows?.keys.indexOf(key) ?? -1;
    if (index < this.drawnFirst || index >= this.drawnFirst + this.drawnCount) return null;
    return index - this.drawnFirst;
  }

  /** The drawn values changed: the mirror catches up within MIRROR_SYNC_MS. */
  private mirrorValuesChanged(now: number): void {
    if (this.mirrorValuesDue !== Number.POSITIVE_INFINITY) return;
    this.mirrorValuesDue = now + MIRROR_SYNC_MS;
    this.mirrorTimer.request(MIRROR_SYNC_MS);
  }

  /** Brings the DOM mirror up to the rows in view, with the values when they are due. */
  private syncMirror(now: number): void {
    this.mirrorTimer.cancel();
    this.mirrorMoved = false;
    const values = now >= this.mirrorValuesDue;
    if (values) this.mirrorValuesDue = Number.POSITIVE_INFINITY;
    const view = this.mirrored;
    view.rows = this.rows;
    view.input = this.input;
    view.first = this.first;
    view.count = this.count;
    view.generation = this.generation;
    view.activeKey = this.activeKey;
    this.mirror.sync(view, values);
    if (!values && Number.isFinite(this.mirrorValuesDue))
      this.mirrorTimer.request(this.mirrorValuesDue - now);
  }

  private onClick(event: MouseEvent): void {
    const target = event.target as Element | null;
    const rowElement = target?.closest<HTMLElement>('[role="row"]');
    const index = Number(rowElement?.dataset.index);
    const key = rowElement?.dataset.key as CoinKey | undefined;
    if (!rowElement || !key || !Number.isInteger(index) || this.rows?.keys[index] !== key) return;
    if (target?.closest('[data-action="favorite"]')) {
      this.callbacks.onToggleFavorite(key, this.cells.isFavorite(key));
      return;
    }
    this.activeKey = key;
    this.mirrorMoved = true;
    this.schedule(true);
    this.open(index);
  }

  private open(index: number): void {
    const rows = this.rows;
    const input = this.input;
    if (!rows || !input) return;
    this.cells.fillRow(input, rows, index);
    const asset = rows.assets?.[index];
    this.callbacks.onOpen({
      key: rows.keys[index]!,
      tradable: asset ? asset.tradable : true,
      name: this.cells.texts[0]!,
    });
  }
}
