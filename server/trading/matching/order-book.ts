/**
 * The matching core of one coin: a pure, in-memory limit order book with price-time priority. No SQLite,
 * no clock, no I/O: the order engine settles what it reports. Resting orders carry an owner (memNo; 0 is
 * the market model's liquidity). An incoming order (`place`) fills at the resting prices, never at its own
 * worse limit, taking from each resting order what contract/book-walk.ts `takeAt` gives (by quantity, or
 * a buy by a budget), then keeps its time in force (contract/order-options.ts): gtc rests the rest, ioc and
 * a market order drop it, fok fills all or does nothing, post_only never takes. A member's order never
 * trades with the same member's resting order: the incoming order's self-trade mode decides which gives
 * way. Stop-limit orders wait aside until the last trade price reaches their stop. Every call reports its
 * matches and what self-trade prevention did, and the price levels it changed are collected for depth
 * deltas (takeLevelChanges).
 */
import {
  afterTaking,
  crossesBook,
  DEFAULT_SMP_TYPE,
  floorTo,
  QUANTITY_DECIMALS,
  roundQuantity,
  stopReached,
  takeAt,
  wantsNothingMore,
  withinLimit,
  type BookLevel,
  type OrderSide,
  type SmpType,
  type StopCondition,
  type TimeInForce,
  type Want,
} from '../../../contract';
import { BookSide, type PriceLevel, type RestingOrder } from './book-side';

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

/** An order arriving at the book. */
export interface Incoming {
  id: number;
  owner: number;
  side: OrderSide;
  /** Quantity wanted; Infinity for a buy by budget. */
  quantity: number;
  /** Budget in the market's currency (Σ price × quantity, before fee); Infinity for an order by quantity. */
  budget: number;
  /** The worst price it trades at; undefined for a market order (any price). */
  limit: number | undefined;
  /** null: a market order (takes what it can, drops the rest). */
  timeInForce: TimeInForce | null;
  /** How it gives way to its owner's own resting orders (a post-only order never meets one). */
  smp: SmpType | null;
}

/** A resting order self-trade prevention reduced (reduce) or took out of the book (cancel_maker, or reduced to 0). */
export interface MakerPrevented {
  orderId: number;
  owner: number;
  side: OrderSide;
  price: number;
  /** Quantity taken off it. */
  quantity: number;
  /** True when it left the book. */
  cancelled: boolean;
}

/** Why taking stopped. */
export type TakeEnd =
  /** It got all it wanted (its quantity, or what its budget buys). */
  | 'filled'
  /** The next price was beyond its limit. */
  | 'limit'
  /** The other side ran out. */
  | 'empty'
  /** It met its owner's resting order under cancel_taker. */
  | 'self';

export interface PlaceResult {
  matches: Match[];
  /** Quantity neither filled nor prevented (a gtc limit rests it; otherwise it is dropped). */
  remaining: number;
  /** True when the remainder now rests in the book. */
  rested: boolean;
  /** Sum of price × quantity over the matches (unrounded). */
  value: number;
  end: TakeEnd;
  /** Quantity the incoming order lost to self-trade prevention (reduce; cancel_taker's rest). */
  prevented: number;
  /** The owner's resting orders self-trade prevention reduced or cancelled. */
  makersPrevented: MakerPrevented[];
  /** fok that could not fill all now, or post_only that would trade: nothing was done. */
  refused: 'cannotFillAll' | 'wouldTrade' | null;
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
  /** The self-trade mode it takes with once triggered. */
  smp: SmpType;
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

  /** The best price on the side an order of `side` takes from. */
  bestOpposite(side: OrderSide): number | undefined {
    return this.oppositeOf(side).best()?.price;
  }

  /** The best `depth` levels of a side, best first. */
  levels(side: OrderSide, depth: number): BookLevel[] {
    return this.sideOf(side).top(depth);
  }

  /** An incoming order: matched by its time in force and self-trade mode (the file's head says how). */
  place(order: Incoming): PlaceResult {
    if (order.timeInForce === 'post_only') {
      if (crossesBook(order.side, order.limit!, this.bestOpposite(order.side)))
        return nothingDone(order, 'wouldTrade');
      this.rest(order.id, order.owner, order.side, order.limit!, order.quantity);
      return { ...nothingDone(order, null), rested: true };
    }
    if (order.timeInForce === 'fok' && !this.fillsAll(order)) return nothingDone(order, 'cannotFillAll');
    const result = this.take(order);
    if (order.timeInForce === 'gtc' && result.remaining > 0 && result.end !== 'self') {
      this.rest(order.id, order.owner, order.side, order.limit!, result.remaining);
      result.rested = true;
    }
    return result;
  }

  /** A gtc limit order under the default self-trade mode. */
  placeLimit(id: number, owner: number, side: OrderSide, price: number, quantity: number): PlaceResult {
    return this.place({
      id,
      owner,
      side,
      quantity,
      budget: Infinity,
      limit: price,
      timeInForce: 'gtc',
      smp: DEFAULT_SMP_TYPE,
    });
  }

  /** A market order by quantity under the default self-trade mode: what it cannot fill is dropped. */
  placeMarket(id: number, owner: number, side: OrderSide, quantity: number): PlaceResult {
    return this.place({
      id,
      owner,
      side,
      quantity,
      budget: Infinity,
      limit: undefined,
      timeInForce: null,
      smp: DEFAULT_SMP_TYPE,
    });
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
        result: this.place({
          id: order.id,
          owner: order.owner,
          side: order.side,
          quantity: order.quantity,
          budget: Infinity,
          limit: order.price,
          timeInForce: 'gtc',
          smp: order.smp,
        }),
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
   * Would `order` get all it wants now? The walk `take` makes, without changing anything: its owner's
   * resting orders give nothing; under cancel_maker they would leave and the walk goes on past them, under
   * cancel_taker the order would stop there and under reduce it would lose quantity, so there it cannot.
   */
  private fillsAll(order: Incoming): boolean {
    const book = this.oppositeOf(order.side);
    let want: Want = { quantity: order.quantity, budget: order.budget };
    let lastPrice: number | undefined;
    for (const level of book.levelsFromBest()) {
      if (!withinLimit(order.side, level.price, order.limit)) break;
      for (let resting = level.head; resting; resting = resting.next) {
        const taken = takeAt(want, level.price, resting.quantity);
        if (taken <= 0) return true;
        if (selfTrade(order, resting)) {
          if (order.smp === 'cancel_maker') continue;
          return false;
        }
        want = afterTaking(want, level.price, taken);
        lastPrice = level.price;
      }
    }
    return wantsNothingMore(want, lastPrice);
  }

  /**
   * Matches an incoming order against the other side: up to its quantity or budget, at prices within its
   * limit, its owner's resting orders handled by its self-trade mode.
   */
  private take(order: Incoming): PlaceResult {
    const book = this.oppositeOf(order.side);
    const matches: Match[] = [];
    const makersPrevented: MakerPrevented[] = [];
    let want: Want = { quantity: order.quantity, budget: order.budget };
    let value = 0;
    let prevented = 0;
    let end: TakeEnd = 'empty';
    let lastPrice: number | undefined;
    levels: for (let level = book.best(); level; level = book.best()) {
      lastPrice = level.price;
      if (!withinLimit(order.side, level.price, order.limit)) {
        end = 'limit';
        break;
      }
      for (let resting = level.head; resting;) {
        const next = resting.next;
        const taken = takeAt(want, level.price, resting.quantity);
        if (taken <= 0) {
          end = 'filled';
          break levels;
        }
        if (selfTrade(order, resting)) {
          if (order.smp === 'cancel_taker') {
            // The rest of a quantity order is what it lost; a buy by budget loses what it would have bought here.
            prevented = roundQuantity(prevented + (want.quantity === Infinity ? taken : want.quantity));
            want = { quantity: 0, budget: 0 };
            end = 'self';
            break levels;
          }
          const lost = order.smp === 'reduce' ? taken : resting.quantity;
          makersPrevented.push(this.prevent(book, resting, lost));
          if (order.smp === 'reduce') {
            prevented = roundQuantity(prevented + taken);
            want = afterTaking(want, level.price, taken);
          }
        } else {
          matches.push(this.fillResting(book, resting, taken, order.id, order.owner, order.side));
          value += level.price * taken;
          want = afterTaking(want, level.price, taken);
        }
        resting = next;
      }
      // The level is used up; an order that wants nothing more (its budget spent to under 1e-8) is done.
      if (wantsNothingMore(want, lastPrice)) {
        end = 'filled';
        break;
      }
    }
    return {
      matches,
      remaining: want.quantity === Infinity ? 0 : Math.max(0, want.quantity),
      rested: false,
      value,
      end,
      prevented,
      makersPrevented,
      refused: null,
    };
  }

  /** Takes `quantity` off a resting order for self-trade prevention; all of it takes it out of the book. */
  private prevent(book: BookSide, resting: RestingOrder, quantity: number): MakerPrevented {
    const cancelled = quantity >= resting.quantity;
    const prevented: MakerPrevented = {
      orderId: resting.id,
      owner: resting.owner,
      side: resting.side,
      price: resting.price,
      quantity: cancelled ? resting.quantity : quantity,
      cancelled,
    };
    if (cancelled) {
      this.orders.delete(resting.id);
      book.unlink(resting);
    } else book.reduce(resting, quantity);
    return prevented;
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

/** A member's incoming order meeting the same member's resting order (the market's liquidity, owner 0, never does). */
function selfTrade(order: Incoming, resting: RestingOrder): boolean {
  return order.owner !== 0 && resting.owner === order.owner;
}

/** The answer of an order that did nothing: refused, or a post-only order about to rest. */
function nothingDone(order: Incoming, refused: PlaceResult['refused']): PlaceResult {
  return {
    matches: [],
    remaining: order.quantity === Infinity ? 0 : order.quantity,
    rested: false,
    value: 0,
    end: 'empty',
    prevented: 0,
    makersPrevented: [],
    refused,
  };
}
