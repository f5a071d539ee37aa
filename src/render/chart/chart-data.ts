/**
 * The main thread's copy of one chart's bars and averages, as the chart worker hands them back: a whole
 * view on load, then tails (the bars that changed) merged in place. Columns grow by doubling.
 */
import type { ChartTail, ChartView } from '../../../workers/core/chart/chart-engine';
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

  get length(): number {
    return this.series.length;
  }

  load(view: ChartView): void {
    this.series = view.series;
    this.close15 = view.averages.close15;
    this.close60 = view.averages.close60;
    this.volume20 = view.averages.volume20;
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
      for (const column of [this.close15, this.close60, this.volume20])
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
    return tail.trimmed > 0 ? -1 : tail.from;
  }
}

function grown(column: Float64Array<ArrayBufferLike>, capacity: number): Float64Array<ArrayBufferLike> {
  if (column.length >= capacity) return column;
  const next = new Float64Array(capacity);
  next.set(column);
  return next;
}
