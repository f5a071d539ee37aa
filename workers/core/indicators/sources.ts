/**
 * The price an indicator reads from each bar: a field, or one of the averages traders name by their
 * letters (TradingView's and the Korean exchanges' charts offer the same seven).
 */
import type { CandleSeries } from '../base/series';

export const PRICE_SOURCES = ['open', 'high', 'low', 'close', 'hl2', 'hlc3', 'ohlc4'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export function isPriceSource(value: unknown): value is PriceSource {
  return (PRICE_SOURCES as readonly unknown[]).includes(value);
}

/** Bar `i`'s price by `source`. */
export function sourceValue(series: CandleSeries, source: PriceSource, i: number): number {
  switch (source) {
    case 'open':
      return series.open[i]!;
    case 'high':
      return series.high[i]!;
    case 'low':
      return series.low[i]!;
    case 'close':
      return series.close[i]!;
    case 'hl2':
      return (series.high[i]! + series.low[i]!) / 2;
    case 'hlc3':
      return (series.high[i]! + series.low[i]! + series.close[i]!) / 3;
    case 'ohlc4':
      return (series.open[i]! + series.high[i]! + series.low[i]! + series.close[i]!) / 4;
  }
}

/** Bar `i`'s typical price, (high + low + close) / 3: what VWAP, CCI and MFI weigh. */
export function typicalPrice(series: CandleSeries, i: number): number {
  return (series.high[i]! + series.low[i]! + series.close[i]!) / 3;
}

/** Bar `i`'s true range: its high-low span widened to the previous close (the first bar: high - low). */
export function trueRange(series: CandleSeries, i: number): number {
  const high = series.high[i]!;
  const low = series.low[i]!;
  if (i === 0) return high - low;
  const previous = series.close[i - 1]!;
  return Math.max(high - low, Math.abs(high - previous), Math.abs(low - previous));
}
