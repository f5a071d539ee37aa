/**
 * The workspace bench's in-page data: the coin-list bench's feed (500 coins, ticker updates at a set rate,
 * one FeedChangeSet per animation frame) carrying the charts' trades too, as the real feed client does,
 * and the charts' live walk: the chart-render bench's live workload (a trade 60 times a second, a new bar
 * every second) run for each chart on its own interval.
 */
import type { FeedChangeSet } from '../../src/api/feed-types';
import { barOpenTime, intervalSeconds, type CandleInterval } from '../../contract/intervals';
import type { Candle } from '../../workers/core/chart/candle-builder';
import { TradeBuffer } from '../../workers/core/feed/trade-buffer';
import { generateBars } from '../chart/data';
import { BenchFeed } from '../coin-list/feed';

/** The trade rate of each chart and how often it opens a new bar (the chart-render bench's live workload). */
export const TRADES_PER_SECOND = 60;
export const NEW_BAR_MS = 1_000;

/** BenchFeed whose per-frame change set also carries the trades queued since the last one. */
export class WorkspaceFeed extends BenchFeed {
  private readonly changeListeners = new Set<(changes: FeedChangeSet) => void>();
  /** The trades since the last frame, in the core's trade buffer (as the feed worker keeps them). */
  private readonly queued = new TradeBuffer();

  constructor(...args: ConstructorParameters<typeof BenchFeed>) {
    super(...args);
    super.onChanges((changes) => this.forward(changes));
  }

  /** Queues a buy trade for the next frame's change set (the ticker updates must be running). */
  trade(slot: number, time: number, price: number, quantity: number): void {
    this.queued.push(slot, time, price, quantity, 1);
  }

  override onChanges(listener: (changes: FeedChangeSet) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  override dispose(): void {
    super.dispose();
    this.changeListeners.clear();
    this.queued.take();
  }

  private forward(tickers: FeedChangeSet): void {
    const { trades } = this.queued.take();
    const changes: FeedChangeSet = trades ? { ...tickers, trades } : tickers;
    for (const listener of this.changeListeners) listener(changes);
  }
}

/**
 * `count` bars of `interval` from bench/chart/data's seeded walk (scaled to `price`), the last opening
 * two days ahead, so that no live trade ever falls inside the history the chart loaded.
 */
export function chartHistory(
  count: number,
  interval: CandleInterval,
  price: number,
  seed: number,
  nowSec = Date.now() / 1000,
): Candle[] {
  const series = generateBars(count, seed);
  const step = intervalSeconds(interval);
  const end = barOpenTime(nowSec + 2 * 86_400, interval);
  const scale = price / series.close[series.length - 1]!;
  const bars: Candle[] = [];
  for (let i = 0; i < series.length; i += 1)
    bars.push({
      time: end - (series.length - 1 - i) * step,
      open: series.open[i]! * scale,
      high: series.high[i]! * scale,
      low: series.low[i]! * scale,
      close: series.close[i]! * scale,
      volume: series.volume[i]!,
    });
  return bars;
}

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
