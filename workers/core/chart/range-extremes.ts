/**
 * Highest high and lowest low of any bar range, with their positions, in O(1) per query.
 *
 * Bars are grouped in blocks of 16. Each bar knows the best bar from its block's start up to it (prefix)
 * and from it to its block's end (suffix); sparse tables over the blocks (level k holds, for block j, the
 * best bar of blocks [j, j + 2^k)) answer whole-block spans with two overlapping lookups. A range is then
 * suffix + whole blocks + prefix, or a scan of at most 16 bars inside one block. The build is O(n) for
 * the prefixes and O(n/16 · log n) for the tables, a fraction of a plain per-bar sparse table's.
 *
 * Live updates are cheap because only the last block changes: a last-bar change or an appended bar redoes
 * that block's prefixes and suffixes (≤ 16 bars) and the one table entry per level that ends at it
 * (O(log n)). A change to an older bar rebuilds everything (it does not happen live: closed bars are not
 * rewritten). Ties go to the earliest bar.
 */
import type { CandleSeries } from '../base/series';

export interface RangeHighLow {
  high: number;
  highIndex: number;
  low: number;
  lowIndex: number;
}

const SHIFT = 4;
const BLOCK = 1 << SHIFT;

/**
 * The tables of one extreme over one column: `sign` 1 finds the highest value, -1 the lowest. Both compare
 * sign × value, so one code path serves both (negation is exact: ties stay ties, NaN stays unordered).
 */
class BestBars {
  values: Float64Array = new Float64Array(0);
  // Per bar: index of the best bar in [block start, i] and in [i, block end].
  private prefix = new Int32Array(0);
  private suffix = new Int32Array(0);
  /** Level k of the block table starts at k * blockCapacity. */
  private at = new Int32Array(0);
  private blockCapacity = 0;

  constructor(private readonly sign: 1 | -1) {}

  reserve(capacity: number, blockCapacity: number, levels: number): void {
    this.blockCapacity = blockCapacity;
    this.prefix = new Int32Array(capacity);
    this.suffix = new Int32Array(capacity);
    this.at = new Int32Array(blockCapacity * levels);
  }

  /** Prefixes and suffixes of block j (up to bar `length` − 1) and its level-0 table entry. */
  settleBlock(j: number, length: number): void {
    const { sign, values, prefix, suffix } = this;
    const start = j << SHIFT;
    const end = Math.min(start + BLOCK, length) - 1;
    prefix[start] = start;
    for (let i = start + 1; i <= end; i += 1) {
      const m = prefix[i - 1]!;
      prefix[i] = sign * values[i]! > sign * values[m]! ? i : m;
    }
    suffix[end] = end;
    for (let i = end - 1; i >= start; i -= 1) {
      const m = suffix[i + 1]!;
      suffix[i] = sign * values[i]! >= sign * values[m]! ? i : m;
    }
    this.at[j] = prefix[end]!;
  }

  /** Table entry i of level k, from the two halves of level k − 1. */
  settleEntry(k: number, i: number): void {
    const { sign, values, at } = this;
    const prev = (k - 1) * this.blockCapacity;
    const a = at[prev + i]!;
    const b = at[prev + i + (1 << (k - 1))]!;
    at[k * this.blockCapacity + i] = sign * values[b]! > sign * values[a]! ? b : a;
  }

  /** Index of the best bar in [from, to] (inclusive, within the series); the earliest on a tie. */
  bestIndex(from: number, to: number): number {
    const { sign, values } = this;
    const left = from >> SHIFT;
    const right = to >> SHIFT;
    if (left === right) {
      let best = from;
      for (let i = from + 1; i <= to; i += 1) if (sign * values[i]! > sign * values[best]!) best = i;
      return best;
    }
    let best = this.suffix[from]!;
    if (right - left > 1) {
      const k = 31 - Math.clz32(right - left - 1);
      const row = k * this.blockCapacity;
      const a = this.at[row + left + 1]!;
      const b = this.at[row + right - (1 << k)]!;
      if (sign * values[a]! > sign * values[best]!) best = a;
      if (sign * values[b]! > sign * values[best]!) best = b;
    }
    const tail = this.prefix[to]!;
    return sign * values[tail]! > sign * values[best]! ? tail : best;
  }
}

export class RangeExtremes {
  private readonly highs = new BestBars(1);
  private readonly lows = new BestBars(-1);
  private capacity = 0;
  length = 0;

  /** Builds over bars [0, series.length); the series' columns are read, not copied, until the next update. */
  build(series: CandleSeries): void {
    this.highs.values = series.high;
    this.lows.values = series.low;
    const n = series.length;
    this.reserve(n);
    this.length = n;
    const blocks = (n + BLOCK - 1) >> SHIFT;
    for (const side of [this.highs, this.lows]) {
      for (let j = 0; j < blocks; j += 1) side.settleBlock(j, n);
      for (let k = 1; 1 << k <= blocks; k += 1)
        for (let i = 0; i + (1 << k) <= blocks; i += 1) side.settleEntry(k, i);
    }
  }

  /**
   * Brings the table up to date after bars from index `from` changed or were appended (series.length
   * bars now): the last block only, or a full build when an older bar changed or capacity ran out.
   */
  update(series: CandleSeries, from: number): void {
    const n = series.length;
    if (from < this.length - 1 || n < this.length || n > this.capacity) {
      this.build(series);
      return;
    }
    this.highs.values = series.high;
    this.lows.values = series.low;
    const first = Math.min(from, this.length) >> SHIFT;
    this.length = n;
    const blocks = (n + BLOCK - 1) >> SHIFT;
    for (const side of [this.highs, this.lows])
      for (let j = first; j < blocks; j += 1) {
        side.settleBlock(j, n);
        // The one table entry per level that ends at block j.
        for (let k = 1; 1 << k <= j + 1; k += 1) side.settleEntry(k, j + 1 - (1 << k));
      }
  }

  /** Index of the highest high in bars [from, to] (inclusive, within the series); the earliest on a tie. */
  maxHighIndex(from: number, to: number): number {
    return this.highs.bestIndex(from, to);
  }

  /** Index of the lowest low in bars [from, to] (inclusive, within the series); the earliest on a tie. */
  minLowIndex(from: number, to: number): number {
    return this.lows.bestIndex(from, to);
  }

  /** Both extremes of bars [from, to], clamped to the series; null when the range holds no bar. */
  query(from: number, to: number): RangeHighLow | null {
    const start = Math.max(0, Math.ceil(from));
    const end = Math.min(this.length - 1, Math.floor(to));
    if (!(start <= end)) return null;
    const highIndex = this.maxHighIndex(start, end);
    const lowIndex = this.minLowIndex(start, end);
    return { high: this.highs.values[highIndex]!, highIndex, low: this.lows.values[lowIndex]!, lowIndex };
  }

  private reserve(n: number): void {
    if (n <= this.capacity && this.capacity > 0) return;
    let capacity = Math.max(BLOCK * 4, this.capacity);
    while (capacity < n) capacity *= 2;
    const blockCapacity = capacity >> SHIFT;
    const levels = 32 - Math.clz32(blockCapacity);
    this.capacity = capacity;
    this.highs.reserve(capacity, blockCapacity, levels);
    this.lows.reserve(capacity, blockCapacity, levels);
  }
}
