/**
 * The restrictions on coin held for Plus buy loans that belong to calls the simulator does not have yet
 * (withdrawals, chart spec §7; staking rewards): what may be withdrawn, the refusal of a withdrawal reaching
 * into loan coin, and the base of a staking reward. The coin a loan holds is locked in the ledger, so
 * what is free to withdraw is the balance less every lock.
 */
import { CREDIT_RESTRICTION_CODES, roundTo } from '../../contract';
import { decimalsOf } from '../trading/amounts';
import type { BalanceRow } from '../trading/ledger';

/** What may be withdrawn of a balance: the balance less what orders and loans hold locked. */
export function withdrawable(row: Pick<BalanceRow, 'coinType' | 'balance' | 'locked'>): number {
  return Math.max(0, roundTo(row.balance - row.locked, decimalsOf(row.coinType)));
}

export type WithdrawalProblem = 'insufficientBalance' | typeof CREDIT_RESTRICTION_CODES.withdrawal;

/**
 * Why a withdrawal of `amount` cannot go, or undefined: PLUS_BUY_WITHDRAWAL_BLOCKED when it would reach
 * into coin held for a loan (the rest of the balance is free or locked by orders), insufficientBalance
 * when it is more than the balance less the orders' locks anyway.
 */
export function withdrawalProblem(
  row: Pick<BalanceRow, 'coinType' | 'balance' | 'locked'>,
  loanQuantity: number,
  amount: number,
): WithdrawalProblem | undefined {
  if (amount <= withdrawable(row)) return undefined;
  const withoutLoans = roundTo(row.balance - (row.locked - loanQuantity), decimalsOf(row.coinType));
  return amount <= withoutLoans ? CREDIT_RESTRICTION_CODES.withdrawal : 'insufficientBalance';
}

/** The quantity a free staking reward is paid on: the balance less the coin held for loans. */
export function stakingRewardBase(balance: number, loanQuantity: number, coinType: string): number {
  return Math.max(0, roundTo(balance - loanQuantity, decimalsOf(coinType)));
}
