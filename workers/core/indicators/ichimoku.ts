/**
 * Ichimoku cloud (TradingView's): the conversion line (Tenkan) is the midpoint of the highest high and
 * the lowest low over `conversion` bars, the base line (Kijun) the same over `base` bars, span A the
 * average of the two, span B the midpoint over `spanB` bars, and the lagging line the close. Each is
 * written at the bar it was computed on; TradingView draws the spans `displacement - 1` bars ahead and the
 * lagging line as far behind, which `shifts` tells the renderer. Flat prices put every line on the price.
 */
import type { CandleSeries } from '../base/series';
import { LENGTH_MAX, type IndicatorDefinition, type KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { WindowExtreme } from './streams';

/** The midpoint of the highest high and the lowest low over a window of bars. */
class Donchian {
  private readonly highest: WindowExtreme;
  private readonly lowest: WindowExtreme;

  constructor(period: number) {
    this.highest = new WindowExtreme(period, 'max');
    this.lowest = new WindowExtreme(period, 'min');
  }

  clear(): void {
    this.highest.clear();
    this.lowest.clear();
  }

  peek(high: number, low: number): number {
    return (this.highest.peek(high) + this.lowest.peek(low)) / 2;
  }

  push(high: number, low: number): void {
    this.highest.push(high);
    this.lowest.push(low);
  }
}

class IchimokuKernel implements IndicatorKernel {
  private readonly conversion: Donchian;
  private readonly base: Donchian;
  private readonly spanB: Donchian;

  constructor(conversion: number, base: number, spanB: number) {
    this.conversion = new Donchian(conversion);
    this.base = new Donchian(base);
    this.spanB = new Donchian(spanB);
  }

  clear(): void {
    this.conversion.clear();
    this.base.clear();
    this.spanB.clear();
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    const high = series.high[i]!;
    const low = series.low[i]!;
    const conversion = this.conversion.peek(high, low);
    const base = this.base.peek(high, low);
    out[0]![i] = conversion;
    out[1]![i] = base;
    out[2]![i] = (conversion + base) / 2;
    out[3]![i] = this.spanB.peek(high, low);
    out[4]![i] = series.close[i]!;
    if (commit) {
      this.conversion.push(high, low);
      this.base.push(high, low);
      this.spanB.push(high, low);
    }
  }
}

export const ichimoku: IndicatorDefinition<'ichimoku'> = {
  kind: 'ichimoku',
  placement: 'overlay',
  params: [
    { name: 'conversion', type: 'int', default: 9, min: 1, max: LENGTH_MAX },
    { name: 'base', type: 'int', default: 26, min: 1, max: LENGTH_MAX },
    { name: 'spanB', type: 'int', default: 52, min: 1, max: LENGTH_MAX },
    { name: 'displacement', type: 'int', default: 26, min: 1, max: LENGTH_MAX },
  ],
  lines: [
    { name: 'conversion', style: 'line', color: '#2962ff', width: 1 },
    { name: 'base', style: 'line', color: '#b71c1c', width: 1 },
    { name: 'spanA', style: 'line', color: '#a5d6a7', width: 1 },
    { name: 'spanB', style: 'line', color: '#ef9a9a', width: 1 },
    { name: 'lagging', style: 'line', color: '#43a047', width: 1 },
  ],
  fills: [{ between: ['spanA', 'spanB'], color: '#43a047', colorBelow: '#f44336' }],
  shifts: (params) => {
    const displacement = params.displacement as number;
    return [0, 0, displacement - 1, displacement - 1, 1 - displacement];
  },
};

export const ichimokuKernel: KernelFactory = (params) =>
  new IchimokuKernel(params.conversion as number, params.base as number, params.spanB as number);
