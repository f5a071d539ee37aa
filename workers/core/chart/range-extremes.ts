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
import type { CandleSeries } from './series';

export interface RangeHighLow {
  high: number;
  highIndex: number;
  low: number;
  lowIndex: number;
}

const SHIFT = 4;
const BLOCK = 1 << SHIFT;

export class RangeExtremes {
  private high: Float64Array = new Float64Array(0);
  private low: Float64Array = new Float64Array(0);
  // Per bar: index of the best bar in [block start, i] and in [i, block end].
  private prefixMax = new Int32Array(0);
  private suffixMax = new Int32Array(0);
  private prefixMin = new Int32Array(0);
  private suffixMin = new Int32Array(0);
  /** Level k of the block tables starts at k * blockCapacity. */
  private maxAt = new Int32Array(0);
  private minAt = new Int32Array(0);
  private capacity = 0;
  private blockCapacity = 0;
  length = 0;

  /** Builds over bars [0, series.length); the series' columns are read, not copied, until the next update. */
  build(series: CandleSeries): void {
    this.high = series.high;
    this.low = series.low;
    const n = series.length;
    this.reserve(n);
    this.length = n;
    const blocks = (n + BLOCK - 1) >> SHIFT;
    for (let j = 0; j < blocks; j += 1) this.settleBlock(j);
    const cap = this.blockCapacity;
    const { maxAt, minAt, high, low } = this;
    for (let k = 1; 1 << k <= blocks; k += 1) {
      const half = 1 << (k - 1);
      const row = k * cap;
      const prev = (k - 1) * cap;
      for (let i = 0; i + (1 << k) <= blocks; i += 1) {
        const a = maxAt[prev + i]!;
        const b = maxAt[prev + i + half]!;
        maxAt[row + i] = high[b]! > high[a]! ? b : a;
        const c = minAt[prev + i]!;
        const d = minAt[prev + i + half]!;
        minAt[row + i] = low[d]! < low[c]! ? d : c;
      }
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
    this.high = series.high;
    this.low = series.low;
    const first = Math.min(from, this.length) >> SHIFT;
    this.length = n;
    const blocks = (n + BLOCK - 1) >> SHIFT;
    for (let j = first; j < blocks; j += 1) {
      this.settleBlock(j);
      this.settleTables(j);
    }
  }

  /** Index of the highest high in bars [from, to] (inclusive, within the series); the earliest on a tie. */
  maxHighIndex(from: number, to: number): number {
    const high = this.high;
    const left = from >> SHIFT;
    const right = to >> SHIFT;
    if (left === right) {
      let best = from;
      for (let i = from + 1; i <= to; i += 1) if (high[i]! > high[best]!) best = i;
      return best;
    }
    let best = this.suffixMax[from]!;
    if (right - left > 1) {
      const k = 31 - Math.clz32(right - left - 1);
      const row = k * this.blockCapacity;
      const a = this.maxAt[row + left + 1]!;
      const b = this.maxAt[row + right - (1 << k)]!;
      if (high[a]! > high[best]!) best = a;
      if (high[b]! > high[best]!) best = b;
    }
    const tail = this.prefixMax[to]!;
    return high[tail]! > high[best]! ? tail : best;
  }

  /** Index of the lowest low in bars [from, to] (inclusive, within the series); the earliest on a tie. */
  minLowIndex(from: number, to: number): number {
    const low = this.low;
    const left = from >> SHIFT;
    const right = to >> SHIFT;
    if (left === right) {
      let best = from;
      for (let i = from + 1; i <= to; i += 1) if (low[i]! < low[best]!) best = i;
      return best;
    }
    let best = this.suffixMin[from]!;
    if (right - left > 1) {
      const k = 31 - Math.clz32(right - left - 1);
      const row = k * this.blockCapacity;
      const a = this.minAt[row + left + 1]!;
      const b = this.minAt[row + right - (1 << k)]!;
      if (low[a]! < low[best]!) best = a;
      if (low[b]! < low[best]!) best = b;
    }
    const tail = this.prefixMin[to]!;
    return low[tail]! < low[best]! ? tail : best;
  }

  /** Both extremes of bars [from, to], clamped to the series; null when the range holds no bar. */
  query(from: number, to: number): RangeHighLow | null {
    const start = Math.max(0, Math.ceil(from));
    const end = Math.min(this.length - 1, Math.floor(to));
    if (!(start <= end)) return null;
    const highIndex = this.maxHighIndex(start, end);
    const lowIndex = this.minLowIndex(start, end);
    return { high: this.high[highIndex]!, highIndex, low: this.low[lowIndex]!, lowIndex };
  }

  /** Prefixes and suffixes of block j (up to the series' end) and its level-0 table entry. */
  private settleBlock(j: number): void {
    const { high, low, prefixMax, prefixMin, suffixMax, suffixMin } = this;
    const start = j << SHIFT;
    const end = Math.min(start + BLOCK, this.length) - 1;
    prefixMax[start] = start;
    prefixMin[start] = start;
    for (let i = start + 1; i <= end; i += 1) {
      const m = prefixMax[i - 1]!;
      prefixMax[i] = high[i]! > high[m]! ? i : m;
      const l = prefixMin[i - 1]!;
      prefixMin[i] = low[i]! < low[l]! ? i : l;
    }
    suffixMax[end] = end;
    suffixMin[end] = end;
    for (let i = end - 1; i >= start; i -= 1) {
      const m = suffixMax[i + 1]!;
      suffixMax[i] = high[i]! >= high[m]! ? i : m;
      const l = suffixMin[i + 1]!;
      suffixMin[i] = low[i]! <= low[l]! ? i : l;
    }
    this.maxAt[j] = prefixMax[end]!;
    this.minAt[j] = prefixMin[end]!;
  }

  /** Rewrites the one table entry per level that ends at block j (the last block). */
  private settleTables(j: number): void {
    const cap = this.blockCapacity;
    const { maxAt, minAt, high, low } = this;
    for (let k = 1; 1 << k <= j + 1; k += 1) {
      const i = j + 1 - (1 << k);
      const half = 1 << (k - 1);
      const row = k * cap;
      const prev = (k - 1) * cap;
      const a = maxAt[prev + i]!;
      const b = maxAt[prev + i + half]!;
      maxAt[row + i] = high[b]! > high[a]! ? b : a;
      const c = minAt[prev + i]!;
      const d = minAt[prev + i + half]!;
      minAt[row + i] = low[d]! < low[c]! ? d : c;
    }
  }

  private reserve(n: number): void {
    if (n <= this.capacity && this.capacity > 0) return;
    let capacity = Math.max(BLOCK * 4, this.capacity);
    while (capacity < n) capacity *= 2;
    const blockCapacity = capacity >> SHIFT;
    const levels = 32 - Math.clz32(blockCapacity);
    this.capacity = capacity;
    this.blockCapacity = blockCapacity;
    this.prefixMax = new Int32Array(capacity);
    this.suffixMax = new Int32Array(capacity);
    this.prefixMin = new Int32Array(capacity);
    this.suffixMin = new Int32Array(capacity);
    this.maxAt = new Int32Array(blockCapacity * levels);
    this.minAt = new Int32Array(blockCapacity * levels);
  }
}
