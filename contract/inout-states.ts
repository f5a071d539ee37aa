/**
 * Deposit and withdrawal records' state codes (chart spec §3, §4 state codes, fee reward, §5 applications):
 * the kinds of record, the codes each kind passes through and how a record moves between them, the
 * deposit and return applications, which codes are final or credit the member, and the flags the server
 * sets on a history entry. What each code means for each kind is chosen here once (contract/spec-readings.md).
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { KRW_COIN_TYPE } from './markets';
import { STATE_CODES, type StateCode } from './inout-state-codes';

// ---------------------------------------------------------------------------------------------------
// Records and their state codes
// ---------------------------------------------------------------------------------------------------

/** §3: processType of a history entry. */
export const PROCESS_TYPES = ['IN', 'OUT'] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];

export { STATE_CODES, type StateCode } from './inout-state-codes';
export const stateCodeSchema = lazySchema(() => z.enum(STATE_CODES));

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

export interface EntryFlags {
  isShowWithdrawCancelButton: boolean;
  isShowDepositRequestButton: boolean;
  isShowAssetRefundButton: boolean;
  isShowRequestDetailButton: boolean;
}
