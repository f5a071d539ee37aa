/**
 * The chart worker's round trip in Chromium for a 5,000-bar request: opening a chart on a 5,000-bar
 * history (transferred in; the chart and its three averages transferred back), reading the whole chart
 * again, and one trade making the last bar move (the live path), against the same calls on the in-thread client (same core, no worker) in the same page.
 */
import { openBenchPage } from '../browser-page';
import type { ChartWorkerCall, ChartWorkerSamples } from '../pages/chart-worker';
import { benchRecord, type BenchSection } from '../report';
import { percentiles } from '../stats';

const ROUNDS = 300;
const WARM_UP = 30;

export async function runChartWorkerBench(): Promise<BenchSection[]> {
  const bench = await openBenchPage('bench/pages/chart-worker.html', 'chartWorkerBench', { isolated: true });
  try {
    if (!(await bench.page.evaluate(() => crossOriginIsolated)))
      throw new Error('the bench page is not cross-origin isolated: its timer would be too coarse');
    const samples = await bench.page.evaluate(
      ([rounds, warmUp]) => window.chartWorkerBench.run(rounds!, warmUp!),
      [ROUNDS, WARM_UP],
    );
    if (bench.errors.length > 0) throw new Error(`the bench page failed: ${bench.errors.join('; ')}`);
    return [section(samples)];
  } finally {
    await bench.close();
  }
}

function section(samples: ChartWorkerSamples): BenchSection {
  const peer = 'same call in-thread';
  const names: Record<ChartWorkerCall, string> = {
    open: 'open a 5,000-bar history',
    view: 'read the 5,000-bar chart',
    trade: 'one trade → updated last bar',
  };
  const records = (Object.keys(names) as ChartWorkerCall[]).flatMap((call) => {
    const worker = percentiles(samples[call].worker);
    const local = percentiles(samples[call].inThread);
    const name = names[call];
    return (['p50', 'p95'] as const).map((p) =>
      benchRecord({
        name: `${name}, ${p}`,
        unit: 'ms',
        value: worker[p],
        peer,
        peerValue: local[p],
        better: 'lower',
        ...(p === 'p95' && call !== 'trade' ? { target: { on: 'value' as const, value: 2 } } : {}),
      }),
    );
  });
  return {
    title: `Chart worker round trip in Chromium, ${ROUNDS} rounds after ${WARM_UP} warm-up (dedicated Worker, Comlink, transferred buffers)`,
    peerName: peer,
    records,
    notes: [
      'A ratio under 1× is the cost of the worker hop: the in-thread call blocks the main thread instead.',
    ],
  };
}
