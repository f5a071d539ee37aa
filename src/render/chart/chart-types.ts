/**
 * How the price is drawn: the chart types traders read (TradingView's and the Korean exchanges' set), and
 * the Heikin Ashi bars, kept up to date from the first bar that changed. Pure: no Pixi, no DOM.
 */
import { grownColumn, type CandleSeries } from '../../../workers/core/base/series';

export const CHART_TYPES = [
  'candles',
  'hollowCandles',
  'heikinAshi',
  'bars',
  'line',
  'lineMarkers',
  'step',
  'area',
  'baseline',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export function isChartType(value: unknown): value is ChartType {
  return typeof value === 'string' && (CHART_TYPES as readonly string[]).includes(value);
}

/** Types drawn from the close alone (a line or a filled line), not from the bar's four prices. */
export function drawsCloseOnly(type: ChartType): boolean {
  return (
    type === 'line' || type === 'lineMarkers' || type === 'step' || type === 'area' || type === 'baseline'
  );
}

/** A bar's four prices in columns: the series' own, or Heikin Ashi's. */
export interface BarColumns {
  open: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
  close: ArrayLike<number>;
}

/**
 * Heikin Ashi bars of a series: close = (open + high + low + close) / 4, open = the mean of the previous
 * Heikin Ashi open and close (the first: the mean of the bar's open and close), high and low the bar's
 * extended to them. Each depends on the one before, so they are computed from the first bar that changed
 * on, once per frame at most, into columns that grow by doubling.
 */
export class HeikinAshi implements BarColumns {
  open: Float64Array = new Float64Array(0);
  high: Float64Array = new Float64Array(0);
  low: Float64Array = new Float64Array(0);
  close: Float64Array = new Float64Array(0);
  private valid = 0;
  private source: CandleSeries | null = null;

  /** Bars from `from` on changed (or every bar, on a new series): they are computed again when next read. */
  changed(from: number): void {
    this.valid = Math.min(this.valid, Math.max(0, from));
  }

  /** The columns over `series`' bars, up to date. */
  of(series: CandleSeries): BarColumns {
    if (series !== this.source) {
      this.source = series;
      this.valid = 0;
    }
    const length = series.length;
    this.reserve(length);
    const { open, high, low, close } = series;
    for (let i = this.valid; i < length; i += 1) {
      const haClose = (open[i]! + high[i]! + low[i]! + close[i]!) / 4;
      const haOpen = i === 0 ? (open[i]! + close[i]!) / 2 : (this.open[i - 1]! + this.close[i - 1]!) / 2;
      this.open[i] = haOpen;
      this.close[i] = haClose;
      this.high[i] = Math.max(high[i]!, haOpen, haClose);
      this.low[i] = Math.min(low[i]!, haOpen, haClose);
    }
    // The last bar is live: a tick changes it, so it is computed again each time.
    this.valid = Math.max(0, length - 1);
    return this;
  }

  private reserve(length: number): void {
    for (const column of ['open', 'high', 'low', 'close'] as const)
      this[column] = grownColumn(this[column], this.valid, length);
  }
}
