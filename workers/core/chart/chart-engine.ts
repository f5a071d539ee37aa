/**
 * One live chart: its candles (REST history, then streamed trades), the three always-on moving averages
 * and the high/low table, kept up to date together. A trade in the open bar costs O(1) for the averages
 * and a 16-bar block plus O(log n) table entries for the high/low; trimming the oldest bars (at maxBars) rebuilds both, once every
 * maxBars / 8 appends. Older history paged in front (prepend, when the user scrolls back) rebuilds both
 * too, once per page.
 */
import type { CandleInterval } from '../../../contract/intervals';
import { CandleBuilder, type BarChanges, type Candle, type TradeInput } from './candle-builder';
import { computeIndicator, type IndicatorLines, type IndicatorRequest } from './indicators';
import { RollingSma } from './moving-average';
import { RangeExtremes, type RangeHighLow } from './range-extremes';
import { SERIES_FIELDS, sliceSeries, type CandleSeries } from '../base/series';

/** The chart's default averages (chart §9): 15 and 60 on close, 20 on volume. */
export const CLOSE_MA_PERIODS = [15, 60] as const;
export const VOLUME_MA_PERIOD = 20;
/** Bars a live chart keeps; the longest shortcut (2y daily) and the forecast's 5,000 bars fit. */
export const LIVE_MAX_BARS = 10_000;

export interface MovingAverages {
  close15: Float64Array;
  close60: Float64Array;
  volume20: Float64Array;
}

/** Bars [from, length) of the chart after a change, with their averages: copies, views of one buffer. */
export interface ChartTail {
  /** First bar index (after trimming) in `series`. */
  from: number;
  /** Bars dropped from the front since the last tail: earlier indices shift down by this. */
  trimmed: number;
  /** The chart's length now. */
  length: number;
  series: CandleSeries;
  averages: MovingAverages;
}

/** The whole chart, as compact copies. */
export interface ChartView {
  series: CandleSeries;
  averages: MovingAverages;
}

/** The whole chart after older bars were put in front: every earlier index moved up by `added`. */
export interface ChartPrepend extends ChartView {
  added: number;
}

/** A tail's columns: the six of the series and the three averages. */
const TAIL_COLUMNS = 9;

export interface ChartEngineOptions {
  maxBars?: number;
}

export class ChartEngine {
  private readonly builder: CandleBuilder;
  private readonly close15 = new RollingSma(CLOSE_MA_PERIODS[0]);
  private readonly close60 = new RollingSma(CLOSE_MA_PERIODS[1]);
  private readonly volume20 = new RollingSma(VOLUME_MA_PERIOD);
  private readonly extremes = new RangeExtremes();
  readonly maxBars: number;

  constructor(
    readonly interval: CandleInterval,
    options: ChartEngineOptions = {},
  ) {
    this.maxBars = options.maxBars ?? LIVE_MAX_BARS;
    this.builder = new CandleBuilder(interval, { maxBars: this.maxBars });
  }

  /** The live series (not a copy: read it, do not keep it across updates). */
  get series(): CandleSeries {
    return this.builder.series;
  }

  /** Trades the builder skipped, by rule (candle-builder.ts). */
  get skipped(): { rejected: number; covered: number; late: number } {
    const { rejected, covered, late } = this.builder;
    return { rejected, covered, late };
  }

  /**
   * Starts (over) from a REST history, reusing the columns; `coveredUntilMs` as in CandleBuilder.load.
   * The view returned may be the history itself (when it was kept whole): the engine keeps its own copy.
   */
  load(history: CandleSeries, coveredUntilMs?: number): ChartView {
    this.builder.load(history, coveredUntilMs);
    this.settle();
    // Kept whole and compact, the history is already the view's series: handing it back (through a
    // worker: its buffers travel back) saves six fresh columns per load.
    const whole =
      history.length === this.series.length &&
      SERIES_FIELDS.every((field) => history[field].length === history.length);
    return whole ? { series: history, averages: this.averagesFrom(0) } : this.view();
  }

  applyTrades(trades: TradeInput, from?: number, to?: number): ChartTail {
    return this.tail(this.addTrades(trades, from, to));
  }

  /** Takes trades in and says which bars changed, without copying them out (the live path gathers these). */
  addTrades(trades: TradeInput, from?: number, to?: number): BarChanges {
    this.builder.addTrades(trades, from, to);
    return this.settle();
  }

  /** A whole bar from elsewhere (CandleBuilder.setBar rules). */
  setBar(bar: Candle): ChartTail {
    return this.tail(this.changeBar(bar));
  }

  /** setBar, saying which bars changed instead of copying them out. */
  changeBar(bar: Candle): BarChanges {
    this.builder.setBar(bar);
    return this.settle();
  }

  /**
   * Older history (the page before the first bar) in front of the chart. The averages and the high/low
   * table are rebuilt over the joined bars, so they equal a computation over the whole series at once
   * (the first bars' averages now have the older bars to warm up on).
   */
  prepend(older: CandleSeries): ChartPrepend {
    const added = this.builder.prepend(older);
    this.builder.takeChanges();
    if (added > 0) {
      const series = this.series;
      this.close15.reset(series.close, series.length);
      this.close60.reset(series.close, series.length);
      this.volume20.reset(series.volume, series.length);
      this.extremes.build(series);
    }
    return { ...this.view(), added };
  }

  view(): ChartView {
    return { series: sliceSeries(this.series), averages: this.averagesFrom(0) };
  }

  highLow(from: number, to: number): RangeHighLow | null {
    return this.extremes.query(from, to);
  }

  indicator(request: IndicatorRequest): IndicatorLines {
    return computeIndicator(this.series, request);
  }

  /** Brings the averages and the high/low table up to date with the bars that changed. */
  private settle(): BarChanges {
    const changes = this.builder.takeChanges();
    const series = this.series;
    const from = changes.trimmed > 0 ? 0 : changes.from;
    this.close15.update(series.close, changes.length, from);
    this.close60.update(series.close, changes.length, from);
    this.volume20.update(series.volume, changes.length, from);
    this.extremes.update(series, from);
    return changes;
  }

  /**
   * Bars [from, length) with their averages, copied into views of one buffer: what the window merges, a
   * single allocation and a single buffer to transfer and to deserialize per update, not nine.
   */
  tail({ from, trimmed, length }: BarChanges): ChartTail {
    const count = length - from;
    const columns = new Float64Array(count * TAIL_COLUMNS);
    let at = 0;
    const copy = (source: Float64Array) => {
      const view = columns.subarray(at, at + count);
      view.set(source.subarray(from, length));
      at += count;
      return view;
    };
    const { series } = this;
    return {
      from,
      trimmed,
      length,
      series: {
        length: count,
        time: copy(series.time),
        open: copy(series.open),
        high: copy(series.high),
        low: copy(series.low),
        close: copy(series.close),
        volume: copy(series.volume),
      },
      averages: {
        close15: copy(this.close15.values),
        close60: copy(this.close60.values),
        volume20: copy(this.volume20.values),
      },
    };
  }

  private averagesFrom(from: number): MovingAverages {
    const length = this.series.length;
    return {
      close15: this.close15.values.slice(from, length),
      close60: this.close60.values.slice(from, length),
      volume20: this.volume20.values.slice(from, length),
    };
  }
}

/** Every buffer of a view or tail, each once (a tail's columns share one), for Comlink.transfer. */
export function viewBuffers(view: ChartView): ArrayBuffer[] {
  const buffers = new Set([
    ...SERIES_FIELDS.map((field) => view.series[field].buffer as ArrayBuffer),
    view.averages.close15.buffer as ArrayBuffer,
    view.averages.close60.buffer as ArrayBuffer,
    view.averages.volume20.buffer as ArrayBuffer,
  ]);
  return [...buffers];
}
