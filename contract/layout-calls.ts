/**
 * The named layout calls (paths API.layouts, API.layout, API.layoutName, API.layoutDefault and
 * API.layoutCopy in rest.ts): a member's desks kept by the exchange, with their request and answer schemas
 * and their refusals with the messages. They follow the drawings' calls (drawing-calls.ts): the app picks
 * a layout's id, and each write of a layout names the version it was made on, so that a save made in one
 * window on a version another window has since replaced is refused with the layout as it is now (the app
 * reloads it; nothing is silently lost):
 *
 * - GET API.layouts: the member's layouts without their documents (LayoutList), oldest first.
 * - GET API.layout(id): one layout with its document (NamedLayout).
 * - PUT API.layout(id) layoutPutRequest: `baseVersion` 0 creates it (version 1; save as, import), the stored
 *   version updates its name and document (version + 1; save); answers it as stored.
 * - PUT API.layoutName(id) layoutRenameRequest: renames it at its version (version + 1); answers it.
 * - DELETE API.layout(id)?version: deletes it at that version; answers null. Deleting the default leaves the
 *   member with no default (the app opens its own arrangement), never another layout chosen for them.
 * - PUT API.layoutDefault(id): makes it the member's one default; DELETE API.layoutDefault(id): the member
 *   has no default (when it was the default; else nothing changes). Both answer the list. The default is
 *   the member's choice, not the layout's content: it changes no version.
 * - POST API.layoutCopy(id) layoutCopyRequest: a copy under the new id, named by copyName in the request's
 *   language ("Copy of …" / "… 사본"), version 1, not the default; answers the copy.
 *
 * Every change is published on the member's `layouts` channel (contract/socket.ts) as the whole list, so
 * that every window of the member, the writer's too, hears it. Refusals: not logged in (401 UNAUTHORIZED, as
 * every member call), a bad body (400 BAD_REQUEST), and LAYOUT_ERROR_CODES. Another member's layout id is
 * not found, as any id the member does not have: ids are the member's own.
 *
 * The answers' schemas are here, not yet in RESPONSE_SCHEMAS (responses.ts): that map is in every window's
 * first bytes, and a layout's answer reads its document with the migrations (layout-rules.ts), about 2.4 kB
 * gzip a page that no window calls yet. They join it with the app's layout menu, which decides where they load.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import {
  cleanLayoutName,
  LAYOUT_ID,
  layoutNameProblem,
  LAYOUTS_PER_MEMBER_MAX,
  type LayoutSummary,
} from './layout-names';
import { LAYOUT_PROBLEM_MESSAGES, LAYOUT_PROBLEMS, readLayoutDocument } from './layout-rules';
import { strictInt } from './payloads';
import type { Texts } from './texts';
import type { LayoutDocument } from './workspace-layout';

// ---------------------------------------------------------------------------------------------------
// Layouts
// ---------------------------------------------------------------------------------------------------

/** A layout's id in a path (LAYOUT_ID). */
export const layoutIdSchema = lazySchema(() => z.string().regex(LAYOUT_ID));

/** A named layout with its document, of the current version. */
export interface NamedLayout extends LayoutSummary {
  layout: LayoutDocument;
}

const isKeptName = (name: string) => cleanLayoutName(name) === name && layoutNameProblem(name) === null;

const summaryShape = () => ({
  id: layoutIdSchema,
  name: z.string().refine(isKeptName, 'a name as the exchange keeps it (layout-names.ts)'),
  version: z.number().int().min(1),
  isDefault: z.boolean(),
  updatedAt: z.number(),
});

export const layoutSummarySchema = lazySchema(
  () => z.object(summaryShape()) satisfies z.ZodType<LayoutSummary>,
);

/** A document read with readLayoutDocument: migrated to the current version, or refused with its problem. */
const documentSchema = lazySchema(() =>
  z.unknown().transform((value, ctx): LayoutDocument => {
    const read = readLayoutDocument(value);
    if (read.ok) return read.layout;
    ctx.addIssue({ code: 'custom', message: read.problem });
    return z.NEVER;
  }),
);

/** A layout as the exchange answers it (get, put, rename, copy, the stale refusal). */
export const namedLayoutSchema = lazySchema(() => z.object({ ...summaryShape(), layout: documentSchema }));

/** GET API.layouts's answer, and the default calls'. */
export interface LayoutList {
  layouts: LayoutSummary[];
}
export const layoutListSchema = lazySchema(
  () => z.object({ layouts: z.array(layoutSummarySchema) }) satisfies z.ZodType<LayoutList>,
);

const baseVersion = () => z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * PUT API.layout(id): its name, its document (any version: the exchange keeps it migrated) and the version it
 * was made on (0: a new layout). The name's and the document's rules (layout-rules.ts) are judged by the
 * exchange after this shape, each with its own problem; the body is at most LAYOUT_MAX_BYTES as JSON.
 */
export const layoutPutRequest = lazySchema(() =>
  z.object({ name: z.string(), layout: z.unknown(), baseVersion: baseVersion() }),
);
export type LayoutPutRequest = z.infer<typeof layoutPutRequest>;

/** PUT API.layoutName(id): the new name and the version it was decided on. */
export const layoutRenameRequest = lazySchema(() =>
  z.object({ name: z.string(), baseVersion: baseVersion().min(1) }),
);
export type LayoutRenameRequest = z.infer<typeof layoutRenameRequest>;

/** DELETE API.layout(id): the version the delete was decided on. */
export const layoutDeleteQuery = lazySchema(() => z.object({ version: strictInt().pipe(z.number().min(1)) }));
export type LayoutDeleteQuery = z.input<typeof layoutDeleteQuery>;

/** POST API.layoutCopy(id): the copy's id, chosen by the app. */
export const layoutCopyRequest = lazySchema(() => z.object({ id: layoutIdSchema }));
export type LayoutCopyRequest = z.infer<typeof layoutCopyRequest>;

// ---------------------------------------------------------------------------------------------------
// Refusals
// ---------------------------------------------------------------------------------------------------

export const LAYOUT_ERROR_CODES = {
  /** The name or the document breaks layout-rules.ts (HTTP 400); data LayoutInvalid, the problem. */
  invalid: 'LAYOUT_INVALID',
  /** The PUT's body is over LAYOUT_MAX_BYTES as JSON (HTTP 413); data `{maxBytes}`. */
  tooLarge: 'LAYOUT_TOO_LARGE',
  /** The member keeps LAYOUTS_PER_MEMBER_MAX layouts already (HTTP 409); data `{max}`. */
  tooMany: 'LAYOUT_LIMIT',
  /** Another layout of the member has the name, whatever its case (HTTP 409); data `{name}`, the one asked. */
  nameTaken: 'LAYOUT_NAME_TAKEN',
  /**
   * The write was made on another version than the stored one, or creates an id the member has (HTTP 409):
   * nothing changed; data LayoutStale, the layout as it is now, for the app to load instead.
   */
  stale: 'LAYOUT_STALE',
  /** The member has no layout of that id (deleted, or never theirs; HTTP 404). */
  notFound: 'LAYOUT_NOT_FOUND',
} as const;
export type LayoutError = keyof typeof LAYOUT_ERROR_CODES;
export type LayoutErrorCode = (typeof LAYOUT_ERROR_CODES)[LayoutError];

/** The refusals' messages; LAYOUT_INVALID says its problem's (layout-rules.ts LAYOUT_PROBLEM_MESSAGES). */
export const LAYOUT_ERROR_MESSAGES: Record<Exclude<LayoutError, 'invalid'>, Texts> = {
  tooLarge: LAYOUT_PROBLEM_MESSAGES['too-large'],
  tooMany: {
    ko: `레이아웃은 ${LAYOUTS_PER_MEMBER_MAX}개까지 저장할 수 있습니다. 필요 없는 레이아웃을 지운 뒤 다시 저장해 주세요.`,
    en: `You can keep at most ${LAYOUTS_PER_MEMBER_MAX} layouts. Delete one and save again.`,
  },
  nameTaken: {
    ko: '같은 이름의 레이아웃이 있습니다. 다른 이름을 입력해 주세요.',
    en: 'A layout of that name exists. Enter another name.',
  },
  stale: {
    ko: '다른 창에서 이 레이아웃이 바뀌었습니다. 최신 레이아웃을 불러왔습니다.',
    en: 'This layout was changed in another window. Its latest version is loaded.',
  },
  notFound: { ko: '레이아웃을 찾을 수 없습니다.', en: 'The layout was not found.' },
};

/** `data` of LAYOUT_INVALID. */
export const layoutInvalidSchema = lazySchema(() => z.object({ problem: z.enum(LAYOUT_PROBLEMS) }));
export type LayoutInvalid = z.infer<typeof layoutInvalidSchema>;

/** `data` of LAYOUT_STALE: the layout as stored now. */
export const layoutStaleSchema = lazySchema(() => z.object({ current: namedLayoutSchema }));
export type LayoutStale = z.infer<typeof layoutStaleSchema>;
