/**
 * The main thread's side of the chart core: a ChartClient over the chart worker (a dedicated Worker per
 * window, serving all of its chart panels by id) or over the same core in this thread (tests, tools).
 * Both behave the same, except that the worker client TRANSFERS the series and ports it is given: their
 * buffers belong to the worker afterwards (the caller's arrays are detached).
 *
 * Live trades never cross this thread: a chart's trade port (FeedClient.tradePort) goes to the worker
 * (connectTrades), the worker folds the trades in as they come, and the client hands each chart its
 * update (the bars that changed, as one tail) at most once per animation frame: the worker sends the
 * updates of every chart in one message and the next only after the client said, at its next frame,
 * that it took them. Whole bars set from this thread (setBar) go with that same message, once per frame.
 */
import * as Comlink from 'comlink';
import { endpointSymbol } from 'vite-plugin-comlink/symbol';
import { takeChartWorker } from './chart-worker';
import type { CandleInterval } from '../../contract/intervals';
import type { Candle } from '../../workers/core/chart/candle-builder';
import type {
  ChartPrepend,
  ChartTail,
  ChartView,
  IndicatorLinesSet,
  IndicatorSpec,
} from '../../workers/core/chart/chart-engine';
import type { ForecastChart, OpenChartOptions } from '../../workers/core/chart/chart-service';
import type { ForecastResult } from '../../workers/core/forecast';
import type { RangeHighLow } from '../../workers/core/chart/range-extremes';
import { seriesBuffers, type CandleSeries } from '../../workers/core/base/series';
import {
  isChartUpdatesMessage,
  type ChartFrameMessage,
  type ChartWorkerApi,
} from '../../workers/core/chart/chart-worker-api';
import type { ChartUpdate } from '../../workers/core/chart/live-chart';

export type {
  ChartPrepend,
  ChartTail,
  ChartUpdate,
  ChartView,
  ForecastChart,
  ForecastResult,
  OpenChartOptions,
};

// The chart feature reaches the pure chart core only through this client: these rules run in-thread too.
export { seriesFromColumns, type CandleSeries } from '../../workers/core/base/series';
export {
  FORECAST_MAX_BARS,
  sideHasSkill,
  validateForecast,
  type CalibrationBin,
  type Estimate,
  type ForecastMessageKey,
  type ForecastPair,
  type MeasuredSkill,
  type SideScore,
} from '../../workers/core/forecast';
// The history paging rules, whole: the chart controller pages older bars in with them.
export * from '../../workers/core/chart/history-paging';

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
  /**
   * Chart `id` takes its coin's trades from `port` (FeedClient.tradePort's; transferred to a worker),
   * replacing an earlier port. Trades that come before the chart's first holdTrades are dropped.
   */
  connectTrades(id: string, port: MessagePort): void;
  /** Chart `id`'s trades wait for its next open (call it before loading the history). */
  holdTrades(id: string): void;
  /**
   * Chart `id`'s updates: the bars its trades changed since the last (tail, to merge in order) and
   * whether trades were lost (reset: load the history again). At most one per animation frame.
   */
  onUpdate(id: string, listener: (update: ChartUpdate) => void): () => void;
  /**
   * A whole bar for chart `id`: the last bar's time replaces that bar, a later time appends it, an older
   * one is ignored (CandleBuilder.setBar). The bars set in a frame go to the worker together at the next
   * animation frame, and their bars come back with the chart's next update, as its trades' do: nothing
   * answers the call. A bad candle (candleProblem) is a bug of the caller: the worker throws it in its own
   * console (the in-thread client here).
   */
  setBar(id: string, bar: Candle): void;
  view(id: string): Promise<ChartView>;
  /**
   * Older history (bars before the chart's first, transferred to a worker) in front of chart `id`;
   * returns the whole chart, whose earlier indices moved up by `added`.
   */
  prepend(id: string, older: CandleSeries): Promise<ChartPrepend>;
  highLow(id: string, from: number, to: number): Promise<RangeHighLow | null>;
  /**
   * The indicators chart `id` keeps from now on, in order, with their lines over the whole chart; its
   * updates carry their lines from then on (ChartEngine.setIndicators; a bad spec rejects and changes
   * nothing).
   */
  setIndicators(id: string, specs: IndicatorSpec[]): Promise<IndicatorLinesSet>;
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

/** Hands each update to its chart's listener; a listener that throws does not keep the others from theirs. */
export class UpdateListeners {
  private readonly listeners = new Map<string, (update: ChartUpdate) => void>();

  add(id: string, listener: (update: ChartUpdate) => void): () => void {
    this.listeners.set(id, listener);
    return () => {
      if (this.listeners.get(id) === listener) this.listeners.delete(id);
    };
  }

  dispatch(updates: readonly ChartUpdate[]): void {
    for (const update of updates) {
      try {
        this.listeners.get(update.id)?.(update);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}

/** A chart client over the chart worker started early (chart-worker.ts), else a new one. */
export function createChartClient(): ChartClient {
  const remote = takeChartWorker();
  return createRemoteChartClient(remote, remote[endpointSymbol]);
}

/**
 * A chart client over any Comlink remote of the chart worker's API and the worker it wraps (the
 * updates come on the worker's own port, beside Comlink's answers).
 */
export function createRemoteChartClient(
  remote: Comlink.Remote<ChartWorkerApi>,
  worker: Worker,
  requestFrame: (callback: () => void) => number = (callback) => requestAnimationFrame(callback),
): ChartClient {
  let disposed = false;
  const live = () => {
    if (disposed) throw new Error('this chart client was disposed');
    return remote;
  };
  const listeners = new UpdateListeners();
  // What the worker gets at the next frame, in one message (its arrays reused: the message is a copy).
  const frame: ChartFrameMessage = { updatesTaken: false, chartIds: [], bars: [] };
  let frameAsked = false;
  const sendFrame = () => {
    frameAsked = false;
    if (disposed) return;
    worker.postMessage(frame);
    frame.updatesTaken = false;
    frame.chartIds.length = 0;
    frame.bars.length = 0;
  };
  const atNextFrame = () => {
    if (frameAsked) return;
    frameAsked = true;
    requestFrame(sendFrame);
  };
  const onMessage = (event: MessageEvent<unknown>) => {
    if (!isChartUpdatesMessage(event.data) || disposed) return;
    listeners.dispatch(event.data.chartUpdates);
    // The worker sends the next updates once this frame is drawn.
    frame.updatesTaken = true;
    atNextFrame();
  };
  worker.addEventListener('message', onMessage);
  return {
    open: async (id, interval, history, options) =>
      live().open(id, interval, Comlink.transfer(history, seriesBuffers(history)), options),
    connectTrades: (id, port) => void live().connectTrades(id, Comlink.transfer(port, [port])),
    holdTrades: (id) => void live().holdTrades(id),
    onUpdate: (id, listener) => listeners.add(id, listener),
    setBar(id, bar) {
      live();
      frame.chartIds.push(id);
      frame.bars.push(bar);
      atNextFrame();
    },
    view: async (id) => live().view(id),
    prepend: async (id, older) => live().prepend(id, Comlink.transfer(older, seriesBuffers(older))),
    highLow: async (id, from, to) => live().highLow(id, from, to),
    setIndicators: async (id, specs) => live().setIndicators(id, specs),
    forecast: async (id, request, nowMs = Date.now()) => live().forecast(id, request, nowMs),
    aggregate: async (series, interval) =>
      live().aggregate(Comlink.transfer(series, seriesBuffers(series)), interval),
    close: async (id) => live().close(id),
    dispose() {
      if (disposed) return;
      disposed = true;
      listeners.clear();
      worker.removeEventListener('message', onMessage);
      remote[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}
