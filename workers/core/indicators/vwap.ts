/**
 * Volume-weighted average price (TradingView's VWAP): the sum of price × volume over the sum of volume,
 * from the first bar of each anchor period on, restarting at the next. The periods are the exchange's
 * clock, KST: `session` a day from 00:00 KST, `week` from Monday 00:00 KST, `month` from the 1st at
 * 00:00 KST. A bar belongs to the period its open time is in. While a period has had no volume the
 * average is 0 / 0: NaN (TradingView has no value there either); a bar without volume later in the period
 * leaves it as it was.
 */
import { KST_OFFSET_SECONDS, barOpenTime } from '../../../contract/intervals';
import type { CandleSeries } from '../base/series';
import type { IndicatorDefinition, KernelFactory } from './definition';
import type { IndicatorKernel } from './kernel';
import { sourceValue, type PriceSource } from './sources';

export const VWAP_ANCHORS = ['session', 'week', 'month'] as const;
export type VwapAnchor = (typeof VWAP_ANCHORS)[number];

const DAY_SECONDS = 86_400;
/** 1970-01-01 was a Thursday: day 0 is 3 days after a Monday. */
const DAYS_AFTER_MONDAY_AT_EPOCH = 3;

/** The open time (unix seconds) of the `anchor` period that contains `time`. */
export function anchorPeriodStart(time: number, anchor: VwapAnchor): number {
  const day = barOpenTime(time, '1D');
  switch (anchor) {
    case 'session':
      return day;
    case 'week': {
      const dayIndex = Math.round((day + KST_OFFSET_SECONDS) / DAY_SECONDS);
      const sinceMonday = (((dayIndex + DAYS_AFTER_MONDAY_AT_EPOCH) % 7) + 7) % 7;
      return day - sinceMonday * DAY_SECONDS;
    }
    case 'month': {
      const kst = new Date((day + KST_OFFSET_SECONDS) * 1000);
      return Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), 1) / 1000 - KST_OFFSET_SECONDS;
    }
  }
}

/**
 * The running VWAP of each period `periodOf` gives a bar by its open time (a number that changes when a
 * new period starts; NaN: no period, no value), shared with the anchored VWAP.
 */
export class VwapKernel implements IndicatorKernel {
  /** The period of the last committed bar (NaN: none yet) and its sums so far. */
  private period = Number.NaN;
  private priceVolume = 0;
  private volume = 0;

  constructor(
    private readonly source: PriceSource,
    private readonly periodOf: (time: number) => number,
  ) {}

  clear(): void {
    this.period = Number.NaN;
    this.priceVolume = 0;
    this.volume = 0;
  }

  step(series: CandleSeries, i: number, out: readonly Float64Array[], commit: boolean): void {
    const period = this.periodOf(series.time[i]!);
    if (Number.isNaN(period)) {
      out[0]![i] = Number.NaN;
      return;
    }
    const continues = period === this.period;
    const volume = series.volume[i]!;
    const priceVolume = (continues ? this.priceVolume : 0) + sourceValue(series, this.source, i) * volume;
    const totalVolume = (continues ? this.volume : 0) + volume;
    out[0]![i] = totalVolume === 0 ? Number.NaN : priceVolume / totalVolume;
    if (commit) {
      this.period = period;
      this.priceVolume = priceVolume;
      this.volume = totalVolume;
    }
  }
}

export const vwap: IndicatorDefinition<'vwap'> = {
  kind: 'vwap',
  placement: 'overlay',
  params: [
    { name: 'anchor', type: 'choice', default: 'session', options: VWAP_ANCHORS },
    { name: 'source', type: 'source', default: 'hlc3' },
  ],
  lines: [{ name: 'vwap', style: 'line', color: '#2962ff', width: 1 }],
};

export const vwapKernel: KernelFactory = (params) => {
  const anchor = params.anchor as VwapAnchor;
  return new VwapKernel(params.source as PriceSource, (time) => anchorPeriodStart(time, anchor));
};
