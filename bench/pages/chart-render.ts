/**
 * Bench page: `/bench/pages/chart-render.html?impl=ours|peer|uplot&bars=5000&end=<unix s>` draws the same
 * seeded one-minute candles (the last at `end`) with MA 15/60, volume and volume MA 20 at 1280×720 on the
 * last 240 bars, by Tradedeck's chart (ChartController, ChartScene, the shared renderer), by
 * lightweight-charts (`peer`) or by uPlot, and exposes `window.__bench` for bench/chart-render to drive.
 */
import { liveWalk, readChartPage } from './chart/page-workload';

// What the page and its mounts (chart/ours.ts, chart/peer.ts, chart/uplot.ts) share lives in chart/page-api.ts, which
// both sides import, so that the mounts do not import this page back (an import cycle). The benches that
// drive the page keep importing its interface from here.
export type { ChartRenderBench } from './chart/page-api';
export type { LiveWalk } from './chart/page-workload';

async function start(): Promise<void> {
  const { impl, history, container } = readChartPage(['ours', 'peer', 'uplot'] as const);
  const module =
    impl === 'ours'
      ? await import('./chart/ours')
      : impl === 'peer'
        ? await import('./chart/peer')
        : await import('./chart/uplot');
  const bench = module.mountChart(container, history);
  window.__live = liveWalk(bench);
  window.__bench = bench;
}

void start();
