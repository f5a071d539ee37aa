/**
 * Bollinger bands (TradingView's defaults): the basis is the simple average of a price over `length`
 * bars, the bands `mult` population standard deviations (ta.stdev: divided by `length`) of the same
 * window above and below it. Flat prices have no deviation: the bands close on the basis. The first
 * values are at bar `length - 1`.
 */
import type { CandleSeries } from '../base/series';
import { LENGTH_MAX, type IndicatorDefinition, type KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { sourceValue, type PriceSource } from './sources';
import { WindowMoments } from './streams';

class BollingerKernel implements IndicatorKernel {
  private readonly moments: WindowMoments;

  constructor(
    length: number,
    private readonly source: PriceSource,
    private readonly mult: number,
  ) {
    this.moments = new WindowMoments(length);
  }

  clear(): void {
    this.moments.clear();
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    const x = sourceValue(series, this.source, i);
    const moments = this.moments;
    moments.peek(x);
    const width = this.mult * Math.sqrt(moments.variance);
    out[0]![i] = moments.mean;
    out[1]![i] = moments.mean + width;
    out[2]![i] = moments.mean - width;
    if (commit) moments.push(x);
  }
}

export const bollinger: IndicatorDefinition<'bollinger'> = {
  kind: 'bollinger',
  placement: 'overlay',
  params: [
    { name: 'length', type: 'int', default: 20, min: 1, max: LENGTH_MAX },
    { name: 'source', type: 'source', default: 'close' },
    { name: 'mult', type: 'number', default: 2, min: 0.001, max: 50, step: 0.1 },
  ],
  lines: [
    { name: 'basis', style: 'line', color: '#ff6d00', width: 1 },
    { name: 'upper', style: 'line', color: '#2962ff', width: 1 },
    { name: 'lower', style: 'line', color: '#2962ff', width: 1 },
  ],
  fills: [{ between: ['upper', 'lower'], color: '#2196f3' }],
};

export const bollingerKernel: KernelFactory = (params) =>
  new BollingerKernel(params.length as number, params.source as PriceSource, params.mult as number);
