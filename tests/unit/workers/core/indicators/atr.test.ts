import { ATR, EMA, SMA, TR } from 'trading-signals';
import { describe, expect, it } from 'vitest';
import { createSeries, type CandleSeries } from '../../../../../workers/core/base/series';
import { runOf } from '../../../../../workers/core/indicators';
import { atr } from '../../../../../workers/core/indicators/atr';
import { batchLines, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();

function candles(bars: CandleSeries) {
  return Array.from({ length: bars.length }, (_, i) => ({
    high: bars.high[i]!,
    low: bars.low[i]!,
    close: bars.close[i]!,
  }));
}

/**
 * trading-signals' ATR, one value per bar: its true range starts with the first bar's high - low as
 * TradingView's ta.tr(true) (technicalindicators' starts a bar later). For `ema` trading-signals' EMA
 * (Pine's ta.ema, from the first input) over its true ranges.
 */
function reference(length: number, smoothing: string, bars: CandleSeries): (number | null)[] {
  if (smoothing === 'ema') {
    const tr = new TR();
    const ema = new EMA(length);
    return candles(bars).map((candle) => ema.update(tr.update(candle, false)!, false));
  }
  const indicator = smoothing === 'sma' ? new ATR(length, SMA) : new ATR(length);
  return candles(bars).map((candle) => indicator.update(candle, false));
}

/** Bars from [high, low, close] rows. */
function seriesOf(rows: readonly (readonly [number, number, number])[]): CandleSeries {
  const out = createSeries(rows.length);
  out.length = rows.length;
  rows.forEach(([high, low, close], i) => {
    out.open[i] = close;
    out.high[i] = high;
    out.low[i] = low;
    out.close[i] = close;
  });
  return out;
}

describe('ATR', () => {
  it.each([
    [14, 'rma'],
    [1, 'rma'],
    [50, 'rma'],
    [14, 'sma'],
    [7, 'sma'],
    [14, 'ema'],
    [30, 'ema'],
  ])('of length %i by %s equals the reference on real candles', (length, smoothing) => {
    const [line] = batchLines(atr, { length, smoothing }, series);
    // ta.ema has a value from the first bar; ta.rma and ta.sma from bar length - 1.
    expect(expectCloseToReference(line!, reference(length, smoothing, series))).toBe(
      series.length - (smoothing === 'ema' ? 0 : length - 1),
    );
  });

  it.each([
    ['the first bar: its high - low', [[12, 9, 10]], 3],
    [
      'a gap up: to the previous close',
      [
        [12, 9, 10],
        [15, 14, 14.5],
      ],
      5,
    ],
    [
      'a gap down: from the previous close',
      [
        [12, 9, 10],
        [8, 7, 7.5],
      ],
      3,
    ],
    [
      'flat bars: 0',
      [
        [10, 10, 10],
        [10, 10, 10],
      ],
      0,
    ],
  ] as const)('of length 1 reads the true range, %s', (_, rows, value) => {
    const [line] = batchLines(atr, { length: 1 }, seriesOf(rows));
    expect(line![rows.length - 1]).toBe(value);
  });

  it('follows 5,000 ticks exactly as a batch computation', () => {
    for (const smoothing of ['rma', 'sma', 'ema'])
      expect(expectReplayMatchesBatch(atr, { length: 14, smoothing }, series)).toBe(5000);
  });

  it.each([
    [{ length: 0 }, 'atr length must be a whole number from 1 to 2000'],
    [{ length: 2001 }, 'atr length must be a whole number from 1 to 2000'],
    [{ smoothing: 'wma' }, 'atr smoothing must be one of rma, sma, ema'],
    [{ smoothing: 1 }, 'atr smoothing must be one of rma, sma, ema'],
    [{ source: 'close' }, 'atr has no parameter source'],
  ])('refuses %j: %s', (params, message) => {
    expect(() => runOf(atr, params)).toThrow(message);
  });
});
