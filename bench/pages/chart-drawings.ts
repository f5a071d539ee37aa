/**
 * Bench page: `/bench/pages/chart-drawings.html?impl=drawings|none&bars=5000&end=<unix s>` draws the
 * chart-render page's seeded one-minute candles (the last at `end`) at 1280×720 on the last 240 bars by
 * Tradedeck's chart, with the 200 drawings of chart/bench-drawings.ts (made on the page before the chart
 * mounts) or with none: ours on both sides, the side without drawings being the peer. It exposes
 * `window.__bench` and `window.__live` as the chart-render page does, for chart-render's runChartPage to
 * drive, and `window.__drawingBench` (chart/ours-drawings.ts) for bench/chart-render/drawing-chart-bench.ts.
 */
import { benchDrawings } from './chart/bench-drawings';
import { mountChart } from './chart/ours-drawings';
import { liveWalk, readChartPage } from './chart/page-workload';

function start(): void {
  const { impl, history, container } = readChartPage(['drawings', 'none'] as const);
  const started = performance.now();
  const drawings = impl === 'drawings' ? benchDrawings(history) : [];
  const generationMs = impl === 'drawings' ? performance.now() - started : 0;
  const { bench, drawingBench } = mountChart(container, history, drawings, generationMs);
  window.__live = liveWalk(bench);
  window.__bench = bench;
  window.__drawingBench = drawingBench;
}

start();
