import { BollingerBands } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { createSeries } from '../../../../../workers/core/base/series';
import { runOf } from '../../../../../workers/core/indicators';
import { bollinger } from '../../../../../workers/core/indicators/bollinger';
import { batchLines, column, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();
const close = column(series, 'close');
const hl2 = close.map((_, i) => (series.high[i]! + series.low[i]!) / 2);

describe('Bollinger bands', () => {
  it.each([
    [20, 2, 'close', close],
    [10, 1.5, 'close', close],
    [50, 3, 'hl2', hl2],
    [1, 2, 'close', close],
  ] as const)(
    'length %i, mult %f of %s equal technicalindicators on real candles',
    (length, mult, source, values) => {
      const [basis, upper, lower] = batchLines(bollinger, { length, mult, source }, series);
      const reference = BollingerBands.calculate({ period: length, stdDev: mult, values: [...values] });
      expect(reference).toHaveLength(series.length - length + 1);
      expectCloseToReference(
        basis!,
        reference.map((band) => band.middle),
      );
      expectCloseToReference(
        upper!,
        reference.map((band) => band.upper),
      );
      expectCloseToReference(
        lower!,
        reference.map((band) => band.lower),
      );
    },
  );

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(bollinger, { length: 20, mult: 2.5, source: 'hlc3' }, series)).toBe(5000);
  });

  it.each([
    // No deviation: the bands close on the basis (TradingView's ta.stdev of a flat window is 0).
    ['flat prices: the bands on the basis', [7, 7, 7, 7], 3, 2, [NaN, NaN, 7, 7], [NaN, NaN, 7, 7]],
    ['length 1: no deviation, the bands on the price', [1, 2, 4], 1, 2, [1, 2, 4], [1, 2, 4]],
    ['two bars 2 and 4: basis 3, deviation 1', [2, 4], 2, 2, [NaN, 3], [NaN, 5]],
  ])('%s', (_, closes, length, mult, basisWant, upperWant) => {
    const bars = createSeries(closes.length);
    bars.length = closes.length;
    closes.forEach((value, i) => {
      bars.open[i] = bars.high[i] = bars.low[i] = bars.close[i] = value;
    });
    const [basis, upper, lower] = batchLines(bollinger, { length, mult }, bars);
    expect(Array.from(basis!)).toEqual(basisWant);
    expect(Array.from(upper!)).toEqual(upperWant);
    expect(Array.from(lower!)).toEqual(basisWant.map((mid, i) => mid - (upperWant[i]! - mid)));
  });

  it.each([
    [{ length: 0 }, 'bollinger length must be a whole number from 1 to 2000'],
    [{ length: 20.5 }, 'bollinger length must be a whole number from 1 to 2000'],
    [{ mult: 0 }, 'bollinger mult must be a number from 0.001 to 50'],
    [{ mult: 51 }, 'bollinger mult must be a number from 0.001 to 50'],
    [{ mult: Number.NaN }, 'bollinger mult must be a number from 0.001 to 50'],
    [{ mult: '2' }, 'bollinger mult must be a number from 0.001 to 50'],
    [{ source: 'volume' }, 'bollinger source must be one of open, high, low, close, hl2, hlc3, ohlc4'],
    [{ stdDev: 2 }, 'bollinger has no parameter stdDev'],
  ])('%j is refused: %s', (params, message) => {
    expect(() => runOf(bollinger, params)).toThrow(message);
  });
});
