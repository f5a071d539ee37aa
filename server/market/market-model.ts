/**
 * The simulated market: history up to the start minute (a coin listed new: from its listing time, the
 * day before the start at 14:00 KST, so its chart is short), then live trades. Trades arrive as a Poisson
 * process at the configured total rate, spread over the listings by popularity; each moves its listing's
 * price by a random step whose size follows the listing's volatility regime. The model is driven by the
 * caller's clock (advance/sync with a time), so it owns no timer and tests can run it on a fake clock.
 */
import {
  isTradablePrice,
  TRADING_RULES,
  type CandleColumns,
  type CoinInfo,
  type IntroFrame,
  type MarketInfo,
  type Ticker,
  type TickerNumbers,
  type TickerTuple,
} from '../../contract';
import { barOpenTime, intervalSeconds, type CandleInterval } from '../../contract/intervals';
import { SIM_SOURCE_INFO, type MarketSourceInfo } from '../../contract/market-source';
import type { TickTable } from '../../contract/price-ticks';
import { MARKETS, type MarketSymbol } from '../../contract/markets';
import { BarAccumulator } from './bars';
import { HistoryStore, kstDay } from './history';
import { kstIso } from './kst-time';
import type { MarketSource, OrderBlock, SecondTickerRow, TradeEvent } from '../sources/market-source';
import { marketInfos, tickerTupleOf } from '../sources/source-views';
import {
  minimumPrice,
  NOMINAL_TRADE_RATE,
  SIM_CATALOGUE,
  simListingOf,
  snapToTick,
  type Listing,
  type SimListing,
} from './listings';
import {
  changeRate,
  simCoinInfo,
  initialListingState,
  tickerNumbersOf,
  type ListingState,
} from './listing-state';
import { LiveBars } from './live-bars';
import { mixSeed, Random } from './prng';
import { nextRegime, REGIME_VOLATILITY } from './regimes';
import { RollingWindow, TRAILING_WINDOWS } from './rolling-window';

export type { OrderBlock, TradeEvent } from '../sources/market-source';

/**
 * Log-normal spread of a trade's size around the listing's mean (mean kept: the daily volume stays).
 * 1.6 makes a tape like a Korean exchange's: half the trades under a third of the mean (BTC: under
 * 20,000 KRW, none under the minimum order), one in a thousand over forty times it, the largest of a
 * day hundreds of times it.
 */
const TRADE_SIZE_SIGMA = 1.6;
/** A blocked event loop does not replay more than this much simulated time at once. */
const MAX_CATCH_UP_MS = 2_000;

/**
 * The one door a price takes into the model (every trade passes it before anything changes): every
 * ticker figure, bar and change rate is worked out from prices that passed it, so none can be Infinity
 * or NaN. A caller checks first (an order's checks, the admin trade's); this throws on what slipped by.
 */
function checkTrade(listing: Listing, price: number, quantity: number): void {
  if (!isTradablePrice(listing.marketSymbol, price) || !(quantity > 0 && Number.isFinite(quantity)))
    throw new RangeError(`${listing.key}: no trade at price ${price}, quantity ${quantity}`);
}

export interface MarketModelOptions {
  seed: number;
  /** Trades per second over all listings. */
  tradeRate: number;
  /** Start time (unix ms): history runs up to its minute, live trading from there. */
  startMs: number;
}

export class MarketModel implements MarketSource {
  readonly catalogue = SIM_CATALOGUE;
  private readonly history: HistoryStore;
  private readonly states: ListingState[];
  private readonly marketOpen = new Map<MarketSymbol, boolean>(MARKETS.map((m) => [m.marketSymbol, true]));
  private readonly rng: Random;
  private readonly tradeRate: number;
  private readonly tradeListeners = new Set<(trade: TradeEvent) => void>();
  private readonly introListeners = new Set<() => void>();
  private readonly minuteListeners = new Set<(nowMs: number) => void>();
  /** Cumulative weights of the listings that trade now, for picking the listing of each trade. */
  private active: { listing: SimListing; cumulative: number }[] = [];
  private activeTotal = 0;
  private nextArrivalMs: number;
  /** When the next upcoming listing opens (Infinity when none is scheduled). */
  private nextOpeningMs: number;
  private currentMinute: number;
  private currentDay: number;
  private readonly scratch = new BarAccumulator();

  constructor(options: MarketModelOptions) {
    this.tradeRate = options.tradeRate;
    this.rng = new Random(mixSeed(options.seed, 0x11fe));
    const startMinute = Math.floor(options.startMs / 60_000);
    this.currentMinute = startMinute;
    this.currentDay = kstDay(startMinute * 60);
    this.history = new HistoryStore(options.seed, startMinute * 60);
    this.states = SIM_CATALOGUE.all.map((listing) => initialListingState(this.history, listing, startMinute));
    this.nextArrivalMs = options.startMs + this.interArrivalMs();
    this.nextOpeningMs = this.earliestOpening();
    this.rebuildActive();
  }

  private interArrivalMs(): number {
    return this.tradeRate > 0 ? (this.rng.exponential() * 1000) / this.tradeRate : Infinity;
  }

  /** Recomputes which listings trade (trading status on an open market) and their per-trade parameters. */
  private rebuildActive(): void {
    this.active = [];
    let total = 0;
    SIM_CATALOGUE.all.forEach((listing, i) => {
      const state = this.states[i]!;
      if (state.status !== 'trading' || !this.marketOpen.get(listing.marketSymbol)) return;
      total += Math.max(listing.weight, 1e-4);
      this.active.push({ listing, cumulative: total });
    });
    this.activeTotal = total;
    for (const { listing } of this.active) {
      const state = this.states[listing.index]!;
      const share = Math.max(listing.weight, 1e-4) / total;
      const tradesPerDay = Math.max(1, this.tradeRate * 86_400 * share);
      state.tradeSigma = listing.dailyVolatility / Math.sqrt(tradesPerDay);
      state.meanUnits =
        this.tradeRate > 0 ? (listing.meanTradeUnits * NOMINAL_TRADE_RATE) / this.tradeRate : 0;
    }
  }

  private pickListing(): SimListing | undefined {
    if (this.active.length === 0) return undefined;
    const target = this.rng.next() * this.activeTotal;
    let lo = 0;
    let hi = this.active.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.active[mid]!.cumulative > target) hi = mid;
      else lo = mid + 1;
    }
    return this.active[lo]!.listing;
  }

  onTrade(listener: (trade: TradeEvent) => void): () => void {
    this.tradeListeners.add(listener);
    return () => this.tradeListeners.delete(listener);
  }

  /** Called when listing times or market open states change (the intro picture). */
  /** The simulated market's past never changes. */
  onRewind(): () => void {
    return () => undefined;
  }

  onIntroChange(listener: () => void): () => void {
    this.introListeners.add(listener);
    return () => this.introListeners.delete(listener);
  }

  /**
   * Called when the model's clock enters a new minute (at `nowMs`, that minute's first sync), after its
   * bars have rolled and before the trade that may have brought it is recorded: every bar that closed is
   * in the candles then (alerts evaluated on bar close).
   */
  onMinute(listener: (nowMs: number) => void): () => void {
    this.minuteListeners.add(listener);
    return () => this.minuteListeners.delete(listener);
  }

  private emitIntro(): void {
    for (const listener of this.introListeners) listener();
  }

  /** Rolls minutes and days up to `nowMs` and opens listings whose time has come. */
  sync(nowMs: number): void {
    const minute = Math.floor(nowMs / 60_000);
    if (minute > this.currentMinute) {
      this.currentMinute = minute;
      const day = kstDay(minute * 60);
      const newDay = day > this.currentDay;
      if (newDay) this.currentDay = day;
      for (const state of this.states) {
        if (!state.live || !state.rolling) continue;
        // Trades sync before they are recorded, so the price here is still the last one before midnight.
        if (newDay) state.prevClose = state.price;
        state.live.catchUp(minute);
        state.rolling.advance(minute);
        state.regime = nextRegime(this.rng, state.regime, 1440);
      }
      if (nowMs >= this.nextOpeningMs) this.openDueListings(nowMs);
      for (const listener of this.minuteListeners) listener(nowMs);
      return;
    }
    if (nowMs >= this.nextOpeningMs) this.openDueListings(nowMs);
  }

  /** Upcoming listings whose buy-open time has come start trading at their listing price. */
  private openDueListings(nowMs: number): void {
    const minute = Math.floor(nowMs / 60_000);
    for (const state of this.states) {
      if (state.status !== 'upcoming' || state.times.buyOpenDate === null) continue;
      if (Date.parse(state.times.buyOpenDate) > nowMs) continue;
      state.status = 'trading';
      state.live = new LiveBars(minute, state.price);
      state.rolling = new RollingWindow(minute, state.price);
    }
    this.nextOpeningMs = this.earliestOpening();
    this.rebuildActive();
    this.emitIntro();
  }

  private earliestOpening(): number {
    let earliest = Infinity;
    for (const state of this.states) {
      if (state.status === 'upcoming' && state.times.buyOpenDate !== null)
        earliest = Math.min(earliest, Date.parse(state.times.buyOpenDate));
    }
    return earliest;
  }

  /** Generates the trades due up to `nowMs`. */
  advance(nowMs: number): void {
    if (this.nextArrivalMs < nowMs - MAX_CATCH_UP_MS) this.nextArrivalMs = nowMs - MAX_CATCH_UP_MS;
    while (this.nextArrivalMs <= nowMs) {
      const at = this.nextArrivalMs;
      this.nextArrivalMs += this.interArrivalMs();
      const listing = this.pickListing();
      if (!listing) continue;
      const state = this.states[listing.index]!;
      const z = this.rng.normal();
      // The walk stays within the prices a coin may trade at, however long it runs.
      const market = listing.marketSymbol;
      state.mid = Math.min(
        TRADING_RULES[market].maxPrice,
        Math.max(
          minimumPrice(market),
          state.mid * Math.exp(state.tradeSigma * REGIME_VOLATILITY[state.regime] * z),
        ),
      );
      const price = snapToTick(market, state.mid);
      const drawn =
        state.meanUnits * Math.exp(TRADE_SIZE_SIGMA * this.rng.normal() - TRADE_SIZE_SIGMA ** 2 / 2);
      // No trade is worth less than the market's minimum order (an order that small is refused): a size
      // drawn below it is reflected above it (in log size), so the smallest trades are not one value.
      const smallest = TRADING_RULES[market].minOrderAmount / (price * listing.volumeUnit);
      const units = Math.max(
        1,
        Math.ceil(smallest),
        Math.round(drawn < smallest ? (smallest * smallest) / drawn : drawn),
      );
      this.recordTrade(listing, state, at, price, units, z >= 0 ? 1 : 2, 'model');
    }
  }

  private recordTrade(
    listing: SimListing,
    state: ListingState,
    timeMs: number,
    price: number,
    units: number,
    side: 1 | 2,
    source: TradeEvent['source'],
    quantity = units * listing.volumeUnit,
  ): void {
    checkTrade(listing, price, quantity);
    this.sync(timeMs);
    const minute = Math.floor(timeMs / 60_000);
    state.price = price;
    state.live!.trade(minute, price, units);
    state.rolling!.trade(minute, price, units, price * quantity);
    const event: TradeEvent = { listing, timeMs, price, quantity, side, source };
    for (const listener of this.tradeListeners) listener(event);
  }

  /**
   * One trade at `price` (snapped to the tick) now; the walk continues from there. The caller checks the
   * price (tradePriceProblem of contract/trading.ts); one the model may not trade at throws a RangeError.
   */
  forceTrade(shown: Listing, price: number, nowMs: number): OrderBlock | undefined {
    const listing = this.own(shown);
    const state = this.states[listing.index]!;
    this.sync(nowMs);
    if (state.status !== 'trading') return 'NOT_TRADABLE';
    if (!this.marketOpen.get(listing.marketSymbol)) return 'MARKET_CLOSED';
    const units = Math.max(1, Math.round(listing.meanTradeUnits));
    // Checked before snapping too: the snap turns NaN and negative prices into the smallest tick.
    checkTrade(listing, price, units * listing.volumeUnit);
    const snapped = snapToTick(listing.marketSymbol, price);
    checkTrade(listing, snapped, units * listing.volumeUnit);
    state.mid = snapped;
    this.recordTrade(listing, state, nowMs, snapped, units, snapped >= state.price ? 1 : 2, 'model');
    return undefined;
  }

  /**
   * A trade in a coin's book (a member's order matched): it moves the last price and the walk, counts in
   * the bars and the 24 h figures, and goes to the trade listeners like the model's own trades (in
   * fractional volume units: members trade any quantity).
   */
  recordBookTrade(shown: Listing, timeMs: number, price: number, quantity: number, side: 1 | 2): void {
    const listing = this.own(shown);
    const state = this.states[listing.index]!;
    if (state.status !== 'trading' || !state.live) return;
    checkTrade(listing, price, quantity);
    state.mid = price;
    this.recordTrade(listing, state, timeMs, price, quantity / listing.volumeUnit, side, 'book', quantity);
  }

  // --- state --------------------------------------------------------------------------------------

  private own(listing: Listing): SimListing {
    return simListingOf(listing);
  }

  price(listing: Listing): number {
    return this.states[listing.index]!.price;
  }

  isMarketOpen(marketSymbol: MarketSymbol): boolean {
    return this.marketOpen.get(marketSymbol) ?? false;
  }

  setMarketOpen(marketSymbol: MarketSymbol, isOpen: boolean): void {
    if (this.marketOpen.get(marketSymbol) === isOpen) return;
    this.marketOpen.set(marketSymbol, isOpen);
    this.rebuildActive();
    this.emitIntro();
  }

  setListingTimes(
    listing: Listing,
    buyOpenDate: string | null,
    sellOpenDate: string | null,
    nowMs: number,
  ): void {
    const state = this.states[listing.index]!;
    const buy = buyOpenDate === null ? null : kstIso(Date.parse(buyOpenDate));
    state.times = {
      buyOpenDate: buy,
      sellOpenDate: sellOpenDate === null ? null : kstIso(Date.parse(sellOpenDate)),
      marketReserveOrderStartTime: buy === null ? null : kstIso(Date.parse(buy) - 3_600_000),
    };
    this.nextOpeningMs = this.earliestOpening();
    this.emitIntro();
    this.sync(nowMs);
  }

  /** Why an order of `side` on `listing` cannot be placed now, or undefined when it can. */
  orderBlock(listing: Listing, side: 'buy' | 'sell', nowMs: number): OrderBlock | undefined {
    const state = this.states[listing.index]!;
    if (state.status !== 'trading') return 'NOT_TRADABLE';
    if (!this.marketOpen.get(listing.marketSymbol)) return 'MARKET_CLOSED';
    const opens = side === 'buy' ? state.times.buyOpenDate : state.times.sellOpenDate;
    if (opens !== null && Date.parse(opens) > nowMs) return 'NOT_TRADABLE';
    return undefined;
  }

  /** Value of one unit of a market currency in KRW. */
  marketPrice(marketSymbol: MarketSymbol): number {
    if (marketSymbol === 'KRW') return 1;
    const listing = SIM_CATALOGUE.all.find((l) => l.coin.symbol === marketSymbol && l.marketSymbol === 'KRW');
    return listing ? this.price(listing) : 0;
  }

  // --- views for the API and the feed -------------------------------------------------------------

  markets(): MarketInfo[] {
    return marketInfos((market) => this.isMarketOpen(market));
  }

  coinInfo(listing: Listing): CoinInfo {
    return simCoinInfo(this.own(listing), this.states[listing.index]!);
  }

  /** Listings with a ticker: every listing that is not delisted. */
  tickerListings(): SimListing[] {
    return SIM_CATALOGUE.all.filter((listing) => this.states[listing.index]!.status !== 'delisted');
  }

  tickerNumbers(listing: Listing): TickerNumbers {
    return tickerNumbersOf(this.own(listing), this.states[listing.index]!);
  }

  ticker(listing: Listing): Ticker {
    return { ...this.coinInfo(listing), ...this.tickerNumbers(listing) };
  }

  tickerTuple(listing: Listing): TickerTuple {
    return tickerTupleOf(listing, this.tickerNumbers(listing));
  }

  /** [key, close, change rate since 00:00 KST, then over the trailing windows] for each trading listing. */
  secondTickerRows(): SecondTickerRow[] {
    const rows: SecondTickerRow[] = [];
    for (const listing of SIM_CATALOGUE.all) {
      const state = this.states[listing.index]!;
      if (state.status !== 'trading' || !state.rolling) continue;
      const close = state.price;
      const rolling = state.rolling;
      rows.push([
        listing.key,
        close,
        changeRate(close, state.prevClose),
        ...TRAILING_WINDOWS.map((w) => changeRate(close, rolling.closeMinutesAgo(w))),
      ]);
    }
    return rows;
  }

  sourceInfo(): MarketSourceInfo {
    return SIM_SOURCE_INFO;
  }

  /** The spec's steps (SIM_SOURCE_INFO's). */
  ticks(): TickTable {
    return SIM_SOURCE_INFO.ticks;
  }

  intro(): Pick<IntroFrame, 'coins' | 'markets'> {
    return {
      coins: this.tickerListings().map((listing) => {
        const info = this.coinInfo(listing).infoOnMarket;
        return {
          key: listing.key,
          isListedNew: info.isListedNew,
          buyOpenDate: info.buyOpenDate,
          sellOpenDate: info.sellOpenDate,
          marketReserveOrderStartTime: info.marketReserveOrderStartTime,
        };
      }),
      markets: MARKETS.map((m) => ({
        marketSymbol: m.marketSymbol,
        isOpen: this.isMarketOpen(m.marketSymbol),
      })),
    };
  }

  /**
   * Candles of `interval` opening strictly before `toSec` (default: up to the current bar), at most
   * `limit`, ascending. History and live bars are folded by the same rule, so a bar that straddles the
   * start minute is the aggregate of its history minutes and its live minutes.
   */
  /** The simulated market trades on the wall clock. */
  marketTime(nowMs: number): number {
    return nowMs;
  }

  /** The simulated market's trades up to now are in its candles (they are generated as its clock moves). */
  historyAsOf(nowMs: number): number {
    return nowMs;
  }

  /** The simulated market holds every candle: its history is generated on demand, synchronously. */
  prepareCandles(): Promise<void> {
    return Promise.resolve();
  }

  candles(
    shown: Listing,
    interval: CandleInterval,
    toSec: number | undefined,
    limit: number,
    nowMs: number,
  ): CandleColumns {
    const listing = this.own(shown);
    this.sync(nowMs);
    const state = this.states[listing.index]!;
    const columns: CandleColumns = { time: [], open: [], high: [], low: [], close: [], volume: [] };
    const live = state.live;
    const hasHistory = listing.initialStatus === 'trading';
    if (!live && !hasHistory) return columns;

    const length = intervalSeconds(interval);
    const nowSec = Math.floor(nowMs / 1000);
    const dataStart = hasHistory ? state.historyFromSec : live!.startMinute * 60;
    const last = Math.min(
      barOpenTime(nowSec, interval),
      toSec === undefined ? Infinity : barOpenTime(toSec - 1, interval),
    );
    const first = Math.max(last - (limit - 1) * length, barOpenTime(dataStart, interval));
    const bar = this.scratch;
    for (let open = first; open <= last; open += length) {
      bar.reset();
      if (hasHistory && open < this.history.endSec)
        this.history.aggregate(listing, Math.max(open, dataStart), open + length, bar);
      if (live && open + length > live.startMinute * 60) live.aggregate(open, open + length, bar);
      if (bar.count === 0) continue;
      columns.time.push(open);
      columns.open.push(bar.open);
      columns.high.push(bar.high);
      columns.low.push(bar.low);
      columns.close.push(bar.close);
      columns.volume.push(bar.volume * listing.volumeUnit);
    }
    return columns;
  }
}
