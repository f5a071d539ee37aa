/**
 * Candle history before the server started, deterministic from the seed and the start day (each piece from
 * its own stream of (seed, listing, day, block), so any part regenerates alone). It is generated top down so that every interval agrees exactly without generating 16 years of minutes:
 *   1. a daily random walk (mean-reverting, with volatility regimes) gives each day's OHLCV;
 *   2. each day is split into twelve 2-hour blocks whose aggregate is exactly the day bar;
 *   3. each block is split into 120 minutes whose aggregate is exactly the block bar.
 * Every candle interval is a union of whole days, blocks or minutes (2 h divides 240/360/720 minutes and
 * a day; every shorter interval divides 2 h), so any bar is an exact aggregate of its minutes.
 * A split pins a path at the bar's open, close, high and low (the extremes at random inner points) and
 * joins the pins with Brownian bridges, so extremes are reached by moves over several bars, not by one
 * bar's wick; volumes are whole units split exactly.
 */
import { KST_OFFSET_SECONDS } from '../../contract/intervals';
import { BarAccumulator, createBars, type Bars } from './bars';
import type { SimListing } from './listings';
import { snapToTick, minimumPrice } from './listings';
import { LruCache } from './lru';
import { mixSeed, Random, splitUnits } from './prng';
import { NORMAL_REGIME, nextRegime, REGIME_VOLATILITY, REGIME_VOLUME, type Regime } from './regimes';

export const DAY_SECONDS = 86_400;
export const BLOCK_SECONDS = 7_200;
export const BLOCKS_PER_DAY = 12;
export const MINUTES_PER_BLOCK = 120;
/** First day of history: 2010-01-01 (KST day number = days since 1970-01-01 of the KST calendar date). */
export const HISTORY_FIRST_DAY = Date.UTC(2010, 0, 1) / 86_400_000;

export function kstDay(timeSec: number): number {
  return Math.floor((timeSec + KST_OFFSET_SECONDS) / DAY_SECONDS);
}

export function dayStart(day: number): number {
  return day * DAY_SECONDS - KST_OFFSET_SECONDS;
}

/**
 * The daily walk of one listing: the log price's deviation from the listing's base price and the regime
 * of each day; index 0 is the day before HISTORY_FIRST_DAY. Only this sequential part is kept for every
 * listing (a few bytes a day); bars, blocks and minutes are derived from it on demand.
 */
interface DailyWalk {
  deviation: Float64Array;
  regime: Uint8Array;
}

const BLOCK_CACHE = 16_384;
const MINUTE_CACHE = 4_096;

/**
 * Where a path pinned at `pins` (index and log price, sorted, the first at 0 and the last at `steps`)
 * passes through the log price `level`: an inner point other than the pins, drawn by the density of a
 * Brownian path of `sigma` a step being at `level` there. A far level is reached late (or early, from
 * the close), as a walk reaches it, never by a jump right after the open.
 */
function pinPoint(
  rng: Random,
  steps: number,
  pins: [number, number][],
  level: number,
  sigma: number,
): number {
  // The log density at each point, then (in place) the density over its largest value.
  const logDensity = new Float64Array(steps + 1).fill(-Infinity);
  let best = -Infinity;
  for (let p = 0; p + 1 < pins.length; p++) {
    const [from, fromLog] = pins[p]!;
    const [to, toLog] = pins[p + 1]!;
    const span = to - from;
    for (let i = from + 1; i < to; i++) {
      const before = i - from;
      const after = to - i;
      const density =
        -((level - fromLog) ** 2 / before + (toLog - level) ** 2 / after - (toLog - fromLog) ** 2 / span) /
          (2 * sigma * sigma) -
        0.5 * Math.log((before * after) / span);
      logDensity[i] = density;
      if (density > best) best = density;
    }
  }
  let total = 0;
  // Points over 30 below the best in log density weigh nothing (e^-30): their exp is not worked out.
  for (let i = 0; i <= steps; i++)
    total += logDensity[i] = logDensity[i]! > best - 30 ? Math.exp(logDensity[i]! - best) : 0;
  let pick = rng.next() * total;
  let chosen = 0;
  for (let i = 1; i < steps && pick >= 0; i++) {
    if (logDensity[i] === 0) continue;
    chosen = i;
    pick -= logDensity[i]!;
  }
  return chosen;
}

/**
 * Builds `steps` bars from open to close whose highest high is `high`, lowest low is `low` and volumes sum
 * to `units`. All prices are on ticks.
 *
 * The path of closes is pinned where the bar's extremes are: a high above the body (and a low below it)
 * is the close of an inner point drawn by pinPoint, and Brownian bridges join open, extremes and close,
 * reflected into [low, high]. So the price walks to its extremes and away again over several bars, as a real
 * move does; each bar's own wick is a fraction of a step. (Stretching a free path's extremes onto the
 * high and the low instead put the whole excursion on one bar's wick whenever the free path barely left
 * the body: isolated one-minute spikes of over 1 %, most of them at the first or last minute of a block.)
 */
function splitBar(
  rng: Random,
  steps: number,
  open: number,
  high: number,
  low: number,
  close: number,
  stepSigma: number,
  units: number,
  snap: (price: number) => number,
  out: Bars,
): void {
  const logHigh = Math.log(high);
  const logLow = Math.log(low);
  const path = new Float64Array(steps + 1);
  path[0] = open;
  path[steps] = close;
  const pins: [number, number][] = [
    [0, Math.log(open)],
    [steps, Math.log(close)],
  ];
  const pin = (price: number, log: number) => {
    const at = pinPoint(rng, steps, pins, log, stepSigma);
    path[at] = price;
    pins.push([at, log]);
    pins.sort((a, b) => a[0] - b[0]);
  };
  if (high > Math.max(open, close)) pin(high, logHigh);
  if (low < Math.min(open, close)) pin(low, logLow);

  for (let p = 0; p + 1 < pins.length; p++) {
    const [from, logFrom] = pins[p]!;
    const [to, logTo] = pins[p + 1]!;
    const length = to - from;
    const walk = new Float64Array(length + 1);
    for (let j = 1; j <= length; j++) walk[j] = walk[j - 1]! + stepSigma * rng.normal();
    for (let j = 1; j < length; j++) {
      const t = j / length;
      let x = logFrom + (logTo - logFrom) * t + walk[j]! - t * walk[length]!;
      if (x > logHigh) x = logHigh - (x - logHigh);
      if (x < logLow) x = logLow + (logLow - x);
      const price = snap(Math.exp(Math.min(logHigh, Math.max(logLow, x))));
      path[from + j] = price > high ? high : price < low ? low : price;
    }
  }

  const weights = new Float64Array(steps);
  for (let i = 0; i < steps; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    // Wicks: uniform draws are cheaper than |normal| and a fraction of a step is all a wick needs.
    const up = snap(Math.max(a, b) * Math.exp(stepSigma * (0.05 + 0.8 * rng.next())));
    const down = snap(Math.min(a, b) * Math.exp(-stepSigma * (0.05 + 0.8 * rng.next())));
    out.open[i] = a;
    out.close[i] = b;
    out.high[i] = Math.max(a, b, Math.min(high, up));
    out.low[i] = Math.min(a, b, Math.max(low, down));
    weights[i] = (0.2 + rng.next()) * (0.3 + Math.abs(b - a) / (a * stepSigma));
  }
  splitUnits(units, weights, out.volume);
}

/** Generates and caches the history of every listing of one market model. */
export class HistoryStore {
  private readonly walks = new Map<number, DailyWalk>();
  private readonly blocks = new LruCache<number, Bars>(BLOCK_CACHE);
  private readonly minutes = new LruCache<number, Bars>(MINUTE_CACHE);
  /** Last day with history (the day the server started); later days are live only. */
  readonly lastDay: number;

  constructor(
    private readonly seed: number,
    /** History runs up to (not including) this time, unix seconds, minute aligned. */
    readonly endSec: number,
  ) {
    this.lastDay = kstDay(endSec - 1);
  }

  /** First second with history. */
  get startSec(): number {
    return dayStart(HISTORY_FIRST_DAY);
  }

  private walk(listing: SimListing): DailyWalk {
    let walk = this.walks.get(listing.index);
    if (!walk) {
      walk = this.generateWalk(listing);
      this.walks.set(listing.index, walk);
    }
    return walk;
  }

  private generateWalk(listing: SimListing): DailyWalk {
    const count = this.lastDay - HISTORY_FIRST_DAY + 2;
    const rng = new Random(mixSeed(this.seed, listing.seedWord, 1));
    const deviation = new Float64Array(count);
    const regimes = new Uint8Array(count);
    const theta = listing.reversion;
    let x = (listing.dailyVolatility / Math.sqrt(2 * theta)) * rng.normal();
    let regime: Regime = NORMAL_REGIME;
    for (let i = 0; i < count; i++) {
      regime = nextRegime(rng, regime);
      x = x * (1 - theta) + listing.dailyVolatility * REGIME_VOLATILITY[regime] * rng.normal();
      deviation[i] = x;
      regimes[i] = regime;
    }
    // Shift the walk so that yesterday closes at the catalogue price: prices start realistic on any day.
    // The shape of history is the same whatever the start day; only its level follows the start day.
    const shift = deviation[this.lastDay - 1 - HISTORY_FIRST_DAY + 1]!;
    for (let i = 0; i < count; i++) deviation[i] = deviation[i]! - shift;
    return { deviation, regime: regimes };
  }

  private dailyClose(listing: SimListing, walk: DailyWalk, offset: number): number {
    return snapToTick(listing.marketSymbol, listing.basePrice * Math.exp(walk.deviation[offset]!));
  }

  /** Volatility (log price) of a day, which also scales its intraday paths. */
  private daySigma(listing: SimListing, offset: number): number {
    return listing.dailyVolatility * REGIME_VOLATILITY[this.walk(listing).regime[offset]! as Regime];
  }

  /** OHLCV of a whole day, derived from the walk and the day's own random stream. */
  private dailyBar(listing: SimListing, day: number, into: BarAccumulator): void {
    const walk = this.walk(listing);
    const offset = day - HISTORY_FIRST_DAY + 1;
    const open = this.dailyClose(listing, walk, offset - 1);
    const close = this.dailyClose(listing, walk, offset);
    const regime = walk.regime[offset]! as Regime;
    const sigma = listing.dailyVolatility * REGIME_VOLATILITY[regime];
    const theta = listing.reversion;
    const move = Math.abs(walk.deviation[offset]! - walk.deviation[offset - 1]! * (1 - theta)) / sigma;
    const rng = new Random(mixSeed(this.seed, listing.seedWord, 4, day));
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    const snap = (price: number) => snapToTick(listing.marketSymbol, price);
    const high = Math.max(top, snap(top * Math.exp(sigma * (0.1 + 0.5 * Math.abs(rng.normal())))));
    const low = Math.min(
      bottom,
      Math.max(
        minimumPrice(listing.marketSymbol),
        snap(bottom * Math.exp(-sigma * (0.1 + 0.5 * Math.abs(rng.normal())))),
      ),
    );
    const factor =
      REGIME_VOLUME[regime] * Math.exp(0.35 * rng.normal() - 0.06) * (0.7 + 0.4 * Math.min(move, 4));
    into.add(open, high, low, close, Math.max(BLOCKS_PER_DAY, Math.round(listing.dailyUnits * factor)));
  }

  /** The twelve 2-hour blocks of a day. */
  dayBlocks(listing: SimListing, day: number): Bars {
    const offset = day - HISTORY_FIRST_DAY + 1;
    return this.blocks.getOrCreate(listing.index * 2 ** 20 + offset, () => {
      const bar = new BarAccumulator();
      this.dailyBar(listing, day, bar);
      const out = createBars(BLOCKS_PER_DAY);
      const rng = new Random(mixSeed(this.seed, listing.seedWord, 2, day));
      splitBar(
        rng,
        BLOCKS_PER_DAY,
        bar.open,
        bar.high,
        bar.low,
        bar.close,
        this.daySigma(listing, offset) / Math.sqrt(BLOCKS_PER_DAY),
        bar.volume,
        (price) => snapToTick(listing.marketSymbol, price),
        out,
      );
      return out;
    });
  }

  /** The 120 minutes of block `block` (0–11) of a day. */
  blockMinutes(listing: SimListing, day: number, block: number): Bars {
    const offset = day - HISTORY_FIRST_DAY + 1;
    return this.minutes.getOrCreate((listing.index * 2 ** 20 + offset) * BLOCKS_PER_DAY + block, () => {
      const blocks = this.dayBlocks(listing, day);
      const sigma = this.daySigma(listing, offset);
      const out = createBars(MINUTES_PER_BLOCK);
      const rng = new Random(mixSeed(this.seed, listing.seedWord, 3, day * BLOCKS_PER_DAY + block));
      splitBar(
        rng,
        MINUTES_PER_BLOCK,
        blocks.open[block]!,
        blocks.high[block]!,
        blocks.low[block]!,
        blocks.close[block]!,
        sigma / Math.sqrt(BLOCKS_PER_DAY * MINUTES_PER_BLOCK),
        blocks.volume[block]!,
        (price) => snapToTick(listing.marketSymbol, price),
        out,
      );
      return out;
    });
  }

  /**
   * Folds the history of [fromSec, toSec) into `into`, from the coarsest pieces that fit (days, blocks,
   * minutes). Both ends are minute aligned; the part at or after endSec is ignored.
   */
  aggregate(listing: SimListing, fromSec: number, toSec: number, into: BarAccumulator): void {
    let t = Math.max(fromSec, this.startSec);
    const end = Math.min(toSec, this.endSec);
    while (t < end) {
      const day = kstDay(t);
      const start = dayStart(day);
      if (t === start && t + DAY_SECONDS <= end) {
        this.dailyBar(listing, day, into);
        t += DAY_SECONDS;
        continue;
      }
      const block = Math.floor((t - start) / BLOCK_SECONDS);
      const blockStart = start + block * BLOCK_SECONDS;
      if (t === blockStart && t + BLOCK_SECONDS <= end) {
        into.addBar(this.dayBlocks(listing, day), block);
        t += BLOCK_SECONDS;
        continue;
      }
      const minutes = this.blockMinutes(listing, day, block);
      const stop = Math.min(end, blockStart + BLOCK_SECONDS);
      for (let m = (t - blockStart) / 60; m < (stop - blockStart) / 60; m++) into.addBar(minutes, m);
      t = stop;
    }
  }

  /** Close of the last minute before `timeSec` (minute aligned, within history). */
  closeBefore(listing: SimListing, timeSec: number): number {
    const at = timeSec - 60;
    const day = kstDay(at);
    const block = Math.floor((at - dayStart(day)) / BLOCK_SECONDS);
    const minute = (at - dayStart(day) - block * BLOCK_SECONDS) / 60;
    return this.blockMinutes(listing, day, block).close[minute]!;
  }

  /** Visits each history minute of [fromSec, toSec) (minute aligned) with its block's bars and index. */
  eachMinute(
    listing: SimListing,
    fromSec: number,
    toSec: number,
    visit: (timeSec: number, bars: Bars, i: number) => void,
  ): void {
    let t = Math.max(fromSec, this.startSec);
    const end = Math.min(toSec, this.endSec);
    while (t < end) {
      const day = kstDay(t);
      const block = Math.floor((t - dayStart(day)) / BLOCK_SECONDS);
      const blockStart = dayStart(day) + block * BLOCK_SECONDS;
      const minutes = this.blockMinutes(listing, day, block);
      const stop = Math.min(end, blockStart + BLOCK_SECONDS);
      for (; t < stop; t += 60) visit(t, minutes, (t - blockStart) / 60);
    }
  }
}
