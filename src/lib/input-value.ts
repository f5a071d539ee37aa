/**
 * Pure rules of the shared input (chart spec §5): how an edit becomes the field's value (validator,
 * decimals, integer length, leading zeros), how a value is shown (thousands separators), finished on blur
 * (fixed decimals) and checked against min and max. Values are plain text without separators
 * ("1234.5"); only the shown text has them ("1,234.5").
 */
import { filterEdit, validatorRule, type ValidatorName } from './validators';

export interface InputValueOptions {
  validate?: ValidatorName;
  /** Number validators: most digits in the integer part. Others: most characters. */
  maxLength?: number;
  /** Most decimals of a decimal number (0: no decimal point). */
  maxDecimal?: number;
  /** Pad the decimals with zeros up to maxDecimal when the field is finished. */
  fixedDecimal?: boolean;
  /** Keep leading zeros ("007"); otherwise "05" becomes "5" and ".5" becomes "0.5". */
  zeroStart?: boolean;
}

export interface EditResult {
  value: string;
  /** Characters were removed from the edit or the edit was refused. */
  stripped: boolean;
}

const GROUP_SEPARATOR = /,/g;

function numericKind(options: InputValueOptions): 'integer' | 'decimal' | undefined {
  if (!options.validate) return undefined;
  const kind = validatorRule(options.validate).numeric;
  return kind === 'decimal' && options.maxDecimal === 0 ? 'integer' : kind;
}

function isGrouped(options: InputValueOptions): boolean {
  return options.validate !== undefined && validatorRule(options.validate).grouped === true;
}

/**
 * Digits and at most one point as a number text within the limits: later points dropped, the integer
 * part cut to maxLength digits, the decimals to maxDecimal, leading zeros removed unless zeroStart.
 */
export function limitNumberText(
  text: string,
  kind: 'integer' | 'decimal',
  options: Pick<InputValueOptions, 'maxLength' | 'maxDecimal' | 'zeroStart'> = {},
): string {
  const point = kind === 'decimal' ? text.indexOf('.') : -1;
  let integer = (point < 0 ? text : text.slice(0, point)).replace(/\D/g, '');
  let decimals = point < 0 ? null : text.slice(point + 1).replace(/\D/g, '');
  if (!options.zeroStart) {
    integer = integer.replace(/^0+(?=\d)/, '');
    if (integer === '' && decimals !== null) integer = '0';
  }
  if (options.maxLength !== undefined) integer = integer.slice(0, Math.max(0, options.maxLength));
  if (decimals !== null && options.maxDecimal !== undefined) {
    decimals = decimals.slice(0, Math.max(0, options.maxDecimal));
  }
  return decimals === null ? integer : `${integer}.${decimals}`;
}

/** The value after the user changed the shown text from the one of `previous` to `nextShown`. */
export function applyEdit(previous: string, nextShown: string, options: InputValueOptions): EditResult {
  let next = isGrouped(options) ? nextShown.replace(GROUP_SEPARATOR, '') : nextShown;
  let stripped = false;
  if (options.validate) {
    const filtered = filterEdit(options.validate, previous, next);
    next = filtered.value;
    stripped = filtered.stripped;
  }
  const kind = numericKind(options);
  if (kind) next = limitNumberText(next, kind, options);
  else if (options.maxLength !== undefined)
    next = [...next].slice(0, Math.max(0, options.maxLength)).join('');
  return { value: next, stripped };
}

/** "1234567.5" → "1,234,567.5"; a trailing point is kept while the user types. */
export function groupNumberText(value: string): string {
  const point = value.indexOf('.');
  const integer = point < 0 ? value : value.slice(0, point);
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return point < 0 ? grouped : `${grouped}${value.slice(point)}`;
}

/** The text the field shows for a value. */
export function shownText(value: string, options: InputValueOptions): string {
  return isGrouped(options) ? groupNumberText(value) : value;
}

/** The value when the field is left: a dangling point removed, decimals padded when fixedDecimal. */
export function finishValue(value: string, options: InputValueOptions): string {
  const kind = numericKind(options);
  if (!kind || value === '') return value;
  let finished = value.endsWith('.') ? value.slice(0, -1) : value;
  if (
    kind === 'decimal' &&
    options.fixedDecimal &&
    options.maxDecimal !== undefined &&
    options.maxDecimal > 0
  ) {
    const [integer = '0', decimals = ''] = finished.split('.');
    finished = `${integer}.${decimals.padEnd(options.maxDecimal, '0')}`;
  }
  return finished;
}

/** A value's number; null when empty or not a number. */
export function parseNumberText(value: string): number | null {
  const plain = value.replace(GROUP_SEPARATOR, '');
  if (plain === '' || plain === '.') return null;
  const number = Number(plain);
  return Number.isFinite(number) ? number : null;
}

/** A number as value text, never in exponent notation (1e-7 → "0.0000001"). */
export function numberToText(value: number, maxDecimal?: number): string {
  let plain = String(value);
  if (plain.includes('e')) {
    // toFixed keeps the exponent from 1e21 up; such numbers are whole, so BigInt writes them out.
    plain = Math.abs(value) >= 1e21 ? BigInt(value).toString() : value.toFixed(20).replace(/\.?0+$/, '');
  }
  return maxDecimal === undefined ? plain : limitNumberText(plain, 'decimal', { maxDecimal });
}

export type RangeErrorKind = 'min' | 'max';

/** Whether a number value lies under min or over max; empty values are not out of range. */
export function rangeError(value: string, min?: number, max?: number): RangeErrorKind | null {
  const number = parseNumberText(value);
  if (number === null) return null;
  if (min !== undefined && number < min) return 'min';
  if (max !== undefined && number > max) return 'max';
  return null;
}

/**
 * Where the caret goes after `source` (caret at `caret`) was rewritten as `target`: after as many
 * characters of `target` as there were kept characters before the caret in `source`. Separators and
 * removed characters do not count.
 */
export function mapCaret(
  source: string,
  caret: number,
  target: string,
  isKept: (char: string) => boolean,
): number {
  let count = 0;
  for (const char of source.slice(0, caret)) if (isKept(char)) count += 1;
  if (count === 0) return 0;
  let index = 0;
  for (const char of target) {
    index += char.length;
    if (isKept(char)) {
      count -= 1;
      if (count === 0) return index;
    }
  }
  return target.length;
}

export type OverflowPosition = 'none' | 'left' | 'right' | 'both';

/** Which sides of a field hide text that overflows it (the field shows a shadow there). */
export function overflowPosition(
  scrollLeft: number,
  scrollWidth: number,
  clientWidth: number,
): OverflowPosition {
  const hiddenLeft = scrollLeft > 0.5;
  const hiddenRight = scrollWidth - clientWidth - scrollLeft > 0.5;
  if (hiddenLeft && hiddenRight) return 'both';
  if (hiddenLeft) return 'left';
  return hiddenRight ? 'right' : 'none';
}
