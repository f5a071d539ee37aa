/** Exponential moving average of a price over `length` bars (seeded with their simple average). */
import type { CandleSeries } from '../base/series';
import { LENGTH_MAX, type IndicatorDefinition, type KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { sourceValue, type PriceSource } from './sources';
import { Ema } from './streams';

class EmaKernel implements IndicatorKernel {
  private readonly ema: Ema;

  constructor(
    length: number,
    private readonly source: PriceSource,
  ) {
    this.ema = new Ema(length);
  }

  clear(): void {
    this.ema.clear();
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    const x = sourceValue(series, this.source, i);
    out[0]![i] = this.ema.peek(x);
    if (commit) this.ema.push(x);
  }
}

export const ema: IndicatorDefinition<'ema'> = {
  kind: 'ema',
  placement: 'overlay',
  params: [
    { name: 'length', type: 'int', default: 9, min: 1, max: LENGTH_MAX },
    { name: 'source', type: 'source', default: 'close' },
  ],
  lines: [{ name: 'ema', style: 'line', color: '#7e57c2', width: 1 }],
};

export const emaKernel: KernelFactory = (params) =>
  new EmaKernel(params.length as number, params.source as PriceSource);
