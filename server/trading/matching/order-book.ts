/**
 * The matching core of one coin: a pure, in-memory limit order book with price-time priority. No SQLite,
 * no clock, no I/O: the order engine settles what it reports. Resting orders carry an owner (memNo; 0 is
 * the market model's liquidity). A crossing limit order fills at the resting prices, never at its own
 * worse limit, and rests the rest; market orders walk the book (by quantity, or a buy by a quote budget);
 * stop-limit orders wait aside until the last trade price reaches their stop. Every call reports its
 * matches, and the price levels it changed are collected for depth deltas (takeLevelChanges).
 */
import {
  floorTo,
  QUANTITY_DECIMALS,
  stopReached,
  type BookLevel,
  type OrderSide,
  type StopCondition,
} from '../../../contract';
import { BookSide, roundQuantity, type PriceLevel, type RestingOrder } from './book-side';

/** One match: the resting (maker) order, the incoming (taker) one, at the maker's price. */
export interface Match {
  makerId: number;
  makerOwner: number;
  takerId: number;
  takerOwner: number;
  /** Side of the taker (the aggressor). */
  takerSide: OrderSide;
  price: number;
  quantity: number;
}

export interface PlaceResult {
  matches: Match[];
  /** Quantity not filled (a limit order rests it; a market order drops it). */
  remaining: number;
  /** True when the remainder now rests in the book. */
  rested: boolean;
  /** Sum of price × quantity over the matches (unrounded). */
  value: number;
  /** True when a market order stopped because the other side ran out of levels (or of its limit). */
  exhausted: boolean;
}

export interface StopOrder {
  id: number;
  owner: number;
  side: OrderSide;
  /** Limit price of the order it becomes. */
  price: number;
  stopPrice: number;
  condition: StopCondition;
  quantity: number;
}

/** A stop-limit released into the book by a trade, with what it matched on entry. */
export interface Triggered {
  order: StopOrder;
  result: PlaceResult;
}

export interface LevelChanges {
  asks: BookLevel[];
  bids: BookLevel[];
}

/** What happened to an order taken out of the book by cancel. */
export interface Cancelled {
  owner: number;
  side: OrderSide;
  price: number;
  /** Open quantity it had. */
  quantity: number;
  /** True for a stop-limit that had not triggered. */
  stop: boolean;
}

export class OrderBook {
  readonly bids = new BookSide('buy');
  readonly asks = new BookSide('sell');
  private readonly orders = new Map<number, RestingOrder>();
  private readonly stops = new Map<number, StopOrder>();

  private sideOf(side: OrderSide): BookSide {
    return side === 'buy' ? this.bids : this.asks;
  }

  private oppositeOf(side: OrderSide): BookSide {
    return side === 'buy' ? this.asks : this.bids;
  }

  has(id: number): boolean {
    return this.orders.has(id) || this.stops.has(id);
  }

  /** Open quantity of a resting order, or undefined when it is not resting. */
  openQuantity(id: number): number | undefined {
    return this.orders.get(id)?.quantity;
  }

  get restingCount(): number {
    return this.orders.size;
  }

  bestBid(): number | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): number | undefined {
    return this.asks.best()?.price;
  }

  /** The best `depth` levels of a side, best first. */
  levels(side: OrderSide, depth: number): BookLevel[] {
    return this.sideOf(side).top(depth);
  }

  /** A limit order: matches what it crosses at the resting prices, then rests the remainder. */
  placeLimit(id: number, owner: number, side: OrderSide, price: number, quantity: number): PlaceResult {
    const result = this.take(id, owner, side, quantity, price, Infinity);
    if (result.remaining > 0) {
      this.rest(id, owner, side, price, result.remaining);
      result.rested = true;
    }
    return result;
  }

  /** A market order by quantity: walks the other side; what it cannot fill is dropped. */
  placeMarket(id: number, owner: number, side: OrderSide, quantity: number): PlaceResult {
    return this.take(id, owner, side, quantity, undefined, Infinity);
  }

  /** A market buy by quote budget: walks the asks spending at most `budget` (price × quantity). */
  placeMarketBudget(id: number, owner: number, budget: number): PlaceResult {
    return this.take(id, owner, 'buy', Infinity, undefined, budget);
  }

  /** Puts an order in the book without matching (liquidity, and orders restored at start-up). */
  rest(id: number, owner: number, side: OrderSide, price: number, quantity: number): void {
    if (this.has(id)) throw new Error(`order ${id} is already in the book`);
    const order: RestingOrder = { id, owner, side, price, quantity, level: null, prev: null, next: null };
    this.orders.set(id, order);
    this.sideOf(side).append(order);
  }

  /** Holds a stop-limit aside until onLastPrice reaches its stop. */
  holdStop(order: StopOrder): void {
    if (this.has(order.id)) throw new Error(`order ${order.id} is already in the book`);
    this.stops.set(order.id, { ...order });
  }

  cancel(id: number): Cancelled | undefined {
    const stop = this.stops.get(id);
    if (stop) {
      this.stops.delete(id);
      return { owner: stop.owner, side: stop.side, price: stop.price, quantity: stop.quantity, stop: true };
    }
    const order = this.orders.get(id);
    if (!order) return undefined;
    this.orders.delete(id);
    this.sideOf(order.side).unlink(order);
    return {
      owner: order.owner,
      side: order.side,
      price: order.price,
      quantity: order.quantity,
      stop: false,
    };
  }

  /**
   * A trade at `price` happened: the stop-limits it reaches enter the book in the order they were
   * placed, each matching what it crosses. Their own matches are trades too: the caller feeds their
   * prices back here.
   */
  onLastPrice(price: number): Triggered[] {
    if (this.stops.size === 0) return [];
    const due: StopOrder[] = [];
    for (const stop of this.stops.values())
      if (stopReached(stop.condition, stop.stopPrice, price)) due.push(stop);
    due.sort((a, b) => a.id - b.id);
    return due.map((order) => {
      this.stops.delete(order.id);
      return {
        order,
        result: this.placeLimit(order.id, order.owner, order.side, order.price, order.quantity),
      };
    });
  }

  /**
   * The market model traded `quantity` at `price` outside the book: member orders it went through (a
   * resting buy above the price, a sell below it) fill in full at their own price; member orders exactly
   * at the price fill up to `quantity` in time priority. Liquidity (owner 0) is the model's own and is
   * left to it. The taker of these matches is the model's trade (id 0, owner 0). A `quantity` finer than
   * 1e-8 is taken down to whole 1e-8 units first: a fill the ledger rounds on its own would not sum with
   * the open rest the book rounds to the order's quantity (one unit over: the rest can never settle).
   */
  sweep(price: number, quantity: number, takerSide: OrderSide): Match[] {
    const matches: Match[] = [];
    let atPrice = floorTo(quantity, QUANTITY_DECIMALS);
    for (const book of [this.bids, this.asks]) {
      const levels: PriceLevel[] = [];
      for (const level of book.levelsFromBest()) {
        if (book.better(price, level.price)) break;
        levels.push(level);
      }
      for (const level of levels) {
        const through = level.price !== price;
        for (let order = level.head; order;) {
          const next = order.next;
          if (order.owner !== 0 && (through || atPrice > 0)) {
            const fill = through ? order.quantity : Math.min(order.quantity, atPrice);
            if (!through) atPrice = roundQuantity(atPrice - fill);
            matches.push(this.fillResting(book, order, fill, 0, 0, takerSide));
          }
          order = next;
        }
      }
    }
    return matches;
  }

  /** The levels changed since the last call, with their totals now (0 = gone). */
  takeLevelChanges(): LevelChanges {
    const collect = (book: BookSide): BookLevel[] => {
      const out: BookLevel[] = [];
      for (const price of book.changed) out.push([price, book.level(price)?.quantity ?? 0]);
      book.changed.clear();
      return out;
    };
    return { asks: collect(this.asks), bids: collect(this.bids) };
  }

  /**
   * Matches an incoming order against the other side: up to `quantity`, at prices no worse than `limit`
   * (none for a market order), spending at most `budget` of price × quantity.
   */
  private take(
    id: number,
    owner: number,
    side: OrderSide,
    quantity: number,
    limit: number | undefined,
    budget: number,
  ): PlaceResult {
    const book = this.oppositeOf(side);
    const matches: Match[] = [];
    let remaining = quantity;
    let left = budget;
    let value = 0;
    let exhausted = true;
    for (let level = book.best(); level; level = book.best()) {
      if (limit !== undefined && book.better(limit, level.price)) break;
      let order = level.head;
      while (order && remaining > 0) {
        let fill = Math.min(remaining, order.quantity);
        if (left !== Infinity) fill = Math.min(fill, affordable(left, level.price));
        if (fill <= 0) break;
        const next = order.next;
        matches.push(this.fillResting(book, order, fill, id, owner, side));
        value += level.price * fill;
        if (left !== Infinity) left -= level.price * fill;
        if (remaining !== Infinity) remaining = roundQuantity(remaining - fill);
        order = next;
      }
      if (remaining <= 0 || order) {
        exhausted = false;
        break;
      }
    }
    return {
      matches,
      remaining: remaining === Infinity ? 0 : remaining,
      rested: false,
      value,
      exhausted: limit === undefined && exhausted,
    };
  }

  private fillResting(
    book: BookSide,
    order: RestingOrder,
    fill: number,
    takerId: number,
    takerOwner: number,
    takerSide: OrderSide,
  ): Match {
    const match: Match = {
      makerId: order.id,
      makerOwner: order.owner,
      takerId,
      takerOwner,
      takerSide,
      price: order.price,
      quantity: fill,
    };
    if (fill >= order.quantity) {
      this.orders.delete(order.id);
      book.unlink(order);
    } else book.reduce(order, fill);
    return match;
  }
}

/** The largest quantity (in whole 1e-8 units) whose price × quantity fits in `budget`. */
function affordable(budget: number, price: number): number {
  let quantity = Math.floor((budget / price) * 1e8) / 1e8;
  while (quantity > 0 && price * quantity > budget) quantity = roundQuantity(quantity - 1e-8);
  return Math.max(0, quantity);
}
