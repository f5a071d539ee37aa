/**
 * Trades waiting, in columns: a trade route's batch until its flush, a chart's trades while its history
 * loads. The buffer grows up to a cap; past it, its trades restart with a reset flag, which tells candle
 * builders to refetch instead of trusting a stream with a hole in it.
 */

/** Trades in columns (re-exported by src/api/feed-types.ts). */
export interface TradeColumns {
  slot: Int32Array;
  time: Float64Array;
  price: Float64Array;
  quantity: Float64Array;
  /** 1 buy, 2 sell. */
  side: Uint8Array;
}

/** Trades one buffer may hold; 5,000 trades/s fill it in four seconds (a history that slow to load). */
export const MAX_PENDING_TRADES = 20_000;
const INITIAL_TRADES = 256;

export class TradeBuffer {
  private columns: TradeColumns = allocate(INITIAL_TRADES);
  private count = 0;
  private lost = false;

  constructor(private readonly cap: number = MAX_PENDING_TRADES) {}

  get length(): number {
    return this.count;
  }

  /** True when trades were lost since the last take (overflow or an announced reset). */
  get reset(): boolean {
    return this.lost;
  }

  push(slot: number, time: number, price: number, quantity: number, side: 1 | 2): void {
    if (this.count === this.cap) this.markReset();
    if (this.count === this.columns.slot.length)
      this.columns = grow(this.columns, Math.min(this.cap, this.count * 2));
    const c = this.columns;
    const i = this.count;
    c.slot[i] = slot;
    c.time[i] = time;
    c.price[i] = price;
    c.quantity[i] = quantity;
    c.side[i] = side;
    this.count = i + 1;
  }

  /** Forgets what is waiting and flags the loss. */
  markReset(): void {
    this.lost = true;
    this.count = 0;
  }

  /** The waiting trades as fresh, exactly sized columns (safe to transfer), and empties the buffer. */
  take(): { trades: TradeColumns | null; reset: boolean } {
    const trades = this.count === 0 ? null : copy(this.columns, this.count);
    const reset = this.lost;
    this.count = 0;
    this.lost = false;
    return { trades, reset };
  }
}

function allocate(n: number): TradeColumns {
  return {
    slot: new Int32Array(n),
    time: new Float64Array(n),
    price: new Float64Array(n),
    quantity: new Float64Array(n),
    side: new Uint8Array(n),
  };
}

function grow(old: TradeColumns, n: number): TradeColumns {
  const next = allocate(n);
  next.slot.set(old.slot);
  next.time.set(old.time);
  next.price.set(old.price);
  next.quantity.set(old.quantity);
  next.side.set(old.side);
  return next;
}

function copy(from: TradeColumns, n: number): TradeColumns {
  return {
    slot: from.slot.slice(0, n),
    time: from.time.slice(0, n),
    price: from.price.slice(0, n),
    quantity: from.quantity.slice(0, n),
    side: from.side.slice(0, n),
  };
}
