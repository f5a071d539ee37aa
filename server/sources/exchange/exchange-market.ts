/**
 * The `upbit` and `bithumb` market sources: a real exchange's public market data (no keys, no orders ever
 * sent to it) as the market the simulator trades on. Its coins are the exchange's (KRW, BTC and USDT
 * markets), its trades and books stream over the exchange's socket, its candles come from the exchange's
 * bars (bar-cache.ts) and its ticker figures are the contract's (day-figures.ts: the change from 00:00 KST,
 * the rolling 24 h).
 *
 * - Paper trading: members' orders are matched by the simulator's engine against the exchange's book
 *   (trading/book-mirror.ts) and swept by the exchange's trades that go through their price; a member's
 *   fill is not a trade of the exchange (its tape and bars do not change).
 * - A trade is delivered once: ids already seen (a snapshot after a reconnect repeats the last one) are
 *   dropped.
 * - While the link is not live, the markets are closed to orders (a paper fill on a stale book would be a
 *   fill the market never offered) and the app is told the link's state; after a reconnect the tickers are
 *   read again over REST and the books come back as the socket's snapshots.
 * - Until a listing's day of 1-minute bars is in (fetched in the background, most traded first, within the
 *   exchange's limits: about 8 calls a listing), its ticker shows the exchange's own day figures; from then
 *   on the contract's, kept current by the trades.
 * - Price steps: the exchange's published table (dialects.ts), corrected per coin by what the exchange shows
 *   (coin-ticks.ts): Upbit's tick-size answer, read at the start and after each reconnect; the finer steps of
 *   Bithumb's books. Orders are checked and rounded by it; each change is told to the windows (the intro).
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
import type { CandleInterval } from '../../../contract/intervals';
import type { LinkState, MarketSourceInfo } from '../../../contract/market-source';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import type { TickTable } from '../../../contract/price-ticks';
import { COINS } from '../../market/catalogue';
import { changeAgainst, round } from '../../market/listing-state';
import { Catalogue, coinTypeOf, quoteDecimals, type Listing } from '../../market/listings';
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
import { BarCache, type DayMinutes } from './bar-cache';
import { withAnsweredTicks, withBookSteps } from './coin-ticks';
import { daySecondTickerRow, dayTickerNumbers } from './day-figures';
import type { ExchangeAdapter, ExchangeStream } from './exchange-adapter';
import {
  ExchangeUnavailable,
  type ExchangeBook,
  type ExchangeEvent,
  type ExchangeListing,
  type ExchangeTicker,
  type ExchangeTrade,
} from './exchange-events';

/** Trade ids remembered per listing to drop a repeat (a reconnect's snapshot repeats the last trade). */
const SEEN_IDS = 256;
/** A listing whose day of bars could not be fetched is tried again this much later. */
const WARM_RETRY_MS = 60_000;

interface ListingState {
  listing: Listing;
  exchange: ExchangeListing;
  price: number;
  ticker: ExchangeTicker | undefined;
  book: ExchangeBook | undefined;
  cache: BarCache;
  /** The day of 1-minute bars the ticker's figures come from, once fetched. */
  day: DayMinutes | undefined;
  /** Trades came since `day` was read. */
  dayStale: boolean;
  seen: string[];
}

export interface ExchangeMarketParts {
  adapter: ExchangeAdapter;
  listings: readonly ExchangeListing[];
  tickers: readonly ExchangeTicker[];
  now: () => number;
  /** One line for the server's log: the link's changes, malformed frames, failed fetches. */
  report: (line: string) => void;
}

function listingOf(exchange: ExchangeListing, index: number): Listing {
  const known = COINS.find((coin) => coin.symbol === exchange.symbol);
  const market = MARKETS.find((m) => m.marketSymbol === exchange.marketSymbol)!;
  return {
    index,
    key: exchange.key,
    coin: {
      symbol: exchange.symbol,
      coinType: coinTypeOf(exchange.symbol),
      nameKo: exchange.nameKo || known?.nameKo || exchange.symbol,
      nameEn: exchange.nameEn || known?.nameEn || exchange.symbol,
      flags: exchange.warning ? ['investment'] : [],
    },
    marketSymbol: exchange.marketSymbol,
    crncCd: market.crncCd,
    initialStatus: 'trading',
  };
}

export class ExchangeMarket implements MarketSource {
  readonly catalogue: Catalogue;
  private readonly adapter: ExchangeAdapter;
  private readonly states: ListingState[];
  private readonly now: () => number;
  private readonly report: (line: string) => void;
  private readonly marketOpen = new Map<MarketSymbol, boolean>(MARKETS.map((m) => [m.marketSymbol, true]));
  private readonly trades = new Signal<TradeEvent>();
  private readonly introChanges = new Signal<void>();
  private readonly minutes = new Signal<number>();
  private readonly books = new Signal<Listing>();
  private link: LinkState = 'connecting';
  /** The steps orders are checked by: the exchange's table, with the coins' own steps as it showed them. */
  private tickTable: TickTable;
  private stream: ExchangeStream | undefined;
  private minute: number;
  /** Listings whose day of bars is still to fetch, most traded first; one fetch runs at a time. */
  private readonly warmQueue: ListingState[];
  private warming = false;
  private closed = false;
  private malformed = 0;

  constructor({ adapter, listings, tickers, now, report }: ExchangeMarketParts) {
    this.adapter = adapter;
    this.now = now;
    this.report = report;
    this.tickTable = adapter.dialect.ticks;
    const catalogueListings = listings.map((exchange, index) => listingOf(exchange, index));
    this.catalogue = new Catalogue(catalogueListings);
    const tickerOf = new Map(tickers.map((ticker) => [ticker.key, ticker]));
    this.states = listings.map((exchange, index) => {
      const ticker = tickerOf.get(exchange.key);
      return {
        listing: catalogueListings[index]!,
        exchange,
        price: ticker?.price ?? 0,
        ticker,
        book: undefined,
        cache: new BarCache({
          exchange: adapter.dialect.name,
          now,
          fetchMinutes: (unit, toSec, count) => adapter.minuteCandles(exchange.key, unit, toSec, count),
        }),
        day: undefined,
        dayStale: false,
        seen: [],
      };
    });
    this.warmQueue = [...this.states].sort((a, b) => (b.ticker?.value24h ?? 0) - (a.ticker?.value24h ?? 0));
    this.minute = Math.floor(now() / 60_000);
  }

  /** Opens the exchange's socket for every listing and starts fetching the day figures. */
  start(): void {
    this.stream = this.adapter.stream(
      this.states.map((state) => state.listing.key),
      (event) => this.onEvent(event),
      (state) => this.onLink(state),
      (problem) => {
        this.malformed += 1;
        // The first and then every hundredth: a flood of bad frames does not flood the log.
        if (this.malformed % 100 === 1)
          this.report(`${this.adapter.dialect.name}: ${this.malformed} malformed frame(s), last: ${problem}`);
      },
    );
    void this.readTicks();
    this.warmNext();
  }

  dispose(): void {
    this.closed = true;
    this.stream?.close();
  }

  private state(listing: Listing): ListingState {
    const state = this.states[listing.index];
    if (state?.listing !== listing)
      throw new RangeError(`${listing.key} is not a listing of ${this.adapter.dialect.name}`);
    return state;
  }

  private stateOf(key: CoinKey): ListingState | undefined {
    const listing = this.catalogue.listing(key);
    return listing && this.states[listing.index];
  }

  // --- the exchange's socket --------------------------------------------------------------------------

  private onEvent(event: ExchangeEvent): void {
    switch (event.kind) {
      case 'trade':
        return this.onExchangeTrade(event.trade);
      case 'book': {
        const state = this.stateOf(event.book.key);
        if (!state) return;
        state.book = event.book;
        // Without a tick-size call, the book's finer steps are the coin's (coin-ticks.ts).
        if (!this.adapter.dialect.tickSizeCall)
          this.setTicks(withBookSteps(this.tickTable, state.listing.key, [event.book.asks, event.book.bids]));
        this.books.emit(state.listing);
        return;
      }
      case 'ticker': {
        const state = this.stateOf(event.ticker.key);
        if (!state) return;
        state.ticker = event.ticker;
        if (state.price === 0) state.price = event.ticker.price;
        return;
      }
      case 'error':
        this.report(`${this.adapter.dialect.name} refused the subscription: ${event.name} ${event.message}`);
    }
  }

  private onExchangeTrade(trade: ExchangeTrade): void {
    const state = this.stateOf(trade.key);
    if (!state || state.seen.includes(trade.id)) return;
    state.seen.push(trade.id);
    if (state.seen.length > SEEN_IDS) state.seen.shift();
    state.cache.trade(trade);
    state.dayStale = true;
    state.price = trade.price;
    const event: TradeEvent = {
      listing: state.listing,
      timeMs: trade.timeMs,
      price: trade.price,
      quantity: trade.quantity,
      side: trade.side,
      source: 'model',
    };
    this.trades.emit(event);
  }

  private onLink(link: LinkState): void {
    const was = this.link;
    if (link === was) return;
    this.link = link;
    const at = this.now();
    if (link === 'live') for (const state of this.states) state.cache.streamOpened(at);
    else if (was === 'live') for (const state of this.states) state.cache.streamLost(at);
    this.report(`${this.adapter.dialect.name}: ${describeLink(link)}`);
    if (link === 'live' && was !== 'connecting') void this.resync();
    this.emitIntro();
  }

  /** After a reconnect: the tickers again over REST (the books come back as the socket's snapshots). */
  private async resync(): Promise<void> {
    try {
      const tickers = await this.adapter.tickers(this.states.map((state) => state.listing.key));
      for (const ticker of tickers) {
        const state = this.stateOf(ticker.key);
        if (state) state.ticker = ticker;
      }
    } catch (error) {
      this.report(`${this.adapter.dialect.name}: tickers not read after the reconnect: ${messageOf(error)}`);
    }
    await this.readTicks();
  }

  /**
   * The coins' steps as the exchange answers them at their prices now (Upbit's tick-size call; Bithumb has
   * none). A refusal leaves the table as it was, in one line of the log.
   */
  private async readTicks(): Promise<void> {
    let answered: Map<CoinKey, number> | undefined;
    try {
      answered = await this.adapter.tickSizes(this.states.map((state) => state.listing.key));
    } catch (error) {
      this.report(
        `${this.adapter.dialect.name}: tick sizes not read (${messageOf(error)}); orders keep the steps they had`,
      );
      return;
    }
    if (answered && !this.closed)
      this.setTicks(withAnsweredTicks(this.tickTable, answered, (key) => this.stateOf(key)?.price ?? 0));
  }

  /** Takes `next` as the steps; the windows are told when they changed. */
  private setTicks(next: TickTable): void {
    if (next === this.tickTable) return;
    this.tickTable = next;
    this.emitIntro();
  }

  /** Fetches the next listing's day of bars; a refusal puts it back for later. */
  private warmNext(): void {
    if (this.warming || this.closed) return;
    const state = this.warmQueue.shift();
    if (!state) return;
    this.warming = true;
    state.cache
      .dayMinutes()
      .then((day) => {
        state.day = day;
        state.dayStale = false;
      })
      .catch((error: unknown) => {
        if (!(error instanceof ExchangeUnavailable)) throw error;
        setTimeout(() => {
          if (!this.closed) this.warmQueue.push(state);
          this.warmNext();
        }, WARM_RETRY_MS).unref();
      })
      .finally(() => {
        this.warming = false;
        this.warmNext();
      });
  }

  /** Reads again, from the bars held (no call), the day of each listing that traded since. */
  private refreshDays(): void {
    for (const state of this.states) {
      if (!state.day || !state.dayStale) continue;
      state.dayStale = false;
      state.cache
        .dayMinutes(0)
        .then((day) => {
          state.day = day;
        })
        .catch(() => {
          state.dayStale = true;
        });
    }
  }

  /** The exchange's latest book of a coin (the paper trades' liquidity: trading/book-mirror.ts). */
  bookOf(key: CoinKey): ExchangeBook | undefined {
    return this.stateOf(key)?.book;
  }

  /** Called when the exchange sent a coin's book: the coin's book takes its levels again. */
  onBook(listener: (listing: Listing) => void): () => void {
    return this.books.on(listener);
  }

  // --- listeners and the clock --------------------------------------------------------------------------

  onTrade(listener: (trade: TradeEvent) => void): () => void {
    return this.trades.on(listener);
  }

  onIntroChange(listener: () => void): () => void {
    return this.introChanges.on(listener);
  }

  onMinute(listener: (nowMs: number) => void): () => void {
    return this.minutes.on(listener);
  }

  /** A real market's past does not change. */
  onRewind(): () => void {
    return () => undefined;
  }

  private emitIntro(): void {
    this.introChanges.emit();
  }

  sync(nowMs: number): void {
    this.refreshDays();
    const minute = Math.floor(nowMs / 60_000);
    if (minute === this.minute) return;
    this.minute = minute;
    this.minutes.emit(nowMs);
  }

  /** The exchange's trades arrive on its socket as they happen: nothing is due on a clock. */
  advance(nowMs: number): void {
    this.sync(nowMs);
  }

  /** A paper fill is not a trade of the exchange: its tape and bars do not change. */
  recordBookTrade(): void {}

  // --- state ----------------------------------------------------------------------------------------

  price(listing: Listing): number {
    return this.state(listing).price;
  }

  /** Open when the admin has not closed it and the exchange's prices are live. */
  isMarketOpen(marketSymbol: MarketSymbol): boolean {
    return (this.marketOpen.get(marketSymbol) ?? false) && this.link === 'live';
  }

  setMarketOpen(marketSymbol: MarketSymbol, isOpen: boolean): void {
    if (this.marketOpen.get(marketSymbol) === isOpen) return;
    this.marketOpen.set(marketSymbol, isOpen);
    this.emitIntro();
  }

  /** A real coin's listing times are the exchange's, not the simulator's to move. */
  setListingTimes(): void {}

  orderBlock(listing: Listing): OrderBlock | undefined {
    if (!this.isMarketOpen(listing.marketSymbol)) return 'MARKET_CLOSED';
    return this.state(listing).price > 0 ? undefined : 'NOT_TRADABLE';
  }

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

  tickerNumbers(listing: Listing): TickerNumbers {
    const state = this.state(listing);
    if (state.day)
      return withPrice(dayTickerNumbers(state.day, listing.marketSymbol, state.ticker), state.price);
    return exchangeFigures(state, listing.marketSymbol);
  }

  ticker(listing: Listing): Ticker {
    return { ...this.coinInfo(listing), ...this.tickerNumbers(listing) };
  }

  tickerTuple(listing: Listing): TickerTuple {
    return tickerTupleOf(listing, this.tickerNumbers(listing));
  }

  secondTickerRows(): SecondTickerRow[] {
    const rows: SecondTickerRow[] = [];
    for (const state of this.states)
      if (state.day) rows.push(daySecondTickerRow(state.listing.key, state.day));
    return rows;
  }

  intro(): Pick<IntroFrame, 'coins' | 'markets'> {
    return unscheduledIntro(this.catalogue.all, (market) => this.isMarketOpen(market));
  }

  sourceInfo(): MarketSourceInfo {
    return { kind: this.adapter.dialect.name, link: this.link, replay: null, ticks: this.tickTable };
  }

  ticks(): TickTable {
    return this.tickTable;
  }

  /** A real exchange trades now: its trades and bars are stamped in the wall clock's time. */
  marketTime(nowMs: number): number {
    return nowMs;
  }

  /** Each trade counts in the bars as it arrives: the candles hold every trade up to now. */
  historyAsOf(nowMs: number): number {
    return nowMs;
  }

  prepareCandles(
    listing: Listing,
    interval: CandleInterval,
    toSec: number | undefined,
    limit: number,
    nowMs: number,
  ): Promise<void> {
    return this.state(listing).cache.prepareCandles(interval, toSec, limit, nowMs);
  }

  candles(
    listing: Listing,
    interval: CandleInterval,
    toSec: number | undefined,
    limit: number,
    nowMs: number,
  ): CandleColumns {
    return this.state(listing).cache.heldCandles(interval, toSec, limit, nowMs);
  }
}

/**
 * The day's figures (read at most a second ago: sync) at the last price: the close, its change and the 24 h
 * extremes follow every trade at once.
 */
function withPrice(numbers: TickerNumbers, price: number): TickerNumbers {
  if (!(price > 0)) return numbers;
  return {
    ...numbers,
    closePrice: price,
    visibleClosePrice: price,
    ...changeAgainst(price, numbers.prevClosePrice),
    high24H: Math.max(numbers.high24H, price),
    low24H: Math.min(numbers.low24H, price),
  };
}

/** Before the day of bars is in: the exchange's own figures (its day counted from its own hour). */
function exchangeFigures(state: ListingState, market: MarketSymbol): TickerNumbers {
  const ticker = state.ticker;
  const close = state.price;
  const prev = ticker?.prevClose ?? close;
  return {
    closePrice: close,
    visibleClosePrice: close,
    ...changeAgainst(close, prev),
    value24H: round(ticker?.value24h ?? 0, quoteDecimals(market)),
    valueBx24H: 0,
    high24H: ticker ? Math.max(ticker.dayHigh, close) : close,
    low24H: ticker ? Math.min(ticker.dayLow, close) : close,
    volume24H: ticker?.volume24h ?? 0,
    prevClosePrice: prev,
  };
}

function describeLink(link: LinkState): string {
  switch (link) {
    case 'connecting':
      return 'connecting to its socket';
    case 'live':
      return 'live';
    case 'retrying':
      return 'socket lost, reconnecting (prices are not live; the markets are closed to orders)';
    case 'refused':
      return 'the exchange refused the socket for now (rate limit); retrying later';
    case 'offline':
      return 'unreachable (no network?); retrying. Start on the simulator with: npm start -- --market sim';
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
