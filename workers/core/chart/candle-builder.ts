/**
 * Trades into candles of one interval, in columns, one trade at a time: the engine behind
 * aggregateTrades (a batch) and the live chart (REST history, then streamed trades).
 *
 * Trade times are unix MILLISECONDS (as the feed carries them); bar times are unix seconds (as the
 * series and REST carry them), opening at barOpenTime boundaries in KST.
 *
 * The rules, in the order a trade meets them:
 * 1. Bad trade (time < 0, price ≤ 0, quantity ≤ 0, or not finite): skipped, counted in `rejected`.
 * 2. Already counted: a trade before `coveredUntilMs` (the time the REST history was taken) is in the
 *    history already, so it is skipped and counted in `covered`. This is how a trade replayed by the feed
 *    around the history/stream seam is not counted twice.
 * 3. Late: a trade whose bar opens before the last bar's is skipped and counted in `late`. Closed bars
 *    come from history and are not rewritten by stragglers; a live feed in server order has none.
 * 4. In the last bar: high/low/volume take it. Close is the price of the trade with the latest time (a tie
 *    goes to the later arrival) and open the price of the earliest one (a tie keeps the first arrival), so
 *    the order of trades within a bar does not matter. A duplicate trade inside the open bar cannot be told
 *    from a second trade at the same price and time (trades carry no id): it is counted, as the exchange
 *    would count two such trades.
 * 5. In a later bar: a new bar is appended. No filler bars are made for intervals without trades, so a
 *    bar exists only where trades are, exactly as aggregating everything at once gives.
 */
import { barOpenTime, intervalSeconds, type CandleInterval } from '../../../contract/intervals';
import {
  checkSeries,
  createSeries,
  dropOldest,
  ensureCapacity,
  SERIES_FIELDS,
  type CandleSeries,
} from '../base/series';

/** Trades in columns; `time` in unix milliseconds. The feed's TradeColumns fits. */
export interface TradeInput {
  time: ArrayLike<number>;
  price: ArrayLike<number>;
  quantity: ArrayLike<number>;
}

/** One candle as plain numbers (time: bar open, unix seconds). */
export interface Candle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface CandleBuilderOptions {
  /** Bars to allocate up front (the columns double beyond it). */
  capacity?: number;
  /**
   * Most bars kept. Appending past it drops the oldest `trimBatch` bars at once, so the cost of moving the
   * columns is paid once per `trimBatch` appends. Default: unbounded.
   */
  maxBars?: number;
  /** Bars dropped at a time when `maxBars` is reached; default an eighth of `maxBars`. */
  trimBatch?: number;
}

/** Where bars changed since the last takeChanges(). */
export interface BarChanges {
  /** Index (after any trim) of the first bar that changed or was appended; `length` when none did. */
  from: number;
  /** Bars dropped from the front since the last take (indices shifted down by this). */
  trimmed: number;
  length: number;
}

export class CandleBuilder {
  readonly series: CandleSeries;
  readonly intervalMs: number;
  /** Trades skipped by the rules above, since creation. */
  rejected = 0;
  covered = 0;
  late = 0;
  private coveredUntilMs = -Infinity;
  private readonly maxBars: number;
  private readonly trimBatch: number;
  // The open bar: [barStartMs, barEndMs), and the times of its earliest and latest trade.
  private barStartMs = Number.NaN;
  private barEndMs = Number.NaN;
  private firstTradeMs = Infinity;
  private lastTradeMs = -Infinity;
  private changedFrom = 0;
  private trimmed = 0;

  constructor(
    readonly interval: CandleInterval,
    options: CandleBuilderOptions = {},
  ) {
    this.intervalMs = intervalSeconds(interval) * 1000;
    this.maxBars = options.maxBars ?? Infinity;
    if (!(this.maxBars >= 1)) throw new RangeError(`maxBars must be at least 1, got ${options.maxBars}`);
    this.trimBatch = Math.min(
      this.maxBars,
      Math.max(1, Math.floor(options.trimBatch ?? (Number.isFinite(this.maxBars) ? this.maxBars / 8 : 1))),
    );
    this.series = createSeries(Math.max(16, Math.min(options.capacity ?? 1024, this.maxBars)));
  }

  get length(): number {
    return this.series.length;
  }

  /**
   * Starts over from a history (copied; its newest bars if longer than maxBars). `coveredUntilMs`: the
   * history already counts every trade before this time (rule 2); by default nothing is assumed, and
   * streamed trades of the history's last bar are added to it.
   */
  load(history: CandleSeries, coveredUntilMs = -Infinity): void {
    checkSeries(history);
    const lastTime = history.length > 0 ? history.time[history.length - 1]! : Number.NaN;
    if (history.length > 0 && barOpenTime(lastTime, this.interval) !== lastTime)
      throw new RangeError(
        `history bar time ${lastTime} is not a bar open time of the ${this.interval} interval`,
      );
    const keep = Math.min(history.length, this.maxBars);
    const start = history.length - keep;
    const series = this.series;
    ensureCapacity(series, keep);
    series.time.set(history.time.subarray(start, history.length));
    series.open.set(history.open.subarray(start, history.length));
    series.high.set(history.high.subarray(start, history.length));
    series.low.set(history.low.subarray(start, history.length));
    series.close.set(history.close.subarray(start, history.length));
    series.volume.set(history.volume.subarray(start, history.length));
    series.length = keep;
    this.coveredUntilMs = coveredUntilMs;
    this.openLastBar();
    this.changedFrom = 0;
    this.trimmed = 0;
  }

  /**
   * Puts older bars (a page of history before the first bar) in front of the series; returns how many
   * were kept: the newest of them that fit under maxBars. The last bar and its open-bar state stay as
   * they were, so streamed trades go on landing in it. Throws a RangeError when the page is not a valid
   * series or does not end before the first bar.
   */
  prepend(older: CandleSeries): number {
    checkSeries(older);
    const series = this.series;
    const held = series.length;
    if (older.length === 0) return 0;
    const lastOlder = older.time[older.length - 1]!;
    if (barOpenTime(lastOlder, this.interval) !== lastOlder)
      throw new RangeError(
        `older bar time ${lastOlder} is not a bar open time of the ${this.interval} interval`,
      );
    if (held > 0 && !(lastOlder < series.time[0]!))
      throw new RangeError(
        `older bars end at ${lastOlder}, not before the first bar (time ${series.time[0]!})`,
      );
    const added = Math.min(older.length, Math.max(0, this.maxBars - held));
    if (added === 0) return 0;
    const start = older.length - added;
    ensureCapacity(series, held + added);
    for (const field of SERIES_FIELDS) {
      series[field].copyWithin(added, 0, held);
      series[field].set(older[field].subarray(start, older.length), 0);
    }
    series.length = held + added;
    if (held === 0) this.openLastBar();
    // Every index moved: the whole series counts as changed.
    this.changedFrom = 0;
    return added;
  }

  /** Adds trades [from, to) of the columns, in arrival order. */
  addTrades(trades: TradeInput, from = 0, to = trades.time.length): void {
    const { time, price, quantity } = trades;
    const series = this.series;
    const coveredUntil = this.coveredUntilMs;
    // The open bar lives in locals while trades land in it, and is written back when it closes.
    let n = series.length;
    let start = this.barStartMs;
    let end = this.barEndMs;
    let first = this.firstTradeMs;
    let last = this.lastTradeMs;
    let open = n > 0 ? series.open[n - 1]! : 0;
    let high = n > 0 ? series.high[n - 1]! : 0;
    let low = n > 0 ? series.low[n - 1]! : 0;
    let close = n > 0 ? series.close[n - 1]! : 0;
    let volume = n > 0 ? series.volume[n - 1]! : 0;
    let touched = false;
    for (let i = from; i < to; i += 1) {
      const t = time[i]!;
      const p = price[i]!;
      const q = quantity[i]!;
      if (!(t >= 0 && p > 0 && q > 0 && t < Infinity && p < Infinity && q < Infinity)) {
        this.rejected += 1;
        continue;
      }
      if (t < coveredUntil) {
        this.covered += 1;
        continue;
      }
      if (t >= start && t < end) {
        if (p > high) high = p;
        if (p < low) low = p;
        volume += q;
        if (t >= last) {
          close = p;
          last = t;
        }
        if (t < first) {
          open = p;
          first = t;
        }
        if (!touched) {
          touched = true;
          if (n - 1 < this.changedFrom) this.changedFrom = n - 1;
        }
        continue;
      }
      if (n > 0 && t < start) {
        this.late += 1;
        continue;
      }
      if (n > 0) this.writeBar(n - 1, open, high, low, close, volume);
      const barTime = barOpenTime(Math.floor(t / 1000), this.interval);
      n = this.appendSlot(barTime);
      start = barTime * 1000;
      end = start + this.intervalMs;
      open = high = low = close = p;
      volume = q;
      first = last = t;
      touched = true;
    }
    if (n > 0) this.writeBar(n - 1, open, high, low, close, volume);
    this.barStartMs = start;
    this.barEndMs = end;
    this.firstTradeMs = first;
    this.lastTradeMs = last;
  }

  /** Adds one trade (time in ms). */
  addTrade(timeMs: number, price: number, quantity: number): void {
    SINGLE.time[0] = timeMs;
    SINGLE.price[0] = price;
    SINGLE.quantity[0] = quantity;
    this.addTrades(SINGLE, 0, 1);
  }

  /**
   * A whole bar from elsewhere (a refetched or pushed candle): the same time as the last bar replaces it,
   * a later time appends it, an earlier time is ignored (closed bars are not rewritten). Returns whether
   * it was applied. The replaced bar's values are then the reference its later trades add to. A bad candle
   * (candleProblem) throws a RangeError saying why.
   */
  setBar(bar: Candle): boolean {
    const problem = candleProblem(bar, this.interval);
    if (problem) throw new RangeError(problem);
    const { time, open, high, low, close, volume } = bar;
    const series = this.series;
    let n = series.length;
    const lastTime = n > 0 ? series.time[n - 1]! : -Infinity;
    if (time < lastTime) return false;
    if (time > lastTime) n = this.appendSlot(time);
    else if (n - 1 < this.changedFrom) this.changedFrom = n - 1;
    this.writeBar(n - 1, open, high, low, close, volume);
    this.openLastBar();
    return true;
  }

  /** Where bars changed since the last call; resets the record. */
  takeChanges(): BarChanges {
    const length = this.series.length;
    const changes = { from: Math.min(this.changedFrom, length), trimmed: this.trimmed, length };
    this.changedFrom = length;
    this.trimmed = 0;
    return changes;
  }

  /** Makes room for a bar at `time` (trimming the oldest bars at maxBars); returns the new length. */
  private appendSlot(time: number): number {
    const series = this.series;
    if (series.length >= this.maxBars) {
      dropOldest(series, this.trimBatch);
      this.trimmed += this.trimBatch;
      this.changedFrom = Math.max(0, this.changedFrom - this.trimBatch);
    }
    const index = series.length;
    ensureCapacity(series, index + 1);
    series.time[index] = time;
    series.length = index + 1;
    if (index < this.changedFrom) this.changedFrom = index;
    return index + 1;
  }

  private writeBar(index: number, open: number, high: number, low: number, close: number, volume: number) {
    const series = this.series;
    series.open[index] = open;
    series.high[index] = high;
    series.low[index] = low;
    series.close[index] = close;
    series.volume[index] = volume;
  }

  /** The last bar came from outside: its trades are unknown, so every later trade may set close. */
  private openLastBar(): void {
    const n = this.series.length;
    this.barStartMs = n > 0 ? this.series.time[n - 1]! * 1000 : Number.NaN;
    this.barEndMs = n > 0 ? this.barStartMs + this.intervalMs : Number.NaN;
    this.firstTradeMs = -Infinity;
    this.lastTradeMs = -Infinity;
  }
}

/**
 * What a whole bar must be (CandleBuilder.setBar): finite numbers, low ≤ open, close ≤ high, prices > 0 and
 * volume ≥ 0 (as a trade's price and size, rule 1, except that a bar may have no volume), at a bar open time
 * of `interval`; the reason it is not, or null.
 */
export function candleProblem(bar: Candle, interval: CandleInterval): string | null {
  const { time, open, high, low, close, volume } = bar;
  const finite =
    Number.isFinite(time) &&
    Number.isFinite(open) &&
    Number.isFinite(high) &&
    Number.isFinite(low) &&
    Number.isFinite(close) &&
    Number.isFinite(volume);
  if (!finite) return `bad candle at time ${time}: finite time, open, high, low, close and volume expected`;
  if (!(low <= open && low <= close && open <= high && close <= high))
    return `bad candle at time ${time}: low ≤ open, close ≤ high expected`;
  if (low <= 0) return `bad candle at time ${time}: prices must be positive`;
  if (volume < 0) return `bad candle at time ${time}: volume must not be negative`;
  if (barOpenTime(time, interval) !== time)
    return `candle time ${time} is not a bar open time of the ${interval} interval`;
  return null;
}

const SINGLE = { time: new Float64Array(1), price: new Float64Array(1), quantity: new Float64Array(1) };

/** The trades of one coin (its ticker-table slot) out of the feed's trade columns, as new compact columns. */
export function selectTrades(
  trades: TradeInput & { slot: ArrayLike<number> },
  slot: number,
): { time: Float64Array; price: Float64Array; quantity: Float64Array } {
  let count = 0;
  for (let i = 0; i < trades.slot.length; i += 1) if (trades.slot[i] === slot) count += 1;
  const out = {
    time: new Float64Array(count),
    price: new Float64Array(count),
    quantity: new Float64Array(count),
  };
  let k = 0;
  for (let i = 0; i < trades.slot.length; i += 1) {
    if (trades.slot[i] !== slot) continue;
    out.time[k] = trades.time[i]!;
    out.price[k] = trades.price[i]!;
    out.quantity[k] = trades.quantity[i]!;
    k += 1;
  }
  return out;
}
