/**
 * Weighted moving average of a price over `length` bars (TradingView's ta.wma): the newest bar weighs
 * `length`, the one before `length - 1`, … the oldest 1, over the weights' sum length × (length + 1) / 2.
 * The first value is at bar `length - 1`.
 */
import type { CandleSeries } from '../base/series';
import { LENGTH_MAX, type IndicatorDefinition, type KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { sourceValue, type PriceSource } from './sources';

/**
 * The weighted sum of the last `period` inputs, the newest weighing `period` and the oldest 1: NaN until
 * `period` inputs (the peeked one included) exist. O(1) a push: the committed window's plain sum S and
 * weighted sum W; a new input x shifts every weight down by one (W - S) and comes in at the top
 * ((period - 1) × x among the committed ones, period × x when peeked). Both sums are re-added from the
 * window each time it has turned over, as the sums of streams.ts are, so their drift stays bounded. A NaN
 * input is no input.
 */
export class WindowWeightedSum {
  /** The last `period - 1` committed inputs, a ring: a peeked input completes the window. */
  private readonly values: Float64Array;
  private readonly size: number;
  private count = 0;
  private sum = 0;
  private weighted = 0;
  private sinceResum = 0;

  constructor(readonly period: number) {
    this.size = period - 1;
    this.values = new Float64Array(Math.max(1, this.size));
  }

  clear(): void {
    this.count = 0;
    this.sum = 0;
    this.weighted = 0;
    this.sinceResum = 0;
  }

  peek(x: number): number {
    if (Number.isNaN(x) || this.count < this.size) return Number.NaN;
    return this.weighted + this.period * x;
  }

  push(x: number): void {
    if (Number.isNaN(x)) return;
    const size = this.size;
    if (size === 0) {
      this.count += 1;
      return;
    }
    const slot = this.count % size;
    if (this.count < size) {
      // Not full yet: x is the (count + 1)-th input and weighs count + 1.
      this.weighted += (this.count + 1) * x;
      this.sum += x;
    } else {
      // Full: the oldest (weight 1) leaves, the rest weigh one less, x weighs size.
      this.weighted += size * x - this.sum;
      this.sum += x - this.values[slot]!;
    }
    this.values[slot] = x;
    this.count += 1;
    if (++this.sinceResum >= size) this.resum();
  }

  private resum(): void {
    this.sinceResum = 0;
    const size = this.size;
    const held = Math.min(this.count, size);
    const oldest = this.count - held;
    let sum = 0;
    let weighted = 0;
    for (let k = 0; k < held; k += 1) {
      const value = this.values[(oldest + k) % size]!;
      sum += value;
      weighted += (k + 1) * value;
    }
    this.sum = sum;
    this.weighted = weighted;
  }
}

class WmaKernel implements IndicatorKernel {
  private readonly sum: WindowWeightedSum;
  private readonly weights: number;

  constructor(
    length: number,
    private readonly source: PriceSource,
  ) {
    this.sum = new WindowWeightedSum(length);
    this.weights = (length * (length + 1)) / 2;
  }

  clear(): void {
    this.sum.clear();
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    const x = sourceValue(series, this.source, i);
    out[0]![i] = this.sum.peek(x) / this.weights;
    if (commit) this.sum.push(x);
  }
}

export const wma: IndicatorDefinition<'wma'> = {
  kind: 'wma',
  placement: 'overlay',
  params: [
    { name: 'length', type: 'int', default: 9, min: 1, max: LENGTH_MAX },
    { name: 'source', type: 'source', default: 'close' },
  ],
  lines: [{ name: 'wma', style: 'line', color: '#2962ff', width: 1 }],
};

export const wmaKernel: KernelFactory = (params) =>
  new WmaKernel(params.length as number, params.source as PriceSource);
