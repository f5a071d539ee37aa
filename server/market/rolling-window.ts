/**
 * The rolling 24 hours of one listing by minute: traded value, volume, high and low over the window, and
 * the close of each minute (for the change rates over trailing windows of the second ticker).
 */
export const WINDOW_MINUTES = 1440;
/** Change-rate windows of the second ticker after 'mid' (contract TICK_TYPES order), in minutes. */
export const TRAILING_WINDOWS = [WINDOW_MINUTES, 720, 60, 30, 15, 3, 1] as const;
/** One more slot than the window so that the close 24 hours ago is still there. */
const SLOTS = WINDOW_MINUTES + 1;

export class RollingWindow {
  private readonly value = new Float64Array(SLOTS);
  private readonly units = new Float64Array(SLOTS);
  private readonly high = new Float64Array(SLOTS);
  private readonly low = new Float64Array(SLOTS);
  private readonly close = new Float64Array(SLOTS);
  /** 1 when the minute traded (or has history). */
  private readonly traded = new Uint8Array(SLOTS);
  private minute: number;
  valueSum = 0;
  unitsSum = 0;
  highest = 0;
  lowest = 0;

  constructor(currentMinute: number, price: number) {
    this.minute = currentMinute;
    this.close.fill(price);
    this.highest = price;
    this.lowest = price;
  }

  private slot(minute: number): number {
    return ((minute % SLOTS) + SLOTS) % SLOTS;
  }

  /** Sets a past minute (start-up from history); call recompute() after the last one. */
  setMinute(minute: number, high: number, low: number, close: number, units: number, value: number): void {
    const s = this.slot(minute);
    this.high[s] = high;
    this.low[s] = low;
    this.close[s] = close;
    this.units[s] = units;
    this.value[s] = value;
    this.traded[s] = 1;
  }

  /** Moves the window so that `minute` is the newest; new minutes start flat at the last close. */
  advance(minute: number): void {
    if (minute <= this.minute) return;
    const lastClose = this.close[this.slot(this.minute)]!;
    const steps = Math.min(SLOTS, minute - this.minute);
    for (let k = 1; k <= steps; k++) {
      const s = this.slot(minute - steps + k);
      this.close[s] = lastClose;
      this.high[s] = lastClose;
      this.low[s] = lastClose;
      this.units[s] = 0;
      this.value[s] = 0;
      this.traded[s] = 0;
    }
    this.minute = minute;
    this.recompute();
  }

  /** Sums and extremes over the last WINDOW_MINUTES minutes, from scratch (no drift from many additions). */
  recompute(): void {
    let value = 0;
    let units = 0;
    let highest = -Infinity;
    let lowest = Infinity;
    for (let k = 0; k < WINDOW_MINUTES; k++) {
      const s = this.slot(this.minute - k);
      value += this.value[s]!;
      units += this.units[s]!;
      if (this.traded[s]) {
        if (this.high[s]! > highest) highest = this.high[s]!;
        if (this.low[s]! < lowest) lowest = this.low[s]!;
      }
    }
    const close = this.close[this.slot(this.minute)]!;
    this.valueSum = value;
    this.unitsSum = units;
    this.highest = highest === -Infinity ? close : highest;
    this.lowest = lowest === Infinity ? close : lowest;
  }

  trade(minute: number, price: number, units: number, value: number): void {
    this.advance(minute);
    const s = this.slot(this.minute);
    if (!this.traded[s]) {
      this.high[s] = price;
      this.low[s] = price;
      this.traded[s] = 1;
    } else {
      if (price > this.high[s]!) this.high[s] = price;
      if (price < this.low[s]!) this.low[s] = price;
    }
    this.close[s] = price;
    this.units[s] = this.units[s]! + units;
    this.value[s] = this.value[s]! + value;
    this.valueSum += value;
    this.unitsSum += units;
    if (price > this.highest) this.highest = price;
    if (price < this.lowest) this.lowest = price;
  }

  /** Close of the minute `minutesAgo` before the newest (0 = the newest). */
  closeMinutesAgo(minutesAgo: number): number {
    return this.close[this.slot(this.minute - Math.min(minutesAgo, WINDOW_MINUTES))]!;
  }
}
