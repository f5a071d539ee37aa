/**
 * One coin's order book as the feed keeps it from the orderbook channel: asks lowest first, bids highest
 * first, at most `depth` levels a side. A snapshot replaces the book; a delta sets the levels it names
 * (quantity 0 removes one). The server keeps its deltas to the top of the book (a level that enters the
 * window comes with its quantity, one that leaves it with 0), so cutting at the depth loses nothing; it
 * also bounds what a wrong or hostile exchange can make the feed hold. Sequence numbers and gaps are the
 * session's (sequencer.ts): this is only the state.
 */
import type { BookLevel, OrderBookSnapshot } from '../../../contract/socket';
import { ORDER_BOOK_DEPTH } from '../../../contract/trading';
import type { CoinKey } from '../../../contract/markets';

export type BookSide = 'asks' | 'bids';

/** Where `price` is in a side sorted best first, or where it would go (binary search). */
function indexOf(
  levels: readonly BookLevel[],
  price: number,
  side: BookSide,
): { index: number; found: boolean } {
  let low = 0;
  let high = levels.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const at = levels[middle]![0];
    if (at === price) return { index: middle, found: true };
    if (side === 'asks' ? at < price : at > price) low = middle + 1;
    else high = middle;
  }
  return { index: low, found: false };
}

/** Sets one level of a side sorted best first: a new quantity, a new level in its place, or removal (0). */
export function setLevel(levels: BookLevel[], side: BookSide, price: number, quantity: number): void {
  const { index, found } = indexOf(levels, price, side);
  if (quantity > 0) {
    if (found) levels[index]![1] = quantity;
    else levels.splice(index, 0, [price, quantity]);
  } else if (found) {
    levels.splice(index, 1);
  }
}

export class OrderBook {
  readonly asks: BookLevel[] = [];
  readonly bids: BookLevel[] = [];
  /** A snapshot has been applied: the book is whole. */
  private whole = false;

  constructor(
    readonly key: CoinKey,
    private readonly depth = ORDER_BOOK_DEPTH,
  ) {}

  get hasSnapshot(): boolean {
    return this.whole;
  }

  applySnapshot(asks: readonly BookLevel[], bids: readonly BookLevel[]): void {
    this.asks.length = 0;
    this.bids.length = 0;
    this.whole = true;
    this.applyDelta(asks, bids);
  }

  applyDelta(asks: readonly BookLevel[], bids: readonly BookLevel[]): void {
    for (const [price, quantity] of asks) setLevel(this.asks, 'asks', price, quantity);
    for (const [price, quantity] of bids) setLevel(this.bids, 'bids', price, quantity);
    if (this.asks.length > this.depth) this.asks.length = this.depth;
    if (this.bids.length > this.depth) this.bids.length = this.depth;
  }
}

/**
 * Books crossing the worker boundary in columns (transferable): per book its key and its numbers of asks
 * and bids, and every level as price then quantity, each book's asks then its bids.
 */
export interface BookColumns {
  keys: CoinKey[];
  /** Per book: asks, bids. */
  counts: Int32Array;
  levels: Float64Array;
}

export function encodeBooks(books: readonly OrderBook[]): BookColumns {
  const counts = new Int32Array(books.length * 2);
  let total = 0;
  books.forEach((book, i) => {
    counts[i * 2] = book.asks.length;
    counts[i * 2 + 1] = book.bids.length;
    total += book.asks.length + book.bids.length;
  });
  const levels = new Float64Array(total * 2);
  let at = 0;
  for (const book of books)
    for (const side of [book.asks, book.bids])
      for (const [price, quantity] of side) {
        levels[at] = price;
        levels[at + 1] = quantity;
        at += 2;
      }
  return { keys: books.map((book) => book.key), counts, levels };
}

export function decodeBooks(columns: BookColumns): OrderBookSnapshot[] {
  let at = 0;
  const side = (count: number): BookLevel[] => {
    const levels: BookLevel[] = [];
    for (let i = 0; i < count; i += 1, at += 2) levels.push([columns.levels[at]!, columns.levels[at + 1]!]);
    return levels;
  };
  return columns.keys.map((key, i) => {
    const asks = side(columns.counts[i * 2]!);
    const bids = side(columns.counts[i * 2 + 1]!);
    return { key, asks, bids };
  });
}
