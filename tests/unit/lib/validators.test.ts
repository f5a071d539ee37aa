import { describe, expect, test } from 'vitest';
import {
  filterEdit,
  isAllowedCharacter,
  isValidatorName,
  stripDisallowed,
  VALIDATOR_NAMES,
  type ValidatorName,
} from '../../../src/lib/validators';

/** One sample character per class the validators are judged on. */
const SAMPLES = {
  digit: '7',
  latinLower: 'k',
  latinUpper: 'Q',
  hangulSyllable: '한',
  hangulJamo: 'ㅎ',
  space: ' ',
  dot: '.',
  comma: ',',
  hyphen: '-',
  plus: '+',
  underscore: '_',
  apostrophe: "'",
  at: '@',
  percent: '%',
  exclamation: '!',
  doubleQuote: '"',
  backslash: '\\',
  backtick: '`',
  pipe: '|',
  tab: '\t',
  control: '\u0007',
  emoji: '😀',
  accentedLatin: 'é',
  hanCharacter: '中',
  fullwidthDigit: '１',
} as const;

type Sample = keyof typeof SAMPLES;

const LATIN: Sample[] = ['latinLower', 'latinUpper'];
const HANGUL: Sample[] = ['hangulSyllable', 'hangulJamo'];
const ASCII_SYMBOLS: Sample[] = [
  'dot',
  'comma',
  'hyphen',
  'plus',
  'underscore',
  'apostrophe',
  'at',
  'percent',
  'exclamation',
  'doubleQuote',
  'backslash',
  'backtick',
  'pipe',
];

/** The allowed classes of each validator, written out independently of the table in src/lib. */
const ALLOWED: Record<ValidatorName, Sample[]> = {
  number: ['digit'],
  numberFloat: ['digit', 'dot'],
  price: ['digit'],
  priceFloat: ['digit', 'dot'],
  enNumber: [...LATIN, 'digit'],
  enNumber2: [...LATIN, 'digit', 'space'],
  korean: [...HANGUL, 'space'],
  trim: [...LATIN, ...HANGUL, 'digit', ...ASCII_SYMBOLS],
  koEn: [...HANGUL, ...LATIN, 'space'],
  english: [...LATIN, 'space'],
  translate: [...HANGUL, ...LATIN, 'space', 'dot', 'comma', 'apostrophe', 'hyphen'],
  email: [...LATIN, 'digit', 'at', 'dot', 'underscore', 'percent', 'plus', 'hyphen'],
  password: [...LATIN, 'digit', ...ASCII_SYMBOLS],
  tel: ['digit', 'hyphen', 'plus'],
  account: ['digit'],
  account2: ['digit', 'hyphen', 'space'],
  newPassword: [
    ...LATIN,
    'digit',
    'dot',
    'comma',
    'hyphen',
    'plus',
    'underscore',
    'at',
    'percent',
    'exclamation',
  ],
  address: [...LATIN, 'digit'],
  secondAddress: [...LATIN, 'digit', 'hyphen', 'underscore'],
  general: [...HANGUL, ...LATIN, 'digit', 'space', ...ASCII_SYMBOLS],
  koEnNum: [...HANGUL, ...LATIN, 'digit'],
  koEnWoSpace: [...HANGUL, ...LATIN],
  KoWoSpace: [...HANGUL],
  NumberKoEnSpace: ['digit', ...HANGUL, ...LATIN, 'space'],
};

const ROWS = VALIDATOR_NAMES.flatMap((name) =>
  (Object.keys(SAMPLES) as Sample[]).map((sample) => [name, sample, ALLOWED[name].includes(sample)] as const),
);

describe('validator table', () => {
  test('names exactly the validators of the spec', () => {
    expect([...VALIDATOR_NAMES].sort()).toEqual(Object.keys(ALLOWED).sort());
    expect(VALIDATOR_NAMES).toHaveLength(24);
    expect(isValidatorName('email')).toBe(true);
    expect(isValidatorName('toString')).toBe(false);
    expect(isValidatorName(42)).toBe(false);
  });

  test.each(ROWS)('%s: %s allowed → %s', (name, sample, allowed) => {
    expect(isAllowedCharacter(name, SAMPLES[sample])).toBe(allowed);
  });
});

describe('stripDisallowed', () => {
  test.each([
    ['number', '1a2 3', '123'],
    ['priceFloat', '1,234.5원', '1234.5'],
    ['korean', '홍 길동1', '홍 길동'],
    ['email', 'kim 한@ex ample.com', 'kim@example.com'],
    ['password', 'pass 워드!1', 'pass!1'],
    ['newPassword', 'a"b\\c|d`e', 'abcde'],
    ['trim', ' a b\tc ', 'abc'],
    ['general', 'ok 😀 中 fine', 'ok   fine'],
  ] as const)('%s: %j → %j', (name, input, expected) => {
    expect(stripDisallowed(name, input)).toBe(expected);
  });
});

describe('filterEdit', () => {
  test.each<[ValidatorName, string, string, string, boolean, string]>([
    ['english', 'ab', 'ab1', 'ab', true, 'one disallowed character typed is refused'],
    ['english', 'ab', 'abc', 'abc', false, 'an allowed character is kept'],
    ['english', 'ab', 'ab12cd', 'abcd', true, 'a large change keeps its allowed characters'],
    ['english', 'abc', '한', 'abc', true, 'replacing a selection by a disallowed character is refused'],
    ['email', 'kim', 'kim한', 'kim', true, 'email strips even one character'],
    ['email', '', 'kim@ex.com', 'kim@ex.com', false, 'a clean paste is untouched'],
    ['password', 'abc', 'abc ', 'abc', true, 'password strips and reports'],
    ['newPassword', 'abc', 'abc"', 'abc', true, 'newPassword strips and reports'],
    ['newPassword', 'abc', 'abc!', 'abc!', false, 'an allowed symbol is no strip'],
    ['korean', '', 'ㅎ', 'ㅎ', false, 'a jamo being composed is allowed'],
  ])('%s: %j → %j (%s)', (name, previous, next, value, stripped) => {
    expect(filterEdit(name, previous, next)).toEqual({ value, stripped });
  });

  test('counts characters, not UTF-16 units, when telling a small edit from a large one', () => {
    expect(filterEdit('english', 'ab', 'ab😀')).toEqual({ value: 'ab', stripped: true });
  });
});
