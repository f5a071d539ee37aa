/**
 * Alerts: conditions a member sets on a coin — the price against a value, a quick move, a drawing's line, an
 * indicator against a value or another of its lines, the forecast's probability — kept and evaluated by the
 * exchange, so that they fire while every window is closed, and delivered as notifications. This file is the
 * model and its limits; alert-rules.ts says when each condition fires and what makes an alert one the
 * exchange keeps; alert-calls.ts the calls.
 */
import type { CandleInterval } from './intervals';
import type { CoinKey } from './markets';

/** Every kind of condition, in the order the alert dialog offers them. */
export const ALERT_KINDS = ['price', 'move', 'drawing', 'indicator', 'forecast'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** How a line (the price, a drawing's line, an indicator's line) is compared with its level. */
export const ALERT_OPS = ['crosses', 'crossesUp', 'crossesDown', 'greaterThan', 'lessThan'] as const;
export type AlertOp = (typeof ALERT_OPS)[number];

/** The ops of a line crossing its level: a drawing's line has no "above" that lasts (it moves with time). */
export const CROSSING_OPS = ['crosses', 'crossesUp', 'crossesDown'] as const;
export type CrossingOp = (typeof CROSSING_OPS)[number];

export const MOVE_DIRECTIONS = ['up', 'down', 'either'] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/** The forecast's two sides (the chance the price goes up, or down, over the forecast's horizon). */
export const FORECAST_SIDES = ['up', 'down'] as const;
export type AlertForecastSide = (typeof FORECAST_SIDES)[number];

/**
 * How often an alert fires while its condition holds: `once` (then it turns itself off), `oncePerBar` (at
 * most once in each bar of its interval: alert-rules.ts alertBarInterval), `everyTime` (on every trade, or
 * every bar close for indicator and forecast alerts, that meets the condition).
 */
export const ALERT_TRIGGERS = ['once', 'oncePerBar', 'everyTime'] as const;
export type AlertTrigger = (typeof ALERT_TRIGGERS)[number];

/** The price against a value (a price of the coin's market, > 0). */
export interface PriceCondition {
  kind: 'price';
  op: AlertOp;
  value: number;
}

/** The price moves by `percent` % within `minutes` minutes (up from the window's low, down from its high). */
export interface MoveCondition {
  kind: 'move';
  direction: MoveDirection;
  percent: number;
  minutes: number;
}

/**
 * The price crosses a line of one of the member's drawings on the coin: `line` numbers the drawing's lines
 * (contract/drawing-crossing.ts DRAWING_LINES: 0, and 1 for a parallel channel's second edge).
 */
export interface DrawingCondition {
  kind: 'drawing';
  drawingId: string;
  line: number;
  op: CrossingOp;
}

/**
 * An indicator as the alert names it: its kind (the chart's indicator catalogue, workers/core/indicators:
 * 'rsi', 'macd', …) and its parameters by name ('length': 14, 'source': 'close'). Kept here as plain data:
 * the contract does not know the catalogue; whoever evaluates the alert checks the kind and parameters
 * against it, as the chart's settings dialog does.
 */
export interface AlertIndicator {
  kind: string;
  params: Record<string, number | string>;
}

/** What an indicator's line is compared with: a value (RSI 70) or another of its lines (MACD's signal). */
export type IndicatorTarget = { value: number } | { line: string };

/**
 * An indicator's line (by its name: 'rsi', 'macd', 'signal') against a value or another of its lines, on
 * the close of each bar of `interval`.
 */
export interface IndicatorCondition {
  kind: 'indicator';
  interval: CandleInterval;
  indicator: AlertIndicator;
  line: string;
  op: AlertOp;
  target: IndicatorTarget;
}

/**
 * The forecast's probability for `side` rises to `level` (0 < level < 1) at the close of a bar of
 * `interval`, while that side's measured skill on the coin is above zero (alert-rules.ts forecastFires).
 */
export interface ForecastCondition {
  kind: 'forecast';
  interval: CandleInterval;
  side: AlertForecastSide;
  level: number;
}

export type AlertCondition =
  PriceCondition | MoveCondition | DrawingCondition | IndicatorCondition | ForecastCondition;

/** An alert as stored: `version` counts its writes (1 when created). Times are ms since epoch, the exchange's. */
export interface Alert {
  /** Chosen by the app when it creates the alert (a UUID), as a drawing's: a retried create is not doubled. */
  id: string;
  coin: CoinKey;
  condition: AlertCondition;
  trigger: AlertTrigger;
  /** When it stops firing (ms since epoch); null: never. */
  expiresAt: number | null;
  /** The member's note, shown with the notification; '' for none. At most ALERT_MESSAGE_MAX characters. */
  message: string;
  /** Off: kept but not evaluated (paused by the member, or a `once` alert that fired). */
  active: boolean;
  version: number;
  createdAt: number;
  updatedAt: number;
}

/**
 * Alerts one member keeps, on all coins: a few levels on each coin of a long watch list, while the member's
 * list stays one small answer and the exchange's evaluation bounded (the bench's 10,000 alerts are 50
 * members at the limit).
 */
export const ALERTS_PER_MEMBER_MAX = 200;
/** A message's characters: a note of a few lines, as an OS notification shows without cutting it much. */
export const ALERT_MESSAGE_MAX = 300;
/**
 * The furthest expiry, from the write that sets it (60 days): an expiry is for a setup that goes stale;
 * a date further off is almost surely a slip, and an alert meant to stay has no expiry (null).
 */
export const ALERT_EXPIRY_MAX_MS = 60 * 24 * 3_600_000;
/**
 * A move's window, minutes: from one minute to a day. The exchange keeps each coin's lows and highs per
 * minute over the last day for it, so a longer window would need more than that.
 */
export const MOVE_MINUTES_MIN = 1;
export const MOVE_MINUTES_MAX = 1440;
/**
 * A move's size, percent, in (0, MOVE_PERCENT_MAX]: a fall of 100 % is to zero, the most a price can fall,
 * and a rise of 100 % (a doubling within a day at most) is past any move an alert is set for.
 */
export const MOVE_PERCENT_MAX = 100;
/**
 * An indicator's parameters an alert names, at most: the catalogue's indicators have at most 5 (the Keltner
 * channel's, Stoch RSI's), with room for more.
 */
export const ALERT_INDICATOR_PARAMS_MAX = 16;
/**
 * A name (an indicator's kind, a parameter, a line) or a text parameter's value, characters at most: the
 * catalogue's longest is 12.
 */
export const ALERT_NAME_MAX = 32;
