/**
 * The alert calls (contract/alerts.ts; paths API.alerts and API.alert in rest.ts): their request and answer
 * schemas and their refusals with the messages. They follow the drawing calls (drawing-calls.ts): the app
 * chooses an alert's id, so a retried create is not doubled, and each write names the version it was made
 * on, so that of two windows editing one alert the last write wins and a write made on an older version is
 * refused with the alert as it is now:
 *
 * - GET API.alerts: the member's alerts on every coin, oldest first (AlertList).
 * - PUT API.alert(id) alertPutRequest: `baseVersion` 0 creates the alert (version 1), the stored version
 *   updates it (version + 1; turning it on or off is such an update); answers the alert as stored, with its
 *   times. A write sets what "previous" is for its first evaluation (alert-rules.ts: the price at the write).
 * - DELETE API.alert(id)?version: deletes it at that version; answers null.
 *
 * Refusals: not logged in (401 UNAUTHORIZED, as every member call) and ALERT_ERROR_CODES. Another member's
 * alert id is not found, as any id the member does not have: ids are the member's own.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import {
  ALERT_OPS,
  ALERT_TRIGGERS,
  ALERTS_PER_MEMBER_MAX,
  CROSSING_OPS,
  FORECAST_SIDES,
  MOVE_DIRECTIONS,
  type Alert,
} from './alerts';
import { ALERT_ID, ALERT_PROBLEMS, alertProblem, type AlertContent } from './alert-rules';
import { CANDLE_INTERVALS } from './intervals';
import { coinKeySchema, strictInt } from './payloads';
import type { Texts } from './texts';

// ---------------------------------------------------------------------------------------------------
// Alerts
// ---------------------------------------------------------------------------------------------------

/** An alert's id in a path (ALERT_ID). */
export const alertIdSchema = lazySchema(() => z.string().regex(ALERT_ID));

/** The condition's fields as types, by kind; alertProblem's rules are refined over them (the ranges, names). */
const conditionSchema = () =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('price'), op: z.enum(ALERT_OPS), value: z.number() }),
    z.object({
      kind: z.literal('move'),
      direction: z.enum(MOVE_DIRECTIONS),
      percent: z.number(),
      minutes: z.number(),
    }),
    z.object({
      kind: z.literal('drawing'),
      drawingId: z.string(),
      line: z.number(),
      op: z.enum(CROSSING_OPS),
    }),
    z.object({
      kind: z.literal('indicator'),
      interval: z.enum(CANDLE_INTERVALS),
      indicator: z.object({
        kind: z.string(),
        params: z.record(z.string(), z.union([z.number(), z.string()])),
      }),
      line: z.string(),
      op: z.enum(ALERT_OPS),
      target: z.union([z.strictObject({ value: z.number() }), z.strictObject({ line: z.string() })]),
    }),
    z.object({
      kind: z.literal('forecast'),
      interval: z.enum(CANDLE_INTERVALS),
      side: z.enum(FORECAST_SIDES),
      level: z.number(),
    }),
  ]);

/** An alert's condition as the exchange answers it (in a notification of its firing too). */
export const alertConditionSchema = lazySchema(conditionSchema);

const contentShape = () => ({
  coin: coinKeySchema,
  condition: conditionSchema(),
  trigger: z.enum(ALERT_TRIGGERS),
  expiresAt: z.number().nullable(),
  message: z.string(),
  active: z.boolean(),
});

/** alertProblem's answer as an issue (its message is the problem's name). */
function refineContent(value: unknown, ctx: z.RefinementCtx): void {
  const problem = alertProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

/** An alert as the exchange answers it (the PUT's answer, the list, the stale refusal). */
export const alertSchema = lazySchema(
  () =>
    z
      .object({
        id: alertIdSchema,
        ...contentShape(),
        version: z.number().int().min(1),
        createdAt: z.number(),
        updatedAt: z.number(),
      })
      .superRefine(refineContent) satisfies z.ZodType<Alert>,
);

/** PUT API.alert(id): the alert's content and the version it was made on (0: a new alert). */
export type AlertPutRequest = AlertContent & { baseVersion: number };

/** PUT API.alert(id). The expiry's range against the clock is the exchange's check (alertExpiryProblem). */
export const alertPutRequest = lazySchema(
  () =>
    z
      .object({ ...contentShape(), baseVersion: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })
      .superRefine(refineContent) satisfies z.ZodType<AlertPutRequest>,
);

/** DELETE API.alert(id): the version the delete was decided on. */
export const alertDeleteQuery = lazySchema(() => z.object({ version: strictInt().pipe(z.number().min(1)) }));
export type AlertDeleteQuery = z.input<typeof alertDeleteQuery>;

/** GET API.alerts's answer. */
export interface AlertList {
  alerts: Alert[];
}
export const alertListSchema = lazySchema(
  () => z.object({ alerts: z.array(alertSchema) }) satisfies z.ZodType<AlertList>,
);

// ---------------------------------------------------------------------------------------------------
// Refusals
// ---------------------------------------------------------------------------------------------------

export const ALERT_ERROR_CODES = {
  /**
   * The alert breaks alertProblem's rules, its expiry is out of range, it names another coin than its own,
   * or its drawing is not the member's on the coin or has no such line (HTTP 400); data AlertInvalid.
   */
  invalid: 'ALERT_INVALID',
  /** The member keeps ALERTS_PER_MEMBER_MAX alerts already (HTTP 409); data `{max}`. */
  tooMany: 'ALERT_LIMIT',
  /**
   * The write was made on another version than the stored one, or creates an id the member has (HTTP 409):
   * nothing changed; data AlertStale, the alert as it is now, for the app to show instead.
   */
  stale: 'ALERT_STALE',
  /** The member has no alert of that id (deleted, or never theirs; HTTP 404). */
  notFound: 'ALERT_NOT_FOUND',
} as const;
export type AlertError = keyof typeof ALERT_ERROR_CODES;
export type AlertErrorCode = (typeof ALERT_ERROR_CODES)[AlertError];

/** The refusals' messages; ALERT_INVALID says its problem's (alert-rules.ts ALERT_PROBLEM_MESSAGES). */
export const ALERT_ERROR_MESSAGES: Record<Exclude<AlertError, 'invalid'>, Texts> = {
  tooMany: {
    ko: `알림은 ${ALERTS_PER_MEMBER_MAX}개까지 둘 수 있습니다. 필요 없는 알림을 지운 뒤 다시 만들어 주세요.`,
    en: `You can keep at most ${ALERTS_PER_MEMBER_MAX} alerts. Delete some and try again.`,
  },
  stale: {
    ko: '다른 창에서 이 알림이 바뀌었습니다. 최신 알림을 불러왔습니다.',
    en: 'This alert was changed in another window. Its latest version is shown.',
  },
  notFound: { ko: '알림을 찾을 수 없습니다.', en: 'The alert was not found.' },
};

/** `data` of ALERT_INVALID. */
export const alertInvalidSchema = lazySchema(() => z.object({ problem: z.enum(ALERT_PROBLEMS) }));
export type AlertInvalid = z.infer<typeof alertInvalidSchema>;

/** `data` of ALERT_STALE: the alert as stored now. */
export const alertStaleSchema = lazySchema(() => z.object({ current: alertSchema }));
export type AlertStale = z.infer<typeof alertStaleSchema>;
