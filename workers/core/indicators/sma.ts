/** Simple moving average of a price over `length` bars. */
import type { CandleSeries } from '../base/series';
import { LENGTH_MAX, type IndicatorDefinition, type KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { sourceValue, type PriceSource } from './sources';
import { WindowSum } from './streams';

class SmaKernel implements IndicatorKernel {
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
    out[0]![i] = this.sum.peek(x) / this.length;
    if (commit) this.sum.push(x);
  }
}

export const sma: IndicatorDefinition<'sma'> = {
  kind: 'sma',
  placement: 'overlay',
  params: [
    { name: 'length', type: 'int', default: 9, min: 1, max: LENGTH_MAX },
    { name: 'source', type: 'source', default: 'close' },
  ],
  lines: [{ name: 'sma', style: 'line', color: '#00bcd4', width: 1 }],
};

export const smaKernel: KernelFactory = (params) =>
  new SmaKernel(params.length as number, params.source as PriceSource);
