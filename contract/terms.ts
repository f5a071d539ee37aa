/**
 * Terms documents (chart spec §2 "Dialogs of the app shell" and the /terms routes, §3 "Terms document
 * types", §5 "Terms dialog"; terms with dated versions): the document types, a document's dated versions, how
 * a version is asked for (the current one, the one in effect on a day, or one by id) and the answers.
 *
 * Spec readings (the spec lists the types only by name; the ids and meanings are chosen here):
 * - Ids are the spec's names in snake_case (`image information` → `image_information`); the four
 *   `policy_*` ids are kept as the spec writes them.
 * - Meanings: `terms` the terms of service; `api` the Open API terms; `customer` the privacy policy;
 *   `image_information` the fixed video device (CCTV) policy; `cash` the KRW deposit and withdrawal terms;
 *   `event` consent to personal information for events and marketing; `policy_c`/`policy_c_corp` consent
 *   to collecting and using personal information (individual/corporate member); `policy_e`/`policy_e_corp`
 *   consent to entrusting its processing; `customer_confirm_policy` the customer due diligence (KYC)
 *   policy; `regarding_price` the notice on price information; `unique_identification` consent to
 *   processing unique identification information; `vasp_detail`/`overseas_vasp_detail` the Korean and
 *   overseas virtual asset service providers a coin may be sent to; `withdraw_address_image`,
 *   `withdraw_etc_image`, `withdraw_sign` the documents and signature of a withdrawal application;
 *   `withdraw_transfer_*` a coin transfer's consents (agree: the transfer terms, collect: collecting the
 *   recipient's information, precaution: the cautions, third: providing it to the receiving provider) with
 *   bank-specific versions of agree and third for the two real-name account banks (`_nh` NH NongHyup,
 *   `_shinhan` Shinhan); `transfer_personal_agree` consent for a transfer to a personal wallet;
 *   `account_refuse`/`account_refuse_collect` the notice of a refused account and consent to collecting the
 *   information behind a refusal.
 * - A version takes effect on a KST calendar day. The current version is the newest in effect today; a
 *   version whose day has not come is not published (not listed, not answered).
 * - Versions are listed newest first. A day before the first version has no version (404).
 * - Bodies are rich text (the sanitiser's simple tags) with line-break placeholders (`\n`), sanitised
 *   and converted by the app, like the service-check notice.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const TERMS_TYPES = [
  'api',
  'cash',
  'customer',
  'event',
  'image_information',
  'policy_c',
  'policy_c_corp',
  'customer_confirm_policy',
  'policy_e',
  'policy_e_corp',
  'regarding_price',
  'terms',
  'unique_identification',
  'vasp_detail',
  'overseas_vasp_detail',
  'withdraw_address_image',
  'withdraw_etc_image',
  'withdraw_sign',
  'withdraw_transfer_agree',
  'withdraw_transfer_collect',
  'withdraw_transfer_precaution',
  'withdraw_transfer_third',
  'withdraw_transfer_agree_nh',
  'withdraw_transfer_third_nh',
  'withdraw_transfer_agree_shinhan',
  'withdraw_transfer_third_shinhan',
  'transfer_personal_agree',
  'account_refuse',
  'account_refuse_collect',
] as const;
export type TermsType = (typeof TERMS_TYPES)[number];
export const termsTypeSchema = lazySchema(() => z.enum(TERMS_TYPES));

export function isTermsType(text: string): text is TermsType {
  return (TERMS_TYPES as readonly string[]).includes(text);
}

/** A KST calendar day, YYYY-MM-DD (a real day: 2025-02-30 is refused). */
export const termsDateSchema = lazySchema(() => z.iso.date());

/** The version reference that asks for the version in effect today. */
export const TERMS_CURRENT = 'current';

/**
 * How a version is asked for (GET API.termsVersion's last segment): `current`, a day (the version in
 * effect that day) or a version id.
 */
export type TermsVersionRef =
  { kind: 'current' } | { kind: 'date'; date: string } | { kind: 'id'; versionId: number };

/** The reference in a path segment, or null when it is none of the three. */
export function parseTermsVersionRef(segment: string): TermsVersionRef | null {
  if (segment === TERMS_CURRENT) return { kind: 'current' };
  if (termsDateSchema.safeParse(segment).success) return { kind: 'date', date: segment };
  if (/^[1-9]\d{0,8}$/.test(segment)) return { kind: 'id', versionId: Number(segment) };
  return null;
}

/** One dated version as the list shows it. */
export const termsVersionSummarySchema = lazySchema(() =>
  z.object({
    versionId: z.number().int().positive(),
    type: termsTypeSchema,
    /** The KST day it took effect. */
    effectiveDate: termsDateSchema,
    title: z.string(),
  }),
);
export type TermsVersionSummary = z.infer<typeof termsVersionSummarySchema>;

/** GET API.termsHistory: a type's published versions, newest first, and which one is in effect. */
export const termsHistorySchema = lazySchema(() =>
  z.object({
    type: termsTypeSchema,
    currentVersionId: z.number().int().positive(),
    versions: z.array(termsVersionSummarySchema).min(1),
  }),
);
export type TermsHistory = z.infer<typeof termsHistorySchema>;

/** GET API.termsVersion: one version with its body (rich text, in the request's language). */
export const termsVersionSchema = lazySchema(() =>
  termsVersionSummarySchema.extend({
    /** Whether this is the version in effect today. */
    isCurrent: z.boolean(),
    body: z.string(),
  }),
);
export type TermsVersion = z.infer<typeof termsVersionSchema>;

/**
 * The version in effect on `date` (YYYY-MM-DD): the one with the latest effective day on or before it;
 * null before the first. Days compare as text (fixed-width ISO days sort as dates).
 */
export function versionInEffect<V extends { effectiveDate: string }>(
  versions: readonly V[],
  date: string,
): V | null {
  let found: V | null = null;
  for (const version of versions)
    if (version.effectiveDate <= date && (!found || version.effectiveDate > found.effectiveDate))
      found = version;
  return found;
}
