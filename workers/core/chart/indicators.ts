/**
 * The chart's optional indicators, computed by technicalindicators and returned as Float64Array lines
 * aligned to bars (NaN where the indicator has no value yet). Its results are shorter than the input and
 * end at the last bar, so they are aligned from the end. These run on demand (a user adds one), not per
 * tick, so the library's own speed is fine here; the always-on SMAs are in moving-average.ts.
 */
import { BollingerBands, EMA, MACD, RSI, SMA } from 'technicalindicators';
import { checkPeriod } from './moving-average';
import type { CandleSeries } from '../base/series';

export type IndicatorSource = 'open' | 'high' | 'low' | 'close' | 'volume';

export type IndicatorRequest =
  | { kind: 'sma'; period: number; source?: IndicatorSource }
  | { kind: 'ema'; period: number; source?: IndicatorSource }
  | { kind: 'bollinger'; period: number; stdDev: number; source?: IndicatorSource }
  | { kind: 'rsi'; period: number; source?: IndicatorSource }
  | { kind: 'macd'; fast: number; slow: number; signal: number; source?: IndicatorSource };

export type IndicatorKind = IndicatorRequest['kind'];
export const INDICATOR_KINDS: readonly IndicatorKind[] = ['sma', 'ema', 'bollinger', 'rsi', 'macd'];

/** Named lines, each as long as the series: sma/ema/rsi → [kind]; bollinger → upper, middle, lower; macd → macd, signal, histogram. */
export type IndicatorLines = Record<string, Float64Array>;

const SOURCES: readonly IndicatorSource[] = ['open', 'high', 'low', 'close', 'volume'];

/** Throws a RangeError saying what is wrong with a request (it may come from a saved chart setting). */
export function checkIndicatorRequest(request: IndicatorRequest): void {
  if (!INDICATOR_KINDS.includes(request?.kind))
    throw new RangeError(
      `unknown indicator ${String(request?.kind)}: expected one of ${INDICATOR_KINDS.join(', ')}`,
    );
  if (request.source !== undefined && !SOURCES.includes(request.source))
    throw new RangeError(
      `unknown indicator source ${String(request.source)}: expected one of ${SOURCES.join(', ')}`,
    );
  if (request.kind === 'macd') {
    for (const period of [request.fast, request.slow, request.signal]) checkPeriod(period);
    if (request.fast >= request.slow)
      throw new RangeError(
        `MACD needs a fast period below the slow one, got ${request.fast} and ${request.slow}`,
      );
    return;
  }
  checkPeriod(request.period);
  if (request.kind === 'bollinger' && !(request.stdDev > 0 && request.stdDev <= 10))
    throw new RangeError(
      `Bollinger bands need a width of more than 0 and at most 10 deviations, got ${request.stdDev}`,
    );
}

/** `values` (ending at the last bar) written into a NaN line of `length`; `pick` reads one value. */
function alignEnd<T>(
  length: number,
  values: readonly T[],
  pick: (value: T) => number | undefined,
): Float64Array {
  const line = new Float64Array(length).fill(Number.NaN);
  const offset = length - values.length;
  for (let i = 0; i < values.length; i += 1) line[offset + i] = pick(values[i]!) ?? Number.NaN;
  return line;
}

const itself = (value: number) => value;

export function computeIndicator(series: CandleSeries, request: IndicatorRequest): IndicatorLines {
  checkIndicatorRequest(request);
  const n = series.length;
  const values = Array.from(series[request.source ?? 'close'].subarray(0, n));
  switch (request.kind) {
    case 'sma':
      return { sma: alignEnd(n, SMA.calculate({ period: request.period, values }), itself) };
    case 'ema':
      return { ema: alignEnd(n, EMA.calculate({ period: request.period, values }), itself) };
    case 'rsi':
      return { rsi: alignEnd(n, RSI.calculate({ period: request.period, values }), itself) };
    case 'bollinger': {
      const bands = BollingerBands.calculate({ period: request.period, stdDev: request.stdDev, values });
      return {
        upper: alignEnd(n, bands, (band) => band.upper),
        middle: alignEnd(n, bands, (band) => band.middle),
        lower: alignEnd(n, bands, (band) => band.lower),
      };
    }
    case 'macd': {
      const rows = MACD.calculate({
        values,
        fastPeriod: request.fast,
        slowPeriod: request.slow,
        signalPeriod: request.signal,
        SimpleMAOscillator: false,
        SimpleMASignal: false,
      });
      return {
        macd: alignEnd(n, rows, (row) => row.MACD),
        signal: alignEnd(n, rows, (row) => row.signal),
        histogram: alignEnd(n, rows, (row) => row.histogram),
      };
    }
  }
}
