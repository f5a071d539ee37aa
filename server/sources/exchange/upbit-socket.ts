/**
 * Upbit's public socket (and Bithumb's `/websocket/v1` copy): the subscription message and one frame → an
 * ExchangeEvent. Upbit sends its frames binary; the transport decodes them as UTF-8 and hands over text.
 */
import type { CoinKey } from '../../../contract/markets';
import type { ExchangeDialect } from './dialects';
import type { ExchangeEvent } from './exchange-events';
import { idField, isFields, keyToCode, type Fields, type Parsed } from './upbit-fields';
import { bookRow, tickerRow, tradeRow } from './upbit-rows';

/** The types subscribed, one object each (docs.upbit.com websocket: `[{ticket}, {type, codes}…, {format}]`). */
export const STREAM_TYPES = ['ticker', 'trade', 'orderbook'] as const;

/**
 * The one subscription message for `keys`: a ticket, one object per type with the codes (upper case, the
 * exchange's `KRW-BTC` form), and the DEFAULT format (full field names). Sending it again on the same socket
 * replaces what the socket streams.
 */
export function subscriptionMessage(keys: readonly CoinKey[], ticket: string): string {
  const codes = keys.map(keyToCode);
  return JSON.stringify([
    { ticket },
    ...STREAM_TYPES.map((type) => ({ type, codes })),
    { format: 'DEFAULT' },
  ]);
}

/** What one frame is: an event, a frame to pass over (the `{"status":"UP"}` answer to PING), or a bad frame. */
export type FrameResult =
  { kind: 'event'; event: ExchangeEvent } | { kind: 'ignored' } | { kind: 'malformed'; problem: string };

const malformed = (problem: string): FrameResult => ({ kind: 'malformed', problem });

/**
 * Trade ids are written as JSON numbers by Upbit; past 2^53 JSON.parse would round them. Quoting them in the
 * text first keeps every digit (Bithumb already sends them as strings).
 */
const NUMERIC_ID = /("sequential_id"\s*:\s*)(\d+)/g;

const STREAM_KINDS = new Set(['SNAPSHOT', 'REALTIME']);

function eventOf(dialect: ExchangeDialect, frame: Fields): FrameResult {
  const streamType = frame['stream_type'];
  if (streamType !== undefined && !STREAM_KINDS.has(String(streamType))) {
    return malformed(`stream_type: ${JSON.stringify(streamType)}`);
  }
  switch (frame['type']) {
    case 'ticker':
      return mapped(tickerRow(dialect, frame, 'code'), (ticker) => ({ kind: 'ticker', ticker }));
    case 'trade':
      return mapped(tradeRow(frame, 'code', idField(frame, 'sequential_id')), (trade) => ({
        kind: 'trade',
        trade,
      }));
    case 'orderbook':
      return mapped(bookRow(frame, 'code', dialect.bookLevels), (book) => ({ kind: 'book', book }));
    default:
      return malformed(`type: ${JSON.stringify(frame['type'])} is not a stream this link subscribes`);
  }
}

function mapped<T>(parsed: Parsed<T>, event: (value: T) => ExchangeEvent): FrameResult {
  return parsed.ok ? { kind: 'event', event: event(parsed.value) } : malformed(parsed.problem);
}

function errorEvent(error: unknown): FrameResult {
  if (!isFields(error)) return malformed('error: not an object');
  const name = error['name'];
  const message = error['message'];
  return {
    kind: 'event',
    event: {
      kind: 'error',
      name: typeof name === 'string' || typeof name === 'number' ? String(name) : 'UNKNOWN',
      message: typeof message === 'string' ? message : '',
    },
  };
}

/**
 * One frame's text → its result. An `{"error":{name, message}}` frame (Upbit's WRONG_FORMAT, NO_TICKET,
 * NO_TYPE, NO_CODES, INVALID_PARAM…) is an event of kind 'error'; `{"status":"UP"}` is ignored; anything
 * else that is not a ticker, trade or orderbook frame is malformed, for the caller to count.
 */
export function parseFrame(dialect: ExchangeDialect, text: string): FrameResult {
  let frame: unknown;
  try {
    frame = JSON.parse(text.replace(NUMERIC_ID, '$1"$2"'));
  } catch {
    return malformed(`not JSON: ${text.slice(0, 80)}`);
  }
  if (!isFields(frame)) return malformed('not a JSON object');
  if (frame['error'] !== undefined) return errorEvent(frame['error']);
  if (frame['status'] === 'UP') return { kind: 'ignored' };
  return eventOf(dialect, frame);
}
