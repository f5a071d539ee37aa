/**
 * The running pieces indicators are built from, each fed one input per bar. Every piece answers two
 * questions: `peek(x)`, its value for a bar whose input is `x`, from the inputs committed before it and
 * without changing anything (the live bar: a tick may change `x` again); and `push(x)`, which commits `x`
 * (the bar is closed, the next input is the next bar's). Both are O(1) (the extremes amortised).
 *
 * A NaN input is no input: `peek(NaN)` is NaN and `push(NaN)` changes nothing, so a piece fed another
 * indicator's line (MACD's signal over MACD) starts where that line starts.
 *
 * Running sums drift, each add and subtract rounding once, and keep the rounding of every large input
 * that has left them. The sums here are re-added from their window each time the window has turned over
 * (amortised one more add per push), so an error lasts at most two windows, and is of the order of the
 * rounding of the inputs in them.
 */

/** The inputs' window as a ring: the newest `size` committed values. */
class Ring {
  readonly values: Float64Array;
  /** Values committed so far (may exceed the ring's size). */
  count = 0;

  constructor(readonly size: number) {
    this.values = new Float64Array(Math.max(1, size));
  }

  clear(): void {
    this.count = 0;
  }

  /** The value committed `back` pushes ago (0: the newest), which must still be in the ring. */
  at(back: number): number {
    return this.values[(this.count - 1 - back) % this.values.length]!;
  }

  /** Stores `x`; returns the value it overwrote (NaN while the ring was not yet full). */
  push(x: number): number {
    const slot = this.count % this.values.length;
    const out = this.count >= this.size ? this.values[slot]! : Number.NaN;
    this.values[slot] = x;
    this.count += 1;
    return out;
  }

  /** The sum of the values held (at most `size`). */
  sum(): number {
    let sum = 0;
    for (let back = 0; back < Math.min(this.count, this.size); back += 1) sum += this.at(back);
    return sum;
  }
}

/** The sum of the last `period` inputs: NaN until `period` inputs (the peeked one included) exist. */
export class WindowSum {
  /** The last `period - 1` committed inputs: a peeked input completes the window. */
  private readonly ring: Ring;
  private head = 0;
  private sinceResum = 0;

  constructor(readonly period: number) {
    this.ring = new Ring(period - 1);
  }

  clear(): void {
    this.ring.clear();
    this.head = 0;
    this.sinceResum = 0;
  }

  /** Inputs committed so far. */
  get count(): number {
    return this.ring.count;
  }

  peek(x: number): number {
    if (Number.isNaN(x) || this.ring.count + 1 < this.period) return Number.NaN;
    return this.head + x;
  }

  push(x: number): void {
    if (Number.isNaN(x)) return;
    if (this.period === 1) {
      this.ring.count += 1;
      return;
    }
    const dropped = this.ring.push(x);
    if (++this.sinceResum >= this.ring.size) {
      this.sinceResum = 0;
      this.head = this.ring.sum();
    } else {
      this.head += x;
      if (!Number.isNaN(dropped)) this.head -= dropped;
    }
  }
}

/** The simple average of the last `period` inputs (ta.sma): NaN until `period` inputs exist. */
export class Sma {
  private readonly sum: WindowSum;

  constructor(readonly period: number) {
    this.sum = new WindowSum(period);
  }

  clear(): void {
    this.sum.clear();
  }

  peek(x: number): number {
    return this.sum.peek(x) / this.period;
  }

  push(x: number): void {
    this.sum.push(x);
  }
}

/** A running average of either kind: what an indicator with a choice of smoothing holds. */
export type RunningAverage = Sma | Ema;

/**
 * An exponential average, `value + alpha × (x - value)`, as Pine defines its two: `ta.ema` (alpha
 * 2 / (period + 1)) starts at its first input, so it has a value from the first bar on; `wilder`, `ta.rma`
 * (alpha 1 / period: Wilder's smoothing in RSI, ATR, ADX), starts at the simple average of its first
 * `period` inputs and has no value before. TradingView and the exchanges' charts built on it draw these.
 */
export class Ema {
  readonly alpha: number;
  /** Inputs averaged before the first value: 1 for ta.ema, `period` for ta.rma. */
  private readonly seedCount: number;
  private count = 0;
  private seed = 0;
  private value = Number.NaN;

  constructor(
    readonly period: number,
    wilder = false,
  ) {
    this.alpha = wilder ? 1 / period : 2 / (period + 1);
    this.seedCount = wilder ? period : 1;
  }

  clear(): void {
    this.count = 0;
    this.seed = 0;
    this.value = Number.NaN;
  }

  peek(x: number): number {
    if (Number.isNaN(x)) return Number.NaN;
    const count = this.count + 1;
    if (count < this.seedCount) return Number.NaN;
    if (count === this.seedCount) return (this.seed + x) / this.seedCount;
    return this.value + this.alpha * (x - this.value);
  }

  push(x: number): void {
    if (Number.isNaN(x)) return;
    const next = this.peek(x);
    this.count += 1;
    if (this.count < this.seedCount) this.seed += x;
    else this.value = next;
  }
}

/**
 * The highest (`max`) or lowest (`min`) of the last `period` inputs: NaN until `period` inputs (the
 * peeked one included) exist. A monotonic queue of the committed inputs that can still be the extreme.
 */
export class WindowExtreme {
  private readonly indices: Int32Array;
  private readonly values: Float64Array;
  private first = 0;
  private size = 0;
  /** Inputs committed so far; the next input's index. */
  private count = 0;
  private readonly sign: 1 | -1;

  constructor(
    readonly period: number,
    which: 'max' | 'min',
  ) {
    this.indices = new Int32Array(period + 1);
    this.values = new Float64Array(period + 1);
    this.sign = which === 'max' ? 1 : -1;
  }

  clear(): void {
    this.first = 0;
    this.size = 0;
    this.count = 0;
  }

  peek(x: number): number {
    if (Number.isNaN(x) || this.count + 1 < this.period) return Number.NaN;
    // The window ending at input `count` starts at count - period + 1: the queue's front (the oldest
    // kept) may be just before it, and then the next one is the extreme of the rest.
    const start = this.count - this.period + 1;
    let best = x;
    for (let k = 0; k < Math.min(this.size, 2); k += 1) {
      const slot = (this.first + k) % this.indices.length;
      if (this.indices[slot]! < start) continue;
      if (this.sign * (this.values[slot]! - best) > 0) best = this.values[slot]!;
      break;
    }
    return best;
  }

  push(x: number): void {
    if (Number.isNaN(x)) return;
    const length = this.indices.length;
    // Kept values only ever fall (max) or rise (min) from front to back: those behind x that x beats go.
    while (this.size > 0) {
      const last = (this.first + this.size - 1) % length;
      if (this.sign * (this.values[last]! - x) > 0) break;
      this.size -= 1;
    }
    const slot = (this.first + this.size) % length;
    this.indices[slot] = this.count;
    this.values[slot] = x;
    this.size += 1;
    this.count += 1;
    const start = this.count - this.period;
    while (this.size > 0 && this.indices[this.first]! < start) {
      this.first = (this.first + 1) % length;
      this.size -= 1;
    }
  }
}

/**
 * The mean and population variance of the last `period` inputs (Bollinger bands' middle and width).
 * The sums are of the inputs' distance from a reference inside the window (the newest input at each
 * re-sum), so the variance of prices in the hundred millions keeps its digits however far the price has
 * moved.
 */
export class WindowMoments {
  private readonly ring: Ring;
  private reference = Number.NaN;
  private sum = 0;
  private squares = 0;
  private sinceResum = 0;
  /** Set by peek: the window's mean and variance (NaN until it is full). */
  mean = Number.NaN;
  variance = Number.NaN;

  constructor(readonly period: number) {
    this.ring = new Ring(period - 1);
  }

  clear(): void {
    this.ring.clear();
    this.reference = Number.NaN;
    this.sum = 0;
    this.squares = 0;
    this.sinceResum = 0;
  }

  /** Sets `mean` and `variance` for a bar whose input is `x`; false (both NaN) until the window is full. */
  peek(x: number): boolean {
    if (Number.isNaN(x) || this.ring.count + 1 < this.period) {
      this.mean = Number.NaN;
      this.variance = Number.NaN;
      return false;
    }
    const reference = Number.isNaN(this.reference) ? x : this.reference;
    const d = x - reference;
    const sum = this.sum + d;
    const mean = sum / this.period;
    this.mean = reference + mean;
    this.variance = Math.max(0, (this.squares + d * d) / this.period - mean * mean);
    return true;
  }

  push(x: number): void {
    if (Number.isNaN(x)) return;
    if (this.period === 1) {
      this.ring.count += 1;
      return;
    }
    if (Number.isNaN(this.reference)) this.reference = x;
    const dropped = this.ring.push(x);
    if (++this.sinceResum >= this.ring.size) {
      this.resum();
      return;
    }
    const d = x - this.reference;
    this.sum += d;
    this.squares += d * d;
    if (!Number.isNaN(dropped)) {
      const e = dropped - this.reference;
      this.sum -= e;
      this.squares -= e * e;
    }
  }

  private resum(): void {
    this.sinceResum = 0;
    const held = Math.min(this.ring.count, this.ring.size);
    this.reference = this.ring.at(0);
    this.sum = 0;
    this.squares = 0;
    for (let back = 0; back < held; back += 1) {
      const d = this.ring.at(back) - this.reference;
      this.sum += d;
      this.squares += d * d;
    }
  }
}
