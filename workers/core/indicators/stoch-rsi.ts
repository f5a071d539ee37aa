/**
 * Stochastic RSI (TradingView's Stoch RSI): the stochastic of RSI over the last `stochLength` bars,
 * 100 × (rsi - lowest rsi) / (highest rsi - lowest rsi), smoothed into %K by a simple average over
 * `smoothK` values; %D is the simple average of %K over `smoothD`. RSI is rsi.ts's (Wilder's smoothing,
 * seeded with the simple average; first value at bar `rsiLength`).
 *
 * The window counts bars as TradingView's ta.highest / ta.lowest do, and they ignore na: the bars before
 * RSI's first value are left out, so the first stochLength - 1 values after RSI starts come from a
 * shorter window (RSI's first value alone has no range: no value). Those bars are kept in the extremes
 * as -∞ and +∞, which never win. From bar rsiLength + stochLength - 1 on the window is full.
 *
 * An RSI flat over the window (pinned at 100 through a run without a single fall) has no range: %K is
 * NaN there, as TradingView's ta.stoch gives 0 / 0, and the averages skip it (ta.sma skips na).
 */
import type { CandleSeries } from '../base/series';
import { LENGTH_MAX, type IndicatorDefinition, type KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { rsiOf } from './rsi';
import { sourceValue, type PriceSource } from './sources';
import { stochasticOf } from './stochastic';
import { Ema, WindowExtreme, WindowSum } from './streams';

class StochRsiKernel implements IndicatorKernel {
  private readonly rise: Ema;
  private readonly fall: Ema;
  private readonly highest: WindowExtreme;
  private readonly lowest: WindowExtreme;
  private readonly k: WindowSum;
  private readonly d: WindowSum;

  constructor(
    rsiLength: number,
    stochLength: number,
    private readonly smoothK: number,
    private readonly smoothD: number,
    private readonly source: PriceSource,
  ) {
    this.rise = new Ema(rsiLength, true);
    this.fall = new Ema(rsiLength, true);
    this.highest = new WindowExtreme(stochLength, 'max');
    this.lowest = new WindowExtreme(stochLength, 'min');
    this.k = new WindowSum(smoothK);
    this.d = new WindowSum(smoothD);
  }

  clear(): void {
    this.rise.clear();
    this.fall.clear();
    this.highest.clear();
    this.lowest.clear();
    this.k.clear();
    this.d.clear();
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    const change =
      i === 0 ? Number.NaN : sourceValue(series, this.source, i) - sourceValue(series, this.source, i - 1);
    const rise = Math.max(change, 0);
    const fall = Math.max(-change, 0);
    const rsi = i === 0 ? Number.NaN : rsiOf(this.rise.peek(rise), this.fall.peek(fall));
    const raw = stochasticOf(rsi, this.highest.peek(rsi), this.lowest.peek(rsi));
    const k = this.k.peek(raw) / this.smoothK;
    out[0]![i] = k;
    out[1]![i] = this.d.peek(k) / this.smoothD;
    if (commit) {
      if (i > 0) {
        this.rise.push(rise);
        this.fall.push(fall);
      }
      this.highest.push(Number.isNaN(rsi) ? Number.NEGATIVE_INFINITY : rsi);
      this.lowest.push(Number.isNaN(rsi) ? Number.POSITIVE_INFINITY : rsi);
      this.k.push(raw);
      this.d.push(k);
    }
  }
}

export const stochRsi: IndicatorDefinition<'stochRsi'> = {
  kind: 'stochRsi',
  placement: 'pane',
  params: [
    { name: 'rsiLength', type: 'int', default: 14, min: 1, max: LENGTH_MAX },
    { name: 'stochLength', type: 'int', default: 14, min: 1, max: LENGTH_MAX },
    { name: 'smoothK', type: 'int', default: 3, min: 1, max: LENGTH_MAX },
    { name: 'smoothD', type: 'int', default: 3, min: 1, max: LENGTH_MAX },
    { name: 'source', type: 'source', default: 'close' },
  ],
  lines: [
    { name: 'k', style: 'line', color: '#2962ff', width: 1 },
    { name: 'd', style: 'line', color: '#ff6d00', width: 1 },
  ],
  levels: [
    { value: 80, color: '#787b86' },
    { value: 20, color: '#787b86' },
  ],
  range: [0, 100],
};

export const stochRsiKernel: KernelFactory = (params) =>
  new StochRsiKernel(
    params.rsiLength as number,
    params.stochLength as number,
    params.smoothK as number,
    params.smoothD as number,
    params.source as PriceSource,
  );
