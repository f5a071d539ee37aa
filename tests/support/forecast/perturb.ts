/**
 * The look-ahead tests' other future: a copy of a series whose bars from `from` on are moved elsewhere,
 * each still a consistent candle (low ≤ open, close ≤ high). A feature, model or peer that reads only bars
 * before bar t gives bar t the same value on both series.
 */
import { sliceSeries, type CandleSeries } from '../../../workers/core/base/series';

export function perturbFrom(series: CandleSeries, from: number): CandleSeries {
  const out = sliceSeries(series);
  for (let i = from; i < out.length; i++) {
    out.close[i]! *= 1.01 + 0.002 * (i % 5);
    out.high[i] = Math.max(out.open[i]!, out.close[i]!) * (1 + 0.001 * (i % 3));
    out.low[i] = Math.min(out.open[i]!, out.close[i]!) * (1 - 0.001 * (i % 4));
    out.volume[i]! *= 2;
  }
  return out;
}
