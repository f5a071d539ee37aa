/**
 * The errors the simulator answers to deposit and withdrawal calls (chart spec §8), with their messages in
 * both languages.
 */
import { INOUT } from './inout';
import type { Texts } from './texts';
import { groupDigits } from './digit-groups';

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
    ko: `포인트는 최대 ${groupDigits(INOUT.maxPointBalance)}P까지 보유할 수 있습니다. 포인트샵에서 포인트를 사용한 뒤 다시 신청해 주세요.`,
    en: `You can hold up to ${groupDigits(INOUT.maxPointBalance)} P. Please use points in the point shop, then apply again.`,
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
