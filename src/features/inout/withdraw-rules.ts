/**
 * The withdraw forms' rules, mirroring the server's checks so the member hears them before sending: a coin
 * quantity has at most 8 decimals, reaches the network's minimum, and with the chosen fee fits in what is
 * withdrawable; the address is not empty; won are whole, within INOUT.krwMin–krwMax, and with the fixed fee
 * fit in the balance; a member with a trade password names it (six digits). Coin arithmetic runs on whole
 * units of 1e-8 (bigint), so 0.1 + 0.2 is 0.3.
 */
import { INOUT, type FeeLevel, type WithdrawNetwork } from '../../../contract/inout';
import { isTradePasswordEntry } from '../../../contract/trade-password';

const SCALE = 10n ** BigInt(INOUT.coinDecimals);
const QUANTITY_TEXT = /^(\d+)(?:\.(\d*))?$/;

/** A decimal text in units of 1e-8; null when it is no number or has more than 8 decimals. */
export function unitsOfText(text: string): bigint | null {
  const match = QUANTITY_TEXT.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > INOUT.coinDecimals) return null;
  return BigInt(match[1]!) * SCALE + BigInt(fraction.padEnd(INOUT.coinDecimals, '0'));
}

/** A server amount in units of 1e-8 (it keeps amounts to 8 decimals; anything finer is cut). */
export function unitsOf(value: number): bigint {
  const [whole, fraction = ''] = value.toFixed(INOUT.coinDecimals + 1).split('.');
  return BigInt(whole!) * SCALE + BigInt(fraction.slice(0, INOUT.coinDecimals));
}

/** Units as a plain decimal text without trailing zeros ("0.5", "12"), for a field's value. */
export function textOfUnits(units: bigint): string {
  const whole = units / SCALE;
  const fraction = (units % SCALE).toString().padStart(INOUT.coinDecimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

export const numberOfUnits = (units: bigint): number => Number(textOfUnits(units));

/** "max": what is withdrawable less the chosen fee, never below zero. */
export function maxQuantity(withdrawable: number, fee: number): bigint {
  const max = unitsOf(withdrawable) - unitsOf(fee);
  return max > 0n ? max : 0n;
}

export interface CoinWithdrawForm {
  address: string;
  secondAddress: string;
  quantity: string;
  feeLevel: FeeLevel;
}

export type QuantityProblem = 'empty' | 'invalid' | 'decimals' | 'belowMinimum' | 'insufficient';
export type AddressProblem = 'empty';

export interface CoinWithdrawCheck {
  address: AddressProblem | null;
  quantity: QuantityProblem | null;
  /** quantity + fee in units, when the quantity reads. */
  total: bigint | null;
}

export function checkCoinWithdraw(
  form: CoinWithdrawForm,
  network: WithdrawNetwork,
  withdrawable: number,
): CoinWithdrawCheck {
  const address = form.address.trim() ? null : 'empty';
  const fee = unitsOf(network.fees[form.feeLevel]);
  const text = form.quantity.trim();
  if (!text) return { address, quantity: 'empty', total: null };
  const units = unitsOfText(text);
  if (units === null) {
    const decimals = /^\d+\.\d+$/.test(text);
    return { address, quantity: decimals ? 'decimals' : 'invalid', total: null };
  }
  const total = units + fee;
  let quantity: QuantityProblem | null = null;
  if (units <= 0n) quantity = 'invalid';
  else if (units < unitsOf(network.minQuantity)) quantity = 'belowMinimum';
  else if (total > unitsOf(withdrawable)) quantity = 'insufficient';
  return { address, quantity, total };
}

export function isCoinWithdrawValid(check: CoinWithdrawCheck): boolean {
  return check.address === null && check.quantity === null;
}

export type KrwAmountProblem = 'empty' | 'invalid' | 'belowMinimum' | 'aboveMaximum' | 'insufficient';

export interface KrwAmountCheck {
  problem: KrwAmountProblem | null;
  amount: number | null;
}

/**
 * A won amount of a bank transfer. `withdrawable` is the won balance for a withdrawal (the amount and
 * the fixed fee must fit), or null for a deposit.
 */
export function checkKrwAmount(text: string, withdrawable: number | null): KrwAmountCheck {
  const trimmed = text.trim().replaceAll(',', '');
  if (!trimmed) return { problem: 'empty', amount: null };
  if (!/^\d+$/.test(trimmed)) return { problem: 'invalid', amount: null };
  const amount = Number(trimmed);
  if (amount < INOUT.krwMin) return { problem: 'belowMinimum', amount };
  if (amount > INOUT.krwMax) return { problem: 'aboveMaximum', amount };
  if (withdrawable !== null && amount + INOUT.krwWithdrawFee > withdrawable)
    return { problem: 'insufficient', amount };
  return { problem: null, amount };
}

export type TradePasswordEntryProblem = 'tradePassword';

/**
 * The trade password as typed (contract/trade-password.ts): six digits when it is asked (asksTradePassword:
 * a member who set one), else nothing to say.
 */
export function checkTradePasswordEntry(asked: boolean, text: string): TradePasswordEntryProblem | null {
  return asked && !isTradePasswordEntry(text) ? 'tradePassword' : null;
}
