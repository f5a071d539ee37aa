/**
 * Decimals of the ledger's balances: KRW in whole won, coins (and coin-quoted amounts) in 8 decimals.
 * Every stored amount is rounded to them after each operation (contract/trading.ts roundTo), so equal
 * operations give equal results and the balance ≥ locked ≥ 0 constraints hold exactly.
 */
import { QUANTITY_DECIMALS } from '../../contract';
import { KRW_COIN_TYPE } from '../market/catalogue';

export const COIN_DECIMALS = QUANTITY_DECIMALS;

export function decimalsOf(coinType: string): number {
  return coinType === KRW_COIN_TYPE ? 0 : COIN_DECIMALS;
}
