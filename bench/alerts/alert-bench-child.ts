/**
 * One side of the alert-evaluation bench in a process of its own, so that its event-loop delay and CPU
 * are that side's alone: the simulator (buildServer: the market model at the given trade rate on the
 * server's market clock, the feed hub, the stores; no listening socket, no client), with — on the alerts
 * side — the alert evaluator on its market over the given number of active alerts, kept in an in-memory
 * database of their own (members at ALERTS_PER_MEMBER_MAX each over the 200 most traded coins:
 * alert-bench-setup.ts; the server's database holds only its demo members), each firing stored as a
 * notification row in the same transaction. After a warm-up it waits for second 50 of a minute and measures
 * 20 s, so every round holds exactly one minute's bar close; it answers the event-loop delay p99 and max
 * (perf_hooks monitorEventLoopDelay, 10 ms resolution), the process's CPU (user + system over wall time),
 * the trades, the firings and the alerts still on, over IPC, then exits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { AlertEvaluator } from '../../server/alerts/alert-evaluator';
import { AlertStore } from '../../server/alerts/alert-store';
import { DrawingStore } from '../../server/drawings/drawing-store';
import { SIM_CATALOGUE } from '../../server/market/listings';
import { buildServer } from '../../server/app';
import { benchDatabase, benchCoins, writeBenchAlerts, TableNotifications } from './alert-bench-setup';

export interface AlertBenchSample {
  delayP99: number;
  delayMax: number;
  /** Process CPU, percent of one core over the measured wall time. */
  cpu: number;
  trades: number;
  firings: number;
  /** Alerts held by the evaluator at the end (a `once` alert that fired is off). */
  held: number;
}

const [alertCount, rate] = process.argv.slice(2).map(Number);
if (alertCount === undefined || rate === undefined || !process.send)
  throw new Error('usage: forked with <alerts> <trade rate>');

const WARM_UP_MS = 5_000;
const MEASURE_MS = 20_000;
const MEASURE_FROM_SECOND = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = mkdtempSync(join(tmpdir(), 'tradedeck-alert-bench-'));
const server = await buildServer({ dataDir, tradeRate: rate, serveApp: 'none', reset: true });
const { model, now } = server.context;
const db = benchDatabase();
const alerts = new AlertStore(db, now, (coin) => model.price(SIM_CATALOGUE.listing(coin)!), false);
const drawings = new DrawingStore(db, now, () => {});
const notifications = new TableNotifications(db, now);
let trades = 0;
model.onTrade(() => {
  trades += 1;
});
let held = () => 0;
if (alertCount > 0) {
  writeBenchAlerts(alerts, drawings, benchCoins(model), alertCount, model);
  const evaluator = new AlertEvaluator({
    market: model,
    alerts,
    drawings,
    notifications,
    now,
    report: (error) => {
      throw error;
    },
  });
  evaluator.start();
  held = () => evaluator.size;
}

await sleep(WARM_UP_MS);
const second = Math.floor(now() / 1000) % 60;
await sleep((((MEASURE_FROM_SECOND - second + 60) % 60) * 1000) % 60_000);

const delay = monitorEventLoopDelay({ resolution: 10 });
const cpuBefore = process.cpuUsage();
const tradesBefore = trades;
const firingsBefore = notifications.count;
const start = performance.now();
delay.enable();
await sleep(MEASURE_MS);
delay.disable();
const wallMs = performance.now() - start;
const cpu = process.cpuUsage(cpuBefore);
await server.close();
rmSync(dataDir, { recursive: true, force: true });
const sample: AlertBenchSample = {
  delayP99: delay.percentile(99) / 1e6,
  delayMax: delay.max / 1e6,
  cpu: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
  trades: trades - tradesBefore,
  firings: notifications.count - firingsBefore,
  held: held(),
};
process.send(sample, () => process.exit(0));
