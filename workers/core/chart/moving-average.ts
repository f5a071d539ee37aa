/**
 * Simple moving averages over a column, aligned to bars (NaN before `period` values): a full pass, and
 * a rolling state that follows a live series in O(1) per last-bar change or appended bar.
 *
 * Running sums drift: each add and subtract rounds. Both paths re-add the window from scratch every
 * RESUM_EVERY steps, which bounds the drift to RESUM_EVERY roundings (relative error ~1e-13 on prices),
 * for a cost of period / RESUM_EVERY additions per bar.
 */
import { grownColumn } from '../base/series';

const RESUM_EVERY = 1024;

function windowSum(values: ArrayLike<number>, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += values[i]!;
  return sum;
}

export function checkPeriod(period: number): void {
  if (!Number.isInteger(period) || period < 1 || period > 10_000)
    throw new RangeError(`a moving-average period must be a whole number from 1 to 10,000, got ${period}`);
}

/** SMA of values[0, length) into `out` (which must hold `length`); returns `out`. */
export function smaInto(
  values: ArrayLike<number>,
  length: number,
  period: number,
  out: Float64Array = new Float64Array(length),
): Float64Array {
  checkPeriod(period);
  const warm = Math.min(length, period - 1);
  out.fill(Number.NaN, 0, warm);
  if (length < period) return out;
  let sum = windowSum(values, 0, period);
  out[period - 1] = sum / period;
  let sinceResum = 0;
  for (let i = period; i < length; i += 1) {
    if (++sinceResum === RESUM_EVERY) {
      sinceResum = 0;
      sum = windowSum(values, i - period + 1, i + 1);
    } else {
      sum += values[i]! - values[i - period]!;
    }
    out[i] = sum / period;
  }
  return out;
}

/**
 * The SMA of a growing column. `update(values, length, from)` brings `values` (the averages) up to date
 * after bars from index `from` changed or were appended: O(1) per bar when only the last bar changed or
 * bars were appended, a full pass when an older bar changed.
 */
export class RollingSma {
  /** The averages, aligned to bars; valid up to `length`. Grows by doubling. */
  values: Float64Array = new Float64Array(0);
  length = 0;
  /** Sum of the `period - 1` inputs before the last bar (fewer while the series is shorter). */
  private head = 0;
  private sinceResum = 0;

  constructor(readonly period: number) {
    checkPeriod(period);
  }

  reset(input: ArrayLike<number>, length: number): void {
    this.reserve(length);
    smaInto(input, length, this.period, this.values);
    this.length = length;
    this.resum(input);
  }

  update(input: ArrayLike<number>, length: number, from: number): void {
    if (from < this.length - 1 || length < this.length) {
      this.reset(input, length);
      return;
    }
    this.reserve(length);
    const period = this.period;
    const out = this.values;
    let n = this.length;
    // The last bar computed may have changed: head excludes it, so only its own value is re-read.
    if (n > 0) out[n - 1] = n >= period ? (this.head + input[n - 1]!) / period : Number.NaN;
    for (; n < length; n += 1) {
      // Moving the window by one bar: the previous last bar joins the head, the oldest leaves it.
      if (n > 0) {
        if (++this.sinceResum === RESUM_EVERY) {
          this.length = n + 1;
          this.resum(input);
        } else {
          this.head += input[n - 1]!;
          if (n - period >= 0) this.head -= input[n - period]!;
        }
      }
      out[n] = n + 1 >= period ? (this.head + input[n]!) / period : Number.NaN;
    }
    this.length = length;
  }

  private resum(input: ArrayLike<number>): void {
    const n = this.length;
    this.head = n > 0 ? windowSum(input, Math.max(0, n - this.period), n - 1) : 0;
    this.sinceResum = 0;
  }

  private reserve(length: number): void {
    this.values = grownColumn(this.values, this.length, length);
  }
}
