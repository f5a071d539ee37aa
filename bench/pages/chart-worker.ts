/**
 * Bench page: the round trip of a 5,000-bar request to the chart worker (series transferred in, chart
 * and averages transferred back), and the same call on the in-thread chart client, alternating call by
 * call. The runner calls `window.chartWorkerBench.run()` and reads the samples (ms).
 */
import { createChartClient, type ChartClient } from '../../src/api/chart-client';
import { createInThreadChartClient } from '../../src/api/in-thread-chart-client';
import { sliceSeries } from '../../workers/core/base/series';
import type { TradeBatch } from '../../workers/core/feed/trade-routes';
import { generateBars } from '../chart/data';

export type ChartWorkerCall = 'open' | 'view' | 'trade';
export type ChartWorkerSamples = Record<ChartWorkerCall, { worker: number[]; inThread: number[] }>;

const worker = createChartClient();
const inThread = createInThreadChartClient();
const bars = generateBars(5_000);

async function time(call: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

/** One trade of the chart's coin in the last bar, as the feed worker posts it into the chart's port. */
const lastBarMs = bars.time[bars.length - 1]! * 1000;
function tradeBatch(): TradeBatch {
  return {
    slot: Int32Array.of(0),
    time: Float64Array.of(lastBarMs + 1_000),
    price: Float64Array.of(bars.close[bars.length - 1]!),
    quantity: Float64Array.of(0.5),
    side: Uint8Array.of(1),
    reset: false,
  };
}

function frame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** From the trade posted into the chart's port to the chart's update in this thread (the live path). */
async function tradeToUpdate(client: ChartClient, port: MessagePort): Promise<number> {
  // The client takes one update per frame: start in a fresh frame so that none is waiting.
  await frame();
  return time(
    () =>
      new Promise<void>((resolve) => {
        const stop = client.onUpdate('bench', () => {
          stop();
          resolve();
        });
        port.postMessage(tradeBatch());
      }),
  );
}

type Samples = Record<ChartWorkerCall, number[]>;

/** Each client's end of its chart's trade port. */
const ports = new Map<ChartClient, MessagePort>();
for (const client of [worker, inThread]) {
  const { port1, port2 } = new MessageChannel();
  client.connectTrades('bench', port2);
  ports.set(client, port1);
}

async function round(client: ChartClient, samples: Samples, record: boolean) {
  // The copy is made before the clock starts: the worker client takes its buffers by transfer.
  const history = sliceSeries(bars);
  const open = await time(() => client.open('bench', '1', history));
  const view = await time(() => client.view('bench'));
  const trade = await tradeToUpdate(client, ports.get(client)!);
  if (!record) return;
  samples.open.push(open);
  samples.view.push(view);
  samples.trade.push(trade);
}

declare global {
  interface Window {
    chartWorkerBench: { run(rounds: number, warmUp: number): Promise<ChartWorkerSamples> };
  }
}

window.chartWorkerBench = {
  async run(rounds, warmUp) {
    const ours: Samples = { open: [], view: [], trade: [] };
    const peer: Samples = { open: [], view: [], trade: [] };
    for (let i = 0; i < warmUp + rounds; i += 1) {
      await round(worker, ours, i >= warmUp);
      await round(inThread, peer, i >= warmUp);
    }
    worker.dispose();
    inThread.dispose();
    return {
      open: { worker: ours.open, inThread: peer.open },
      view: { worker: ours.view, inThread: peer.view },
      trade: { worker: ours.trade, inThread: peer.trade },
    };
  },
};
