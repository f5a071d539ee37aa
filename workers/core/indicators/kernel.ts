/**
 * How an indicator runs over a live series. An indicator's kernel computes one bar at a time from the
 * state its earlier bars left; `IndicatorRun` keeps its output lines and steps the kernel over the bars
 * that changed. A tick in the live bar re-steps that bar alone (O(1)), an appended bar commits the one
 * before it; a change to an older bar (history paged in front) recomputes once. The oldest bars may be
 * dropped from the front (a live chart's cap) without a recompute: the lines move down with the bars and
 * the state goes on. So the live lines always equal a computation at once over every bar the run has
 * seen since its last reset.
 */
import { grownColumn, type CandleSeries } from '../base/series';

export interface IndicatorKernel {
  /** Forgets every bar: the next step is bar 0. */
  clear(): void;
  /**
   * Writes the outputs for bar `i` into `out[line][i]` (NaN where the indicator has no value yet), from
   * bars ≤ i of `series` and the state the bars before `i` left. `commit` folds bar `i` into that state
   * (the next step is bar i + 1); without it nothing changes, and bar `i` may be stepped again (the live
   * bar, changed by a tick). The state holds no bar index: when the oldest bars are dropped, the next
   * step's `i` is smaller by their count, and the bars before it have moved down with it.
   */
  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void;
}

export class IndicatorRun {
  /** The output lines, aligned to bars; valid up to `length`. They grow by doubling. */
  lines: Float64Array[];
  length = 0;
  /** Bars folded into the kernel's state: [0, committed). */
  private committed = 0;

  constructor(
    readonly kernel: IndicatorKernel,
    lineCount: number,
  ) {
    this.lines = Array.from({ length: lineCount }, () => new Float64Array(0));
  }

  /** Recomputes every bar of [0, length). */
  reset(series: CandleSeries, length: number): void {
    this.kernel.clear();
    this.committed = 0;
    this.length = 0;
    this.advance(series, length);
  }

  /**
   * Brings the lines up to date after bars from index `from` changed or were appended (`length` bars
   * now): O(1) per appended bar and for a change of the last bar, a full pass when an older bar changed.
   */
  update(series: CandleSeries, length: number, from: number): void {
    if (from < this.committed || length < this.committed) this.reset(series, length);
    else this.advance(series, length);
  }

  /**
   * The oldest `count` bars were dropped from the series' front: the lines move down with them. A drop
   * of every committed bar starts over (the next update recomputes), so a kernel meets bar 0 only after
   * `clear`.
   */
  trim(count: number): void {
    const drop = Math.min(Math.max(0, count), this.length);
    if (drop === 0) return;
    if (drop >= this.committed) {
      this.kernel.clear();
      this.committed = 0;
      this.length = 0;
      return;
    }
    for (const line of this.lines) line.copyWithin(0, drop, this.length);
    this.length -= drop;
    this.committed -= drop;
  }

  private advance(series: CandleSeries, length: number): void {
    this.reserve(length);
    const { kernel, lines } = this;
    for (let i = this.committed; i < length - 1; i += 1) kernel.step(series, i, lines, true);
    this.committed = Math.max(this.committed, length - 1);
    if (length > 0) kernel.step(series, length - 1, lines, false);
    this.length = length;
  }

  private reserve(length: number): void {
    if (length > (this.lines[0]?.length ?? 0))
      this.lines = this.lines.map((line) => grownColumn(line, this.length, length));
  }
}
