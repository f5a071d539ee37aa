/**
 * Candle aggregation in one pass over columns: trades into bars of any interval, and bars into bars of a
 * longer interval. Bars open at barOpenTime boundaries (KST); times in seconds, trade times in ms.
 */
import { barOpenTime, intervalSeconds, type CandleInterval } from '../../../contract/intervals';
import { CandleBuilder, type TradeInput } from './candle-builder';
import { createSeries, ensureCapacity, type CandleSeries } from '../base/series';

/**
 * Trades (time in unix ms, in arrival order) into candles of `interval`, by the rules of CandleBuilder:
 * with trades in time order every trade is counted; a trade whose bar is older than the newest bar so far
 * is skipped as late, and bad trades are skipped.
 */
export function aggregateTrades(trades: TradeInput, interval: CandleInterval): CandleSeries {
  const count = trades.time.length;
  const first = count > 0 ? trades.time[0]! : 0;
  const last = count > 0 ? trades.time[count - 1]! : 0;
  // A good first guess of the bar count saves the doublings; the columns grow anyway if it is short.
  const estimate = Math.min(
    count,
    Math.ceil(Math.max(0, last - first) / (intervalSeconds(interval) * 1000)) + 1,
  );
  const builder = new CandleBuilder(interval, { capacity: Math.max(16, estimate) });
  builder.addTrades(trades);
  return builder.series;
}

/**
 * Candles of a shorter interval into `interval`: each source bar goes to the target bar that contains its
 * open time; open of the first, close of the last, highest high, lowest low, summed volume. Exact when
 * the source length divides the target's (always from 1-minute bars; 3 → 10 minutes would straddle).
 * Throws a RangeError when source times do not ascend.
 */
export function aggregateSeries(series: CandleSeries, interval: CandleInterval): CandleSeries {
  const { time, open, high, low, close, volume } = series;
  const length = series.length;
  const lengthSec = intervalSeconds(interval);
  const span = length > 0 ? time[length - 1]! - time[0]! : 0;
  const out = createSeries(Math.max(16, Math.min(length, Math.ceil(span / lengthSec) + 1)));
  let n = 0;
  let end = -Infinity;
  let previous = -Infinity;
  let o = 0;
  let h = 0;
  let l = 0;
  let c = 0;
  let v = 0;
  for (let i = 0; i < length; i += 1) {
    const t = time[i]!;
    if (!(t > previous)) throw new RangeError(`candle ${i} (time ${t}) is not after the one before it`);
    previous = t;
    if (t < end) {
      const hi = high[i]!;
      const lo = low[i]!;
      if (hi > h) h = hi;
      if (lo < l) l = lo;
      c = close[i]!;
      v += volume[i]!;
      continue;
    }
    if (n > 0) writeBar(out, n - 1, o, h, l, c, v);
    const start = barOpenTime(t, interval);
    end = start + lengthSec;
    ensureCapacity(out, n + 1);
    out.time[n] = start;
    n += 1;
    o = open[i]!;
    h = high[i]!;
    l = low[i]!;
    c = close[i]!;
    v = volume[i]!;
  }
  if (n > 0) writeBar(out, n - 1, o, h, l, c, v);
  out.length = n;
  return out;
}

function writeBar(out: CandleSeries, i: number, o: number, h: number, l: number, c: number, v: number) {
  out.open[i] = o;
  out.high[i] = h;
  out.low[i] = l;
  out.close[i] = c;
  out.volume[i] = v;
}
