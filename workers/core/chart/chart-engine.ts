/**
 * One live chart: its candles (REST history, then streamed trades), the three always-on moving averages,
 * the high/low table and the indicators the trader added, kept up to date together. A trade in the open
 * bar costs O(1) for the averages and each indicator, and a 16-bar block plus O(log n) table entries for
 * the high/low; trimming the oldest bars (at maxBars) rebuilds them all, once every maxBars / 8 appends.
 * Older history paged in front (prepend, when the user scrolls back) rebuilds them too, once per page.
 */
import type { CandleInterval } from '../../../contract/intervals';
import { CandleBuilder, type BarChanges, type Candle, type TradeInput } from './candle-builder';
import {
  INDICATORS_PER_CHART_MAX,
  createIndicatorRun,
  indicatorKey,
  type IndicatorParams,
  type IndicatorRun,
} from '../indicators';
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

/** An indicator the chart keeps up to date; `id` is the window's name for it (unique in the chart). */
export interface IndicatorSpec {
  id: string;
  kind: string;
  /** Over the kind's defaults (workers/core/indicators). */
  params?: IndicatorParams;
}

/**
 * The lines of the chart's indicators: `lines[k]` are the k-th indicator's of the set, in its order, each
 * aligned to the bars it comes with. `revision` names the set (each setIndicators makes a new one), so the
 * window merges lines only into the set they belong to.
 */
export interface IndicatorLinesSet {
  revision: number;
  lines: Float64Array[][];
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
  /** The indicators' lines over the same bars; absent while the chart has none. */
  indicators?: IndicatorLinesSet;
}

/** The whole chart, as compact copies. */
export interface ChartView {
  series: CandleSeries;
  averages: MovingAverages;
  /** Absent while the chart has no indicators. */
  indicators?: IndicatorLinesSet;
}

interface IndicatorEntry {
  spec: IndicatorSpec;
  key: string;
  run: IndicatorRun;
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
  private indicators: IndicatorEntry[] = [];
  private indicatorRevision = 0;
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
    return whole
      ? { series: history, averages: this.averagesFrom(0), ...this.indicatorsFrom(0) }
      : this.view();
  }

  /** The indicators now kept, in order. */
  get indicatorSpecs(): IndicatorSpec[] {
    return this.indicators.map((entry) => entry.spec);
  }

  /**
   * Keeps exactly `specs` up to date from now on, in their order, and returns their lines over the whole
   * chart. An indicator already kept with the same id, kind and parameters keeps its state; the others are
   * computed once over the bars. Every spec is checked first: an unknown kind, a bad parameter, a repeated
   * id or more than INDICATORS_PER_CHART_MAX throws a RangeError, and the set stays as it was.
   */
  setIndicators(specs: readonly IndicatorSpec[]): IndicatorLinesSet {
    if (specs.length > INDICATORS_PER_CHART_MAX)
      throw new RangeError(
        `a chart keeps at most ${INDICATORS_PER_CHART_MAX} indicators, got ${specs.length}`,
      );
    const ids = new Set<string>();
    const fresh: IndicatorEntry[] = [];
    const next = specs.map((spec) => {
      if (typeof spec?.id !== 'string' || spec.id === '')
        throw new RangeError(`an indicator needs an id, got ${String(spec?.id)}`);
      if (ids.has(spec.id)) throw new RangeError(`indicator id ${spec.id} is used twice`);
      ids.add(spec.id);
      const key = indicatorKey(spec.kind, spec.params);
      const kept = this.indicators.find((entry) => entry.spec.id === spec.id && entry.key === key);
      if (kept) return kept;
      const entry = { spec: { ...spec }, key, run: createIndicatorRun(spec.kind, spec.params) };
      fresh.push(entry);
      return entry;
    });
    const series = this.series;
    for (const entry of fresh) entry.run.reset(series, series.length);
    this.indicators = next;
    this.indicatorRevision += 1;
    return this.indicatorLines(0, series.length);
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
      for (const { run } of this.indicators) run.reset(series, series.length);
    }
    return { ...this.view(), added };
  }

  view(): ChartView {
    return { series: sliceSeries(this.series), averages: this.averagesFrom(0), ...this.indicatorsFrom(0) };
  }

  highLow(from: number, to: number): RangeHighLow | null {
    return this.extremes.query(from, to);
  }

  /** Brings the averages, the high/low table and the indicators up to date with the bars that changed. */
  private settle(): BarChanges {
    const changes = this.builder.takeChanges();
    const series = this.series;
    const from = changes.trimmed > 0 ? 0 : changes.from;
    this.close15.update(series.close, changes.length, from);
    this.close60.update(series.close, changes.length, from);
    this.volume20.update(series.volume, changes.length, from);
    this.extremes.update(series, from);
    // The indicators go on past a trim (their lines move down with the bars), so they keep the context
    // of the bars dropped, as the window's copy does.
    for (const { run } of this.indicators) {
      run.trim(changes.trimmed);
      run.update(series, changes.length, changes.from);
    }
    return changes;
  }

  /**
   * Bars [from, length) with their averages and indicator lines, copied into views of one buffer: what
   * the window merges, a single allocation and a single buffer to transfer and to deserialize per update.
   */
  tail({ from, trimmed, length }: BarChanges): ChartTail {
    const count = length - from;
    let lineCount = 0;
    for (const { run } of this.indicators) lineCount += run.lines.length;
    const columns = new Float64Array(count * (TAIL_COLUMNS + lineCount));
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
      ...(this.indicators.length > 0 && {
        indicators: {
          revision: this.indicatorRevision,
          lines: this.indicators.map(({ run }) => run.lines.map(copy)),
        },
      }),
    };
  }

  /** The indicators' lines over bars [from, to), as copies. */
  private indicatorLines(from: number, to: number): IndicatorLinesSet {
    return {
      revision: this.indicatorRevision,
      lines: this.indicators.map(({ run }) => run.lines.map((line) => line.slice(from, to))),
    };
  }

  /** The `indicators` of a whole view: none while the chart has none. */
  private indicatorsFrom(from: number): { indicators?: IndicatorLinesSet } {
    return this.indicators.length > 0 ? { indicators: this.indicatorLines(from, this.series.length) } : {};
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
    ...(view.indicators ? indicatorBuffers(view.indicators) : []),
  ]);
  return [...buffers];
}

/** Every buffer of an indicator lines set, each once, for Comlink.transfer. */
export function indicatorBuffers(set: IndicatorLinesSet): ArrayBuffer[] {
  return [...new Set(set.lines.flat().map((line) => line.buffer as ArrayBuffer))];
}
