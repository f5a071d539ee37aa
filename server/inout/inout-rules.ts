/**
 * The pure rules of deposits and withdrawals: what a move does to the balance, where the back office
 * moves a record by itself, the fee reward, a return's totals, a smart sale's settlement and the
 * statement's KST day range. The desk (inout-desk.ts) applies them.
 */
import {
  CREDITING_CODES,
  EXTERNAL_SITE_PATH,
  INOUT,
  KRW_COIN_TYPE,
  roundTo,
  type FeeLevel,
  type RecordKind,
  type RewardStatus,
  type StateCode,
} from '../../contract';

/**
 * What entering `code` does to the member's balance of the record's coin: a deposit's crediting code
 * credits its total; a withdrawal's total left the balance at request, so its crediting codes (cancelled,
 * rejected, failed) give it back. Every other move leaves the balance alone.
 */
export function balanceEffect(kind: RecordKind, code: StateCode, total: number): number {
  return CREDITING_CODES[kind].includes(code) ? total : 0;
}

/** What a new member request takes from the balance at once: a withdrawal its total, a deposit nothing. */
export function requestDebit(kind: RecordKind, total: number): number {
  return kind === 'coinOut' || kind === 'krwOut' ? total : 0;
}

/** The back office's own next move of a record it moves by itself (INOUT.autoAdvanceMs after the last). */
export const AUTO_NEXT: Record<RecordKind, Partial<Record<StateCode, StateCode>>> = {
  coinIn: { '01': '02' },
  coinOut: { '01': '05' },
  krwIn: { '01': '02' },
  krwOut: { '01': '03', '03': '05' },
};

/**
 * How long a record waits in its code before the back office's next move: a confirming coin deposit its
 * network's confirmations, one simulated block (INOUT.autoAdvanceMs.coinIn) each; every other record
 * INOUT.autoAdvanceMs of its kind.
 */
export function autoWaitMs(kind: RecordKind, confirmations: number): number {
  return kind === 'coinIn' ? confirmations * INOUT.autoAdvanceMs.coinIn : INOUT.autoAdvanceMs[kind];
}

/**
 * The code the back office moves a record to now, or undefined when it is not yet time or none
 * (`confirmations`: the deposit network's, for a coin deposit; 1 for any other record).
 */
export function autoNext(
  kind: RecordKind,
  code: StateCode,
  stateAtMs: number,
  nowMs: number,
  confirmations = 1,
): StateCode | undefined {
  const next = AUTO_NEXT[kind][code];
  return next !== undefined && nowMs - stateAtMs >= autoWaitMs(kind, confirmations) ? next : undefined;
}

/**
 * Where a coin deposit lands when it arrives: below its network's smallest deposit (the deposit page's
 * promise) it is not credited but recorded in 34 (§4 "deposit cancelled, return possible": its total is
 * struck through and the member may apply for its return); otherwise the code it arrived with.
 */
export const NOT_CREDITED_CODE: StateCode = '34';
export function arrivalCode(quantity: number, minDeposit: number, code: StateCode): StateCode {
  return quantity < minDeposit ? NOT_CREDITED_CODE : code;
}

/**
 * Coins whose withdrawals earn no fee reward (the project's choice): the stablecoins, whose fee is
 * already at cost. KRW never earns one.
 */
export const REWARD_EXCLUDED_SYMBOLS: readonly string[] = ['USDT', 'USDC'];

export function isRewardServiceAvailable(kind: RecordKind, symbol: string): boolean {
  return kind === 'coinOut' && !REWARD_EXCLUDED_SYMBOLS.includes(symbol);
}

export function isRewardApplicationPossible(
  available: boolean,
  code: StateCode,
  applied: RewardStatus | null,
): boolean {
  return available && code === '01' && applied === null;
}

/**
 * The reward of a withdrawal that paid `paidFee` at `level` where the lowest level costs `lowFee`: the
 * difference at the coin's KRW price, in whole points; the lowest level does not qualify.
 */
export function feeReward(
  level: FeeLevel,
  paidFee: number,
  lowFee: number,
  krwPrice: number,
): { rewardStatus: RewardStatus; pointQuantity: number } {
  if (level === 'LOW') return { rewardStatus: 'NOT_QUALIFIED', pointQuantity: 0 };
  const points = Math.floor(((paidFee - lowFee) * krwPrice) / INOUT.krwPerPoint);
  return { rewardStatus: 'COMPLETED', pointQuantity: Math.max(0, points) };
}

/** Whether `points` more would take the balance over INOUT.maxPointBalance (W-C-88). */
export function overPointLimit(balance: number, points: number): boolean {
  return balance + points > INOUT.maxPointBalance;
}

/** A return sends the deposit less the network's lowest fee; undefined when nothing would be left. */
export function refundTotals(
  quantity: number,
  lowFee: number,
): { quantity: number; feeQuantity: number; totalQuantity: number } | undefined {
  const totalQuantity = roundTo(quantity - lowFee, INOUT.coinDecimals);
  return totalQuantity > 0 ? { quantity, feeQuantity: lowFee, totalQuantity } : undefined;
}

/**
 * A smart sale settled at `quote` (KRW per coin): fee is a premium (positive) of 0.2 % on a sale under
 * 1,000,000 KRW and a discount (negative) of 0.1 % from there up; the member receives the sale's value
 * less the fee, in whole won.
 */
export const SMART_SELL_DISCOUNT_FROM_KRW = 1_000_000;
export function smartSellSettlement(
  coinAmt: number,
  quote: number,
): { quote: number; fee: number; krwAmt: number } {
  const gross = coinAmt * quote;
  const rate = gross >= SMART_SELL_DISCOUNT_FROM_KRW ? -0.001 : 0.002;
  const fee = Math.round(gross * rate);
  return { quote, fee, krwAmt: Math.max(0, Math.round(gross - fee)) };
}

/** The record's KRW value at request, in whole won. */
export function krwValue(coinType: string, total: number, krwPrice: number): number {
  return Math.round(coinType === KRW_COIN_TYPE ? total : total * krwPrice);
}

const DAY_MS = 86_400_000;
/** A KST calendar day range, both ends included, as [fromMs, toMs). */
export function kstDayRange(from: string, to: string): { fromMs: number; toMs: number } {
  return {
    fromMs: Date.parse(`${from}T00:00:00+09:00`),
    toMs: Date.parse(`${to}T00:00:00+09:00`) + DAY_MS,
  };
}

/** The simulator's explorer page of a transaction (never a real explorer's). */
export function explorerUrl(networkName: string, txId: string): string {
  return `${EXTERNAL_SITE_PATH}/explorer/${encodeURIComponent(networkName)}/${txId}`;
}
