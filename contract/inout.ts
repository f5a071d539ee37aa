/**
 * Deposits and withdrawals (chart spec §2 Plus buy 3, §3 history entities, §4 state codes, fee
 * reward and smart-sell, §5 re-application limits, §7 calls, §8 errors, §9 formats; shell spec §9 points):
 * the records' state codes and how a record moves between them, the server's flags, the calls' shapes,
 * the limits both sides read and the errors the simulator answers.
 *
 * The spec names the codes and a few meanings (guidance, strike-through, deposit/return kind); what each
 * code means for each kind of record, and every path §7 leaves "not shown", is chosen here once
 * (contract/spec-readings.md).
 *
 * This file: limits, entities, statements and points; the state codes and how a record moves between them
 * are in inout-states.ts, the calls' request schemas in inout-requests.ts, the errors in inout-errors.ts.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { PROCESS_TYPES, stateCodeSchema, type ApplicationKind, type RecordKind } from './inout-states';
import { UPLOAD } from './widgets';
import type { Language } from './texts';
// ---------------------------------------------------------------------------------------------------
// Limits and constants
// ---------------------------------------------------------------------------------------------------

export const INOUT = {
  /** §9: coin amounts are shown with 8 decimals; the simulator keeps them to 8. */
  coinDecimals: 8,
  /** §9: a withdrawal under review takes up to 7 business days. */
  reviewBusinessDays: 7,
  /** §9: addresses longer than this show their first and last 3 characters emphasised. */
  addressEmphasisOver: 6,
  addressEmphasisEdge: 3,
  /** Statement pages: 20 rows by default, 100 at most. */
  pageSize: 20,
  maxPageSize: 100,
  /** The longest date range the statement answers, in days (one year). */
  maxRangeDays: 366,
  /** KRW by bank transfer: the amounts a request may name and the fixed withdrawal fee. */
  krwMin: 5_000,
  krwMax: 50_000_000,
  krwWithdrawFee: 1_000,
  /** How many applications of each kind a deposit allows by default; 0 means no limit (documents reset). */
  defaultApplyLimit: { deposit: 3, return: 3 } satisfies Record<ApplicationKind, number>,
  /** Shell §9: 1 point = 1 KRW. */
  krwPerPoint: 1,
  /** A member holds at most this many points; a reward beyond it is refused with W-C-88. */
  maxPointBalance: 1_000_000,
  /** Text fields of the application forms. */
  maxNameLength: 40,
  maxAddressLength: 128,
  maxExchangeNameLength: 60,
  /**
   * How long the simulator's back office takes by itself (it also moves records on the test-mode switch):
   * a coin withdrawal is sent after 10 minutes, a KRW deposit is credited after 1 minute, a KRW withdrawal
   * is sent after 1 minute and completed a minute later. A coin deposit confirms once its network's
   * confirmations (the deposit address entry's `confirmations`) have passed, one simulated block every
   * `coinIn` (the simulator's compressed block time, not a chain's).
   */
  autoAdvanceMs: {
    coinOut: 10 * 60_000,
    krwIn: 60_000,
    krwOut: 60_000,
    coinIn: 10_000,
  } satisfies Record<RecordKind, number>,
} as const;

/** Fee levels of a coin withdrawal: the fee reward pays back what a level above the lowest cost. */
export const FEE_LEVELS = ['LOW', 'STANDARD', 'FAST'] as const;
export type FeeLevel = (typeof FEE_LEVELS)[number];

// ---------------------------------------------------------------------------------------------------
// Entities (§3)
// ---------------------------------------------------------------------------------------------------

const isoDateTime = lazySchema(() => z.iso.datetime({ offset: true }));
const amount = lazySchema(() => z.number().finite().nonnegative());

/** §3 depositRequestDetail. applyCount counts the deposit applications made so far. */
export const depositRequestDetailSchema = lazySchema(() =>
  z.object({
    exchangeName: z.string(),
    firstAddress: z.string(),
    secondAddressName: z.string().nullable(),
    secondAddress: z.string().nullable(),
    applyCount: z.number().int().nonnegative(),
    isAgreePersonalInformation: z.boolean(),
    isAgreeNoMoneyLaundering: z.boolean(),
  }),
);
export type DepositRequestDetail = z.infer<typeof depositRequestDetailSchema>;

/** Who receives a return: the member as a person, or a corporation (corp name and representative). */
export const CUST_TYPES = ['personal', 'corporation'] as const;
export type CustType = (typeof CUST_TYPES)[number];

/** Where a return goes: back to a wallet on another exchange, or to a personal wallet. */
export const REFUND_TYPES = ['EXCHANGE', 'PERSONAL_WALLET'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

/**
 * A network's name in Korean (비트코인 for Bitcoin), beside networkName, the name every call carries and
 * the English pages show. An exchange that names a network in English only leaves it out.
 */
const networkNameKo = lazySchema(() => z.string().min(1).optional());
/** A memo/tag's name in Korean (데스티네이션 태그), as networkNameKo is the network's; null when none. */
const secondAddressNameKo = lazySchema(() => z.string().min(1).nullable().optional());

/** §3 refundRequestDetail. totalQuantity is what is sent back: quantity less feeQuantity. */
export const refundRequestDetailSchema = lazySchema(() =>
  z.object({
    refundType: z.enum(REFUND_TYPES),
    refundTypeName: z.string(),
    exchangeName: z.string(),
    networkName: z.string(),
    networkNameKo,
    firstAddress: z.string(),
    secondAddress: z.string().nullable(),
    secondAddressName: z.string().nullable(),
    secondAddressNameKo,
    txId: z.string().nullable(),
    txIdUrl: z.string().nullable(),
    custName: z.string(),
    custType: z.enum(CUST_TYPES),
    custTypeName: z.string(),
    corpName: z.string().nullable(),
    corpRepName: z.string().nullable(),
    quantity: amount,
    feeQuantity: amount,
    totalQuantity: amount,
    isAgreeRefundRequest: z.boolean(),
    isAgreePersonalInformation: z.boolean(),
    isAgreeNoMoneyLaundering: z.boolean(),
  }),
);
export type RefundRequestDetail = z.infer<typeof refundRequestDetailSchema>;

/** §3 application history record (historyInfo): the inout application detail modal's data. */
export const applicationRecordSchema = lazySchema(() =>
  z.object({
    seq: z.number().int().positive(),
    coinType: z.string(),
    stateCode: stateCodeSchema,
    depositRequestDetail: depositRequestDetailSchema.nullable(),
    refundRequestDetail: refundRequestDetailSchema.nullable(),
  }),
);
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;

/** What the member reads a network as in `language`: its Korean name on Korean pages when it has one. */
export function networkNameIn(
  network: { networkName: string; networkNameKo?: string | null | undefined },
  language: Language,
): string {
  return (language === 'ko' && network.networkNameKo) || network.networkName;
}

/** The memo/tag's name the member reads in `language`, as networkNameIn; null when the network needs none. */
export function secondAddressNameIn(
  network: { secondAddressName: string | null; secondAddressNameKo?: string | null | undefined },
  language: Language,
): string | null {
  if (network.secondAddressName === null) return null;
  return (language === 'ko' && network.secondAddressNameKo) || network.secondAddressName;
}

/**
 * §3 history entry. For a withdrawal totalQuantity = quantity + feeQuantity (what left the balance); for a
 * deposit totalQuantity = quantity (what arrived; a deposit's fee, when charged, is taken from it:
 * quantity = totalQuantity − feeQuantity). totalKrwValue is the total's KRW value at the request (integer).
 * stateMessage and stateDetailMessage are in the request's language.
 */
export const historyEntrySchema = lazySchema(() =>
  z.object({
    seq: z.number().int().positive(),
    coinType: z.string(),
    stateCode: stateCodeSchema,
    stateMessage: z.string(),
    stateDetailMessage: z.string(),
    processType: z.enum(PROCESS_TYPES),
    processTypeName: z.string(),
    requestDate: isoDateTime,
    completionDate: isoDateTime.nullable(),
    networkName: z.string().nullable(),
    networkNameKo,
    txId: z.string().nullable(),
    txIdUrl: z.string().nullable(),
    feeQuantity: amount,
    quantity: amount,
    totalQuantity: amount,
    totalKrwValue: z.number().int().nonnegative(),
    firstAddress: z.string().nullable(),
    secondAddress: z.string().nullable(),
    secondAddressName: z.string().nullable(),
    secondAddressNameKo,
    depositRequestDetail: depositRequestDetailSchema.nullable(),
    isShowWithdrawCancelButton: z.boolean(),
    isShowDepositRequestButton: z.boolean(),
    isShowAssetRefundButton: z.boolean(),
    isShowRequestDetailButton: z.boolean(),
  }),
);
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The statement's filters (GET API.inoutHistory). Dates are KST calendar days, both ends included. */
export const STATEMENT_TYPES = ['ALL', 'IN', 'OUT'] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];
const day = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD'));
export const statementQuery = lazySchema(() =>
  z
    .object({
      type: z.enum(STATEMENT_TYPES).default('ALL'),
      /** One coin, KRW, or every coin when absent. */
      coinType: z.string().min(1).max(20).optional(),
      from: day,
      to: day,
      page: z.coerce.number().int().min(1).default(1),
      size: z.coerce.number().int().min(1).max(INOUT.maxPageSize).default(INOUT.pageSize),
    })
    .refine((q) => q.from <= q.to, { message: 'the range starts after it ends', path: ['from'] })
    .refine((q) => daysBetween(q.from, q.to) < INOUT.maxRangeDays, {
      message: `the range is at most ${INOUT.maxRangeDays} days`,
      path: ['to'],
    }),
);
export type StatementQuery = z.input<typeof statementQuery>;

/** Days from one YYYY-MM-DD to another (calendar days, UTC arithmetic). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const statementSchema = lazySchema(() =>
  z.object({
    entries: z.array(historyEntrySchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    size: z.number().int().positive(),
  }),
);
export type Statement = z.infer<typeof statementSchema>;

/** §3 files response: the documents of an application, each base64 (§7). */
export const IMG_RECP_TYPES = ['DE', 'RE'] as const;
export type ImgRecpType = (typeof IMG_RECP_TYPES)[number];
export const IMG_RECP_TYPE_OF: Record<ApplicationKind, ImgRecpType> = { deposit: 'DE', return: 'RE' };

export const examFileSchema = lazySchema(() =>
  z.object({
    examFileType: z.enum(UPLOAD.mediaTypes),
    originFileName: z.string(),
    encodedFile: z.string(),
    imgSeq: z.number().int().positive(),
  }),
);
export type ExamFile = z.infer<typeof examFileSchema>;
export const applicationFilesSchema = lazySchema(() =>
  z.object({
    examFileList: z.array(examFileSchema),
    imgRecpTypeCd: z.enum(IMG_RECP_TYPES),
  }),
);
export type ApplicationFiles = z.infer<typeof applicationFilesSchema>;
export const applicationFilesQuery = lazySchema(() =>
  z.object({ coinInSeq: z.coerce.number().int().positive() }),
);

/** §3 apply-count response. applyLimitCount 0 means no limit (a new application resets the documents). */
export const applyCountSchema = lazySchema(() =>
  z.object({
    applyCount: z.number().int().nonnegative(),
    applyLimitCount: z.number().int().nonnegative(),
  }),
);
export type ApplyCount = z.infer<typeof applyCountSchema>;

/** §3, §4 fee reward. */
export const REWARD_STATUSES = ['COMPLETED', 'NOT_QUALIFIED'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
export const feeRewardInfoSchema = lazySchema(() =>
  z.object({
    isRewardServiceAvailable: z.boolean(),
    isRewardApplicationPossible: z.boolean(),
    /** The outcome once applied; null before. */
    rewardStatus: z.enum(REWARD_STATUSES).nullable(),
    /** Points earned once applied (0 for NOT_QUALIFIED); null before. */
    pointQuantity: z.number().int().nonnegative().nullable(),
  }),
);
export type FeeRewardInfo = z.infer<typeof feeRewardInfoSchema>;
export const feeRewardResultSchema = lazySchema(() =>
  z.object({
    rewardStatus: z.enum(REWARD_STATUSES),
    pointQuantity: z.number().int().nonnegative(),
  }),
);
export type FeeRewardResult = z.infer<typeof feeRewardResultSchema>;

/** §3, §4 smart-sell. fee: negative is a discount, positive a premium (KRW). */
export const SMART_SELL_STATUSES = ['APPLYING', 'SOLD', 'FAIL'] as const;
export type SmartSellStatus = (typeof SMART_SELL_STATUSES)[number];
/** Why a smart sale failed (the simulator's reasons; failReason carries the text in the request's language). */
export const SMART_SELL_FAILURES = ['belowMinimum', 'notTradable', 'priceMoved'] as const;
export type SmartSellFailure = (typeof SMART_SELL_FAILURES)[number];
export const smartSellEntrySchema = lazySchema(() =>
  z.object({
    seq: z.number().int().positive(),
    coinType: z.string(),
    coinName: z.string(),
    coinSymbol: z.string(),
    coinAmt: amount,
    requestDtm: isoDateTime,
    status: z.enum(SMART_SELL_STATUSES),
    failReason: z.string().nullable(),
    tradeDtm: isoDateTime.nullable(),
    quote: amount.nullable(),
    fee: z.number().finite().nullable(),
    krwAmt: amount.nullable(),
  }),
);
export type SmartSellEntry = z.infer<typeof smartSellEntrySchema>;
export const smartSellPageSchema = lazySchema(() =>
  z.object({
    entries: z.array(smartSellEntrySchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    size: z.number().int().positive(),
  }),
);
export type SmartSellPage = z.infer<typeof smartSellPageSchema>;
export const smartSellQuery = lazySchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(INOUT.maxPageSize).default(INOUT.pageSize),
  }),
);
export type SmartSellQuery = z.input<typeof smartSellQuery>;

/** A coin's withdrawal terms on one network (the withdraw form). */
export const withdrawNetworkSchema = lazySchema(() =>
  z.object({
    networkName: z.string(),
    networkNameKo,
    /** Fee per level, in the coin. */
    fees: z.object({ LOW: amount, STANDARD: amount, FAST: amount }),
    minQuantity: amount,
    /** The memo/tag's name on networks that need one (e.g. "Destination Tag"); null when none. */
    secondAddressName: z.string().nullable(),
    secondAddressNameKo,
  }),
);
export type WithdrawNetwork = z.infer<typeof withdrawNetworkSchema>;

/** GET API.inoutCoin: what the deposit and withdraw pages need of one coin (or KRW). */
export const inoutCoinSchema = lazySchema(() =>
  z.object({
    coinType: z.string(),
    coinSymbol: z.string(),
    coinName: z.string(),
    /** What may be withdrawn now: the balance less orders' and loans' locks. */
    withdrawable: amount,
    networks: z.array(withdrawNetworkSchema),
    /**
     * The member's deposit address per network (coins only), with what a depositor needs to know of the
     * network: the smallest deposit credited, in the coin, and the confirmations before it is credited.
     */
    depositAddresses: z.array(
      z.object({
        networkName: z.string(),
        networkNameKo,
        address: z.string(),
        secondAddress: z.string().nullable(),
        minDeposit: amount,
        confirmations: z.number().int().positive(),
      }),
    ),
    /** Point balance (the fee reward's points; below zero while points taken back are owed). */
    pointBalance: z.number().int(),
  }),
);
export type InoutCoin = z.infer<typeof inoutCoinSchema>;

// ---------------------------------------------------------------------------------------------------
// Points (§8 fee reward, §9: 1 point = 1 KRW)
// ---------------------------------------------------------------------------------------------------

/**
 * Why points moved: the fee reward credits them, and takes them back when its withdrawal comes back
 * (feeRewardTakenBack, the only negative entry); the fee reward is the only source the simulator knows.
 */
export const POINT_REASONS = ['feeReward', 'feeRewardTakenBack'] as const;
export type PointReason = (typeof POINT_REASONS)[number];
export const pointEntrySchema = lazySchema(() =>
  z.object({
    /** The withdrawal that earned (or gave back) the points; null when the source is not a withdrawal. */
    seq: z.number().int().positive().nullable(),
    /** Positive for a credit, negative for points taken back. */
    points: z.number().int(),
    createdAt: isoDateTime,
    reason: z.enum(POINT_REASONS),
  }),
);
export type PointEntry = z.infer<typeof pointEntrySchema>;
/** GET API.pointHistory: the member's balance and point entries, newest first. */
export const pointHistorySchema = lazySchema(() =>
  z.object({
    /** Below zero while points taken back are owed (feeRewardTakenBack). */
    balance: z.number().int(),
    /** INOUT.maxPointBalance, sent so the page shows the limit the server enforces. */
    maxBalance: z.number().int().positive(),
    entries: z.array(pointEntrySchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    size: z.number().int().positive(),
  }),
);
export type PointHistory = z.infer<typeof pointHistorySchema>;
/** The same paging as the smart-sell list. */
export const pointHistoryQuery = smartSellQuery;
export type PointHistoryQuery = z.input<typeof pointHistoryQuery>;
