/**
 * The recent trades panel's pure side: a capped ring of the coin's latest trades in columns (newest
 * read first, the oldest overwritten).
 */

/**
 * Trades the panel keeps. A trader reads the last few dozen prints to see the tape's pace; 100 fill a
 * tall panel twice over, and keeping every row in the DOM (no virtualisation) stays cheap at this size.
 */
export const RECENT_TRADES_CAP = 100;

export type TradeSide = 1 | 2;

export class TradeRing {
  readonly time: Float64Array;
  readonly price: Float64Array;
  readonly quantity: Float64Array;
  readonly side: Uint8Array;
  /** Where the next trade is written. */
  private head = 0;
  private size = 0;

  constructor(readonly capacity: number = RECENT_TRADES_CAP) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`trade ring capacity ${capacity}`);
    this.time = new Float64Array(capacity);
    this.price = new Float64Array(capacity);
    this.quantity = new Float64Array(capacity);
    this.side = new Uint8Array(capacity);
  }

  get length(): number {
    return this.size;
  }

  /** Adds a trade as the newest; a full ring forgets its oldest. Bad numbers are refused. */
  push(time: number, price: number, quantity: number, side: number): void {
    if (!Number.isFinite(time) || !(price > 0) || !(quantity > 0) || (side !== 1 && side !== 2))
      throw new RangeError(`not a trade: ${time} ${price} ${quantity} ${side}`);
    const at = this.head;
    this.time[at] = time;
    this.price[at] = price;
    this.quantity[at] = quantity;
    this.side[at] = side;
    this.head = (at + 1) % this.capacity;
    if (this.size < this.capacity) this.size += 1;
  }

  /** The column index of the `n`-th newest trade (0 the newest). */
  index(n: number): number {
    if (!Number.isInteger(n) || n < 0 || n >= this.size) throw new RangeError(`trade ${n} of ${this.size}`);
    return (this.head - 1 - n + 2 * this.capacity) % this.capacity;
  }

  clear(): void {
    this.head = 0;
    this.size = 0;
  }
}
