import { SMA } from 'technicalindicators';
import { ATR, EMA } from 'trading-signals';
import { describe, expect, it } from 'vitest';
import { createSeries } from '../../../../../workers/core/base/series';
import { runOf, sourceValue, type PriceSource } from '../../../../../workers/core/indicators';
import { keltner } from '../../../../../workers/core/indicators/keltner';
import { batchLines, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();

/**
 * TradingView's channel from references matching TradingView on each part. technicalindicators' own
 * Keltner channel starts its ATR at the second bar (its true range waits for a previous close, where
 * ta.atr takes the first bar's high - low) and seeds its EMA with a simple average (ta.ema starts at its
 * first input). So: the basis from trading-signals' EMA (ta.ema) or technicalindicators' SMA, the range
 * from trading-signals' ATR (first true range high - low, Wilder's smoothing seeded with the simple
 * average).
 */
function reference(length: number, mult: number, source: PriceSource, ma: 'ema' | 'sma', atrLength: number) {
  const values = Array.from({ length: series.length }, (_, i) => sourceValue(series, source, i));
  let basis: (number | null)[];
  if (ma === 'ema') {
    const ema = new EMA(length);
    basis = values.map((value) => ema.update(value, false));
  } else {
    const average = SMA.calculate({ period: length, values });
    basis = [...Array<null>(series.length - average.length).fill(null), ...average];
  }
  const atr = new ATR(atrLength);
  const range = basis.map((_, i) =>
    atr.update({ high: series.high[i]!, low: series.low[i]!, close: series.close[i]! }, false),
  );
  const band = (sign: 1 | -1) =>
    basis.map((mid, i) => (mid === null || range[i] === null ? null : mid + sign * mult * range[i]!));
  return { basis, upper: band(1), lower: band(-1) };
}

describe('Keltner channel', () => {
  it.each([
    [20, 2, 'close', 'ema', 10],
    [10, 1.5, 'hlc3', 'sma', 20],
    [50, 3, 'close', 'ema', 14],
    [1, 1, 'close', 'sma', 1],
  ] as const)(
    'length %i, mult %f of %s, basis %s, ATR %i equals the references on real candles',
    (length, mult, source, ma, atrLength) => {
      const [basis, upper, lower] = batchLines(keltner, { length, mult, source, ma, atrLength }, series);
      const want = reference(length, mult, source, ma, atrLength);
      // ta.ema has a value from the first bar, ta.sma from bar length - 1; the ATR from atrLength - 1.
      const basisFrom = ma === 'ema' ? 0 : length - 1;
      expect(expectCloseToReference(basis!, want.basis)).toBe(series.length - basisFrom);
      const first = Math.max(basisFrom, atrLength - 1);
      expect(expectCloseToReference(upper!, want.upper)).toBe(series.length - first);
      expect(expectCloseToReference(lower!, want.lower)).toBe(series.length - first);
    },
  );

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(keltner, { length: 20, atrLength: 10 }, series)).toBe(5000);
    expect(
      expectReplayMatchesBatch(keltner, { length: 5, ma: 'sma', atrLength: 30, source: 'hl2' }, series),
    ).toBe(5000);
  });

  // Bars: high 12 low 8 close 10 (true range 4: the first bar's is its high - low), then high 11 low 9
  // close 10 (2), then a gap up to high 16 low 14 close 15 (6: from the previous close).
  const gap = [
    [12, 8, 10],
    [11, 9, 10],
    [16, 14, 15],
  ] as const;
  const flat = [
    [5, 5, 5],
    [5, 5, 5],
    [5, 5, 5],
  ] as const;

  it.each([
    ['ATR 1: the true range itself', gap, 1, [14, 12, 21], [6, 8, 9]],
    ['ATR 2: seeded with the first two true ranges', gap, 2, [NaN, 13, 19.5], [NaN, 7, 10.5]],
    ['flat prices: no range, the bands on the basis', flat, 2, [NaN, 5, 5], [NaN, 5, 5]],
  ] as const)('%s', (_, rows, atrLength, upperWant, lowerWant) => {
    const bars = createSeries(rows.length);
    bars.length = rows.length;
    rows.forEach(([high, low, close], i) => {
      bars.open[i] = close;
      bars.high[i] = high;
      bars.low[i] = low;
      bars.close[i] = close;
    });
    const [basis, upper, lower] = batchLines(keltner, { length: 1, mult: 1, atrLength }, bars);
    expect(Array.from(basis!)).toEqual(rows.map((row) => row[2]));
    expect(Array.from(upper!)).toEqual(upperWant);
    expect(Array.from(lower!)).toEqual(lowerWant);
  });

  it.each([
    [{ length: 0 }, 'keltner length must be a whole number from 1 to 2000'],
    [{ atrLength: 0 }, 'keltner atrLength must be a whole number from 1 to 2000'],
    [{ atrLength: 10.5 }, 'keltner atrLength must be a whole number from 1 to 2000'],
    [{ mult: 0 }, 'keltner mult must be a number from 0.001 to 50'],
    [{ mult: Infinity }, 'keltner mult must be a number from 0.001 to 50'],
    [{ ma: 'wma' }, 'keltner ma must be one of ema, sma'],
    [{ source: 'volume' }, 'keltner source must be one of open, high, low, close, hl2, hlc3, ohlc4'],
    [{ useTrueRange: true }, 'keltner has no parameter useTrueRange'],
  ])('%j is refused: %s', (params, message) => {
    expect(() => runOf(keltner, params as never)).toThrow(message);
  });
});
