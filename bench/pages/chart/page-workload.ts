/**
 * What the chart bench pages (../chart-render.ts, ../chart-indicators.ts) drive their charts with: the
 * seeded history, the live walk the harness starts and stops, and the globals the harness reads. A module
 * of its own so that a page does not import another page (each runs itself as it loads).
 */
import type { Candle } from '../../../workers/core/chart/candle-builder';
import { generateBars } from '../../chart/data';
import { START_BARS, type ChartRenderBench } from './page-api';

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

/**
 * A chart page's query, `?impl=<one of impls>&bars=N&end=<unix s on a minute>`, and its `#chart`; throws
 * saying what is wrong.
 */
export function readChartPage<Impl extends string>(
  impls: readonly Impl[],
): { impl: Impl; history: Candle[]; container: HTMLElement } {
  const query = new URLSearchParams(location.search);
  const impl = query.get('impl');
  const bars = Number(query.get('bars') ?? 5_000);
  const end = Number(query.get('end'));
  if (!impls.includes(impl as Impl)) throw new Error(`impl must be ${impls.join(', ')}, not ${impl}`);
  if (!Number.isInteger(bars) || bars < START_BARS) throw new Error(`bars must be ≥ ${START_BARS}`);
  if (!Number.isInteger(end) || end % 60 !== 0) throw new Error('end must be a minute in unix seconds');
  const container = document.getElementById('chart');
  if (!container) throw new Error('the page has no #chart');
  return { impl: impl as Impl, history: benchHistory(bars, end), container };
}
