/**
 * The order-book bench's in-page feed: one coin (BTC-KRW) with a book of ORDER_BOOK_DEPTH levels a side
 * around a price that moves by ticks, changed by depth deltas (a level's quantity set, a level emptied
 * and refilled at the edge) and trades (at the best ask or bid, moving the last price) at the configured
 * rates. As the real feed client does, it hands the whole book to its listeners at most once per
 * animation frame, and one change set (the ticker slot the frame's trades moved) per frame. Both sides
 * of the bench read the same feed.
 */
import {
  ORDER_BOOK_DEPTH,
  TICKER_FIELDS,
  type BookLevel,
  type OrderBookSnapshot,
  type TickerField,
} from '../../contract';
import type { CoinKey } from '../../contract/markets';
import type { FeedChangeSet } from '../../src/api/feed-types';
import { IdleFeed } from '../../src/api/idle-feed';
import { TickerTable } from '../../workers/core/feed/ticker-table';
import { tickerChanges } from '../../tests/fixtures/feed';
import { mulberry32 } from '../../src/lib/seeded-random';

export const BOOK_COIN: CoinKey = 'BTC-KRW';
const TICK = 1_000;
const START_PRICE = 95_000_000;

export interface BookFeedRates {
  deltasPerSecond: number;
  tradesPerSecond: number;
}

export class BookBenchFeed extends IdleFeed {
  override readonly tickers = new TickerTable();
  private readonly columns: Record<TickerField, Float64Array>;
  private readonly changeListeners = new Set<(changes: FeedChangeSet) => void>();
  private readonly bookListeners = new Set<(book: OrderBookSnapshot) => void>();
  private readonly next = mulberry32(12);
  /** Quantities of the levels at best + i ticks (asks) and best − i ticks (bids). */
  private readonly askQuantity = new Float64Array(ORDER_BOOK_DEPTH);
  private readonly bidQuantity = new Float64Array(ORDER_BOOK_DEPTH);
  private bestBid = START_PRICE;
  private rates: BookFeedRates = { deltasPerSecond: 0, tradesPerSecond: 0 };
  private frameId = 0;
  private lastFrame = 0;
  private deltaCarry = 0;
  private tradeCarry = 0;
  private bookChanged = true;
  /** Deltas and trades delivered so far, and books handed to listeners. */
  deltas = 0;
  trades = 0;
  books = 0;

  constructor() {
    super();
    const slot = this.tickers.ensureSlot(BOOK_COIN);
    this.columns = Object.fromEntries(
      TICKER_FIELDS.map((field) => [field, this.tickers.column(field)]),
    ) as Record<TickerField, Float64Array>;
    for (const field of TICKER_FIELDS) this.columns[field][slot] = 0;
    this.columns.prevClosePrice[slot] = START_PRICE;
    this.columns.closePrice[slot] = START_PRICE;
    for (let i = 0; i < ORDER_BOOK_DEPTH; i++) {
      this.askQuantity[i] = this.quantity();
      this.bidQuantity[i] = this.quantity();
    }
  }

  private quantity(): number {
    return Math.round((0.001 + this.next() * this.next() * 3) * 1000) / 1000;
  }

  /** Starts (rates above 0) or stops the stream. */
  setRates(rates: BookFeedRates): void {
    this.rates = rates;
    this.deltaCarry = 0;
    this.tradeCarry = 0;
    cancelAnimationFrame(this.frameId);
    if (rates.deltasPerSecond <= 0 && rates.tradesPerSecond <= 0) return;
    this.lastFrame = performance.now();
    const frame = (now: number) => {
      this.frameId = requestAnimationFrame(frame);
      this.deliver(now);
    };
    this.frameId = requestAnimationFrame(frame);
  }

  private snapshot(): OrderBookSnapshot {
    const asks: BookLevel[] = [];
    const bids: BookLevel[] = [];
    for (let i = 0; i < ORDER_BOOK_DEPTH; i++) {
      if (this.askQuantity[i]! > 0) asks.push([this.bestBid + (i + 1) * TICK, this.askQuantity[i]!]);
      if (this.bidQuantity[i]! > 0) bids.push([this.bestBid - i * TICK, this.bidQuantity[i]!]);
    }
    return { key: BOOK_COIN, asks, bids };
  }

  /** A delta: most touch the top ten levels; one in eight empties a level (refilled by a later delta). */
  private applyDelta(): void {
    const side = this.next() < 0.5 ? this.askQuantity : this.bidQuantity;
    const level = Math.floor(this.next() * this.next() * ORDER_BOOK_DEPTH);
    side[level] = this.next() < 0.125 ? 0 : this.quantity();
  }

  /** A trade at the best level of a side: it takes quantity there, and sometimes the price moves a tick. */
  private applyTrade(): void {
    const buy = this.next() < 0.5;
    const quantity = Math.round(this.next() * 0.2 * 1000) / 1000 + 0.001;
    const levels = buy ? this.askQuantity : this.bidQuantity;
    const price = buy ? this.bestBid + TICK : this.bestBid;
    levels[0] = Math.max(0, levels[0]! - quantity);
    // The best level is gone (or the market moved on): the book shifts a tick the way the trade pushed.
    if (levels[0] === 0 || this.next() < 0.1) this.shift(buy ? 1 : -1);
    const slot = 0;
    const columns = this.columns;
    columns.closePrice[slot] = price;
    columns.chgAmt[slot] = price - START_PRICE;
    columns.chgRate[slot] = ((price - START_PRICE) / START_PRICE) * 100;
    columns.volume24H[slot] = columns.volume24H[slot]! + quantity;
  }

  /** Moves the book `by` ticks: levels slide between the sides, new outer levels come in. */
  private shift(by: 1 | -1): void {
    const asks = this.askQuantity;
    const bids = this.bidQuantity;
    if (by === 1) {
      // The best ask becomes the best bid.
      bids.copyWithin(1, 0, ORDER_BOOK_DEPTH - 1);
      bids[0] = asks[0]! > 0 ? asks[0]! : this.quantity();
      asks.copyWithin(0, 1);
      asks[ORDER_BOOK_DEPTH - 1] = this.quantity();
    } else {
      asks.copyWithin(1, 0, ORDER_BOOK_DEPTH - 1);
      asks[0] = bids[0]! > 0 ? bids[0]! : this.quantity();
      bids.copyWithin(0, 1);
      bids[ORDER_BOOK_DEPTH - 1] = this.quantity();
    }
    this.bestBid += by * TICK;
  }

  private deliver(now: number): void {
    const elapsed = Math.max(0, now - this.lastFrame);
    this.lastFrame = now;
    const deltasDue = (this.rates.deltasPerSecond * elapsed) / 1000 + this.deltaCarry;
    const tradesDue = (this.rates.tradesPerSecond * elapsed) / 1000 + this.tradeCarry;
    const deltas = Math.floor(deltasDue);
    const trades = Math.floor(tradesDue);
    this.deltaCarry = deltasDue - deltas;
    this.tradeCarry = tradesDue - trades;
    for (let i = 0; i < deltas; i++) this.applyDelta();
    for (let i = 0; i < trades; i++) this.applyTrade();
    this.deltas += deltas;
    this.trades += trades;
    if (deltas > 0 || trades > 0) this.bookChanged = true;
    if (this.bookChanged && this.bookListeners.size > 0) {
      this.bookChanged = false;
      this.books += 1;
      const book = this.snapshot();
      for (const listener of this.bookListeners) listener(book);
    }
    if (trades > 0) {
      const changes = tickerChanges(Int32Array.of(0));
      for (const listener of this.changeListeners) listener(changes);
    }
  }

  override orderBook(key: CoinKey, listener: (book: OrderBookSnapshot) => void): () => void {
    if (key !== BOOK_COIN) return () => undefined;
    this.bookListeners.add(listener);
    listener(this.snapshot());
    return () => this.bookListeners.delete(listener);
  }

  override onChanges(listener: (changes: FeedChangeSet) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  override dispose(): void {
    this.setRates({ deltasPerSecond: 0, tradesPerSecond: 0 });
    this.changeListeners.clear();
    this.bookListeners.clear();
  }
}
