/**
 * The frame around every page (shell spec §2.2–§2.4, §3, §7, §9): the calls behind the header, the
 * all-menu, the user panel and the blocked-endpoint guard, their answers, and the constants both sides
 * read. Where the spec says a path or a value is "not shown", the choice made here is the project's
 * (contract/spec-readings.md).
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

const HOUR_MS = 60 * 60 * 1000;

export const SHELL = {
  /** §2.2, §9: the notice entry carries its "new" dot while the latest notice is younger than this. */
  newNoticeWindowMs: 72 * HOUR_MS,
  /** §9: banners (premium grade, new-deposit support) advance every 2,000 ms and loop with 2 slides or more. */
  bannerAutoplayMs: 2_000,
  /** §8, §9: the blocked-endpoint notice stays 9 s. */
  blockedNoticeMs: 9_000,
  /** §7: the block-status call names the client kind; this workstation is the PC web client. */
  endpointType: 'PC',
  /** §4: the limit-raise tab shows for this limit type only… */
  limitAccountType: 'LIMIT_ACCOUNT',
  /** …and only when the limit-raise condition is this case. */
  limitRaiseOpenCase: '05',
  /** Longest path the block-status call accepts (a route path, lowercased by the app). */
  maxBlockPathLength: 512,
  /** How many notices the notice call answers at most (newest first). */
  noticePageSize: 20,
} as const;

/** §3 "Limit type": the member's limit account kind. GENERAL is the project's name for "no limit". */
export const LIMIT_CUST_TYPES = ['LIMIT_ACCOUNT', 'GENERAL'] as const;
export type LimitCustType = (typeof LIMIT_CUST_TYPES)[number];

/**
 * §3 "Limit-raise condition": statusOfRaiseLimitLineCondition. The spec names only case 05 (the member
 * may request a raise); 01–04 are the project's cases of "not yet", each with its reason.
 */
export const LIMIT_RAISE_CASES = ['01', '02', '03', '04', '05'] as const;
export type LimitRaiseCase = (typeof LIMIT_RAISE_CASES)[number];

/** §3 "Premium grade banner": the two grade groups that see it (UserInfo.gradeGroup names the same). */
export const PREMIUM_GROUPS = ['ALL_VOUCHER', 'PREMIUM_BENEFIT'] as const;
export type PremiumGroup = (typeof PREMIUM_GROUPS)[number];

/**
 * The exchange's pages outside the app (§2.2 "external links", §2.3 social links and contact entries),
 * each served at EXTERNAL_SITE_PATH/{id} (rest.ts). The support phone number is omitted (§2.3).
 */
export const EXTERNAL_PAGE_IDS = [
  // Customer support, group 1 (§2.2)
  'notice',
  'press',
  'trend',
  'manual',
  'report',
  // Customer support, other external links (§2.2)
  'investment-warning',
  'listing-support',
  'open-api',
  'token-spec',
  'whitepaper',
  // Footer social links (§2.3)
  'telegram',
  'blog',
  'video',
  'chat',
  'photo',
  'facebook',
  'x',
  // Footer contact entries (§2.3; listing is listing-support above)
  'partnership',
  'tip',
  'privacy-center',
  'phone-support',
  'chat-consultation',
  'investor-protection',
  // The app's download page: the check-customer-confirm block's dialog sends the member there (contract/blocks.ts).
  'app-download',
] as const;
export type ExternalPageId = (typeof EXTERNAL_PAGE_IDS)[number];

const isoDateTime = lazySchema(() => z.iso.datetime({ offset: true }));

/** GET premium grade: the member's group (null outside the two groups) and its banner slides. */
export const premiumGradeSchema = lazySchema(() =>
  z.object({
    groupName: z.enum(PREMIUM_GROUPS).nullable(),
    banners: z.array(
      z.object({
        bannerId: z.number().int(),
        /** Image of the slide (served by the exchange). */
        bannerUrl: z.string().min(1),
        /** Alternative text of the image, in the request's language. */
        title: z.string(),
        /** In-app path the slide opens. */
        linkPath: z.string().startsWith('/'),
      }),
    ),
  }),
);
export type PremiumGrade = z.infer<typeof premiumGradeSchema>;

/** GET coin-inout latest (§7 "list of coinType"): coins newly supported for deposit, newest first. */
export const coinInoutLatestSchema = lazySchema(() => z.array(z.object({ coinType: z.string().min(1) })));
export type CoinInoutLatest = z.infer<typeof coinInoutLatestSchema>;

/** GET notices: the newest notices (at most SHELL.noticePageSize), newest first; titles in the request's language. */
export const noticeSchema = lazySchema(() =>
  z.object({
    noticeId: z.number().int(),
    title: z.string(),
    publicationDateTime: isoDateTime,
  }),
);
export type Notice = z.infer<typeof noticeSchema>;
export const noticesSchema = lazySchema(() => z.array(noticeSchema));

/** GET competition summary: how many ranking competitions are displayed now. */
export const competitionSummarySchema = lazySchema(() =>
  z.object({
    displayingCompetitionCount: z.number().int().min(0),
  }),
);
export type CompetitionSummary = z.infer<typeof competitionSummarySchema>;

/** GET limit type (member). */
export const limitTypeSchema = lazySchema(() => z.object({ limitCustType: z.enum(LIMIT_CUST_TYPES) }));
export type LimitType = z.infer<typeof limitTypeSchema>;

/** GET limit-raise condition (member). */
export const limitRaiseConditionSchema = lazySchema(() =>
  z.object({
    statusOfRaiseLimitLineCondition: z.enum(LIMIT_RAISE_CASES),
  }),
);
export type LimitRaiseCondition = z.infer<typeof limitRaiseConditionSchema>;

/** The block-status query (§7): endpointType PC and the current path, lowercased. */
export const blockStatusQuery = lazySchema(() =>
  z.object({
    endpointType: z.literal(SHELL.endpointType),
    path: z
      .string()
      .startsWith('/')
      .max(SHELL.maxBlockPathLength)
      .refine((path) => path === path.toLowerCase(), 'the path must be lowercased'),
  }),
);
export type BlockStatusQuery = z.infer<typeof blockStatusQuery>;

/** §3 "Block status": whether the path is blocked for this member, and the notice to show (request's language). */
export const blockStatusSchema = lazySchema(() =>
  z.object({
    blocked: z.boolean(),
    notice: z.string().nullable(),
  }),
);
export type BlockStatus = z.infer<typeof blockStatusSchema>;

/**
 * §3 "Balance-complete modal params" (less isMyAssetPage, which is where the app shows it): a KRW deposit
 * interest payment the member has not seen yet. Amounts in KRW: preTaxIncome − sumOfTax = interest.
 */
export const interestPaymentSchema = lazySchema(() =>
  z.object({
    paymentId: z.number().int(),
    interest: z.number().min(0),
    preTaxIncome: z.number().min(0),
    sumOfTax: z.number().min(0),
    paidAt: isoDateTime,
  }),
);
export type InterestPayment = z.infer<typeof interestPaymentSchema>;

/** GET unseen interest payment: the oldest one not yet shown, or null. */
export const unseenInterestSchema = lazySchema(() => z.object({ payment: interestPaymentSchema.nullable() }));
export type UnseenInterest = z.infer<typeof unseenInterestSchema>;

// ---------------------------------------------------------------------------------------------------
// Test-mode switches (admin, loopback only)
// ---------------------------------------------------------------------------------------------------

/** Publishes a notice now (or at publishedAt), so the all-menu's "new" dot can be seen. */
export const adminNoticeRequest = lazySchema(() =>
  z.object({
    title: z.string().trim().min(1).max(200),
    titleEn: z.string().trim().min(1).max(200),
    publishedAt: isoDateTime.optional(),
  }),
);
export type AdminNoticeRequest = z.infer<typeof adminNoticeRequest>;

/** Sets how many ranking competitions are displayed (0 hides the ranking event entry). */
export const adminCompetitionRequest = lazySchema(() =>
  z.object({
    displayingCompetitionCount: z.number().int().min(0).max(100),
  }),
);

/** Blocks or unblocks a path for every member (loginId absent) or one member; notices in ko and en. */
export const adminEndpointBlockRequest = lazySchema(() =>
  z.object({
    path: blockStatusQuery.shape.path,
    blocked: z.boolean(),
    loginId: z.string().min(1).optional(),
    notice: z.string().trim().min(1).max(500).optional(),
    noticeEn: z.string().trim().min(1).max(500).optional(),
  }),
);
export type AdminEndpointBlockRequest = z.infer<typeof adminEndpointBlockRequest>;

/** Pays a member KRW deposit interest now (credited to KRW; the balance-complete modal shows it once). */
export const adminInterestRequest = lazySchema(() =>
  z.object({
    loginId: z.string().min(1),
    preTaxIncome: z.number().int().positive().max(1_000_000_000),
  }),
);
export type AdminInterestRequest = z.infer<typeof adminInterestRequest>;

/** Withholding on deposit interest, per mille (the project's figure: 15.4 %, Korean interest income tax). */
export const INTEREST_TAX_PER_MILLE = 154;

/** Tax and net interest of a whole-won pre-tax amount (tax rounded down, as a payer withholds). */
export function interestAfterTax(preTaxIncome: number): { sumOfTax: number; interest: number } {
  const sumOfTax = Math.floor((preTaxIncome * INTEREST_TAX_PER_MILLE) / 1000);
  return { sumOfTax, interest: preTaxIncome - sumOfTax };
}
