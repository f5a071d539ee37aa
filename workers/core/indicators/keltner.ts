/**
 * Keltner channel (TradingView's, its default bands style "Average True Range"): the basis is an
 * exponential (ta.ema: from the first bar) or simple average of a price over `length` bars, the bands
 * `mult` × ATR(`atrLength`) above and below it. The ATR is TradingView's ta.atr: Wilder's RMA of the true
 * range, the first bar's true range its high - low, seeded with the simple average of the first
 * `atrLength` true ranges. The bands start once the basis and the ATR both have a value.
 */
import type { CandleSeries } from '../base/series';
import { LENGTH_MAX, type IndicatorDefinition, type KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { sourceValue, trueRange, type PriceSource } from './sources';
import { Ema, Sma } from './streams';

export const KELTNER_AVERAGES = ['ema', 'sma'] as const;
export type KeltnerAverage = (typeof KELTNER_AVERAGES)[number];

class KeltnerKernel implements IndicatorKernel {
  private readonly basis: Ema | Sma;
  private readonly range: Ema;

  constructor(
    average: KeltnerAverage,
    length: number,
    private readonly source: PriceSource,
    private readonly mult: number,
    atrLength: number,
  ) {
    this.basis = average === 'ema' ? new Ema(length) : new Sma(length);
    this.range = new Ema(atrLength, true);
  }

  clear(): void {
    this.basis.clear();
    this.range.clear();
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    const x = sourceValue(series, this.source, i);
    const tr = trueRange(series, i);
    const basis = this.basis.peek(x);
    const width = this.mult * this.range.peek(tr);
    out[0]![i] = basis;
    out[1]![i] = basis + width;
    out[2]![i] = basis - width;
    if (commit) {
      this.basis.push(x);
      this.range.push(tr);
    }
  }
}

export const keltner: IndicatorDefinition<'keltner'> = {
  kind: 'keltner',
  placement: 'overlay',
  params: [
    { name: 'length', type: 'int', default: 20, min: 1, max: LENGTH_MAX },
    { name: 'mult', type: 'number', default: 2, min: 0.001, max: 50, step: 0.1 },
    { name: 'source', type: 'source', default: 'close' },
    { name: 'ma', type: 'choice', default: 'ema', options: KELTNER_AVERAGES },
    { name: 'atrLength', type: 'int', default: 10, min: 1, max: LENGTH_MAX },
  ],
  lines: [
    { name: 'basis', style: 'line', color: '#2962ff', width: 1 },
    { name: 'upper', style: 'line', color: '#2962ff', width: 1 },
    { name: 'lower', style: 'line', color: '#2962ff', width: 1 },
  ],
  fills: [{ between: ['upper', 'lower'], color: '#2196f3' }],
};

export const keltnerKernel: KernelFactory = (params) =>
  new KeltnerKernel(
    params.ma as KeltnerAverage,
    params.length as number,
    params.source as PriceSource,
    params.mult as number,
    params.atrLength as number,
  );
