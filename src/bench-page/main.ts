/**
 * /bench/chart?bars=N&seed=S: one 1280×720 chart at the page's top left, the last 240 of N seeded one-minute
 * candles (bench-bars.ts) with MA 15/60 and volume, and `window.__bench` assigned once for benches to
 * drive. No feed and no animation loop of its own: frames come from the chart alone. Bad parameters show
 * a message instead of a chart, and `__bench` is not assigned.
 */
import { benchBars, parseBenchQuery } from './bench-bars';
import type { ChartRenderBench } from './bench-chart-api';
import { mountBenchChart } from './mount-bench-chart';

declare global {
  interface Window {
    __bench?: ChartRenderBench;
  }
}

function showMessage(text: string): void {
  const message = document.createElement('p');
  message.id = 'message';
  message.setAttribute('role', 'alert');
  message.textContent = text;
  document.body.replaceChildren(message);
}

function start(): void {
  const query = parseBenchQuery(location.search);
  if ('error' in query) {
    showMessage(`Chart bench: ${query.error}`);
    return;
  }
  const container = document.getElementById('chart');
  if (!container) throw new Error('the bench page has no #chart');
  const bench = mountBenchChart(container, benchBars(query.bars, query.seed), {
    impl: 'ours',
    name: 'Tradedeck chart (ChartController, ChartScene, shared renderer)',
    bars: query.bars,
    seed: query.seed,
  });
  bench.ready.catch((error: unknown) => showMessage(`Chart bench: ${String(error)}`));
  window.__bench = bench;
}

start();
