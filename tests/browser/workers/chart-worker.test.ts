import { afterEach, describe, expect, it } from 'vitest';
import { createChartClient, type ChartClient, type ChartUpdate } from '../../../src/api/chart-client';
import { createInThreadChartClient } from '../../../src/api/in-thread-chart-client';
import { aggregateTrades } from '../../../workers/core/chart/aggregate';
import { sliceSeries, SERIES_FIELDS, type CandleSeries } from '../../../workers/core/base/series';

const T0_MS = Date.UTC(2026, 2, 1);

function history(bars: number): CandleSeries {
  const time = new Float64Array(bars * 3);
  const price = new Float64Array(bars * 3);
  const quantity = new Float64Array(bars * 3);
  for (let i = 0; i < bars * 3; i += 1) {
    time[i] = T0_MS + i * 20_000;
    price[i] = 1000 + Math.sin(i / 17) * 80 + (i % 11);
    quantity[i] = 0.5 + (i % 5);
  }
  return aggregateTrades({ time, price, quantity }, '1');
}

const clients: ChartClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});

function both() {
  const worker = createChartClient();
  const local = createInThreadChartClient();
  clients.push(worker, local);
  return { worker, local };
}

/** Plain numbers of every typed array in a result, for deep equality (NaN equals NaN in toEqual). */
function plain(value: unknown): unknown {
  if (value instanceof Float64Array) return Array.from(value);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  return value;
}

describe('chart worker in Chromium', () => {
  it('takes a 5,000-bar history by transfer and returns the same chart as the in-thread core', async () => {
    const { worker, local } = both();
    const source = history(5_000);
    const copy = sliceSeries(source);
    const fromWorker = await worker.open('btc', '1', source);
    // Transferred, not copied: the caller's buffers are detached.
    for (const field of SERIES_FIELDS) expect(source[field].byteLength).toBe(0);
    const inThread = await local.open('btc', '1', copy);
    expect(fromWorker.series.length).toBe(5_000);
    expect(fromWorker.averages.close60).toBeInstanceOf(Float64Array);
    expect(plain(fromWorker)).toEqual(plain(inThread));
  });

  it('folds in the trades its port brings, keeps indicators, answers high/low and aggregation like the in-thread core', async () => {
    const { worker, local } = both();
    const base = history(300);
    await worker.open('eth', '1', sliceSeries(base), { coveredUntilMs: T0_MS + 900 * 20_000 });
    await local.open('eth', '1', sliceSeries(base), { coveredUntilMs: T0_MS + 900 * 20_000 });
    const specs = [
      { id: 'm', kind: 'macd' },
      { id: 'r', kind: 'rsi', params: { length: 9 } },
    ];
    const [setWorker, setLocal] = await Promise.all([
      worker.setIndicators('eth', specs),
      local.setIndicators('eth', specs),
    ]);
    expect(plain(setWorker)).toEqual(plain(setLocal));
    expect(setWorker.lines[1]![0]).toBeInstanceOf(Float64Array);
    const lastMs = T0_MS + 900 * 20_000;
    // The coin's trades as the feed worker posts them into the chart's port; the first is in the history.
    const batch = () => ({
      slot: Int32Array.from([7, 7, 7]),
      time: Float64Array.from([lastMs - 5, lastMs + 20, lastMs + 61_000]),
      price: Float64Array.from([1, 2000, 1500]),
      quantity: Float64Array.from([1, 3, 4]),
      side: Uint8Array.from([1, 2, 1]),
      reset: false,
    });
    const [tailWorker, tailLocal] = await Promise.all(
      [worker, local].map(async (client) => {
        const { port1, port2 } = new MessageChannel();
        client.connectTrades('eth', port2);
        const update = new Promise<ChartUpdate>((resolve) => client.onUpdate('eth', resolve));
        port1.postMessage(batch());
        const { tail, reset } = await update;
        expect(reset).toBe(false);
        return tail!;
      }),
    );
    expect(plain(tailWorker)).toEqual(plain(tailLocal));
    expect(tailWorker!.length).toBe(302);
    // The tail carries the indicators' lines over its bars.
    expect(tailWorker!.indicators!.lines.map((lines) => lines.length)).toEqual([3, 1]);
    expect(tailWorker!.indicators!.lines[1]![0]!.length).toBe(tailWorker!.length - tailWorker!.from);
    expect(await worker.highLow('eth', 0, 301)).toEqual(await local.highLow('eth', 0, 301));
    expect((await worker.highLow('eth', 0, 301))?.high).toBe(2000);
    const bar = {
      time: (lastMs + 61_000 - ((lastMs + 61_000) % 60_000)) / 1000,
      open: 1,
      high: 3,
      low: 1,
      close: 2,
      volume: 9,
    };
    // A whole bar set from the window comes back with the next update, as trades' bars do.
    const [barWorker, barLocal] = await Promise.all(
      [worker, local].map(async (client) => {
        const update = new Promise<ChartUpdate>((resolve) => client.onUpdate('eth', resolve));
        client.setBar('eth', bar);
        return (await update).tail;
      }),
    );
    expect(plain(barWorker)).toEqual(plain(barLocal));
    expect(barWorker).toMatchObject({ from: 301, length: 302 });
    expect(plain(await worker.aggregate(sliceSeries(base), '15'))).toEqual(
      plain(await local.aggregate(sliceSeries(base), '15')),
    );
  });

  it('forecasts in the worker like in-thread, with the overlay transferred', async () => {
    const { worker, local } = both();
    const base = history(3_200);
    const nowMs = (base.time[base.length - 1]! + 60) * 1000;
    await worker.open('fc', '1', sliceSeries(base));
    await local.open('fc', '1', sliceSeries(base));
    const request = { symbol: 'BTC/KRW', chartType: 0, replayed: false };
    const fromWorker = await worker.forecast('fc', request, nowMs);
    expect(fromWorker.ok).toBe(true);
    if (fromWorker.ok) expect(fromWorker.overlay.up).toBeInstanceOf(Float64Array);
    expect(plain(fromWorker)).toEqual(plain(await local.forecast('fc', request, nowMs)));
  });

  it('rejects bad input with the core’s message', async () => {
    const { worker } = both();
    await expect(worker.view('nope')).rejects.toThrow(/no chart nope is open/);
    const broken = history(10);
    broken.time[4] = broken.time[3]!;
    await expect(worker.open('bad', '1', broken)).rejects.toThrow(/candle 4 .* is not after candle 3/);
  });
});
