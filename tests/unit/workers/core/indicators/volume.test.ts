import { SMA } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { createSeries } from '../../../../../workers/core/base/series';
import { runOf } from '../../../../../workers/core/indicators';
import { volume } from '../../../../../workers/core/indicators/volume';
import { batchLines, column, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();

describe('Volume', () => {
  it('draws the series’ volume as it is', () => {
    const [line] = batchLines(volume, {}, series);
    expect(Array.from(line!)).toEqual(column(series, 'volume'));
  });

  it.each([20, 1, 9, 200])(
    'its average of length %i equals technicalindicators on real candles',
    (maLength) => {
      const [, ma] = batchLines(volume, { maLength }, series);
      expect(
        expectCloseToReference(ma!, SMA.calculate({ period: maLength, values: column(series, 'volume') })),
      ).toBe(series.length - maLength + 1);
    },
  );

  it('averages bars without volume as 0', () => {
    const bars = createSeries(3);
    bars.length = 3;
    bars.volume.set([6, 0, 0]);
    const [line, ma] = batchLines(volume, { maLength: 2 }, bars);
    expect(Array.from(line!)).toEqual([6, 0, 0]);
    expect(Array.from(ma!)).toEqual([Number.NaN, 3, 0]);
  });

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(volume, {}, series)).toBe(5000);
  });

  it.each([
    [{ maLength: 0 }, 'volume maLength must be a whole number from 1 to 2000'],
    [{ maLength: 2001 }, 'volume maLength must be a whole number from 1 to 2000'],
    [{ maLength: 12.5 }, 'volume maLength must be a whole number from 1 to 2000'],
    [{ length: 20 }, 'volume has no parameter length'],
  ])('refuses %j: %s', (params, message) => {
    expect(() => runOf(volume, params)).toThrow(message);
  });
});
