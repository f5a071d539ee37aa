/**
 * The fake exchange's words: REST answers and socket frames in Upbit's or Bithumb generation 2's shapes,
 * field names exactly as their documentation gives them:
 * - Upbit: docs.upbit.com/kr/reference (market/all with `market_event`, ticker, minute and day candles,
 *   trades/ticks, orderbook, orderbook/instruments; WebSocket ticker, trade (with best_ask/bid since
 *   2024-11-27, docs.upbit.com/changelog/best_bid_ask), orderbook; errors `{"error":{"name","message"}}`).
 * - Bithumb generation 2: apidocs.bithumb.com/reference (the same paths and names; `acc_*` and day candles
 *   from 00:00 KST, trade `sequential_id` an 18-digit string, the orderbook frame's `timestamp` a µs string,
 *   `delisting_date` may be "", `PING` answered `{"status":"UP"}`: "기본 정보", "연결 관리", public stream v1).
 * Summarised with their traps in /work/shared/reference/market-sources.md.
 */
import type { BookTop, FakeTrade, ScriptedCoin, ScriptedMarket } from './scripted-market';

export const DIALECTS = ['upbit', 'bithumb'] as const;
export type Dialect = (typeof DIALECTS)[number];

const DAY_MS = 86_400_000;
const KST_MS = 9 * 3_600_000;

/** Where the exchange's day starts: Upbit 00:00 UTC (09:00 KST), Bithumb 00:00 KST. */
export function dayStartMs(dialect: Dialect, nowMs: number): number {
  const offset = dialect === 'upbit' ? 0 : KST_MS;
  return Math.floor((nowMs + offset) / DAY_MS) * DAY_MS - offset;
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);
/** `2020-02-20T11:59:00`, UTC and KST. */
const isoUtc = (ms: number) => iso(ms);
const isoKst = (ms: number) => iso(ms + KST_MS);
/** `2020-02-20` and `11:59:00`. */
const dashedDate = (ms: number) => iso(ms).slice(0, 10);
const colonTime = (ms: number) => iso(ms).slice(11, 19);
/** `20200220` and `115900`. */
const compactDate = (ms: number) => dashedDate(ms).replaceAll('-', '');
const compactTime = (ms: number) => colonTime(ms).replaceAll(':', '');

/** Upbit's ids are numbers (unique, not ordered); Bithumb's 18-digit strings, past 2^53. */
export function tradeId(dialect: Dialect, trade: FakeTrade): number | string {
  return dialect === 'upbit'
    ? 17_000_000_000_000 + trade.seq * 1000
    : (862683813820523888n + BigInt(trade.seq)).toString();
}

function change(price: number, prevClose: number) {
  const signed = price - prevClose;
  return {
    change: signed > 0 ? 'RISE' : signed < 0 ? 'FALL' : 'EVEN',
    change_price: Math.abs(signed),
    change_rate: Math.abs(signed) / prevClose,
    signed_change_price: signed,
    signed_change_rate: signed / prevClose,
  };
}

export function marketAll(dialect: Dialect, coins: readonly ScriptedCoin[], details: boolean) {
  return coins.map((coin) => {
    const names = { market: coin.code, korean_name: coin.koreanName, english_name: coin.englishName };
    if (!details) return names;
    if (dialect === 'bithumb') return { ...names, market_warning: coin.warning ? 'CAUTION' : 'NONE' };
    const caution = Object.fromEntries(
      [
        'PRICE_FLUCTUATIONS',
        'TRADING_VOLUME_SOARING',
        'DEPOSIT_AMOUNT_SOARING',
        'GLOBAL_PRICE_DIFFERENCES',
        'CONCENTRATION_OF_SMALL_ACCOUNTS',
      ].map((flag) => [flag, coin.cautions.includes(flag)]),
    );
    return { ...names, market_event: { warning: coin.warning, caution } };
  });
}

/** The REST ticker of one market. */
export function ticker(dialect: Dialect, market: ScriptedMarket, code: string, nowMs: number) {
  const last = market.lastTrade(code);
  const day = market.day(code, dayStartMs(dialect, nowMs), nowMs);
  const all = market.recentTrades(code, Number.MAX_SAFE_INTEGER);
  const prices = all.map((trade) => trade.price);
  return {
    market: code,
    trade_date: compactDate(last.timeMs),
    trade_time: compactTime(last.timeMs),
    trade_date_kst: compactDate(last.timeMs + KST_MS),
    trade_time_kst: compactTime(last.timeMs + KST_MS),
    trade_timestamp: last.timeMs,
    opening_price: day.open,
    high_price: day.high,
    low_price: day.low,
    trade_price: last.price,
    prev_closing_price: day.prevClose,
    ...change(last.price, day.prevClose),
    trade_volume: last.volume,
    acc_trade_price: day.value,
    acc_trade_price_24h: day.value24h,
    acc_trade_volume: day.volume,
    acc_trade_volume_24h: day.volume24h,
    highest_52_week_price: Math.max(...prices),
    highest_52_week_date: dashedDate(all[prices.indexOf(Math.max(...prices))]!.timeMs),
    lowest_52_week_price: Math.min(...prices),
    lowest_52_week_date: dashedDate(all[prices.indexOf(Math.min(...prices))]!.timeMs),
    timestamp: nowMs,
  };
}

/** The socket's ticker: the REST fields with `code` for `market`, and the stream's own. */
export function tickerFrame(
  dialect: Dialect,
  market: ScriptedMarket,
  code: string,
  nowMs: number,
  streamType: StreamType,
) {
  const { market: _market, ...rest } = ticker(dialect, market, code, nowMs);
  const day = market.day(code, dayStartMs(dialect, nowMs), nowMs);
  const coin = market.coin(code)!;
  return {
    type: 'ticker',
    code,
    ...rest,
    ask_bid: market.lastTrade(code).askBid,
    acc_ask_volume: day.askVolume,
    acc_bid_volume: day.bidVolume,
    market_state: 'ACTIVE',
    is_trading_suspended: false,
    delisting_date: dialect === 'upbit' ? null : '',
    market_warning: coin.warning ? 'CAUTION' : 'NONE',
    stream_type: streamType,
  };
}

export type StreamType = 'SNAPSHOT' | 'REALTIME';

/** One REST trade (trades/ticks). */
export function tick(dialect: Dialect, market: ScriptedMarket, trade: FakeTrade, nowMs: number) {
  const prevClose = market.day(trade.code, dayStartMs(dialect, nowMs), nowMs).prevClose;
  return {
    market: trade.code,
    trade_date_utc: dashedDate(trade.timeMs),
    trade_time_utc: colonTime(trade.timeMs),
    timestamp: trade.timeMs,
    trade_price: trade.price,
    trade_volume: trade.volume,
    prev_closing_price: prevClose,
    change_price: trade.price - prevClose,
    ask_bid: trade.askBid,
    sequential_id: tradeId(dialect, trade),
  };
}

export function tradeFrame(
  dialect: Dialect,
  market: ScriptedMarket,
  trade: FakeTrade,
  nowMs: number,
  streamType: StreamType,
) {
  const prevClose = market.day(trade.code, dayStartMs(dialect, nowMs), nowMs).prevClose;
  const book = market.book(trade.code);
  return {
    type: 'trade',
    code: trade.code,
    trade_price: trade.price,
    trade_volume: trade.volume,
    ask_bid: trade.askBid,
    prev_closing_price: prevClose,
    change: change(trade.price, prevClose).change,
    change_price: Math.abs(trade.price - prevClose),
    trade_date: dashedDate(trade.timeMs),
    trade_time: colonTime(trade.timeMs),
    trade_timestamp: trade.timeMs,
    timestamp: nowMs,
    sequential_id: tradeId(dialect, trade),
    best_ask_price: book.asks[0]?.[0] ?? 0,
    best_ask_size: book.asks[0]?.[1] ?? 0,
    best_bid_price: book.bids[0]?.[0] ?? 0,
    best_bid_size: book.bids[0]?.[1] ?? 0,
    stream_type: streamType,
  };
}

/** The book frame's timestamp: ms on Upbit, a µs string on Bithumb's socket. */
function bookTime(dialect: Dialect, timeMs: number): number | string {
  return dialect === 'upbit' ? timeMs : `${timeMs}000`;
}

function units(book: BookTop) {
  return Array.from({ length: Math.max(book.asks.length, book.bids.length) }, (_, index) => ({
    ask_price: book.asks[index]?.[0] ?? 0,
    bid_price: book.bids[index]?.[0] ?? 0,
    ask_size: book.asks[index]?.[1] ?? 0,
    bid_size: book.bids[index]?.[1] ?? 0,
  }));
}

const total = (side: [number, number][]) => side.reduce((sum, [, size]) => sum + size, 0);

/** The REST book: `timestamp` a number on both ("호가 생성 시각 Long", apidocs.bithumb.com). */
export function orderbook(dialect: Dialect, code: string, book: BookTop) {
  return {
    market: code,
    timestamp: book.timeMs,
    total_ask_size: total(book.asks),
    total_bid_size: total(book.bids),
    orderbook_units: units(book),
    ...(dialect === 'upbit' ? { level: 0 } : {}),
  };
}

/** Every orderbook frame is the whole top of the book, not a delta. */
export function orderbookFrame(dialect: Dialect, code: string, book: BookTop, streamType: StreamType) {
  return {
    type: 'orderbook',
    code,
    timestamp: bookTime(dialect, book.timeMs),
    total_ask_size: total(book.asks),
    total_bid_size: total(book.bids),
    orderbook_units: units(book),
    ...(dialect === 'upbit' ? { level: 0 } : {}),
    stream_type: streamType,
  };
}

export function instrument(coin: ScriptedCoin) {
  return {
    market: coin.code,
    quote_currency: coin.code.split('-')[0],
    tick_size: coin.tickSize,
    supported_levels: [0],
  };
}

/** A minute candle (`unit`) or, with `unit` undefined, a day candle. */
export function candle(
  code: string,
  bar: {
    openSec: number;
    open: number;
    high: number;
    low: number;
    close: number;
    volume: number;
    value: number;
    lastMs: number;
  },
  unit: number | undefined,
  prevClose?: number,
) {
  const openMs = bar.openSec * 1000;
  const common = {
    market: code,
    candle_date_time_utc: isoUtc(openMs),
    candle_date_time_kst: isoKst(openMs),
    opening_price: bar.open,
    high_price: bar.high,
    low_price: bar.low,
    trade_price: bar.close,
    timestamp: bar.lastMs,
    candle_acc_trade_price: bar.value,
    candle_acc_trade_volume: bar.volume,
  };
  if (unit !== undefined) return { ...common, unit };
  const previous = prevClose ?? bar.open;
  return {
    ...common,
    prev_closing_price: previous,
    change_price: bar.close - previous,
    change_rate: (bar.close - previous) / previous,
  };
}

/** The exchanges' error body. */
export function errorBody(name: string, message: string) {
  return { error: { name, message } };
}
