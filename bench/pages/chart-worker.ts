/**
 * Bench page: the round trip of a 5,000-bar request to the chart worker (series transferred in, chart
 * and averages transferred back), and the same call on the in-thread chart client, alternating call by
 * call. The runner calls `window.chartWorkerBench.run()` and reads the samples (ms).
 */
import { createChartClient, createInThreadChartClient, type ChartClient } from '../../src/api/chart-client';
import { sliceSeries } from '../../workers/core/chart/series';
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

/** One trade of the chart's coin in the last bar, in a change set with another coin's trade. */
const lastBarMs = bars.time[bars.length - 1]! * 1000;
const trades = {
  slot: Int32Array.from([0, 1]),
  time: Float64Array.from([lastBarMs + 1_000, lastBarMs + 1_000]),
  price: Float64Array.from([bars.close[bars.length - 1]!, 1]),
  quantity: Float64Array.from([0.5, 1]),
};

type Samples = Record<ChartWorkerCall, number[]>;

async function round(client: ChartClient, samples: Samples, record: boolean) {
  // The copy is made before the clock starts: the worker client takes its buffers by transfer.
  const history = sliceSeries(bars);
  const open = await time(() => client.open('bench', '1', history));
  const view = await time(() => client.view('bench'));
  const trade = await time(() => client.applyTrades('bench', trades, 0));
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
