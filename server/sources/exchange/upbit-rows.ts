/**
 * One row of an Upbit-shaped answer or frame → the vocabulary (exchange-events.ts). The REST answers
 * (upbit-rest.ts) and the socket frames (upbit-socket.ts) share these: a REST ticker row and a socket ticker
 * frame carry the same fields, the market under `market` in one and `code` in the other.
 */
import type { BookLevel } from '../../../contract';
import type { CoinKey } from '../../../contract/markets';
import type { ExchangeDialect } from './dialects';
import type { ExchangeBook, ExchangeCandle, ExchangeTicker, ExchangeTrade } from './exchange-events';
import {
  fail,
  isFields,
  keyField,
  numberField,
  ok,
  type Bound,
  type Fields,
  timeField,
  type Parsed,
} from './upbit-fields';

export type MarketField = 'market' | 'code';

/** Reads each named number field, or the first failure. */
function numbers<const Name extends string>(
  fields: Fields,
  spec: Readonly<Record<Name, Bound>>,
): Parsed<Record<Name, number>> {
  const values = {} as Record<Name, number>;
  for (const name of Object.keys(spec) as Name[]) {
    const parsed = numberField(fields, name, spec[name]);
    if (!parsed.ok) return parsed;
    values[name] = parsed.value;
  }
  return ok(values);
}

/**
 * A ticker as sent. `timeMs` is the last trade's time (`trade_timestamp`, in REST answers and socket frames
 * alike), the moment the price is of; the day figures count from the dialect's day start.
 */
export function tickerRow(
  dialect: ExchangeDialect,
  fields: Fields,
  market: MarketField,
): Parsed<ExchangeTicker> {
  const key = keyField(fields, market);
  if (!key.ok) return key;
  const time = timeField(fields, 'trade_timestamp');
  if (!time.ok) return time;
  const figures = numbers(fields, {
    trade_price: 'positive',
    // A coin listed today has no previous close to send.
    prev_closing_price: 'nonNegative',
    high_price: 'positive',
    low_price: 'positive',
    acc_trade_price: 'nonNegative',
    acc_trade_volume: 'nonNegative',
    acc_trade_price_24h: 'nonNegative',
    acc_trade_volume_24h: 'nonNegative',
  });
  if (!figures.ok) return figures;
  const f = figures.value;
  return ok({
    key: key.value,
    timeMs: time.value,
    price: f.trade_price,
    prevClose: f.prev_closing_price,
    dayHigh: f.high_price,
    dayLow: f.low_price,
    dayValue: f.acc_trade_price,
    dayVolume: f.acc_trade_volume,
    dayStartKstHour: dialect.dayStartKstHour,
    value24h: f.acc_trade_price_24h,
    volume24h: f.acc_trade_volume_24h,
  });
}

const SIDES: Readonly<Record<string, 1 | 2>> = { BID: 1, ASK: 2 };

/** Where a trade's time is: REST `trades/ticks` rows have `timestamp`, socket frames `trade_timestamp` (their `timestamp` is the message's). */
export const TRADE_TIME: Readonly<Record<MarketField, string>> = {
  market: 'timestamp',
  code: 'trade_timestamp',
};

/** A trade. `ask_bid` is the taker's side: BID bought (1), ASK sold (2). */
export function tradeRow(fields: Fields, market: MarketField, id: Parsed<string>): Parsed<ExchangeTrade> {
  const key = keyField(fields, market);
  if (!key.ok) return key;
  if (!id.ok) return id;
  const time = timeField(fields, TRADE_TIME[market]);
  if (!time.ok) return time;
  const figures = numbers(fields, { trade_price: 'positive', trade_volume: 'positive' });
  if (!figures.ok) return figures;
  const side = SIDES[String(fields['ask_bid'])];
  if (side === undefined) return fail(`ask_bid: ${JSON.stringify(fields['ask_bid'])} is not ASK or BID`);
  return ok({
    key: key.value,
    id: id.value,
    timeMs: time.value,
    price: figures.value.trade_price,
    quantity: figures.value.trade_volume,
    side,
  });
}

/**
 * A whole book top (every Upbit orderbook message is the whole top-N, not a delta: ccxt resets the book on
 * each). Each unit pairs the n-th ask with the n-th bid; levels of size 0 are dropped (a side shorter than
 * the other pads its units with price 0 and size 0, as the fake exchange does), a level with a size must
 * have a positive price; asks sorted lowest first and bids highest first.
 */
export function bookRow(fields: Fields, market: MarketField, maxLevels: number): Parsed<ExchangeBook> {
  const key = keyField(fields, market);
  if (!key.ok) return key;
  const time = timeField(fields, 'timestamp');
  if (!time.ok) return time;
  const units = fields['orderbook_units'];
  if (!Array.isArray(units)) return fail('orderbook_units: not a list');
  if (units.length > maxLevels)
    return fail(`orderbook_units: ${units.length} levels, more than ${maxLevels}`);
  const asks: BookLevel[] = [];
  const bids: BookLevel[] = [];
  for (const [index, unit] of units.entries()) {
    if (!isFields(unit)) return fail(`orderbook_units[${index}]: not an object`);
    const level = numbers(unit, {
      ask_price: 'nonNegative',
      ask_size: 'nonNegative',
      bid_price: 'nonNegative',
      bid_size: 'nonNegative',
    });
    if (!level.ok) return fail(`orderbook_units[${index}].${level.problem}`);
    const { ask_price, ask_size, bid_price, bid_size } = level.value;
    // A side with fewer levels than the other fills its units with price 0, size 0: no level.
    if (ask_size > 0 && !(ask_price > 0))
      return fail(`orderbook_units[${index}].ask_price: ${ask_price} is not positive`);
    if (bid_size > 0 && !(bid_price > 0))
      return fail(`orderbook_units[${index}].bid_price: ${bid_price} is not positive`);
    if (ask_size > 0) asks.push([ask_price, ask_size]);
    if (bid_size > 0) bids.push([bid_price, bid_size]);
  }
  asks.sort((a, b) => a[0] - b[0]);
  bids.sort((a, b) => b[0] - a[0]);
  return ok({ key: key.value, timeMs: time.value, asks, bids });
}

/** `2020-02-20T11:59:00`, the form of `candle_date_time_utc`. */
const CANDLE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/**
 * A bar of market `key`: `candle_date_time_utc` + 'Z' is its open (its `timestamp` is the last trade's time,
 * not the open); value is `candle_acc_trade_price`, volume `candle_acc_trade_volume`.
 */
export function candleRow(fields: Fields, key: CoinKey): Parsed<ExchangeCandle> {
  const rowKey = keyField(fields, 'market');
  if (!rowKey.ok) return rowKey;
  if (rowKey.value !== key) return fail(`market: ${rowKey.value} in a page of ${key}`);
  const open = fields['candle_date_time_utc'];
  if (typeof open !== 'string' || !CANDLE_TIME.test(open)) {
    return fail(`candle_date_time_utc: ${JSON.stringify(open)} is not yyyy-MM-ddTHH:mm:ss`);
  }
  const openMs = Date.parse(`${open}Z`);
  if (!Number.isFinite(openMs)) return fail(`candle_date_time_utc: ${open} is not a time`);
  const figures = numbers(fields, {
    opening_price: 'positive',
    high_price: 'positive',
    low_price: 'positive',
    trade_price: 'positive',
    candle_acc_trade_volume: 'nonNegative',
    candle_acc_trade_price: 'nonNegative',
  });
  if (!figures.ok) return figures;
  const f = figures.value;
  return ok({
    openSec: openMs / 1000,
    open: f.opening_price,
    high: f.high_price,
    low: f.low_price,
    close: f.trade_price,
    volume: f.candle_acc_trade_volume,
    value: f.candle_acc_trade_price,
  });
}
