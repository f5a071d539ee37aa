/**
 * OHLCV in columns and the one aggregation rule every interval uses: first open, highest high, lowest
 * low, last close, summed volume. Volume is counted in whole units (see Listing.volumeUnit).
 */

export interface Bars {
  readonly length: number;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  /** Whole volume units. */
  readonly volume: Float64Array;
}

export function createBars(length: number): Bars {
  const buffer = new Float64Array(length * 5);
  return {
    length,
    open: buffer.subarray(0, length),
    high: buffer.subarray(length, 2 * length),
    low: buffer.subarray(2 * length, 3 * length),
    close: buffer.subarray(3 * length, 4 * length),
    volume: buffer.subarray(4 * length, 5 * length),
  };
}

/** Folds bars, in time order, into one. */
export class BarAccumulator {
  open = 0;
  high = 0;
  low = 0;
  close = 0;
  volume = 0;
  count = 0;

  reset(): this {
    this.count = 0;
    this.volume = 0;
    return this;
  }

  add(open: number, high: number, low: number, close: number, volume: number): void {
    if (this.count === 0) {
      this.open = open;
      this.high = high;
      this.low = low;
    } else {
      if (high > this.high) this.high = high;
      if (low < this.low) this.low = low;
    }
    this.close = close;
    this.volume += volume;
    this.count++;
  }

  addBar(bars: Bars, i: number): void {
    this.add(bars.open[i]!, bars.high[i]!, bars.low[i]!, bars.close[i]!, bars.volume[i]!);
  }
}
