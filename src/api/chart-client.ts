/// <reference types="vite-plugin-comlink/client" />
/**
 * The main thread's side of the chart core: a ChartClient over the chart worker (a dedicated Worker per
 * window, serving all of its chart panels by id) or over the same core in this thread (tests, tools).
 * Both behave the same, except that the worker client TRANSFERS the series and trades it is given: their
 * buffers belong to the worker afterwards (the caller's arrays are detached).
 */
import * as Comlink from 'comlink';
import { endpointSymbol } from 'vite-plugin-comlink/symbol';
import type { CandleInterval } from '../../contract/intervals';
import { selectTrades, type Candle, type TradeInput } from '../../workers/core/chart/candle-builder';
import type { ChartPrepend, ChartTail, ChartView } from '../../workers/core/chart/chart-engine';
import {
  ChartService,
  type ForecastChart,
  type OpenChartOptions,
} from '../../workers/core/chart/chart-service';
import type { ForecastResult } from '../../workers/core/forecast';
import type { IndicatorLines, IndicatorRequest } from '../../workers/core/chart/indicators';
import type { RangeHighLow } from '../../workers/core/chart/range-extremes';
import { seriesBuffers, type CandleSeries } from '../../workers/core/chart/series';
import type { ChartWorkerApi } from '../../workers/core/chart/chart-worker-api';

export type { ChartPrepend, ChartTail, ChartView, ForecastChart, ForecastResult, OpenChartOptions };

// The chart feature reaches the pure chart core only through this client: these rules run in-thread too.
export { seriesFromColumns, type CandleSeries } from '../../workers/core/chart/series';
export {
  FORECAST_MAX_BARS,
  validateForecast,
  type ForecastMessageKey,
  type ForecastPair,
} from '../../workers/core/forecast';
// The history paging rules, whole: the chart controller pages older bars in with them.
export * from '../../workers/core/chart/history-paging';

/** The feed's trade columns (feed-types TradeColumns) or any columns with a slot per trade. */
export type SlottedTrades = TradeInput & { slot: ArrayLike<number> };

export interface ChartClient {
  /**
   * Opens chart `id` on a REST history (transferred to a worker) and returns it with its averages. The
   * view's series may be the history's own columns handed back (in-thread: the same object).
   */
  open(
    id: string,
    interval: CandleInterval,
    history: CandleSeries,
    options?: OpenChartOptions,
  ): Promise<ChartView>;
  /** Feeds the trades of ticker slot `slot` out of a change set's trade columns (others are ignored). */
  applyTrades(id: string, trades: SlottedTrades, slot: number): Promise<ChartTail>;
  /** A whole bar from elsewhere: replaces the last bar at the same time, appends a later one. */
  setBar(id: string, bar: Candle): Promise<ChartTail>;
  view(id: string): Promise<ChartView>;
  /**
   * Older history (bars before the chart's first, transferred to a worker) in front of chart `id`;
   * returns the whole chart, whose earlier indices moved up by `added`.
   */
  prepend(id: string, older: CandleSeries): Promise<ChartPrepend>;
  highLow(id: string, from: number, to: number): Promise<RangeHighLow | null>;
  indicator(id: string, request: IndicatorRequest): Promise<IndicatorLines>;
  /**
   * The forecast over the chart's bars closed by `nowMs` (default: now): the spec's validity checks in
   * order, then the next bar's probabilities and the overlay (indices into the chart's series).
   */
  forecast(id: string, request: ForecastChart, nowMs?: number): Promise<ForecastResult>;
  /** Candles of a shorter interval into `interval` (the series is transferred to a worker). */
  aggregate(series: CandleSeries, interval: CandleInterval): Promise<CandleSeries>;
  close(id: string): Promise<void>;
  /** Stops the worker; later calls reject. */
  dispose(): void;
}

function tradeBuffers(trades: ReturnType<typeof selectTrades>): ArrayBuffer[] {
  return [trades.time.buffer, trades.price.buffer, trades.quantity.buffer] as ArrayBuffer[];
}

/** A chart client over a new chart worker. */
export function createChartClient(): ChartClient {
  // The plugin rewrites this constructor call at build time: keep it literal, options included.
  const remote = new ComlinkWorker<ChartWorkerApi>(
    new URL('../../workers/chart.worker.ts', import.meta.url),
    {
      name: 'tradedeck-chart',
      type: 'module',
    },
  );
  return createRemoteChartClient(remote, () => remote[endpointSymbol].terminate());
}

/** A chart client over any Comlink remote of the chart worker's API (e.g. a worker started elsewhere). */
export function createRemoteChartClient(
  remote: Comlink.Remote<ChartWorkerApi>,
  terminate: () => void,
): ChartClient {
  let disposed = false;
  const live = () => {
    if (disposed) throw new Error('this chart client was disposed');
    return remote;
  };
  return {
    open: async (id, interval, history, options) =>
      live().open(id, interval, Comlink.transfer(history, seriesBuffers(history)), options),
    applyTrades: async (id, trades, slot) => {
      const own = selectTrades(trades, slot);
      return live().applyTrades(id, Comlink.transfer(own, tradeBuffers(own)));
    },
    setBar: async (id, bar) => live().setBar(id, bar),
    view: async (id) => live().view(id),
    prepend: async (id, older) => live().prepend(id, Comlink.transfer(older, seriesBuffers(older))),
    highLow: async (id, from, to) => live().highLow(id, from, to),
    indicator: async (id, request) => live().indicator(id, request),
    forecast: async (id, request, nowMs = Date.now()) => live().forecast(id, request, nowMs),
    aggregate: async (series, interval) =>
      live().aggregate(Comlink.transfer(series, seriesBuffers(series)), interval),
    close: async (id) => live().close(id),
    dispose() {
      if (disposed) return;
      disposed = true;
      remote[Comlink.releaseProxy]();
      terminate();
    },
  };
}

/** The same core in this thread: nothing is transferred, results are copies as from the worker. */
export function createInThreadChartClient(service = new ChartService()): ChartClient {
  let disposed = false;
  const live = () => {
    if (disposed) throw new Error('this chart client was disposed');
    return service;
  };
  return {
    open: async (id, interval, history, options) => live().open(id, interval, history, options),
    applyTrades: async (id, trades, slot) => live().applyTrades(id, selectTrades(trades, slot)),
    setBar: async (id, bar) => live().setBar(id, bar),
    view: async (id) => live().view(id),
    prepend: async (id, older) => live().prepend(id, older),
    highLow: async (id, from, to) => live().highLow(id, from, to),
    indicator: async (id, request) => live().indicator(id, request),
    forecast: async (id, request, nowMs = Date.now()) => live().forecast(id, request, nowMs),
    aggregate: async (series, interval) => live().aggregate(series, interval),
    close: async (id) => live().close(id),
    dispose() {
      disposed = true;
    },
  };
}
