/**
 * The drawing calls (contract/drawings.ts; paths API.drawings and API.drawing in rest.ts): their request
 * and answer schemas and their refusals with the messages. A member keeps drawings per coin; each write
 * names the version it was made on, so that of two windows editing one drawing the last write wins and a
 * write made on an older version is refused with the drawing as it is now (never silently lost):
 *
 * - GET API.drawings?key: the member's drawings of a coin, oldest first (a later one is drawn on top).
 * - PUT API.drawing(id) drawingPutRequest: `baseVersion` 0 creates the drawing (version 1), the stored
 *   version updates it (version + 1); answers the drawing as stored, with its `updatedAt`.
 * - DELETE API.drawing(id)?version: deletes it at that version; answers null.
 * - DELETE API.drawings?key: deletes every drawing of the coin, whatever their versions; answers the ids.
 *
 * Every change is published on the member's `drawings` channel (contract/socket.ts), so that every window
 * of the member, the writer's too, hears it at once. Refusals: not logged in (401 UNAUTHORIZED, as every
 * member call), an unknown coin (400 BAD_REQUEST, as favourites), and DRAWING_ERROR_CODES. Another
 * member's drawing id is not found, as any id the member does not have: ids are the member's own.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import {
  DRAWING_DASHES,
  DRAWING_MAX_BYTES,
  DRAWING_TOOLS,
  DRAWING_WIDTHS,
  DRAWINGS_PER_COIN_MAX,
} from './drawings';
import type { Drawing } from './drawings';
import {
  DRAWING_COLOR,
  DRAWING_ID,
  DRAWING_PROBLEMS,
  drawingProblem,
  type DrawingContent,
} from './drawing-rules';
import { groupDigits } from './digit-groups';
import { jsonBytes } from './json-bytes';
import { coinKeySchema, strictInt } from './payloads';
import type { Texts } from './texts';

// ---------------------------------------------------------------------------------------------------
// Drawings
// ---------------------------------------------------------------------------------------------------

const colorSchema = lazySchema(() => z.string().regex(DRAWING_COLOR));

/** A drawing's id in a path (DRAWING_ID). */
export const drawingIdSchema = lazySchema(() => z.string().regex(DRAWING_ID));

/** The content's fields as types; drawingProblem's rules are refined over them (the counts, the levels' tools). */
const contentShape = () => ({
  coin: coinKeySchema,
  tool: z.enum(DRAWING_TOOLS),
  anchors: z.array(z.object({ time: z.number(), price: z.number() })),
  style: z.object({
    color: colorSchema,
    width: z.literal(DRAWING_WIDTHS),
    dash: z.enum(DRAWING_DASHES),
    extendLeft: z.boolean(),
    extendRight: z.boolean(),
    fill: colorSchema.nullable(),
    text: z.string(),
    levels: z.array(z.object({ value: z.number(), color: colorSchema, visible: z.boolean() })).optional(),
  }),
  locked: z.boolean(),
  hidden: z.boolean(),
});

/** drawingProblem's answer as an issue (its message is the problem's name). */
function refineContent(value: unknown, ctx: z.RefinementCtx): void {
  const problem = drawingProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

/** A drawing as the exchange answers it (the PUT's answer, the list, the stale refusal, the socket's changes). */
export const drawingSchema = lazySchema(
  () =>
    z
      .object({
        id: drawingIdSchema,
        ...contentShape(),
        version: z.number().int().min(1),
        updatedAt: z.number(),
      })
      .superRefine(refineContent) satisfies z.ZodType<Drawing>,
);

/** PUT API.drawing(id): the drawing's content and the version it was made on (0: a new drawing). */
export type DrawingPutRequest = DrawingContent & { baseVersion: number };

/** PUT API.drawing(id), at most DRAWING_MAX_BYTES as JSON (json-bytes.ts). */
export const drawingPutRequest = lazySchema(
  () =>
    z
      .object({ ...contentShape(), baseVersion: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })
      .superRefine((value, ctx) => {
        if (jsonBytes(value) > DRAWING_MAX_BYTES)
          ctx.addIssue({ code: 'custom', message: `at most ${DRAWING_MAX_BYTES} bytes` });
        refineContent(value, ctx);
      }) satisfies z.ZodType<DrawingPutRequest>,
);

/** GET API.drawings (the coin's drawings) and DELETE API.drawings (all of them). */
export const drawingsQuery = lazySchema(() => z.object({ key: coinKeySchema }));
export type DrawingsQuery = z.input<typeof drawingsQuery>;

/** DELETE API.drawing(id): the version the delete was decided on. */
export const drawingDeleteQuery = lazySchema(() =>
  z.object({ version: strictInt().pipe(z.number().min(1)) }),
);
export type DrawingDeleteQuery = z.input<typeof drawingDeleteQuery>;

/** GET API.drawings's answer. */
export interface DrawingList {
  drawings: Drawing[];
}
export const drawingListSchema = lazySchema(
  () => z.object({ drawings: z.array(drawingSchema) }) satisfies z.ZodType<DrawingList>,
);

/** DELETE API.drawings's answer: the ids of the drawings it deleted. */
export interface DrawingsDeleted {
  deleted: string[];
}
export const drawingsDeletedSchema = lazySchema(
  () => z.object({ deleted: z.array(drawingIdSchema) }) satisfies z.ZodType<DrawingsDeleted>,
);

// ---------------------------------------------------------------------------------------------------
// Refusals
// ---------------------------------------------------------------------------------------------------

export const DRAWING_ERROR_CODES = {
  /** The drawing breaks drawingProblem's rules, or names another coin than its own (HTTP 400); data DrawingInvalid. */
  invalid: 'DRAWING_INVALID',
  /** The PUT's body is over DRAWING_MAX_BYTES as JSON (HTTP 413); data `{maxBytes}`. */
  tooLarge: 'DRAWING_TOO_LARGE',
  /** The member keeps DRAWINGS_PER_COIN_MAX drawings on the coin already (HTTP 409); data `{max}`. */
  tooMany: 'DRAWING_LIMIT',
  /**
   * The write was made on another version than the stored one, or creates an id the member has (HTTP 409):
   * nothing changed; data DrawingStale, the drawing as it is now, for the app to show instead.
   */
  stale: 'DRAWING_STALE',
  /** The member has no drawing of that id (deleted, or never theirs; HTTP 404). */
  notFound: 'DRAWING_NOT_FOUND',
} as const;
export type DrawingError = keyof typeof DRAWING_ERROR_CODES;
export type DrawingErrorCode = (typeof DRAWING_ERROR_CODES)[DrawingError];

/** The refusals' messages; DRAWING_INVALID says its problem's (drawing-rules.ts DRAWING_PROBLEM_MESSAGES). */
export const DRAWING_ERROR_MESSAGES: Record<Exclude<DrawingError, 'invalid'>, Texts> = {
  tooLarge: {
    ko: `그림 하나의 정보는 ${groupDigits(DRAWING_MAX_BYTES)}바이트를 넘을 수 없습니다. 글이나 레벨을 줄여 주세요.`,
    en: `A drawing may take at most ${groupDigits(DRAWING_MAX_BYTES)} bytes. Shorten its text or levels.`,
  },
  tooMany: {
    ko: `한 코인에는 그림을 ${DRAWINGS_PER_COIN_MAX}개까지 둘 수 있습니다. 필요 없는 그림을 지운 뒤 다시 그려 주세요.`,
    en: `A coin holds at most ${DRAWINGS_PER_COIN_MAX} drawings. Delete some and draw again.`,
  },
  stale: {
    ko: '다른 창에서 이 그림이 바뀌었습니다. 최신 그림을 불러왔습니다.',
    en: 'This drawing was changed in another window. Its latest version is shown.',
  },
  notFound: { ko: '그림을 찾을 수 없습니다.', en: 'The drawing was not found.' },
};

/** `data` of DRAWING_INVALID. */
export const drawingInvalidSchema = lazySchema(() => z.object({ problem: z.enum(DRAWING_PROBLEMS) }));
export type DrawingInvalid = z.infer<typeof drawingInvalidSchema>;

/** `data` of DRAWING_STALE: the drawing as stored now. */
export const drawingStaleSchema = lazySchema(() => z.object({ current: drawingSchema }));
export type DrawingStale = z.infer<typeof drawingStaleSchema>;
