/**
 * The chart worker's API as a window sees it through Comlink: what workers/chart.worker.ts exports (it
 * checks itself against ChartWorkerApi), here in the core so that src/api can type its remote without
 * importing the worker entry. Series and views cross with their buffers transferred.
 */
import type { CandleInterval } from '../../../contract/intervals';
import type { ForecastResult } from '../forecast';
import type { Candle, TradeInput } from './candle-builder';
import type { ChartPrepend, ChartTail, ChartView } from './chart-engine';
import type { ForecastChart, OpenChartOptions } from './chart-service';
import type { IndicatorLines, IndicatorRequest } from './indicators';
import type { RangeHighLow } from './range-extremes';
import type { CandleSeries } from './series';

export interface ChartWorkerApi {
  open(id: string, interval: CandleInterval, history: CandleSeries, options?: OpenChartOptions): ChartView;
  applyTrades(id: string, trades: TradeInput): ChartTail;
  setBar(id: string, bar: Candle): ChartTail;
  prepend(id: string, older: CandleSeries): ChartPrepend;
  view(id: string): ChartView;
  highLow(id: string, from: number, to: number): RangeHighLow | null;
  indicator(id: string, request: IndicatorRequest): IndicatorLines;
  forecast(id: string, request: ForecastChart, nowMs: number): ForecastResult;
  aggregate(series: CandleSeries, interval: CandleInterval): CandleSeries;
  close(id: string): void;
}
