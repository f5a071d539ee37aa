/**
 * The forecast on one chart (chart spec §4 Forecast, §9): turned on after the spec's checks and the
 * forecast's longer history, computed by the chart worker, drawn as the overlay (marks only for the sides
 * that have shown skill on these bars: rules/chart-forecast.ts), and computed again after each later load
 * and each new bar (the one before it closed). Every outcome goes to the panel (onForecast).
 */
import {
  FORECAST_MAX_BARS,
  validateForecast,
  type ChartClient,
  type ForecastResult,
} from '../../api/chart-client';
import type { ChartData } from '../../render/chart/chart-data';
import type { ChartScene } from '../../render/chart/chart-scene';
import type { CandleInterval } from '../../../contract/intervals';
import { forecastSidesShown } from './rules/chart-forecast';

/** The forecast reads candles (chart type 0 of the spec's 0 to 3). */
export const FORECAST_CHART_TYPE = 0;

/** What the forecast is turned on for. */
export interface ForecastSubject {
  /** coin/market, as the forecast names it. */
  symbol: string;
  /** The window's market source is a replay: its coins are forecastable whatever their market. */
  replayed: boolean;
  /**
   * The market's time now (ms): the wall clock, or a replay's time (its bars are in recorded time). The
   * forecast leaves out the bar still forming at it.
   */
  marketTime(): number;
}

/** The chart the forecast is drawn on. */
export interface ForecastChart {
  readonly scene: ChartScene;
  readonly data: ChartData;
  interval(): CandleInterval;
  /** The bars are loaded and live. */
  live(): boolean;
  /** Bumped by each load and when the chart goes: an answer asked for before is dropped. */
  generation(): number;
  /** Loads the forecast's history (FORECAST_MAX_BARS) when the chart holds less; answers once it is in. */
  loadForecastHistory(): Promise<void>;
  /** Asks the chart worker for the forecast over the bars it holds. */
  forecast(
    request: Pick<ForecastSubject, 'symbol' | 'replayed'> & { chartType: number },
    nowMs: number,
  ): ReturnType<ChartClient['forecast']>;
  invalidate(): void;
  /** A forecast was computed: `enable` for enable's own, `reload` for a recomputation. */
  onForecast?(result: ForecastResult, cause: 'enable' | 'reload'): void;
}

export class ChartForecast {
  private subject: ForecastSubject | null = null;
  /** Bars the last forecast saw: a new bar means the one before it closed, so the forecast is redone. */
  private length = -1;
  private computing = false;

  constructor(private readonly chart: ForecastChart) {}

  /**
   * Turns the forecast on for `subject`: the spec's checks first — a chart that fails one before the bar
   * count is not reloaded — then the forecast's longer history, then the forecast, kept up to date after
   * each later load. Every outcome goes to onForecast.
   */
  async enable(subject: ForecastSubject): Promise<void> {
    const { symbol, replayed } = subject;
    const request = { symbol, replayed, chartType: FORECAST_CHART_TYPE, interval: this.chart.interval() };
    const precheck = validateForecast({ ...request, bars: FORECAST_MAX_BARS });
    if (!precheck.ok) {
      this.chart.onForecast?.(precheck, 'enable');
      return;
    }
    await this.chart.loadForecastHistory();
    if (!this.chart.live()) return;
    this.subject = subject;
    await this.compute('enable');
  }

  disable(): void {
    this.subject = null;
    this.chart.scene.model.setForecast(null);
    this.chart.invalidate();
  }

  private async compute(cause: 'enable' | 'reload'): Promise<void> {
    const subject = this.subject;
    if (subject === null) return;
    const generation = this.chart.generation();
    this.length = this.chart.data.length;
    this.computing = true;
    try {
      const { symbol, replayed } = subject;
      const result = await this.chart.forecast(
        { symbol, replayed, chartType: FORECAST_CHART_TYPE },
        subject.marketTime(),
      );
      if (generation !== this.chart.generation() || this.subject !== subject) return;
      if (result.ok)
        this.chart.scene.model.setForecast({
          ...result.overlay,
          next: result.next,
          shown: forecastSidesShown(result.measured),
        });
      else this.disable();
      this.chart.invalidate();
      this.chart.onForecast?.(result, cause);
    } catch (error) {
      if (generation === this.chart.generation()) console.error('chart forecast failed', error);
    } finally {
      this.computing = false;
    }
  }

  /** New bars were loaded: the forecast, when on, is computed again. */
  reload(): void {
    if (this.subject !== null) void this.compute('reload');
  }

  /** The live bars changed: a new bar since the last forecast computes it again. */
  barsChanged(): void {
    if (this.subject !== null && !this.computing && this.chart.data.length !== this.length)
      void this.compute('reload');
  }

  /** Older bars came in front: the bars the last forecast saw moved by `added`. */
  shifted(added: number): void {
    if (this.length >= 0) this.length += added;
  }
}
