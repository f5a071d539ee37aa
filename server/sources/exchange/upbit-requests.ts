/**
 * The REST calls of Upbit's quotation API (and Bithumb's copy of it), as RestRequests: path, query and the
 * dialect's rate-limit group. Pure: the adapter hands them to a RestGetter.
 */
import type { CoinKey } from '../../../contract/markets';
import type { ExchangeDialect } from './dialects';
import type { ExchangeMinuteUnit, RestRequest } from './exchange-events';
import { keyToCode } from './upbit-fields';

/** Bars a candle call returns at most (docs.upbit.com list-candles-minutes: `count` ≤ 200). */
export const MAX_CANDLES_PER_PAGE = 200;

const KST_OFFSET_MS = 9 * 3_600_000;

const codes = (keys: readonly CoinKey[]) => keys.map(keyToCode).join(',');

export function marketsRequest(dialect: ExchangeDialect): RestRequest {
  return { group: dialect.groups.markets, path: '/v1/market/all', query: { [dialect.detailsFlag]: 'true' } };
}

export function tickerRequest(dialect: ExchangeDialect, keys: readonly CoinKey[]): RestRequest {
  return { group: dialect.groups.ticker, path: '/v1/ticker', query: { markets: codes(keys) } };
}

export function tradesRequest(dialect: ExchangeDialect, key: CoinKey, count: number): RestRequest {
  return {
    group: dialect.groups.trades,
    path: '/v1/trades/ticks',
    query: { market: keyToCode(key), count: String(count) },
  };
}

export function orderbookRequest(dialect: ExchangeDialect, keys: readonly CoinKey[]): RestRequest {
  return { group: dialect.groups.orderbook, path: '/v1/orderbook', query: { markets: codes(keys) } };
}

/** Upbit's tick size per market (`GET /v1/orderbook/instruments`, the orderbook group). */
export function instrumentsRequest(dialect: ExchangeDialect, keys: readonly CoinKey[]): RestRequest {
  return {
    group: dialect.groups.orderbook,
    path: '/v1/orderbook/instruments',
    query: { markets: codes(keys) },
  };
}

/** `to` as the dialect reads it: `2020-02-20T11:59:00Z` (Upbit, UTC) or `2020-02-20 20:59:00` (Bithumb, KST). */
export function candleTo(dialect: ExchangeDialect, toSec: number): string {
  if (dialect.candleTo === 'utc-z') return new Date(toSec * 1000).toISOString().replace('.000Z', 'Z');
  return new Date(toSec * 1000 + KST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** A candle page: `count` bars of `market` opening before `toSec` (exclusive), or the newest when undefined. */
function candleQuery(dialect: ExchangeDialect, key: CoinKey, toSec: number | undefined, count: number) {
  if (!Number.isInteger(count) || count < 1 || count > MAX_CANDLES_PER_PAGE) {
    throw new RangeError(`candle count ${count} is not 1..${MAX_CANDLES_PER_PAGE}`);
  }
  const query: Record<string, string> = { market: keyToCode(key), count: String(count) };
  if (toSec !== undefined) query['to'] = candleTo(dialect, toSec);
  return query;
}

export function minuteCandlesRequest(
  dialect: ExchangeDialect,
  key: CoinKey,
  unit: ExchangeMinuteUnit,
  toSec: number | undefined,
  count: number,
): RestRequest {
  if (!dialect.minuteUnits.includes(unit))
    throw new RangeError(`${dialect.name} serves no ${unit}-minute candles`);
  return {
    group: dialect.groups.candles,
    path: `/v1/candles/minutes/${unit}`,
    query: candleQuery(dialect, key, toSec, count),
  };
}

export function dayCandlesRequest(
  dialect: ExchangeDialect,
  key: CoinKey,
  toSec: number | undefined,
  count: number,
): RestRequest {
  return {
    group: dialect.groups.candles,
    path: '/v1/candles/days',
    query: candleQuery(dialect, key, toSec, count),
  };
}

/**
 * The `to` of the page before an ascending page: the open of its oldest bar (`to` is exclusive, so that bar
 * is not fetched twice); undefined when the page is empty (nothing older exists).
 */
export function previousPageTo(ascending: readonly { openSec: number }[]): number | undefined {
  return ascending[0]?.openSec;
}
