/**
 * An exchange's public market data for the market source: the Upbit-shaped requests and parsers
 * (upbit-requests.ts, upbit-rest.ts, upbit-socket.ts) bound to one dialect and to the transport
 * (a RestGetter within the exchange's limits, an OpenSocket that reconnects). Every answer is mapped to the
 * vocabulary or refused as ExchangeUnavailable 'malformed'; the transport's own refusals pass through.
 */
import type { CoinKey } from '../../../contract/markets';
import type { ExchangeDialect } from './dialects';
import {
  ExchangeUnavailable,
  type ExchangeBook,
  type ExchangeCandle,
  type ExchangeEvent,
  type ExchangeListing,
  type ExchangeMinuteUnit,
  type ExchangeTicker,
  type ExchangeTrade,
  type LinkState,
  type OpenSocket,
  type RestGetter,
  type RestRequest,
  type SocketLink,
} from './exchange-events';
import type { Parsed } from './upbit-fields';
import {
  dayCandlesRequest,
  instrumentsRequest,
  marketsRequest,
  minuteCandlesRequest,
  orderbookRequest,
  tickerRequest,
  tradesRequest,
} from './upbit-requests';
import {
  parseBooks,
  parseCandles,
  parseListings,
  parseTickers,
  parseTickSizes,
  parseTrades,
} from './upbit-rest';
import { parseFrame, subscriptionMessage } from './upbit-socket';

/**
 * The live link of `stream`. `follow(keys)` changes the coins streamed: the subscription is sent again on the
 * open socket (and after every reconnect), and from then on events of coins no longer followed are dropped,
 * even those already in flight. `close()` ends the link for good.
 */
export interface ExchangeStream {
  follow(keys: readonly CoinKey[]): void;
  close(): void;
}

export interface ExchangeAdapter {
  readonly dialect: ExchangeDialect;
  listings(): Promise<ExchangeListing[]>;
  tickers(keys: readonly CoinKey[]): Promise<ExchangeTicker[]>;
  /** Up to `count` (≤ 200) bars opening before `toSec` (exclusive; the newest when undefined), ascending, gaps kept. */
  minuteCandles(
    key: CoinKey,
    unit: ExchangeMinuteUnit,
    toSec: number | undefined,
    count: number,
  ): Promise<ExchangeCandle[]>;
  /** Day bars as the exchange cuts them (Upbit's open at 00:00 UTC = 09:00 KST), ascending. */
  dayCandles(key: CoinKey, toSec: number | undefined, count: number): Promise<ExchangeCandle[]>;
  recentTrades(key: CoinKey, count: number): Promise<ExchangeTrade[]>;
  books(keys: readonly CoinKey[]): Promise<ExchangeBook[]>;
  /**
   * Each market's tick size (Upbit `GET /v1/orderbook/instruments`); undefined where the exchange publishes
   * no per-market tick size over its API (Bithumb: see dialects.ts `tickSizeCall`).
   */
  tickSizes(keys: readonly CoinKey[]): Promise<Map<CoinKey, number> | undefined>;
  /**
   * Streams tickers, trades and whole books of `keys`. `onMalformed` hears each frame that did not parse
   * (the link stays up: count and log it); `onState` the link's states (after 'live' again, resync from REST).
   */
  stream(
    keys: readonly CoinKey[],
    onEvent: (event: ExchangeEvent) => void,
    onState: (state: LinkState) => void,
    onMalformed?: (problem: string) => void,
  ): ExchangeStream;
}

export interface AdapterOptions {
  /** The subscription's ticket (docs: a unique value such as a UUID). */
  ticket?: () => string;
}

function keyOf(event: ExchangeEvent): CoinKey | undefined {
  if (event.kind === 'trade') return event.trade.key;
  if (event.kind === 'book') return event.book.key;
  if (event.kind === 'ticker') return event.ticker.key;
  return undefined;
}

export function createExchangeAdapter(
  dialect: ExchangeDialect,
  rest: RestGetter,
  openSocket: OpenSocket,
  options: AdapterOptions = {},
): ExchangeAdapter {
  const ticket = options.ticket ?? (() => crypto.randomUUID());

  async function call<T>(request: RestRequest, parse: (answer: unknown) => Parsed<T>): Promise<T> {
    const parsed = parse(await rest.get(request));
    if (parsed.ok) return parsed.value;
    throw new ExchangeUnavailable(dialect.name, 'malformed', `${request.path}: ${parsed.problem}`);
  }

  function stream(
    keys: readonly CoinKey[],
    onEvent: (event: ExchangeEvent) => void,
    onState: (state: LinkState) => void,
    onMalformed: (problem: string) => void = () => {},
  ): ExchangeStream {
    let followed = new Set(keys);
    const link: SocketLink = openSocket(dialect.socketUrl, {
      subscribe: () => (followed.size === 0 ? [] : [subscriptionMessage([...followed], ticket())]),
      ping: dialect.ping,
      onText(text) {
        const result = parseFrame(dialect, text);
        if (result.kind === 'malformed') return onMalformed(result.problem);
        if (result.kind === 'ignored') return;
        const key = keyOf(result.event);
        if (key === undefined || followed.has(key)) onEvent(result.event);
      },
      onState,
    });
    return {
      follow(next) {
        followed = new Set(next);
        link.resubscribe();
      },
      close: () => link.close(),
    };
  }

  return {
    dialect,
    listings: () => call(marketsRequest(dialect), parseListings),
    tickers: (keys) => call(tickerRequest(dialect, keys), (answer) => parseTickers(dialect, answer)),
    minuteCandles: async (key, unit, toSec, count) =>
      call(minuteCandlesRequest(dialect, key, unit, toSec, count), (answer) => parseCandles(key, answer)),
    dayCandles: async (key, toSec, count) =>
      call(dayCandlesRequest(dialect, key, toSec, count), (answer) => parseCandles(key, answer)),
    recentTrades: (key, count) => call(tradesRequest(dialect, key, count), parseTrades),
    books: (keys) => call(orderbookRequest(dialect, keys), (answer) => parseBooks(dialect, answer)),
    tickSizes: async (keys) =>
      dialect.tickSizeCall ? call(instrumentsRequest(dialect, keys), parseTickSizes) : undefined,
    stream,
  };
}
