/**
 * The imperative side of the order book: from the feed's book of the coin (at most once per animation
 * frame) and its ticker (the last price), it groups the levels, lays them into the fixed rows, writes only
 * the cells that changed into its drawing (src/render/order-book/order-book-view.ts: a 2D canvas of its
 * own with no GPU, else the Pixi scene through the window's shared renderer, whose code and Pixi come by
 * a dynamic import, openOrderBookController), flashes the
 * last price for 200 ms when it moves, and keeps the accessible DOM mirror of the rows (values at human
 * speed, at once when the grouping changes). The mirror's rows take the clicks: a level hands its price
 * (and with Shift its cumulative quantity) to the order form. React does not re-render per book.
 */
import type { OrderBookSnapshot } from '../../../contract';
import { ORDER_BOOK_DEPTH } from '../../../contract';
import type { CoinKey } from '../../../contract/markets';
import type { PriceTicks } from '../../../contract/price-ticks';
import { CoinSlot } from '../../api/coin-slot';
import type { FeedChangeSet, FeedClient } from '../../api/feed-types';
import {
  BOOK_ROW_HEIGHT,
  ORDER_BOOK_LIGHT_THEME,
  ORDER_BOOK_THEME,
} from '../../render/order-book/order-book-layout';
import type { OrderBookDrawing } from '../../render/order-book/order-book-drawing';
import {
  orderBookSurface,
  withOrderBookSurface,
  type AttachOrderBookView,
  type OrderBookSurface,
} from '../../render/order-book/order-book-view';
import { fitPlot, scrollRowIntoView, wireDrawnList, type DrawnListElements } from '../../render/drawn-list';
import {
  gridCell,
  MIRROR_SYNC_MS,
  MirrorRing,
  MirrorTimer,
  setAttribute,
  setText,
  type MirrorRow,
} from '../../render/dom-mirror';
import type { RenderView } from '../../render/render-view';
import {
  ALL_CELLS,
  BookRows,
  BookSideView,
  CELL_BAR,
  CELL_PRICE,
  CELL_QUANTITY,
  changedCells,
  groupSide,
  layRows,
  levelAtRow,
  middleRow,
  pickAtRow,
  rowCount,
  spreadOf,
  type GroupMultiple,
  type PickedLevel,
} from './book-rules';
import { moveOf } from '../../lib/price-move';
import { formatBookPrice, formatSpread, LastPriceFlash } from '../../lib/book-format';
import { formatColumnQuantity } from '../../lib/price-format';
import { Timeout } from '../../lib/timers';

/** Price texts kept: a few books' worth of levels. */
const PRICE_TEXTS = 512;

/** The scroller's body is the rowgroup of mirror rows. */
export interface OrderBookElements extends DrawnListElements {
  /** The focusable grid (aria-activedescendant). */
  grid: HTMLElement;
}

export interface OrderBookOptions {
  coin: CoinKey;
  /** The coin's price steps on the window's source: the groups and the decimals of its prices. */
  ticks: PriceTicks;
  translate: (key: string, options?: Record<string, unknown>) => string;
  onPick(pick: PickedLevel): void;
  /** The page's theme (src/shell/page-rules.ts themeForPath), fixed for the controller's life; dark by default. */
  theme?: 'dark' | 'light';
}

/** What tests and the bench may read of a mounted book (orderBookHandleOf). */
export interface OrderBookHandle {
  readonly surface: OrderBookSurface;
  /** The texts a row draws (price, quantity; the middle: last price, spread) and its bar, px. */
  drawnRow(row: number): { texts: string[]; bar: number };
  /** The middle's drawn flash. */
  drawnFlash(): 'up' | 'down' | null;
  /** Text writes, frames prepared and frames that drew. */
  stats(): { writes: number; frames: number; draws: number };
}

const handles = new WeakMap<Element, OrderBookHandle>();

export function orderBookHandleOf(grid: Element): OrderBookHandle | undefined {
  return handles.get(grid);
}

/**
 * Opens a book in `elements` on the surface that costs least here (orderBookSurface) once its code is in
 * (at once in 2D or when the Pixi scene came earlier) and hands it to `opened`. The returned function
 * disposes the book, or, called before it opened, opens none: nothing is attached to a host that has gone.
 */
export function openOrderBookController(
  feed: FeedClient,
  elements: OrderBookElements,
  options: OrderBookOptions,
  opened: (controller: OrderBookController) => void,
): () => void {
  let controller: OrderBookController | null = null;
  const cancel = withOrderBookSurface(orderBookSurface(), (attach) => {
    controller = new OrderBookController(feed, elements, options, attach);
    opened(controller);
  });
  return () => {
    cancel();
    controller?.dispose();
  };
}

export class OrderBookController {
  private readonly depth = ORDER_BOOK_DEPTH;
  private readonly scene: OrderBookDrawing;
  private readonly view: RenderView;
  private readonly asks = new BookSideView(this.depth);
  private readonly bids = new BookSideView(this.depth);
  private drawn = new BookRows(this.depth);
  private next = new BookRows(this.depth);
  private readonly flags = new Uint8Array(rowCount(this.depth));
  /** Rows changed since the mirror last caught up. */
  private readonly mirrorDirty = new Uint8Array(rowCount(this.depth)).fill(1);
  private readonly priceTexts = new Map<number, string>();
  private shownSpread: {
    ask: number;
    bid: number;
    translate: OrderBookOptions['translate'];
    text: string;
  } | null = null;
  private readonly flash = new LastPriceFlash();
  private readonly unwire: () => void;
  private readonly unsubscribe: () => void;

  private book: OrderBookSnapshot | null = null;
  private multiple: GroupMultiple = 1;
  private bookDirty = false;
  /** Cells were written outside a frame (for the mirror or a click): the next frame must render. */
  private unrendered = false;
  private middleDirty = true;
  private rewriteAll = true;
  private readonly coinSlot = new CoinSlot();
  /** The scroll position the book was last centred at; undefined before its first measure. */
  private centredAt: number | undefined;
  private activeRow = -1;
  private frames = 0;
  private draws = 0;

  private readonly mirror: MirrorRing<MirrorRow>;
  private readonly mirrorTimer = new MirrorTimer(() => this.syncMirror());
  /** Redraws when the earliest flash ends. */
  private readonly flashTimer = new Timeout(() => this.view.invalidate());
  private disposed = false;

  /** `attach`: the surface's (openOrderBookController has it). */
  constructor(
    private readonly feed: FeedClient,
    private readonly elements: OrderBookElements,
    private options: OrderBookOptions,
    attach: AttachOrderBookView,
  ) {
    const { surface, drawing, view } = attach({
      host: elements.plot,
      depth: this.depth,
      palette: options.theme === 'light' ? ORDER_BOOK_LIGHT_THEME : ORDER_BOOK_THEME,
      prepare: () => this.prepare(),
    });
    this.scene = drawing;
    this.view = view;
    this.mirror = this.buildMirror();
    const offBook = feed.orderBook(options.coin, (book) => this.onBook(book));
    const offChanges = feed.onChanges((changes) => this.onChanges(changes));
    this.unsubscribe = () => {
      offBook();
      offChanges();
    };
    this.unwire = wireDrawnList(elements, {
      resize: () => this.measure(),
      scroll: () => {
        this.scene.setScroll(elements.scroller.scrollTop);
        this.view.invalidate();
      },
      click: (event) => this.onClick(event),
    });
    handles.set(elements.grid, {
      surface,
      drawnRow: (row) => this.scene.drawnRow(row),
      drawnFlash: () => {
        const tint = this.scene.middleFlash;
        const { bid, ask } = this.scene.palette;
        return tint === bid ? 'up' : tint === ask ? 'down' : null;
      },
      stats: () => ({ writes: this.scene.writes, frames: this.frames, draws: this.draws }),
    });
    this.measure();
  }

  /**
   * New grouping, steps (the source's table came), language or pick target: the book is laid out again and
   * the mirror rewritten at once.
   */
  setOptions(options: OrderBookOptions, multiple: GroupMultiple): void {
    const restep = options.ticks !== this.options.ticks;
    const regroup = multiple !== this.multiple || restep;
    const relabel = options.translate !== this.options.translate || restep;
    this.options = options;
    this.multiple = multiple;
    if (restep) {
      this.priceTexts.clear();
      this.shownSpread = null;
    }
    if (regroup) this.bookDirty = this.book !== null;
    if (relabel) this.middleDirty = true;
    if (relabel) this.mirrorDirty.fill(1);
    if (regroup || relabel) {
      this.view.invalidate();
      this.scheduleMirror(true);
    }
  }

  /** Moves the keyboard's active row to the next level row with a price, `delta` rows away. */
  moveActive(delta: number): void {
    const rows = rowCount(this.depth);
    let row = this.activeRow < 0 ? middleRow(this.depth) : this.activeRow;
    for (let step = 0; step < rows; step++) {
      row += delta;
      if (row < 0 || row >= rows) return;
      if (levelAtRow(this.depth, row) && !Number.isNaN(this.drawn.price[row]!)) break;
    }
    this.activeRow = row;
    scrollRowIntoView(this.elements.scroller, row * BOOK_ROW_HEIGHT, BOOK_ROW_HEIGHT);
    this.syncMirror();
  }

  /** Picks the active row (Enter; with Shift, its cumulative quantity too); false when there is none. */
  pickActive(withQuantity: boolean): boolean {
    return this.activeRow >= 0 && this.pick(this.activeRow, withQuantity);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    handles.delete(this.elements.grid);
    this.mirrorTimer.cancel();
    this.flashTimer.cancel();
    this.unsubscribe();
    this.unwire();
    // The scene goes with its view.
    this.view.dispose();
    this.mirror.dispose();
  }

  // ---------------------------------------------------------------------------------------------

  private onBook(book: OrderBookSnapshot): void {
    if (this.disposed) return;
    const first = this.book === null;
    this.book = book;
    this.bookDirty = true;
    this.middleDirty = true;
    this.view.invalidate();
    this.scheduleMirror(first);
  }

  private onChanges(changes: FeedChangeSet): void {
    const before = this.coinSlot.last;
    const slot = this.currentSlot();
    if (slot === undefined) return;
    if (changes.snapshot || slot !== before) {
      // A snapshot's jump is not a tick: no flash for it.
      this.flash.reset();
      this.middleDirty = true;
    } else if (changes.tickerSlots.includes(slot)) this.middleDirty = true;
    if (this.middleDirty) {
      this.view.invalidate();
      this.scheduleMirror(false);
    }
  }

  private currentSlot(): number | undefined {
    return this.coinSlot.of(this.feed.tickers, this.options.coin);
  }

  private measure(): void {
    const { scroller } = this.elements;
    const { width, height } = fitPlot(this.elements);
    if (height > 0 && (this.centredAt === undefined || scroller.scrollTop === this.centredAt)) {
      // Opens on the middle: the best ask and bid either side of the last price; kept there as the panel
      // settles into its size (the workspace lays out more than once) until the user scrolls the book.
      scroller.scrollTop = Math.max(0, (middleRow(this.depth) + 0.5) * BOOK_ROW_HEIGHT - height / 2);
      this.centredAt = scroller.scrollTop;
    }
    this.scene.setSize(width, height);
    this.scene.setScroll(scroller.scrollTop);
    this.rewriteAll = true;
    this.view.relayout();
  }

  /**
   * Brings the drawn rows up to the last book: groups and lays it out, and writes into the scene only the
   * cells that changed. Run by the frame, and before the mirror or a click reads the rows.
   */
  private applyBook(): void {
    if (!this.bookDirty || !this.book) return;
    this.bookDirty = false;
    const ticks = this.options.ticks;
    groupSide(ticks, this.book.asks, 'ask', this.multiple, this.asks);
    groupSide(ticks, this.book.bids, 'bid', this.multiple, this.bids);
    layRows(this.asks, this.bids, this.next);
    const changed = changedCells(this.drawn, this.next, this.scene.barWidth, this.flags);
    for (let row = 0; row < this.flags.length; row++) if (this.flags[row] !== 0) this.mirrorDirty[row] = 1;
    const swap = this.drawn;
    this.drawn = this.next;
    this.next = swap;
    if (changed > 0 && !this.rewriteAll) {
      this.writeRows(false);
      this.unrendered = true;
    }
  }

  private prepare(): boolean {
    this.frames += 1;
    const now = performance.now();
    this.applyBook();
    let wrote = this.unrendered;
    this.unrendered = false;
    if (this.rewriteAll) {
      this.writeRows(true);
      this.rewriteAll = false;
      this.middleDirty = true;
      wrote = true;
    }
    if (this.middleDirty) {
      this.middleDirty = false;
      if (this.writeMiddle(now)) wrote = true;
    }
    const tint = this.flashTint(now);
    if (tint !== this.scene.middleFlash) {
      this.scene.setMiddleFlash(tint === -1 ? null : tint);
      wrote = true;
    }
    this.scheduleFlashEnd(now);
    if (wrote) this.draws += 1;
    return wrote;
  }

  /** Writes the rows whose flags are set (or every row), formatting only what changed. */
  private writeRows(all: boolean): void {
    const rows = this.drawn;
    const count = rowCount(this.depth);
    const scene = this.scene;
    for (let row = 0; row < count; row++) {
      if (row === this.depth) continue;
      const flags = all ? ALL_CELLS : this.flags[row]!;
      if (flags === 0) continue;
      const price = rows.price[row]!;
      scene.setEmpty(row, Number.isNaN(price));
      if (Number.isNaN(price)) continue;
      if (flags & CELL_PRICE) scene.setPrice(row, this.priceText(price));
      if (flags & CELL_QUANTITY) scene.setQuantity(row, formatColumnQuantity(rows.quantity[row]!));
      if (flags & CELL_BAR) scene.setBar(row, rows.bar[row]!);
    }
  }

  /**
   * A level's price text. Prices come back again and again (a book moving a tick shifts every row by one),
   * so their texts are kept, up to PRICE_TEXTS; the cache starts over when full.
   */
  private priceText(price: number): string {
    let text = this.priceTexts.get(price);
    if (text === undefined) {
      if (this.priceTexts.size >= PRICE_TEXTS) this.priceTexts.clear();
      text = formatBookPrice(this.options.ticks, price);
      this.priceTexts.set(price, text);
    }
    return text;
  }

  private middleTexts(): { price: string; tint: number; spread: string; last: number } {
    const slot = this.currentSlot();
    const tickers = this.feed.tickers;
    const last = slot === undefined ? Number.NaN : tickers.value(slot, 'closePrice');
    const move = slot === undefined ? 'flat' : moveOf(tickers.value(slot, 'chgAmt'));
    const { palette } = this.scene;
    return {
      price: Number.isNaN(last) ? '' : this.priceText(last),
      tint: move === 'up' ? palette.bid : move === 'down' ? palette.ask : palette.text,
      spread: this.spreadText(),
      last,
    };
  }

  /** The spread's text, worked out again only when the best ask or bid moved (not on every trade). */
  private spreadText(): string {
    const ask = this.book?.asks[0]?.[0] ?? Number.NaN;
    const bid = this.book?.bids[0]?.[0] ?? Number.NaN;
    const shown = this.shownSpread;
    if (
      shown &&
      Object.is(shown.ask, ask) &&
      Object.is(shown.bid, bid) &&
      shown.translate === this.options.translate
    )
      return shown.text;
    const spread = this.book ? spreadOf(this.book) : { amount: Number.NaN, percent: Number.NaN };
    const value = formatSpread(this.options.ticks, spread.amount, spread.percent, bid);
    const text = value === '' ? '' : this.options.translate('orderBook.spreadValue', { spread: value });
    this.shownSpread = { ask, bid, translate: this.options.translate, text };
    return text;
  }

  /** Answers whether the middle drawn changed. */
  private writeMiddle(now: number): boolean {
    const texts = this.middleTexts();
    if (Number.isFinite(texts.last)) this.flash.observe(texts.last, now);
    return this.scene.setMiddle(texts.price, texts.tint, texts.spread);
  }

  private flashTint(now: number): number {
    const direction = this.flash.at(now);
    const { bid, ask } = this.scene.palette;
    return direction === 'up' ? bid : direction === 'down' ? ask : -1;
  }

  private scheduleFlashEnd(now: number): void {
    const end = this.flash.endsAt(now);
    if (!Number.isFinite(end) || this.flashTimer.pending) return;
    this.flashTimer.start(end - now);
  }

  // --- the accessible mirror -------------------------------------------------------------------

  /** One mirror row per book row, all of them always (the book's rows do not scroll away from its DOM). */
  private buildMirror(): MirrorRing<MirrorRow> {
    const { body, grid } = this.elements;
    const count = rowCount(this.depth);
    body.style.height = `${count * BOOK_ROW_HEIGHT}px`;
    grid.setAttribute('aria-rowcount', String(count + 1));
    const mirror = new MirrorRing(this.elements, 'td-order-book__row', (element, row) => {
      element.dataset.row = String(row);
      element.dataset.side = row < this.depth ? 'ask' : row > this.depth ? 'bid' : 'middle';
      element.setAttribute('aria-rowindex', String(row + 2));
      element.style.top = `${row * BOOK_ROW_HEIGHT}px`;
      element.hidden = true;
      const cells = [gridCell('td-order-book__cell'), gridCell('td-order-book__cell')];
      element.append(...cells);
      return { row: element, cells };
    });
    mirror.place(0, count);
    return mirror;
  }

  private scheduleMirror(now: boolean): void {
    if (this.disposed) return;
    this.mirrorTimer.request(now ? 0 : MIRROR_SYNC_MS);
  }

  /** Writes the book as drawn into the mirror rows (text only where it changed). */
  private syncMirror(): void {
    this.mirrorTimer.cancel();
    // The mirror shows the book the next frame draws.
    this.applyBook();
    const rows = this.drawn;
    const { translate } = this.options;
    const count = rowCount(this.depth);
    let activeId: string | null = null;
    for (let row = 0; row < count; row++) {
      const mirror = this.mirror.rows[row]!;
      if (row === this.depth) {
        const texts = this.middleTexts();
        const label = translate('orderBook.middle', {
          price: texts.price === '' ? translate('orderBook.noPrice') : texts.price,
          spread: texts.spread === '' ? translate('orderBook.noSpread') : texts.spread,
        });
        mirror.row.hidden = this.book === null && texts.price === '';
        setAttribute(mirror.row, 'aria-label', label);
        setText(mirror.cells[0]!, texts.price);
        setText(mirror.cells[1]!, texts.spread);
        continue;
      }
      const active = row === this.activeRow;
      setAttribute(mirror.row, 'aria-selected', String(active));
      if (active) activeId = mirror.row.id;
      if (this.mirrorDirty[row] === 0) continue;
      this.mirrorDirty[row] = 0;
      const price = rows.price[row]!;
      const empty = Number.isNaN(price);
      mirror.row.hidden = empty;
      if (empty) continue;
      const priceText = this.priceText(price);
      const quantityText = formatColumnQuantity(rows.quantity[row]!);
      const side = row < this.depth ? 'ask' : 'bid';
      setAttribute(
        mirror.row,
        'aria-label',
        translate(`orderBook.level.${side}`, { price: priceText, quantity: quantityText }),
      );
      setText(mirror.cells[0]!, priceText);
      setText(mirror.cells[1]!, quantityText);
    }
    this.mirror.setActive(activeId);
  }

  private onClick(event: MouseEvent): void {
    const target = event.target as Element | null;
    const row = Number(target?.closest<HTMLElement>('[role="row"]')?.dataset.row);
    if (!Number.isInteger(row)) return;
    if (this.pick(row, event.shiftKey)) {
      this.activeRow = row;
      this.syncMirror();
    }
  }

  /** Hands the level drawn in `row` to the order form; false for the middle and empty rows. */
  private pick(row: number, withQuantity: boolean): boolean {
    // What was clicked is what is drawn (the mirror's labels may trail it by MIRROR_SYNC_MS).
    this.applyBook();
    const pick = pickAtRow(this.drawn, row, withQuantity);
    if (!pick) return false;
    this.options.onPick(pick);
    return true;
  }
}
