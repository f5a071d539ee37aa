/**
 * The chart worker's round trip in Chromium for a 5,000-bar request: opening a chart on a 5,000-bar
 * history (transferred in; the chart and its three averages transferred back), reading the whole chart
 * again, and one trade making the last bar move (the live path), against the same calls on the in-thread
 * client (same core, no worker) in the same page, alternating call by call; a fresh page per round.
 */
import { startBrowser } from '../bench-browser';
import type { ChartWorkerCall, ChartWorkerSamples } from '../pages/chart-worker';
import { recordsAgainst, type BenchSection } from '../report';
import { roundNotes, togetherRounds, type BenchOptions, type RoundStart } from '../rounds';
import { percentile } from '../stats';
import { openPage } from '../workspace/browser';

const CALLS = 300;
const WARM_UP = 30;
const PEER = 'same call in-thread';

export async function runChartWorkerBench(options: BenchOptions): Promise<BenchSection[]> {
  const bench = await startBrowser();
  try {
    const { runs, starts } = await togetherRounds('chart worker', options, async () => {
      const opened = await openPage(bench, 'bench/pages/chart-worker.html', { width: 800, height: 600 });
      try {
        const { page } = opened;
        await page.waitForFunction(() => 'chartWorkerBench' in window, null, { timeout: 60_000 });
        if (!(await page.evaluate(() => crossOriginIsolated)))
          throw new Error('the bench page is not cross-origin isolated: its timer would be too coarse');
        const samples = await page.evaluate(
          ([calls, warmUp]) => window.chartWorkerBench.run(calls!, warmUp!),
          [CALLS, WARM_UP],
        );
        if (opened.errors.length > 0) throw new Error(`the bench page failed: ${opened.errors.join('; ')}`);
        return samples;
      } finally {
        await opened.close();
      }
    });
    return [section(runs, starts, bench.note)];
  } finally {
    await bench.close();
  }
}

const record = recordsAgainst(PEER);

function section(runs: readonly ChartWorkerSamples[], starts: RoundStart[], note: string): BenchSection {
  const names: Record<ChartWorkerCall, string> = {
    open: 'open a 5,000-bar history',
    view: 'read the 5,000-bar chart',
    trade: 'one trade → updated last bar',
  };
  const records = (Object.keys(names) as ChartWorkerCall[]).flatMap((call) =>
    ([50, 95] as const).map((p) =>
      record(
        `${names[call]}, p${p}`,
        'ms',
        runs.map((samples) => percentile(samples[call].worker, p)),
        runs.map((samples) => percentile(samples[call].inThread, p)),
        'lower',
        p === 95 && call !== 'trade' ? { target: { on: 'value', value: 2 } } : {},
      ),
    ),
  );
  return {
    title: `Chart worker round trip in Chromium, ${CALLS} calls after ${WARM_UP} warm-up per round (dedicated Worker, Comlink, transferred buffers)`,
    peerName: PEER,
    records,
    notes: [
      note,
      ...roundNotes(starts),
      'Percentiles are per round over its calls, then the median over rounds. A ratio under 1× is the cost ' +
        'of the worker hop: the in-thread call blocks the main thread instead.',
    ],
    rounds: starts,
  };
}
