import { VWAP } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { createSeries, type CandleSeries } from '../../../../../workers/core/base/series';
import { runOf } from '../../../../../workers/core/indicators';
import { anchoredVwap } from '../../../../../workers/core/indicators/anchored-vwap';
import { batchLines, column, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();

/** technicalindicators' VWAP (typical price, accumulated from its first input) over the bars from `first` on. */
function reference(first: number): number[] {
  const from = (field: 'high' | 'low' | 'close' | 'volume') =>
    Array.from(series[field].subarray(first, series.length));
  return VWAP.calculate({
    high: from('high'),
    low: from('low'),
    close: from('close'),
    volume: from('volume'),
  });
}

describe('anchored VWAP', () => {
  it.each([
    ['0: the first bar', 0, 0],
    ['the open time of bar 500', series.time[500]!, 500],
    ['half an hour before bar 500: the first bar at or after it', series.time[500]! - 1800, 500],
    ['a time before the series', series.time[0]! - 86_400, 0],
    ['the last bar', series.time[1999]!, 1999],
  ])('anchored at %s equals technicalindicators from the anchor on', (_, anchorTime, first) => {
    const [line] = batchLines(anchoredVwap, { anchorTime }, series);
    expect(expectCloseToReference(line!, reference(first))).toBe(series.length - first);
    if (first > 0) expect(line![first - 1]).toBeNaN();
  });

  it('anchored after the last bar has no value yet', () => {
    const [line] = batchLines(anchoredVwap, { anchorTime: series.time[1999]! + 1 }, series);
    expect(line!.every((value) => Number.isNaN(value))).toBe(true);
  });

  it('reads the chosen source', () => {
    const close = column(series, 'close').slice(300);
    const [line] = batchLines(anchoredVwap, { anchorTime: series.time[300]!, source: 'close' }, series);
    const volume = column(series, 'volume').slice(300);
    expectCloseToReference(line!, VWAP.calculate({ high: close, low: close, close, volume }));
  });

  it('follows 5,000 ticks exactly as a batch computation, the anchor inside them', () => {
    expect(expectReplayMatchesBatch(anchoredVwap, { anchorTime: series.time[300]! }, series)).toBe(5000);
  });

  /** Hourly bars, [price, volume] each (open = high = low = close = price). */
  function bars(rows: readonly (readonly [number, number])[]): CandleSeries {
    const out = createSeries(rows.length);
    out.length = rows.length;
    rows.forEach(([price, volume], i) => {
      out.time[i] = 1_700_000_000 + 3600 * i;
      out.open[i] = out.high[i] = out.low[i] = out.close[i] = price;
      out.volume[i] = volume;
    });
    return out;
  }

  it.each([
    // 0 / 0 until volume has traded since the anchor (TradingView shows no value there).
    [
      'no volume at the anchor yet: no value',
      1,
      [
        [10, 5],
        [20, 0],
        [30, 0],
        [40, 1],
      ],
      [NaN, NaN, NaN, 40],
    ],
    [
      'a bar without volume keeps the value',
      0,
      [
        [10, 1],
        [20, 0],
        [40, 1],
      ],
      [10, 10, 25],
    ],
    [
      'the weights are the volumes, from the anchor on',
      1,
      [
        [99, 9],
        [10, 3],
        [20, 1],
      ],
      [NaN, 10, 12.5],
    ],
  ] as const)('%s', (_, anchorBar, rows, want) => {
    const candles = bars(rows);
    const [line] = batchLines(
      anchoredVwap,
      { anchorTime: candles.time[anchorBar]!, source: 'close' },
      candles,
    );
    expect(Array.from(line!)).toEqual(want);
  });

  it.each([
    [
      { anchorTime: -1 },
      "anchoredVwap anchorTime must be a bar's open time in unix seconds, or 0 for the first bar",
    ],
    [
      { anchorTime: 1.5 },
      "anchoredVwap anchorTime must be a bar's open time in unix seconds, or 0 for the first bar",
    ],
    [
      { anchorTime: '2022-10-20' },
      "anchoredVwap anchorTime must be a bar's open time in unix seconds, or 0 for the first bar",
    ],
    [{ source: 'volume' }, 'anchoredVwap source must be one of open, high, low, close, hl2, hlc3, ohlc4'],
    [{ anchor: 'session' }, 'anchoredVwap has no parameter anchor'],
  ])('%j is refused: %s', (params, message) => {
    expect(() => runOf(anchoredVwap, params)).toThrow(message);
  });
});
