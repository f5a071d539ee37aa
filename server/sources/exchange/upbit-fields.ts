/**
 * Reading one field of an Upbit-shaped answer or frame. Numbers may arrive as JSON numbers or as strings
 * (Bithumb sends `"trade_price": "0.00001646"`, `"timestamp": "1783657882348968"`); either reads the same, and
 * anything else (a missing field, `"148737000.00000000,"`, NaN, a negative size) is a `Parsed` failure naming
 * the field, never a throw.
 */
import { parseCoinKey, type CoinKey } from '../../../contract/markets';

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const fail = (problem: string): { ok: false; problem: string } => ({ ok: false, problem });

export type Fields = Readonly<Record<string, unknown>>;

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A decimal as JSON writes one: no stray characters, no hex, no `Infinity`. */
const DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A finite number from a JSON number or a decimal string; undefined otherwise. */
export function decimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !DECIMAL.test(value)) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

export type Bound = 'positive' | 'nonNegative';

function within(value: number, bound: Bound): boolean {
  return bound === 'positive' ? value > 0 : value >= 0;
}

/** `fields[name]` as a number within `bound`, or a failure naming it. */
export function numberField(fields: Fields, name: string, bound: Bound): Parsed<number> {
  const value = decimal(fields[name]);
  if (value === undefined) return fail(`${name}: not a number (${JSON.stringify(fields[name])})`);
  if (!within(value, bound)) return fail(`${name}: ${value} is not ${bound}`);
  return ok(value);
}

/** `fields[name]` as a non-empty string, or a failure naming it. */
export function stringField(fields: Fields, name: string): Parsed<string> {
  const value = fields[name];
  return typeof value === 'string' && value !== '' ? ok(value) : fail(`${name}: not a string`);
}

/**
 * Microsecond timestamps start at 10^15 (2001): Bithumb's orderbook `timestamp` is a µs string
 * ("1783657882348968"), its REST answers ms since 2025-11-11 (apidocs.bithumb.com changelog "호가 정보 조회 API
 * Timestamp 단위(ms) 일원화"). Milliseconds stay below 10^14 until the year 5138.
 */
const MICROSECONDS_FROM = 1e14;

/** A timestamp in ms (or µs, scaled down) from a number or a digit string, or a failure naming the field. */
export function timeField(fields: Fields, name: string): Parsed<number> {
  const raw = fields[name];
  const value = typeof raw === 'string' ? (/^\d+$/.test(raw) ? Number(raw) : undefined) : decimal(raw);
  if (value === undefined || !Number.isInteger(value) || value <= 0) {
    return fail(`${name}: not a timestamp (${JSON.stringify(raw)})`);
  }
  return ok(value >= MICROSECONDS_FROM ? Math.floor(value / 1000) : value);
}

/**
 * An id kept as the exchange wrote it: a digit string as is (Bithumb's 18-digit `sequential_id`), an integer
 * number in decimal. A number past 2^53 has already lost digits in JSON.parse: the socket frame parser quotes
 * ids before parsing (upbit-socket.ts); a REST answer arrives parsed.
 */
export function idField(fields: Fields, name: string): Parsed<string> {
  const raw = fields[name];
  if (typeof raw === 'string' && /^\d+$/.test(raw)) return ok(raw);
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0) return ok(BigInt(raw).toString());
  return fail(`${name}: not an id (${JSON.stringify(raw)})`);
}

/** An exchange market code `QUOTE-BASE` (`KRW-BTC`) and the contract's key `BASE-QUOTE` (`BTC-KRW`). */
export function codeToKey(code: string): CoinKey | undefined {
  const [quote, base, ...rest] = code.split('-');
  if (quote === undefined || base === undefined || rest.length > 0) return undefined;
  const parsed = parseCoinKey(`${base}-${quote}`);
  return parsed ? `${parsed.symbol}-${parsed.marketSymbol}` : undefined;
}

export function keyToCode(key: CoinKey): string {
  const [symbol, market] = key.split('-');
  return `${market}-${symbol}`;
}

/** The coin key of a row's market code (REST `market`, socket `code`), or a failure. */
export function keyField(fields: Fields, name: 'market' | 'code'): Parsed<CoinKey> {
  const code = stringField(fields, name);
  if (!code.ok) return code;
  const key = codeToKey(code.value);
  return key ? ok(key) : fail(`${name}: ${code.value} is not a market code`);
}

/** Each row parsed, or the first failure with its index. */
export function everyRow<T>(rows: unknown, parse: (row: Fields) => Parsed<T>): Parsed<T[]> {
  if (!Array.isArray(rows)) return fail('the answer is not a list');
  const values: T[] = [];
  for (const [index, row] of rows.entries()) {
    if (!isFields(row)) return fail(`row ${index}: not an object`);
    const parsed = parse(row);
    if (!parsed.ok) return fail(`row ${index}: ${parsed.problem}`);
    values.push(parsed.value);
  }
  return ok(values);
}
