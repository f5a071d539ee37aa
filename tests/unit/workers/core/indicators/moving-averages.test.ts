import { SMA } from 'technicalindicators';
import { EMA } from 'trading-signals';
import { describe, expect, it } from 'vitest';
import { createIndicatorRun } from '../../../../../workers/core/indicators';
import { ema } from '../../../../../workers/core/indicators/ema';
import { sma } from '../../../../../workers/core/indicators/sma';
import { batchLines, column, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();
const close = column(series, 'close');

describe('SMA', () => {
  it.each([1, 9, 50, 200])('of length %i equals technicalindicators on real candles', (length) => {
    const [line] = batchLines(sma, { length }, series);
    expect(expectCloseToReference(line!, SMA.calculate({ period: length, values: close }))).toBe(
      series.length - length + 1,
    );
  });

  it('reads the chosen source', () => {
    const hl2 = close.map((_, i) => (series.high[i]! + series.low[i]!) / 2);
    const [line] = batchLines(sma, { length: 20, source: 'hl2' }, series);
    expectCloseToReference(line!, SMA.calculate({ period: 20, values: hl2 }));
  });

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(sma, { length: 20 }, series)).toBe(5000);
  });
});

describe('EMA', () => {
  it.each([1, 9, 21, 200])(
    "of length %i equals Pine's ta.ema (trading-signals) on real candles",
    (length) => {
      const [line] = batchLines(ema, { length }, series);
      const reference = new EMA(length);
      expect(
        expectCloseToReference(
          line!,
          close.map((value) => reference.update(value, false)),
        ),
      ).toBe(series.length);
    },
  );

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(ema, { length: 20, source: 'ohlc4' }, series)).toBe(5000);
  });
});

describe('bad parameters', () => {
  it.each([
    ['sma', { length: 0 }, 'sma length must be a whole number from 1 to 2000'],
    ['sma', { length: 2.5 }, 'sma length must be a whole number from 1 to 2000'],
    ['ema', { length: 2001 }, 'ema length must be a whole number from 1 to 2000'],
    ['ema', { source: 'volume' }, 'ema source must be one of open, high, low, close, hl2, hlc3, ohlc4'],
    ['sma', { period: 9 }, 'sma has no parameter period'],
    ['smma', {}, 'unknown indicator smma'],
  ] as const)('%s %j is refused: %s', (kind, params, message) => {
    expect(() => createIndicatorRun(kind, params)).toThrow(message);
  });
});
