/**
 * The main thread's copy of one chart's bars, averages and indicator lines, as the chart worker hands
 * them back: a whole view on load (and a whole set of lines when the indicators change), then tails (the
 * bars that changed) merged in place. Columns grow by doubling. Beside them, the compared coins' closes
 * on the same bars.
 */
import type { ChartTail, ChartView, IndicatorLinesSet } from '../../../workers/core/chart/chart-engine';
import {
  createSeries,
  dropOldest,
  ensureCapacity,
  type CandleSeries,
} from '../../../workers/core/base/series';

export class ChartData {
  series: CandleSeries = createSeries(0);
  close15: Float64Array<ArrayBufferLike> = new Float64Array(0);
  close60: Float64Array<ArrayBufferLike> = new Float64Array(0);
  volume20: Float64Array<ArrayBufferLike> = new Float64Array(0);
  /** The indicators' lines (`lines[k]`: the k-th indicator's), valid up to `length`; null while none. */
  indicators: IndicatorLinesSet | null = null;
  /**
   * Each compared coin's closes on these bars (render/chart/chart-compare.ts alignCloses), valid up to
   * `length`: kept aligned by whoever loads the coins (the chart controller's compares).
   */
  compares: Float64Array[] = [];

  get length(): number {
    return this.series.length;
  }

  load(view: ChartView): void {
    this.series = view.series;
    this.close15 = view.averages.close15;
    this.close60 = view.averages.close60;
    this.volume20 = view.averages.volume20;
    this.indicators = view.indicators ?? null;
  }

  /**
   * A new set of indicators' lines over the bars held (ChartClient.setIndicators' answer). It comes on
   * the port the tails come on, so every tail before it is merged and every tail after it is of this set.
   */
  setIndicators(set: IndicatorLinesSet): void {
    this.indicators = set.lines.length > 0 ? set : null;
  }

  /**
   * Writes bars [tail.from, tail.length) over ours, after dropping the bars the worker trimmed; answers the
   * first bar that changed, or -1 when bars were dropped (every index moved).
   */
  merge(tail: ChartTail): number {
    const series = this.series;
    if (tail.trimmed > 0) {
      const held = series.length;
      dropOldest(series, tail.trimmed);
      for (const column of [this.close15, this.close60, this.volume20, ...this.indicatorColumns()])
        column.copyWithin(0, tail.trimmed, held);
    }
    if (tail.from > series.length)
      throw new RangeError(`chart tail starts at bar ${tail.from}, past the ${series.length} bars held`);
    ensureCapacity(series, tail.length);
    const count = tail.length - tail.from;
    series.time.set(tail.series.time.subarray(0, count), tail.from);
    series.open.set(tail.series.open.subarray(0, count), tail.from);
    series.high.set(tail.series.high.subarray(0, count), tail.from);
    series.low.set(tail.series.low.subarray(0, count), tail.from);
    series.close.set(tail.series.close.subarray(0, count), tail.from);
    series.volume.set(tail.series.volume.subarray(0, count), tail.from);
    series.length = tail.length;
    this.close15 = grown(this.close15, series.time.length);
    this.close60 = grown(this.close60, series.time.length);
    this.volume20 = grown(this.volume20, series.time.length);
    this.close15.set(tail.averages.close15.subarray(0, count), tail.from);
    this.close60.set(tail.averages.close60.subarray(0, count), tail.from);
    this.volume20.set(tail.averages.volume20.subarray(0, count), tail.from);
    this.mergeIndicators(tail, count);
    return tail.trimmed > 0 ? -1 : tail.from;
  }

  /** A tail's indicator lines into ours, when they are of the set held (always, in port order). */
  private mergeIndicators(tail: ChartTail, count: number): void {
    const held = this.indicators;
    if (!held || tail.indicators?.revision !== held.revision) return;
    const capacity = this.series.time.length;
    held.lines = held.lines.map((lines, k) =>
      lines.map((line, l) => {
        const column = grown(line, capacity);
        column.set(tail.indicators!.lines[k]![l]!.subarray(0, count), tail.from);
        return column;
      }),
    );
  }

  private indicatorColumns(): Float64Array[] {
    return this.indicators?.lines.flat() ?? [];
  }
}

function grown(column: Float64Array<ArrayBufferLike>, capacity: number): Float64Array<ArrayBufferLike> {
  if (column.length >= capacity) return column;
  const next = new Float64Array(capacity);
  next.set(column);
  return next;
}
