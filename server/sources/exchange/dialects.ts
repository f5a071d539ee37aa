/**
 * Upbit and Bithumb's generation 2 speak one protocol (Bithumb's `/v1` calls and `/websocket/v1` socket copy
 * Upbit's paths, fields and subscription message). What differs between them is data, written here once; the
 * requests (upbit-requests.ts), the answer parsers (upbit-rest.ts) and the frame parser (upbit-socket.ts) read
 * it and hold no exchange name of their own.
 */
import { BITHUMB_TICKS, UPBIT_TICKS, type TickTable } from '../../../contract/price-ticks';
import type { ExchangeMinuteUnit, ExchangeName } from './exchange-events';

/** The calls the adapter makes, each one rate-limit group of the exchange. */
export type ExchangeCall = 'markets' | 'ticker' | 'candles' | 'trades' | 'orderbook';

export interface ExchangeDialect {
  name: ExchangeName;
  /** REST base URL: the paths below are appended (`/v1/ticker`). */
  restBase: string;
  /** Public socket URL. */
  socketUrl: string;
  /**
   * The KST hour the exchange's previous close and day totals (`prev_closing_price`, `acc_trade_*`) count
   * from: Upbit "UTC 0시 기준" = 09:00 KST (docs.upbit.com ticker), Bithumb "KST 0시 기준" (apidocs.bithumb.com
   * 현재가 ticker, `acc_trade_volume`).
   */
  dayStartKstHour: 0 | 9;
  /** The query flag `GET /v1/market/all` takes for the warning flags: Upbit `is_details`, Bithumb `isDetails`. */
  detailsFlag: string;
  /**
   * How a candle page's `to` (exclusive) is written. Upbit reads ISO-8601 as UTC unless an offset is given
   * (docs.upbit.com list-candles-minutes), so `…Z`; Bithumb reads `yyyy-MM-dd HH:mm:ss` as KST ("기본적으로 KST
   * 기준 시간", apidocs.bithumb.com v2.1.5 candle references), so its KST wall clock without an offset.
   */
  candleTo: 'utc-z' | 'kst-wall';
  /** Minute units `GET /v1/candles/minutes/{unit}` serves (both: 1, 3, 5, 10, 15, 30, 60, 240). */
  minuteUnits: readonly ExchangeMinuteUnit[];
  /** Levels a side a book answer or frame carries at most (both 30; Bithumb REST gives 15 when several markets are asked). */
  bookLevels: number;
  /**
   * Whether `GET /v1/orderbook/instruments` (per-market `tick_size`) exists. Upbit added it 2025-07-31
   * (docs.upbit.com list-orderbook-instruments); Bithumb's generation 2 reference has no tick-size call (its tick
   * table is a published page), so the adapter answers `undefined` there.
   */
  tickSizeCall: boolean;
  /**
   * The exchange's published price steps (contract/price-ticks.ts): what the source trades by until the
   * exchange says otherwise for a coin (Upbit's tick-size call, the steps of Bithumb's books).
   */
  ticks: TickTable;
  /** Rate-limit group of each call: Upbit's `Remaining-Req` group names, Bithumb's categories. */
  groups: Readonly<Record<ExchangeCall, string>>;
  /**
   * Text that keeps an idle socket open: both close a socket silent for ~120 s and answer a `PING` text with
   * `{"status":"UP"}` (docs.upbit.com reference/connection; apidocs.bithumb.com 연결 관리).
   */
  ping: { text: string; everyMs: number };
}

const MINUTE_UNITS = [1, 3, 5, 10, 15, 30, 60, 240] as const;
/** Half the ~120 s idle timeout of both sockets. */
const PING = { text: 'PING', everyMs: 60_000 } as const;

export const UPBIT: ExchangeDialect = {
  name: 'upbit',
  restBase: 'https://api.upbit.com',
  socketUrl: 'wss://api.upbit.com/websocket/v1',
  dayStartKstHour: 9,
  detailsFlag: 'is_details',
  candleTo: 'utc-z',
  minuteUnits: MINUTE_UNITS,
  bookLevels: 30,
  tickSizeCall: true,
  ticks: UPBIT_TICKS,
  // docs.upbit.com rate-limits: market, candle, trade, ticker, orderbook (10/s each, per IP).
  groups: { markets: 'market', ticker: 'ticker', candles: 'candle', trades: 'trade', orderbook: 'orderbook' },
  ping: PING,
};

export const BITHUMB: ExchangeDialect = {
  name: 'bithumb',
  restBase: 'https://api.bithumb.com',
  socketUrl: 'wss://ws-api.bithumb.com/websocket/v1',
  dayStartKstHour: 0,
  detailsFlag: 'isDetails',
  candleTo: 'kst-wall',
  minuteUnits: MINUTE_UNITS,
  bookLevels: 30,
  tickSizeCall: false,
  ticks: BITHUMB_TICKS,
  // apidocs.bithumb.com "API 요청 수 제한 안내": candle, orderbook, ticker, trade, other (150/s each, per IP).
  groups: { markets: 'other', ticker: 'ticker', candles: 'candle', trades: 'trade', orderbook: 'orderbook' },
  ping: PING,
};

export const DIALECTS: Readonly<Record<ExchangeName, ExchangeDialect>> = { upbit: UPBIT, bithumb: BITHUMB };
