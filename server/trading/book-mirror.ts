/**
 * A real exchange's book as the market's liquidity in a coin's book (paper trading): its levels rest as
 * owner 0's orders, quantity for quantity, replaced whole each time the exchange sends its book (both send
 * the whole top of the book, not deltas). A member's market order walks these levels and takes what it
 * takes; what it took stays taken until the exchange's next book, which is the market as it stands then.
 * A level that would cross a member's resting order is left out rather than matched, as the simulated
 * ladder does (liquidity.ts): a member's order fills only when the real market trades through it.
 */
import type { OrderSide } from '../../contract';
import type { CoinKey } from '../../contract/markets';
import type { Listing } from '../market/listings';
import type { ExchangeBook } from '../sources/exchange/exchange-events';
import { LIQUIDITY_OWNER, type BookLiquidity } from './liquidity';
import type { OrderBook } from './matching/order-book';

interface Mirrored {
  /** The book last mirrored (the same object: nothing new to place). */
  source: ExchangeBook | undefined;
  /** Resting id by price, per side. */
  buy: Map<number, number>;
  sell: Map<number, number>;
}

export class BookMirror implements BookLiquidity {
  private readonly mirrored = new Map<CoinKey, Mirrored>();
  private nextId = -1;

  /** `bookOf`: the exchange's latest book of a coin, if one came. */
  constructor(private readonly bookOf: (key: CoinKey) => ExchangeBook | undefined) {}

  private of(key: CoinKey): Mirrored {
    let mirrored = this.mirrored.get(key);
    if (!mirrored) {
      mirrored = { source: undefined, buy: new Map(), sell: new Map() };
      this.mirrored.set(key, mirrored);
    }
    return mirrored;
  }

  /**
   * Puts the exchange's latest book in `book`. After a trade the same book is placed again: what members
   * took of a level stays taken, and a level they emptied is not refilled, until the exchange's next book.
   */
  recentre(listing: Listing, book: OrderBook): void {
    const real = this.bookOf(listing.key);
    const mirrored = this.of(listing.key);
    if (real === undefined || real === mirrored.source) return;
    mirrored.source = real;
    const wanted = { sell: new Map(real.asks), buy: new Map(real.bids) };
    // A level the exchange's book holds as it rests stays (what members took of it comes back: the
    // exchange's book is the market now). Both sides withdraw what changed first, so a side's new levels meet only members' orders.
    for (const side of ['sell', 'buy'] as const) {
      for (const [price, id] of mirrored[side]) {
        if (wanted[side].get(price) === book.openQuantity(id)) continue;
        book.cancel(id);
        mirrored[side].delete(price);
      }
    }
    for (const side of ['sell', 'buy'] as const) this.place(book, mirrored, side, wanted[side]);
  }

  private place(book: OrderBook, mirrored: Mirrored, side: OrderSide, wanted: Map<number, number>): void {
    for (const [price, quantity] of wanted) {
      if (mirrored[side].has(price) || !(quantity > 0)) continue;
      const opposite = side === 'sell' ? book.bestBid() : book.bestAsk();
      if (opposite !== undefined && (side === 'sell' ? opposite >= price : opposite <= price)) continue;
      const id = this.nextId--;
      book.rest(id, LIQUIDITY_OWNER, side, price, quantity);
      mirrored[side].set(price, id);
    }
  }

  forget(listing: Listing): void {
    this.mirrored.delete(listing.key);
  }
}
