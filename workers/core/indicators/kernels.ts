/**
 * Every indicator's kernel by kind, and runs of them: what the chart worker (and tests and benches)
 * compute with. Apart from the catalog of definitions, which the main thread reads without any kernel.
 */
import { adxKernel } from './adx';
import { anchoredVwapKernel } from './anchored-vwap';
import { atrKernel } from './atr';
import { bollingerKernel } from './bollinger';
import { INDICATOR_KINDS, indicatorDefinition, isIndicatorKind, type IndicatorKind } from './catalog';
import { cciKernel } from './cci';
import {
  checkParams,
  withDefaults,
  type IndicatorDefinition,
  type IndicatorParams,
  type KernelFactory,
} from './definition';
import { emaKernel } from './ema';
import { ichimokuKernel } from './ichimoku';
import { keltnerKernel } from './keltner';
import { IndicatorRun } from './kernel';
import { macdKernel } from './macd';
import { mfiKernel } from './mfi';
import { obvKernel } from './obv';
import { psarKernel } from './psar';
import { rsiKernel } from './rsi';
import { smaKernel } from './sma';
import { stochRsiKernel } from './stoch-rsi';
import { stochasticKernel } from './stochastic';
import { volumeKernel } from './volume';
import { vwapKernel } from './vwap';
import { wmaKernel } from './wma';

/** The compiler holds this to the catalog: a kind without a kernel, or the reverse, does not build. */
export const KERNELS: Readonly<Record<IndicatorKind, KernelFactory>> = {
  sma: smaKernel,
  ema: emaKernel,
  wma: wmaKernel,
  bollinger: bollingerKernel,
  vwap: vwapKernel,
  anchoredVwap: anchoredVwapKernel,
  keltner: keltnerKernel,
  ichimoku: ichimokuKernel,
  psar: psarKernel,
  rsi: rsiKernel,
  macd: macdKernel,
  stochastic: stochasticKernel,
  stochRsi: stochRsiKernel,
  atr: atrKernel,
  obv: obvKernel,
  cci: cciKernel,
  mfi: mfiKernel,
  adx: adxKernel,
  volume: volumeKernel,
};

/** A run of `definition` with `params` over its defaults; throws a RangeError naming each bad parameter. */
export function runOf(definition: IndicatorDefinition, params: IndicatorParams = {}): IndicatorRun {
  const complete = checkParams(definition, { ...withDefaults(definition), ...params });
  const create = KERNELS[definition.kind as IndicatorKind];
  return new IndicatorRun(create(complete), definition.lines.length);
}

/**
 * A run of `kind` with `params` over the defaults; throws a RangeError saying what is wrong with an
 * unknown kind or a bad parameter (they may come from a saved chart).
 */
export function createIndicatorRun(kind: string, params: IndicatorParams = {}): IndicatorRun {
  if (!isIndicatorKind(kind))
    throw new RangeError(`unknown indicator ${String(kind)}: expected one of ${INDICATOR_KINDS.join(', ')}`);
  return runOf(indicatorDefinition(kind), params);
}
