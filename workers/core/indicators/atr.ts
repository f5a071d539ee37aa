/**
 * Average true range (TradingView's ATR): each bar's true range (sources.ts; the first bar's is its
 * high - low, as ta.tr(true)) averaged over `length` bars by the chosen smoothing: `rma` (Wilder's, the
 * default), `sma` or `ema`, each as TradingView's ta.rma / ta.sma / ta.ema: the first two from bar
 * length - 1 (ta.rma seeded with the simple average), ta.ema from the first bar. Flat bars have a true
 * range of 0.
 */
import type { CandleSeries } from '../base/series';
import { LENGTH_MAX, type IndicatorDefinition, type KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { trueRange } from './sources';
import { Ema, Sma, type RunningAverage } from './streams';

export const ATR_SMOOTHINGS = ['rma', 'sma', 'ema'] as const;
export type AtrSmoothing = (typeof ATR_SMOOTHINGS)[number];

function averageOf(smoothing: AtrSmoothing, length: number): RunningAverage {
  switch (smoothing) {
    case 'rma':
      return new Ema(length, true);
    case 'sma':
      return new Sma(length);
    case 'ema':
      return new Ema(length);
  }
}

class AtrKernel implements IndicatorKernel {
  constructor(private readonly average: RunningAverage) {}

  clear(): void {
    this.average.clear();
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    const range = trueRange(series, i);
    out[0]![i] = this.average.peek(range);
    if (commit) this.average.push(range);
  }
}

export const atr: IndicatorDefinition<'atr'> = {
  kind: 'atr',
  placement: 'pane',
  params: [
    { name: 'length', type: 'int', default: 14, min: 1, max: LENGTH_MAX },
    { name: 'smoothing', type: 'choice', default: 'rma', options: ATR_SMOOTHINGS },
  ],
  lines: [{ name: 'atr', style: 'line', color: '#b71c1c', width: 1 }],
};

export const atrKernel: KernelFactory = (params) =>
  new AtrKernel(averageOf(params.smoothing as AtrSmoothing, params.length as number));
