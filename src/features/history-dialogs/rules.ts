/**
 * The history dialogs' rules (chart spec §4 "History dialog guidance", "Buttons and totals", "Fee reward",
 * "Smart-sell status", "Application state codes"; §5 "Re-application limits"; §9 fee display): plain
 * functions of the server's data, so the dialogs only show what these decide.
 */
import {
  applicationKindOf,
  KRW_COIN_TYPE,
  recordKind,
  type ApplicationKind,
  type ApplicationRecord,
  type ApplyCount,
  type CoinInfo,
  type FeeRewardInfo,
  type FeeRewardResult,
  type HistoryEntry,
  type RecordKind,
  type StateCode,
} from '../../../contract';
import { classifyLink } from '../../lib/links';

// ---------------------------------------------------------------------------------------------------
// The history detail
// ---------------------------------------------------------------------------------------------------

/** What the guidance of a coin deposit says, by its state code (§4). */
export type Guidance =
  | 'restricted'
  | 'review'
  | 'depositCompleted'
  | 'returnCancelled'
  | 'depositCancelled'
  | 'returnProcessed'
  | 'rejected'
  | 'returnApproved';

const GUIDANCE_BY_CODE: Partial<Record<StateCode, Guidance>> = {
  '04': 'restricted',
  '05': 'restricted',
  '11': 'review',
  '20': 'review',
  '22': 'review',
  '33': 'depositCompleted',
  '24': 'returnCancelled',
  '25': 'returnCancelled',
  '44': 'returnCancelled',
  '34': 'depositCancelled',
  '26': 'returnProcessed',
  '43': 'returnProcessed',
  '14': 'rejected',
  '41': 'returnApproved',
};

type GuidedEntry = Pick<HistoryEntry, 'processType' | 'coinType' | 'stateCode' | 'depositRequestDetail'>;

/**
 * The guidance of a deposit's detail, or null. Only coin deposits have one: the codes it reads are those
 * of the deposit and return applications, which KRW deposits never have (a KRW deposit's 34 is a plain
 * cancel, with nothing to return). 33 is shown only after an application (applyCount > 0).
 */
export function depositGuidance(entry: GuidedEntry): Guidance | null {
  if (recordKind(entry.processType, entry.coinType) !== 'coinIn') return null;
  const guidance = GUIDANCE_BY_CODE[entry.stateCode] ?? null;
  if (guidance === 'depositCompleted' && (entry.depositRequestDetail?.applyCount ?? 0) === 0) return null;
  return guidance;
}

/** §4: the codes whose total is struck through (cancelled or rejected), per kind of record. */
const STRUCK_CODES: Record<RecordKind, readonly StateCode[]> = {
  coinOut: ['02', '03', '04'],
  coinIn: ['34', '44'],
  krwOut: ['02'],
  krwIn: ['34'],
};

/** Whether two history entries are the same deposit or withdrawal (a sequence is per process type and coin). */
export function isSameEntry(
  a: Pick<HistoryEntry, 'seq' | 'processType' | 'coinType'>,
  b: Pick<HistoryEntry, 'seq' | 'processType' | 'coinType'>,
): boolean {
  return a.seq === b.seq && a.processType === b.processType && a.coinType === b.coinType;
}

export function isTotalStruck(entry: Pick<HistoryEntry, 'processType' | 'coinType' | 'stateCode'>): boolean {
  return STRUCK_CODES[recordKind(entry.processType, entry.coinType)].includes(entry.stateCode);
}

/** The fee line of the detail: an amount, the "free" label, or no line. */
export type FeeLine = { kind: 'amount'; quantity: number } | { kind: 'free' } | null;

/**
 * §9: a deposit shows its fee only when it is greater than 0; "a free label is shown for incoming
 * withdrawal records". The contract has no third kind of record beside deposits (IN) and withdrawals (OUT),
 * so we read the free label as belonging to the withdrawal side: a withdrawal always has a fee line, and
 * one that was charged nothing says "Free" rather than a bare 0 (which would read as missing data).
 */
export function feeLine(entry: Pick<HistoryEntry, 'processType' | 'feeQuantity'>): FeeLine {
  if (entry.feeQuantity > 0) return { kind: 'amount', quantity: entry.feeQuantity };
  return entry.processType === 'OUT' ? { kind: 'free' } : null;
}

/** §4 "Fee reward": fetched on opening a non-KRW withdrawal in state 01. */
export function hasFeeReward(entry: Pick<HistoryEntry, 'processType' | 'coinType' | 'stateCode'>): boolean {
  return recordKind(entry.processType, entry.coinType) === 'coinOut' && entry.stateCode === '01';
}

/** What the fee reward part of a withdrawal shows. */
export type FeeRewardView =
  | { kind: 'unavailable' }
  | { kind: 'possible' }
  | { kind: 'notPossible' }
  | { kind: 'completed'; points: number }
  | { kind: 'notQualified' };

/**
 * The outcome of an application (just made, or read back from the info) first; then whether the service
 * runs for this withdrawal at all, and whether one may still apply.
 */
export function feeRewardView(info: FeeRewardInfo, applied: FeeRewardResult | null = null): FeeRewardView {
  const status = applied?.rewardStatus ?? info.rewardStatus;
  if (status === 'COMPLETED')
    return { kind: 'completed', points: applied?.pointQuantity ?? info.pointQuantity ?? 0 };
  if (status === 'NOT_QUALIFIED') return { kind: 'notQualified' };
  if (!info.isRewardServiceAvailable) return { kind: 'unavailable' };
  return info.isRewardApplicationPossible ? { kind: 'possible' } : { kind: 'notPossible' };
}

/** The coin of a record: its symbol and name in the language, KRW for won, its coinType when unknown. */
export function coinLabel(
  coins: readonly CoinInfo[] | undefined,
  coinType: string,
  language: string,
): { symbol: string; name: string } {
  if (coinType === KRW_COIN_TYPE) return { symbol: 'KRW', name: 'KRW' };
  const coin = coins?.find((candidate) => candidate.coinType === coinType);
  if (!coin) return { symbol: coinType, name: coinType };
  return { symbol: coin.symbol, name: language === 'ko' ? coin.coinNm : coin.coinNmEn };
}

// ---------------------------------------------------------------------------------------------------
// Re-application (§5)
// ---------------------------------------------------------------------------------------------------

export type ReapplyDecision =
  | { kind: 'go' }
  | { kind: 'confirmReset' }
  | { kind: 'restricted' }
  | { kind: 'confirmCount'; count: number; limit: number };

/** §5, in its order: no application yet; no limit (documents reset); the limit reached; otherwise ask. */
export function reapplyDecision({ applyCount, applyLimitCount }: ApplyCount): ReapplyDecision {
  if (applyCount === 0) return { kind: 'go' };
  if (applyLimitCount === 0) return { kind: 'confirmReset' };
  if (applyCount >= applyLimitCount) return { kind: 'restricted' };
  return { kind: 'confirmCount', count: applyCount, limit: applyLimitCount };
}

/** After the "count/limit" confirm the count is asked again: only a reached limit stops the member now. */
export function afterRecheck(count: ApplyCount): 'go' | 'restricted' {
  return reapplyDecision(count).kind === 'restricted' ? 'restricted' : 'go';
}

// ---------------------------------------------------------------------------------------------------
// The application detail (§2 Plus buy 3, §4 "Application state codes")
// ---------------------------------------------------------------------------------------------------

export interface ApplicationView {
  /** The title: "Deposit application history" or "Return application history". */
  kind: ApplicationKind;
  showConsent: boolean;
  txIdIsLink: boolean;
}

/** Code 26 (returned by the exchange on its own) has no consent; only 43 (returned) links its TXID. */
export function applicationView(stateCode: StateCode): ApplicationView {
  return {
    kind: applicationKindOf(stateCode),
    showConsent: stateCode !== '26',
    txIdIsLink: stateCode === '43',
  };
}

export type ConsentKey = 'agreeRefundRequest' | 'agreePersonalInformation' | 'agreeNoMoneyLaundering';
export type Agreement = readonly [ConsentKey, boolean];

/**
 * The consents of the application the title names: a deposit application's (personal information, no
 * money laundering) or a return application's (the return request besides); none without its detail.
 */
export function consentsOf(
  kind: ApplicationKind,
  record: Pick<ApplicationRecord, 'depositRequestDetail' | 'refundRequestDetail'>,
): Agreement[] {
  const detail = kind === 'deposit' ? record.depositRequestDetail : record.refundRequestDetail;
  if (!detail) return [];
  const common: Agreement[] = [
    ['agreePersonalInformation', detail.isAgreePersonalInformation],
    ['agreeNoMoneyLaundering', detail.isAgreeNoMoneyLaundering],
  ];
  return 'isAgreeRefundRequest' in detail
    ? [['agreeRefundRequest', detail.isAgreeRefundRequest], ...common]
    : common;
}

/** Whether the record holds an application of the kind (a return by the exchange's own decision has none). */
export function hasApplication(
  kind: ApplicationKind,
  record: Pick<ApplicationRecord, 'depositRequestDetail' | 'refundRequestDetail'>,
): boolean {
  return (kind === 'deposit' ? record.depositRequestDetail : record.refundRequestDetail) !== null;
}

/** A document's image as a data: URL (§3 files: base64 content and its type). */
export function documentImageSrc(file: { examFileType: string; encodedFile: string }): string {
  return `data:${file.examFileType};base64,${file.encodedFile}`;
}

// ---------------------------------------------------------------------------------------------------
// Smart-sell (§3, §4)
// ---------------------------------------------------------------------------------------------------

/** §3: a negative fee is a discount, a positive one a premium; the amount is shown without its sign. */
export type SmartSellFee = { kind: 'discount' | 'premium'; amount: number } | { kind: 'none'; amount: 0 };

export function smartSellFee(fee: number): SmartSellFee {
  if (fee < 0) return { kind: 'discount', amount: -fee };
  if (fee > 0) return { kind: 'premium', amount: fee };
  return { kind: 'none', amount: 0 };
}

/** A TXID's explorer address from the server, only when it is a web address (never script or data URLs). */
export function explorerHref(url: string | null): string | null {
  if (!url) return null;
  const link = classifyLink(url, '');
  return link.kind === 'external' && /^https?:/.test(link.href) ? link.href : null;
}
