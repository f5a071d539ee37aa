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
import type { CoinInfo } from '../../../contract';
import type { FeedChangeSet, FeedClient } from '../../api/feed-types';
import { formatRate } from '../../lib/format';
import { coinsBySymbol } from '../../lib/asset-valuation';
import { formatPrice, formatQuantity } from '../../lib/price-format';
import {
  CELL_COUNT,
  CELL_GAP,
  COIN_LIST_THEME,
  coinRowLayout,
  fitText,
  FONT_SIZE,
  LINE_1,
  LINE_2,
  MIDDLE,
  NAME_X,
  placeCoinColumns,
  ROW_HEIGHT,
  SMALL_SIZE,
  STAR_CELL,
  widestCoinTexts,
  type CoinColumns,
  type CoinColumnWidths,
  type RowLayout,
} from '../../render/coin-list/coin-list-layout';
import { RowRing, type ListRow } from '../../render/coin-list/coin-list-rows';
import { listTextMeasure } from '../../render/coin-list/coin-list-canvas';
import {
  attachCoinListView,
  coinListSurface,
  type CoinListSurface,
} from '../../render/coin-list/coin-list-view';
import {
  fitPlot,
  MirrorTimer,
  scrollRowIntoView,
  wireDrawnList,
  type DrawnListElements,
} from '../../render/drawn-list';
import type { RenderView } from '../../render/shared-renderer';
import {
  DEFAULT_MARKET,
  isMarketSymbol,
  parseCoinKey,
  type CoinKey,
  type MarketSymbol,
} from '../../../contract/markets';
import {
  ASSET_TAB,
  FLASH_DOWN,
  FLASH_UP,
  FlashTracker,
  formatChangeAmount,
  formatKrw,
  formatKrwProfit,
  formatListVolume,
  rowBadges,
  type EmptyState,
  type FlashDirection,
} from './rules';
import {
  changeAmountOf,
  CoinListViewModel,
  rateOf,
  RESORT_INTERVAL_MS,
  type CoinListInput,
  type CoinListRows,
  type ListLanguage,
} from './view-model';

/** The DOM mirror catches up with values this often; row moves reach it at once. */
export const MIRROR_SYNC_MS = 500;

/** No header labels to make room for (the My Asset tab shows other headers). */
const NO_HEADERS: CoinColumnWidths = { price: 0, change: 0, volume: 0 };

/** Cells of the mirror per tab kind, as drawn cell indices (the header's columns, in order). */
const MIRROR_CELLS = { coin: [0, 2, 4, 6], asset: [0, 2, 3, 4, 6, 7] } as const;

/** Cells 2–7 show numbers; 0, 1 and the star are the row's identity. */
const FIRST_VALUE_CELL = 2;
const LAST_VALUE_CELL = 7;

const cellBits = (...cells: number[]) => cells.reduce((mask, cell) => mask | (1 << cell), 0);
/**
 * Per cell, the cells whose numbers its text and tint are made from (bit masks): a price is tinted by
 * the rate, a change amount takes its decimals from the price, a profit its tint from the profit rate.
 */
const CELL_INPUTS = {
  coin: [0, 0, cellBits(2, 4), 0, cellBits(4), cellBits(2, 4, 5), cellBits(6), 0, 0],
  asset: [0, 0, cellBits(2), cellBits(3), cellBits(4), 0, cellBits(6), cellBits(6, 7), 0],
} as const;

/** What the view model takes (the controller adds the feed's tickers), and what the mirror needs besides. */
export interface CoinListControllerInput extends Omit<CoinListInput, 'tickers'> {
  /** Favourites are blocked: the stars wait (spinner). */
  favoritesBlocked: boolean;
  translate: (key: string, options?: Record<string, unknown>) => string;
}

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

/** What tests and the bench may read of a mounted list (coinListHandleOf). */
export interface CoinListHandle {
  /** The row keys in order. */
  keys(): readonly CoinKey[];
  /** The flash a row's price shows at `now` on the list's clock (performance.now()). */
  flashOf(key: CoinKey, now?: number): 'up' | 'down' | null;
  /** The flash the drawn row shows (after the last frame). */
  drawnFlashOf(key: CoinKey): 'up' | 'down' | null;
  /** The drawn text of a row's cell, when the row is in view. */
  drawnText(key: CoinKey, cell: number): string | null;
  /** The drawn rows' width and where their cells sit (coin-list-layout.ts), as the drawings read them. */
  drawnLayout(): { width: number; layout: RowLayout };
  /**
   * Text writes so far, cells handed to the drawn rows (each a formatted text, written or not), pooled
   * rows, frames prepared, and rows the drawing drew anew.
   */
  stats(): { writes: number; cellsSet: number; pooledRows: number; frames: number; rowsDrawn: number };
  /** What the rows are drawn on. */
  readonly surface: CoinListSurface;
}

const handles = new WeakMap<Element, CoinListHandle>();

/** The handle of the list whose grid is `grid` (tests, bench). */
export function coinListHandleOf(grid: Element): CoinListHandle | undefined {
  return handles.get(grid);
}

function cell(share: number, offset: number, anchor: 0 | 1, y: number, small = false) {
  return { share, offset, anchor, y, small };
}

export const ASSET_LAYOUT: RowLayout = [
  cell(0, NAME_X, 0, LINE_1),
  cell(0, NAME_X, 0, LINE_2, true),
  cell(0.5, 0, 1, LINE_1),
  cell(0.5, 0, 1, LINE_2, true),
  cell(0.72, 0, 1, MIDDLE),
  null,
  cell(1, -8, 1, LINE_1),
  cell(1, -8, 1, LINE_2, true),
  cell(0, 6, 0, MIDDLE),
];

function signTint(value: number): number {
  if (value > 0) return COIN_LIST_THEME.up;
  if (value < 0) return COIN_LIST_THEME.down;
  return COIN_LIST_THEME.text;
}

function flashName(direction: FlashDirection): 'up' | 'down' | null {
  if (direction === FLASH_UP) return 'up';
  if (direction === FLASH_DOWN) return 'down';
  return null;
}

/** Two numbers are the same shown value (NaN, no number, equals itself). */
function sameNumber(a: number, b: number): boolean {
  return a === b || (a !== a && b !== b);
}

interface MirrorRow {
  row: HTMLElement;
  star: HTMLButtonElement;
  name: HTMLElement;
  cells: HTMLElement[];
  /** What the row was last written for: list row, coin, generation of the input; and its selection. */
  index: number;
  key: CoinKey | null;
  generation: number;
  active: boolean;
}

export class CoinListController {
  /** The rows in view as drawn, which both surfaces draw from. */
  private readonly drawn = new RowRing();
  private readonly view: RenderView;
  private readonly viewModel = new CoinListViewModel();
  private readonly flash = new FlashTracker();
  private readonly unsubscribe: () => void;
  private readonly unwire: () => void;

  private input: CoinListControllerInput | null = null;
  private rows: CoinListRows | null = null;
  private empty: EmptyState | null | undefined = undefined;
  private coinsByKey = new Map<CoinKey, CoinInfo>();
  private bySymbol: ReadonlyMap<string, CoinInfo> = new Map();
  private favoriteKeys = new Set<CoinKey>();
  private badgeTexts = new Map<CoinKey, string>();

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
  /** The KRW volume's unit ("M"), translated once per input. */
  private millionUnit = '';
  /** Measures texts in the list's font; the drawn names and badge lines cut to the name column, by text. */
  private readonly measureText = listTextMeasure();
  private readonly cutNames = [new Map<string, string>(), new Map<string, string>()] as const;
  /** The coin columns at the list's width, unit and header labels, and the coin rows' layout from them. */
  private columns: CoinColumns = placeCoinColumns(0, widestCoinTexts('', this.measureText), NO_HEADERS);
  private coinLayout: RowLayout = coinRowLayout(this.columns);

  /** The mirror's rows in DOM order, the first showing list row `mirrorFirst`. */
  private readonly mirrorRows: MirrorRow[] = [];
  private mirrorFirst = 0;
  private readonly mirrorTimer = new MirrorTimer(() => {
    const now = performance.now();
    this.refresh(now);
    // Ticks no frame has drawn (no renderer, a lost context): the mirror still catches up with them.
    if (this.changedCount > 0) this.mirrorValuesDue = Math.min(this.mirrorValuesDue, now);
    this.syncMirror(now);
  });
  private resortTimer: ReturnType<typeof setTimeout> | undefined;
  private flashTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  // Reused per row so that a frame allocates no arrays or closures.
  private readonly texts: string[] = new Array<string>(CELL_COUNT).fill('');
  private readonly tints: number[] = new Array<number>(CELL_COUNT).fill(COIN_LIST_THEME.text);
  /** The numbers of a row's value cells (NaN where none). */
  private readonly numbers = new Float64Array(CELL_COUNT);
  private readonly markChanged = (slot: number) => {
    if (this.changed[slot] === 0) {
      this.changed[slot] = 1;
      this.changedSlots[this.changedCount++] = slot;
    }
  };
  private readonly onFlashTimer = () => {
    this.flashTimer = undefined;
    this.view.invalidate();
  };
  private readonly onResortTimer = () => {
    this.resortTimer = undefined;
    this.schedule(false);
  };

  constructor(
    private readonly feed: FeedClient,
    private readonly elements: CoinListElements,
    private readonly callbacks: CoinListCallbacks,
    surface: CoinListSurface = coinListSurface(),
  ) {
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

    handles.set(elements.grid, {
      keys: () => this.rows?.keys ?? [],
      flashOf: (key, now = performance.now()) => {
        const slot = this.feed.tickers.slotOf(key);
        return slot === undefined ? null : flashName(this.flash.directionAt(slot, now));
      },
      drawnFlashOf: (key) => {
        const position = this.positionOf(key);
        if (position === null || position >= this.drawnCount) return null;
        const tint = this.drawn.row(position).flashTint;
        return tint === COIN_LIST_THEME.up ? 'up' : tint === COIN_LIST_THEME.down ? 'down' : null;
      },
      drawnText: (key, cellIndex) => {
        const position = this.positionOf(key);
        return position === null || position >= this.drawnCount
          ? null
          : this.drawn.row(position).cellText(cellIndex);
      },
      drawnLayout: () => ({ width: this.drawn.width, layout: this.drawn.layout }),
      stats: () => ({
        writes: this.drawn.writes,
        cellsSet: this.drawn.sets,
        pooledRows: this.drawn.pooledRows,
        frames: this.frames,
        rowsDrawn: this.drawn.rowsDrawn,
      }),
      surface,
    });
    this.measure();
  }

  setInput(input: CoinListControllerInput): void {
    const previous = this.input;
    this.input = input;
    if (previous?.coins !== input.coins) {
      this.coinsByKey = new Map(input.coins.map((coin) => [coin.key, coin]));
      this.bySymbol = coinsBySymbol(input.coins);
    }
    if (previous?.favorites !== input.favorites)
      this.favoriteKeys = new Set((input.favorites ?? []).map((row) => row.key));
    if (previous?.coins !== input.coins || previous.translate !== input.translate) this.badgeTexts.clear();
    if (previous?.state.tab !== input.state.tab) {
      this.elements.scroller.scrollTop = 0;
      this.scrollTop = 0;
      this.activeKey = null;
    }
    this.millionUnit = input.translate('coinList.unit.million');
    this.placeColumns();
    this.rowsDirty = true;
    this.generation += 1;
    this.mirrorMoved = true;
    this.schedule(true);
  }

  /** Moves the keyboard's active row by `delta` (clamped) and keeps it in view. */
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
    handles.delete(this.elements.grid);
    this.mirrorTimer.cancel();
    clearTimeout(this.resortTimer);
    clearTimeout(this.flashTimer);
    this.unsubscribe();
    this.unwire();
    this.view.dispose();
    for (const mirror of this.mirrorRows) mirror.row.remove();
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

  /**
   * Places the coin columns for the list's width, volume unit and header labels (a new layout only when a
   * column moved, which has every row written again), sets the ring's layout for the tab, and has the header's
   * columns end where the drawn ones do (CSS custom properties the stylesheet reads).
   */
  private placeColumns(): void {
    const width = this.drawn.width;
    const values = widestCoinTexts(this.millionUnit, this.measureText);
    const headers = this.headerWidths();
    const known = this.columns;
    const placed = placeCoinColumns(width, values, headers);
    if (
      placed.nameRight !== known.nameRight ||
      placed.priceRight !== known.priceRight ||
      placed.changeRight !== known.changeRight ||
      placed.volumeRight !== known.volumeRight
    ) {
      this.columns = placed;
      this.coinLayout = coinRowLayout(placed);
      for (const cut of this.cutNames) cut.clear();
      const { priceRight, changeRight } = placed;
      // The name's label takes what the price's label leaves, CELL_GAP short of it: more than its values.
      const nameHead = Math.max(placed.nameRight, Math.floor(priceRight - headers.price - CELL_GAP));
      const style = this.elements.grid.style;
      style.setProperty('--td-coin-list-name', `${nameHead}px`);
      style.setProperty('--td-coin-list-price', `${priceRight - nameHead}px`);
      style.setProperty('--td-coin-list-change', `${changeRight - priceRight}px`);
      style.setProperty('--td-coin-list-volume', `${width - changeRight}px`);
    }
    this.drawn.setLayout(this.input?.state.tab === ASSET_TAB ? ASSET_LAYOUT : this.coinLayout);
  }

  /** The coin header's price, change and volume labels with their sort marks, unwrapped, px. */
  private headerWidths(): CoinColumnWidths {
    const head = this.elements.grid.querySelector<HTMLElement>('.td-coin-list__head[data-kind="coin"]');
    if (!head) return NO_HEADERS;
    // On one line whatever the columns' widths (a label wraps where it does not get its width).
    head.classList.add('td-coin-list__head--measuring');
    const buttons = head.querySelectorAll<HTMLElement>('.td-list-header__button');
    // The first is the name's.
    const widthOf = (index: number) => buttons[index]?.getBoundingClientRect().width ?? 0;
    const widths = { price: widthOf(1), change: widthOf(2), volume: widthOf(3) };
    head.classList.remove('td-coin-list__head--measuring');
    return widths;
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
    } else if (this.pricesMoved && this.resortTimer === undefined) {
      this.resortTimer = setTimeout(this.onResortTimer, this.lastSort + RESORT_INTERVAL_MS - now);
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
    if (Number.isFinite(nextFlashEnd) && this.flashTimer === undefined)
      this.flashTimer = setTimeout(this.onFlashTimer, Math.max(0, nextFlashEnd - now));
    if (valuesChanged) this.mirrorValuesChanged(now);
    if (this.mirrorMoved || identityChanged) this.syncMirror(now);
    return wrote || identityChanged || valuesChanged;
  }

  /** Writes every cell of a pooled row for list row `index` (it shows another coin, or the input changed). */
  private writeRow(row: ListRow, input: CoinListControllerInput, rows: CoinListRows, index: number): void {
    this.fillRow(input, rows, index);
    for (let c = 0; c < CELL_COUNT; c++) row.set(c, this.cutToColumn(c), this.tints[c]!);
    row.shown.set(this.numbers);
    row.shownKey = rows.keys[index]!;
    row.shownGeneration = this.generation;
  }

  /**
   * The text cell `cell` of fillRow draws: a coin row's name and badge line are cut with an ellipsis where
   * the name column ends (CELL_GAP short of the price); the mirror and the callbacks keep the whole name.
   */
  private cutToColumn(cell: number): string {
    const text = this.texts[cell]!;
    if ((cell !== 0 && cell !== 1) || this.drawn.layout !== this.coinLayout) return text;
    const known = this.cutNames[cell];
    let cut = known.get(text);
    if (cut === undefined) {
      const size = cell === 0 ? FONT_SIZE : SMALL_SIZE;
      cut = fitText(text, this.columns.nameRight - NAME_X, size, this.measureText);
      known.set(text, cut);
    }
    return cut;
  }

  /** Formats and writes only the value cells whose numbers changed; true when one did. */
  private writeValues(
    row: ListRow,
    input: CoinListControllerInput,
    rows: CoinListRows,
    index: number,
  ): boolean {
    const numbers = this.numbers;
    this.fillNumbers(input, rows, index);
    let changedCells = 0;
    for (let c = FIRST_VALUE_CELL; c <= LAST_VALUE_CELL; c++)
      if (!sameNumber(numbers[c]!, row.shown[c]!)) changedCells |= 1 << c;
    if (changedCells === 0) return false;
    const inputs = rows.assets?.[index] ? CELL_INPUTS.asset : CELL_INPUTS.coin;
    for (let c = FIRST_VALUE_CELL; c <= LAST_VALUE_CELL; c++) {
      if ((inputs[c]! & changedCells) === 0) continue;
      this.formatValue(input, rows, index, c);
      row.set(c, this.texts[c]!, this.tints[c]!);
    }
    row.shown.set(numbers);
    return true;
  }

  private nameOf(coin: CoinInfo | undefined, symbol: string, language: ListLanguage): string {
    if (!coin) return symbol;
    return language === 'ko' ? coin.coinNm : coin.coinNmEn;
  }

  private badgesOf(coin: CoinInfo, translate: CoinListControllerInput['translate']): string {
    let text = this.badgeTexts.get(coin.key);
    if (text === undefined) {
      text = rowBadges(coin.infoOnMarket)
        .map((badge) => translate(`coinList.badges.${badge}`))
        .join(' · ');
      this.badgeTexts.set(coin.key, text);
    }
    return text;
  }

  /** The texts and tints of every cell of row `index`, and its numbers, into the reused arrays. */
  private fillRow(input: CoinListControllerInput, rows: CoinListRows, index: number): void {
    const texts = this.texts;
    const tints = this.tints;
    const key = rows.keys[index]!;
    const asset = rows.assets?.[index];
    tints.fill(COIN_LIST_THEME.text);
    tints[1] = COIN_LIST_THEME.muted;
    const favorite = this.favoriteKeys.has(key);
    texts[STAR_CELL] = input.favoritesBlocked && input.loggedIn ? '…' : favorite ? '★' : '☆';
    tints[STAR_CELL] = favorite ? COIN_LIST_THEME.star : COIN_LIST_THEME.muted;
    if (asset) {
      texts[0] = this.nameOf(this.bySymbol.get(asset.symbol), asset.symbol, input.language);
      texts[1] = asset.symbol;
    } else {
      const coin = this.coinsByKey.get(key);
      const market = this.marketOf(key);
      const symbol = coin?.symbol ?? parseCoinKey(key)?.symbol ?? key;
      texts[0] = this.nameOf(coin, symbol, input.language);
      const badges = coin ? this.badgesOf(coin, input.translate) : '';
      texts[1] = badges === '' ? `${symbol}/${market}` : `${symbol}/${market}  ${badges}`;
    }
    this.fillNumbers(input, rows, index);
    for (let c = FIRST_VALUE_CELL; c <= LAST_VALUE_CELL; c++) this.formatValue(input, rows, index, c);
  }

  /** The numbers row `index`'s value cells show (NaN where a cell shows none). */
  private fillNumbers(input: CoinListControllerInput, rows: CoinListRows, index: number): void {
    const numbers = this.numbers;
    numbers.fill(Number.NaN);
    const asset = rows.assets?.[index];
    if (asset) {
      numbers[2] = asset.coinBalance;
      numbers[3] = asset.valuationAmt;
      numbers[4] = asset.avgBuyAmt;
      numbers[6] = asset.profitRate;
      numbers[7] = asset.valuationProfit;
      return;
    }
    const slot = rows.slots[index]!;
    if (slot < 0) return;
    const tickers = this.feed.tickers;
    const { tickType, usdtVolumeMode } = input.state;
    numbers[2] = tickers.value(slot, 'closePrice');
    numbers[4] = rateOf(tickers, slot, tickType);
    numbers[5] = changeAmountOf(tickers, slot, tickType);
    const globalVolume = usdtVolumeMode === 'global' && this.marketOf(rows.keys[index]!) === 'USDT';
    numbers[6] = tickers.value(slot, globalVolume ? 'valueBx24H' : 'value24H');
  }

  /** The text and tint of value cell `cell` of row `index`, from the numbers fillNumbers left. */
  private formatValue(input: CoinListControllerInput, rows: CoinListRows, index: number, cell: number): void {
    const texts = this.texts;
    const tints = this.tints;
    const numbers = this.numbers;
    tints[cell] = COIN_LIST_THEME.text;
    if (rows.assets?.[index]) {
      switch (cell) {
        case 2:
          texts[2] = formatQuantity(numbers[2]!);
          return;
        case 3:
          texts[3] = formatKrw(numbers[3]!);
          return;
        case 4:
          // Asset rows are valued on the KRW market: its price decimals, so SHIB bought at 0.021 is not "0".
          texts[4] = formatPrice(DEFAULT_MARKET, numbers[4]!);
          return;
        case 6:
        case 7:
          texts[cell] = cell === 6 ? formatRate(numbers[6]!) : formatKrwProfit(numbers[7]!);
          tints[cell] = signTint(numbers[6]!);
          return;
      }
      texts[cell] = '';
      return;
    }
    const market = this.marketOf(rows.keys[index]!);
    if (rows.slots[index]! < 0 || cell === 3 || cell === 7) {
      texts[cell] = '';
      return;
    }
    if (cell === 6) {
      const volume = formatListVolume(market, numbers[6]!, input.state.usdtVolumeMode);
      texts[6] = market === 'KRW' ? `${volume}${this.millionUnit}` : volume;
      return;
    }
    texts[cell] =
      cell === 2
        ? formatPrice(market, numbers[2]!)
        : cell === 4
          ? formatRate(numbers[4]!)
          : formatChangeAmount(market, numbers[5]!, numbers[2]!);
    tints[cell] = signTint(numbers[4]!);
  }

  /** The market of a row's coin (from the coin list, else its key). */
  private marketOf(key: CoinKey): MarketSymbol {
    const known = this.coinsByKey.get(key)?.marketSymbol;
    if (known !== undefined && isMarketSymbol(known)) return known;
    const parsed = parseCoinKey(key);
    return parsed && isMarketSymbol(parsed.marketSymbol) ? parsed.marketSymbol : 'KRW';
  }

  private positionOf(key: CoinKey): number | null {
    const index = this.rows?.keys.indexOf(key) ?? -1;
    if (index < this.drawnFirst || index >= this.drawnFirst + this.drawnCount) return null;
    return index - this.drawnFirst;
  }

  private createMirrorRow(): MirrorRow {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    row.id = `${this.elements.grid.id}-row-${this.mirrorRows.length}`;
    row.className = 'td-coin-list__row';
    const nameCell = document.createElement('div');
    nameCell.setAttribute('role', 'gridcell');
    nameCell.className = 'td-coin-list__cell td-coin-list__cell--name';
    const star = document.createElement('button');
    star.type = 'button';
    star.className = 'td-coin-list__star';
    star.dataset.action = 'favorite';
    const name = document.createElement('span');
    nameCell.append(star, name);
    row.append(nameCell);
    this.elements.body.append(row);
    return { row, star, name, cells: [nameCell], index: -1, key: null, generation: -1, active: false };
  }

  /**
   * Turns the mirror's ring so that its first row shows list row `first`: after a scroll of k rows the
   * k rows that left move to the other end (DOM order stays list order), the others keep their content.
   */
  private turnMirror(first: number): void {
    const mirror = this.mirrorRows;
    const shift = first - this.mirrorFirst;
    this.mirrorFirst = first;
    if (shift === 0 || Math.abs(shift) >= mirror.length) return;
    const body = this.elements.body;
    if (shift > 0)
      for (let i = 0; i < shift; i++) {
        const row = mirror.shift()!;
        body.append(row.row);
        mirror.push(row);
      }
    else
      for (let i = 0; i < -shift; i++) {
        const row = mirror.pop()!;
        body.prepend(row.row);
        mirror.unshift(row);
      }
  }

  /** Writes a mirror row whole for list row `index` (the texts of fillRow). */
  private writeMirrorRow(
    mirror: MirrorRow,
    input: CoinListControllerInput,
    key: CoinKey,
    index: number,
  ): void {
    const cells = input.state.tab === ASSET_TAB ? MIRROR_CELLS.asset : MIRROR_CELLS.coin;
    while (mirror.cells.length < cells.length) {
      const element = document.createElement('div');
      element.setAttribute('role', 'gridcell');
      element.className = 'td-coin-list__cell';
      mirror.cells.push(element);
      mirror.row.append(element);
    }
    for (let c = 1; c < mirror.cells.length; c++) mirror.cells[c]!.hidden = c >= cells.length;
    const name = this.texts[0]!;
    const favorite = this.favoriteKeys.has(key);
    mirror.row.style.top = `${index * ROW_HEIGHT}px`;
    mirror.row.dataset.key = key;
    mirror.row.dataset.index = String(index);
    setAttribute(mirror.row, 'aria-label', name);
    setAttribute(mirror.row, 'aria-rowindex', String(index + 2));
    setAttribute(
      mirror.star,
      'aria-label',
      input.translate(favorite ? 'coinList.favorite.remove' : 'coinList.favorite.add', { coin: name }),
    );
    setAttribute(mirror.star, 'aria-pressed', String(favorite));
    setAttribute(mirror.star, 'aria-busy', String(input.favoritesBlocked && input.loggedIn));
    setText(mirror.name, name);
    this.writeMirrorValues(mirror, input);
    mirror.index = index;
    mirror.key = key;
    mirror.generation = this.generation;
  }

  /** Writes a mirror row's value cells from the texts of fillRow (text only where it changed). */
  private writeMirrorValues(mirror: MirrorRow, input: CoinListControllerInput): void {
    const cells = input.state.tab === ASSET_TAB ? MIRROR_CELLS.asset : MIRROR_CELLS.coin;
    for (let c = 1; c < cells.length; c++) setText(mirror.cells[c]!, this.texts[cells[c]!]!);
  }

  /** The drawn values changed: the mirror catches up within MIRROR_SYNC_MS. */
  private mirrorValuesChanged(now: number): void {
    if (this.mirrorValuesDue !== Number.POSITIVE_INFINITY) return;
    this.mirrorValuesDue = now + MIRROR_SYNC_MS;
    this.mirrorTimer.request(MIRROR_SYNC_MS);
  }

  /**
   * Brings the DOM mirror up to the rows in view: rows that show another list row, coin or input are
   * written whole; the others are left alone unless their values are due (then only changed texts).
   */
  private syncMirror(now: number): void {
    this.mirrorTimer.cancel();
    this.mirrorMoved = false;
    const values = now >= this.mirrorValuesDue;
    if (values) this.mirrorValuesDue = Number.POSITIVE_INFINITY;
    const rows = this.rows;
    const input = this.input;
    const count = rows && input ? this.count : 0;
    const mirror = this.mirrorRows;
    if (mirror.length < count) {
      // A grown ring starts again from list order: the rows are rewritten where they differ.
      while (mirror.length < count) mirror.push(this.createMirrorRow());
      this.mirrorFirst = this.first;
    } else this.turnMirror(this.first);
    let activeId: string | null = null;
    for (let i = 0; i < count; i++) {
      const index = this.first + i;
      const key = rows!.keys[index]!;
      const row = mirror[i]!;
      if (row.index !== index || row.key !== key || row.generation !== this.generation) {
        this.fillRow(input!, rows!, index);
        this.writeMirrorRow(row, input!, key, index);
      } else if (values) {
        this.fillRow(input!, rows!, index);
        this.writeMirrorValues(row, input!);
      }
      const active = key === this.activeKey;
      if (row.active !== active) {
        row.active = active;
        row.row.setAttribute('aria-selected', String(active));
      }
      if (active) activeId = row.row.id;
      if (row.row.hidden) row.row.hidden = false;
    }
    for (let i = count; i < mirror.length; i++) {
      const row = mirror[i]!;
      if (!row.row.hidden) row.row.hidden = true;
    }
    if (activeId) setAttribute(this.elements.grid, 'aria-activedescendant', activeId);
    else if (this.elements.grid.hasAttribute('aria-activedescendant'))
      this.elements.grid.removeAttribute('aria-activedescendant');
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
      this.callbacks.onToggleFavorite(key, this.favoriteKeys.has(key));
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
    this.fillRow(input, rows, index);
    const asset = rows.assets?.[index];
    this.callbacks.onOpen({
      key: rows.keys[index]!,
      tradable: asset ? asset.tradable : true,
      name: this.texts[0]!,
    });
  }
}

/** Writes a cell's text only when it changed, into its text node when it has one (no node replaced). */
function setText(element: HTMLElement, text: string): void {
  const node = element.firstChild;
  if (node instanceof Text && node.nextSibling === null) {
    if (node.data !== text) node.data = text;
  } else if (element.textContent !== text) element.textContent = text;
}

function setAttribute(element: HTMLElement, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
