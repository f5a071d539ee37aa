/**
 * The chart worker: a dedicated Worker per window, serving every chart panel of that window (charts by
 * id) over Comlink (exposed by vite-plugin-comlink). A thin wrapper around ChartService: series come in
 * transferred by the client and go back with their buffers transferred, never as arrays of objects.
 */
import * as Comlink from 'comlink';
import type { ForecastResult } from './core/forecast';
import type { CandleInterval } from '../contract/intervals';
import type { Candle, TradeInput } from './core/chart/candle-builder';
import { viewBuffers, type ChartPrepend, type ChartTail, type ChartView } from './core/chart/chart-engine';
import { ChartService, type ForecastChart, type OpenChartOptions } from './core/chart/chart-service';
import type { ChartWorkerApi } from './core/chart/chart-worker-api';
import type { IndicatorLines, IndicatorRequest } from './core/chart/indicators';
import type { RangeHighLow } from './core/chart/range-extremes';
import { seriesBuffers, type CandleSeries } from './core/chart/series';

const service = new ChartService();

function sendView<T extends ChartView | ChartTail>(view: T): T {
  return Comlink.transfer(view, viewBuffers(view));
}

export function open(
  id: string,
  interval: CandleInterval,
  history: CandleSeries,
  options?: OpenChartOptions,
): ChartView {
  return sendView(service.open(id, interval, history, options));
}

export function applyTrades(id: string, trades: TradeInput): ChartTail {
  return sendView(service.applyTrades(id, trades));
}

export function setBar(id: string, bar: Candle): ChartTail {
  return sendView(service.setBar(id, bar));
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

export function indicator(id: string, request: IndicatorRequest): IndicatorLines {
  const lines = service.indicator(id, request);
  return Comlink.transfer(
    lines,
    Object.values(lines).map((line) => line.buffer as ArrayBuffer),
  );
}

export function forecast(id: string, request: ForecastChart, nowMs: number): ForecastResult {
  const result = service.forecast(id, request, nowMs);
  return result.ok
    ? Comlink.transfer(result, [
        result.overlay.up.buffer as ArrayBuffer,
        result.overlay.down.buffer as ArrayBuffer,
      ])
    : result;
}

export function aggregate(series: CandleSeries, interval: CandleInterval): CandleSeries {
  const out = service.aggregate(series, interval);
  return Comlink.transfer(out, seriesBuffers(out));
}

export function close(id: string): void {
  service.close(id);
}

// src/api types its Comlink remote with this API (workers/core/chart/chart-worker-api.ts):
// the exports above must keep to it.
const _api: ChartWorkerApi = {
  open,
  applyTrades,
  setBar,
  prepend,
  view,
  highLow,
  indicator,
  forecast,
  aggregate,
  close,
};
