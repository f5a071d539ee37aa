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
