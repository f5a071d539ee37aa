/**
 * One side of a book: price levels kept sorted with the best price last (so taking the best level is a
 * pop), a map from price to level, and per level a doubly linked FIFO of resting orders, so that a
 * cancel by id is O(1) once the order is found in the book's id map.
 */
import { roundQuantity, type OrderSide } from '../../../contract';

export interface RestingOrder {
  readonly id: number;
  /** memNo of the member; 0 = the market model's liquidity. */
  readonly owner: number;
  readonly side: OrderSide;
  readonly price: number;
  /** Quantity still open. */
  quantity: number;
  level: PriceLevel | null;
  prev: RestingOrder | null;
  next: RestingOrder | null;
}

export interface PriceLevel {
  readonly price: number;
  /** Sum of the open quantities of its orders. */
  quantity: number;
  head: RestingOrder | null;
  tail: RestingOrder | null;
}

export class BookSide {
  /** Level prices, worst first and best last. */
  private readonly prices: number[] = [];
  private readonly levels = new Map<number, PriceLevel>();
  /** Prices whose total changed since the last takeChanges. */
  readonly changed = new Set<number>();

  constructor(readonly side: OrderSide) {}

  /** True when `a` is a better price than `b` on this side. */
  better(a: number, b: number): boolean {
    return this.side === 'buy' ? a > b : a < b;
  }

  best(): PriceLevel | undefined {
    const price = this.prices[this.prices.length - 1];
    return price === undefined ? undefined : this.levels.get(price);
  }

  level(price: number): PriceLevel | undefined {
    return this.levels.get(price);
  }

  get levelCount(): number {
    return this.prices.length;
  }

  /** Appends the order at the tail of its price level (time priority), creating the level if needed. */
  append(order: RestingOrder): void {
    let level = this.levels.get(order.price);
    if (!level) {
      level = { price: order.price, quantity: 0, head: null, tail: null };
      this.levels.set(order.price, level);
      this.insertPrice(order.price);
    }
    order.level = level;
    order.prev = level.tail;
    order.next = null;
    if (level.tail) level.tail.next = order;
    else level.head = order;
    level.tail = order;
    level.quantity = roundQuantity(level.quantity + order.quantity);
    this.changed.add(order.price);
  }

  /** Takes the order out of its level (dropping the level when it empties). */
  unlink(order: RestingOrder): void {
    const level = order.level;
    if (!level) return;
    if (order.prev) order.prev.next = order.next;
    else level.head = order.next;
    if (order.next) order.next.prev = order.prev;
    else level.tail = order.prev;
    order.prev = order.next = order.level = null;
    level.quantity = level.head ? roundQuantity(level.quantity - order.quantity) : 0;
    if (!level.head) this.dropLevel(level.price);
    this.changed.add(level.price);
  }

  /** Takes `quantity` off an order that stays in the book. */
  reduce(order: RestingOrder, quantity: number): void {
    order.quantity = roundQuantity(order.quantity - quantity);
    const level = order.level!;
    level.quantity = roundQuantity(level.quantity - quantity);
    this.changed.add(level.price);
  }

  /** The best `depth` levels as [price, quantity], best first. */
  top(depth: number): [number, number][] {
    const out: [number, number][] = [];
    for (let i = this.prices.length - 1; i >= 0 && out.length < depth; i -= 1) {
      const price = this.prices[i]!;
      out.push([price, this.levels.get(price)!.quantity]);
    }
    return out;
  }

  /** Every level, best first. */
  *levelsFromBest(): Generator<PriceLevel> {
    for (let i = this.prices.length - 1; i >= 0; i -= 1) {
      const level = this.levels.get(this.prices[i]!);
      if (level) yield level;
    }
  }

  private insertPrice(price: number): void {
    const prices = this.prices;
    // Worst first: for bids ascending, for asks descending; new orders land near the best, at the end.
    let lo = 0;
    let hi = prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.better(price, prices[mid]!)) lo = mid + 1;
      else hi = mid;
    }
    if (lo === prices.length) prices.push(price);
    else prices.splice(lo, 0, price);
  }

  private dropLevel(price: number): void {
    this.levels.delete(price);
    const prices = this.prices;
    if (prices[prices.length - 1] === price) {
      prices.pop();
      return;
    }
    let lo = 0;
    let hi = prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.better(price, prices[mid]!)) lo = mid + 1;
      else hi = mid;
    }
    if (prices[lo] === price) prices.splice(lo, 1);
  }
}
