/**
 * An order kept across the end of a session: what a member had typed (side, order type, price, stop
 * price, quantity, total, as the fields' texts, and its time in force and self-trade mode) when the session ended — by a 401, an expired cookie or
 * a logout in another window — so that a refused order is never lost without a word. It is kept per
 * coin for the tab, offered to the same member after logging in again, placed only when that member
 * confirms it, and gone once placed, discarded or older than KEPT_ORDER_TTL_MS. Never the trade password.
 */
import { z } from 'zod';
import type { CoinKey } from '../../../../contract/markets';
import { lazySchema } from '../../../../contract/lazy-schema';
import { SMP_TYPES, ORDER_SIDES, ORDER_TYPES, TIME_IN_FORCES } from '../../../../contract/trading';
import { emptyOrderForm, type OrderForm } from './order-form';
import { offeredTimesInForce } from './order-kinds';
import type { SubmitAttempt } from './order-submit';

/** A kept order older than this is not offered any more: the market has moved on, the trader too. */
export const KEPT_ORDER_TTL_MS = 10 * 60_000;

/**
 * Why the order was kept: the session ended while it was being typed; it was sent and refused because
 * the session had ended (certainly not placed); or no answer came before the session ended (it may have
 * been placed: placing it again reuses the attempt's idempotency key, so the exchange cannot place it twice).
 */
export const KEPT_ORDER_REASONS = ['sessionEnded', 'notPlaced', 'unknownOutcome'] as const;
export type KeptOrderReason = (typeof KEPT_ORDER_REASONS)[number];

const keptOrderSchema = lazySchema(() =>
  z.object({
    memNo: z.number(),
    keptAtMs: z.number(),
    reason: z.enum(KEPT_ORDER_REASONS),
    side: z.enum(ORDER_SIDES),
    orderType: z.enum(ORDER_TYPES),
    price: z.string(),
    stopPrice: z.string(),
    quantity: z.string(),
    total: z.string(),
    /** Kept before the order had options: the type's defaults (keptForm). */
    timeInForce: z.enum(TIME_IN_FORCES).nullable().optional(),
    smpType: z.enum(SMP_TYPES).optional(),
    /** Typed in Plus buy mode: placed again, it is a Plus buy order (its loan), not an ordinary buy. */
    plusBuy: z.boolean().default(false),
    /** The attempt whose answer never came (its order without any secret), for reason unknownOutcome. */
    attempt: z.object({ clientOrderId: z.string(), order: z.string() }).nullable(),
  }),
);
export type KeptOrder = z.infer<typeof keptOrderSchema>;

/** Kept orders by coin; a stored entry that does not read as a kept order is dropped, not the others. */
export const keptOrdersSchema = lazySchema(() =>
  z.object({
    orders: z
      .record(z.string(), z.unknown())
      .catch({})
      .transform((entries) => {
        const orders: Partial<Record<CoinKey, KeptOrder>> = {};
        for (const [coin, entry] of Object.entries(entries)) {
          const parsed = keptOrderSchema.safeParse(entry);
          if (parsed.success) orders[coin as CoinKey] = parsed.data;
        }
        return orders;
      }),
  }),
);
export type KeptOrders = z.output<typeof keptOrdersSchema>['orders'];

/** Whether the form holds an order worth keeping: something to buy or sell was typed (a price alone is not). */
export function holdsOrder(form: Pick<OrderForm, 'quantity' | 'total'>): boolean {
  return form.quantity !== '' || form.total !== '';
}

export function keptOrderOf(
  form: OrderForm,
  keeper: {
    memNo: number;
    nowMs: number;
    reason: KeptOrderReason;
    plusBuy: boolean;
    attempt?: SubmitAttempt | null;
  },
): KeptOrder {
  const { side, orderType, price, stopPrice, quantity, total, timeInForce, smpType } = form;
  return {
    memNo: keeper.memNo,
    keptAtMs: keeper.nowMs,
    reason: keeper.reason,
    side,
    orderType,
    price,
    stopPrice,
    quantity,
    total,
    timeInForce,
    smpType,
    plusBuy: keeper.plusBuy,
    attempt: keeper.reason === 'unknownOutcome' ? (keeper.attempt ?? null) : null,
  };
}

export function isLive(kept: KeptOrder, nowMs: number): boolean {
  return nowMs - kept.keptAtMs < KEPT_ORDER_TTL_MS;
}

/** The coin's kept order while it is live (the same object, so a reader can compare it by identity). */
export function liveKeptOrder(orders: KeptOrders, coin: CoinKey, nowMs: number): KeptOrder | undefined {
  const kept = orders[coin];
  return kept && isLive(kept, nowMs) ? kept : undefined;
}

/** The live kept orders with `coin`'s replaced (undefined: removed); expired ones are dropped on the way. */
export function withKeptOrder(
  orders: KeptOrders,
  coin: CoinKey,
  kept: KeptOrder | undefined,
  nowMs: number,
): KeptOrders {
  const next: KeptOrders = {};
  for (const [key, entry] of Object.entries(orders) as [CoinKey, KeptOrder][])
    if (key !== coin && isLive(entry, nowMs)) next[key] = entry;
  if (kept) next[coin] = kept;
  return next;
}

/** Offered to the member who typed it; anyone else logging in in this tab never sees it. */
export function offeredTo(kept: KeptOrder, memNo: number | undefined): boolean {
  return kept.memNo === memNo;
}

/**
 * The form as it was typed: the price counts as set, so the coin's last price does not replace it. A time
 * in force its type does not take (or none kept) gives the type's default.
 */
export function keptForm(kept: KeptOrder): OrderForm {
  const { side, orderType, price, stopPrice, quantity, total, timeInForce, smpType } = kept;
  const empty = emptyOrderForm(side, orderType);
  const offered = timeInForce != null && offeredTimesInForce(orderType).includes(timeInForce);
  return {
    ...empty,
    price,
    stopPrice,
    quantity,
    total,
    timeInForce: offered ? timeInForce : empty.timeInForce,
    smpType: smpType ?? empty.smpType,
    priceSet: price !== '',
  };
}
