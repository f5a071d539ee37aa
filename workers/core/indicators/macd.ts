/**
 * Moving average convergence divergence (TradingView's MACD): the fast EMA of a price minus its slow EMA,
 * the signal line an EMA of that difference, the histogram the difference minus its signal. Every EMA is
 * Pine's ta.ema, which starts at its first input, so all three lines have a value from the first bar.
 */
import type { CandleSeries } from '../base/series';
import { LENGTH_MAX, type IndicatorDefinition, type KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { sourceValue, type PriceSource } from './sources';
import { Ema } from './streams';

class MacdKernel implements IndicatorKernel {
  private readonly fast: Ema;
  private readonly slow: Ema;
  private readonly signal: Ema;

  constructor(
    fastLength: number,
    slowLength: number,
    signalLength: number,
    private readonly source: PriceSource,
  ) {
    this.fast = new Ema(fastLength);
    this.slow = new Ema(slowLength);
    this.signal = new Ema(signalLength);
  }

  clear(): void {
    this.fast.clear();
    this.slow.clear();
    this.signal.clear();
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    const x = sourceValue(series, this.source, i);
    const macd = this.fast.peek(x) - this.slow.peek(x);
    const signal = this.signal.peek(macd);
    out[0]![i] = macd;
    out[1]![i] = signal;
    out[2]![i] = macd - signal;
    if (commit) {
      this.fast.push(x);
      this.slow.push(x);
      this.signal.push(macd);
    }
  }
}

export const macd: IndicatorDefinition<'macd'> = {
  kind: 'macd',
  placement: 'pane',
  params: [
    { name: 'fastLength', type: 'int', default: 12, min: 1, max: LENGTH_MAX },
    { name: 'slowLength', type: 'int', default: 26, min: 1, max: LENGTH_MAX },
    { name: 'signalLength', type: 'int', default: 9, min: 1, max: LENGTH_MAX },
    { name: 'source', type: 'source', default: 'close' },
  ],
  lines: [
    { name: 'macd', style: 'line', color: '#2962ff', width: 1 },
    { name: 'signal', style: 'line', color: '#ff6d00', width: 1 },
    { name: 'histogram', style: 'histogram', color: '#26a69a', width: 1 },
  ],
  levels: [{ value: 0, color: '#787b86' }],
};

export const macdKernel: KernelFactory = (params) =>
  new MacdKernel(
    params.fastLength as number,
    params.slowLength as number,
    params.signalLength as number,
    params.source as PriceSource,
  );
