/**
 * The coins a chart compares its own with, loaded and kept live beside it. Each is a chart of its own in
 * the window's chart worker (its id the chart's and the coin's), opened on the coin's history at the
 * chart's interval and fed the coin's trades by the feed, as the chart itself is; its closes are aligned
 * to the chart's bars in ChartData.compares (render/chart/chart-compare.ts), which the model draws as
 * their change from the first bar on screen. When the chart pages older history in, each coin pages in
 * as far back, once per page.
 */
import { HISTORY_MAX_BARS, type ChartClient, type ChartUpdate } from '../../api/chart-client';
import type { FeedClient } from '../../api/feed-types';
import { alignCloses, compareLine, firstAtOrAfter } from '../../render/chart/chart-compare';
import { ChartData } from '../../render/chart/chart-data';
import type { ChartModel } from '../../render/chart/chart-model';
import { colourNumber } from '../../render/chart/chart-studies';
import type { CandleInterval } from '../../../contract/intervals';
import type { CoinKey } from '../../../contract/markets';
import type { ChartServices } from './chart-services';
import type { ChartCompare } from './rules/chart-compare';

/** Where a compared coin stands: its bars loading, drawn, or failed to load (the next load tries again). */
export type CompareState = 'loading' | 'live' | 'error';

/** What the compares see of their chart. */
export interface ComparesHost {
  readonly chartId: string;
  readonly client: ChartClient;
  readonly services: ChartServices;
  readonly feed: FeedClient;
  /** The chart's own bars, whose `compares` these write. */
  readonly data: ChartData;
  readonly model: ChartModel;
  interval(): CandleInterval;
  /** How many bars the chart asks for when it loads. */
  historyBars(): number;
  /** The chart's bars are in. */
  live(): boolean;
  invalidate(): void;
  onState?(coin: CoinKey, state: CompareState): void;
}

class ComparedCoin {
  readonly data = new ChartData();
  /** Its closes on the chart's bars. */
  values = new Float64Array(0);
  state: CompareState = 'loading';
  /** The interval its bars are of (null before the first load). */
  interval: CandleInterval | null = null;
  generation = 0;
  abort: AbortController | null = null;
  ports = 0;
  /** A page of older bars is asked for; none is left before its first bar. */
  paging = false;
  olderExhausted = false;
  /** No longer compared (or the chart went): a port that comes now is closed. */
  closed = false;
  closePort: () => void = () => undefined;
  stopUpdates: () => void = () => undefined;

  constructor(
    readonly coin: CoinKey,
    readonly id: string,
    public colour: string,
  ) {}
}

export class ChartCompares {
  private coins: ComparedCoin[] = [];
  private disposed = false;

  constructor(private readonly host: ComparesHost) {}

  /** The coins compared, in order (their values in ChartData.compares). */
  get compared(): readonly { coin: CoinKey; values: Float64Array; state: CompareState }[] {
    return this.coins;
  }

  /**
   * Compares exactly `list` from now on: a coin that stays keeps its bars (in its new colour), a new one
   * loads once the chart's bars are in, a coin gone is closed in the worker.
   */
  set(list: readonly ChartCompare[]): void {
    if (this.disposed) return;
    const next = list.map((entry) => {
      const kept = this.coins.find((coin) => coin.coin === entry.coin);
      if (kept) {
        kept.colour = entry.colour;
        return kept;
      }
      return this.open(entry);
    });
    for (const coin of this.coins) if (!next.includes(coin)) this.close(coin);
    this.coins = next;
    this.host.data.compares = next.map((coin) => coin.values);
    this.host.model.setCompares(next.map((coin) => compareLine(colourNumber(coin.colour) ?? 0)));
    if (this.host.live()) for (const coin of next) if (coin.interval === null) void this.load(coin);
    this.host.invalidate();
  }

  /**
   * The chart loaded its bars (a new interval, a refresh, a refill): each coin is aligned to them, and
   * loaded again when its bars are of another interval or `reload` (the trader refreshed).
   */
  chartLoaded(reload = false): void {
    for (const coin of this.coins) {
      this.align(coin, 0);
      if (reload || coin.interval !== this.host.interval()) void this.load(coin);
    }
  }

  /** The chart's bars changed from bar `from` on (-1: every index moved): aligned again from there. */
  chartChanged(from: number): void {
    for (const coin of this.coins) this.align(coin, Math.max(0, from));
  }

  /** Older bars came in front of the chart's: every coin aligned again, and paged in as far back. */
  chartPrepended(): void {
    for (const coin of this.coins) {
      this.align(coin, 0);
      void this.pageOlder(coin);
    }
  }

  dispose(): void {
    this.disposed = true;
    for (const coin of this.coins) this.close(coin);
    this.coins = [];
  }

  private open(entry: ChartCompare): ComparedCoin {
    const { client, feed, chartId } = this.host;
    const coin = new ComparedCoin(entry.coin, `${chartId}:compare:${entry.coin}`, entry.colour);
    coin.values = new Float64Array(this.host.data.series.time.length).fill(Number.NaN);
    coin.stopUpdates = client.onUpdate(coin.id, (update) => this.onUpdate(coin, update));
    // Trades wait in the worker for the coin's first open.
    client.holdTrades(coin.id);
    coin.closePort = feed.tradePort(coin.coin, (port) => {
      // The feed may hand the port at once, before the coin is in the list.
      if (coin.closed) {
        port.close();
        return;
      }
      client.connectTrades(coin.id, port);
      coin.ports += 1;
      // A later port follows a gap in the coin's trades: its bars are loaded again.
      if (coin.ports > 1 && coin.state === 'live') void this.load(coin);
    });
    return coin;
  }

  private close(coin: ComparedCoin): void {
    coin.closed = true;
    coin.generation += 1;
    coin.abort?.abort();
    coin.closePort();
    coin.stopUpdates();
    this.host.client.close(coin.id).catch(() => {
      // The worker may already be gone with the last panel: nothing is left to close then.
    });
  }

  /** Loads the coin's history at the chart's interval, as many bars as the chart holds, and opens it. */
  private async load(coin: ComparedCoin): Promise<void> {
    const { host } = this;
    const generation = ++coin.generation;
    coin.abort?.abort();
    const abort = new AbortController();
    coin.abort = abort;
    const interval = host.interval();
    coin.interval = interval;
    coin.olderExhausted = false;
    coin.paging = false;
    this.setState(coin, 'loading');
    host.client.holdTrades(coin.id);
    try {
      const bars = Math.min(HISTORY_MAX_BARS, Math.max(host.historyBars(), host.data.length));
      const history = await host.services.loadHistory(coin.coin, interval, abort.signal, bars);
      const coveredUntilMs = history.takenAt ?? Date.now();
      if (generation !== coin.generation) return;
      const opened = await host.client.open(coin.id, interval, history, { coveredUntilMs });
      if (generation !== coin.generation) return;
      coin.data.load(opened);
      this.setState(coin, 'live');
      this.align(coin, 0);
      void this.pageOlder(coin);
    } catch (error) {
      if (generation !== coin.generation || abort.signal.aborted) return;
      console.error(`chart compare ${coin.coin} ${interval}: history failed to load`, error);
      coin.interval = null;
      this.setState(coin, 'error');
    }
  }

  /** One page of the coin's bars before its first, when the chart's reach further back. */
  private async pageOlder(coin: ComparedCoin): Promise<void> {
    const { host } = this;
    const loadOlder = host.services.loadOlderHistory;
    const chart = host.data.series;
    if (!loadOlder || coin.state !== 'live' || coin.paging || coin.olderExhausted) return;
    const first = coin.data.series.time[0];
    if (first === undefined || chart.length === 0) return;
    const missing = firstAtOrAfter(chart.time, chart.length, first);
    if (missing === 0) return;
    coin.paging = true;
    const generation = coin.generation;
    const interval = coin.interval!;
    const signal = coin.abort?.signal ?? new AbortController().signal;
    try {
      const older = await loadOlder(
        coin.coin,
        interval,
        first,
        Math.min(missing, HISTORY_MAX_BARS - coin.data.length),
        signal,
      );
      if (generation !== coin.generation) return;
      if (older.length === 0) {
        // Listed after the chart's first bar: nothing older comes.
        coin.olderExhausted = true;
        return;
      }
      const prepended = await host.client.prepend(coin.id, older);
      if (generation !== coin.generation) return;
      coin.data.load(prepended);
      this.align(coin, 0);
    } catch (error) {
      if (generation !== coin.generation || signal.aborted) return;
      console.error(`chart compare ${coin.coin} ${interval}: older history failed to load`, error);
    } finally {
      if (generation === coin.generation) coin.paging = false;
    }
  }

  private onUpdate(coin: ComparedCoin, { tail, reset }: ChartUpdate): void {
    if (coin.state !== 'live' || this.disposed) return;
    if (reset) {
      void this.load(coin);
      return;
    }
    if (!tail) return;
    const from = coin.data.merge(tail);
    const series = this.host.data.series;
    // The chart's bars from the first at or after the coin's first changed bar take its closes anew.
    const chartFrom = from < 0 ? 0 : firstAtOrAfter(series.time, series.length, coin.data.series.time[from]!);
    if (chartFrom < series.length) this.align(coin, chartFrom);
  }

  /** The coin's closes on the chart's bars from `from` on (all NaN while its bars are not in). */
  private align(coin: ComparedCoin, from: number): void {
    const { data, model } = this.host;
    const series = data.series;
    const capacity = series.time.length;
    if (coin.values.length < capacity) {
      const grown = new Float64Array(capacity).fill(Number.NaN);
      grown.set(coin.values.subarray(0, Math.min(coin.values.length, series.length)));
      coin.values = grown;
      data.compares = this.coins.map((each) => each.values);
    }
    if (coin.state === 'live' && coin.interval === this.host.interval())
      alignCloses(coin.values, series.time, series.length, coin.data.series, from);
    else coin.values.fill(Number.NaN, from);
    model.dataChanged(from);
    this.host.invalidate();
  }

  private setState(coin: ComparedCoin, state: CompareState): void {
    coin.state = state;
    this.host.onState?.(coin.coin, state);
  }
}
