/**
 * What the chart's legend says for one bar (chart spec §9): open, high, low and close at the decimals
 * of the coin's step at the close, the volume as a coin quantity, and whether the bar rose. Pure: the controller's
 * legend (chart-legend.ts) writes these texts into the page.
 */
import { formatNumber } from '../../../lib/format';
import { formatColumnQuantity } from '../../../lib/price-format';
import { tickDecimals, type PriceTicks } from '../../../../contract/price-ticks';

export type LegendField = 'open' | 'high' | 'low' | 'close' | 'volume';

export const LEGEND_FIELDS: readonly LegendField[] = ['open', 'high', 'low', 'close', 'volume'];

/** The bar columns the legend reads (a candle series). */
export type LegendSeries = Readonly<Record<LegendField, ArrayLike<number>>>;

/** The text of `field` for bar `index` (no bar: index below 0, empty). */
export function legendText(
  series: LegendSeries,
  index: number,
  field: LegendField,
  ticks: PriceTicks,
): string {
  if (index < 0) return '';
  const value = series[field][index] ?? Number.NaN;
  // A coin quantity: never "0.000" for a quiet minute's 0.0004 BTC (lib/price-format.ts).
  if (field === 'volume')
    return Number.isFinite(value) ? formatColumnQuantity(value) : formatNumber(value, 0);
  const close = series.close[index] ?? Number.NaN;
  return formatNumber(value, tickDecimals(ticks(close)));
}

/** Whether bar `index` closed at or above its open ('flat': no bar). */
export function legendDirection(series: LegendSeries, index: number): 'up' | 'down' | 'flat' {
  if (index < 0) return 'flat';
  const close = series.close[index] ?? Number.NaN;
  return close >= (series.open[index] ?? close) ? 'up' : 'down';
}
