/**
 * Minute bars formed by live trades, from the minute a listing started trading live. A minute without
 * trades is a flat bar at the last price with no volume, so that the series has no holes, like history.
 * A bar opens at the previous bar's close (as history's bars do), so the series is continuous.
 */
import type { BarAccumulator } from './bars';
import { createBars, type Bars } from './bars';

export class LiveBars {
  private bars: Bars = createBars(256);
  /** Minutes filled so far (bars[0] is startMinute). */
  private filled = 0;
  private lastClose: number;

  constructor(
    /** Unix minute (seconds / 60) of the first live bar. */
    readonly startMinute: number,
    /** The price the first bar opens at: the last close of history, or the listing price. */
    openPrice: number,
  ) {
    this.lastClose = openPrice;
    // The current bar exists from the first moment, flat until the first trade.
    this.catchUp(startMinute);
  }

  get price(): number {
    return this.lastClose;
  }

  private grow(minimum: number): void {
    let length = this.bars.length;
    while (length < minimum) length *= 2;
    if (length === this.bars.length) return;
    const next = createBars(length);
    next.open.set(this.bars.open.subarray(0, this.filled));
    next.high.set(this.bars.high.subarray(0, this.filled));
    next.low.set(this.bars.low.subarray(0, this.filled));
    next.close.set(this.bars.close.subarray(0, this.filled));
    next.volume.set(this.bars.volume.subarray(0, this.filled));
    this.bars = next;
  }

  /** Adds flat bars up to and including `minute`. */
  catchUp(minute: number): void {
    const target = minute - this.startMinute + 1;
    if (target <= this.filled) return;
    this.grow(target);
    const price = this.lastClose;
    for (let i = this.filled; i < target; i++) {
      this.bars.open[i] = price;
      this.bars.high[i] = price;
      this.bars.low[i] = price;
      this.bars.close[i] = price;
      this.bars.volume[i] = 0;
    }
    this.filled = target;
  }

  /** Records a trade of `units` volume units at `price` in `minute` (never earlier than the newest bar). */
  trade(minute: number, price: number, units: number): void {
    this.catchUp(minute);
    const i = Math.max(0, this.filled - 1);
    if (price > this.bars.high[i]!) this.bars.high[i] = price;
    if (price < this.bars.low[i]!) this.bars.low[i] = price;
    this.bars.close[i] = price;
    this.bars.volume[i] = this.bars.volume[i]! + units;
    this.lastClose = price;
  }

  /** Folds the live minutes of [fromSec, toSec) into `into`. */
  aggregate(fromSec: number, toSec: number, into: BarAccumulator): void {
    const first = Math.max(0, Math.ceil(fromSec / 60) - this.startMinute);
    const last = Math.min(this.filled, Math.ceil(toSec / 60) - this.startMinute);
    for (let i = first; i < last; i++) into.addBar(this.bars, i);
  }
}
