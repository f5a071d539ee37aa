/**
 * Deposits and withdrawals (chart spec §2 Plus buy 3, §3 history entities, §4 state codes, fee
 * reward and smart-sell, §5 re-application limits, §7 calls, §8 errors, §9 formats; shell spec §9 points):
 * the records' state codes and how a record moves between them, the server's flags, the calls' shapes,
 * the limits both sides read and the errors the simulator answers.
 *
 * The spec names the codes and a few meanings (guidance, strike-through, deposit/return kind); what each
 * code means for each kind of record, and every path §7 leaves "not shown", is chosen here once
 * (contract/spec-readings.md).
 */
import { z } from 'zod';
import { KRW_COIN_TYPE } from './markets';
import { tradePasswordField } from './trade-password';
import { UPLOAD } from './widgets';
import type { Language, Texts } from './texts';

// ---------------------------------------------------------------------------------------------------
// Records and their state codes
// ---------------------------------------------------------------------------------------------------

/** §3: processType of a history entry. */
export const PROCESS_TYPES = ['IN', 'OUT'] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];

/** Every state code the spec names (§4). */
export const STATE_CODES = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '11',
  '14',
  '20',
  '22',
  '24',
  '25',
  '26',
  '32',
  '33',
  '34',
  '41',
  '43',
  '44',
] as const;
export type StateCode = (typeof STATE_CODES)[number];
export const stateCodeSchema = z.enum(STATE_CODES);

/** The four kinds of record; a code means something different in each. */
export const RECORD_KINDS = ['coinIn', 'coinOut', 'krwIn', 'krwOut'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export function recordKind(processType: ProcessType, coinType: string): RecordKind {
  const krw = coinType === KRW_COIN_TYPE;
  if (processType === 'IN') return krw ? 'krwIn' : 'coinIn';
  return krw ? 'krwOut' : 'coinOut';
}

/**
 * What each code means per kind of record (the project's reading; the spec fixes only the guidance,
 * strike-through and deposit/return groups of §4). Codes absent from a kind never occur on it.
 *
 * - coinIn: 01 confirming on chain, 02 credited; 04 held (sent from an unreported provider), 05 held
 *   (wallet of unclear source); the member then applies for the deposit (11 under review, 32 approved and
 *   being credited, 33 credited, 14 rejected, 34 cancelled by the exchange: return possible) or for its
 *   return (20 under review, 22 further review, 41 approved, 43 returned with a TXID, 24 cancelled by the
 *   member, 25 cancelled by the exchange, 44 return cancelled and the deposit voided); 26 returned by the
 *   exchange on its own, without an application.
 * - coinOut: 01 requested (cancel possible), 05 sent (TXID), 02 cancelled by the member, 03 rejected by
 *   the exchange, 04 failed on chain.
 * - krwIn: 01 waiting for the bank transfer, 02 credited, 34 cancelled.
 * - krwOut: 01 requested (cancel possible), 03 sent to the bank, 05 completed, 02 cancelled.
 */
export const STATE_CODES_BY_KIND: Record<RecordKind, readonly StateCode[]> = {
  coinIn: [
    '01',
    '02',
    '04',
    '05',
    '11',
    '14',
    '20',
    '22',
    '24',
    '25',
    '26',
    '32',
    '33',
    '34',
    '41',
    '43',
    '44',
  ],
  coinOut: ['01', '02', '03', '04', '05'],
  krwIn: ['01', '02', '34'],
  krwOut: ['01', '02', '03', '05'],
};

/**
 * Where the exchange may move a record from each code (the simulator's back office; the test-mode switch
 * and the simulator's own clock use it). A member's own moves are separate: cancel (01 → 02 on a
 * withdrawal), and the deposit and return applications (APPLICATION_FROM).
 */
export const STATE_TRANSITIONS: Record<RecordKind, Partial<Record<StateCode, readonly StateCode[]>>> = {
  coinIn: {
    '01': ['02', '04', '05'],
    '04': ['26'],
    '05': ['26'],
    '11': ['32', '14', '34'],
    '32': ['33'],
    '14': ['26'],
    '20': ['22', '41', '24', '25', '44'],
    '22': ['41', '24', '25', '44'],
    '41': ['43', '44'],
  },
  coinOut: { '01': ['05', '03', '04'] },
  krwIn: { '01': ['02', '34'] },
  krwOut: { '01': ['03'], '03': ['05'] },
};

export function canMove(kind: RecordKind, from: StateCode, to: StateCode): boolean {
  return STATE_TRANSITIONS[kind][from]?.includes(to) ?? false;
}

/** Codes from which a member may apply, and where the application puts the record. */
export const APPLICATION_KINDS = ['deposit', 'return'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export const APPLICATION_FROM: Record<ApplicationKind, readonly StateCode[]> = {
  deposit: ['04', '05', '14', '24', '25'],
  return: ['04', '05', '14', '24', '25', '34'],
};
export const APPLICATION_STATE: Record<ApplicationKind, StateCode> = { deposit: '11', return: '20' };

/** §4: 11, 14, 32, 33 and 34 belong to a deposit request; every other code of an application to a return. */
export const DEPOSIT_REQUEST_CODES: readonly StateCode[] = ['11', '14', '32', '33', '34'];

export function applicationKindOf(stateCode: StateCode): ApplicationKind {
  return DEPOSIT_REQUEST_CODES.includes(stateCode) ? 'deposit' : 'return';
}

/**
 * Codes of a coin deposit that has an application record behind it (the request-detail button): all but
 * confirming, credited and held (01, 02, 04, 05).
 */
export const APPLICATION_CODES: readonly StateCode[] = STATE_CODES_BY_KIND.coinIn.filter(
  (code) => !['01', '02', '04', '05'].includes(code),
);

/** A withdrawal the member may still cancel. */
export const CANCELLABLE_CODE: StateCode = '01';

/** Codes after which a record no longer changes. */
export function isFinalState(kind: RecordKind, code: StateCode): boolean {
  if (kind === 'coinIn') return ['02', '26', '33', '43', '44'].includes(code);
  return STATE_TRANSITIONS[kind][code] === undefined && code !== CANCELLABLE_CODE;
}

/** Codes that credit the record's total to the member's balance (a deposit) or that gave it back (a withdrawal). */
export const CREDITING_CODES: Record<RecordKind, readonly StateCode[]> = {
  coinIn: ['02', '33'],
  krwIn: ['02'],
  coinOut: ['02', '03', '04'],
  krwOut: ['02'],
};

/**
 * The fee reward taken back (§4 fee reward; the project's rule): the reward pays back the part of a
 * withdrawal's fee above the lowest level, so a withdrawal whose total comes back — cancelled by the
 * member (02), rejected (03) or failed on chain (04), the coinOut codes of CREDITING_CODES — paid no fee
 * and keeps no reward. The points it earned leave the member's balance in the transaction that moves the
 * record, with a point-history entry of the negative points (`feeRewardTakenBack`); the record keeps its
 * rewardStatus, so no second reward can be applied for it.
 *
 * Points already used (the point shop lies outside the simulator) do not stop it: the balance may fall
 * below zero, a debt of points that the next rewards pay first. Refusing is no choice: a member may
 * always cancel in 01 (the spec's cancel button depends on the code alone), and a rejection or a failure
 * is the exchange's, not the member's to refuse; leaving the points would make them a gift.
 */
export function feeRewardTakenBack(kind: RecordKind, code: StateCode, rewardPoints: number | null): number {
  return kind === 'coinOut' && CREDITING_CODES.coinOut.includes(code) ? (rewardPoints ?? 0) : 0;
}

/** The server's button flags of an entry (§3, §4 "Buttons"): computed from the kind and the code. */
export function entryFlags(kind: RecordKind, code: StateCode): EntryFlags {
  const coinIn = kind === 'coinIn';
  return {
    isShowWithdrawCancelButton: (kind === 'coinOut' || kind === 'krwOut') && code === CANCELLABLE_CODE,
    isShowDepositRequestButton: coinIn && APPLICATION_FROM.deposit.includes(code),
    isShowAssetRefundButton: coinIn && APPLICATION_FROM.return.includes(code),
    isShowRequestDetailButton: coinIn && APPLICATION_CODES.includes(code),
  };
}

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

const isoDateTime = z.iso.datetime({ offset: true });
const amount = z.number().finite().nonnegative();

export interface EntryFlags {
  isShowWithdrawCancelButton: boolean;
  isShowDepositRequestButton: boolean;
  isShowAssetRefundButton: boolean;
  isShowRequestDetailButton: boolean;
}

/** §3 depositRequestDetail. applyCount counts the deposit applications made so far. */
export const depositRequestDetailSchema = z.object({
  exchangeName: z.string(),
  firstAddress: z.string(),
  secondAddressName: z.string().nullable(),
  secondAddress: z.string().nullable(),
  applyCount: z.number().int().nonnegative(),
  isAgreePersonalInformation: z.boolean(),
  isAgreeNoMoneyLaundering: z.boolean(),
});
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
const networkNameKo = z.string().min(1).optional();
/** A memo/tag's name in Korean (데스티네이션 태그), as networkNameKo is the network's; null when none. */
const secondAddressNameKo = z.string().min(1).nullable().optional();

/** §3 refundRequestDetail. totalQuantity is what is sent back: quantity less feeQuantity. */
export const refundRequestDetailSchema = z.object({
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
});
export type RefundRequestDetail = z.infer<typeof refundRequestDetailSchema>;

/** §3 application history record (historyInfo): the inout application detail modal's data. */
export const applicationRecordSchema = z.object({
  seq: z.number().int().positive(),
  coinType: z.string(),
  stateCode: stateCodeSchema,
  depositRequestDetail: depositRequestDetailSchema.nullable(),
  refundRequestDetail: refundRequestDetailSchema.nullable(),
});
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
export const historyEntrySchema = z.object({
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
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The statement's filters (GET API.inoutHistory). Dates are KST calendar days, both ends included. */
export const STATEMENT_TYPES = ['ALL', 'IN', 'OUT'] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD');
export const statementQuery = z
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
  });
export type StatementQuery = z.input<typeof statementQuery>;

/** Days from one YYYY-MM-DD to another (calendar days, UTC arithmetic). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const statementSchema = z.object({
  entries: z.array(historyEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type Statement = z.infer<typeof statementSchema>;

/** §3 files response: the documents of an application, each base64 (§7). */
export const IMG_RECP_TYPES = ['DE', 'RE'] as const;
export type ImgRecpType = (typeof IMG_RECP_TYPES)[number];
export const IMG_RECP_TYPE_OF: Record<ApplicationKind, ImgRecpType> = { deposit: 'DE', return: 'RE' };

export const examFileSchema = z.object({
  examFileType: z.enum(UPLOAD.mediaTypes),
  originFileName: z.string(),
  encodedFile: z.string(),
  imgSeq: z.number().int().positive(),
});
export type ExamFile = z.infer<typeof examFileSchema>;
export const applicationFilesSchema = z.object({
  examFileList: z.array(examFileSchema),
  imgRecpTypeCd: z.enum(IMG_RECP_TYPES),
});
export type ApplicationFiles = z.infer<typeof applicationFilesSchema>;
export const applicationFilesQuery = z.object({ coinInSeq: z.coerce.number().int().positive() });

/** §3 apply-count response. applyLimitCount 0 means no limit (a new application resets the documents). */
export const applyCountSchema = z.object({
  applyCount: z.number().int().nonnegative(),
  applyLimitCount: z.number().int().nonnegative(),
});
export type ApplyCount = z.infer<typeof applyCountSchema>;

/** §3, §4 fee reward. */
export const REWARD_STATUSES = ['COMPLETED', 'NOT_QUALIFIED'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
export const feeRewardInfoSchema = z.object({
  isRewardServiceAvailable: z.boolean(),
  isRewardApplicationPossible: z.boolean(),
  /** The outcome once applied; null before. */
  rewardStatus: z.enum(REWARD_STATUSES).nullable(),
  /** Points earned once applied (0 for NOT_QUALIFIED); null before. */
  pointQuantity: z.number().int().nonnegative().nullable(),
});
export type FeeRewardInfo = z.infer<typeof feeRewardInfoSchema>;
export const feeRewardResultSchema = z.object({
  rewardStatus: z.enum(REWARD_STATUSES),
  pointQuantity: z.number().int().nonnegative(),
});
export type FeeRewardResult = z.infer<typeof feeRewardResultSchema>;

/** §3, §4 smart-sell. fee: negative is a discount, positive a premium (KRW). */
export const SMART_SELL_STATUSES = ['APPLYING', 'SOLD', 'FAIL'] as const;
export type SmartSellStatus = (typeof SMART_SELL_STATUSES)[number];
/** Why a smart sale failed (the simulator's reasons; failReason carries the text in the request's language). */
export const SMART_SELL_FAILURES = ['belowMinimum', 'notTradable', 'priceMoved'] as const;
export type SmartSellFailure = (typeof SMART_SELL_FAILURES)[number];
export const smartSellEntrySchema = z.object({
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
});
export type SmartSellEntry = z.infer<typeof smartSellEntrySchema>;
export const smartSellPageSchema = z.object({
  entries: z.array(smartSellEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type SmartSellPage = z.infer<typeof smartSellPageSchema>;
export const smartSellQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(INOUT.maxPageSize).default(INOUT.pageSize),
});
export type SmartSellQuery = z.input<typeof smartSellQuery>;

/** A coin's withdrawal terms on one network (the withdraw form). */
export const withdrawNetworkSchema = z.object({
  networkName: z.string(),
  networkNameKo,
  /** Fee per level, in the coin. */
  fees: z.object({ LOW: amount, STANDARD: amount, FAST: amount }),
  minQuantity: amount,
  /** The memo/tag's name on networks that need one (e.g. "Destination Tag"); null when none. */
  secondAddressName: z.string().nullable(),
  secondAddressNameKo,
});
export type WithdrawNetwork = z.infer<typeof withdrawNetworkSchema>;

/** GET API.inoutCoin: what the deposit and withdraw pages need of one coin (or KRW). */
export const inoutCoinSchema = z.object({
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
});
export type InoutCoin = z.infer<typeof inoutCoinSchema>;

// ---------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const quantity = z.number().finite().positive();

/**
 * POST API.withdraw: a coin withdrawal, after its SMS verification (withdrawCoin); a member with a trade
 * password names it (contract/blocks.ts TRADE_PASSWORD_ACTIONS).
 */
export const coinWithdrawRequest = z.object({
  coinType: z.string().min(1).max(20),
  networkName: text(40),
  address: text(INOUT.maxAddressLength),
  secondAddress: optionalText(INOUT.maxAddressLength),
  quantity,
  feeLevel: z.enum(FEE_LEVELS),
  tradePassword: tradePasswordField,
});
export type CoinWithdrawRequest = z.input<typeof coinWithdrawRequest>;

/** POST API.krwDeposit / API.krwWithdraw: an amount of won by bank transfer. */
export const krwTransferRequest = z.object({
  amount: z.number().int().min(INOUT.krwMin).max(INOUT.krwMax),
});
export type KrwTransferRequest = z.infer<typeof krwTransferRequest>;
/** POST API.krwWithdraw: the amount, and the trade password of a member who has one. */
export const krwWithdrawRequest = krwTransferRequest.extend({ tradePassword: tradePasswordField });
export type KrwWithdrawRequest = z.infer<typeof krwWithdrawRequest>;

/** §7 PUT withdraw/cancel. */
export const withdrawCancelRequest = z.object({
  coinOutSeq: z.number().int().positive(),
  coinType: z.string().min(1).max(20),
});
export type WithdrawCancelRequest = z.infer<typeof withdrawCancelRequest>;

const consent = z.literal(true, { error: 'consent is required' });
const attachmentIds = z.array(z.string().min(16).max(64)).min(1).max(UPLOAD.maxFiles);

/** POST API.depositApplication: apply for a held deposit to be credited. */
export const depositApplicationRequest = z.object({
  coinInSeq: z.number().int().positive(),
  exchangeName: text(INOUT.maxExchangeNameLength),
  firstAddress: text(INOUT.maxAddressLength),
  secondAddressName: optionalText(40),
  secondAddress: optionalText(INOUT.maxAddressLength),
  attachmentIds,
  isAgreePersonalInformation: consent,
  isAgreeNoMoneyLaundering: consent,
});
export type DepositApplicationRequest = z.input<typeof depositApplicationRequest>;

const refundApplicationFields = z.object({
  coinInSeq: z.number().int().positive(),
  refundType: z.enum(REFUND_TYPES),
  exchangeName: optionalText(INOUT.maxExchangeNameLength),
  networkName: text(40),
  firstAddress: text(INOUT.maxAddressLength),
  secondAddressName: optionalText(40),
  secondAddress: optionalText(INOUT.maxAddressLength),
  custType: z.enum(CUST_TYPES),
  corpName: optionalText(INOUT.maxNameLength),
  corpRepName: optionalText(INOUT.maxNameLength),
  attachmentIds,
  isAgreeRefundRequest: consent,
  isAgreePersonalInformation: consent,
  isAgreeNoMoneyLaundering: consent,
});

/**
 * A rule between fields that runs as soon as the fields it reads are well formed, whatever the others:
 * by default zod skips a refinement while any field has an issue, and the form would learn of it last.
 */
function whenParses(fields: z.ZodType) {
  return (payload: { value: unknown }) => fields.safeParse(payload.value).success;
}

/**
 * POST API.refundApplication: apply for a deposit to be returned. A corporation names itself and its
 * representative (each missing one is its own issue); the simulator takes the network fee from the
 * deposit (refundRequestDetail.feeQuantity).
 */
export const refundApplicationRequest = refundApplicationFields
  .refine((r) => r.custType === 'personal' || r.corpName, {
    message: 'a corporation names itself',
    path: ['corpName'],
    when: whenParses(refundApplicationFields.pick({ custType: true, corpName: true })),
  })
  .refine((r) => r.custType === 'personal' || r.corpRepName, {
    message: 'a corporation names its representative',
    path: ['corpRepName'],
    when: whenParses(refundApplicationFields.pick({ custType: true, corpRepName: true })),
  })
  .refine((r) => r.refundType === 'PERSONAL_WALLET' || r.exchangeName, {
    message: 'a return to an exchange names the exchange',
    path: ['exchangeName'],
    when: whenParses(refundApplicationFields.pick({ refundType: true, exchangeName: true })),
  });
export type RefundApplicationRequest = z.input<typeof refundApplicationRequest>;

// ---------------------------------------------------------------------------------------------------
// Test-mode switches
// ---------------------------------------------------------------------------------------------------

/** Admin: move a record to a code the exchange may move it to (STATE_TRANSITIONS). */
export const adminInoutStateRequest = z.object({
  seq: z.number().int().positive(),
  stateCode: stateCodeSchema,
});
export type AdminInoutStateRequest = z.infer<typeof adminInoutStateRequest>;

/** Admin: a coin arrives for a member, confirming (01) or held (04, 05). */
export const adminInoutDepositRequest = z.object({
  loginId: z.string().min(1),
  coinType: z.string().min(1).max(20),
  quantity,
  stateCode: z.enum(['01', '04', '05']),
});
export type AdminInoutDepositRequest = z.infer<typeof adminInoutDepositRequest>;

/** Admin: a smart sale for a member (APPLYING), or settle one (SOLD at the market or FAIL with a reason). */
export const adminSmartSellRequest = z.union([
  z.object({ loginId: z.string().min(1), coinType: z.string().min(1).max(20), coinAmt: quantity }),
  z.object({ seq: z.number().int().positive(), status: z.literal('SOLD') }),
  z.object({
    seq: z.number().int().positive(),
    status: z.literal('FAIL'),
    reason: z.enum(SMART_SELL_FAILURES),
  }),
]);
export type AdminSmartSellRequest = z.infer<typeof adminSmartSellRequest>;

// ---------------------------------------------------------------------------------------------------
// Errors (§8) and their messages
// ---------------------------------------------------------------------------------------------------

export const INOUT_ERROR_CODES = {
  /** §8 files: the documents are no longer kept; data `{imgRecpTypeCd}` may be absent. */
  filesGone: 'W-A-300',
  /** §8 fee reward: the reward would take the point balance over INOUT.maxPointBalance. */
  pointLimit: 'W-C-88',
  /** Cancel of a withdrawal that is no longer 01 (HTTP 409). */
  notCancellable: 'WITHDRAW_NOT_CANCELLABLE',
  /** An application from a code that allows none of that kind (HTTP 409). */
  applicationNotAllowed: 'APPLICATION_NOT_ALLOWED',
  /** An application past applyLimitCount (HTTP 409). */
  applyLimitReached: 'APPLY_LIMIT_REACHED',
  /** Fee reward on a withdrawal that cannot have one (not 01, KRW, already applied, excluded coin; HTTP 409). */
  rewardNotPossible: 'FEE_REWARD_NOT_POSSIBLE',
  /** A withdrawal under the network's minimum, or KRW outside INOUT.krwMin–krwMax (HTTP 400). */
  amountOutOfRange: 'INOUT_AMOUNT_OUT_OF_RANGE',
  /** An address the network does not accept (HTTP 400). */
  invalidAddress: 'INOUT_INVALID_ADDRESS',
  /** A coin that takes no deposits or withdrawals (delisted, upcoming) or an unknown network (HTTP 400). */
  unsupported: 'INOUT_UNSUPPORTED',
} as const;
export type InoutError = keyof typeof INOUT_ERROR_CODES;

export const INOUT_ERROR_MESSAGES: Record<InoutError, Texts> = {
  filesGone: {
    ko: '제출 서류의 보관 기간이 지나 서류를 불러올 수 없습니다.',
    en: 'The supporting documents are past their retention period and can no longer be shown.',
  },
  pointLimit: {
    ko: `포인트는 최대 ${INOUT.maxPointBalance.toLocaleString('en-US')}P까지 보유할 수 있습니다. 포인트샵에서 포인트를 사용한 뒤 다시 신청해 주세요.`,
    en: `You can hold up to ${INOUT.maxPointBalance.toLocaleString('en-US')} P. Please use points in the point shop, then apply again.`,
  },
  notCancellable: {
    ko: '이미 처리가 시작되어 출금을 취소할 수 없습니다.',
    en: 'The withdrawal is already being processed and can no longer be canceled.',
  },
  applicationNotAllowed: {
    ko: '현재 상태에서는 신청할 수 없습니다.',
    en: 'An application is not possible in the current state.',
  },
  applyLimitReached: {
    ko: '신청 가능 횟수를 모두 사용했습니다. 고객센터로 문의해 주세요.',
    en: 'You have used all applications allowed. Please contact customer support.',
  },
  rewardNotPossible: {
    ko: '수수료 리워드를 신청할 수 없는 출금입니다.',
    en: 'This withdrawal cannot receive a fee reward.',
  },
  amountOutOfRange: {
    ko: '신청 가능한 수량(금액)을 벗어났습니다.',
    en: 'The quantity (amount) is outside the allowed range.',
  },
  invalidAddress: { ko: '주소 형식이 올바르지 않습니다.', en: 'The address is not in a valid format.' },
  unsupported: {
    ko: '입출금을 지원하지 않는 자산 또는 네트워크입니다.',
    en: 'Deposits and withdrawals are not supported for this asset or network.',
  },
};

// ---------------------------------------------------------------------------------------------------
// Points (§8 fee reward, §9: 1 point = 1 KRW)
// ---------------------------------------------------------------------------------------------------

/**
 * Why points moved: the fee reward credits them, and takes them back when its withdrawal comes back
 * (feeRewardTakenBack, the only negative entry); the fee reward is the only source the simulator knows.
 */
export const POINT_REASONS = ['feeReward', 'feeRewardTakenBack'] as const;
export type PointReason = (typeof POINT_REASONS)[number];
export const pointEntrySchema = z.object({
  /** The withdrawal that earned (or gave back) the points; null when the source is not a withdrawal. */
  seq: z.number().int().positive().nullable(),
  /** Positive for a credit, negative for points taken back. */
  points: z.number().int(),
  createdAt: isoDateTime,
  reason: z.enum(POINT_REASONS),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;
/** GET API.pointHistory: the member's balance and point entries, newest first. */
export const pointHistorySchema = z.object({
  /** Below zero while points taken back are owed (feeRewardTakenBack). */
  balance: z.number().int(),
  /** INOUT.maxPointBalance, sent so the page shows the limit the server enforces. */
  maxBalance: z.number().int().positive(),
  entries: z.array(pointEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type PointHistory = z.infer<typeof pointHistorySchema>;
/** The same paging as the smart-sell list. */
export const pointHistoryQuery = smartSellQuery;
export type PointHistoryQuery = z.input<typeof pointHistoryQuery>;
