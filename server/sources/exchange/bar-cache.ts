/**
 * One listing's candles from a real exchange, the contract's way (contract/intervals.ts): every interval
 * is aggregated KST-aligned (barOpenTime) from the exchange's own 1-minute and 60-minute bars, fetched in
 * pages of at most 200 as far as a question needs and no further, and kept current by live trades.
 * Intervals 1–30 come from 1-minute bars; 60, 240, 360, 720 and 1D from 60-minute bars (an exchange's hour
 * is a KST hour: KST is a whole 9 hours from UTC). The exchange's own 240-minute and day bars are never
 * used: Upbit aligns them to 09:00 KST. A bucket without a source bar has no candle: gaps stay gaps.
 */
import type { CandleColumns } from '../../../contract';
import { barOpenTime, intervalSeconds, type CandleInterval } from '../../../contract/intervals';
import { BarAccumulator } from '../../market/bars';
import { WINDOW_MINUTES } from '../../market/rolling-window';
import { BarSeries, type SourceUnit } from './bar-series';
import {
  ExchangeUnavailable,
  type ExchangeCandle,
  type ExchangeName,
  type ExchangeTrade,
} from './exchange-events';

/**
 * Answers one page of the exchange's bars of `unit` minutes: at most `count`, opening before `toSec`
 * (undefined: the newest, the bar in progress included), ascending. Throws ExchangeUnavailable.
 */
export type FetchMinutes = (
  unit: SourceUnit,
  toSec: number | undefined,
  count: number,
) => Promise<ExchangeCandle[]>;

/** Bars per page: both exchanges' maximum `count`. */
export const PAGE_SIZE = 200;
/**
 * Bars kept per listing. 20,000 1-minute bars (about 14 days of a coin that trades every minute) hold
 * the default 500 candles of every 1-minute-based interval (500 × 30 = 15,000) and the 24 h window;
 * 15,000 60-minute bars (about 625 days) hold 500 daily candles (12,000). About 3.5 MB a listing at most.
 */
export const MINUTE_BAR_CAP = 20_000;
export const HOUR_BAR_CAP = 15_000;

/** The exchange bars an interval is aggregated from. */
export function sourceUnitOf(interval: CandleInterval): SourceUnit {
  return interval === '1D' || Number(interval) >= 60 ? 60 : 1;
}

export interface BarCacheOptions {
  exchange: ExchangeName;
  fetchMinutes: FetchMinutes;
  /** The clock (unix ms). */
  now: () => number;
  minuteCap?: number;
  hourCap?: number;
}

/** The 1-minute bars the day figures read (day-figures.ts). */
export interface DayMinutes {
  nowMs: number;
  /**
   * Ascending: the last bar opening at or before the minute 24 h before the current one (when known),
   * then every bar up to the one in progress.
   */
  minutes: ExchangeCandle[];
  /** The bars are complete from this second on (-Infinity: the listing's whole history). */
  completeFromSec: number;
}

export class BarCache {
  private readonly series: Record<SourceUnit, BarSeries>;
  private readonly fetchMinutes: FetchMinutes;
  private readonly now: () => number;
  private readonly exchange: ExchangeName;
  /** Questions in flight: no bar is dropped while one may still need it. */
  private busy = 0;
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(options: BarCacheOptions) {
    this.exchange = options.exchange;
    this.fetchMinutes = options.fetchMinutes;
    this.now = options.now;
    this.series = {
      1: new BarSeries(1, options.minuteCap ?? MINUTE_BAR_CAP),
      60: new BarSeries(60, options.hourCap ?? HOUR_BAR_CAP),
    };
  }

  /** Bars held of a source unit (to check the cap). */
  heldBars(unit: SourceUnit): number {
    return this.series[unit].length;
  }

  /**
   * At most `limit` candles of `interval` opening strictly before `toSec` (default: up to the bar in
   * progress), ascending; fewer only where the listing's history starts.
   */
  candles(interval: CandleInterval, toSec: number | undefined, limit: number): Promise<CandleColumns> {
    return this.holding(async () => {
      const nowMs = this.now();
      await this.fetchFor(interval, toSec, limit, nowMs);
      return this.heldCandles(interval, toSec, limit, nowMs);
    });
  }

  /**
   * Fetches what `candles` needs and answers nothing: the market source's `prepareCandles`, whose
   * `candles` then reads `heldCandles` with the same `nowMs`.
   */
  prepareCandles(
    interval: CandleInterval,
    toSec: number | undefined,
    limit: number,
    nowMs = this.now(),
  ): Promise<void> {
    return this.holding(() => this.fetchFor(interval, toSec, limit, nowMs));
  }

  /**
   * The candles `candles` answers, from the bars held, fetching nothing: whole after `prepareCandles`
   * with the same `nowMs` (unless the question needs more bars than the cap keeps: then the newest ones),
   * else the candles of the known span before `toSec`.
   */
  heldCandles(
    interval: CandleInterval,
    toSec: number | undefined,
    limit: number,
    nowMs = this.now(),
  ): CandleColumns {
    const question = this.question(interval, toSec, nowMs);
    const start = question.series.coveredFrom(question.knownEnd);
    return aggregateBars(question.series.between(question.firstBucket(start), question.end), interval, limit);
  }

  private async fetchFor(
    interval: CandleInterval,
    toSec: number | undefined,
    limit: number,
    nowMs: number,
  ): Promise<void> {
    const { series, end, currentOpen, knownEnd, firstBucket } = this.question(interval, toSec, nowMs);
    await this.refreshLive(series, end > currentOpen, currentOpen);
    await this.extendBack(
      series,
      knownEnd,
      Infinity,
      (known) => countBuckets(series.between(firstBucket(known), end), interval) >= limit,
    );
  }

  /** The source bars a question of candles reads: those opening before `end`, complete before `knownEnd`. */
  private question(interval: CandleInterval, toSec: number | undefined, nowMs: number) {
    const series = this.series[sourceUnitOf(interval)];
    const length = intervalSeconds(interval);
    const nowSec = Math.floor(nowMs / 1000);
    const lastOpen = Math.min(
      barOpenTime(nowSec, interval),
      toSec === undefined ? Infinity : barOpenTime(toSec - 1, interval),
    );
    const currentOpen = series.openOf(nowSec);
    const end = Math.min(lastOpen + length, currentOpen + series.unit * 60);
    return {
      series,
      end,
      currentOpen,
      knownEnd: Math.min(end, currentOpen),
      /** The first whole bucket that known bars from `start` on hold. */
      firstBucket: (start: number) => {
        if (start === -Infinity) return start;
        const open = barOpenTime(start, interval);
        return open === start ? open : open + length;
      },
    };
  }

  /**
   * The 1-minute bars of the last 24 h and the one before them, fetching what is missing; with
   * `maxFetches`, at most that many pages (the rest of the window then counts as unknown).
   */
  dayMinutes(maxFetches = Infinity): Promise<DayMinutes> {
    const series = this.series[1];
    return this.holding(async () => {
      const nowMs = this.now();
      const currentOpen = series.openOf(Math.floor(nowMs / 1000));
      const windowStart = currentOpen - WINDOW_MINUTES * 60;
      const fetchedLive = await this.refreshLive(series, maxFetches > 0, currentOpen);
      const hasBaseline = (start: number) => {
        const before = series.lastBefore(windowStart + 1);
        return before !== undefined && before.openSec >= start;
      };
      const start = await this.extendBack(series, currentOpen, maxFetches - fetchedLive, hasBaseline);
      const from = hasBaseline(start) ? series.lastBefore(windowStart + 1)!.openSec : start;
      const minutes = series.between(from, currentOpen + 60).map((bar) => copyBar(bar));
      return { nowMs, minutes, completeFromSec: start };
    });
  }

  /** A live trade of the listing: it opens or updates its 1-minute and 60-minute bars. */
  trade(trade: ExchangeTrade): void {
    this.series[1].trade(trade);
    this.series[60].trade(trade);
    this.trim();
  }

  /** The trade stream is live from `atMs` (after each (re)connect). */
  streamOpened(atMs: number): void {
    this.series[1].streamOpened(atMs);
    this.series[60].streamOpened(atMs);
  }

  /** The trade stream stopped at `atMs`: bars from then on are fetched again when asked for. */
  streamLost(atMs: number): void {
    this.series[1].streamLost(atMs);
    this.series[60].streamLost(atMs);
  }

  private async holding<T>(question: () => Promise<T>): Promise<T> {
    this.busy++;
    try {
      return await question();
    } finally {
      this.busy--;
      this.trim();
    }
  }

  private trim(): void {
    if (this.busy > 0) return;
    this.series[1].trim();
    this.series[60].trim();
  }

  /**
   * Fetches the newest page when a question reads the bar in progress and the trade stream has not kept
   * it since it opened (a page's bar in progress is never kept as complete: without the stream it is
   * asked for again next time). Answers the number of pages fetched.
   */
  private async refreshLive(series: BarSeries, readsLive: boolean, currentOpen: number): Promise<number> {
    if (!readsLive || series.streamHolds(currentOpen)) return 0;
    await this.fetchPage(series, undefined);
    return 1;
  }

  /**
   * Fetches pages backwards from where the known bars before `end` start, until `enough` says so, the
   * history starts or `maxFetches` pages were fetched. Answers where the known bars then start.
   */
  private async extendBack(
    series: BarSeries,
    end: number,
    maxFetches: number,
    enough: (start: number) => boolean,
  ): Promise<number> {
    for (let fetches = 0; ; fetches++) {
      const start = series.coveredFrom(end);
      if (start === -Infinity || enough(start) || fetches >= maxFetches) return start;
      await this.fetchPage(series, start);
    }
  }

  /** Questions asked together share a page being fetched: the exchange is asked once. */
  private fetchPage(series: BarSeries, toSec: number | undefined): Promise<void> {
    const key = `${series.unit}:${toSec ?? 'newest'}`;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const fetching = this.fetchAndPut(series, toSec).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, fetching);
    return fetching;
  }

  private async fetchAndPut(series: BarSeries, toSec: number | undefined): Promise<void> {
    const page = await this.fetchMinutes(series.unit, toSec, PAGE_SIZE);
    const problem = pageProblem(page, series.unit, toSec);
    if (problem !== undefined)
      throw new ExchangeUnavailable(this.exchange, 'malformed', `${series.unit}-minute bars: ${problem}`);
    series.putPage(page, toSec, PAGE_SIZE, this.now());
  }
}

/** What is wrong with a page, if anything: each later page relies on the bars and the span it reports. */
function pageProblem(page: unknown, unit: SourceUnit, toSec: number | undefined): string | undefined {
  if (!Array.isArray(page)) return 'not a list';
  if (page.length > PAGE_SIZE) return `${page.length} bars for ${PAGE_SIZE} asked`;
  let previous = -Infinity;
  for (const bar of page as ExchangeCandle[]) {
    const { openSec, open, high, low, close, volume, value } = bar;
    if (![openSec, open, high, low, close, volume, value].every(Number.isFinite))
      return 'a bar with no number';
    if (openSec % (unit * 60) !== 0) return `a bar opening at ${openSec}, off the ${unit}-minute grid`;
    if (openSec <= previous) return 'bars not ascending';
    if (toSec !== undefined && openSec >= toSec) return `a bar at ${openSec}, not before ${toSec}`;
    if (!(low <= Math.min(open, close) && high >= Math.max(open, close) && low > 0))
      return `a bar at ${openSec} with its prices out of order`;
    if (volume < 0 || value < 0) return `a bar at ${openSec} with a negative volume`;
    previous = openSec;
  }
  return undefined;
}

function copyBar(bar: ExchangeCandle): ExchangeCandle {
  const { openSec, open, high, low, close, volume, value } = bar;
  return { openSec, open, high, low, close, volume, value };
}

/** Buckets of `interval` that ascending `bars` fall in. */
function countBuckets(bars: readonly ExchangeCandle[], interval: CandleInterval): number {
  let count = 0;
  let last = NaN;
  for (const bar of bars) {
    const open = barOpenTime(bar.openSec, interval);
    if (open !== last) count++;
    last = open;
  }
  return count;
}

/** The last `limit` candles of `interval` that ascending `bars` make (first open, extremes, last close, summed volume). */
export function aggregateBars(
  bars: readonly ExchangeCandle[],
  interval: CandleInterval,
  limit: number,
): CandleColumns {
  const columns: CandleColumns = { time: [], open: [], high: [], low: [], close: [], volume: [] };
  const bucket = new BarAccumulator();
  let bucketOpen = NaN;
  const flush = () => {
    if (bucket.count === 0) return;
    columns.time.push(bucketOpen);
    columns.open.push(bucket.open);
    columns.high.push(bucket.high);
    columns.low.push(bucket.low);
    columns.close.push(bucket.close);
    columns.volume.push(bucket.volume);
  };
  for (const bar of bars) {
    const open = barOpenTime(bar.openSec, interval);
    if (open !== bucketOpen) {
      flush();
      bucket.reset();
      bucketOpen = open;
    }
    bucket.add(bar.open, bar.high, bar.low, bar.close, bar.volume);
  }
  flush();
  const skip = Math.max(0, columns.time.length - limit);
  if (skip > 0) for (const column of Object.values(columns)) column.splice(0, skip);
  return columns;
}
