/**
 * Parabolic SAR (Wilder), as TradingView's ta.sar computes it. No value at bar 0. At bar 1 the trend is
 * up if the close rose (else down), the SAR starts at bar 0's low (up) or high (down), the extreme point
 * at bar 1's high (up) or low (down), the acceleration at `start`. Each bar then moves the SAR toward the
 * extreme point by the acceleration; a bar that crosses it reverses the trend (the SAR jumps to the
 * extreme point, or to the bar's own high or low beyond it, and the acceleration restarts); otherwise a
 * new extreme raises the acceleration by `increment`, up to `maximum`. Last, the SAR is kept beyond the
 * previous two bars' lows (up) or highs (down).
 *
 * The SAR depends on its whole past: the state it, the trend, the extreme point and the acceleration
 * are committed per bar, and the live bar is computed from the committed state.
 */
import type { CandleSeries } from '../base/series';
import type { IndicatorDefinition, KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';

class PsarKernel implements IndicatorKernel {
  /** The state after the last committed bar (bar ≥ 1). */
  private sar = Number.NaN;
  private extreme = Number.NaN;
  private acceleration = Number.NaN;
  /** The SAR is below the price: the trend is up. */
  private rising = false;

  constructor(
    private readonly start: number,
    private readonly increment: number,
    private readonly maximum: number,
  ) {}

  clear(): void {
    this.sar = Number.NaN;
    this.extreme = Number.NaN;
    this.acceleration = Number.NaN;
    this.rising = false;
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    if (i === 0) {
      out[0]![i] = Number.NaN;
      return;
    }
    const high = series.high[i]!;
    const low = series.low[i]!;
    let { sar, extreme, acceleration, rising } = this;
    let firstTrendBar = false;
    if (i === 1) {
      rising = series.close[1]! > series.close[0]!;
      extreme = rising ? high : low;
      sar = rising ? series.low[0]! : series.high[0]!;
      acceleration = this.start;
      firstTrendBar = true;
    }

    sar = sar + acceleration * (extreme - sar);

    if (rising) {
      if (sar > low) {
        firstTrendBar = true;
        rising = false;
        sar = Math.max(high, extreme);
        extreme = low;
        acceleration = this.start;
      }
    } else if (sar < high) {
      firstTrendBar = true;
      rising = true;
      sar = Math.min(low, extreme);
      extreme = high;
      acceleration = this.start;
    }

    if (!firstTrendBar) {
      if (rising) {
        if (high > extreme) {
          extreme = high;
          acceleration = Math.min(acceleration + this.increment, this.maximum);
        }
      } else if (low < extreme) {
        extreme = low;
        acceleration = Math.min(acceleration + this.increment, this.maximum);
      }
    }

    if (rising) {
      sar = Math.min(sar, series.low[i - 1]!);
      if (i > 1) sar = Math.min(sar, series.low[i - 2]!);
    } else {
      sar = Math.max(sar, series.high[i - 1]!);
      if (i > 1) sar = Math.max(sar, series.high[i - 2]!);
    }

    out[0]![i] = sar;
    if (commit) {
      this.sar = sar;
      this.extreme = extreme;
      this.acceleration = acceleration;
      this.rising = rising;
    }
  }
}

export const psar: IndicatorDefinition<'psar'> = {
  kind: 'psar',
  placement: 'overlay',
  params: [
    { name: 'start', type: 'number', default: 0.02, min: 0.001, max: 1, step: 0.01 },
    { name: 'increment', type: 'number', default: 0.02, min: 0, max: 1, step: 0.01 },
    { name: 'maximum', type: 'number', default: 0.2, min: 0.001, max: 1, step: 0.01 },
  ],
  lines: [{ name: 'psar', style: 'dots', color: '#2962ff', width: 2 }],
};

export const psarKernel: KernelFactory = (params) =>
  new PsarKernel(params.start as number, params.increment as number, params.maximum as number);
