/**
 * The `replay` market source: recorded 1-minute candles (candle-files.ts) played as trades (bar-trades.ts) on
 * the replay clock (replay-clock.ts), listed as their own coins on their file's market (BTC-USDT…). Every
 * call takes the caller's wall time; the replay maps it to replay time, so the feed's trades, the candles and
 * the ticker figures are all in the recorded market's time, and every window follows the one clock.
 *
 * - History is what the feed has told: a coin's bars whose trades were all played (`playedBars`), then the
 *   bar in progress built from the trades played of it. Re-aggregating the played trades gives the file's
 *   bars exactly, so a window's live candles and a reload of the history agree.
 * - The ticker's figures are the contract's, from those bars (exchange/day-figures.ts, as for a real
 *   exchange): the change against the last close before 00:00 KST of the replay's day, the rolling 24 h. A
 *   bar's traded value is its volume × (high + low + close) / 3 (the files carry no value), as the simulated
 *   market's history counts it.
 * - Prices step at the files' own precision (candle-files.ts filePriceStep: 0.01 for the market data's USDT
 *   files), one step at every price: every replayed price is on a step, and orders are checked on it.
 * - Members' orders fill on replayed prices (practice): the engine sweeps their resting orders with each
 *   replayed trade, against a book synthesised around the last price (trading/liquidity.ts), a step apart. A member's own
 *   fill is not a trade of the recorded market: it changes neither its tape nor its bars.
 * - It starts running at ×1, a day into the files (or at their start when they are shorter), so a chart has a
 *   day of history and moves at once; play, pause, step, speed and jump come from any window (POST
 *   API.replay). A jump rewinds every window's history (onRewind).
 * - Alerts (alerts/alert-evaluator.ts) follow the replay's clock (`marketTime`): its trades, its minutes, its
 *   bars' closes; a jump starts them afresh at the new replay time (onRewind). Their expiries and firing
 *   times stay the wall clock's.
 */
import {
  MARKETS,
  type CandleColumns,
  type CoinInfo,
  type IntroFrame,
  type MarketInfo,
  type Ticker,
  type TickerNumbers,
  type TickerTuple,
} from '../../../contract';
import { barOpenTime, type CandleInterval } from '../../../contract/intervals';
import type { MarketSourceInfo, ReplayState } from '../../../contract/market-source';
import type { ReplayRequest } from '../../../contract/replay-calls';
import type { MarketSymbol } from '../../../contract/markets';
import { uniformTicks, type TickTable } from '../../../contract/price-ticks';
import { COINS } from '../../market/catalogue';
import { Catalogue, coinTypeOf, type Listing } from '../../market/listings';
import { WINDOW_MINUTES } from '../../market/rolling-window';
import { aggregateBars, type DayMinutes } from '../exchange/bar-cache';
import { dayTickerNumbers, daySecondTickerRow } from '../exchange/day-figures';
import type { ExchangeCandle, ExchangeTrade } from '../exchange/exchange-events';
import type { MarketSource, OrderBlock, SecondTickerRow, TradeEvent } from '../market-source';
import {
  coinInfoOf,
  krwValueOf,
  marketInfos,
  Signal,
  tickerTupleOf,
  TRADING,
  unscheduledIntro,
} from '../source-views';
import { filePriceStep, type ReplayCoin } from './candle-files';
import { ReplayClock } from './replay-clock';

const MINUTE_MS = 60_000;
/** Where a replay starts: this far into its files, so the chart has a day of history at once. */
export const REPLAY_START_OFFSET_MS = 86_400_000;

interface CoinState {
  listing: Listing;
  coin: ReplayCoin;
  /** Bars wholly played (the history): bars [0, played). */
  played: number;
  /** The bar in progress, from the trades played of it; null before its first. */
  live: ExchangeCandle | null;
  /** The last price played (before any: the first bar's open). */
  price: number;
  /**
   * The played bars of the last 24 h as `dayMinutes` last built them, kept while neither the played bars nor
   * the window's start moved: the ticker reads them at every flush, the bars change once a minute.
   */
  day: { played: number; windowStart: number; bars: ExchangeCandle[] } | undefined;
}

/** A recorded bar as the vocabulary's candle (its value as the simulated history counts it). */
function barAt(coin: ReplayCoin, index: number): ExchangeCandle {
  const { bars } = coin;
  const high = bars.high[index]!;
  const low = bars.low[index]!;
  const close = bars.close[index]!;
  const volume = bars.volume[index]!;
  return {
    openSec: bars.time[index]!,
    open: bars.open[index]!,
    high,
    low,
    close,
    volume,
    value: (volume * (high + low + close)) / 3,
  };
}

/** The listing of a replayed coin, named as the catalogue names it (else by its symbol). */
function replayListing(coin: ReplayCoin, index: number): Listing {
  const known = COINS.find((entry) => entry.symbol === coin.symbol);
  const market = MARKETS.find((m) => m.marketSymbol === coin.marketSymbol)!;
  return {
    index,
    key: coin.key,
    coin: {
      symbol: coin.symbol,
      coinType: coinTypeOf(coin.symbol),
      nameKo: known?.nameKo ?? coin.symbol,
      nameEn: known?.nameEn ?? coin.symbol,
      flags: [],
    },
    marketSymbol: coin.marketSymbol,
    crncCd: market.crncCd,
    initialStatus: 'trading',
  };
}

export interface ReplayMarketOptions {
  coins: readonly ReplayCoin[];
  /** The wall clock (unix ms). */
  now: () => number;
}

export class ReplayMarket implements MarketSource {
  readonly catalogue: Catalogue;
  private readonly clock: ReplayClock;
  private readonly states: CoinState[];
  private readonly now: () => number;
  private readonly marketOpen = new Map<MarketSymbol, boolean>(MARKETS.map((m) => [m.marketSymbol, true]));
  private readonly trades = new Signal<TradeEvent>();
  private readonly introChanges = new Signal<void>();
  private readonly minutes = new Signal<number>();
  private readonly rewinds = new Signal<void>();
  /** One step at every price: the files' own (filePriceStep). */
  private readonly tickTable: TickTable;
  /** The replay minute the last sync saw. */
  private minute: number;
  /** The recorded time the history reaches: the last trade played, or where the replay started or jumped to. */
  private playedUntilMs = 0;

  constructor({ coins, now }: ReplayMarketOptions) {
    this.now = now;
    const playable = coins.filter((coin) => coin.bars.length > 0);
    const listings = playable.map((coin, index) => replayListing(coin, index));
    this.catalogue = new Catalogue(listings);
    this.tickTable = uniformTicks(filePriceStep(playable));
    const wall = now();
    const from = Math.min(...playable.map((coin) => coin.bars.time[0]! * 1000));
    this.clock = new ReplayClock(playable, wall, {
      startMs: from + REPLAY_START_OFFSET_MS,
      speed: 1,
      paused: false,
    });
    this.states = playable.map((coin, index) => ({
      listing: listings[index]!,
      coin,
      played: 0,
      live: null,
      price: coin.bars.open[0]!,
      day: undefined,
    }));
    this.rebase();
    this.minute = Math.floor(this.clock.replayTime(wall) / MINUTE_MS);
  }

  /** After a jump (or at the start): each coin's history is its bars before the replay time. */
  private rebase(): void {
    this.playedUntilMs = this.clock.replayTime(this.now());
    for (const state of this.states) {
      state.played = this.clock.playedBars(state.coin.key);
      state.live = null;
      state.price = state.played > 0 ? state.coin.bars.close[state.played - 1]! : state.coin.bars.open[0]!;
    }
  }

  private state(listing: Listing): CoinState {
    const state = this.states[listing.index];
    if (state?.listing !== listing) throw new RangeError(`${listing.key} is not a listing of this replay`);
    return state;
  }

  // --- listeners ------------------------------------------------------------------------------------

  onTrade(listener: (trade: TradeEvent) => void): () => void {
    return this.trades.on(listener);
  }

  onIntroChange(listener: () => void): () => void {
    return this.introChanges.on(listener);
  }

  onMinute(listener: (nowMs: number) => void): () => void {
    return this.minutes.on(listener);
  }

  onRewind(listener: () => void): () => void {
    return this.rewinds.on(listener);
  }

  private emitIntro(): void {
    this.introChanges.emit();
  }

  // --- the clock ------------------------------------------------------------------------------------

  sync(nowMs: number): void {
    const minute = Math.floor(this.clock.replayTime(nowMs) / MINUTE_MS);
    if (minute === this.minute) return;
    this.minute = minute;
    this.minutes.emit(nowMs);
  }

  advance(nowMs: number): void {
    for (const trade of this.clock.due(nowMs)) this.play(trade);
    this.sync(nowMs);
  }

  private play(trade: ExchangeTrade): void {
    const listing = this.catalogue.listing(trade.key);
    if (!listing) return;
    const state = this.state(listing);
    const openSec = Math.floor(trade.timeMs / MINUTE_MS) * 60;
    if (state.live && state.live.openSec !== openSec) state.live = null;
    state.played = this.clock.playedBars(trade.key);
    // The bar this trade ended was counted as played: its trades are the history now.
    if (state.played > 0 && state.coin.bars.time[state.played - 1] === openSec) state.live = null;
    else if (!state.live)
      state.live = {
        openSec,
        open: trade.price,
        high: trade.price,
        low: trade.price,
        close: trade.price,
        volume: trade.quantity,
        value: trade.price * trade.quantity,
      };
    else {
      const bar = state.live;
      bar.high = Math.max(bar.high, trade.price);
      bar.low = Math.min(bar.low, trade.price);
      bar.close = trade.price;
      bar.volume += trade.quantity;
      bar.value += trade.price * trade.quantity;
    }
    state.price = trade.price;
    this.playedUntilMs = trade.timeMs;
    const event: TradeEvent = {
      listing,
      timeMs: trade.timeMs,
      price: trade.price,
      quantity: trade.quantity,
      side: trade.side,
      source: 'model',
    };
    this.trades.emit(event);
  }

  /** A member's fill is practice: the recorded market's tape and bars do not change. */
  recordBookTrade(): void {}

  /** Plays, pauses, steps, speeds or jumps the replay (RangeError: a step while playing); answers its state. */
  replayControl(request: ReplayRequest, nowMs: number): ReplayState {
    this.advance(nowMs);
    switch (request.action) {
      case 'play':
        this.clock.resume(nowMs);
        break;
      case 'pause':
        this.clock.pause(nowMs);
        break;
      case 'speed':
        this.clock.setSpeed(nowMs, request.speed);
        break;
      case 'step':
        for (const trade of this.clock.step(nowMs)) this.play(trade);
        this.sync(nowMs);
        break;
      case 'jump':
        this.clock.jump(nowMs, request.replayMs);
        this.rebase();
        this.minute = Math.floor(this.clock.replayTime(nowMs) / MINUTE_MS);
        this.rewinds.emit();
        break;
    }
    this.emitIntro();
    return this.clock.state(nowMs);
  }

  // --- state ----------------------------------------------------------------------------------------

  price(listing: Listing): number {
    return this.state(listing).price;
  }

  isMarketOpen(marketSymbol: MarketSymbol): boolean {
    return this.marketOpen.get(marketSymbol) ?? false;
  }

  setMarketOpen(marketSymbol: MarketSymbol, isOpen: boolean): void {
    if (this.marketOpen.get(marketSymbol) === isOpen) return;
    this.marketOpen.set(marketSymbol, isOpen);
    this.emitIntro();
  }

  /** A replayed coin is listed for the whole replay: its listing times are the recording's. */
  setListingTimes(): void {}

  orderBlock(listing: Listing): OrderBlock | undefined {
    return this.isMarketOpen(listing.marketSymbol) ? undefined : 'MARKET_CLOSED';
  }

  /** KRW per unit of a market currency: a replay lists no KRW pair of its quote currencies, so none is known. */
  marketPrice(marketSymbol: MarketSymbol): number {
    return krwValueOf(marketSymbol, this.catalogue, (listing) => this.price(listing));
  }

  // --- views ----------------------------------------------------------------------------------------

  markets(): MarketInfo[] {
    return marketInfos((market) => this.isMarketOpen(market));
  }

  coinInfo(listing: Listing): CoinInfo {
    return coinInfoOf(listing, TRADING);
  }

  tickerListings(): readonly Listing[] {
    return this.catalogue.all;
  }

  /** The 1-minute bars of the replay's last 24 h (and the one before), the bar in progress last. */
  private dayMinutes(state: CoinState): DayMinutes {
    const replayMs = this.clock.replayTime(this.now());
    const currentOpen = Math.floor(replayMs / MINUTE_MS) * 60;
    const windowStart = currentOpen - WINDOW_MINUTES * 60;
    if (state.day?.played !== state.played || state.day.windowStart !== windowStart) {
      const { bars } = state.coin;
      let first = state.played;
      while (first > 0 && bars.time[first - 1]! > windowStart) first -= 1;
      // The last bar at or before the window's start: the reference of the 24 h change.
      if (first > 0) first -= 1;
      const played: ExchangeCandle[] = [];
      for (let i = first; i < state.played; i++) played.push(barAt(state.coin, i));
      state.day = { played: state.played, windowStart, bars: played };
    }
    const minutes = state.live ? [...state.day.bars, { ...state.live }] : state.day.bars;
    return { nowMs: replayMs, minutes, completeFromSec: -Infinity };
  }

  tickerNumbers(listing: Listing): TickerNumbers {
    return dayTickerNumbers(this.dayMinutes(this.state(listing)), listing.marketSymbol);
  }

  ticker(listing: Listing): Ticker {
    return { ...this.coinInfo(listing), ...this.tickerNumbers(listing) };
  }

  tickerTuple(listing: Listing): TickerTuple {
    return tickerTupleOf(listing, this.tickerNumbers(listing));
  }

  secondTickerRows(): SecondTickerRow[] {
    return this.states.map((state) => daySecondTickerRow(state.listing.key, this.dayMinutes(state)));
  }

  intro(): Pick<IntroFrame, 'coins' | 'markets'> {
    return unscheduledIntro(this.catalogue.all, (market) => this.isMarketOpen(market));
  }

  sourceInfo(): MarketSourceInfo {
    return { kind: 'replay', link: 'live', replay: this.clock.state(this.now()), ticks: this.tickTable };
  }

  ticks(): TickTable {
    return this.tickTable;
  }

  /** The replay time: what its trades and bars are stamped in. */
  marketTime(nowMs: number): number {
    return this.clock.replayTime(nowMs);
  }

  /** The replay's history reaches its last trade played (in recorded time): a trade after it is new. */
  historyAsOf(): number {
    return this.playedUntilMs;
  }

  /** The replay holds every bar it has played: nothing to fetch. */
  prepareCandles(): Promise<void> {
    return Promise.resolve();
  }

  candles(
    listing: Listing,
    interval: CandleInterval,
    toSec: number | undefined,
    limit: number,
  ): CandleColumns {
    const state = this.state(listing);
    const bars: ExchangeCandle[] = state.live ? [{ ...state.live }] : [];
    const inRange = (openSec: number) => toSec === undefined || barOpenTime(openSec, interval) < toSec;
    if (bars.length > 0 && !inRange(bars[0]!.openSec)) bars.pop();
    // Back from the newest played bar, as far as `limit` candles reach (a long file is not walked whole).
    let buckets = bars.length > 0 ? 1 : 0;
    let bucket = bars.length > 0 ? barOpenTime(bars[0]!.openSec, interval) : NaN;
    // The played bars in range are a prefix (bucket opens rise with bar opens): its end by bisection.
    let lo = 0;
    let hi = state.played;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (inRange(state.coin.bars.time[mid]!)) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo - 1; i >= 0; i--) {
      const open = barOpenTime(state.coin.bars.time[i]!, interval);
      if (open !== bucket) {
        if (buckets === limit) break;
        buckets += 1;
        bucket = open;
      }
      bars.push(barAt(state.coin, i));
    }
    bars.reverse();
    return aggregateBars(bars, interval, limit);
  }
}
