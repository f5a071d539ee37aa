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

describe('ChartData keeps the indicators lines the worker hands it', () => {
  const specs = [
    { id: 'e', kind: 'ema', params: { length: 3 } },
    { id: 'r', kind: 'rsi', params: { length: 4 } },
  ];
  const lines = (set: { lines: Float64Array[][] } | null | undefined, length: number) =>
    set?.lines.map((each) => each.map((line) => Array.from(line.subarray(0, length))));

  test.each([
    ['a trade in the open bar', [59], 30],
    ['trades opening two new bars', [60, 125, 130], 30],
    ['new bars past the cap trim the oldest', [60, 120, 180, 240], 12],
  ])('%s', (_, offsets, maxBars) => {
    const service = new ChartService();
    const base = history(10);
    const data = new ChartData();
    data.load(service.open('c', '1', sliceSeries(base), { maxBars }));
    expect(data.indicators).toBeNull();
    data.setIndicators(service.setIndicators('c', specs));
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
    expect(lines(data.indicators, data.length)).toEqual(lines(expected.indicators, data.length));
  });

  test('a load brings the lines with it; an empty set leaves none', () => {
    const service = new ChartService();
    const data = new ChartData();
    service.open('c', '1', history(8));
    service.setIndicators('c', specs);
    data.load(service.open('c', '1', history(8)));
    expect(lines(data.indicators, data.length)).toEqual(lines(service.view('c').indicators, data.length));
    data.setIndicators(service.setIndicators('c', []));
    expect(data.indicators).toBeNull();
  });

  test("a tail's lines of another set are not merged into the set held", () => {
    const service = new ChartService();
    const data = new ChartData();
    data.load(service.open('c', '1', history(6)));
    data.setIndicators(service.setIndicators('c', specs));
    const held = lines(data.indicators, 6);
    service.setIndicators('c', [specs[1]!]);
    const lastOpen = history(6).time[5]!;
    data.merge(service.chart('c').applyTrades(trades([lastOpen + 10], 99)));
    expect(lines(data.indicators, 6)).toEqual(held);
  });
});
