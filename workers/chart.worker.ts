/**
 * The chart worker: a dedicated Worker per window, serving every chart panel of that window (charts by
 * id) over Comlink (exposed by vite-plugin-comlink). A thin wrapper around ChartService: series come in
 * transferred by the client and go back with their buffers transferred, never as arrays of objects.
 *
 * Live trades come straight from the feed worker, one port per chart (connectTrades); the charts' updates
 * go to the window on this worker's own port, at most one message in flight (UpdatePump), and the window
 * answers on it once per frame (ChartFrameMessage: updates taken, and the whole bars it set).
 */
import * as Comlink from 'comlink';
import { forecastBuffers, type ForecastResult } from './core/forecast';
import type { CandleInterval } from '../contract/intervals';
import {
  indicatorBuffers,
  viewBuffers,
  type ChartPrepend,
  type ChartView,
  type IndicatorLinesSet,
  type IndicatorSpec,
} from './core/chart/chart-engine';
import { ChartService, type ForecastChart, type OpenChartOptions } from './core/chart/chart-service';
import {
  isChartFrameMessage,
  type ChartUpdatesMessage,
  type ChartWorkerApi,
} from './core/chart/chart-worker-api';
import type { RangeHighLow } from './core/chart/range-extremes';
import { seriesBuffers, type CandleSeries } from './core/base/series';
import { UpdatePump } from './core/chart/update-pump';
import { systemScheduler } from './core/base/scheduler';
import type { TradeBatch } from './core/feed/trade-routes';

const service = new ChartService();
const tradePorts = new Map<string, MessagePort>();

const pump = new UpdatePump(() => {
  const chartUpdates = service.takeUpdates();
  if (chartUpdates.length === 0) return false;
  const message: ChartUpdatesMessage = { chartUpdates };
  const transfers = chartUpdates.flatMap((update) => (update.tail ? viewBuffers(update.tail) : []));
  globalThis.postMessage(message, { transfer: transfers });
  return true;
}, systemScheduler);

globalThis.addEventListener('message', (event: MessageEvent<unknown>) => {
  const { data } = event;
  if (!isChartFrameMessage(data)) return;
  let changed = false;
  for (let i = 0; i < data.bars.length; i += 1)
    changed = service.setBar(data.chartIds[i]!, data.bars[i]!) || changed;
  if (changed) pump.notify();
  if (data.updatesTaken) pump.taken();
});

function notifyIfUpdates(): void {
  if (service.hasUpdates) pump.notify();
}

function sendView<T extends ChartView>(view: T): T {
  return Comlink.transfer(view, viewBuffers(view));
}

export function open(
  id: string,
  interval: CandleInterval,
  history: CandleSeries,
  options?: OpenChartOptions,
): ChartView {
  const view = sendView(service.open(id, interval, history, options));
  // Trades that waited for the history go out as the next update.
  notifyIfUpdates();
  return view;
}

export function connectTrades(id: string, port: MessagePort): void {
  tradePorts.get(id)?.close();
  tradePorts.set(id, port);
  port.onmessage = (event: MessageEvent<TradeBatch>) => {
    if (service.receive(id, event.data)) pump.notify();
  };
}

export function holdTrades(id: string): void {
  service.hold(id);
}

export function prepend(id: string, older: CandleSeries): ChartPrepend {
  return sendView(service.prepend(id, older));
}

export function view(id: string): ChartView {
  return sendView(service.view(id));
}

export function highLow(id: string, from: number, to: number): RangeHighLow | null {
  return service.highLow(id, from, to);
}

export function setIndicators(id: string, specs: IndicatorSpec[]): IndicatorLinesSet {
  const set = service.setIndicators(id, specs);
  return Comlink.transfer(set, indicatorBuffers(set));
}

export function forecast(id: string, request: ForecastChart, nowMs: number): ForecastResult {
  const result = service.forecast(id, request, nowMs);
  return Comlink.transfer(result, forecastBuffers(result));
}

export function aggregate(series: CandleSeries, interval: CandleInterval): CandleSeries {
  const out = service.aggregate(series, interval);
  return Comlink.transfer(out, seriesBuffers(out));
}

export function close(id: string): void {
  tradePorts.get(id)?.close();
  tradePorts.delete(id);
  service.close(id);
}

// src/api types its Comlink remote with this API (workers/core/chart/chart-worker-api.ts):
// the exports above must keep to it.
const _api: ChartWorkerApi = {
  open,
  connectTrades,
  holdTrades,
  prepend,
  view,
  highLow,
  setIndicators,
  forecast,
  aggregate,
  close,
};
