/**
 * One chart's live walk for the workspace bench: the chart-render bench's live workload (a trade 60 times
 * a second, a new bar every second). Runs on the page for the peer and in the trade source worker for ours.
 */
import type { Candle } from '../../workers/core/chart/candle-builder';

/** The trade rate of each chart and how often it opens a new bar (the chart-render bench's live workload). */
export const TRADES_PER_SECOND = 60;
export const NEW_BAR_MS = 1_000;

/** One chart's live walk: each step is one trade that moves the last bar or opens the next one. */
export class LiveWalk {
  private seed: number;
  private bar: Candle;
  private nextBarAt = Number.NaN;

  constructor(
    last: Candle,
    private readonly stepSec: number,
    seed: number,
  ) {
    this.bar = { ...last };
    this.seed = seed;
  }

  private random(): number {
    this.seed = (this.seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return this.seed / 2_147_483_648;
  }

  /** The trade at `now` (ms, performance.now()) and the last bar after it. */
  step(now: number): { bar: Candle; price: number; quantity: number } {
    if (Number.isNaN(this.nextBarAt)) this.nextBarAt = now + NEW_BAR_MS;
    const price = this.bar.close * (1 + (this.random() - 0.5) * 0.002);
    const quantity = 0.01 + this.random();
    if (now >= this.nextBarAt) {
      this.nextBarAt += NEW_BAR_MS;
      const time = this.bar.time + this.stepSec;
      this.bar = { time, open: price, high: price, low: price, close: price, volume: quantity };
    } else
      this.bar = {
        ...this.bar,
        high: Math.max(this.bar.high, price),
        low: Math.min(this.bar.low, price),
        close: price,
        volume: this.bar.volume + quantity,
      };
    return { bar: { ...this.bar }, price, quantity };
  }
}
