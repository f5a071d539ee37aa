/**
 * How long an order stays and whom it may trade with: time in force, the best-price order and
 * self-trade prevention, as Upbit's order API defines them (ord_type `best`, `time_in_force`
 * ioc / fok / post_only, `smp_type` cancel_maker / cancel_taker / reduce) and Bithumb's from 2026-06-30.
 * The values keep the exchanges' spellings (TIME_IN_FORCES and SMP_TYPES, with their readings, are an
 * order's fields: contract/trading.ts). The simulator's matching core runs them
 * (server/trading/matching), the order panel offers them and shows what became of an order
 * (orderOutcome). Our readings, where the exchanges leave a case open, are written beside each rule.
 */
import {
  isBudgetOrder,
  TIME_IN_FORCES,
  type OrderSide,
  type OrderType,
  type SmpType,
  type TimeInForce,
} from './trading';
import type { Language, Texts } from './texts';

/** Upbit's default since 2026-11-09 when an order names none: keep the incoming order, cancel the resting. */
export const DEFAULT_SMP_TYPE: SmpType = 'cancel_maker';

/**
 * The times in force an order type takes; the first is its default. A limit order takes all four (gtc by
 * default); a best-price order must say ioc or fok (Upbit: "time_in_force 설정 필수"); a market order and a
 * stop-limit take none (a market order never rests; a stop-limit rests as gtc once it triggers).
 */
export const TIME_IN_FORCES_OF: Record<OrderType, readonly TimeInForce[]> = {
  limit: TIME_IN_FORCES,
  best: ['ioc', 'fok'],
  market: [],
  stopLimit: [],
};

/**
 * The time in force an order runs with: the one it names, or its type's default (gtc for a limit order);
 * null for a market order and a stop-limit. Undefined when the type does not take the one named (or
 * needs one and none was named): the request's check says why.
 */
export function timeInForceOf(
  orderType: OrderType,
  named: TimeInForce | undefined,
): TimeInForce | null | undefined {
  const allowed = TIME_IN_FORCES_OF[orderType];
  if (named === undefined) return orderType === 'limit' ? 'gtc' : allowed.length === 0 ? null : undefined;
  return allowed.includes(named) ? named : undefined;
}

/** The self-trade mode an order runs with: none for a post-only order, else the one named or the default. */
export function smpTypeOf(timeInForce: TimeInForce | null, named: SmpType | undefined): SmpType | null {
  return timeInForce === 'post_only' ? null : (named ?? DEFAULT_SMP_TYPE);
}

/** Whether an order may rest in the book: a gtc or post-only limit, a stop-limit (once triggered). */
export function mayRest(orderType: OrderType, named: TimeInForce | undefined): boolean {
  const timeInForce = timeInForceOf(orderType, named);
  return orderType === 'stopLimit' || timeInForce === 'gtc' || timeInForce === 'post_only';
}

// --- what became of an order -------------------------------------------------------------------------

/** The few facts of an order its outcome is told from (an OrderRow has them all). */
export interface OutcomeFacts {
  orderType: OrderType;
  status: 'pending' | 'filled' | 'cancelled';
  timeInForce: TimeInForce | null;
  side: OrderSide;
  quantity: number;
  filledQuantity: number;
  /** A buy by order total (market, best): the total it named; null otherwise. */
  amount: number | null;
  /** Σ of its fills' amounts, before fee. */
  filledAmount: number;
  /** Quantity taken off the order by self-trade prevention. */
  preventedQuantity: number;
}

/**
 * What the member is told right after placing an order, beyond "placed": the kinds below, or undefined
 * when the order simply rests or filled. The order panel shows it; the exchange's order notifications
 * use the same texts.
 */
export const ORDER_OUTCOMES = ['restCancelled', 'killed', 'nothingFilled', 'selfTradePrevented'] as const;
export type OrderOutcome = (typeof ORDER_OUTCOMES)[number];

export function orderOutcome(order: OutcomeFacts): OrderOutcome | undefined {
  if (order.preventedQuantity > 0) return 'selfTradePrevented';
  if (order.status !== 'cancelled') return undefined;
  if (order.timeInForce === 'fok' && order.filledQuantity === 0) return 'killed';
  if (order.filledQuantity === 0 && order.timeInForce === 'ioc') return 'nothingFilled';
  if (order.timeInForce === 'ioc') return 'restCancelled';
  return undefined;
}

/** `{filled}`, `{rest}` and `{prevented}` are filled by orderOutcomeText. */
export const ORDER_OUTCOME_TEXTS: Record<OrderOutcome, Texts> = {
  restCancelled: {
    ko: '{filled} 체결, 남은 {rest}는 즉시 취소되었습니다 (IOC).',
    en: '{filled} filled; the remaining {rest} was cancelled at once (IOC).',
  },
  killed: {
    ko: '지금 전량 체결할 수 없어 주문이 취소되었습니다. 체결된 수량은 없습니다 (FOK).',
    en: 'The whole order could not fill now, so it was cancelled with nothing filled (FOK).',
  },
  nothingFilled: {
    ko: '지금 체결할 수 있는 상대 주문이 없어 주문이 취소되었습니다 (IOC).',
    en: 'Nothing on the other side could fill it now, so it was cancelled (IOC).',
  },
  selfTradePrevented: {
    ko: '본인 주문과의 체결을 막기 위해 {prevented}이(가) 체결되지 않았습니다 (자전거래 방지).',
    en: '{prevented} did not trade, to keep the order from trading with your own order (self-trade prevention).',
  },
};

/** How the caller writes a quantity of the coin and an amount of the market's currency, units included. */
export interface OutcomeFormat {
  quantity(value: number): string;
  amount(value: number): string;
}

/**
 * The outcome's text in `language`. What was not filled is a quantity, or for a buy by order total the
 * part of the total not spent.
 */
export function orderOutcomeText(
  outcome: OrderOutcome,
  order: OutcomeFacts,
  language: Language,
  format: OutcomeFormat,
): string {
  const rest = isBudgetOrder(order.orderType, order.side)
    ? format.amount(Math.max(0, (order.amount ?? 0) - order.filledAmount))
    : format.quantity(Math.max(0, order.quantity - order.filledQuantity - order.preventedQuantity));
  const values: Record<string, string> = {
    filled: format.quantity(order.filledQuantity),
    rest,
    prevented: format.quantity(order.preventedQuantity),
  };
  return ORDER_OUTCOME_TEXTS[outcome][language].replace(
    /\{(\w+)\}/g,
    (_, name: string) => values[name] ?? '',
  );
}
