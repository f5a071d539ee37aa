import { MFI } from 'trading-signals';
import { describe, expect, it } from 'vitest';
import { createSeries, type CandleSeries } from '../../../../../workers/core/base/series';
import { runOf } from '../../../../../workers/core/indicators';
import { mfi, mfiOf } from '../../../../../workers/core/indicators/mfi';
import { batchLines, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();

/**
 * TradingView's ta.mfi written out, one value per bar: over each window of `length` bars, the flows of
 * the bars whose typical price rose and of those where it fell, the first bar's (no change: na) on both
 * sides, as the Pine definition `math.sum(volume * (ta.change(src) <= 0 ? 0 : src), length)` gives.
 * technicalindicators rounds MFI to 2 places; trading-signals starts a bar later, without the first bar,
 * and reads 50 where TradingView reads 100 (no flow at all): it is checked from its first value on.
 */
function reference(length: number, bars: CandleSeries): number[] {
  const typical = Array.from(
    { length: bars.length },
    (_, i) => (bars.high[i]! + bars.low[i]! + bars.close[i]!) / 3,
  );
  return typical.map((_, i) => {
    if (i < length - 1) return Number.NaN;
    let positive = 0;
    let negative = 0;
    for (let j = i - length + 1; j <= i; j += 1) {
      const flow = bars.volume[j]! * typical[j]!;
      if (j === 0 || typical[j]! > typical[j - 1]!) positive += flow;
      if (j === 0 || typical[j]! < typical[j - 1]!) negative += flow;
    }
    return negative === 0 ? 100 : 100 - 100 / (1 + positive / negative);
  });
}

/** Bars of one price each (high = low = close), with volumes. */
function seriesOf(prices: readonly number[], volumes: readonly number[]): CandleSeries {
  const out = createSeries(prices.length);
  out.length = prices.length;
  prices.forEach((price, i) => {
    out.open[i] = out.high[i] = out.low[i] = out.close[i] = price;
    out.volume[i] = volumes[i]!;
  });
  return out;
}

describe('MFI', () => {
  it.each([14, 1, 2, 50])('of length %i equals TradingView’s definition on real candles', (length) => {
    const [line] = batchLines(mfi, { length }, series);
    expect(expectCloseToReference(line!, reference(length, series))).toBe(series.length - length + 1);
  });

  it.each([14, 3, 50])('of length %i equals trading-signals from its first value on', (length) => {
    const indicator = new MFI(length);
    const expected = Array.from({ length: series.length }, (_, i) =>
      indicator.update(
        { high: series.high[i]!, low: series.low[i]!, close: series.close[i]!, volume: series.volume[i]! },
        false,
      ),
    );
    const [line] = batchLines(mfi, { length }, series);
    expect(expected[length - 1]).toBeNull();
    expect(expectCloseToReference(line!.subarray(length), expected.slice(length))).toBe(
      series.length - length,
    );
  });

  it.each([
    ['rises only: 100', [1, 2, 3, 4], [1, 1, 1, 1], 100],
    ['falls only: 0', [4, 3, 2, 1], [1, 1, 1, 1], 0],
    ['a rise and a fall of equal flow: 50', [1, 2, 4, 2], [1, 1, 1, 2], 50],
    ['flat prices (no flow either way): 100, as TradingView', [5, 5, 5, 5], [1, 1, 1, 1], 100],
    ['no volume (no flow either way): 100, as TradingView', [1, 2, 1, 2], [0, 0, 0, 0], 100],
    ['falls without volume: no negative flow, 100', [1, 2, 1, 3], [1, 1, 0, 1], 100],
  ])('over the last two bars, %s', (_, prices, volumes, value) => {
    const [line] = batchLines(mfi, { length: 2 }, seriesOf(prices, volumes));
    expect(line![3]).toBe(value);
  });

  it("counts the first bar's flow on both sides, as TradingView", () => {
    const [one] = batchLines(mfi, { length: 1 }, seriesOf([10, 11], [3, 3]));
    expect(one![0]).toBe(50);
    const [two] = batchLines(mfi, { length: 2 }, seriesOf([10, 11], [3, 3]));
    expect(two![0]).toBeNaN();
    expect(two![1]).toBe(mfiOf(30 + 33, 30));
  });

  it.each([
    [0, 0, 100],
    [5, 0, 100],
    [0, 5, 0],
    [3, 1, 75],
  ])('positive %s and negative %s read %s', (positive, negative, value) => {
    expect(mfiOf(positive, negative)).toBe(value);
  });

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(mfi, {}, series)).toBe(5000);
    expect(expectReplayMatchesBatch(mfi, { length: 3 }, series)).toBe(5000);
  });

  it.each([
    [{ length: 0 }, 'mfi length must be a whole number from 1 to 2000'],
    [{ length: 2001 }, 'mfi length must be a whole number from 1 to 2000'],
    [{ length: Number.POSITIVE_INFINITY }, 'mfi length must be a whole number from 1 to 2000'],
    [{ source: 'hlc3' }, 'mfi has no parameter source'],
  ])('refuses %j: %s', (params, message) => {
    expect(() => runOf(mfi, params)).toThrow(message);
  });
});
