/**
 * Bench page: `/bench/pages/chart-render.html?impl=ours|peer|uplot&bars=5000&end=<unix s>` draws the same
 * seeded one-minute candles (the last at `end`) with MA 15/60, volume and volume MA 20 at 1280×720 on the
 * last 240 bars, by Tradedeck's chart (ChartController, ChartScene, the shared renderer), by
 * lightweight-charts (`peer`) or by uPlot, and exposes `window.__bench` for bench/chart-render to drive.
 */
import type { Candle } from '../../workers/core/chart/candle-builder';
import { generateBars } from '../chart/data';
import { START_BARS, type ChartRenderBench } from './chart/page-api';

// What the page and its mounts (chart/ours.ts, chart/peer.ts, chart/uplot.ts) share lives in chart/page-api.ts, which
// both sides import, so that the mounts do not import this page back (an import cycle). The benches that
// drive the page keep importing its interface from here.
export type { ChartRenderBench } from './chart/page-api';

/** The live workload, started and stopped by the harness: stop() says how many updates were sent. */
export interface LiveWalk {
  start(): void;
  stop(): number;
}

declare global {
  interface Window {
    __bench?: ChartRenderBench;
    __live?: LiveWalk;
  }
}

/**
 * The live workload of the chart benches: a seeded random walk of the last candle 60 times a second,
 * and a new candle every second.
 */
export function liveWalk(bench: ChartRenderBench): LiveWalk {
  let timer: ReturnType<typeof setInterval> | undefined;
  let sent = 0;
  return {
    start() {
      let seed = 12_345;
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return seed / 2_147_483_648;
      };
      let bar = bench.lastBar();
      let nextBar = performance.now() + 1_000;
      sent = 0;
      timer = setInterval(() => {
        const price = bar.close * (1 + (random() - 0.5) * 0.002);
        const quantity = 0.01 + random();
        if (performance.now() >= nextBar) {
          nextBar += 1_000;
          bar = { time: bar.time + 60, open: price, high: price, low: price, close: price, volume: quantity };
        } else
          bar = {
            ...bar,
            high: Math.max(bar.high, price),
            low: Math.min(bar.low, price),
            close: price,
            volume: bar.volume + quantity,
          };
        bench.update(bar);
        sent += 1;
      }, 1_000 / 60);
    },
    stop() {
      clearInterval(timer);
      return sent;
    },
  };
}

/** The history both pages draw: bench/chart/data's seeded bars moved so that the last opens at `end`. */
export function benchHistory(bars: number, end: number): Candle[] {
  const series = generateBars(bars);
  const out: Candle[] = [];
  for (let i = 0; i < series.length; i += 1)
    out.push({
      time: end - (series.length - 1 - i) * 60,
      open: series.open[i]!,
      high: series.high[i]!,
      low: series.low[i]!,
      close: series.close[i]!,
      volume: series.volume[i]!,
    });
  return out;
}

async function start(): Promise<void> {
  const query = new URLSearchParams(location.search);
  const impl = query.get('impl');
  const bars = Number(query.get('bars') ?? 5_000);
  const end = Number(query.get('end'));
  if (impl !== 'ours' && impl !== 'peer' && impl !== 'uplot')
    throw new Error(`impl must be ours, peer or uplot, not ${impl}`);
  if (!Number.isInteger(bars) || bars < START_BARS) throw new Error(`bars must be ≥ ${START_BARS}`);
  if (!Number.isInteger(end) || end % 60 !== 0) throw new Error('end must be a minute in unix seconds');
  const container = document.getElementById('chart');
  if (!container) throw new Error('the page has no #chart');
  const history = benchHistory(bars, end);
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
