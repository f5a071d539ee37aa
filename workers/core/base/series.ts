/**
 * Candle series in columns: one Float64Array per field, `length` bars in use (the arrays may be longer, so
 * a live series can grow without reallocating on every bar). `time` is the bar open time in unix seconds,
 * strictly ascending. This is the shape that crosses the worker boundary (the buffers are transferred).
 */
export interface CandleSeries {
  length: number;
  time: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

export const SERIES_FIELDS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;
export type SeriesField = (typeof SERIES_FIELDS)[number];

/** An empty series with room for `capacity` bars. */
export function createSeries(capacity: number): CandleSeries {
  return {
    length: 0,
    time: new Float64Array(capacity),
    open: new Float64Array(capacity),
    high: new Float64Array(capacity),
    low: new Float64Array(capacity),
    close: new Float64Array(capacity),
    volume: new Float64Array(capacity),
  };
}

/** The buffers of a series, for Comlink.transfer. */
export function seriesBuffers(series: CandleSeries): ArrayBuffer[] {
  return SERIES_FIELDS.map((field) => series[field].buffer as ArrayBuffer);
}

/**
 * `column` itself when it holds `needed` values, else a copy of its first `used` values in a column of
 * double its length (16 at least) or more: amortised O(1) per value appended. Every growing column of the
 * workers and the chart grows so.
 */
export function grownColumn(column: Float64Array, used: number, needed: number): Float64Array {
  if (needed <= column.length) return column;
  let capacity = Math.max(16, column.length);
  while (capacity < needed) capacity *= 2;
  const grown = new Float64Array(capacity);
  grown.set(column.subarray(0, used));
  return grown;
}

/** Makes room for at least `capacity` bars, doubling the columns (amortised O(1) per appended bar). */
export function ensureCapacity(series: CandleSeries, capacity: number): void {
  for (const field of SERIES_FIELDS) series[field] = grownColumn(series[field], series.length, capacity);
}

/** A compact copy of bars [from, to) (the columns are exactly `to - from` long, ready to transfer). */
export function sliceSeries(series: CandleSeries, from = 0, to = series.length): CandleSeries {
  const start = Math.max(0, Math.min(from, series.length));
  const end = Math.max(start, Math.min(to, series.length));
  const out = createSeries(end - start);
  for (const field of SERIES_FIELDS) out[field].set(series[field].subarray(start, end));
  out.length = end - start;
  return out;
}

/** A compact copy of the newest `count` bars (e.g. the forecast's capped history). */
export function tailSeries(series: CandleSeries, count: number): CandleSeries {
  return sliceSeries(series, series.length - Math.max(0, count));
}

/** Drops the oldest `count` bars in place: the rest move to the front. */
export function dropOldest(series: CandleSeries, count: number): void {
  const drop = Math.min(Math.max(0, count), series.length);
  if (drop === 0) return;
  for (const field of SERIES_FIELDS) series[field].copyWithin(0, drop, series.length);
  series.length -= drop;
}

/** Columns of plain numbers, as the REST candle response carries them. */
export type SeriesColumns = { readonly [field in SeriesField]: ArrayLike<number> };

/**
 * A series from plain columns (a REST response), checked: equal column lengths, finite values, strictly
 * ascending times, low ≤ open, close ≤ high. Throws a RangeError naming the first bad bar.
 */
export function seriesFromColumns(columns: SeriesColumns): CandleSeries {
  const length = columns.time.length;
  for (const field of SERIES_FIELDS)
    if (columns[field].length !== length)
      throw new RangeError(`candle column ${field} has ${columns[field].length} values, time has ${length}`);
  const series = createSeries(length);
  for (const field of SERIES_FIELDS) series[field].set(columns[field]);
  series.length = length;
  checkSeries(series);
  return series;
}

/** Throws a RangeError naming the first bar that breaks the series invariants (see seriesFromColumns). */
export function checkSeries(series: CandleSeries): void {
  const { time, open, high, low, close, volume } = series;
  if (!Number.isInteger(series.length) || series.length < 0 || series.length > time.length)
    throw new RangeError(`series length ${series.length} does not fit its columns (${time.length})`);
  for (const field of SERIES_FIELDS)
    if (series[field].length < series.length)
      throw new RangeError(`candle column ${field} is shorter than the series length ${series.length}`);
  for (let i = 0; i < series.length; i += 1) {
    const o = open[i]!;
    const h = high[i]!;
    const l = low[i]!;
    const c = close[i]!;
    const t = time[i]!;
    const v = volume[i]!;
    if (
      !(Number.isFinite(t) && Number.isFinite(o) && Number.isFinite(h)) ||
      !(Number.isFinite(l) && Number.isFinite(c) && Number.isFinite(v))
    )
      throw new RangeError(`candle ${i} has a value that is not a finite number`);
    if (i > 0 && !(t > time[i - 1]!))
      throw new RangeError(`candle ${i} (time ${t}) is not after candle ${i - 1}: times must ascend`);
    if (!(l <= Math.min(o, c) && Math.max(o, c) <= h && v >= 0))
      throw new RangeError(
        `candle ${i} (time ${t}) breaks low ≤ open, close ≤ high or has a negative volume`,
      );
  }
}
