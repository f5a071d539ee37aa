/**
 * The chart worker's API as a window sees it through Comlink: what workers/chart.worker.ts exports (it
 * checks itself against ChartWorkerApi), here in the core so that src/api can type its remote without
 * importing the worker entry. Series and views cross with their buffers transferred.
 *
 * Live trades do not come through this API: each chart gets a port (connectTrades) into which the feed
 * worker posts its coin's trades, and the worker posts the charts' updates to the window on its own
 * port, beside Comlink's answers (so in order with them), as ChartUpdatesMessage; the window answers at
 * its next animation frame (update-pump.ts) with a ChartFrameMessage, which also carries the whole bars
 * the window set since its last frame (their bars go out with the charts' next update).
 */
import type { CandleInterval } from '../../../contract/intervals';
import type { ForecastResult } from '../forecast';
import type { Candle } from './candle-builder';
import type { ChartPrepend, ChartView, IndicatorLinesSet, IndicatorSpec } from './chart-engine';
import type { ForecastChart, OpenChartOptions } from './chart-service';
import type { ChartUpdate } from './live-chart';
import type { RangeHighLow } from './range-extremes';
import type { CandleSeries } from '../base/series';

export interface ChartWorkerApi {
  open(id: string, interval: CandleInterval, history: CandleSeries, options?: OpenChartOptions): ChartView;
  /** Chart `id` takes its coin's trades from `port` (TradeBatch messages); an earlier port is closed. */
  connectTrades(id: string, port: MessagePort): void;
  /** Chart `id`'s trades wait for its next open (the window loads its history). */
  holdTrades(id: string): void;
  prepend(id: string, older: CandleSeries): ChartPrepend;
  view(id: string): ChartView;
  highLow(id: string, from: number, to: number): RangeHighLow | null;
  setIndicators(id: string, specs: IndicatorSpec[]): IndicatorLinesSet;
  forecast(id: string, request: ForecastChart, nowMs: number): ForecastResult;
  aggregate(series: CandleSeries, interval: CandleInterval): CandleSeries;
  close(id: string): void;
}

/** The worker's message to the window with its charts' updates (not a Comlink message: no id). */
export interface ChartUpdatesMessage {
  chartUpdates: ChartUpdate[];
}

/**
 * The window's message to the worker, at most one per animation frame (not a Comlink message, so nothing
 * answers it): whether the window took the last updates (the worker may send the next: update-pump.ts),
 * and the whole bars set since the last (ChartService.setBar), in order — `bars[i]` for chart
 * `chartIds[i]`.
 */
export interface ChartFrameMessage {
  updatesTaken: boolean;
  chartIds: string[];
  bars: Candle[];
}

export function isChartFrameMessage(data: unknown): data is ChartFrameMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as ChartFrameMessage).updatesTaken === 'boolean' &&
    Array.isArray((data as ChartFrameMessage).bars)
  );
}

export function isChartUpdatesMessage(data: unknown): data is ChartUpdatesMessage {
  return (
    typeof data === 'object' && data !== null && Array.isArray((data as ChartUpdatesMessage).chartUpdates)
  );
}
