/**
 * What the chart worker serves, as plain synchronous methods: live charts by id (one per chart panel of
 * a window), and stateless aggregation. chart.worker.ts wraps it with Comlink and transfers the results'
 * buffers; the in-thread chart client calls it directly.
 */
import { computeForecast, type ForecastResult, type ForecastTarget } from '../forecast';
import { intervalSeconds, isCandleInterval, type CandleInterval } from '../../../contract/intervals';
import { aggregateSeries } from './aggregate';
import type { TradeBatch } from '../feed/trade-routes';
import type { Candle } from './candle-builder';
import {
  ChartEngine,
  LIVE_MAX_BARS,
  type ChartPrepend,
  type ChartView,
  type IndicatorLinesSet,
  type IndicatorSpec,
} from './chart-engine';
import { LiveChart, type ChartUpdate } from './live-chart';
import type { RangeHighLow } from './range-extremes';
import { checkSeries, type CandleSeries } from '../base/series';

/** What the forecast needs to know besides the chart's bars and interval. */
export type ForecastChart = Omit<ForecastTarget, 'interval'>;

export interface OpenChartOptions {
  /** Trades before this time (unix ms) are already in the history (CandleBuilder rule 2). */
  coveredUntilMs?: number;
  /** Most bars kept live; default LIVE_MAX_BARS. */
  maxBars?: number;
  /**
   * The indicators the chart keeps from this open on (ChartEngine.setIndicators), their lines in the
   * view; absent: the ones it kept.
   */
  indicators?: IndicatorSpec[];
}

function checkInterval(interval: unknown): asserts interval is CandleInterval {
  if (!isCandleInterval(interval)) throw new RangeError(`unknown candle interval ${String(interval)}`);
}

export class ChartService {
  private readonly charts = new Map<string, LiveChart>();

  /**
   * Opens chart `id` on a history, or reopens it (a refetch, a new interval); returns the whole chart with
   * its averages and indicators. A reopen at the same interval and cap reuses the chart's columns and
   * tables; a reopen at another keeps the chart's indicators.
   */
  open(
    id: string,
    interval: CandleInterval,
    history: CandleSeries,
    options: OpenChartOptions = {},
  ): ChartView {
    checkInterval(interval);
    const maxBars = options.maxBars ?? LIVE_MAX_BARS;
    const live = this.charts.get(id) ?? new LiveChart();
    const existing = live.engine;
    const engine =
      existing && existing.interval === interval && existing.maxBars === maxBars
        ? existing
        : new ChartEngine(interval, { maxBars });
    // Set before the load, which computes them over the new bars (an unchanged one keeps its state until
    // then); a bad spec throws here and leaves any chart already open under this id as it was.
    const indicators = options.indicators ?? existing?.indicatorSpecs;
    if (indicators && (engine !== existing || options.indicators)) engine.setIndicators(indicators);
    // A bad history throws here and leaves any chart already open under this id as it was.
    const view = engine.load(history, options.coveredUntilMs);
    this.charts.set(id, live);
    live.opened(engine);
    return view;
  }

  /**
   * Trades of chart `id` wait for its next open (the window is loading its history); a chart not open
   * yet is made ready to take its trades this way.
   */
  hold(id: string): void {
    const live = this.charts.get(id);
    if (live) live.hold();
    else this.charts.set(id, new LiveChart());
  }

  /** A batch of the chart's coin's trades (time in ms), in arrival order; true when an update waits. */
  receive(id: string, batch: TradeBatch): boolean {
    return this.charts.get(id)?.receive(batch) ?? false;
  }

  /** Some chart has an update for the window. */
  get hasUpdates(): boolean {
    for (const live of this.charts.values()) if (live.hasUpdate) return true;
    return false;
  }

  /** Every chart's update since the last take: at most one tail per chart. */
  takeUpdates(): ChartUpdate[] {
    const updates: ChartUpdate[] = [];
    for (const [id, live] of this.charts) {
      const update = live.takeUpdate(id);
      if (update) updates.push(update);
    }
    return updates;
  }

  /**
   * A whole bar of chart `id` (CandleBuilder.setBar rules; a bad candle throws): its bars go out with the
   * chart's next update, as trades' do. True when an update waits; a chart not open drops it.
   */
  setBar(id: string, bar: Candle): boolean {
    return this.charts.get(id)?.setBar(bar) ?? false;
  }

  /** Older history (bars before the chart's first) in front of chart `id`; returns the whole chart. */
  prepend(id: string, older: CandleSeries): ChartPrepend {
    const live = this.live(id);
    const prepended = live.engine!.prepend(older);
    live.replaced();
    return prepended;
  }

  view(id: string): ChartView {
    return this.chart(id).view();
  }

  highLow(id: string, from: number, to: number): RangeHighLow | null {
    return this.chart(id).highLow(from, to);
  }

  /** The indicators chart `id` keeps from now on (ChartEngine.setIndicators), with their lines. */
  setIndicators(id: string, specs: readonly IndicatorSpec[]): IndicatorLinesSet {
    return this.chart(id).setIndicators(specs);
  }

  /**
   * The forecast over the chart's closed bars (those that ended by `nowMs`): validity first (spec order),
   * then the next bar's pair and the overlay, whose `start` indexes this chart's series. The forecast
   * itself reads at most its last FORECAST_MAX_BARS bars.
   */
  forecast(id: string, request: ForecastChart, nowMs: number): ForecastResult {
    const engine = this.chart(id);
    const series = engine.series;
    const lastEndSec = nowMs / 1000 - intervalSeconds(engine.interval);
    let closed = series.length;
    while (closed > 0 && series.time[closed - 1]! > lastEndSec) closed -= 1;
    // The same columns, cut at the last closed bar: no copy.
    return computeForecast({ ...series, length: closed }, { ...request, interval: engine.interval });
  }

  aggregate(series: CandleSeries, interval: CandleInterval): CandleSeries {
    checkInterval(interval);
    checkSeries(series);
    return aggregateSeries(series, interval);
  }

  close(id: string): void {
    this.charts.delete(id);
  }

  get size(): number {
    return this.charts.size;
  }

  /** The live engine of a chart (tests, benches, the forecast). */
  chart(id: string): ChartEngine {
    return this.live(id).engine!;
  }

  private live(id: string): LiveChart {
    const live = this.charts.get(id);
    if (!live?.engine) throw new Error(`no chart ${id} is open in this worker`);
    return live;
  }
}
