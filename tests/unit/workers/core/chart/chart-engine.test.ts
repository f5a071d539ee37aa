import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { ChartUpdate } from '../../../../../src/api/chart-client';
import { createInThreadChartClient } from '../../../../../src/api/in-thread-chart-client';
import { aggregateSeries, aggregateTrades } from '../../../../../workers/core/chart/aggregate';
import { ChartEngine, viewBuffers } from '../../../../../workers/core/chart/chart-engine';
import { ChartService } from '../../../../../workers/core/chart/chart-service';
import { RangeExtremes } from '../../../../../workers/core/chart/range-extremes';
import { createSeries, sliceSeries, type CandleSeries } from '../../../../../workers/core/base/series';
import { computeForecast } from '../../../../../workers/core/forecast';
import { expectAverages, fullAverages } from './oracles';
import { rows, sliceTrades, T0_MS, tradesArb } from './generators';

describe('ChartEngine', () => {
  it('hands a tail out as views of one buffer, transferred once; a view in separate columns', () => {
    const engine = new ChartEngine('1');
    const view = engine.load(
      aggregateTrades({ time: [T0_MS, T0_MS + 60_000], price: [1, 2], quantity: [1, 1] }, '1'),
    );
    expect(viewBuffers(view)).toHaveLength(9);
    const tail = engine.applyTrades({
      time: [T0_MS + 60_001, T0_MS + 120_000],
      price: [3, 4],
      quantity: [1, 2],
    });
    expect(tail).toMatchObject({ from: 1, length: 3 });
    expect(viewBuffers(tail)).toEqual([tail.series.time.buffer]);
    expect(rows(tail.series)).toEqual([
      { time: T0_MS / 1000 + 60, open: 2, high: 3, low: 2, close: 3, volume: 2 },
      { time: T0_MS / 1000 + 120, open: 4, high: 4, low: 4, close: 4, volume: 2 },
    ]);
    expect(Array.from(tail.averages.close15)).toEqual([Number.NaN, Number.NaN]);
  });

  it('keeps candles, averages and high/low equal to a fresh computation while trades stream in', () => {
    fc.assert(
      fc.property(
        tradesArb({ maxTrades: 500, spanMs: 86_400_000 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.nat(),
        (all, cuts, seamAt) => {
          const count = all.time.length;
          if (count === 0) return;
          let split = 0;
          const seam = all.time[seamAt % count]!;
          while (all.time[split]! < seam) split += 1;
          const engine = new ChartEngine('1', { maxBars: 40 });
          const loaded = engine.load(aggregateTrades(sliceTrades(all, 0, split), '1'), seam);
          expectAverages(loaded.averages, fullAverages(loaded.series));
          const mirror = sliceSeries(loaded.series);
          let mirrorBars = rows(mirror);
          const bounds = [
            ...new Set([split, ...cuts.map((c) => split + (c % (count - split + 1))), count]),
          ].sort((a, b) => a - b);
          for (let b = 1; b < bounds.length; b += 1) {
            const tail = engine.applyTrades(all, bounds[b - 1], bounds[b]);
            // The main thread's copy, patched with each tail, stays equal to the engine's series.
            mirrorBars = [...mirrorBars.slice(tail.trimmed, tail.trimmed + tail.from), ...rows(tail.series)];
            expect(mirrorBars).toEqual(rows(engine.series));
            const full = fullAverages(engine.series);
            expectAverages(tail.averages, {
              close15: full.close15.slice(tail.from),
              close60: full.close60.slice(tail.from),
              volume20: full.volume20.slice(tail.from),
            });
          }
          const everything = aggregateTrades(all, '1');
          expect(rows(engine.series)).toEqual(rows(everything).slice(-engine.series.length));
          const fresh = new RangeExtremes();
          fresh.build(engine.series);
          const n = engine.series.length;
          for (let from = 0; from < n; from += 7)
            expect(engine.highLow(from, n - 1)).toEqual(fresh.query(from, n - 1));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reports the trades it skipped', () => {
    const engine = new ChartEngine('1');
    engine.load(aggregateTrades({ time: [T0_MS], price: [10], quantity: [1] }, '1'), T0_MS + 1);
    engine.applyTrades({
      time: [T0_MS, T0_MS + 5, T0_MS + 6],
      price: [10, Number.NaN, 11],
      quantity: [1, 1, 1],
    });
    expect(engine.skipped).toEqual({ rejected: 1, covered: 1, late: 0 });
  });
});

describe('ChartService and the in-thread chart client', () => {
  const history = aggregateTrades(
    {
      time: Array.from({ length: 200 }, (_, i) => T0_MS + i * 60_000),
      price: Array.from({ length: 200 }, (_, i) => 100 + Math.sin(i / 5) * 10),
      quantity: Array.from({ length: 200 }, (_, i) => 1 + (i % 7)),
    },
    '1',
  );

  it('serves charts by id through the same calls as the worker', async () => {
    // No animation frames in Node: the client's "frame" is a timer.
    const client = createInThreadChartClient(new ChartService(), (callback) => {
      setTimeout(callback, 0);
      return 0;
    });
    const view = await client.open('a', '1', history);
    expect(rows(view.series)).toEqual(rows(history));
    expectAverages(view.averages, fullAverages(history));
    // Trades come through the chart's port (the feed worker's route), and go out as the chart's update.
    const { port1, port2 } = new MessageChannel();
    client.connectTrades('a', port2);
    const updates: ChartUpdate[] = [];
    client.onUpdate('a', (update) => updates.push(update));
    port1.postMessage({
      slot: Int32Array.of(0),
      time: Float64Array.of(T0_MS + 200 * 60_000),
      price: Float64Array.of(120),
      quantity: Float64Array.of(2),
      side: Uint8Array.of(1),
      reset: false,
    });
    await vi.waitFor(() => expect(updates).toHaveLength(1));
    port1.close();
    const tail = updates[0]!.tail!;
    expect(tail).toMatchObject({ from: 200, length: 201, trimmed: 0 });
    expect(rows(tail.series)).toEqual([
      { time: T0_MS / 1000 + 200 * 60, open: 120, high: 120, low: 120, close: 120, volume: 2 },
    ]);
    expect(await client.highLow('a', 0, 200)).toMatchObject({ high: 120, highIndex: 200 });
    const indicators = await client.setIndicators('a', [{ id: 'r', kind: 'rsi', params: { length: 14 } }]);
    expect(indicators.lines[0]![0]!.length).toBe(201);
    const hourly = await client.aggregate(history, '60');
    expect(hourly.length).toBe(4);
    await client.close('a');
    await expect(client.view('a')).rejects.toThrow(/no chart a is open/);
    client.dispose();
    await expect(client.view('a')).rejects.toThrow(/disposed/);
  });

  it('rejects bad input with clear errors', () => {
    const service = new ChartService();
    expect(() => service.open('x', '2' as never, history)).toThrow(/unknown candle interval 2/);
    const broken = sliceSeries(history);
    broken.high[3] = broken.low[3]! - 1;
    expect(() => service.open('x', '1', broken)).toThrow(/candle 3 .* breaks low ≤ open/);
    expect(() => service.aggregate(broken, '5')).toThrow(/candle 3/);
    expect(service.size).toBe(0);
  });
});

describe('ChartService forecast', () => {
  /** `count` closed 1-minute bars of a deterministic walk, ending one minute before `endSec`. */
  function minuteBars(count: number, endSec: number): CandleSeries {
    const series = createSeries(count);
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let price = 50_000;
    for (let i = 0; i < count; i += 1) {
      const open = price;
      const close = open * (1 + (next() - 0.5) * 0.01);
      series.time[i] = endSec - (count - i) * 60;
      series.open[i] = open;
      series.close[i] = close;
      series.high[i] = Math.max(open, close) * (1 + next() * 0.003);
      series.low[i] = Math.min(open, close) * (1 - next() * 0.003);
      series.volume[i] = 1 + next() * 10;
      price = close;
    }
    series.length = count;
    return series;
  }

  const endSec = Date.UTC(2026, 2, 1, 12) / 1000;

  it('forecasts from the closed bars only: a bar still open at `now` is left out', () => {
    const history = minuteBars(3_200, endSec);
    const service = new ChartService();
    service.open('c', '1', history);
    // At endSec the last bar (opened at endSec - 60) has just closed; 30 s earlier it was still open.
    const closedAll = service.forecast(
      'c',
      { symbol: 'BTC/KRW', chartType: 0, replayed: false },
      endSec * 1000,
    );
    const lastOpen = service.forecast(
      'c',
      { symbol: 'BTC/KRW', chartType: 0, replayed: false },
      endSec * 1000 - 30_000,
    );
    expect(closedAll).toEqual(
      computeForecast(history, { symbol: 'BTC/KRW', chartType: 0, interval: '1', replayed: false }),
    );
    expect(lastOpen).toEqual(
      computeForecast(sliceSeries(history, 0, 3_199), {
        symbol: 'BTC/KRW',
        chartType: 0,
        interval: '1',
        replayed: false,
      }),
    );
    expect(closedAll.ok).toBe(true);
  });

  it('answers with the validity reason, in the spec’s order', () => {
    const service = new ChartService();
    service.open('short', '1', minuteBars(2_000, endSec));
    expect(
      service.forecast('short', { symbol: 'BTC/USDT', chartType: 9, replayed: false }, endSec * 1000),
    ).toMatchObject({
      ok: false,
      reason: 'notKrwMarket',
    });
    expect(
      service.forecast('short', { symbol: 'BTC/KRW', chartType: 0, replayed: false }, endSec * 1000),
    ).toMatchObject({
      ok: false,
      reason: 'insufficientData',
    });
    const daily = aggregateSeries(minuteBars(2_000, endSec), '1D');
    service.open('daily', '1D', daily);
    expect(
      service.forecast('daily', { symbol: 'BTC/KRW', chartType: 0, replayed: false }, endSec * 1000),
    ).toMatchObject({
      ok: false,
      reason: 'interval',
    });
  });
});
