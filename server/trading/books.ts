/**
 * The books of every coin: one matching core (OrderBook) per listing, the market's liquidity in it (the simulated ladder or a real book's levels), and
 * the depth the feed sees. After each change the engine calls publish(key): the best ORDER_BOOK_DEPTH
 * levels of each side that changed are compared with what was last published, and the differences (new
 * or changed levels, and levels that left the window as quantity 0) go to the depth listeners. So a
 * client that applies the deltas to the snapshot holds exactly the published window.
 */
import { ORDER_BOOK_DEPTH, type BookLevel, type OrderBookSnapshot, type OrderSide } from '../../contract';
import type { CoinKey } from '../../contract/markets';
import type { Catalogue, Listing } from '../market/listings';
import type { BookSource, DepthListener } from '../feed/book-source';
import type { BookLiquidity } from './liquidity';
import { OrderBook } from './matching/order-book';

interface Window {
  asks: BookLevel[];
  bids: BookLevel[];
}

/** The levels of `next` that differ from `previous`, and previous levels missing from next as quantity 0. */
export function windowDelta(previous: readonly BookLevel[], next: readonly BookLevel[]): BookLevel[] {
  const before = new Map(previous);
  const delta: BookLevel[] = [];
  for (const [price, quantity] of next) {
    if (before.get(price) !== quantity) delta.push([price, quantity]);
    before.delete(price);
  }
  for (const price of before.keys()) delta.push([price, 0]);
  return delta;
}

export class Books implements BookSource {
  private readonly books = new Map<CoinKey, OrderBook>();
  private readonly published = new Map<CoinKey, Window>();
  private readonly listeners = new Set<DepthListener>();
  constructor(
    private readonly catalogue: Catalogue,
    private readonly liquidity: BookLiquidity,
  ) {}

  /** The book of a listing (created empty on first use). */
  book(key: CoinKey): OrderBook {
    let book = this.books.get(key);
    if (!book) {
      book = new OrderBook();
      this.books.set(key, book);
    }
    return book;
  }

  /** Drops a listing's book and ladder; the caller fills it again (recovery after a failed settlement). */
  reset(listing: Listing): OrderBook {
    this.liquidity.forget(listing);
    const book = new OrderBook();
    this.books.set(listing.key, book);
    return book;
  }

  /** Re-centres the market's liquidity on the last price (and the side that took it: Liquidity.recentre). */
  recentre(listing: Listing, lastPrice: number, taker?: OrderSide): void {
    this.liquidity.recentre(listing, this.book(listing.key), lastPrice, taker);
  }

  /** The market's liquidity changed on its own (a real exchange sent its book): the coin's book takes it. */
  refresh(listing: Listing, lastPrice: number): void {
    this.recentre(listing, lastPrice);
    this.publish(listing.key);
  }

  snapshot(key: CoinKey): OrderBookSnapshot | undefined {
    if (!this.catalogue.listing(key)) return undefined;
    const window = this.published.get(key) ?? this.window(key);
    return { key, asks: window.asks.map(copy), bids: window.bids.map(copy) };
  }

  onDepth(listener: DepthListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends the depth changes of a coin since the last publish to the listeners. */
  publish(key: CoinKey): void {
    const book = this.books.get(key);
    if (!book) return;
    const changes = book.takeLevelChanges();
    if (changes.asks.length === 0 && changes.bids.length === 0) return;
    const previous = this.published.get(key) ?? { asks: [], bids: [] };
    const next: Window = {
      asks: changes.asks.length > 0 ? book.levels('sell', ORDER_BOOK_DEPTH) : previous.asks,
      bids: changes.bids.length > 0 ? book.levels('buy', ORDER_BOOK_DEPTH) : previous.bids,
    };
    this.published.set(key, next);
    const asks = next.asks === previous.asks ? [] : windowDelta(previous.asks, next.asks);
    const bids = next.bids === previous.bids ? [] : windowDelta(previous.bids, next.bids);
    if (asks.length === 0 && bids.length === 0) return;
    for (const listener of this.listeners) listener(key, asks, bids);
  }

  private window(key: CoinKey): Window {
    const book = this.books.get(key);
    return {
      asks: book?.levels('sell', ORDER_BOOK_DEPTH) ?? [],
      bids: book?.levels('buy', ORDER_BOOK_DEPTH) ?? [],
    };
  }
}

function copy(level: BookLevel): BookLevel {
  return [level[0], level[1]];
}
