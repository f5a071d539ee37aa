/**
 * Amount rounding of the ledger. KRW is kept in whole won, coins and coin-quoted amounts in 8 decimals;
 * every stored amount is rounded after each operation so that equal operations give equal results and the
 * balance ≥ locked ≥ 0 constraints hold exactly.
 */
import { KRW_COIN_TYPE } from '../market/catalogue';

export const COIN_DECIMALS = 8;

export function decimalsOf(coinType: string): number {
  return coinType === KRW_COIN_TYPE ? 0 : COIN_DECIMALS;
}

/** Tolerance against binary noise before floor/ceil (0.1 + 0.2 must not ceil to the next unit). */
const NOISE = 1e-9;

export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

export function floorTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.floor(value * scale + NOISE) / scale;
}

export function ceilTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.ceil(value * scale - NOISE) / scale;
}
