/**
 * On-balance volume (TradingView's OBV): a running total of volume, 0 at the first bar, then each bar's
 * volume added when its close rose from the previous close, taken away when it fell, and nothing when it
 * held (ta.cum(math.sign(ta.change(close)) × volume)). A bar of zero volume leaves the total as it is.
 */
import type { CandleSeries } from '../base/series';
import type { IndicatorDefinition, KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';

class ObvKernel implements IndicatorKernel {
  /** The total at the last committed bar. */
  private total = 0;

  clear(): void {
    this.total = 0;
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    let total = this.total;
    if (i > 0) {
      const close = series.close[i]!;
      const previous = series.close[i - 1]!;
      if (close > previous) total += series.volume[i]!;
      else if (close < previous) total -= series.volume[i]!;
    }
    out[0]![i] = total;
    if (commit) this.total = total;
  }
}

export const obv: IndicatorDefinition<'obv'> = {
  kind: 'obv',
  placement: 'pane',
  params: [],
  lines: [{ name: 'obv', style: 'line', color: '#2962ff', width: 1 }],
};

export const obvKernel: KernelFactory = () => new ObvKernel();
