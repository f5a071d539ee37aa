import { CCI as TiCci } from 'technicalindicators';
import { CCI } from 'trading-signals';
import { describe, expect, it } from 'vitest';
import { createSeries } from '../../../../../workers/core/base/series';
import { runOf } from '../../../../../workers/core/indicators';
import { cci } from '../../../../../workers/core/indicators/cci';
import { batchLines, column, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();

/** trading-signals' CCI of the typical price (hlc3, TradingView's default source), one value per bar. */
function reference(length: number): (number | null)[] {
  const indicator = new CCI(length);
  return Array.from({ length: series.length }, (_, i) =>
    indicator.update({ high: series.high[i]!, low: series.low[i]!, close: series.close[i]! }, false),
  );
}

describe('CCI', () => {
  it.each([20, 2, 14, 100])('of length %i equals trading-signals on real candles', (length) => {
    const [line] = batchLines(cci, { length }, series);
    expect(expectCloseToReference(line!, reference(length))).toBe(series.length - length + 1);
  });

  it('reads the chosen source (technicalindicators over bars whose typical price is the close)', () => {
    const close = column(series, 'close');
    const [line] = batchLines(cci, { length: 20, source: 'close' }, series);
    expectCloseToReference(line!, TiCci.calculate({ period: 20, high: close, low: close, close }));
  });

  it.each([
    ['a flat window: no value', [5, 5, 5, 5], [Number.NaN, Number.NaN, Number.NaN, Number.NaN]],
    [
      'a flat window whose sum is not exact (0.1 × 3): no value',
      [0.1, 0.1, 0.1],
      [Number.NaN, Number.NaN, Number.NaN],
    ],
    [
      'a window that moved: a value again',
      [5, 5, 5, 8],
      [Number.NaN, Number.NaN, Number.NaN, (8 - 6) / (0.015 * (4 / 3))],
    ],
    ['a price at the mean: 0', [4, 6, 5], [Number.NaN, Number.NaN, 0]],
  ])('over three bars, %s', (_, prices, values) => {
    const bars = createSeries(prices.length);
    bars.length = prices.length;
    prices.forEach((price, i) => {
      bars.open[i] = bars.high[i] = bars.low[i] = bars.close[i] = price;
    });
    const [line] = batchLines(cci, { length: 3 }, bars);
    expect(Array.from(line!)).toEqual(values);
  });

  it('shows no value with a one-bar window (never a deviation)', () => {
    const [line] = batchLines(cci, { length: 1 }, series);
    expect(line!.every(Number.isNaN)).toBe(true);
  });

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(cci, {}, series)).toBe(5000);
    expect(expectReplayMatchesBatch(cci, { length: 7, source: 'close' }, series)).toBe(5000);
  });

  it.each([
    [{ length: 0 }, 'cci length must be a whole number from 1 to 2000'],
    [{ length: 2001 }, 'cci length must be a whole number from 1 to 2000'],
    [{ length: 20.5 }, 'cci length must be a whole number from 1 to 2000'],
    [{ source: 'typical' }, 'cci source must be one of open, high, low, close, hl2, hlc3, ohlc4'],
    [{ period: 20 }, 'cci has no parameter period'],
  ])('refuses %j: %s', (params, message) => {
    expect(() => runOf(cci, params)).toThrow(message);
  });
});
