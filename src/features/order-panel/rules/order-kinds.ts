/**
 * The order kinds the panel offers, as data: per order type the fields it shows (a buy by order total
 * names the total, contract/trading.ts isBudgetOrder), the times in force it takes with its default first
 * (contract/order-options.ts TIME_IN_FORCES_OF), and whether it takes a self-trade mode (all but post-only:
 * smpTypeOf). A new kind is a row here and its texts; the form and the panel read nothing else.
 */
import {
  DEFAULT_SMP_TYPE,
  smpTypeOf,
  timeInForceOf,
  TIME_IN_FORCES_OF,
} from '../../../../contract/order-options';
import type { AlgoKind } from '../../../../contract/algo-orders';
import { PLUS_BUY_ORDER_TYPES } from '../../../../contract/plus-buy';
import {
  isBudgetOrder,
  ORDER_TYPES,
  type OrderSide,
  type OrderType,
  type SmpType,
  type TimeInForce,
} from '../../../../contract/trading';

export type OrderField = 'stopPrice' | 'price' | 'quantity' | 'total';

const PRICED_FIELDS: Partial<Record<OrderType, readonly OrderField[]>> = {
  limit: ['price', 'quantity', 'total'],
  stopLimit: ['stopPrice', 'price', 'quantity', 'total'],
};

/** The fields an order shows, in order: priced orders their price, quantity and total; others the total (a buy by order total) or the quantity. */
export function orderFields(form: { side: OrderSide; orderType: OrderType }): readonly OrderField[] {
  return (
    PRICED_FIELDS[form.orderType] ?? (isBudgetOrder(form.orderType, form.side) ? ['total'] : ['quantity'])
  );
}

/** The order types offered: Plus buy's in its mode (limit and market), else every type. */
export function offeredOrderTypes(plusBuy: boolean): readonly OrderType[] {
  return plusBuy ? PLUS_BUY_ORDER_TYPES : ORDER_TYPES;
}

/**
 * The parent orders the panel offers after the order types (contract/algo-orders.ts): a TWAP and a split
 * order, each its own form (TwapOrderForm.tsx, SplitOrderForm.tsx, loaded when chosen). Plus buy's mode
 * offers none.
 */
export const PANEL_ALGO_KINDS = ['twap', 'split'] as const satisfies readonly AlgoKind[];
export type PanelAlgoKind = (typeof PANEL_ALGO_KINDS)[number];
export type PanelKind = OrderType | PanelAlgoKind;

/** Every kind the panel offers, in its order: the order types, then the parent orders outside Plus buy. */
export function offeredKinds(plusBuy: boolean): readonly PanelKind[] {
  return plusBuy ? offeredOrderTypes(true) : [...offeredOrderTypes(false), ...PANEL_ALGO_KINDS];
}

export function isPanelAlgoKind(kind: PanelKind): kind is PanelAlgoKind {
  return (PANEL_ALGO_KINDS as readonly string[]).includes(kind);
}

/** The times in force the type offers (none: the panel shows no choice), its default first. */
export function offeredTimesInForce(orderType: OrderType): readonly TimeInForce[] {
  return TIME_IN_FORCES_OF[orderType];
}

/** The time in force a new order of the type starts with: its default (gtc for a limit, ioc for best-price), null when it takes none. */
export function defaultTimeInForce(orderType: OrderType): TimeInForce | null {
  return offeredTimesInForce(orderType)[0] ?? null;
}

/** Whether the order takes a self-trade mode: every order but a post-only, which never takes. */
export function takesSmpType(timeInForce: TimeInForce | null): boolean {
  return smpTypeOf(timeInForce, undefined) !== null;
}

/**
 * What the request names of the order's options: the time in force where the type needs one or it is not
 * the type's default, the self-trade mode where the order takes one and it is not the default (a post-only
 * never sends one). Defaults left out, so an order without options is the request it always was.
 */
export function orderOptionsBody(
  orderType: OrderType,
  timeInForce: TimeInForce | null,
  smpType: SmpType,
): { timeInForce?: TimeInForce; smpType?: SmpType } {
  const named = timeInForce ?? undefined;
  const sendsTimeInForce = named !== undefined && timeInForceOf(orderType, undefined) !== named;
  const sendsSmp = takesSmpType(timeInForce) && smpType !== DEFAULT_SMP_TYPE;
  return {
    ...(sendsTimeInForce ? { timeInForce: named } : {}),
    ...(sendsSmp ? { smpType } : {}),
  };
}
