/**
 * Whether an indicator or forecast alert asks for something the chart's own code computes (the contract
 * does not know the catalogue: contract/alerts.ts AlertIndicator), checked when the alert is written so
 * that the evaluation never meets an alert it cannot compute:
 * - an indicator: a kind of the chart's catalogue (workers/core/indicators, the one the chart's settings
 *   dialog checks against), parameters it has with values in their ranges (the rest take their defaults,
 *   as on the chart), and a line — and a target line — it draws (`indicator`);
 * - the forecast: a coin of the KRW market (`coin`) — on a replay, any replayed coin — and an interval the
 *   forecast is made at (`interval`), the forecast's own validity checks (workers/core/forecast
 *   validateForecast).
 */
import type { AlertCondition, AlertProblem, CoinKey } from '../../contract';
import { FORECAST_MIN_BARS, validateForecast, type ForecastTarget } from '../../workers/core/forecast';
import {
  indicatorDefinition,
  isIndicatorKind,
  paramProblems,
  withDefaults,
} from '../../workers/core/indicators';

/** The chart's symbol of a coin (`BTC/KRW`), as the forecast names it. */
export function chartSymbol(coin: CoinKey): string {
  return coin.replace('-', '/');
}

/**
 * What the chart's forecast of `coin` at `interval` is asked with (chart type 0: candles); `replayed` when
 * the server's market source is a replay (its coins are forecastable whatever their market).
 */
export function forecastTarget(coin: CoinKey, interval: string, replayed: boolean): ForecastTarget {
  return { symbol: chartSymbol(coin), chartType: 0, interval, replayed };
}

/**
 * `indicator`, `coin` or `interval` when the condition asks what the chart's code does not compute;
 * `replayed` when the server's market source is a replay.
 */
export function chartProblem(
  coin: CoinKey,
  condition: AlertCondition,
  replayed: boolean,
): AlertProblem | undefined {
  if (condition.kind === 'forecast') {
    const validity = validateForecast({
      ...forecastTarget(coin, condition.interval, replayed),
      bars: FORECAST_MIN_BARS,
    });
    if (validity.ok) return undefined;
    return validity.reason === 'notKrwMarket' ? 'coin' : 'interval';
  }
  if (condition.kind !== 'indicator') return undefined;
  const { indicator, line, target } = condition;
  if (!isIndicatorKind(indicator.kind)) return 'indicator';
  const definition = indicatorDefinition(indicator.kind);
  if (paramProblems(definition, { ...withDefaults(definition), ...indicator.params }).length > 0)
    return 'indicator';
  const lines = new Set(definition.lines.map((spec) => spec.name));
  return lines.has(line) && (!('line' in target) || lines.has(target.line)) ? undefined : 'indicator';
}
