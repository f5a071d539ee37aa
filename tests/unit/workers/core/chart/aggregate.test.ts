import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateSeries, aggregateTrades } from '../../../../../workers/core/chart/aggregate';
import { createSeries } from '../../../../../workers/core/base/series';
import { barOpenTime, CANDLE_INTERVALS, KST_OFFSET_SECONDS } from '../../../../../contract/intervals';
import { naiveCandles, rows, T0_MS, tradesArb, type Trades } from './generators';

const LONGER_THAN_MINUTE = CANDLE_INTERVALS.filter((interval) => interval !== '1');

function trades(list: [number, number, number][]): Trades {
  return {
    time: Float64Array.from(list, ([t]) => t),
    price: Float64Array.from(list, ([, p]) => p),
    quantity: Float64Array.from(list, ([, , q]) => q),
  };
}

describe('aggregateTrades', () => {
  it('builds candles at KST bar boundaries from trade times in ms', () => {
    // 23:59:30 and 00:00:10 KST the next day fall in different daily bars.
    const midnightKst = Date.UTC(2026, 2, 1, 15, 0, 0); // 00:00 KST on 2 March
    const series = aggregateTrades(
      trades([
        [midnightKst - 30_000, 100, 1],
        [midnightKst - 20_000, 105, 2],
        [midnightKst + 10_000, 99, 0.5],
      ]),
      '1D',
    );
    expect(rows(series)).toEqual([
      { time: midnightKst / 1000 - 86_400, open: 100, high: 105, low: 100, close: 105, volume: 3 },
      { time: midnightKst / 1000, open: 99, high: 99, low: 99, close: 99, volume: 0.5 },
    ]);
    expect((series.time[1]! + KST_OFFSET_SECONDS) % 86_400).toBe(0);
  });

  it('returns an empty series for no trades', () => {
    expect(aggregateTrades(trades([]), '5').length).toBe(0);
  });

  it('equals a candle-object aggregation, for every interval', () => {
    fc.assert(
      fc.property(tradesArb(), fc.constantFrom(...CANDLE_INTERVALS), (input, interval) => {
        expect(rows(aggregateTrades(input, interval))).toEqual(naiveCandles(input, interval));
      }),
    );
  });

  it('conserves volume and keeps high ≥ max(open, close) ≥ min(open, close) ≥ low', () => {
    fc.assert(
      fc.property(tradesArb(), fc.constantFrom(...CANDLE_INTERVALS), (input, interval) => {
        const series = aggregateTrades(input, interval);
        let volume = 0;
        for (let i = 0; i < series.length; i += 1) {
          volume += series.volume[i]!;
          const top = Math.max(series.open[i]!, series.close[i]!);
          const bottom = Math.min(series.open[i]!, series.close[i]!);
          expect(series.high[i]!).toBeGreaterThanOrEqual(top);
          expect(bottom).toBeGreaterThanOrEqual(series.low[i]!);
          expect(barOpenTime(series.time[i]!, interval)).toBe(series.time[i]);
          if (i > 0) expect(series.time[i]!).toBeGreaterThan(series.time[i - 1]!);
        }
        expect(volume).toBe(input.quantity.reduce((sum, q) => sum + q, 0));
      }),
    );
  });

  it('skips bad trades', () => {
    const series = aggregateTrades(
      trades([
        [T0_MS, 100, 1],
        [T0_MS + 1, Number.NaN, 1],
        [T0_MS + 2, 101, 0],
        [T0_MS + 3, -1, 1],
        [T0_MS + 4, 102, Infinity],
      ]),
      '1',
    );
    expect(rows(series)).toEqual([
      { time: T0_MS / 1000, open: 100, high: 100, low: 100, close: 100, volume: 1 },
    ]);
  });
});

describe('aggregateSeries', () => {
  it('1-minute candles into any longer interval equal the trades aggregated to it directly (daily in KST too)', () => {
    fc.assert(
      fc.property(
        tradesArb({ maxTrades: 400 }),
        fc.constantFrom(...LONGER_THAN_MINUTE),
        (input, interval) => {
          const minutes = aggregateTrades(input, '1');
          expect(rows(aggregateSeries(minutes, interval))).toEqual(rows(aggregateTrades(input, interval)));
        },
      ),
    );
  });

  it('chains: 1 → 5 → 15 → 60 → 240 → 1D equals 1 → 1D', () => {
    fc.assert(
      fc.property(tradesArb(), (input) => {
        const minutes = aggregateTrades(input, '1');
        let chained = minutes;
        for (const interval of ['5', '15', '60', '240', '1D'] as const)
          chained = aggregateSeries(chained, interval);
        expect(rows(chained)).toEqual(rows(aggregateSeries(minutes, '1D')));
      }),
    );
  });

  it('rejects source times that do not ascend', () => {
    const series = createSeries(2);
    series.time.set([120, 60]);
    series.length = 2;
    expect(() => aggregateSeries(series, '5')).toThrow(/candle 1 \(time 60\) is not after/);
  });
});
