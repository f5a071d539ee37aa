/**
 * One listing's bars of one source unit (1 or 60 minutes), sparse as the exchange serves them: a bar
 * exists only for a span with a trade, and a hole stays a hole. Filled from REST pages (which replace what
 * they cover: the page is the exchange's word) and from live trades (which open or update their bar), with
 * the spans known complete (CoveredRanges). The bar in progress is never counted complete from a page: a
 * later page could still change it; only the live trade stream completes it.
 */
import type { ExchangeCandle, ExchangeTrade } from './exchange-events';
import { CoveredRanges } from './covered-ranges';

export type SourceUnit = 1 | 60;

/** A bar the cache holds, with the time of the last trade counted in it (to keep the latest close). */
interface HeldBar extends ExchangeCandle {
  lastTradeMs: number;
}

/** Trade ids remembered to drop a trade delivered twice (a snapshot trade after a resubscribe). */
const REMEMBERED_TRADE_IDS = 2_048;

export class BarSeries {
  /** Ascending by openSec, one bar per openSec. */
  private bars: HeldBar[] = [];
  private readonly covered = new CoveredRanges();
  /** While the trade stream is live: the first bar open from which its trades make bars complete. */
  private streamFrom: number | undefined;
  /** Answer time of the newest page that held the bar in progress: trades before it are in that page. */
  private newestPageMs = -Infinity;
  private readonly seenTradeIds = new Set<string>();

  constructor(
    readonly unit: SourceUnit,
    /** Most bars kept: beyond it the oldest go (and their span is no longer covered). */
    readonly cap: number,
  ) {}

  get length(): number {
    return this.bars.length;
  }

  /** The trade stream has kept the bar opening at `openSec` complete since its start. */
  streamHolds(openSec: number): boolean {
    return this.streamFrom !== undefined && this.streamFrom <= openSec;
  }

  /** Open time (unix s) of this unit's bar containing `sec`; whole minutes and hours are KST-aligned too. */
  openOf(sec: number): number {
    const length = this.unit * 60;
    return Math.floor(sec / length) * length;
  }

  /** The earliest second from which [that, end) is known complete. */
  coveredFrom(end: number): number {
    return this.covered.startOfSpanEndingAt(end, this.streamFrom);
  }

  /** Index of the first bar opening at or after `sec`. */
  private indexAt(sec: number): number {
    let lo = 0;
    let hi = this.bars.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.bars[mid]!.openSec < sec) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The bars opening in [from, to), ascending (the held objects: read them, do not keep them). */
  between(from: number, to: number): readonly ExchangeCandle[] {
    return this.bars.slice(this.indexAt(from), this.indexAt(to));
  }

  /** The last bar opening before `sec`, if held. */
  lastBefore(sec: number): ExchangeCandle | undefined {
    return this.bars[this.indexAt(sec) - 1];
  }

  /**
   * A page of `count` asked bars ending before `toSec` (undefined: the newest, the bar in progress
   * included), answered at `answeredMs`. A page shorter than asked reaches the start of the history.
   */
  putPage(
    page: readonly ExchangeCandle[],
    toSec: number | undefined,
    count: number,
    answeredMs: number,
  ): void {
    const currentOpen = this.openOf(Math.floor(answeredMs / 1000));
    const end = Math.min(toSec ?? Infinity, currentOpen);
    const start = page.length < count ? -Infinity : page[0]!.openSec;
    const from = this.indexAt(start);
    const to = this.indexAt(toSec === undefined ? Infinity : toSec);
    const held = page.map((bar) => ({ ...bar, lastTradeMs: answeredMs }));
    // Bars the page covers are replaced by it, the bar in progress too (the page is newer than it).
    this.bars.splice(from, to - from, ...held);
    this.covered.add(start, end);
    if (toSec === undefined) {
      this.newestPageMs = Math.max(this.newestPageMs, answeredMs);
      // The page holds the bar in progress up to its answer, and the stream carries it on from there.
      if (this.streamFrom !== undefined) this.streamFrom = Math.min(this.streamFrom, currentOpen);
    }
  }

  /**
   * The trade stream is live from `atMs`: its trades complete the bars that open after that moment (the
   * bar it falls in, even on its first millisecond, may hold trades the stream never carried).
   */
  streamOpened(atMs: number): void {
    if (this.streamFrom !== undefined) return;
    this.streamFrom = this.openOf(Math.floor(atMs / 1000)) + this.unit * 60;
  }

  /** The trade stream stopped at `atMs`: what it completed stays complete, the bar it was in does not. */
  streamLost(atMs: number): void {
    if (this.streamFrom === undefined) return;
    this.covered.add(this.streamFrom, this.openOf(Math.floor(atMs / 1000)));
    this.streamFrom = undefined;
  }

  /** Counts a live trade in its bar (opening it when its span had none). */
  trade(trade: ExchangeTrade): void {
    if (trade.timeMs < this.newestPageMs || this.seenTradeIds.has(trade.id)) return;
    this.seenTradeIds.add(trade.id);
    if (this.seenTradeIds.size > REMEMBERED_TRADE_IDS) {
      const oldest = this.seenTradeIds.values().next();
      if (!oldest.done) this.seenTradeIds.delete(oldest.value);
    }
    const openSec = this.openOf(Math.floor(trade.timeMs / 1000));
    const i = this.indexAt(openSec);
    const bar = this.bars[i];
    const value = trade.price * trade.quantity;
    if (bar === undefined || bar.openSec !== openSec) {
      const { price } = trade;
      const opened: HeldBar = {
        openSec,
        open: price,
        high: price,
        low: price,
        close: price,
        volume: trade.quantity,
        value,
        lastTradeMs: trade.timeMs,
      };
      this.bars.splice(i, 0, opened);
      return;
    }
    if (trade.price > bar.high) bar.high = trade.price;
    if (trade.price < bar.low) bar.low = trade.price;
    if (trade.timeMs >= bar.lastTradeMs) {
      bar.close = trade.price;
      bar.lastTradeMs = trade.timeMs;
    }
    bar.volume += trade.quantity;
    bar.value += value;
  }

  /**
   * Keeps at most `cap` bars, dropping the oldest: the newest serve the live chart and the day figures.
   * The owner calls it between queries, so that a query needing more than `cap` bars still ends.
   */
  trim(): void {
    const excess = this.bars.length - this.cap;
    if (excess <= 0) return;
    this.bars.splice(0, excess);
    const first = this.bars[0]!.openSec;
    this.covered.dropBefore(first);
    // The stream's span loses its dropped bars too.
    if (this.streamFrom !== undefined) this.streamFrom = Math.max(this.streamFrom, first);
  }
}
