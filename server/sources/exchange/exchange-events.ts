/**
 * What a real exchange's public market data says, in the contract's units and names, whichever exchange it
 * came from (Upbit, or Bithumb's Upbit-compatible generation 2). The frame mappers produce these; the market
 * the simulator reads from (server/sources) consumes them. Times are unix milliseconds (UTC), prices in the
 * quote currency, quantities in coins. Figures that the exchange counts differently from the contract (the
 * day's change from 09:00 KST on Upbit, 24 h high and low since the day's start) are kept as sent, with the
 * hour they count from, and recomputed downstream: a mapper translates, it does not reinterpret.
 */
import type { BookLevel } from '../../../contract';
import type { LinkState } from '../../../contract/market-source';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';

export const EXCHANGE_NAMES = ['upbit', 'bithumb'] as const;
export type ExchangeName = (typeof EXCHANGE_NAMES)[number];

/** One market of the exchange's catalogue (Upbit `KRW-BTC` is the contract's `BTC-KRW`). */
export interface ExchangeListing {
  key: CoinKey;
  /** The exchange's own market code, as its calls take it. */
  code: string;
  symbol: string;
  marketSymbol: MarketSymbol;
  nameKo: string;
  nameEn: string;
  /** Investment warning (유의 종목) is set. */
  warning: boolean;
  /** The caution flags (주의 종목) that are set, by the exchange's names. */
  cautions: string[];
}

/**
 * One trade. `id` is the exchange's as a string: Bithumb's sequential ids have 18 digits, past 2^53, and
 * Upbit's are unique but not ordered, so ids are compared for equality only (de-duplication).
 */
export interface ExchangeTrade {
  key: CoinKey;
  id: string;
  timeMs: number;
  price: number;
  quantity: number;
  /** 1 when the taker bought (BID), 2 when the taker sold (ASK). */
  side: 1 | 2;
}

/** The whole top of a book at one moment: asks lowest first, bids highest first, quantities > 0. */
export interface ExchangeBook {
  key: CoinKey;
  timeMs: number;
  asks: BookLevel[];
  bids: BookLevel[];
}

/** One bar: open time in unix seconds, volume in coins, value in the quote currency. */
export interface ExchangeCandle {
  openSec: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  value: number;
}

/** The exchange's ticker as sent. */
export interface ExchangeTicker {
  key: CoinKey;
  timeMs: number;
  price: number;
  /** The exchange's previous close and day totals, counted from `dayStartKstHour` (Upbit 9, Bithumb 0). */
  prevClose: number;
  dayHigh: number;
  dayLow: number;
  dayValue: number;
  dayVolume: number;
  dayStartKstHour: 0 | 9;
  /** Rolling 24 h totals (both exchanges count these the contract's way). */
  value24h: number;
  volume24h: number;
}

/** Minute units whose candles both exchanges serve over REST. */
export const EXCHANGE_MINUTE_UNITS = [1, 3, 5, 10, 15, 30, 60, 240] as const;
export type ExchangeMinuteUnit = (typeof EXCHANGE_MINUTE_UNITS)[number];

/** What arrives on an exchange's socket, mapped. */
export type ExchangeEvent =
  | { kind: 'trade'; trade: ExchangeTrade }
  | { kind: 'book'; book: ExchangeBook }
  | { kind: 'ticker'; ticker: ExchangeTicker }
  /** An exchange's error frame (e.g. Upbit's `{"error":{"name":"NO_TICKET",…}}`): logged, never a crash. */
  | { kind: 'error'; name: string; message: string };

/** The state of the link to the exchange, as the app's status strip tells it (contract/market-source.ts). */
export type { LinkState } from '../../../contract/market-source';

/** A refusal or an absence the server reports in one line (no network, 429/418, a 5xx, a bad answer). */
export class ExchangeUnavailable extends Error {
  override readonly name = 'ExchangeUnavailable';
  constructor(
    readonly exchange: ExchangeName,
    /** 'network': unreachable; 'throttled': 429/418 (retry after `retryAfterMs`); 'refused': other 4xx/5xx; 'malformed': an answer that does not parse. */
    readonly reason: 'network' | 'throttled' | 'refused' | 'malformed',
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

// --- transport: what the adapters call (rest-client.ts and socket-client.ts implement it) ------------

/** One REST call: a path under the exchange's base URL, its query, and its rate-limit group. */
export interface RestRequest {
  /** Rate-limit group: Upbit's `Remaining-Req` group (`market`, `candle`, `trade`, `ticker`, `orderbook`), Bithumb's category. */
  group: string;
  path: string;
  query: Readonly<Record<string, string>>;
}

/** Answers a REST call with its parsed JSON body, within the exchange's limits; throws ExchangeUnavailable. */
export interface RestGetter {
  get(request: RestRequest): Promise<unknown>;
}

export interface SocketPlan {
  /** The messages to send after each (re)connect: the subscription, so a reconnect resubscribes. */
  subscribe(): string[];
  /** Text the socket sends to keep an idle connection open (Bithumb: `PING` every 10 s), if any. */
  ping?: { text: string; everyMs: number };
  /** One frame's text (binary frames decoded as UTF-8). */
  onText(text: string): void;
  /** Link state changes: after a reconnect the consumer resyncs from REST snapshots. */
  onState(state: LinkState): void;
}

/** An open socket link that reconnects by itself until closed. */
export interface SocketLink {
  /** Sends the plan's subscription again (the followed coins changed). */
  resubscribe(): void;
  close(): void;
}

export type OpenSocket = (url: string, plan: SocketPlan) => SocketLink;
