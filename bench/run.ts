/**
 * `npm run bench`: every bench of the project, each figure printed beside a named peer measured on the
 * same data in the same run (and the issue's target where it sets one), saved as JSON under
 * bench/results/ (one record per figure). `npm run bench -- --compare` also prints each figure beside
 * the last saved run's. `--only <id>[,<id>…]` runs some of the benches. The Chromium benches run the
 * production build of their pages (built once per run), `--rounds N` rounds per figure (default 3), the
 * side going first alternating, each round after waiting up to `--quiet-wait S` seconds (default 180)
 * for a quiet machine. No figure is a pass/fail threshold; a bench that cannot run (no simulator, no
 * Chromium) is reported and the rest still run.
 *
 *   chart/aggregation-bench.ts     trades → candles, 1-minute → longer intervals vs candle objects (Node)
 *   chart/moving-average-bench.ts  SMA 15/60 + volume SMA 20 vs technicalindicators (Node)
 *   chart/indicator-bench.ts       every indicator of the library, a live tick and a new bar, vs trading-signals (Node)
 *   chart/range-bench.ts           high/low range queries vs a linear scan (Node)
 *   forecast/forecast-bench.ts     the forecast's compute time (Node)
 *   feed/decode-bench.ts           decodeFrame + columnar ticker table vs zod + a Map of objects (Node)
 *   matching/matching-bench.ts     the matching core vs nodejs-order-book on one seeded stream, 10,000 resting (Node)
 *   order-panel/fill-estimate-bench.ts  the pre-trade estimate per keystroke on a 30-level book vs the matching core on a cloned book and cumulative level objects (Node)
 *   matching/placement-bench.ts    POST an order over HTTP to the simulator (checks + SQLite commit): orders/s, p99 (Node)
 *   alerts/alert-evaluation-bench.ts  10,000 alerts over 200 coins at 5,000 trades/s vs the simulator with none (Node)
 *   chart/worker-bench.ts          chart worker round trip vs the same call in-thread (Chromium)
 *   feed/latency-bench.ts          frame → main thread through the SharedWorker feed vs a naive socket (Chromium)
 *   chart-render/chart-render-bench.ts  the chart's frames: cold start, live updates, pan/zoom vs lightweight-charts (Chromium)
 *   chart-render/indicator-chart-bench.ts  the same with Bollinger, EMA, VWAP and volume/RSI/MACD panes vs lightweight-charts panes + trading-signals (Chromium)
 *   chart-render/drawing-chart-bench.ts  the chart with 200 drawings vs the same chart with none: its workloads, the pointer over the plot, a drawing dragged (Chromium)
 *   coin-list/coin-list-bench.ts   the coin list's main-thread time per frame vs DOM rows with TanStack Virtual (Chromium)
 *   order-book/order-book-bench.ts the order book under 2,000 depth deltas/s + 200 trades/s vs DOM rows with TanStack Virtual, production build (Chromium)
 *   workspace/workspace-bench.ts   8 live chart panels + the coin list in one window vs lightweight-charts ×8 + DOM rows (Chromium)
 *   crosshair/crosshair-bench.ts   a linked crosshair across 4 windows: script per pointer move in each vs lightweight-charts' and uPlot's sync (Chromium)
 *   cold-start/cold-start-bench.ts the chart popup and trade page built and served by --dist: cold start and JS bytes vs a lightweight-charts page (Chromium)
 *   soak/soak-bench.ts             LONG (≈ 13 min, only with --only soak): 10 min of 5,000 trades/s, 20 sockets, 8 charts: server RSS, event-loop delay, app heap
 *   workspace/chart-heap-bench.ts  LONG (≈ 6 min a round, only with --only chart-heap): the chart's heap over 5 min of live updates (Chromium)
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runAggregationBench } from './chart/aggregation-bench';
import { runIndicatorBench } from './chart/indicator-bench';
import { runMovingAverageBench } from './chart/moving-average-bench';
import { runRangeBench } from './chart/range-bench';
import { runChartWorkerBench } from './chart/worker-bench';
import { runChartRenderBench } from './chart-render/chart-render-bench';
import { runDrawingChartBench } from './chart-render/drawing-chart-bench';
import { runIndicatorChartBench } from './chart-render/indicator-chart-bench';
import { runCoinListBench } from './coin-list/coin-list-bench';
import { runColdStartBench } from './cold-start/cold-start-bench';
import { runCrosshairBench } from './crosshair/crosshair-bench';
import { runDecodeBench } from './feed/decode-bench';
import { runLatencyBench } from './feed/latency-bench';
import { runAlertEvaluationBench } from './alerts/alert-evaluation-bench';
import { runMatchingBench } from './matching/matching-bench';
import { runPlacementBench } from './matching/placement-bench';
import { runFillEstimateBench } from './order-panel/fill-estimate-bench';
import { runOrderBookBench } from './order-book/order-book-bench';
import { runSoakBench } from './soak/soak-bench';
import { runChartHeapBench } from './workspace/chart-heap-bench';
import { runWorkspaceBench } from './workspace/workspace-bench';
import {
  previousRecords,
  printSection,
  saveRun,
  againstEachPeer,
  targetMet,
  type BenchRun,
  type BenchSection,
} from './report';
import { DEFAULT_OPTIONS, type BenchOptions } from './rounds';

interface BenchModule {
  id: string;
  run(options: BenchOptions): Promise<BenchSection[]>;
  /** Runs only when --only names it. */
  long?: boolean;
}

const FORECAST_BENCH = join(dirname(fileURLToPath(import.meta.url)), 'forecast', 'forecast-bench.ts');

/** The forecast bench lives with the forecast; loaded by path so that the suite runs without it. */
async function runForecastBench(): Promise<BenchSection[]> {
  if (!existsSync(FORECAST_BENCH)) throw new Error(`${FORECAST_BENCH} does not exist yet`);
  const module = (await import(pathToFileURL(FORECAST_BENCH).href)) as {
    runForecastBench?: () => Promise<BenchSection[]>;
  };
  if (typeof module.runForecastBench !== 'function')
    throw new Error(`${FORECAST_BENCH} does not export runForecastBench()`);
  return module.runForecastBench();
}

const BENCHES: BenchModule[] = [
  { id: 'aggregation', run: runAggregationBench },
  { id: 'sma', run: runMovingAverageBench },
  { id: 'indicators', run: runIndicatorBench },
  { id: 'range', run: runRangeBench },
  { id: 'forecast', run: runForecastBench },
  { id: 'decode', run: () => runDecodeBench() },
  { id: 'matching', run: runMatchingBench },
  { id: 'placement', run: runPlacementBench },
  { id: 'fill-estimate', run: runFillEstimateBench },
  { id: 'alerts', run: runAlertEvaluationBench },
  { id: 'chart-worker', run: runChartWorkerBench },
  { id: 'feed-latency', run: runLatencyBench },
  { id: 'chart-render', run: runChartRenderBench },
  { id: 'chart-indicators', run: runIndicatorChartBench },
  { id: 'chart-drawings', run: runDrawingChartBench },
  { id: 'coin-list', run: runCoinListBench },
  { id: 'order-book', run: runOrderBookBench },
  { id: 'workspace', run: runWorkspaceBench },
  { id: 'crosshair', run: runCrosshairBench },
  { id: 'cold-start', run: runColdStartBench },
  { id: 'chart-heap', run: runChartHeapBench, long: true },
  { id: 'soak', run: runSoakBench, long: true },
];

interface Args {
  compare: boolean;
  only: Set<string> | null;
  options: BenchOptions;
}

/** A whole number ≥ `min` given to `option`. */
function count(option: string, value: string | undefined, min: number): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`${option} takes a whole number ≥ ${min}`);
  return parsed;
}

function parseArgs(argv: readonly string[]): Args {
  let compare = false;
  let only: Set<string> | null = null;
  const options = { ...DEFAULT_OPTIONS };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (name === '--compare') compare = true;
    else if (name === '--only') {
      only = new Set((value() ?? '').split(',').filter(Boolean));
      const unknown = [...only].filter((id) => !BENCHES.some((bench) => bench.id === id));
      if (unknown.length > 0 || only.size === 0)
        throw new Error(`--only takes bench ids from: ${BENCHES.map((bench) => bench.id).join(', ')}`);
    } else if (name === '--rounds') options.rounds = count('--rounds', value(), 1);
    else if (name === '--quiet-wait') options.quietWaitMs = count('--quiet-wait', value(), 0) * 1000;
    else
      throw new Error(
        `unknown option ${arg}: expected --compare, --only <ids>, --rounds <n> or --quiet-wait <seconds>`,
      );
  }
  return { compare, only, options };
}

async function main(): Promise<void> {
  const { compare, only, options } = parseArgs(process.argv.slice(2));
  const previous = compare ? previousRecords() : null;
  if (previous)
    console.log(
      previous.newest
        ? `Comparing each figure with its last saved value (newest run ${previous.newest})`
        : 'No saved run to compare with yet.',
    );
  const run: BenchRun = {
    date: new Date().toISOString(),
    node: process.version,
    loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
    sections: [],
    rounds: options.rounds,
    failures: [],
  };
  console.log(`Node ${run.node}, ${cpus().length} cores, load average ${run.loadAverage.join(' ')}`);
  const started = performance.now();
  for (const bench of BENCHES) {
    if (only ? !only.has(bench.id) : bench.long) continue;
    try {
      const sections = await bench.run(options);
      for (const section of sections) {
        printSection(section, previous?.records);
        run.sections.push(section);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      run.failures.push({ bench: bench.id, message });
      console.error(`\n${bench.id}: not measured: ${message}`);
    }
  }
  const records = run.sections.flatMap((section) => section.records);
  const targeted = records.flatMap(againstEachPeer).filter((figure) => figure.target);
  const met = targeted.filter((record) => targetMet(record)).length;
  console.log(
    `\n${records.length} figures in ${((performance.now() - started) / 1000).toFixed(0)} s; ` +
      `targets met: ${met} of ${targeted.length}${run.failures.length > 0 ? `; benches not measured: ${run.failures.map((f) => f.bench).join(', ')}` : ''}`,
  );
  console.log(`Results saved to ${saveRun(run)}`);
  if (run.failures.length > 0) process.exitCode = 1;
}

await main();
