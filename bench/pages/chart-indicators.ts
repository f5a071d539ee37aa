/**
 * Bench page: `/bench/pages/chart-indicators.html?impl=ours|peer&bars=5000&end=<unix s>` draws the
 * chart-render page's seeded one-minute candles (the last at `end`) at 1280×720 on the last 240 bars with
 * the indicators of chart/indicator-set.ts — Bollinger bands (20, 2), EMA 20 and the session VWAP over the
 * price; volume, RSI 14 and MACD 12/26/9 in three panes below it — by Tradedeck's chart, its chart worker
 * computing them (chart/ours-indicators.ts), or by lightweight-charts 5 in panes with trading-signals
 * computing them on the page (chart/peer-indicators.ts), and exposes `window.__bench` and `window.__live`
 * as the chart-render page does, for bench/chart-render/indicator-chart-bench.ts to drive.
 */
import { liveWalk, readChartPage } from './chart/page-workload';

async function start(): Promise<void> {
  const { impl, history, container } = readChartPage(['ours', 'peer'] as const);
  const module =
    impl === 'ours' ? await import('./chart/ours-indicators') : await import('./chart/peer-indicators');
  const bench = module.mountChart(container, history);
  window.__live = liveWalk(bench);
  window.__bench = bench;
}

void start();
