/**
 * Money flow index (TradingView's MFI, ta.mfi(hlc3, length)): each bar's money flow, typical price ×
 * volume, counts as positive when the typical price rose from the previous bar and negative when it fell
 * (neither when it held); over the last `length` bars, MFI = 100 - 100 / (1 + positive / negative).
 *
 * As TradingView: the first bar has no previous price, and its flow counts on both sides (ta.mfi's
 * `change <= 0 ? 0 : src` and `change >= 0 ? 0 : src` both take src when the change is na), so the first
 * value is at bar length - 1. No negative flow in the window reads 100, even with no positive flow
 * either (flat prices, no volume), as TradingView's ta.mfi; no positive flow with some negative reads 0.
 * Whether a side has any flow is counted, not read off its running sum, which keeps a little rounding
 * of the flows that have left it.
 */
import type { CandleSeries } from '../base/series';
import { LENGTH_MAX, type IndicatorDefinition, type KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { typicalPrice } from './sources';
import { WindowSum } from './streams';

/** MFI from the window's positive and negative flow. */
export function mfiOf(positive: number, negative: number): number {
  if (negative === 0) return 100;
  return 100 - 100 / (1 + positive / negative);
}

class MfiKernel implements IndicatorKernel {
  private readonly positive: WindowSum;
  private readonly negative: WindowSum;
  /** Bars in the window with a positive (negative) flow: exact counts. */
  private readonly rises: WindowSum;
  private readonly falls: WindowSum;

  constructor(length: number) {
    this.positive = new WindowSum(length);
    this.negative = new WindowSum(length);
    this.rises = new WindowSum(length);
    this.falls = new WindowSum(length);
  }

  clear(): void {
    this.positive.clear();
    this.negative.clear();
    this.rises.clear();
    this.falls.clear();
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    const price = typicalPrice(series, i);
    const flow = price * series.volume[i]!;
    const change = i === 0 ? Number.NaN : price - typicalPrice(series, i - 1);
    const up = change > 0 || i === 0 ? flow : 0;
    const down = change < 0 || i === 0 ? flow : 0;
    const rose = up !== 0 ? 1 : 0;
    const fell = down !== 0 ? 1 : 0;
    const rises = this.rises.peek(rose);
    const falls = this.falls.peek(fell);
    out[0]![i] = Number.isNaN(rises)
      ? Number.NaN
      : mfiOf(rises === 0 ? 0 : this.positive.peek(up), falls === 0 ? 0 : this.negative.peek(down));
    if (commit) {
      this.positive.push(up);
      this.negative.push(down);
      this.rises.push(rose);
      this.falls.push(fell);
    }
  }
}

export const mfi: IndicatorDefinition<'mfi'> = {
  kind: 'mfi',
  placement: 'pane',
  params: [{ name: 'length', type: 'int', default: 14, min: 1, max: LENGTH_MAX }],
  lines: [{ name: 'mfi', style: 'line', color: '#7e57c2', width: 1 }],
  levels: [
    { value: 80, color: '#787b86' },
    { value: 20, color: '#787b86' },
  ],
  range: [0, 100],
};

export const mfiKernel: KernelFactory = (params) => new MfiKernel(params.length as number);
