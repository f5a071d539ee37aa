/**
 * Older history paged in as the user scrolls back (chart §9): when the view comes near the first bar, the
 * page before it is asked of the exchange, handed to the chart worker and taken by the chart, one page at
 * a time. When to ask, retry and stop is the pure paging machine (workers/core/chart/history-paging.ts,
 * through api/chart-client); this module runs it over the requests. A load of the chart stops it (the
 * page in flight is dropped) and starts it over from the load's bars.
 */
import {
  nearFirstBar,
  olderPageSize,
  pagingOnFailure,
  pagingOnGesture,
  pagingOnPage,
  pagingOnView,
  startPaging,
  type CandleSeries,
  type ChartPrepend,
  type HistoryPaging,
} from '../../api/chart-client';
import type { CandleInterval } from '../../../contract/intervals';
import type { CoinKey } from '../../../contract/markets';
import type { ChartServices } from './chart-services';

/** The chart whose history is paged. */
export interface PagedChart {
  readonly coin: CoinKey;
  /** The interval of the bars held. */
  interval(): CandleInterval;
  /** How many bars are held. */
  length(): number;
  /** The open time of the first bar held (unix seconds). */
  firstTime(): number;
  /** Hands older bars to the chart worker; answers the chart with them in front. */
  prepend(older: CandleSeries): Promise<ChartPrepend>;
  /** Takes the chart with the older bars in front. */
  take(prepended: ChartPrepend): void;
}

export class HistoryPager {
  private paging: HistoryPaging = startPaging(0);
  private abort: AbortController | null = null;
  /** Bumped when a page in flight is dropped: its answer names bars no longer held. */
  private generation = 0;

  constructor(
    private readonly chart: PagedChart,
    private readonly loadOlder: ChartServices['loadOlderHistory'],
  ) {}

  /** A load starts (or the chart goes): the page in flight is dropped, and nothing is asked for. */
  stop(): void {
    this.generation += 1;
    this.abort?.abort();
    this.paging = startPaging(0);
  }

  /** A load's `length` bars are in: paging starts over from them. */
  start(length: number): void {
    this.paging = startPaging(length);
  }

  /** The user pressed the plot or a key moved the view: a failed page may be asked for again. */
  gesture(): void {
    this.paging = pagingOnGesture(this.paging);
  }

  /** The view shows bars `from` to `to`: near the first bar, the page before it is asked for. */
  view(from: number, to: number): void {
    const { loadOlder } = this;
    if (!loadOlder) return;
    const { state, request } = pagingOnView(this.paging, nearFirstBar(from, to));
    this.paging = state;
    if (request) void this.loadPage(loadOlder);
  }

  private async loadPage(loadOlder: NonNullable<ChartServices['loadOlderHistory']>): Promise<void> {
    const generation = this.generation;
    const abort = new AbortController();
    this.abort = abort;
    const { chart } = this;
    const interval = chart.interval();
    try {
      const older = await loadOlder(
        chart.coin,
        interval,
        chart.firstTime(),
        olderPageSize(chart.length()),
        abort.signal,
      );
      if (generation !== this.generation) return;
      const received = older.length;
      if (received > 0) {
        const prepended = await chart.prepend(older);
        if (generation !== this.generation) return;
        chart.take(prepended);
      }
      // A page that leaves the view still near the first bar asks for the next at the frame it brings.
      this.paging = pagingOnPage(this.paging, received, chart.length());
    } catch (error) {
      if (generation !== this.generation || abort.signal.aborted) return;
      console.error(`chart ${chart.coin} ${interval}: older history failed to load`, error);
      this.paging = pagingOnFailure(this.paging);
    } finally {
      if (this.abort === abort) this.abort = null;
    }
  }
}
