import { describe, expect, it } from 'vitest';
import { ChartData } from '../../../../../src/render/chart/chart-data';
import type { BarChanges } from '../../../../../workers/core/chart/candle-builder';
import { ChartService } from '../../../../../workers/core/chart/chart-service';
import { mergeBarChanges } from '../../../../../workers/core/chart/live-chart';
import { seriesFromColumns, sliceSeries } from '../../../../../workers/core/base/series';
import type { TradeBatch } from '../../../../../workers/core/feed/trade-routes';
import { history, HISTORY_START } from './history-fixture';

const T0 = HISTORY_START;

/** A batch of the chart's coin's trades at these times (s after T0), as the feed worker posts it. */
function batch(offsetsSec: number[], price = 150, reset = false): TradeBatch {
  return {
    slot: new Int32Array(offsetsSec.length),
    time: Float64Array.from(offsetsSec, (s) => (T0 + s) * 1000),
    price: Float64Array.from(offsetsSec, () => price),
    quantity: Float64Array.from(offsetsSec, () => 0.5),
    side: Uint8Array.from(offsetsSec, () => 1),
    reset,
  };
}

/** The window's mirror of chart `id` equals the worker's chart. */
function expectMirror(service: ChartService, data: ChartData, id = 'c') {
  const view = service.view(id);
  expect(data.length).toBe(view.series.length);
  for (const field of ['time', 'open', 'high', 'low', 'close', 'volume'] as const)
    expect(Array.from(data.series[field].subarray(0, data.length))).toEqual(Array.from(view.series[field]));
  expect(Array.from(data.close15.subarray(0, data.length))).toEqual(Array.from(view.averages.close15));
}

/** Merges every update of the take into the mirror, as the chart controller does; returns the updates. */
function takeInto(service: ChartService, data: ChartData) {
  const updates = service.takeUpdates();
  for (const update of updates) if (update.tail) data.merge(update.tail);
  return updates;
}

describe('mergeBarChanges', () => {
  it.each<[string, BarChanges | null, BarChanges, BarChanges]>([
    ['nothing before', null, { from: 8, trimmed: 0, length: 10 }, { from: 8, trimmed: 0, length: 10 }],
    [
      'the earlier change starts first',
      { from: 5, trimmed: 0, length: 10 },
      { from: 8, trimmed: 0, length: 11 },
      { from: 5, trimmed: 0, length: 11 },
    ],
    [
      'the later change starts first',
      { from: 9, trimmed: 0, length: 10 },
      { from: 3, trimmed: 0, length: 10 },
      { from: 3, trimmed: 0, length: 10 },
    ],
    [
      'a later trim moves the earlier change down',
      { from: 5, trimmed: 0, length: 10 },
      { from: 7, trimmed: 3, length: 8 },
      { from: 2, trimmed: 3, length: 8 },
    ],
    [
      'a later trim drops the earlier change',
      { from: 1, trimmed: 0, length: 10 },
      { from: 7, trimmed: 3, length: 8 },
      { from: 0, trimmed: 3, length: 8 },
    ],
    [
      'trims add up',
      { from: 6, trimmed: 2, length: 10 },
      { from: 9, trimmed: 4, length: 7 },
      { from: 2, trimmed: 6, length: 7 },
    ],
    [
      'no bar changed in either',
      { from: 10, trimmed: 0, length: 10 },
      { from: 10, trimmed: 0, length: 10 },
      { from: 10, trimmed: 0, length: 10 },
    ],
  ])('%s', (_, earlier, later, merged) => {
    expect(mergeBarChanges(earlier, later)).toEqual(merged);
  });
});

describe('ChartService live trades', () => {
  it('several batches between two takes make one tail that brings the mirror level, trims included', () => {
    const service = new ChartService();
    const data = new ChartData();
    data.load(service.open('c', '1', sliceSeries(history(10)), { maxBars: 12 }));
    expect(service.hasUpdates).toBe(false);
    // The last bar opened at T0 + 540: a trade in it, then new bars past the cap (trimmed in between).
    expect(service.receive('c', batch([545]))).toBe(true);
    expect(service.receive('c', batch([600, 660, 720]))).toBe(true);
    expect(service.receive('c', batch([780, 781], 90))).toBe(true);
    const updates = takeInto(service, data);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ id: 'c', reset: false });
    expect(updates[0]!.tail!.trimmed).toBeGreaterThan(0);
    expectMirror(service, data);
    expect(service.takeUpdates()).toEqual([]);
  });

  it('trades the history already has change nothing and send nothing', () => {
    const service = new ChartService();
    service.open('c', '1', history(10), { coveredUntilMs: (T0 + 600) * 1000 });
    expect(service.receive('c', batch([545, 550]))).toBe(false);
    expect(service.takeUpdates()).toEqual([]);
  });

  it('trades wait while the history loads and come after it, without those the history has', () => {
    const service = new ChartService();
    const data = new ChartData();
    service.hold('c');
    expect(service.receive('c', batch([530, 560]))).toBe(false);
    expect(service.hasUpdates).toBe(false);
    // The history was taken at T0 + 550: the trade at 530 is in it, the one at 560 is not.
    data.load(service.open('c', '1', sliceSeries(history(10)), { coveredUntilMs: (T0 + 550) * 1000 }));
    expect(service.hasUpdates).toBe(true);
    const [update] = takeInto(service, data);
    expect(update!.tail).toMatchObject({ from: 9, length: 10 });
    expect(data.series.volume[9]).toBe(1.5);
    expectMirror(service, data);
  });

  it('a reload holds the trades again: those of the old chart are not folded into the new one twice', () => {
    const service = new ChartService();
    const data = new ChartData();
    data.load(service.open('c', '1', sliceSeries(history(10))));
    service.receive('c', batch([545]));
    service.hold('c');
    service.receive('c', batch([546]));
    // Nothing goes out while the window waits for the new history.
    expect(service.takeUpdates()).toEqual([]);
    data.load(service.open('c', '1', sliceSeries(history(10)), { coveredUntilMs: (T0 + 545.5) * 1000 }));
    takeInto(service, data);
    expect(data.series.volume[9]).toBe(1.5);
    expectMirror(service, data);
  });

  it('a reset goes out with the next update, also one that came while the history loaded', () => {
    const service = new ChartService();
    service.open('c', '1', history(10));
    expect(service.receive('c', batch([], 0, true))).toBe(true);
    expect(service.takeUpdates()).toEqual([{ id: 'c', tail: null, reset: true }]);
    service.hold('c');
    service.receive('c', batch([600], 150, true));
    expect(service.takeUpdates()).toEqual([]);
    service.open('c', '1', history(10));
    expect(service.takeUpdates()).toEqual([
      expect.objectContaining({
        id: 'c',
        reset: true,
        tail: expect.objectContaining({ from: 10, length: 11 }),
      }),
    ]);
  });

  it('older history in front takes in the changes so far, a bar set whole joins them: no tail repeats or misses one', () => {
    const service = new ChartService();
    const data = new ChartData();
    data.load(service.open('c', '1', sliceSeries(history(10))));
    service.receive('c', batch([545]));
    const older = seriesFromColumns({
      time: [T0 - 60],
      open: [100],
      high: [101],
      low: [99],
      close: [100],
      volume: [1],
    });
    data.load(service.prepend('c', older));
    expect(service.takeUpdates()).toEqual([]);
    service.receive('c', batch([600]));
    expect(service.setBar('c', { time: T0 + 660, open: 1, high: 2, low: 1, close: 2, volume: 3 })).toBe(true);
    // One tail with the trade's bar and the bar set whole (indices one up for the older bar in front).
    const [update] = takeInto(service, data);
    expect(update!.tail).toMatchObject({ from: 11, length: 13 });
    expectMirror(service, data);
  });

  it('a bar set whole replaces the last bar with anything a feed sends, appends a later one, waits while held', () => {
    const service = new ChartService();
    const data = new ChartData();
    data.load(service.open('c', '1', sliceSeries(history(10))));
    const last = service.view('c').series;
    const lastTime = last.time[9]!;
    // The same volume, another open, a high pulled back inside: what no trade can do.
    const replaced = {
      time: lastTime,
      open: 140,
      high: 141,
      low: 139,
      close: 140.5,
      volume: last.volume[9]!,
    };
    expect(service.setBar('c', replaced)).toBe(true);
    takeInto(service, data);
    expect(service.view('c').series.open[9]).toBe(140);
    expectMirror(service, data);
    service.hold('c');
    expect(service.setBar('c', { ...replaced, time: lastTime + 60, volume: 0 })).toBe(false);
    data.load(service.open('c', '1', sliceSeries(history(10))));
    expect(takeInto(service, data)).toEqual([
      expect.objectContaining({ tail: expect.objectContaining({ from: 10 }) }),
    ]);
    expect(data.length).toBe(11);
    expect(data.series.volume[10]).toBe(0);
    expectMirror(service, data);
    expect(() => service.setBar('c', { ...replaced, time: lastTime + 60, low: 0 })).toThrow(
      /prices must be positive/,
    );
  });

  it('a batch for a chart that is not open (closed, or never held) is dropped', () => {
    const service = new ChartService();
    expect(service.receive('gone', batch([1]))).toBe(false);
    service.hold('c');
    service.close('c');
    expect(service.receive('c', batch([1]))).toBe(false);
    expect(service.size).toBe(0);
  });
});
