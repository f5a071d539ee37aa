import { describe, expect, it } from 'vitest';
import {
  grownColumn,
  dropOldest,
  ensureCapacity,
  seriesFromColumns,
  sliceSeries,
  tailSeries,
} from '../../../../../workers/core/base/series';
import { barOpenTime, timeFrameRange, TIME_FRAME_SHORTCUTS } from '../../../../../contract/intervals';
import { rows } from '../chart/generators';

const columns = {
  time: [60, 120, 180],
  open: [1, 2, 3],
  high: [2, 3, 4],
  low: [0.5, 1.5, 2.5],
  close: [2, 3, 4],
  volume: [10, 20, 30],
};

describe('series helpers', () => {
  it('build from REST columns, grow by doubling, slice, and drop the oldest bars', () => {
    const series = seriesFromColumns(columns);
    expect(rows(series).map((bar) => bar.time)).toEqual([60, 120, 180]);
    ensureCapacity(series, 17);
    expect(series.time.length).toBe(32);
    expect(rows(series)).toEqual(rows(seriesFromColumns(columns)));
    expect(rows(tailSeries(series, 2)).map((bar) => bar.close)).toEqual([3, 4]);
    expect(sliceSeries(series, 1, 2).time.length).toBe(1);
    dropOldest(series, 2);
    expect(rows(series)).toEqual([{ time: 180, open: 3, high: 4, low: 2.5, close: 4, volume: 30 }]);
  });

  it.each([
    [{ ...columns, open: [1, 2] }, /column open has 2 values, time has 3/],
    [{ ...columns, time: [60, 60, 180] }, /candle 1 \(time 60\) is not after candle 0/],
    [{ ...columns, close: [2, Number.NaN, 4] }, /candle 1 has a value that is not a finite number/],
    [{ ...columns, low: [0.5, 2.5, 2.5] }, /candle 1 \(time 120\) breaks low ≤ open/],
    [{ ...columns, volume: [10, -1, 30] }, /negative volume/],
  ])('rejects bad columns with the bar at fault (%#)', (bad, message) => {
    expect(() => seriesFromColumns(bad)).toThrow(message);
  });
});

describe('timeFrameRange', () => {
  const now = Date.UTC(2026, 2, 10, 3, 17, 42) / 1000; // 12:17:42 KST

  it.each(TIME_FRAME_SHORTCUTS.map((shortcut) => [shortcut.id, shortcut] as const))(
    '%s ends with the bar open now and starts `days` before, on bar boundaries',
    (id, shortcut) => {
      const range = timeFrameRange(id, now);
      expect(range.interval).toBe(shortcut.interval);
      expect(range.from).toBe(barOpenTime(now - shortcut.days * 86_400, shortcut.interval));
      expect(barOpenTime(range.to - 1, shortcut.interval)).toBe(barOpenTime(now, shortcut.interval));
      expect(range.to).toBeGreaterThan(now);
    },
  );

  it.each([
    ['1d', 145],
    ['1w', 337],
    ['2y', 731],
  ] as const)('%s spans %i bars', (id, bars) => {
    expect(timeFrameRange(id, now).bars).toBe(bars);
  });

  it('rejects an unknown shortcut', () => {
    expect(() => timeFrameRange('3d' as never, now)).toThrow(/unknown time-frame shortcut 3d/);
  });
});

describe('grownColumn', () => {
  it.each([
    ['room enough: the same column', 8, 3, 8, 8, true],
    ['an empty column grows to 16 at least', 0, 0, 5, 16, false],
    ['a full one doubles', 16, 16, 17, 32, false],
    ['a large need doubles until it fits', 16, 10, 100, 128, false],
  ])('%s', (_, length, used, needed, capacity, same) => {
    const column = Float64Array.from({ length }, (__, i) => i + 1);
    const grown = grownColumn(column, used, needed);
    expect(grown.length).toBe(capacity);
    expect(grown === column).toBe(same);
    expect(Array.from(grown.subarray(0, used))).toEqual(Array.from(column.subarray(0, used)));
    if (!same) expect(grown[used] ?? 0).toBe(0);
  });
});
