/**
 * The rules of alerts (the model and limits of alerts.ts), pure and written without zod, so that the app's
 * form, the simulator and the feed worker apply the same ones: `alertProblem`, what makes an alert one the
 * exchange keeps, with its messages; and when each condition fires and how often.
 *
 * Conventions of the evaluation:
 * - A line against its level (levelOpFires) is read from how far it stands past the level before and after
 *   (line − level). crossesUp fires when it goes from strictly below to on or above (previous < level ≤
 *   current), crossesDown from strictly above to on or below (previous > level ≥ current), crosses either
 *   way: a price that jumps over the level in one trade crosses it, a price that stays (equal prices) or
 *   leaves the level does not. greaterThan and lessThan fire while the current value is strictly past the
 *   level, on every evaluation the trigger lets through: `once` fires once (and the alert turns off),
 *   `oncePerBar` once a bar while it stays past, `everyTime` on every trade (every bar close) past it.
 * - Price alerts are evaluated on each trade of the coin: previous is the coin's last trade price before
 *   it. For the first trade after the alert was written (created, changed or turned on), that is the price
 *   at the write: an alert made with the price already above its value does not fire crossesUp until the
 *   price has gone below and come back (greaterThan fires on that first trade). With no price at the write
 *   (a coin never traded), the crossing ops wait for a second trade.
 * - Drawing alerts are the price against the drawing's line at each trade's time (drawing-crossing.ts),
 *   by the same rule; previous as for price alerts.
 * - Move alerts compare the current price with the lowest and highest trade of the last `minutes` minutes.
 * - Indicator and forecast alerts are evaluated on the close of each bar of their interval, against the
 *   values at the close of the bar before (whenever the alert was written: those are history).
 * - `oncePerBar`'s bar is the interval's for indicator and forecast alerts, and one minute for the others
 *   (alertBarInterval): a price standing past its level is told at most once a minute, and a trader who
 *   wants it more rarely sets `once`. An expired alert (now ≥ expiresAt) never fires; nor does one off.
 */
import {
  ALERT_EXPIRY_MAX_MS,
  ALERT_INDICATOR_PARAMS_MAX,
  ALERT_KINDS,
  ALERT_MESSAGE_MAX,
  ALERT_NAME_MAX,
  ALERT_OPS,
  ALERT_TRIGGERS,
  CROSSING_OPS,
  FORECAST_SIDES,
  MOVE_DIRECTIONS,
  MOVE_MINUTES_MAX,
  MOVE_MINUTES_MIN,
  MOVE_PERCENT_MAX,
  type Alert,
  type AlertCondition,
  type AlertOp,
  type DrawingCondition,
  type ForecastCondition,
  type IndicatorCondition,
  type MoveCondition,
  type PriceCondition,
} from './alerts';
import { DRAWING_ID } from './drawing-rules';
import { crossingSide, drawingPriceAt, DRAWING_LINES } from './drawing-crossing';
import type { Drawing } from './drawings';
import { barOpenTime, isCandleInterval, type CandleInterval } from './intervals';
import { parseCoinKey } from './markets';
import type { Texts } from './texts';

/** An alert's id as the app chooses it (a UUID fits): of the same form as a drawing's, safe in a path. */
export const ALERT_ID = DRAWING_ID;

/** A name in an indicator condition: an indicator's kind, a parameter's or a line's. */
export const ALERT_NAME = new RegExp(`^[A-Za-z][A-Za-z0-9_]{0,${ALERT_NAME_MAX - 1}}$`);

/** What is stored of an alert besides its id, version and times: what a PUT sends. */
export type AlertContent = Omit<Alert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/**
 * Why an alert is refused. Every problem but `expiry` and `coinChanged` is the alert's own (alertProblem);
 * `expiry` is its expiry against the exchange's clock (alertExpiryProblem), `coinChanged` the exchange's:
 * an alert stays on the coin it was created on.
 */
export const ALERT_PROBLEMS = [
  'shape',
  'coin',
  'kind',
  'op',
  'value',
  'direction',
  'percent',
  'minutes',
  'drawing',
  'indicator',
  'interval',
  'side',
  'level',
  'trigger',
  'message',
  'expiry',
  'coinChanged',
] as const;
export type AlertProblem = (typeof ALERT_PROBLEMS)[number];

export const ALERT_PROBLEM_MESSAGES: Record<AlertProblem, Texts> = {
  shape: { ko: '알림 정보의 형식이 올바르지 않습니다.', en: 'The alert is not well formed.' },
  coin: { ko: '알림의 코인이 올바르지 않습니다.', en: 'The coin of the alert is not valid.' },
  kind: { ko: '지원하지 않는 알림 종류입니다.', en: 'This kind of alert is not supported.' },
  op: { ko: '알림 조건이 올바르지 않습니다.', en: 'The condition of the alert is not valid.' },
  value: { ko: '알림 가격은 0보다 커야 합니다.', en: 'The price of the alert must be above zero.' },
  direction: {
    ko: '변동 방향은 상승, 하락, 양방향 중 하나여야 합니다.',
    en: 'The direction of the move must be up, down or either.',
  },
  percent: {
    ko: `변동률은 0%보다 크고 ${MOVE_PERCENT_MAX}% 이하여야 합니다.`,
    en: `The move must be above 0 % and at most ${MOVE_PERCENT_MAX} %.`,
  },
  minutes: {
    ko: `변동 시간은 ${MOVE_MINUTES_MIN}분에서 ${MOVE_MINUTES_MAX}분 사이의 정수여야 합니다.`,
    en: `The move's time must be whole minutes from ${MOVE_MINUTES_MIN} to ${MOVE_MINUTES_MAX}.`,
  },
  drawing: {
    ko: '알림을 걸 수 있는 그림의 선이 아닙니다.',
    en: 'This is not a line of a drawing an alert can be set on.',
  },
  indicator: {
    ko: '알림의 지표 설정이 올바르지 않습니다.',
    en: 'The indicator of the alert is not valid.',
  },
  interval: { ko: '알림의 봉 주기가 올바르지 않습니다.', en: 'The bar interval of the alert is not valid.' },
  side: { ko: '예측 방향은 상승 또는 하락이어야 합니다.', en: 'The forecast side must be up or down.' },
  level: {
    ko: '예측 확률 기준은 0보다 크고 1보다 작아야 합니다.',
    en: 'The forecast probability level must be above 0 and below 1.',
  },
  trigger: {
    ko: '알림 빈도는 한 번, 봉마다 한 번, 매번 중 하나여야 합니다.',
    en: 'The alert must fire once, once per bar or every time.',
  },
  message: {
    ko: `알림 메시지는 ${ALERT_MESSAGE_MAX}자까지 쓸 수 있습니다.`,
    en: `An alert's message may have at most ${ALERT_MESSAGE_MAX} characters.`,
  },
  expiry: {
    ko: `알림 만료 시각은 지금 이후 ${ALERT_EXPIRY_MAX_MS / 86_400_000}일 이내여야 합니다.`,
    en: `An alert's expiry must be in the future, at most ${ALERT_EXPIRY_MAX_MS / 86_400_000} days from now.`,
  },
  coinChanged: {
    ko: '알림은 처음 만든 코인에서 옮길 수 없습니다.',
    en: 'An alert cannot move to another coin.',
  },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

function isName(value: unknown): value is string {
  return typeof value === 'string' && ALERT_NAME.test(value);
}

/** The most lines a drawing has that an alert may be set on (a channel's two edges). */
const LINES_MAX = Math.max(...Object.values(DRAWING_LINES).map((lines) => lines ?? 0));

function indicatorProblem(condition: Record<string, unknown>): AlertProblem | undefined {
  const { interval, indicator, line, op, target } = condition;
  if (!isCandleInterval(interval)) return 'interval';
  if (!isOneOf(ALERT_OPS, op)) return 'op';
  if (!isRecord(indicator) || !isName(indicator.kind) || !isName(line) || !isRecord(indicator.params))
    return 'indicator';
  const params = Object.entries(indicator.params);
  if (params.length > ALERT_INDICATOR_PARAMS_MAX) return 'indicator';
  for (const [name, param] of params)
    if (
      !isName(name) ||
      !(isFiniteNumber(param) || (typeof param === 'string' && param.length <= ALERT_NAME_MAX))
    )
      return 'indicator';
  if (!isRecord(target)) return 'indicator';
  const keys = Object.keys(target);
  if (keys.length !== 1) return 'indicator';
  if ('value' in target) return isFiniteNumber(target.value) ? undefined : 'indicator';
  return isName(target.line) && target.line !== line ? undefined : 'indicator';
}

function conditionProblem(condition: unknown): AlertProblem | undefined {
  if (!isRecord(condition)) return 'shape';
  switch (condition.kind) {
    case 'price':
      if (!isOneOf(ALERT_OPS, condition.op)) return 'op';
      return isFiniteNumber(condition.value) && condition.value > 0 ? undefined : 'value';
    case 'move': {
      const { direction, percent, minutes } = condition;
      if (!isOneOf(MOVE_DIRECTIONS, direction)) return 'direction';
      if (!isFiniteNumber(percent) || percent <= 0 || percent > MOVE_PERCENT_MAX) return 'percent';
      const wholeMinutes = typeof minutes === 'number' && Number.isInteger(minutes);
      return wholeMinutes && minutes >= MOVE_MINUTES_MIN && minutes <= MOVE_MINUTES_MAX
        ? undefined
        : 'minutes';
    }
    case 'drawing': {
      const { drawingId, line, op } = condition;
      if (!isOneOf(CROSSING_OPS, op)) return 'op';
      const lineNumber = typeof line === 'number' && Number.isInteger(line) && line >= 0;
      return typeof drawingId === 'string' && DRAWING_ID.test(drawingId) && lineNumber && line < LINES_MAX
        ? undefined
        : 'drawing';
    }
    case 'indicator':
      return indicatorProblem(condition);
    case 'forecast': {
      const { interval, side, level } = condition;
      if (!isCandleInterval(interval)) return 'interval';
      if (!isOneOf(FORECAST_SIDES, side)) return 'side';
      return isFiniteNumber(level) && level > 0 && level < 1 ? undefined : 'level';
    }
    default:
      return isOneOf(ALERT_KINDS, condition.kind) ? 'shape' : 'kind';
  }
}

/**
 * The first thing wrong with an alert's content (coin, condition, trigger, expiresAt, message, active), or
 * undefined when the exchange keeps it: a coin key; a condition of a kind of ALERT_KINDS with its fields —
 * an op of ALERT_OPS (CROSSING_OPS for a drawing), a price above zero, a move's direction, percent in
 * (0, MOVE_PERCENT_MAX] and whole minutes in [MOVE_MINUTES_MIN, MOVE_MINUTES_MAX], a drawing's id and a line
 * number some alert tool has (whether the drawing has that line is the exchange's to check against the
 * drawing), an indicator's kind, parameters (at most ALERT_INDICATOR_PARAMS_MAX, numbers or short texts),
 * line and target (a value, or another line), an interval, a forecast side and a level in (0, 1) —; a
 * trigger of ALERT_TRIGGERS; an expiry of ms or null; a message of at most ALERT_MESSAGE_MAX characters
 * (UTF-16 units, as a text field's maxLength counts them). Other fields are not looked at. Whether the expiry
 * is in range is alertExpiryProblem's: it needs the clock.
 */
export function alertProblem(value: unknown): AlertProblem | undefined {
  if (!isRecord(value)) return 'shape';
  const { coin, condition, trigger, expiresAt, message, active } = value;
  if (typeof coin !== 'string' || parseCoinKey(coin) === undefined) return 'coin';
  const problem = conditionProblem(condition);
  if (problem) return problem;
  if (!isOneOf(ALERT_TRIGGERS, trigger)) return 'trigger';
  if (!(expiresAt === null || isFiniteNumber(expiresAt)) || typeof active !== 'boolean') return 'shape';
  if (typeof message !== 'string' || message.length > ALERT_MESSAGE_MAX) return 'message';
  return undefined;
}

/**
 * `expiry` when an expiry set at `now` (ms, the exchange's clock at the write) is not after it or is more
 * than ALERT_EXPIRY_MAX_MS after it; no expiry (null) is always good.
 */
export function alertExpiryProblem(expiresAt: number | null, now: number): AlertProblem | undefined {
  if (expiresAt === null) return undefined;
  return expiresAt > now && expiresAt <= now + ALERT_EXPIRY_MAX_MS ? undefined : 'expiry';
}

/** An alert as the exchange answers and publishes it: good content, an id, a version from 1 and its times. */
export function isStoredAlert(value: unknown): value is Alert {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    ALERT_ID.test(value.id) &&
    typeof value.version === 'number' &&
    Number.isSafeInteger(value.version) &&
    value.version >= 1 &&
    isFiniteNumber(value.createdAt) &&
    isFiniteNumber(value.updatedAt) &&
    alertProblem(value) === undefined
  );
}

// ---------------------------------------------------------------------------------------------------
// When a condition fires
// ---------------------------------------------------------------------------------------------------

/**
 * Whether a line against its level meets `op` (the conventions at the head of this file), given how far
 * it stood past the level at the previous evaluation (`was`, line − level; null: none, so no crossing) and
 * stands now (`is`). NaN (an indicator not yet computed) meets nothing.
 */
export function levelOpFires(op: AlertOp, was: number | null, is: number): boolean {
  switch (op) {
    case 'greaterThan':
      return is > 0;
    case 'lessThan':
      return is < 0;
    default: {
      if (was === null) return false;
      const side = crossingSide(was, is);
      return side !== null && (op === 'crosses' || (op === 'crossesUp') === (side === 'up'));
    }
  }
}

/** A price alert on a trade: `previous` the price before it (the price at the write for the first), `current` its. */
export function priceFires(condition: PriceCondition, previous: number | null, current: number): boolean {
  return levelOpFires(
    condition.op,
    previous === null ? null : previous - condition.value,
    current - condition.value,
  );
}

/** A trade as the alerts read it: its time (unix seconds, as a drawing's anchors) and price. */
export interface AlertTick {
  time: number;
  price: number;
}

/**
 * A drawing alert on a trade (`to`), the trade before it being `from` (the price and time at the write for
 * the first): the price against the drawing's line at each one's time; false where the line does not reach
 * either time (drawingPriceAt).
 */
export function drawingFires(
  condition: DrawingCondition,
  drawing: Pick<Drawing, 'tool' | 'anchors' | 'style'>,
  from: AlertTick | null,
  to: AlertTick,
): boolean {
  if (from === null) return false;
  const before = drawingPriceAt(drawing, from.time, condition.line);
  const after = drawingPriceAt(drawing, to.time, condition.line);
  if (before === null || after === null) return false;
  return levelOpFires(condition.op, from.price - before, to.price - after);
}

/**
 * A move alert on a trade: given the lowest and highest trade price of the last `minutes` minutes (`low`,
 * `high`), up fires when current ≥ low × (1 + percent / 100), down when current ≤ high × (1 − percent / 100),
 * either on both. Written as (current − low) × 100 ≥ low × percent so that a whole-number price meets its
 * percent exactly (100 × 1.05 is 105.00000000000001 in floating point; 5 × 100 is 500).
 */
export function moveFires(
  condition: MoveCondition,
  window: { low: number; high: number },
  current: number,
): boolean {
  const { direction, percent } = condition;
  const up = (current - window.low) * 100 >= window.low * percent;
  const down = (window.high - current) * 100 >= window.high * percent;
  return direction === 'up' ? up : direction === 'down' ? down : up || down;
}

/** An indicator's values at a bar's close, by line name; a line not yet computed is NaN or absent. */
export type IndicatorValues = Readonly<Record<string, number>>;

function indicatorGap(condition: IndicatorCondition, values: IndicatorValues): number {
  const line = values[condition.line] ?? NaN;
  const { target } = condition;
  return 'value' in target ? line - target.value : line - (values[target.line] ?? NaN);
}

/**
 * An indicator alert on a bar's close: its values then (`current`) and at the previous bar's close
 * (`previous`; null: no bar before). A line or target not computed (NaN, absent) fires nothing.
 */
export function indicatorFires(
  condition: IndicatorCondition,
  previous: IndicatorValues | null,
  current: IndicatorValues,
): boolean {
  const is = indicatorGap(condition, current);
  if (Number.isNaN(is)) return false;
  const was = previous === null ? null : indicatorGap(condition, previous);
  return levelOpFires(condition.op, was === null || Number.isNaN(was) ? null : was, is);
}

/**
 * A forecast alert on a bar's close: the side's probability rose to its level (previous < level ≤
 * current, the crossesUp rule), and the side's measured skill on the coin is above zero (a side that has
 * not beaten the base rate is not shown on the chart, and tells nothing). `previous` null: no bar before.
 */
export function forecastFires(
  condition: ForecastCondition,
  previous: number | null,
  current: number,
  skill: number,
): boolean {
  if (!(skill > 0) || Number.isNaN(current)) return false;
  const was = previous === null || Number.isNaN(previous) ? null : previous - condition.level;
  return levelOpFires('crossesUp', was, current - condition.level);
}

// ---------------------------------------------------------------------------------------------------
// How often an alert fires
// ---------------------------------------------------------------------------------------------------

/** The bar of `oncePerBar`: the interval of an indicator or forecast alert, one minute for the others. */
export function alertBarInterval(condition: AlertCondition): CandleInterval {
  return condition.kind === 'indicator' || condition.kind === 'forecast' ? condition.interval : '1';
}

/** Whether the alert has expired at `now` (ms): from its expiresAt on. */
export function alertExpired(alert: Pick<Alert, 'expiresAt'>, now: number): boolean {
  return alert.expiresAt !== null && now >= alert.expiresAt;
}

/**
 * Whether the alert may fire at `now` (ms) if its condition is met, having last fired at `lastFiredAt`
 * (ms; null: never since it was written): it is on and not expired, and its trigger allows — `once` if it
 * has not fired, `oncePerBar` if it has not fired in the bar of alertBarInterval that holds `now` (the
 * exchange's KST bars), `everyTime` always.
 */
export function alertMayFire(
  alert: Pick<Alert, 'active' | 'expiresAt' | 'trigger' | 'condition'>,
  lastFiredAt: number | null,
  now: number,
): boolean {
  if (!alert.active || alertExpired(alert, now)) return false;
  if (lastFiredAt === null) return true;
  switch (alert.trigger) {
    case 'once':
      return false;
    case 'oncePerBar': {
      const interval = alertBarInterval(alert.condition);
      const bar = (ms: number) => barOpenTime(Math.floor(ms / 1000), interval);
      return bar(lastFiredAt) !== bar(now);
    }
    case 'everyTime':
      return true;
  }
}

/** Whether the alert stays on after it fired: a `once` alert turns off (kept, with its firing, until deleted). */
export function activeAfterFiring(alert: Pick<Alert, 'trigger'>): boolean {
  return alert.trigger !== 'once';
}
