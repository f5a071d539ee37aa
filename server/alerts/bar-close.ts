/**
 * Indicator and forecast alerts at a bar's close (contract/alert-rules.ts indicatorFires, forecastFires),
 * computed with the chart's own code — the indicators' kernels (workers/core/indicators) and the forecast
 * (workers/core/forecast), as the chart worker runs them — over the coin's closed bars of the alert's
 * interval: one implementation of the maths, the exchange evaluating what the chart shows.
 *
 * - An indicator runs over the last warmUpBars(…) closed bars, enough for its averages to have forgotten
 *   where they started (the chart's lines then agree with it to the figures shown); its values at the last
 *   bar are `current`, at the bar before `previous`. Alerts on the same indicator share one run.
 * - The forecast of a bar's close is `next` of computeForecast over the closed bars up to it (at most
 *   FORECAST_MAX_BARS), with the side's measured skill of that same computation (what the chart's guide
 *   shows); `previous` is the one at the bar before, kept from the last close (`ForecastMemory`) or, when
 *   none was kept for that bar (the first close after a start or a write), computed without the last bar.
 */
import {
  forecastFires,
  indicatorFires,
  type CandleColumns,
  type CandleInterval,
  type CoinKey,
  type ForecastCondition,
  type IndicatorCondition,
  type IndicatorValues,
} from '../../contract';
import { computeForecast, FORECAST_MAX_BARS } from '../../workers/core/forecast';
import {
  createIndicatorRun,
  indicatorDefinition,
  indicatorKey,
  isIndicatorKind,
  withDefaults,
  type IndicatorParams,
} from '../../workers/core/indicators';
import { forecastTarget } from './chart-check';

/** The chart's candle series (workers/core/base, which the simulator reaches only through these two). */
type CandleSeries = Parameters<typeof computeForecast>[0];

/** An alert evaluated at bar close, by its evaluator's key. */
export interface BarAlert {
  key: string;
  condition: IndicatorCondition | ForecastCondition;
}

/** The fewest closed bars an indicator is run over, and the most. */
const WARM_UP_MIN = 200;
const WARM_UP_MAX = 5_000;

/**
 * Closed bars an indicator is run over: ten times its longest length parameter (an EMA keeps under
 * (1 − 2 / (n + 1))^{10n} ≈ e^{-20} of where it started, Wilder's average e^{-10}: RSI 14 off by well
 * under the 0.01 the chart shows; a window sees it whole), at least WARM_UP_MIN, at most WARM_UP_MAX.
 */
export function warmUpBars(kind: string, params: IndicatorParams): number {
  if (!isIndicatorKind(kind)) return WARM_UP_MIN;
  const definition = indicatorDefinition(kind);
  const complete = withDefaults(definition, params);
  let longest = 0;
  for (const spec of definition.params)
    if (spec.type === 'int') longest = Math.max(longest, Number(complete[spec.name]));
  return Math.min(WARM_UP_MAX, Math.max(WARM_UP_MIN, 10 * longest));
}

/** The closed bars a bar's close reads at most: the forecast's window, one more for its previous. */
export const FORECAST_BARS = FORECAST_MAX_BARS + 1;

/** The model's candle columns as the chart's series (its typed columns). */
export function seriesOf(columns: CandleColumns): CandleSeries {
  return {
    length: columns.time.length,
    time: Float64Array.from(columns.time),
    open: Float64Array.from(columns.open),
    high: Float64Array.from(columns.high),
    low: Float64Array.from(columns.low),
    close: Float64Array.from(columns.close),
    volume: Float64Array.from(columns.volume),
  };
}

/** The series' last `count` bars (the same columns, cut: no copy). */
function lastBars(series: CandleSeries, count: number): CandleSeries {
  const from = Math.max(0, series.length - count);
  const cut = (column: Float64Array) => column.subarray(from, series.length);
  return {
    length: series.length - from,
    time: cut(series.time),
    open: cut(series.open),
    high: cut(series.high),
    low: cut(series.low),
    close: cut(series.close),
    volume: cut(series.volume),
  };
}

/** A forecast at the close of the bar opening at `barOpen` (unix seconds), per side. */
export interface KeptForecast {
  barOpen: number;
  up: number;
  down: number;
}

/** The last forecast computed per coin and interval, for the next close's `previous`. */
export type ForecastMemory = Map<string, KeptForecast>;

interface ForecastAt {
  up: number;
  down: number;
  skill: { up: number; down: number };
}

function forecastAt(
  series: CandleSeries,
  coin: CoinKey,
  interval: CandleInterval,
  replayed: boolean,
): ForecastAt | null {
  const result = computeForecast(
    lastBars(series, FORECAST_MAX_BARS),
    forecastTarget(coin, interval, replayed),
  );
  if (!result.ok) return null;
  return {
    ...result.next,
    skill: { up: result.measured.up.skill.value, down: result.measured.down.skill.value },
  };
}

/**
 * The keys of the alerts of `coin` on `interval` whose conditions the close of the series' last bar
 * meets; `series` holds closed bars only, its last the one that closed. `replayed`: the market source is a
 * replay (its coins are forecastable whatever their market, as on the chart).
 */
export function barCloseMet(
  coin: CoinKey,
  interval: CandleInterval,
  series: CandleSeries,
  alerts: readonly BarAlert[],
  memory: ForecastMemory,
  replayed: boolean,
): string[] {
  const met: string[] = [];
  const last = series.length - 1;
  if (last < 0) return met;
  const runs = new Map<string, { values: IndicatorValues; previous: IndicatorValues | null }>();
  const forecasts: BarAlert[] = [];
  for (const alert of alerts) {
    const { condition } = alert;
    if (condition.kind === 'forecast') {
      forecasts.push(alert);
      continue;
    }
    const { kind, params } = condition.indicator;
    const runKey = indicatorKey(kind, params);
    let run = runs.get(runKey);
    if (!run) {
      run = indicatorRun(series, kind, params);
      runs.set(runKey, run);
    }
    if (indicatorFires(condition, run.previous, run.values)) met.push(alert.key);
  }
  if (forecasts.length === 0) return met;
  const memoryKey = `${coin}|${interval}`;
  const current = forecastAt(series, coin, interval, replayed);
  const barOpen = series.time[last]!;
  const kept = memory.get(memoryKey);
  const previous =
    kept && last > 0 && kept.barOpen === series.time[last - 1]
      ? kept
      : last > 0
        ? forecastAt({ ...series, length: last }, coin, interval, replayed)
        : null;
  if (current) memory.set(memoryKey, { barOpen, up: current.up, down: current.down });
  else memory.delete(memoryKey);
  if (!current) return met;
  for (const alert of forecasts) {
    const condition = alert.condition as ForecastCondition;
    const { side } = condition;
    if (forecastFires(condition, previous ? previous[side] : null, current[side], current.skill[side]))
      met.push(alert.key);
  }
  return met;
}

/** An indicator's values by line name at the series' last bar and the bar before. */
function indicatorRun(
  series: CandleSeries,
  kind: string,
  params: IndicatorParams,
): { values: IndicatorValues; previous: IndicatorValues | null } {
  const bars = lastBars(series, warmUpBars(kind, params));
  const run = createIndicatorRun(kind, params);
  run.reset(bars, bars.length);
  const names = isIndicatorKind(kind) ? indicatorDefinition(kind).lines.map((line) => line.name) : [];
  const at = (i: number): IndicatorValues =>
    Object.fromEntries(names.map((name, line) => [name, run.lines[line]![i]!]));
  const last = bars.length - 1;
  return { values: at(last), previous: last > 0 ? at(last - 1) : null };
}
