/**
 * Relative strength index (Wilder): the bar-to-bar rises and falls of a price, each smoothed over
 * `length` bars (seeded with their simple average), as 100 - 100 / (1 + rises / falls). No falls at all
 * reads 100, no rises 0 (TradingView's ta.rsi). The first value is at bar `length`.
 */
import type { CandleSeries } from '../base/series';
import { LENGTH_MAX, type IndicatorDefinition, type KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { sourceValue, type PriceSource } from './sources';
import { Ema } from './streams';

/** RSI from the smoothed rises and falls. */
export function rsiOf(rise: number, fall: number): number {
  if (fall === 0) return 100;
  if (rise === 0) return 0;
  return 100 - 100 / (1 + rise / fall);
}

class RsiKernel implements IndicatorKernel {
  private readonly rise: Ema;
  private readonly fall: Ema;

  constructor(
    length: number,
    private readonly source: PriceSource,
  ) {
    this.rise = new Ema(length, true);
    this.fall = new Ema(length, true);
  }

  clear(): void {
    this.rise.clear();
    this.fall.clear();
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    const change =
      i === 0 ? Number.NaN : sourceValue(series, this.source, i) - sourceValue(series, this.source, i - 1);
    const rise = Math.max(change, 0);
    const fall = Math.max(-change, 0);
    out[0]![i] = i === 0 ? Number.NaN : rsiOf(this.rise.peek(rise), this.fall.peek(fall));
    if (commit && i > 0) {
      this.rise.push(rise);
      this.fall.push(fall);
    }
  }
}

export const rsi: IndicatorDefinition<'rsi'> = {
  kind: 'rsi',
  placement: 'pane',
  params: [
    { name: 'length', type: 'int', default: 14, min: 1, max: LENGTH_MAX },
    { name: 'source', type: 'source', default: 'close' },
  ],
  lines: [{ name: 'rsi', style: 'line', color: '#7e57c2', width: 1 }],
  levels: [
    { value: 70, color: '#787b86' },
    { value: 30, color: '#787b86' },
  ],
  range: [0, 100],
};

export const rsiKernel: KernelFactory = (params) =>
  new RsiKernel(params.length as number, params.source as PriceSource);
