/**
 * Volume in a pane of its own (TradingView's Volume): each bar's volume as a column (the renderer colours
 * it by the bar's direction) and its simple average over `maLength` bars, first at bar maLength - 1.
 */
import type { CandleSeries } from '../base/series';
import { LENGTH_MAX, type IndicatorDefinition, type KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { WindowSum } from './streams';

class VolumeKernel implements IndicatorKernel {
  private readonly sum: WindowSum;

  constructor(private readonly maLength: number) {
    this.sum = new WindowSum(maLength);
  }

  clear(): void {
    this.sum.clear();
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    const volume = series.volume[i]!;
    out[0]![i] = volume;
    out[1]![i] = this.sum.peek(volume) / this.maLength;
    if (commit) this.sum.push(volume);
  }
}

export const volume: IndicatorDefinition<'volume'> = {
  kind: 'volume',
  placement: 'pane',
  params: [{ name: 'maLength', type: 'int', default: 20, min: 1, max: LENGTH_MAX }],
  lines: [
    { name: 'volume', style: 'columns', color: '#26a69a', width: 1 },
    { name: 'ma', style: 'line', color: '#2962ff', width: 1 },
  ],
};

export const volumeKernel: KernelFactory = (params) => new VolumeKernel(params.maLength as number);
