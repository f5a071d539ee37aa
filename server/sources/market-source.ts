/**
 * Where the simulator reads its market from: the simulated market (server/market/market-model.ts, the
 * default), a real exchange's public market data, or a replay of recorded candles. The feed hub, the candle
 * route, the books, the order engine, Plus buy and the alerts read only this interface, so the app, the
 * workers and the contract cannot tell the sources apart; members' orders are always matched by the
 * simulator's engine (on a real or replayed source: paper trading on that market's prices).
 */
import type {
  CandleColumns,
  CoinInfo,
  IntroFrame,
  MarketInfo,
  Ticker,
  TickerNumbers,
  TickerTuple,
} from '../../contract';
import type { CandleInterval } from '../../contract/intervals';
import type { MarketSourceInfo, ReplayState } from '../../contract/market-source';
import type { ReplayRequest } from '../../contract/replay-calls';
import type { CoinKey, MarketSymbol } from '../../contract/markets';
import type { TickTable } from '../../contract/price-ticks';
import type { Catalogue, Listing } from '../market/listings';

export interface TradeEvent {
  listing: Listing;
  timeMs: number;
  price: number;
  quantity: number;
  /** 1 buy, 2 sell (the aggressor). */
  side: 1 | 2;
  /** 'model': the market's own trade (simulated, real or replayed); 'book': a member's order matched in the coin's book. */
  source: 'model' | 'book';
}

export type OrderBlock = 'NOT_TRADABLE' | 'MARKET_CLOSED';

/** A second-ticker row: [key, close, change rate since 00:00 KST, then over the trailing windows]. */
export type SecondTickerRow = [CoinKey, number, ...number[]];

export interface MarketSource {
  /** The listings this source trades. */
  readonly catalogue: Catalogue;

  onTrade(listener: (trade: TradeEvent) => void): () => void;
  /** Called when listing times, market open states or the source's own state change (the intro picture). */
  onIntroChange(listener: () => void): () => void;
  /**
   * Called when the market's past changed under the windows (a replay jumped): the trades they hold are
   * no longer its history, so every window reloads its candles (a trades reset) and takes a ticker snapshot.
   */
  onRewind(listener: () => void): () => void;
  /**
   * Called when the market's clock enters a new minute, after its bars rolled (alerts on bar close), with
   * the wall time it happened at (the market's minute is `marketTime(nowMs)`'s).
   */
  onMinute(listener: (nowMs: number) => void): () => void;

  /** Rolls minutes and days up to `nowMs`. */
  sync(nowMs: number): void;
  /** Delivers the trades due up to `nowMs`. */
  advance(nowMs: number): void;
  /**
   * A trade at `price` now, forced by the test-mode admin; undefined when it happened. Only the simulated
   * market has it: a real or replayed market's prices are not the simulator's to set.
   */
  forceTrade?(listing: Listing, price: number, nowMs: number): OrderBlock | undefined;
  /**
   * A replay's control (play, pause, step, speed, jump) from any window; answers the replay's state. Only a
   * replay has it. Throws a RangeError for a step while playing.
   */
  replayControl?(request: ReplayRequest, nowMs: number): ReplayState;
  /** A member's order matched in the coin's book: it counts in the last price, the bars and the 24 h figures. */
  recordBookTrade(listing: Listing, timeMs: number, price: number, quantity: number, side: 1 | 2): void;

  price(listing: Listing): number;
  isMarketOpen(marketSymbol: MarketSymbol): boolean;
  setMarketOpen(marketSymbol: MarketSymbol, isOpen: boolean): void;
  setListingTimes(
    listing: Listing,
    buyOpenDate: string | null,
    sellOpenDate: string | null,
    nowMs: number,
  ): void;
  /** Why an order of `side` on `listing` cannot be placed now, or undefined when it can. */
  orderBlock(listing: Listing, side: 'buy' | 'sell', nowMs: number): OrderBlock | undefined;
  /** Value of one unit of a market currency in KRW. */
  marketPrice(marketSymbol: MarketSymbol): number;

  markets(): MarketInfo[];
  coinInfo(listing: Listing): CoinInfo;
  /** Listings with a ticker: every listing that is not delisted. */
  tickerListings(): readonly Listing[];
  tickerNumbers(listing: Listing): TickerNumbers;
  ticker(listing: Listing): Ticker;
  tickerTuple(listing: Listing): TickerTuple;
  secondTickerRows(): SecondTickerRow[];
  intro(): Pick<IntroFrame, 'coins' | 'markets'>;
  /** The source as the app's status strip tells it: its kind, its link, a replay's clock, its price steps. */
  sourceInfo(): MarketSourceInfo;
  /**
   * The price steps this source trades by (contract/price-ticks.ts), as `sourceInfo().ticks`: orders are
   * checked and rounded, books stepped by `priceTicks(ticks(), key)`. A real exchange's may change as the
   * exchange answers for its coins (onIntroChange fires then).
   */
  ticks(): TickTable;

  /**
   * The market's time (ms) at wall time `nowMs`, the time its trades and bars are stamped in: the wall time
   * itself on the simulated and real markets, the replay time on a replay (recorded time, which play, pause,
   * speed and jump move).
   */
  marketTime(nowMs: number): number;
  /** The market's time up to which its trades are in the candles answered at wall time `nowMs`. */
  historyAsOf(nowMs: number): number;
  /**
   * Makes the candles that `candles` will be asked for available (a real source fetches what it lacks from
   * the exchange, within its limits); rejects with the exchange's refusal. The simulated market has them all.
   */
  prepareCandles(
    listing: Listing,
    interval: CandleInterval,
    toSec: number | undefined,
    limit: number,
    nowMs: number,
  ): Promise<void>;
  /**
   * Candles of `interval` opening strictly before `toSec` (default: up to the current bar), at most `limit`,
   * ascending, from what the source holds now (after prepareCandles, all of them).
   */
  candles(
    listing: Listing,
    interval: CandleInterval,
    toSec: number | undefined,
    limit: number,
    nowMs: number,
  ): CandleColumns;
}
