/**
 * Validation of socket text frames against the protocol, by hand: this runs for every frame at thousands
 * of rows per second, so it checks in place and allocates nothing beyond JSON.parse. A frame is accepted
 * whole or rejected whole with a reason; nothing here throws.
 */
import { isMarketSymbol, parseCoinKey, type CoinKey } from '../../../contract/markets';
import {
  CHANNELS,
  ORDER_EVENT_KINDS,
  TICKER_FIELDS,
  TICK_TYPES,
  type ServerFrame,
} from '../../../contract/socket';
import { ORDER_SIDES, ORDER_STATUSES, ORDER_TYPES } from '../../../contract/trading';

export const FRAME_REJECTIONS = [
  'not-text',
  'too-large',
  'not-json',
  'not-object',
  'unknown-channel',
  'bad-seq',
  'bad-time',
  'bad-flag',
  'bad-rows',
  'bad-row',
  'bad-key',
  'bad-number',
  'bad-field',
] as const;
export type FrameRejection = (typeof FRAME_REJECTIONS)[number];

export type DecodeResult = { ok: true; frame: ServerFrame } | { ok: false; reason: FrameRejection };

/** Longest frame accepted; a full ticker snapshot of a few hundred coins is well under 100 kB. */
export const MAX_FRAME_CHARS = 4_000_000;
/** Most rows (or coins) one frame may carry. */
export const MAX_FRAME_ROWS = 50_000;
/** Longest string field (coin type, symbol, ISO date) accepted in low-rate frames. */
const MAX_TEXT_LENGTH = 64;

export const TICKER_TUPLE_LENGTH = 1 + TICKER_FIELDS.length;
export const SECOND_TICKER_TUPLE_LENGTH = 2 + TICK_TYPES.length;
export const TRADE_TUPLE_LENGTH = 5;

type Check = FrameRejection | null;

const FRAME_CHANNELS: ReadonlySet<string> = new Set<string>([...CHANNELS, 'heartbeat']);

// Coin keys repeat in every frame, so the ones already seen skip the pattern match. The cache is bounded
// so that a stream of junk keys cannot grow it without limit.
const knownKeys = new Set<string>();
const MAX_KNOWN_KEYS = 10_000;

function isCoinKey(value: unknown): value is CoinKey {
  if (typeof value !== 'string') return false;
  if (knownKeys.has(value)) return true;
  if (value.length > 19 || parseCoinKey(value) === undefined) return false;
  if (knownKeys.size >= MAX_KNOWN_KEYS) knownKeys.clear();
  knownKeys.add(value);
  return true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isShortText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_TEXT_LENGTH;
}

function isOptionalDate(value: unknown): value is string | null {
  return value === null || isShortText(value);
}

function checkRows(rows: unknown): rows is unknown[] {
  return Array.isArray(rows) && rows.length <= MAX_FRAME_ROWS;
}

/** [key, n1 … n(length-1)], every number finite. */
function checkKeyedNumbers(rows: unknown[], length: number): Check {
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i];
    if (!Array.isArray(row) || row.length !== length) return 'bad-row';
    if (!isCoinKey(row[0])) return 'bad-key';
    for (let j = 1; j < length; j += 1) if (!Number.isFinite(row[j])) return 'bad-number';
  }
  return null;
}

function checkTrades(rows: unknown[]): Check {
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i];
    if (!Array.isArray(row) || row.length !== TRADE_TUPLE_LENGTH) return 'bad-row';
    if (!isCoinKey(row[0])) return 'bad-key';
    const time: unknown = row[1];
    const price: unknown = row[2];
    const quantity: unknown = row[3];
    const side: unknown = row[4];
    if (typeof time !== 'number' || !Number.isFinite(time) || time < 0) return 'bad-number';
    if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return 'bad-number';
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) return 'bad-number';
    if (side !== 1 && side !== 2) return 'bad-field';
  }
  return null;
}

function checkMarketPrices(rows: unknown[]): Check {
  for (const row of rows) {
    if (!Array.isArray(row) || row.length !== 2) return 'bad-row';
    if (!isMarketSymbol(row[0])) return 'bad-key';
    if (!Number.isFinite(row[1])) return 'bad-number';
  }
  return null;
}

function checkAssetRows(rows: unknown[]): Check {
  for (const row of rows) {
    if (!isRecord(row)) return 'bad-row';
    if (!isShortText(row.coinType) || !isShortText(row.symbol)) return 'bad-field';
    if (
      !Number.isFinite(row.coinBalance) ||
      !Number.isFinite(row.lockedBalance) ||
      !Number.isFinite(row.avgBuyAmt)
    )
      return 'bad-number';
  }
  return null;
}

/** [price, quantity]: a positive price; a quantity above 0, or 0 (removal) in a delta. */
function checkLevels(levels: unknown, isSnapshot: boolean): Check {
  if (!checkRows(levels)) return 'bad-rows';
  for (let i = 0; i < levels.length; i += 1) {
    const level = levels[i];
    if (!Array.isArray(level) || level.length !== 2) return 'bad-row';
    const price: unknown = level[0];
    const quantity: unknown = level[1];
    if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return 'bad-number';
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 0) return 'bad-number';
    if (isSnapshot && quantity === 0) return 'bad-number';
  }
  return null;
}

function checkOrderBook(frame: Record<string, unknown>): Check {
  if (!isCoinKey(frame.key)) return 'bad-key';
  if (typeof frame.snapshot !== 'boolean') return 'bad-flag';
  return checkLevels(frame.asks, frame.snapshot) ?? checkLevels(frame.bids, frame.snapshot);
}

const EVENT_KINDS: ReadonlySet<unknown> = new Set(ORDER_EVENT_KINDS);
const SIDES: ReadonlySet<unknown> = new Set(ORDER_SIDES);
const TYPES: ReadonlySet<unknown> = new Set(ORDER_TYPES);
const STATUSES: ReadonlySet<unknown> = new Set(ORDER_STATUSES);
const STOP_CONDITIONS: ReadonlySet<unknown> = new Set(['gte', 'lte', null]);

function isId(value: unknown): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isAmount(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function isOptionalAmount(value: unknown): boolean {
  return value === null || isAmount(value);
}

/** An OrderRow of the contract. */
function checkOrder(order: unknown): Check {
  if (!isRecord(order)) return 'bad-row';
  if (!isCoinKey(order.key)) return 'bad-key';
  if (!isId(order.orderId)) return 'bad-number';
  if (!SIDES.has(order.side) || !TYPES.has(order.orderType) || !STATUSES.has(order.status))
    return 'bad-field';
  if (!STOP_CONDITIONS.has(order.stopCondition) || typeof order.triggered !== 'boolean') return 'bad-field';
  if (order.clientOrderId !== null && !isShortText(order.clientOrderId)) return 'bad-field';
  if (!isShortText(order.createdAt) || !isShortText(order.updatedAt)) return 'bad-field';
  if (
    !isAmount(order.price) ||
    !isAmount(order.quantity) ||
    !isAmount(order.filledQuantity) ||
    !isAmount(order.filledAmount) ||
    !isAmount(order.fee) ||
    !isOptionalAmount(order.stopPrice) ||
    !isOptionalAmount(order.amount) ||
    !isOptionalAmount(order.avgFillPrice)
  )
    return 'bad-number';
  return null;
}

/** A FillRow of the contract. */
function checkFill(fill: unknown): Check {
  if (!isRecord(fill)) return 'bad-row';
  if (!isCoinKey(fill.key)) return 'bad-key';
  if (!SIDES.has(fill.side) || typeof fill.maker !== 'boolean' || !isShortText(fill.createdAt))
    return 'bad-field';
  if (!isId(fill.fillId) || !isId(fill.orderId)) return 'bad-number';
  if (!isAmount(fill.price) || !isAmount(fill.quantity) || !isAmount(fill.amount) || !isAmount(fill.fee))
    return 'bad-number';
  return null;
}

function checkOrderEvents(events: unknown): Check {
  if (!checkRows(events)) return 'bad-rows';
  for (const event of events) {
    if (!isRecord(event)) return 'bad-row';
    if (!EVENT_KINDS.has(event.kind)) return 'bad-field';
    const problem = checkOrder(event.order) ?? (event.fill === null ? null : checkFill(event.fill));
    if (problem !== null) return problem;
  }
  return null;
}

function checkIntro(frame: Record<string, unknown>): Check {
  const { coins, markets } = frame;
  if (!checkRows(coins) || !checkRows(markets)) return 'bad-rows';
  for (const coin of coins) {
    if (!isRecord(coin)) return 'bad-row';
    if (!isCoinKey(coin.key)) return 'bad-key';
    if (typeof coin.isListedNew !== 'boolean') return 'bad-field';
    if (!isOptionalDate(coin.buyOpenDate) || !isOptionalDate(coin.sellOpenDate)) return 'bad-field';
    if (!isOptionalDate(coin.marketReserveOrderStartTime)) return 'bad-field';
  }
  for (const market of markets) {
    if (!isRecord(market)) return 'bad-row';
    if (!isMarketSymbol(market.marketSymbol)) return 'bad-key';
    if (typeof market.isOpen !== 'boolean') return 'bad-field';
  }
  return null;
}

function checkBody(frame: Record<string, unknown>): Check {
  const rows = frame.rows;
  switch (frame.ch) {
    case 'heartbeat':
      return null;
    case 'intro':
      return checkIntro(frame);
    case 'ticker':
      if (typeof frame.snapshot !== 'boolean') return 'bad-flag';
      return checkRows(rows) ? checkKeyedNumbers(rows, TICKER_TUPLE_LENGTH) : 'bad-rows';
    case 'secondTicker':
      return checkRows(rows) ? checkKeyedNumbers(rows, SECOND_TICKER_TUPLE_LENGTH) : 'bad-rows';
    case 'trades':
      if (typeof frame.reset !== 'boolean') return 'bad-flag';
      return checkRows(rows) ? checkTrades(rows) : 'bad-rows';
    case 'marketPrice':
      return checkRows(rows) ? checkMarketPrices(rows) : 'bad-rows';
    case 'assetChange':
      return checkRows(rows) ? checkAssetRows(rows) : 'bad-rows';
    case 'orderbook':
      return checkOrderBook(frame);
    case 'orders':
      return checkOrderEvents(frame.events);
    default:
      return 'unknown-channel';
  }
}

/** Parses and validates one socket message. Never throws: a bad frame comes back as a rejection reason. */
export function decodeFrame(text: string): DecodeResult {
  if (typeof text !== 'string') return { ok: false, reason: 'not-text' };
  if (text.length > MAX_FRAME_CHARS) return { ok: false, reason: 'too-large' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (!isRecord(parsed)) return { ok: false, reason: 'not-object' };
  const { ch, seq, t } = parsed;
  if (typeof ch !== 'string' || !FRAME_CHANNELS.has(ch)) return { ok: false, reason: 'unknown-channel' };
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0)
    return { ok: false, reason: 'bad-seq' };
  if (typeof t !== 'number' || !Number.isFinite(t) || t < 0) return { ok: false, reason: 'bad-time' };
  const problem = checkBody(parsed);
  if (problem !== null) return { ok: false, reason: problem };
  return { ok: true, frame: parsed as unknown as ServerFrame };
}
