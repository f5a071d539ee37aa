/**
 * Every indicator kind by name, apart from the indicator library (workers/core/indicators/catalog.ts),
 * so that the stored chart settings, which the app frame of every page reads, can drop a favourite of a
 * kind this build does not know without loading the indicators' code. The compiler holds the list to the
 * library's: a name that is no kind there, or a kind missing here, does not compile.
 */
import type { IndicatorKind } from '../../../render/chart/chart-studies';

export const INDICATOR_KIND_NAMES = [
  'sma',
  'ema',
  'wma',
  'bollinger',
  'vwap',
  'anchoredVwap',
  'keltner',
  'ichimoku',
  'psar',
  'rsi',
  'macd',
  'stochastic',
  'stochRsi',
  'atr',
  'obv',
  'cci',
  'mfi',
  'adx',
  'volume',
] as const satisfies readonly IndicatorKind[];

type Missing = Exclude<IndicatorKind, (typeof INDICATOR_KIND_NAMES)[number]>;
/** Fails to compile, naming the kind, while a kind of the library is missing from the list. */
export const EVERY_KIND_LISTED: [Missing] extends [never] ? true : Missing = true;

const NAMES: ReadonlySet<string> = new Set(INDICATOR_KIND_NAMES);

/** Whether stored data names a kind of this build. */
export function isKnownIndicatorKind(value: unknown): value is IndicatorKind {
  return typeof value === 'string' && NAMES.has(value);
}
