/**
 * The shared input validators (chart spec §5 "Shared input validators"). The spec names them and leaves
 * their patterns open; this table is the one place that decides them. Each validator is a set of allowed
 * character classes; every other character is rejected while typing, and stripped from a large change
 * (a paste, a drop, autofill). Email and the passwords always strip, and say whether they did.
 */
import { NEW_PASSWORD_SYMBOL } from '../../contract';

/** The character classes validators are built from, one test per character (code point). */
export const CHARACTER_CLASSES = {
  digit: /^[0-9]$/,
  dot: /^\.$/,
  latin: /^[A-Za-z]$/,
  /** Syllables plus the jamo a Korean IME produces while a syllable is still being composed. */
  hangul: /^[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]$/,
  space: /^ $/,
  hyphen: /^-$/,
  plus: /^\+$/,
  underscore: /^_$/,
  /** Name punctuation as written on official documents: period, comma, apostrophe, hyphen. */
  namePunctuation: /^[.,'-]$/,
  /** What an e-mail address needs besides letters and digits. */
  emailSymbol: /^[@._%+-]$/,
  /** Every printable ASCII character that is not a letter, digit or space. */
  asciiSymbol: /^[!-/:-@[-`{-~]$/,
  /** Symbols a new password may use: no quotes, backslash, backtick or pipe, which other systems escape. */
  passwordSymbol: NEW_PASSWORD_SYMBOL,
} as const;

export type CharacterClass = keyof typeof CHARACTER_CLASSES;

export interface ValidatorRule {
  /** The character classes a value may contain. */
  allowed: readonly CharacterClass[];
  /** What the validator is for, in a sentence. */
  intent: string;
  /** Disallowed characters are always stripped (never the whole change rejected) and reported. */
  strips: boolean;
  /** A number validator: leading zeros, decimals, min and max apply (see number-input.ts). */
  numeric?: 'integer' | 'decimal';
  /** Shown with thousands separators. */
  grouped?: boolean;
}

/** The validators, in the order of the spec. */
export const VALIDATORS = {
  number: {
    allowed: ['digit'],
    intent: 'Whole numbers such as quantities and counts: digits only, no sign or separator.',
    strips: false,
    numeric: 'integer',
  },
  numberFloat: {
    allowed: ['digit', 'dot'],
    intent: 'Decimal numbers such as coin amounts: digits and one decimal point.',
    strips: false,
    numeric: 'decimal',
  },
  price: {
    allowed: ['digit'],
    intent: 'Whole prices (KRW): digits, shown with thousands separators.',
    strips: false,
    numeric: 'integer',
    grouped: true,
  },
  priceFloat: {
    allowed: ['digit', 'dot'],
    intent: 'Prices with decimals: digits and one decimal point, shown with thousands separators.',
    strips: false,
    numeric: 'decimal',
    grouped: true,
  },
  enNumber: {
    allowed: ['latin', 'digit'],
    intent: 'Identifiers such as user ids: Latin letters and digits, no space.',
    strips: false,
  },
  enNumber2: {
    allowed: ['latin', 'digit', 'space'],
    intent: 'Latin-script text with numbers, such as an English company name: letters, digits, spaces.',
    strips: false,
  },
  korean: {
    allowed: ['hangul', 'space'],
    intent: 'Korean text such as a name written in Hangul: Hangul and spaces.',
    strips: false,
  },
  trim: {
    allowed: ['latin', 'digit', 'hangul', 'asciiSymbol'],
    intent: 'Values that must not contain any whitespace, such as a code copied from elsewhere.',
    strips: false,
  },
  koEn: {
    allowed: ['hangul', 'latin', 'space'],
    intent: 'Names in either script: Hangul, Latin letters and spaces.',
    strips: false,
  },
  english: {
    allowed: ['latin', 'space'],
    intent: 'Names in Latin script, such as a passport name: Latin letters and spaces.',
    strips: false,
  },
  translate: {
    allowed: ['hangul', 'latin', 'space', 'namePunctuation'],
    intent:
      "A name as written in an official document in either script: letters, spaces and the punctuation . , ' -",
    strips: false,
  },
  email: {
    allowed: ['latin', 'digit', 'emailSymbol'],
    intent: 'E-mail addresses: Latin letters, digits and @ . _ % + -; anything else is stripped.',
    strips: true,
  },
  password: {
    allowed: ['latin', 'digit', 'asciiSymbol'],
    intent:
      'The current password: any printable ASCII except space, so existing passwords still work; others are stripped.',
    strips: true,
  },
  tel: {
    allowed: ['digit', 'hyphen', 'plus'],
    intent: 'Phone numbers such as 010-1234-5678 or +82: digits, hyphens and a plus sign.',
    strips: false,
  },
  account: {
    allowed: ['digit'],
    intent: 'Bank account numbers as the bank call takes them: digits only, leading zeros kept.',
    strips: false,
  },
  account2: {
    allowed: ['digit', 'hyphen', 'space'],
    intent: 'Bank account numbers as written by banks: digits grouped by hyphens or spaces.',
    strips: false,
  },
  newPassword: {
    allowed: ['latin', 'digit', 'passwordSymbol'],
    intent:
      'A new password: Latin letters, digits and the symbols other systems need not escape; others are stripped.',
    strips: true,
  },
  address: {
    allowed: ['latin', 'digit'],
    intent: 'Wallet addresses (base58, hex, bech32): Latin letters and digits only.',
    strips: false,
  },
  secondAddress: {
    allowed: ['latin', 'digit', 'hyphen', 'underscore'],
    intent: 'A destination tag or memo: Latin letters, digits, hyphens and underscores.',
    strips: false,
  },
  general: {
    allowed: ['hangul', 'latin', 'digit', 'space', 'asciiSymbol'],
    intent:
      'Free text: both scripts, digits, spaces and ASCII punctuation; no emoji, other scripts or control characters.',
    strips: false,
  },
  koEnNum: {
    allowed: ['hangul', 'latin', 'digit'],
    intent: 'Nicknames and labels: Hangul, Latin letters and digits, no space.',
    strips: false,
  },
  koEnWoSpace: {
    allowed: ['hangul', 'latin'],
    intent: 'Names in either script without spaces: Hangul and Latin letters.',
    strips: false,
  },
  KoWoSpace: {
    allowed: ['hangul'],
    intent: 'A Korean name without spaces: Hangul only.',
    strips: false,
  },
  NumberKoEnSpace: {
    allowed: ['digit', 'hangul', 'latin', 'space'],
    intent: 'Descriptions such as a bank branch: digits, Hangul, Latin letters and spaces.',
    strips: false,
  },
} as const satisfies Record<string, ValidatorRule>;

export type ValidatorName = keyof typeof VALIDATORS;
export const VALIDATOR_NAMES = Object.keys(VALIDATORS) as ValidatorName[];

export function isValidatorName(value: unknown): value is ValidatorName {
  return typeof value === 'string' && Object.hasOwn(VALIDATORS, value);
}

export function validatorRule(name: ValidatorName): ValidatorRule {
  return VALIDATORS[name];
}

/** Whether one character (code point) is allowed by the validator. */
export function isAllowedCharacter(name: ValidatorName, char: string): boolean {
  return validatorRule(name).allowed.some((cls) => CHARACTER_CLASSES[cls].test(char));
}

/** `text` without the characters the validator does not allow. */
export function stripDisallowed(name: ValidatorName, text: string): string {
  let kept = '';
  for (const char of text) if (isAllowedCharacter(name, char)) kept += char;
  return kept;
}

export interface FilterResult {
  value: string;
  /** Some characters of the change were removed or the change was refused. */
  stripped: boolean;
}

/**
 * Applies a validator to an edit from `previous` to `next`. A small edit (one character typed) that
 * brings a disallowed character is refused whole, so the field keeps `previous`; a large edit (a paste,
 * a drop, autofill) keeps its allowed characters. Validators that strip always keep the allowed ones.
 */
export function filterEdit(name: ValidatorName, previous: string, next: string): FilterResult {
  const kept = stripDisallowed(name, next);
  if (kept === next) return { value: next, stripped: false };
  const large = [...next].length - [...previous].length > 1;
  if (large || validatorRule(name).strips) return { value: kept, stripped: true };
  return { value: stripDisallowed(name, previous), stripped: true };
}
