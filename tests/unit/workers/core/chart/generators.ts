/** Generated market data for the chart core's property tests. */
import fc from 'fast-check';
import { barOpenTime, type CandleInterval } from '../../../../../contract/intervals';
import { createSeries, type CandleSeries } from '../../../../../workers/core/base/series';

export interface Trades {
  time: Float64Array;
  price: Float64Array;
  quantity: Float64Array;
}

/** 2026-03-01 00:00 UTC, in ms. */
export const T0_MS = Date.UTC(2026, 2, 1);

/**
 * Trades in time order over up to `spanMs`, ties included. Quantities are multiples of 1/256 under 64,
 * so volume sums are exact in any order and the properties can compare volumes exactly.
 */
export function tradesArb({ maxTrades = 300, spanMs = 3 * 86_400_000 } = {}): fc.Arbitrary<Trades> {
  const trade = fc.record({
    gap: fc.oneof(
      fc.constant(0),
      fc.integer({ min: 1, max: 1_000 }),
      fc.integer({ min: 1, max: spanMs / 20 }),
    ),
    price: fc.integer({ min: 1, max: 20_000 }),
    quantity: fc.integer({ min: 1, max: 64 * 256 - 1 }),
  });
  return fc
    .tuple(fc.integer({ min: 0, max: 86_400_000 }), fc.array(trade, { minLength: 0, maxLength: maxTrades }))
    .map(([start, rows]) => {
      const trades = {
        time: new Float64Array(rows.length),
        price: new Float64Array(rows.length),
        quantity: new Float64Array(rows.length),
      };
      let t = T0_MS + start;
      rows.forEach((row, i) => {
        t += row.gap;
        trades.time[i] = t;
        trades.price[i] = row.price / 4;
        trades.quantity[i] = row.quantity / 256;
      });
      return trades;
    });
}

export function sliceTrades(trades: Trades, from: number, to = trades.time.length): Trades {
  return {
    time: trades.time.slice(from, to),
    price: trades.price.slice(from, to),
    quantity: trades.quantity.slice(from, to),
  };
}

/** The oracle: a Map of candle objects keyed by bar open time, trades assumed in time order. */
export function naiveCandles(trades: Trades, interval: CandleInterval) {
  const bars = new Map<
    number,
    { time: number; open: number; high: number; low: number; close: number; volume: number }
  >();
  for (let i = 0; i < trades.time.length; i += 1) {
    const time = barOpenTime(Math.floor(trades.time[i]! / 1000), interval);
    const price = trades.price[i]!;
    const bar = bars.get(time);
    if (!bar)
      bars.set(time, {
        time,
        open: price,
        high: price,
        low: price,
        close: price,
        volume: trades.quantity[i]!,
      });
    else {
      bar.high = Math.max(bar.high, price);
      bar.low = Math.min(bar.low, price);
      bar.close = price;
      bar.volume += trades.quantity[i]!;
    }
  }
  return [...bars.values()];
}

/** The used part of a series as plain rows, for equality checks. */
export function rows(series: CandleSeries) {
  return Array.from({ length: series.length }, (_, i) => ({
    time: series.time[i]!,
    open: series.open[i]!,
    high: series.high[i]!,
    low: series.low[i]!,
    close: series.close[i]!,
    volume: series.volume[i]!,
  }));
}

/** A random-walk OHLCV series of `length` bars of `interval` seconds (deterministic from fast-check's seed). */
export function seriesArb({
  minLength = 0,
  maxLength = 400,
  intervalSec = 60,
} = {}): fc.Arbitrary<CandleSeries> {
  const bar = fc.record({
    move: fc.integer({ min: -50, max: 50 }),
    up: fc.integer({ min: 0, max: 40 }),
    down: fc.integer({ min: 0, max: 40 }),
    drift: fc.integer({ min: -30, max: 30 }),
    volume: fc.integer({ min: 0, max: 100_000 }),
  });
  return fc.array(bar, { minLength, maxLength }).map((bars) => {
    const series = createSeries(bars.length);
    let price = 10_000;
    bars.forEach((b, i) => {
      const open = price;
      const close = Math.max(1, open + b.move);
      series.time[i] = 1_772_323_200 + i * intervalSec;
      series.open[i] = open;
      series.close[i] = close;
      series.high[i] = Math.max(open, close) + b.up;
      series.low[i] = Math.max(0.5, Math.min(open, close) - b.down);
      series.volume[i] = b.volume / 8;
      price = Math.max(1, close + b.drift);
    });
    series.length = bars.length;
    return series;
  });
}
