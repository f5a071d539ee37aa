/**
 * Validation of socket text frames against the protocol, by hand: this runs for every frame at thousands
 * of rows per second, so it checks in place and allocates nothing beyond JSON.parse while every row is
 * good. A frame whose shape is wrong (not JSON, unknown channel, bad sequence number, time or flag, rows
 * that are not a list) is rejected whole with a reason. A bad row inside a good frame (a number that is
 * not finite, a wrong type, a missing field, a key that is no coin key) is dropped alone and counted: one
 * coin's broken figures must not cost every other coin of the frame its update. The member's credit
 * status (a few loans, once per change) is one whole picture, checked with the contract's schema: a bad
 * one is rejected whole ('bad-status'), as a half-checked status could show a loan wrongly. A drawing
 * change is a row: its drawing is checked with the rule the exchange keeps drawings by
 * (contract/drawing-rules.ts), and a bad one is dropped alone. A notification is a row too, checked whole
 * (its subject of one of the seven kinds, the alert's condition with the contract's alert rule, its texts
 * bounded) and dropped alone; the frame's unread count is the bell's figure, so a frame without a good one
 * is rejected whole ('bad-count'). A parent order (TWAP, split order) on the orders channel is a row as an
 * order event is: checked whole by hand (its state, params by the contract's request rules, progress and
 * children) and dropped alone. The member's list of named layouts is a whole picture too: a bad summary
 * (contract/layout-names.ts isLayoutSummary), a duplicate id or two defaults reject the frame whole
 * ('bad-rows'). Nothing here throws.
 */
import { isMarketSymbol, parseCoinKey, type CoinKey } from '../../../contract/markets';
import { isMarketSourceInfo } from '../../../contract/market-source';
import {
  CHANNELS,
  ORDER_EVENT_KINDS,
  TICKER_FIELDS,
  TICK_TYPES,
  type ServerFrame,
} from '../../../contract/socket';
import { MAX_PRICE, ORDER_SIDES, ORDER_STATUSES, ORDER_TYPES } from '../../../contract/trading';
import {
  ALGO_KINDS,
  ALGO_STATES,
  SPLIT,
  SPLIT_WEIGHTINGS,
  TWAP,
  TWAP_CHILD_TYPES,
  TWAP_STOP_REASONS,
} from '../../../contract/algo-orders';
import { SMP_TYPES, TIME_IN_FORCES } from '../../../contract/trading';
import { DRAWINGS_PER_COIN_MAX } from '../../../contract/drawings';
import { DRAWING_ID, isStoredDrawing } from '../../../contract/drawing-rules';
import { isLayoutSummary, LAYOUTS_PER_MEMBER_MAX } from '../../../contract/layout-names';
import { ALERT_ID, alertProblem } from '../../../contract/alert-rules';
import { STATE_CODES } from '../../../contract/inout-state-codes';
import {
  ALGO_NOTICE_STATES,
  AUTO_REPAYMENT_STAGES,
  LOAN_EXPIRY_STAGES,
  NOTIFICATIONS_KEPT,
  ORDER_NOTICE_EVENTS,
} from '../../../contract/notifications';
import {
  ELIGIBILITY_PROBLEMS,
  LOAN_CLOSE_REASONS,
  LOAN_STATES,
  RISK_BANDS,
} from '../../../contract/credit-codes';

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
  'bad-key',
  'bad-status',
  'bad-count',
  'bad-source',
] as const;
export type FrameRejection = (typeof FRAME_REJECTIONS)[number];

/** A frame with its good rows, and how many bad rows were dropped from it; or why the whole frame was. */
export type DecodeResult =
  { ok: true; frame: ServerFrame; droppedRows: number } | { ok: false; reason: FrameRejection };

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

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isPositive(value: unknown): boolean {
  return isFiniteNumber(value) && value > 0;
}

function isId(value: unknown): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isAmount(value: unknown): boolean {
  return isFiniteNumber(value) && value >= 0;
}

function isOptionalAmount(value: unknown): boolean {
  return value === null || isAmount(value);
}

function isRowList(rows: unknown): rows is unknown[] {
  return Array.isArray(rows) && rows.length <= MAX_FRAME_ROWS;
}

// --- rows -------------------------------------------------------------------------------------------

/** [key, n1 … n(length-1)], every number finite. */
function keyedNumbers(length: number): (row: unknown) => boolean {
  return (row) => {
    if (!Array.isArray(row) || row.length !== length || !isCoinKey(row[0])) return false;
    for (let j = 1; j < length; j += 1) if (!isFiniteNumber(row[j])) return false;
    return true;
  };
}

const isTickerRow = keyedNumbers(TICKER_TUPLE_LENGTH);
const isSecondTickerRow = keyedNumbers(SECOND_TICKER_TUPLE_LENGTH);

/** [key, time, price, quantity, side 1 | 2]. */
function isTradeRow(row: unknown): boolean {
  if (!Array.isArray(row) || row.length !== TRADE_TUPLE_LENGTH || !isCoinKey(row[0])) return false;
  const side: unknown = row[4];
  return isAmount(row[1]) && isPositive(row[2]) && isPositive(row[3]) && (side === 1 || side === 2);
}

function isMarketPriceRow(row: unknown): boolean {
  return Array.isArray(row) && row.length === 2 && isMarketSymbol(row[0]) && isFiniteNumber(row[1]);
}

function isAssetRow(row: unknown): boolean {
  return (
    isRecord(row) &&
    isShortText(row.coinType) &&
    isShortText(row.symbol) &&
    isFiniteNumber(row.coinBalance) &&
    isFiniteNumber(row.lockedBalance) &&
    (row.loanLockedBalance === undefined || isFiniteNumber(row.loanLockedBalance)) &&
    isFiniteNumber(row.avgBuyAmt)
  );
}

/** [price, quantity]: a positive price; a quantity above 0 in a snapshot, or 0 (removal) in a delta. */
function isSnapshotLevel(level: unknown): boolean {
  return Array.isArray(level) && level.length === 2 && isPositive(level[0]) && isPositive(level[1]);
}

function isDeltaLevel(level: unknown): boolean {
  return Array.isArray(level) && level.length === 2 && isPositive(level[0]) && isAmount(level[1]);
}

const EVENT_KINDS: ReadonlySet<unknown> = new Set(ORDER_EVENT_KINDS);
const SIDES: ReadonlySet<unknown> = new Set(ORDER_SIDES);
const TYPES: ReadonlySet<unknown> = new Set(ORDER_TYPES);
const STATUSES: ReadonlySet<unknown> = new Set(ORDER_STATUSES);
const STOP_CONDITIONS: ReadonlySet<unknown> = new Set(['gte', 'lte', null]);
const TIMES_IN_FORCE: ReadonlySet<unknown> = new Set([...TIME_IN_FORCES, null]);
const SMP_MODES: ReadonlySet<unknown> = new Set([...SMP_TYPES, null]);

/** An OrderRow of the contract. */
function isOrder(order: unknown): boolean {
  return (
    isRecord(order) &&
    isCoinKey(order.key) &&
    isId(order.orderId) &&
    SIDES.has(order.side) &&
    TYPES.has(order.orderType) &&
    STATUSES.has(order.status) &&
    STOP_CONDITIONS.has(order.stopCondition) &&
    TIMES_IN_FORCE.has(order.timeInForce) &&
    SMP_MODES.has(order.smpType) &&
    typeof order.triggered === 'boolean' &&
    (order.clientOrderId === null || isShortText(order.clientOrderId)) &&
    isShortText(order.createdAt) &&
    isShortText(order.updatedAt) &&
    isAmount(order.price) &&
    isAmount(order.quantity) &&
    isAmount(order.filledQuantity) &&
    isAmount(order.preventedQuantity) &&
    isAmount(order.filledAmount) &&
    isAmount(order.fee) &&
    isOptionalAmount(order.stopPrice) &&
    isOptionalAmount(order.amount) &&
    isOptionalAmount(order.avgFillPrice)
  );
}

/** A FillRow of the contract. */
function isFill(fill: unknown): boolean {
  return (
    isRecord(fill) &&
    isCoinKey(fill.key) &&
    SIDES.has(fill.side) &&
    typeof fill.maker === 'boolean' &&
    isShortText(fill.createdAt) &&
    isId(fill.fillId) &&
    isId(fill.orderId) &&
    isAmount(fill.price) &&
    isAmount(fill.quantity) &&
    isAmount(fill.amount) &&
    isAmount(fill.fee)
  );
}

/** An order event: its kind, the order after it and its fill (or null), all good or the event is dropped. */
function isOrderEvent(event: unknown): boolean {
  return (
    isRecord(event) &&
    EVENT_KINDS.has(event.kind) &&
    isOrder(event.order) &&
    (event.fill === null || isFill(event.fill))
  );
}

const ALGO_KIND_SET: ReadonlySet<unknown> = new Set(ALGO_KINDS);
const ALGO_STATE_SET: ReadonlySet<unknown> = new Set(ALGO_STATES);
const STOP_REASONS: ReadonlySet<unknown> = new Set(TWAP_STOP_REASONS);
const CHILD_TYPES: ReadonlySet<unknown> = new Set(TWAP_CHILD_TYPES);
const WEIGHTINGS: ReadonlySet<unknown> = new Set(SPLIT_WEIGHTINGS);

/** An id the exchange hands out from 1 (AUTOINCREMENT): a parent's, a child order's. */
function isRowId(value: unknown): boolean {
  return isId(value) && (value as number) >= 1;
}

function isWholeIn(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
}

function isPrice(value: unknown): boolean {
  return isPositive(value) && (value as number) <= MAX_PRICE;
}

/**
 * A TwapParams of the contract, by the request's rules (contract/algo-calls.ts twapParamsSchema): its bounds,
 * a sell naming its quantity and a buy its amount, a price limit only on best-price slices.
 */
function isTwapParams(twap: unknown, key: unknown, side: unknown): boolean {
  if (!isRecord(twap) || twap.key !== key || twap.side !== side) return false;
  const { quantity, amount, priceLimit } = twap;
  const total = side === 'sell' ? quantity : amount;
  return (
    CHILD_TYPES.has(twap.childType) &&
    isPositive(total) &&
    (side === 'sell' ? amount : quantity) === undefined &&
    isWholeIn(twap.durationMs, TWAP.minDurationMs, TWAP.maxDurationMs) &&
    isWholeIn(twap.intervalMs, TWAP.minIntervalMs, TWAP.maxDurationMs) &&
    (twap.intervalMs as number) % 1000 === 0 &&
    (priceLimit === undefined || (isPrice(priceLimit) && twap.childType === 'best')) &&
    isWholeIn(twap.randomPct, 0, TWAP.maxRandomPct)
  );
}

/** A SplitParams of the contract (splitParamsSchema). */
function isSplitParams(split: unknown, key: unknown, side: unknown): boolean {
  return (
    isRecord(split) &&
    split.key === key &&
    split.side === side &&
    isPrice(split.fromPrice) &&
    isPrice(split.toPrice) &&
    isWholeIn(split.count, SPLIT.minCount, SPLIT.maxCount) &&
    isPositive(split.quantity) &&
    WEIGHTINGS.has(split.weighting)
  );
}

/** An AlgoProgress of the contract. */
function isAlgoProgress(progress: unknown): boolean {
  return (
    isRecord(progress) &&
    isAmount(progress.filledQuantity) &&
    isAmount(progress.filledAmount) &&
    isOptionalAmount(progress.avgPrice) &&
    isWholeIn(progress.slicesTotal, 0, TWAP.maxSlices) &&
    isWholeIn(progress.slicesDone, 0, progress.slicesTotal as number) &&
    isOptionalAmount(progress.nextSliceAt) &&
    isOptionalAmount(progress.remainingMs)
  );
}

/**
 * An AlgoOrderRow of the contract: the params of its kind (the other kind's null), a stop reason only when
 * stopped, its children's order ids no more than its slices.
 */
function isAlgoOrder(row: unknown): boolean {
  if (!isRecord(row) || !isCoinKey(row.key) || !SIDES.has(row.side)) return false;
  const { key, side, progress, childOrderIds } = row;
  return (
    isRowId(row.algoId) &&
    ALGO_KIND_SET.has(row.kind) &&
    ALGO_STATE_SET.has(row.state) &&
    (row.state === 'stopped' ? STOP_REASONS.has(row.stopReason) : row.stopReason === null) &&
    (row.kind === 'twap'
      ? isTwapParams(row.twap, key, side) && row.split === null
      : isSplitParams(row.split, key, side) && row.twap === null) &&
    isAlgoProgress(progress) &&
    Array.isArray(childOrderIds) &&
    childOrderIds.length <= (progress as { slicesTotal: number }).slicesTotal &&
    childOrderIds.every(isRowId) &&
    isShortText(row.createdAt) &&
    isShortText(row.updatedAt)
  );
}

const PROBLEMS: ReadonlySet<unknown> = new Set(ELIGIBILITY_PROBLEMS);
const BANDS: ReadonlySet<unknown> = new Set(RISK_BANDS);
const OPTIONAL_BANDS: ReadonlySet<unknown> = new Set([...RISK_BANDS, null]);
const LOAN_STATE_SET: ReadonlySet<unknown> = new Set(LOAN_STATES);
const CLOSE_REASONS: ReadonlySet<unknown> = new Set([...LOAN_CLOSE_REASONS, null]);

function isOptionalNumber(value: unknown): boolean {
  return value === null || isFiniteNumber(value);
}

/** Every item passes `check` (a list of any length: a status is whole or rejected whole). */
function isListOf(value: unknown, check: (item: unknown) => boolean): boolean {
  return Array.isArray(value) && value.every(check);
}

/** A LoanRow of the contract. */
function isLoan(loan: unknown): boolean {
  return (
    isRecord(loan) &&
    isId(loan.loanId) &&
    isId(loan.orderId) &&
    isCoinKey(loan.key) &&
    isFiniteNumber(loan.principal) &&
    isFiniteNumber(loan.outstanding) &&
    isFiniteNumber(loan.quantity) &&
    isFiniteNumber(loan.reservedKrw) &&
    isFiniteNumber(loan.assetValue) &&
    isOptionalNumber(loan.level) &&
    OPTIONAL_BANDS.has(loan.band) &&
    isOptionalNumber(loan.autoRepayPrice) &&
    LOAN_STATE_SET.has(loan.state) &&
    CLOSE_REASONS.has(loan.closeReason) &&
    isShortText(loan.takenAt) &&
    isShortText(loan.expiresAt) &&
    isOptionalDate(loan.closedAt) &&
    isFiniteNumber(loan.loanFee) &&
    isFiniteNumber(loan.shortfall)
  );
}

function isCreditAlert(alert: unknown): boolean {
  return (
    isRecord(alert) &&
    isId(alert.alertId) &&
    isId(alert.loanId) &&
    isCoinKey(alert.key) &&
    BANDS.has(alert.band) &&
    isFiniteNumber(alert.level) &&
    isShortText(alert.at)
  );
}

function isFeeRefund(refund: unknown): boolean {
  return (
    isRecord(refund) &&
    isShortText(refund.day) &&
    isFiniteNumber(refund.amount) &&
    isListOf(refund.loanIds, isId) &&
    isOptionalDate(refund.paidAt)
  );
}

/**
 * A CreditStatus of the contract, checked by hand like every other channel: the REST client checks the
 * same status with the contract's zod schema (creditStatusSchema), which the feed worker does not load.
 * A test holds the two to the same answers.
 */
function isCreditStatus(status: unknown): boolean {
  return (
    isRecord(status) &&
    typeof status.eligible === 'boolean' &&
    isListOf(status.problems, (problem) => PROBLEMS.has(problem)) &&
    isFiniteNumber(status.debt) &&
    isListOf(status.loans, isLoan) &&
    isListOf(status.alerts, isCreditAlert) &&
    isListOf(status.refunds, isFeeRefund) &&
    isShortText(status.now)
  );
}

/** Ids of a deletion: one at least (a coin's delete-all with nothing to delete sends no change), at most a coin's all. */
function isDrawingIds(ids: unknown): boolean {
  return (
    Array.isArray(ids) &&
    ids.length > 0 &&
    ids.length <= DRAWINGS_PER_COIN_MAX &&
    ids.every((id) => typeof id === 'string' && DRAWING_ID.test(id))
  );
}

/**
 * A DrawingChange of the contract: a put carries a drawing the exchange would keep (the contract's own
 * rule, drawing-rules.ts), of the coin it names; a deletion names the ids.
 */
function isDrawingChange(change: unknown): boolean {
  if (!isRecord(change) || !isCoinKey(change.coin)) return false;
  if (change.kind === 'put') return isStoredDrawing(change.drawing) && change.drawing.coin === change.coin;
  return change.kind === 'deleted' && isDrawingIds(change.ids);
}

/**
 * The member's whole list of named layouts: every summary one the exchange would send (layout-names.ts),
 * at most a member's all, at most one the default. The list is a state, not rows: a frame with a bad
 * summary is refused whole, as a credit status is, rather than show a layout as deleted.
 */
function isLayoutList(layouts: unknown): boolean {
  return (
    Array.isArray(layouts) &&
    layouts.length <= LAYOUTS_PER_MEMBER_MAX &&
    layouts.every(isLayoutSummary) &&
    layouts.filter((layout: { isDefault: boolean }) => layout.isDefault).length <= 1 &&
    new Set(layouts.map((layout: { id: string }) => layout.id)).size === layouts.length
  );
}

/** Longest title or body of a notification in one language (an alert's note is at most ALERT_MESSAGE_MAX). */
export const MAX_NOTIFICATION_TEXT = 2_000;
/** Most notifications one frame may carry: the exchange keeps no more per member. */
export const MAX_FRAME_NOTIFICATIONS = NOTIFICATIONS_KEPT;

const NOTICE_EVENTS: ReadonlySet<unknown> = new Set(ORDER_NOTICE_EVENTS);
const REPAYMENT_STAGES: ReadonlySet<unknown> = new Set(AUTO_REPAYMENT_STAGES);
const EXPIRY_STAGES: ReadonlySet<unknown> = new Set(LOAN_EXPIRY_STAGES);
const STATE_CODE_SET: ReadonlySet<unknown> = new Set(STATE_CODES);
const ALGO_NOTICE_STATE_SET: ReadonlySet<unknown> = new Set(ALGO_NOTICE_STATES);

/** A Texts of the contract: ko and en, each at most `max` characters. */
function isTexts(value: unknown, max: number): boolean {
  return (
    isRecord(value) &&
    typeof value.ko === 'string' &&
    value.ko.length <= max &&
    typeof value.en === 'string' &&
    value.en.length <= max
  );
}

/** An alert's condition, checked with the rule the exchange keeps alerts by (contract/alert-rules.ts). */
function isAlertCondition(coin: CoinKey, condition: unknown): boolean {
  const content = { coin, condition, trigger: 'once', expiresAt: null, message: '', active: true };
  return alertProblem(content) === undefined;
}

/** A loan's subject: its id, coin, and the figures every loan subject carries. */
function isLoanSubject(subject: Record<string, unknown>): boolean {
  return isId(subject.loanId) && isCoinKey(subject.coin);
}

/** A NotificationSubject of the contract, of one of its seven kinds. */
function isNotificationSubject(subject: unknown): boolean {
  if (!isRecord(subject)) return false;
  switch (subject.kind) {
    case 'alert':
      return (
        typeof subject.alertId === 'string' &&
        ALERT_ID.test(subject.alertId) &&
        isCoinKey(subject.coin) &&
        isAlertCondition(subject.coin, subject.condition) &&
        typeof subject.message === 'string' &&
        subject.message.length <= MAX_NOTIFICATION_TEXT &&
        isFiniteNumber(subject.price)
      );
    case 'order':
      return (
        NOTICE_EVENTS.has(subject.event) &&
        isId(subject.orderId) &&
        isCoinKey(subject.coin) &&
        SIDES.has(subject.side) &&
        TYPES.has(subject.orderType) &&
        isAmount(subject.price) &&
        isAmount(subject.quantity) &&
        isAmount(subject.filledQuantity) &&
        isOptionalAmount(subject.avgFillPrice)
      );
    case 'algo':
      return (
        isRowId(subject.algoId) &&
        isCoinKey(subject.coin) &&
        SIDES.has(subject.side) &&
        ALGO_NOTICE_STATE_SET.has(subject.state) &&
        (subject.state === 'stopped' ? STOP_REASONS.has(subject.stopReason) : subject.stopReason === null) &&
        isAmount(subject.filledQuantity) &&
        isOptionalAmount(subject.avgPrice)
      );
    case 'plusBuyRisk':
      return isLoanSubject(subject) && BANDS.has(subject.band) && isFiniteNumber(subject.level);
    case 'autoRepayment':
      return (
        isLoanSubject(subject) &&
        REPAYMENT_STAGES.has(subject.stage) &&
        isFiniteNumber(subject.outstanding) &&
        isFiniteNumber(subject.shortfall)
      );
    case 'loanExpiry':
      return (
        isLoanSubject(subject) &&
        EXPIRY_STAGES.has(subject.stage) &&
        isAmount(subject.expiresAt) &&
        isFiniteNumber(subject.outstanding) &&
        isFiniteNumber(subject.shortfall)
      );
    case 'withdrawal':
      return (
        isId(subject.recordId) &&
        isShortText(subject.coinType) &&
        isFiniteNumber(subject.amount) &&
        STATE_CODE_SET.has(subject.stateCode) &&
        isTexts(subject.state, MAX_TEXT_LENGTH)
      );
    default:
      return false;
  }
}

/** A Notification of the contract: an id from 1, its time, read flag, subject and texts. */
function isNotification(notification: unknown): boolean {
  return (
    isRecord(notification) &&
    isId(notification.id) &&
    (notification.id as number) >= 1 &&
    isAmount(notification.at) &&
    typeof notification.read === 'boolean' &&
    isNotificationSubject(notification.subject) &&
    isTexts(notification.title, MAX_NOTIFICATION_TEXT) &&
    isTexts(notification.body, MAX_NOTIFICATION_TEXT)
  );
}

function isIntroCoin(coin: unknown): boolean {
  return (
    isRecord(coin) &&
    isCoinKey(coin.key) &&
    typeof coin.isListedNew === 'boolean' &&
    isOptionalDate(coin.buyOpenDate) &&
    isOptionalDate(coin.sellOpenDate) &&
    isOptionalDate(coin.marketReserveOrderStartTime)
  );
}

function isIntroMarket(market: unknown): boolean {
  return isRecord(market) && isMarketSymbol(market.marketSymbol) && typeof market.isOpen === 'boolean';
}

// --- frames -----------------------------------------------------------------------------------------

/** Bad rows dropped from the frame being decoded. */
interface Drops {
  count: number;
}

/**
 * Keeps the good rows of `frame[field]`: the same list when every row is good (nothing allocated), else a
 * new list without the bad ones, each counted. A field that is no list (or too long) rejects the frame.
 */
function keepGoodRows(
  frame: Record<string, unknown>,
  field: string,
  isGood: (row: unknown) => boolean,
  drops: Drops,
): Check {
  const rows = frame[field];
  if (!isRowList(rows)) return 'bad-rows';
  let kept: unknown[] | undefined;
  for (let i = 0; i < rows.length; i += 1) {
    const row: unknown = rows[i];
    if (isGood(row)) kept?.push(row);
    else {
      kept ??= rows.slice(0, i);
      drops.count += 1;
    }
  }
  if (kept) frame[field] = kept;
  return null;
}

function checkBody(frame: Record<string, unknown>, drops: Drops): Check {
  switch (frame.ch) {
    case 'heartbeat':
      return null;
    case 'intro':
      if (!isMarketSourceInfo(frame.source)) return 'bad-source';
      return (
        keepGoodRows(frame, 'coins', isIntroCoin, drops) ??
        keepGoodRows(frame, 'markets', isIntroMarket, drops)
      );
    case 'ticker':
      if (typeof frame.snapshot !== 'boolean') return 'bad-flag';
      return keepGoodRows(frame, 'rows', isTickerRow, drops);
    case 'secondTicker':
      return keepGoodRows(frame, 'rows', isSecondTickerRow, drops);
    case 'trades':
      if (typeof frame.reset !== 'boolean') return 'bad-flag';
      return keepGoodRows(frame, 'rows', isTradeRow, drops);
    case 'marketPrice':
      return keepGoodRows(frame, 'rows', isMarketPriceRow, drops);
    case 'assetChange':
      return keepGoodRows(frame, 'rows', isAssetRow, drops);
    case 'orderbook': {
      // The key says which book the levels belong to: without it no level can be placed.
      if (!isCoinKey(frame.key)) return 'bad-key';
      if (typeof frame.snapshot !== 'boolean') return 'bad-flag';
      const isLevel = frame.snapshot ? isSnapshotLevel : isDeltaLevel;
      return keepGoodRows(frame, 'asks', isLevel, drops) ?? keepGoodRows(frame, 'bids', isLevel, drops);
    }
    case 'orders':
      return (
        keepGoodRows(frame, 'events', isOrderEvent, drops) ??
        (frame.algoOrders === undefined ? null : keepGoodRows(frame, 'algoOrders', isAlgoOrder, drops))
      );
    case 'credit':
      return isCreditStatus(frame.status) ? null : 'bad-status';
    case 'drawings':
      return keepGoodRows(frame, 'changes', isDrawingChange, drops);
    case 'layouts':
      return isLayoutList(frame.layouts) ? null : 'bad-rows';
    case 'notifications': {
      const { unread, notifications } = frame;
      if (typeof unread !== 'number' || !Number.isSafeInteger(unread) || unread < 0) return 'bad-count';
      if (Array.isArray(notifications) && notifications.length > MAX_FRAME_NOTIFICATIONS) return 'bad-rows';
      return keepGoodRows(frame, 'notifications', isNotification, drops);
    }
    default:
      return 'unknown-channel';
  }
}

/**
 * Parses and validates one socket message. Never throws: a frame of the wrong shape comes back as a
 * rejection reason, a good frame with its bad rows taken out and their count.
 */
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
  if (!isAmount(t)) return { ok: false, reason: 'bad-time' };
  const drops: Drops = { count: 0 };
  const problem = checkBody(parsed, drops);
  if (problem !== null) return { ok: false, reason: problem };
  return { ok: true, frame: parsed as unknown as ServerFrame, droppedRows: drops.count };
}
