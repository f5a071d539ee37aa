/**
 * Every indicator the chart offers, by kind: the overlays drawn over the price, then the panes. The
 * app's picker lists them in this order.
 */
import { withDefaults, type IndicatorDefinition, type IndicatorParams } from './definition';
import { adx } from './adx';
import { anchoredVwap } from './anchored-vwap';
import { atr } from './atr';
import { bollinger } from './bollinger';
import { cci } from './cci';
import { ema } from './ema';
import { ichimoku } from './ichimoku';
import { keltner } from './keltner';
import { macd } from './macd';
import { mfi } from './mfi';
import { obv } from './obv';
import { psar } from './psar';
import { rsi } from './rsi';
import { sma } from './sma';
import { stochRsi } from './stoch-rsi';
import { stochastic } from './stochastic';
import { volume } from './volume';
import { vwap } from './vwap';
import { wma } from './wma';

export const INDICATORS = [
  sma,
  ema,
  wma,
  bollinger,
  vwap,
  anchoredVwap,
  keltner,
  ichimoku,
  psar,
  rsi,
  macd,
  stochastic,
  stochRsi,
  atr,
  obv,
  cci,
  mfi,
  adx,
  volume,
] as const;

/** The most indicators one chart keeps (TradingView's paid plans stop at 25 too). */
export const INDICATORS_PER_CHART_MAX = 25;

export type IndicatorKind = (typeof INDICATORS)[number]['kind'];
export const INDICATOR_KINDS: readonly IndicatorKind[] = INDICATORS.map((definition) => definition.kind);

const BY_KIND = new Map<string, IndicatorDefinition>(
  INDICATORS.map((definition) => [definition.kind, definition]),
);

export function isIndicatorKind(value: unknown): value is IndicatorKind {
  return typeof value === 'string' && BY_KIND.has(value);
}

export function indicatorDefinition(kind: IndicatorKind): IndicatorDefinition {
  return BY_KIND.get(kind)!;
}

/** Equal for the same kind and the same complete parameters, however they were written. */
export function indicatorKey(kind: string, params: IndicatorParams = {}): string {
  const definition = BY_KIND.get(kind);
  const complete: IndicatorParams = definition ? { ...withDefaults(definition), ...params } : params;
  return JSON.stringify([
    kind,
    Object.keys(complete)
      .sort()
      .map((name) => [name, complete[name]]),
  ]);
}
