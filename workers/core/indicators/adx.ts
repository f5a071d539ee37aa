/**
 * Directional movement (TradingView's DMI, ta.dmi): +DI and -DI, the Wilder-smoothed upward and downward
 * movement over `diLength` bars as a percentage of the Wilder-smoothed true range, and ADX, the Wilder
 * average over `adxSmoothing` bars of 100 × |+DI - -DI| / (+DI + -DI).
 *
 * A bar's upward movement is its high's rise from the previous high, its downward movement its low's
 * fall from the previous low; only the larger of the two counts, and only if positive (a tie moves
 * neither, as `up > down and up > 0`). The first bar has no previous bar, so it has no movement and no
 * true range (ta.tr without na handling): the smoothing starts at the second bar, +DI and -DI at bar
 * diLength and ADX at bar diLength + adxSmoothing - 1. Every average is seeded with its simple average.
 *
 * No true range at all yet (flat bars since the first) leaves +DI and -DI 0 / 0: no value, and ADX
 * skips the bar. +DI + -DI = 0 (bars that moved without a directional movement) counts as 0 in ADX, as
 * TradingView divides by 1 there.
 */
import type { CandleSeries } from '../base/series';
import { LENGTH_MAX, type IndicatorDefinition, type KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { trueRange } from './sources';
import { Ema } from './streams';

class AdxKernel implements IndicatorKernel {
  private readonly range: Ema;
  private readonly plus: Ema;
  private readonly minus: Ema;
  private readonly adx: Ema;

  constructor(diLength: number, adxSmoothing: number) {
    this.range = new Ema(diLength, true);
    this.plus = new Ema(diLength, true);
    this.minus = new Ema(diLength, true);
    this.adx = new Ema(adxSmoothing, true);
  }

  clear(): void {
    this.range.clear();
    this.plus.clear();
    this.minus.clear();
    this.adx.clear();
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    if (i === 0) {
      out[0]![i] = out[1]![i] = out[2]![i] = Number.NaN;
      return;
    }
    const up = series.high[i]! - series.high[i - 1]!;
    const down = series.low[i - 1]! - series.low[i]!;
    const plusMove = up > down && up > 0 ? up : 0;
    const minusMove = down > up && down > 0 ? down : 0;
    const range = trueRange(series, i);
    const smoothedRange = this.range.peek(range);
    const plusDi = smoothedRange === 0 ? Number.NaN : (100 * this.plus.peek(plusMove)) / smoothedRange;
    const minusDi = smoothedRange === 0 ? Number.NaN : (100 * this.minus.peek(minusMove)) / smoothedRange;
    const sum = plusDi + minusDi;
    const dx = Math.abs(plusDi - minusDi) / (sum === 0 ? 1 : sum);
    out[0]![i] = 100 * this.adx.peek(dx);
    out[1]![i] = plusDi;
    out[2]![i] = minusDi;
    if (commit) {
      this.range.push(range);
      this.plus.push(plusMove);
      this.minus.push(minusMove);
      this.adx.push(dx);
    }
  }
}

export const adx: IndicatorDefinition<'adx'> = {
  kind: 'adx',
  placement: 'pane',
  params: [
    { name: 'diLength', type: 'int', default: 14, min: 1, max: LENGTH_MAX },
    { name: 'adxSmoothing', type: 'int', default: 14, min: 1, max: LENGTH_MAX },
  ],
  lines: [
    { name: 'adx', style: 'line', color: '#f50057', width: 1 },
    { name: 'plusDi', style: 'line', color: '#2962ff', width: 1 },
    { name: 'minusDi', style: 'line', color: '#ff6d00', width: 1 },
  ],
};

export const adxKernel: KernelFactory = (params) =>
  new AdxKernel(params.diLength as number, params.adxSmoothing as number);
