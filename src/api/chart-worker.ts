/// <reference types="vite-plugin-comlink/client" />
/**
 * The window's chart worker, started ahead of its client: the boot module (src/boot.ts) starts it with
 * the page's first requests on a page that draws a chart, and the first chart client (chart-client.ts)
 * takes that one; every later client, or one with none started, gets a new worker.
 */
import type { ChartWorkerApi } from '../../workers/core/chart/chart-worker-api';

export type ChartWorkerRemote = ReturnType<typeof newChartWorker>;

let started: ChartWorkerRemote | null = null;

function newChartWorker() {
  // The plugin rewrites this constructor call at build time: keep it literal, options included.
  return new ComlinkWorker<ChartWorkerApi>(new URL('../../workers/chart.worker.ts', import.meta.url), {
    name: 'tradedeck-chart',
    type: 'module',
  });
}

/** Starts the chart worker now, for the first chart client to take. */
export function startChartWorker(): void {
  started ??= newChartWorker();
}

/** The worker started early, once; else a new one. */
export function takeChartWorker(): ChartWorkerRemote {
  const worker = started ?? newChartWorker();
  started = null;
  return worker;
}
