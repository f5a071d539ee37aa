/**
 * What `window.__bench.update(bar)` of the chart bench page accepts (lightweight-charts' series.update on a
 * one-minute chart): every bar the chart's whole-bar rule takes (candleProblem: finite numbers, low ≤ open,
 * close ≤ high, prices > 0, volume ≥ 0, a whole minute), at the last bar's time (it replaces that bar,
 * whatever it held: an open changed, a wick pulled back, less or the same volume) or later (appended, zero
 * volume included). An older time is refused: closed bars are not rewritten.
 */
import { candleProblem, type Candle } from '../../workers/core/chart/candle-builder';

/** Why `bar` cannot follow `last` as an update, or null when it can. */
export function updateProblem(last: Candle, bar: Candle): string | null {
  return (
    candleProblem(bar, '1') ??
    (bar.time < last.time ? `bar ${bar.time} is older than the last bar ${last.time}` : null)
  );
}
