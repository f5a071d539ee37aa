/**
 * The imperative side of the coin list: from the feed's change sets (at most one per animation frame)
 * and the low-rate input React hands over, it keeps the ordered rows (re-sorted at most every
 * RESORT_INTERVAL_MS through the view model), the 200 ms flashes, the Pixi rows in view (drawn through
 * the window's shared renderer, cells written only when they changed) and the accessible DOM mirror of
 * the visible rows (synced at human speed, at once when rows move). React does not re-render per tick.
 */
import type { CoinInfo, TickType } from '../../../contract';
import type { FeedChangeSet, FeedClient } from '../../api/feed-types';
import { formatRate } from '../../lib/format';
import { coinsBySymbol } from '../../lib/asset-valuation';
import { formatPrice, formatQuantity } from '../../lib/price-format';
import {
  CELL_COUNT,
  COIN_LIST_THEME,
  CoinListScene,
  ROW_HEIGHT,
  STAR_CELL,
  STAR_WIDTH,
  type RowLayout,
} from '../../render/coin-list/coin-list-scene';
import {
  fitPlot,
  MirrorTimer,
  scrollRowIntoView,
  wireDrawnList,
  type DrawnListElements,
} from '../../render/drawn-list';
import { attachView, type RenderView } from '../../render/shared-renderer';
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

/** Cells of the mirror per tab kind, as scene cell indices (the header's columns, in order). */
const MIRROR_CELLS = { coin: [0, 2, 4, 6], asset: [0, 2, 3, 4, 6, 7] } as const;

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
  /** BitmapText writes so far, pooled scene rows and frames drawn. */
  stats(): { writes: number; pooledRows: number; frames: number };
}

const handles = new WeakMap<Element, CoinListHandle>();

/** The handle of the list whose grid is `grid` (tests, bench). */
export function coinListHandleOf(grid: Element): CoinListHandle | undefined {
  return handles.get(grid);
}

function cell(share: number, offset: number, anchor: 0 | 1, y: number, small = false) {
  return { share, offset, anchor, y, small };
}

const NAME_X = STAR_WIDTH + 4;
const LINE_1 = 14;
const LINE_2 = 28;
const MIDDLE = ROW_HEIGHT / 2;

const COIN_LAYOUT: RowLayout = [
  cell(0, NAME_X, 0, LINE_1),
  cell(0, NAME_X, 0, LINE_2, true),
  cell(0.6, 0, 1, MIDDLE),
  null,
  cell(0.8, 0, 1, LINE_1),
  cell(0.8, 0, 1, LINE_2, true),
  cell(1, -8, 1, MIDDLE),
  null,
  cell(0, 6, 0, MIDDLE),
];

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

interface MirrorRow {
  row: HTMLElement;
  star: HTMLButtonElement;
  name: HTMLElement;
  cells: HTMLElement[];
}

export class CoinListController {
  private readonly scene = new CoinListScene();
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
  /** Every row in view is rewritten in the next frame. */
  private rewriteAll = true;
  private changed = new Uint8Array(0);
  private changedSlots: number[] = [];
  /** Mirror rows must be rebuilt at once (rows moved, scrolled, active row). */
  private mirrorStructural = true;

  private first = 0;
  private count = 0;
  private drawnFirst = -1;
  private drawnCount = -1;
  private drawnOffset = Number.NaN;
  private drawnActive: CoinKey | null = null;
  private activeKey: CoinKey | null = null;
  private frames = 0;

  private readonly mirrorRows: MirrorRow[] = [];
  private readonly mirrorTimer = new MirrorTimer(() => {
    this.refresh(performance.now());
    this.syncMirror();
  });
  private resortTimer: ReturnType<typeof setTimeout> | undefined;
  private flashTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  // Reused per row so that a frame allocates no arrays.
  private readonly texts: string[] = new Array<string>(CELL_COUNT).fill('');
  private readonly tints: number[] = new Array<number>(CELL_COUNT).fill(COIN_LIST_THEME.text);

  constructor(
    private readonly feed: FeedClient,
    private readonly elements: CoinListElements,
    private readonly callbacks: CoinListCallbacks,
  ) {
    this.view = attachView({
      host: elements.plot,
      stage: this.scene.stage,
      background: COIN_LIST_THEME.background,
      prepare: () => this.prepare(),
    });
    this.seedFlashes(performance.now());
    this.unsubscribe = feed.onChanges((changes) => this.onChanges(changes));
    this.unwire = wireDrawnList(elements, {
      resize: () => this.measure(),
      scroll: () => {
        this.mirrorStructural = true;
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
        const tint = this.scene.row(position).flashTint;
        return tint === COIN_LIST_THEME.up ? 'up' : tint === COIN_LIST_THEME.down ? 'down' : null;
      },
      drawnText: (key, cellIndex) => {
        const position = this.positionOf(key);
        return position === null || position >= this.drawnCount
          ? null
          : this.scene.row(position).cellText(cellIndex);
      },
      stats: () => ({ writes: this.scene.writes, pooledRows: this.scene.pooledRows, frames: this.frames }),
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
      this.activeKey = null;
    }
    this.scene.setLayout(input.state.tab === ASSET_TAB ? ASSET_LAYOUT : COIN_LAYOUT);
    this.rowsDirty = true;
    this.rewriteAll = true;
    this.mirrorStructural = true;
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
    this.mirrorStructural = true;
    this.refresh(performance.now());
    this.syncMirror();
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
    this.scene.destroy();
    for (const mirror of this.mirrorRows) mirror.row.remove();
  }

  // ---------------------------------------------------------------------------------------------

  private onChanges(changes: FeedChangeSet): void {
    const tickers = this.feed.tickers;
    const now = performance.now();
    this.flash.ensureSlots(tickers.size);
    if (this.changed.length < tickers.size) {
      const grown = new Uint8Array(Math.max(tickers.size, this.changed.length * 2));
      grown.set(this.changed);
      this.changed = grown;
    }
    if (changes.snapshot) {
      // A snapshot's jumps are not ticks: no flashes, and the rows may have changed.
      this.flash.reset();
      this.seedFlashes(now);
      this.rowsDirty = true;
      this.rewriteAll = true;
    } else {
      const slots = changes.tickerSlots;
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i]!;
        this.flash.observe(slot, tickers.value(slot, 'closePrice'), now);
        if (this.changed[slot] === 0) {
          this.changed[slot] = 1;
          this.changedSlots.push(slot);
        }
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
    this.scene.setSize(width, height);
    this.view.relayout();
    this.rewriteAll = true;
    this.mirrorStructural = true;
    this.schedule(true);
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
        this.rows = rows;
        this.rewriteAll = true;
        this.mirrorStructural = true;
        this.elements.body.style.height = `${rows.keys.length * ROW_HEIGHT}px`;
        this.elements.grid.setAttribute('aria-rowcount', String(rows.keys.length + 1));
      }
      if (rows.empty !== this.empty) {
        this.empty = rows.empty;
        this.callbacks.onEmpty(rows.empty);
      }
    } else if (this.pricesMoved && this.resortTimer === undefined) {
      this.resortTimer = setTimeout(
        () => {
          this.resortTimer = undefined;
          this.schedule(false);
        },
        this.lastSort + RESORT_INTERVAL_MS - now,
      );
    }
    const total = this.rows?.keys.length ?? 0;
    const scrollTop = this.elements.scroller.scrollTop;
    this.first = Math.min(Math.floor(scrollTop / ROW_HEIGHT), Math.max(0, total - 1));
    this.count = Math.max(0, Math.min(this.scene.capacity, total - this.first));
  }

  private prepare(): boolean {
    const now = performance.now();
    this.refresh(now);
    this.frames += 1;
    const rows = this.rows;
    const input = this.input;
    const offset = this.elements.scroller.scrollTop - this.first * ROW_HEIGHT;
    const moved =
      this.first !== this.drawnFirst || this.count !== this.drawnCount || offset !== this.drawnOffset;
    // Scrolling only moves the pooled rows; a row is written when it shows another list row or changed.
    const all = this.rewriteAll || this.activeKey !== this.drawnActive;
    let wrote = all || moved;
    if (moved) this.mirrorStructural = true;
    this.flash.expire(now, (slot) => {
      if (this.changed[slot] === 0) {
        this.changed[slot] = 1;
        this.changedSlots.push(slot);
      }
    });
    this.scene.begin(this.first, this.count, offset);
    if (rows && input) {
      for (let i = 0; i < this.count; i++) {
        const index = this.first + i;
        const slot = rows.slots[index]!;
        const row = this.scene.row(i);
        const fresh = row.shownIndex !== index;
        if (!all && !fresh && (slot < 0 || this.changed[slot] === 0)) continue;
        wrote = true;
        row.shownIndex = index;
        this.fillRow(input, rows, index);
        for (let c = 0; c < CELL_COUNT; c++) row.set(c, this.texts[c]!, this.tints[c]!);
        const direction = slot < 0 ? 0 : this.flash.directionAt(slot, now);
        row.setFlash(
          direction === FLASH_UP
            ? COIN_LIST_THEME.up
            : direction === FLASH_DOWN
              ? COIN_LIST_THEME.down
              : null,
        );
        row.setActive(rows.keys[index] === this.activeKey);
      }
    }
    for (const slot of this.changedSlots) this.changed[slot] = 0;
    this.changedSlots.length = 0;
    this.rewriteAll = false;
    this.drawnFirst = this.first;
    this.drawnCount = this.count;
    this.drawnOffset = offset;
    this.drawnActive = this.activeKey;

    const nextFlashEnd = this.flash.expire(now);
    if (Number.isFinite(nextFlashEnd) && this.flashTimer === undefined)
      this.flashTimer = setTimeout(
        () => {
          this.flashTimer = undefined;
          this.view.invalidate();
        },
        Math.max(0, nextFlashEnd - now),
      );
    if (this.mirrorStructural) this.syncMirror();
    else if (wrote) this.scheduleMirror(false);
    return wrote;
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

  /** The texts and tints of row `index` into the reused arrays. */
  private fillRow(input: CoinListControllerInput, rows: CoinListRows, index: number): void {
    const texts = this.texts;
    const tints = this.tints;
    const key = rows.keys[index]!;
    const slot = rows.slots[index]!;
    const tickers = this.feed.tickers;
    const asset = rows.assets?.[index];
    tints.fill(COIN_LIST_THEME.text);
    tints[1] = COIN_LIST_THEME.muted;
    const blocked = input.favoritesBlocked && input.loggedIn;
    texts[STAR_CELL] = blocked ? '…' : this.favoriteKeys.has(key) ? '★' : '☆';
    tints[STAR_CELL] = this.favoriteKeys.has(key) ? COIN_LIST_THEME.star : COIN_LIST_THEME.muted;
    if (asset) {
      const coin = this.bySymbol.get(asset.symbol);
      texts[0] = this.nameOf(coin, asset.symbol, input.language);
      texts[1] = asset.symbol;
      texts[2] = formatQuantity(asset.coinBalance);
      texts[3] = formatKrw(asset.valuationAmt);
      // Asset rows are valued on the KRW market: its price decimals, so SHIB bought at 0.021 is not "0".
      texts[4] = formatPrice(DEFAULT_MARKET, asset.avgBuyAmt);
      texts[5] = '';
      texts[6] = formatRate(asset.profitRate);
      texts[7] = formatKrwProfit(asset.valuationProfit);
      tints[6] = tints[7] = signTint(asset.profitRate);
      return;
    }
    const coin = this.coinsByKey.get(key);
    const parsed = parseCoinKey(key);
    const market: MarketSymbol = parsed && isMarketSymbol(parsed.marketSymbol) ? parsed.marketSymbol : 'KRW';
    const symbol = coin?.symbol ?? parsed?.symbol ?? key;
    texts[0] = this.nameOf(coin, symbol, input.language);
    const badges = coin ? this.badgesOf(coin, input.translate) : '';
    texts[1] = badges === '' ? `${symbol}/${market}` : `${symbol}/${market}  ${badges}`;
    if (slot < 0) {
      texts[2] = texts[4] = texts[5] = texts[6] = '';
      return;
    }
    const tickType: TickType = input.state.tickType;
    const price = tickers.value(slot, 'closePrice');
    const rate = rateOf(tickers, slot, tickType);
    texts[2] = formatPrice(market, price);
    texts[3] = '';
    texts[4] = formatRate(rate);
    texts[5] = formatChangeAmount(market, changeAmountOf(tickers, slot, tickType), price);
    tints[2] = tints[4] = tints[5] = signTint(rate);
    const globalVolume = market === 'USDT' && input.state.usdtVolumeMode === 'global';
    const volume = tickers.value(slot, globalVolume ? 'valueBx24H' : 'value24H');
    const volumeText = formatListVolume(market, volume, input.state.usdtVolumeMode);
    texts[6] = market === 'KRW' ? `${volumeText}${input.translate('coinList.unit.million')}` : volumeText;
    texts[7] = '';
  }

  private positionOf(key: CoinKey): number | null {
    const index = this.rows?.keys.indexOf(key) ?? -1;
    if (index < this.drawnFirst || index >= this.drawnFirst + this.drawnCount) return null;
    return index - this.drawnFirst;
  }

  private mirrorRow(position: number, cellCount: number): MirrorRow {
    let mirror = this.mirrorRows[position];
    if (!mirror) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.id = `${this.elements.grid.id}-row-${position}`;
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
      mirror = { row, star, name, cells: [nameCell] };
      this.mirrorRows[position] = mirror;
      this.elements.body.append(row);
    }
    while (mirror.cells.length < cellCount) {
      const element = document.createElement('div');
      element.setAttribute('role', 'gridcell');
      element.className = 'td-coin-list__cell';
      mirror.cells.push(element);
      mirror.row.append(element);
    }
    for (let c = 1; c < mirror.cells.length; c++) mirror.cells[c]!.hidden = c >= cellCount;
    return mirror;
  }

  /** Writes the visible rows into the DOM mirror (text only where it changed). */
  private syncMirror(): void {
    this.mirrorTimer.cancel();
    this.mirrorStructural = false;
    const rows = this.rows;
    const input = this.input;
    const count = rows && input ? this.count : 0;
    const cells = input?.state.tab === ASSET_TAB ? MIRROR_CELLS.asset : MIRROR_CELLS.coin;
    let activeId: string | null = null;
    for (let i = 0; i < count; i++) {
      const index = this.first + i;
      this.fillRow(input!, rows!, index);
      const key = rows!.keys[index]!;
      const mirror = this.mirrorRow(i, cells.length);
      const name = this.texts[0]!;
      const favorite = this.favoriteKeys.has(key);
      const active = key === this.activeKey;
      if (active) activeId = mirror.row.id;
      mirror.row.hidden = false;
      mirror.row.style.top = `${index * ROW_HEIGHT}px`;
      mirror.row.dataset.key = key;
      mirror.row.dataset.index = String(index);
      setAttribute(mirror.row, 'aria-label', name);
      setAttribute(mirror.row, 'aria-rowindex', String(index + 2));
      setAttribute(mirror.row, 'aria-selected', String(active));
      setAttribute(
        mirror.star,
        'aria-label',
        input!.translate(favorite ? 'coinList.favorite.remove' : 'coinList.favorite.add', { coin: name }),
      );
      setAttribute(mirror.star, 'aria-pressed', String(favorite));
      setAttribute(mirror.star, 'aria-busy', String(input!.favoritesBlocked && input!.loggedIn));
      setText(mirror.name, name);
      for (let c = 1; c < cells.length; c++) setText(mirror.cells[c]!, this.texts[cells[c]!]!);
    }
    for (let i = count; i < this.mirrorRows.length; i++) this.mirrorRows[i]!.row.hidden = true;
    if (activeId) this.elements.grid.setAttribute('aria-activedescendant', activeId);
    else this.elements.grid.removeAttribute('aria-activedescendant');
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
    this.mirrorStructural = true;
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

function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

function setAttribute(element: HTMLElement, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
