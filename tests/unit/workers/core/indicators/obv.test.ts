import { OBV } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { createSeries } from '../../../../../workers/core/base/series';
import { runOf } from '../../../../../workers/core/indicators';
import { obv } from '../../../../../workers/core/indicators/obv';
import { batchLines, column, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();

describe('OBV', () => {
  it('equals technicalindicators on real candles, from 0 at the first bar', () => {
    const [line] = batchLines(obv, {}, series);
    // technicalindicators' first value is the second bar's (the first has no previous close): 0 plus or
    // minus that bar's volume, so the total it starts from is the 0 of the first bar.
    const expected = OBV.calculate({ close: column(series, 'close'), volume: column(series, 'volume') });
    expect(expected).toHaveLength(series.length - 1);
    expect(line![0]).toBe(0);
    expect(expectCloseToReference(line!, [0, ...expected])).toBe(series.length);
  });

  it.each([
    ['a higher close adds the volume', [10, 11], [5, 3], [0, 3]],
    ['a lower close takes it away', [10, 9], [5, 3], [0, -3]],
    ['an equal close leaves the total', [10, 11, 11], [5, 3, 4], [0, 3, 3]],
    ['zero volume leaves the total', [10, 11, 12], [5, 3, 0], [0, 3, 3]],
    ['the first bar is 0 whatever its volume', [10], [7], [0]],
  ])('%s', (_, closes, volumes, values) => {
    const bars = createSeries(closes.length);
    bars.length = closes.length;
    closes.forEach((close, i) => {
      bars.open[i] = bars.high[i] = bars.low[i] = bars.close[i] = close;
      bars.volume[i] = volumes[i]!;
    });
    const [line] = batchLines(obv, {}, bars);
    expect(Array.from(line!)).toEqual(values);
  });

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(obv, {}, series)).toBe(5000);
  });

  it.each([
    [{ length: 14 }, 'obv has no parameter length'],
    [{ source: 'close' }, 'obv has no parameter source'],
  ])('refuses %j: %s', (params, message) => {
    expect(() => runOf(obv, params)).toThrow(message);
  });
});
