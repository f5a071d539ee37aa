/**
 * The formats of the deposit and withdrawal screens (chart spec §9): coin amounts with 8 decimals (a zero
 * total as is), KRW as integers with thousands separators, points with separators and "P", and the
 * emphasis of long addresses (first and last 3 characters).
 */
import { INOUT } from '../../contract/inout';
import { KRW_COIN_TYPE } from '../../contract/markets';
import { formatNumber } from './format';

/** 0.5 → "0.50000000"; a zero is "0" (§9 "totals shown as-is when zero"). */
export function formatCoinAmount(value: number): string {
  if (value === 0) return '0';
  return formatNumber(value, INOUT.coinDecimals, 'down');
}

/** 1234567.8 → "1,234,567" (won are whole; a fraction is cut, never rounded up). */
export function formatKrw(value: number): string {
  return formatNumber(value, 0, 'down');
}

/** An amount of `coinType`: won whole with separators, a coin with 8 decimals. */
export function formatInoutAmount(value: number, coinType: string): string {
  return coinType === KRW_COIN_TYPE ? formatKrw(value) : formatCoinAmount(value);
}

/** 12345 → "12,345P". */
export function formatPoints(value: number): string {
  return `${formatNumber(value, 0, 'down')}P`;
}

/** An address cut for emphasis: `head` and `tail` are shown strong, `middle` plain. */
export interface AddressParts {
  head: string;
  middle: string;
  tail: string;
}

/** §9: an address over 6 characters has its first and last 3 emphasised; a shorter one is shown plain (null). */
export function emphasizedAddress(address: string): AddressParts | null {
  const chars = Array.from(address);
  if (chars.length <= INOUT.addressEmphasisOver) return null;
  const edge = INOUT.addressEmphasisEdge;
  return {
    head: chars.slice(0, edge).join(''),
    middle: chars.slice(edge, chars.length - edge).join(''),
    tail: chars.slice(chars.length - edge).join(''),
  };
}
