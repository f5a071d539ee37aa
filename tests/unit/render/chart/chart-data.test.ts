import { describe, expect, test } from 'vitest';
import { ChartData } from '../../../../src/render/chart/chart-data';
import { ChartService } from '../../../../workers/core/chart/chart-service';
import { sliceSeries } from '../../../../workers/core/base/series';
import { history } from '../../workers/core/chart/history-fixture';

function trades(timesSec: number[], price: number) {
  return {
    time: Float64Array.from(timesSec, (t) => t * 1000),
    price: Float64Array.from(timesSec, () => price),
    quantity: Float64Array.from(timesSec, () => 0.5),
  };
}

describe('ChartData follows the worker through tails', () => {
  test.each([
    ['a trade in the open bar', [59], 30],
    ['trades opening two new bars', [60, 125, 130], 30],
    ['new bars past the cap trim the oldest', [60, 120, 180, 240], 12],
  ])('%s', (_, offsets, maxBars) => {
    const service = new ChartService();
    const base = history(10);
    const data = new ChartData();
    data.load(service.open('c', '1', sliceSeries(base), { maxBars }));
    const lastOpen = base.time[base.length - 1]!;
    data.merge(
      service.chart('c').applyTrades(
        trades(
          offsets.map((o) => lastOpen + o),
          150,
        ),
      ),
    );
    const expected = service.view('c');
    expect(data.length).toBe(expected.series.length);
    for (const field of ['time', 'open', 'high', 'low', 'close', 'volume'] as const)
      expect(Array.from(data.series[field].subarray(0, data.length))).toEqual(
        Array.from(expected.series[field]),
      );
    expect(Array.from(data.close15.subarray(0, data.length))).toEqual(Array.from(expected.averages.close15));
    expect(Array.from(data.volume20.subarray(0, data.length))).toEqual(
      Array.from(expected.averages.volume20),
    );
  });

  test('a tail that starts past the bars held is refused', () => {
    const data = new ChartData();
    const service = new ChartService();
    service.open('c', '1', history(5));
    const tail = service.chart('c').applyTrades(trades([1_763_683_200 + 4 * 60 + 61], 120));
    expect(() => data.merge(tail)).toThrow(RangeError);
  });
});
