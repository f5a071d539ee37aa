/**
 * Commodity channel index (TradingView's CCI): how far a price (hlc3 by default) is from its simple
 * average over `length` bars, in units of 0.015 × the mean absolute deviation from that average over the
 * same bars: (x - mean) / (0.015 × Σ|xᵢ - mean| / length). The first value is at bar length - 1.
 *
 * The mean deviation has no running form (each term's distance is to the current mean, which moves with
 * every bar), so each step is O(length): it reads the window's bars again, the live bar's every tick too.
 *
 * A flat window (every price in it the same, and so any window of length 1) has no deviation: the index
 * is 0 / 0, which TradingView shows as no value, and so NaN here. It is decided on the prices themselves,
 * not on the deviation, which rounding may leave a hair from 0 when the sum's mean is not exact.
 */
import type { CandleSeries } from '../base/series';
import { LENGTH_MAX, type IndicatorDefinition, type KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { sourceValue, type PriceSource } from './sources';
import { WindowSum } from './streams';

class CciKernel implements IndicatorKernel {
  private readonly sum: WindowSum;

  constructor(
    private readonly length: number,
    private readonly source: PriceSource,
  ) {
    this.sum = new WindowSum(length);
  }

  clear(): void {
    this.sum.clear();
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    const x = sourceValue(series, this.source, i);
    const mean = this.sum.peek(x) / this.length;
    out[0]![i] = Number.isNaN(mean) ? Number.NaN : this.index(series, i, x, mean);
    if (commit) this.sum.push(x);
  }

  /** The index of bar `i` (price `x`) from its window's mean: O(length). */
  private index(series: CandleSeries, i: number, x: number, mean: number): number {
    let deviation = 0;
    let flat = true;
    for (let j = i; j > i - this.length; j -= 1) {
      const y = sourceValue(series, this.source, j);
      deviation += Math.abs(y - mean);
      if (y !== x) flat = false;
    }
    if (flat) return Number.NaN;
    return (x - mean) / (0.015 * (deviation / this.length));
  }
}

export const cci: IndicatorDefinition<'cci'> = {
  kind: 'cci',
  placement: 'pane',
  params: [
    { name: 'length', type: 'int', default: 20, min: 1, max: LENGTH_MAX },
    { name: 'source', type: 'source', default: 'hlc3' },
  ],
  lines: [{ name: 'cci', style: 'line', color: '#2962ff', width: 1 }],
  levels: [
    { value: 100, color: '#787b86' },
    { value: -100, color: '#787b86' },
  ],
};

export const cciKernel: KernelFactory = (params) =>
  new CciKernel(params.length as number, params.source as PriceSource);
