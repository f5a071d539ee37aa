/**
 * Upbit-shaped REST answers (already JSON-parsed by the RestGetter) → the vocabulary. Each parser returns a
 * `Parsed` value: a whole answer, or the first problem with the row it was found in. Never a throw.
 */
import { isMarketSymbol, type CoinKey } from '../../../contract/markets';
import type { ExchangeDialect } from './dialects';
import type {
  ExchangeBook,
  ExchangeCandle,
  ExchangeListing,
  ExchangeTicker,
  ExchangeTrade,
} from './exchange-events';
import {
  codeToKey,
  decimal,
  everyRow,
  fail,
  idField,
  isFields,
  keyField,
  ok,
  stringField,
  type Fields,
  type Parsed,
} from './upbit-fields';
import { bookRow, candleRow, tickerRow, tradeRow } from './upbit-rows';

/** The caution flags of Upbit's `market_event.caution` that are set, by name. */
function cautions(fields: Fields): string[] {
  const event = fields['market_event'];
  const caution = isFields(event) ? event['caution'] : undefined;
  if (!isFields(caution)) return [];
  return Object.keys(caution).filter((name) => caution[name] === true);
}

/**
 * Investment warning (유의 종목): Upbit's `market_event.warning` (since 2024-11-20, when `market_warning` was
 * removed there), Bithumb's `market_warning: "CAUTION"` (its `market/all` still carries that field).
 */
function warning(fields: Fields): boolean {
  const event = fields['market_event'];
  return (isFields(event) && event['warning'] === true) || fields['market_warning'] === 'CAUTION';
}

/**
 * A listing, or undefined for a market the contract has no place for: a quote other than KRW, BTC, USDT, or a
 * code the contract cannot key (`contract/markets.ts` `parseCoinKey`: 1-12 capitals or digits).
 */
function listingRow(fields: Fields): Parsed<ExchangeListing | undefined> {
  const code = stringField(fields, 'market');
  if (!code.ok) return code;
  const key = codeToKey(code.value);
  if (!key) return ok(undefined);
  const [symbol, marketSymbol] = key.split('-') as [string, string];
  if (!isMarketSymbol(marketSymbol)) return ok(undefined);
  const nameKo = fields['korean_name'];
  const nameEn = fields['english_name'];
  if (typeof nameKo !== 'string' || typeof nameEn !== 'string') return fail(`${code.value}: names missing`);
  return ok({
    key,
    code: code.value,
    symbol,
    marketSymbol,
    nameKo,
    nameEn,
    warning: warning(fields),
    cautions: cautions(fields),
  });
}

/** `GET /v1/market/all`: the markets of the contract's quote currencies; others are skipped. */
export function parseListings(answer: unknown): Parsed<ExchangeListing[]> {
  const rows = everyRow(answer, listingRow);
  return rows.ok ? ok(rows.value.filter((row) => row !== undefined)) : rows;
}

/** `GET /v1/ticker`. */
export function parseTickers(dialect: ExchangeDialect, answer: unknown): Parsed<ExchangeTicker[]> {
  return everyRow(answer, (row) => tickerRow(dialect, row, 'market'));
}

/** `GET /v1/trades/ticks` (newest first; ids unique but not ordered, so kept in the answer's order). */
export function parseTrades(answer: unknown): Parsed<ExchangeTrade[]> {
  return everyRow(answer, (row) => tradeRow(row, 'market', idField(row, 'sequential_id')));
}

/** `GET /v1/orderbook`. */
export function parseBooks(dialect: ExchangeDialect, answer: unknown): Parsed<ExchangeBook[]> {
  return everyRow(answer, (row) => bookRow(row, 'market', dialect.bookLevels));
}

/**
 * A candle page of `key` (`/v1/candles/minutes/{unit}`, `/v1/candles/days`), ascending. The exchange answers
 * newest first and sends no bar for a period without trades: the page is ordered by open time and its gaps
 * stay gaps. Two bars with one open time are a malformed page.
 */
export function parseCandles(key: CoinKey, answer: unknown): Parsed<ExchangeCandle[]> {
  const rows = everyRow(answer, (row) => candleRow(row, key));
  if (!rows.ok) return rows;
  const ascending = rows.value.sort((a, b) => a.openSec - b.openSec);
  const twice = ascending.find((bar, index) => index > 0 && ascending[index - 1]!.openSec === bar.openSec);
  return twice ? fail(`two bars open at ${twice.openSec}`) : ok(ascending);
}

/**
 * `GET /v1/orderbook/instruments`: the tick size of each market. The docs type `tick_size` as a string
 * ("1000", "0.00000001"): it is read as a decimal string (or a number) and must be positive.
 */
export function parseTickSizes(answer: unknown): Parsed<Map<CoinKey, number>> {
  const rows = everyRow(answer, (row): Parsed<[CoinKey, number]> => {
    const key = keyField(row, 'market');
    if (!key.ok) return key;
    const tick = decimal(row['tick_size']);
    if (tick === undefined || tick <= 0)
      return fail(`tick_size: ${JSON.stringify(row['tick_size'])} is not a tick`);
    return ok([key.value, tick]);
  });
  return rows.ok ? ok(new Map(rows.value)) : rows;
}
