/**
 * The notification calls (contract/notifications.ts; paths API.notifications, API.notificationsRead and
 * API.alertFirings in rest.ts) and their schemas. Every call needs the member's session (401 UNAUTHORIZED):
 *
 * - GET API.notifications notificationsQuery: the member's notifications newest first, `size` of them
 *   (NOTIFICATION_PAGE_SIZE by default, at most NOTIFICATION_PAGE_MAX), older than the id `before` when
 *   given (the next page); answers NotificationPage with the count unread of all kept.
 * - POST API.notificationsRead notificationsReadRequest: marks the ids read (ids the member has not are
 *   passed over: a notification dropped as too old is nobody's), or every one with `all`; answers
 *   NotificationsRead, the count unread after it, which every window's bell then shows.
 * - GET API.alertFirings alertFiringsQuery: the firing log of the member's alerts on a coin (`key`), or of one
 *   alert (`alertId`), newest first (AlertFiringList): the chart's markers and the alerts panel's log.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { ALERT_ID } from './alert-rules';
import { alertConditionSchema } from './alert-calls';
import { STATE_CODES } from './inout-states';
import { RISK_BANDS } from './credit-codes';
import { ORDER_SIDES, ORDER_TYPES } from './trading';
import { TWAP_STOP_REASONS } from './algo-orders';
import { coinKeySchema, strictInt } from './payloads';
import {
  ALGO_NOTICE_STATES,
  AUTO_REPAYMENT_STAGES,
  LOAN_EXPIRY_STAGES,
  NOTIFICATION_PAGE_MAX,
  NOTIFICATION_PAGE_SIZE,
  ORDER_NOTICE_EVENTS,
  type AlertFiring,
  type Notification,
  type NotificationSubject,
} from './notifications';

const textsSchema = () => z.object({ ko: z.string(), en: z.string() });

/** A subject as the exchange answers it (the alert's condition is checked as the alert calls check it). */
const subjectSchema = () =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('alert'),
      alertId: z.string().regex(ALERT_ID),
      coin: coinKeySchema,
      condition: alertConditionSchema,
      message: z.string(),
      price: z.number(),
    }),
    z.object({
      kind: z.literal('order'),
      event: z.enum(ORDER_NOTICE_EVENTS),
      orderId: z.number(),
      coin: coinKeySchema,
      side: z.enum(ORDER_SIDES),
      orderType: z.enum(ORDER_TYPES),
      price: z.number(),
      quantity: z.number(),
      filledQuantity: z.number(),
      avgFillPrice: z.number().nullable(),
    }),
    z
      .object({
        kind: z.literal('algo'),
        algoId: z.number().int().min(1),
        coin: coinKeySchema,
        side: z.enum(ORDER_SIDES),
        state: z.enum(ALGO_NOTICE_STATES),
        stopReason: z.enum(TWAP_STOP_REASONS).nullable(),
        filledQuantity: z.number(),
        avgPrice: z.number().nullable(),
      })
      .refine((subject) => (subject.state === 'stopped') === (subject.stopReason !== null), {
        message: 'a stopped TWAP names its reason, a completed one none',
      }),
    z.object({
      kind: z.literal('plusBuyRisk'),
      loanId: z.number(),
      coin: coinKeySchema,
      band: z.enum(RISK_BANDS),
      level: z.number(),
    }),
    z.object({
      kind: z.literal('autoRepayment'),
      loanId: z.number(),
      coin: coinKeySchema,
      stage: z.enum(AUTO_REPAYMENT_STAGES),
      outstanding: z.number(),
      shortfall: z.number(),
    }),
    z.object({
      kind: z.literal('loanExpiry'),
      loanId: z.number(),
      coin: coinKeySchema,
      stage: z.enum(LOAN_EXPIRY_STAGES),
      expiresAt: z.number(),
      outstanding: z.number(),
      shortfall: z.number(),
    }),
    z.object({
      kind: z.literal('withdrawal'),
      recordId: z.number(),
      coinType: z.string(),
      amount: z.number(),
      stateCode: z.enum(STATE_CODES),
      state: textsSchema(),
    }),
  ]) satisfies z.ZodType<NotificationSubject>;

export const notificationSchema = lazySchema(
  () =>
    z.object({
      id: z.number().int().min(1),
      at: z.number(),
      read: z.boolean(),
      subject: subjectSchema(),
      title: textsSchema(),
      body: textsSchema(),
    }) satisfies z.ZodType<Notification>,
);

/** GET API.notifications: `size` of the newest, or of those older than `before`. */
export const notificationsQuery = lazySchema(() =>
  z.object({
    before: strictInt().pipe(z.number().min(1)).optional(),
    size: strictInt().pipe(z.number().min(1).max(NOTIFICATION_PAGE_MAX)).default(NOTIFICATION_PAGE_SIZE),
  }),
);
export type NotificationsQuery = z.input<typeof notificationsQuery>;

/** GET API.notifications's answer: a page newest first, whether older ones follow, the count unread of all. */
export interface NotificationPage {
  notifications: Notification[];
  hasMore: boolean;
  unread: number;
}
export const notificationPageSchema = lazySchema(
  () =>
    z.object({
      notifications: z.array(notificationSchema),
      hasMore: z.boolean(),
      unread: z.number().int().min(0),
    }) satisfies z.ZodType<NotificationPage>,
);

/** POST API.notificationsRead: some ids, or every notification. */
export type NotificationsReadRequest = { ids: number[] } | { all: true };
export const notificationsReadRequest = lazySchema(() =>
  z.union([
    z.strictObject({ ids: z.array(z.number().int().min(1)).min(1).max(NOTIFICATION_PAGE_MAX) }),
    z.strictObject({ all: z.literal(true) }),
  ]),
);

/** POST API.notificationsRead's answer: the count unread after it. */
export interface NotificationsRead {
  unread: number;
}
export const notificationsReadSchema = lazySchema(
  () => z.object({ unread: z.number().int().min(0) }) satisfies z.ZodType<NotificationsRead>,
);

/** GET API.alertFirings: a coin's firings (every alert of the member on it), or one alert's. */
export const alertFiringsQuery = lazySchema(() =>
  z.union([z.strictObject({ key: coinKeySchema }), z.strictObject({ alertId: z.string().regex(ALERT_ID) })]),
);
export type AlertFiringsQuery = z.input<typeof alertFiringsQuery>;

export interface AlertFiringList {
  firings: AlertFiring[];
}
export const alertFiringListSchema = lazySchema(
  () =>
    z.object({
      firings: z.array(
        z.object({
          alertId: z.string().regex(ALERT_ID),
          coin: coinKeySchema,
          at: z.number(),
          price: z.number(),
        }),
      ),
    }) satisfies z.ZodType<AlertFiringList>,
);
