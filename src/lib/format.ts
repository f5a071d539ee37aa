/**
 * Pure number formatting for what the screens show: thousands separators, a fixed number of decimals,
 * signs and percentages (shell spec §9: percent with 2 decimals rounded down, plus sign when positive).
 * Callers decide the decimals (a price's come from its market's tick size, contract/markets.ts).
 */

/** Shown where a number is missing or not finite. */
export const NOT_AVAILABLE = '—';

/** Digits beyond the shown ones that are still read before cutting, so that binary noise
 * (1.15 stored as 1.149999…) is not cut into a wrong last digit. */
const NOISE_DIGITS = 6;

export type RoundingMode = 'round' | 'down';

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `value` with `decimals` decimals, as [sign, digits with separators]; 'down' cuts towards zero. */
function fixedParts(value: number, decimals: number, mode: RoundingMode): [negative: boolean, text: string] {
  const places = Math.max(0, Math.min(20, Math.trunc(decimals)));
  let text: string;
  if (mode === 'round') {
    text = Math.abs(value).toFixed(places);
  } else {
    const wide = Math.abs(value).toFixed(places + NOISE_DIGITS);
    text = places === 0 ? wide.slice(0, wide.indexOf('.')) : wide.slice(0, wide.length - NOISE_DIGITS);
  }
  const [integer = '0', fraction] = text.split('.');
  const grouped = fraction === undefined ? groupThousands(integer) : `${groupThousands(integer)}.${fraction}`;
  const isZero = !/[1-9]/.test(text);
  return [value < 0 && !isZero, grouped];
}

/** 1234567.5 → "1,234,567.50" with 2 decimals. Not finite → NOT_AVAILABLE. */
export function formatNumber(value: number, decimals: number, mode: RoundingMode = 'round'): string {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  const [negative, text] = fixedParts(value, decimals, mode);
  return negative ? `-${text}` : text;
}

/** Like formatNumber with a leading "+" when the shown value is above zero; zero has no sign. */
export function formatSignedNumber(value: number, decimals: number, mode: RoundingMode = 'round'): string {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  const [negative, text] = fixedParts(value, decimals, mode);
  if (negative) return `-${text}`;
  return /[1-9]/.test(text) ? `+${text}` : text;
}

/**
 * A change rate given in percent (1.239 means 1.239 %) as "+1.23%": 2 decimals rounded down (towards
 * zero, so a loss is never shown larger than it is), "+" when positive.
 */
export function formatRate(percent: number): string {
  if (!Number.isFinite(percent)) return NOT_AVAILABLE;
  return `${formatSignedNumber(percent, 2, 'down')}%`;
}
