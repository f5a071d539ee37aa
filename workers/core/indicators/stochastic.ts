/**
 * Stochastic oscillator (TradingView's Stoch): where the close sits in the range of the last `kLength`
 * bars, 100 × (close - lowest low) / (highest high - lowest low), smoothed into %K by a simple average
 * over `kSmoothing` bars; %D is the simple average of %K over `dSmoothing` bars. The first %K is at bar
 * kLength + kSmoothing - 2.
 *
 * A flat window (highest high = lowest low: no trade moved the price for `kLength` bars) has no range to
 * place the close in. TradingView's ta.stoch divides 0 by 0 there and shows no value; so does this: %K
 * and %D are NaN on such a bar, and the averages skip it (they take the last values there are, as
 * TradingView's ta.sma skips na).
 */
import type { CandleSeries } from '../base/series';
import { LENGTH_MAX, type IndicatorDefinition, type KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { WindowExtreme, WindowSum } from './streams';

/** 100 × (x - lowest) / (highest - lowest); NaN without a range (or without the extremes yet). */
export function stochasticOf(x: number, highest: number, lowest: number): number {
  if (highest === lowest) return Number.NaN;
  return (100 * (x - lowest)) / (highest - lowest);
}

class StochasticKernel implements IndicatorKernel {
  private readonly highest: WindowExtreme;
  private readonly lowest: WindowExtreme;
  private readonly k: WindowSum;
  private readonly d: WindowSum;

  constructor(
    kLength: number,
    private readonly kSmoothing: number,
    private readonly dSmoothing: number,
  ) {
    this.highest = new WindowExtreme(kLength, 'max');
    this.lowest = new WindowExtreme(kLength, 'min');
    this.k = new WindowSum(kSmoothing);
    this.d = new WindowSum(dSmoothing);
  }

  clear(): void {
    this.highest.clear();
    this.lowest.clear();
    this.k.clear();
    this.d.clear();
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    const high = series.high[i]!;
    const low = series.low[i]!;
    const raw = stochasticOf(series.close[i]!, this.highest.peek(high), this.lowest.peek(low));
    const k = this.k.peek(raw) / this.kSmoothing;
    out[0]![i] = k;
    out[1]![i] = this.d.peek(k) / this.dSmoothing;
    if (commit) {
      this.highest.push(high);
      this.lowest.push(low);
      this.k.push(raw);
      this.d.push(k);
    }
  }
}

export const stochastic: IndicatorDefinition<'stochastic'> = {
  kind: 'stochastic',
  placement: 'pane',
  params: [
    { name: 'kLength', type: 'int', default: 14, min: 1, max: LENGTH_MAX },
    { name: 'kSmoothing', type: 'int', default: 1, min: 1, max: LENGTH_MAX },
    { name: 'dSmoothing', type: 'int', default: 3, min: 1, max: LENGTH_MAX },
  ],
  lines: [
    { name: 'k', style: 'line', color: '#2962ff', width: 1 },
    { name: 'd', style: 'line', color: '#ff6d00', width: 1 },
  ],
  levels: [
    { value: 80, color: '#787b86' },
    { value: 20, color: '#787b86' },
  ],
  range: [0, 100],
};

export const stochasticKernel: KernelFactory = (params) =>
  new StochasticKernel(params.kLength as number, params.kSmoothing as number, params.dSmoothing as number);
