import { describe, expect, test } from 'vitest';
import {
  applyEdit,
  finishValue,
  groupNumberText,
  limitNumberText,
  mapCaret,
  numberToText,
  overflowPosition,
  parseNumberText,
  rangeError,
  shownText,
  type InputValueOptions,
} from '../../../src/lib/input-value';

describe('limitNumberText', () => {
  test.each([
    ['123', 'integer', {}, '123'],
    ['1.5', 'integer', {}, '15'],
    ['1.2.3', 'decimal', {}, '1.23'],
    ['007', 'integer', {}, '7'],
    ['000', 'integer', {}, '0'],
    ['007', 'integer', { zeroStart: true }, '007'],
    ['.5', 'decimal', {}, '0.5'],
    ['00.5', 'decimal', {}, '0.5'],
    ['.5', 'decimal', { zeroStart: true }, '.5'],
    ['123456', 'integer', { maxLength: 4 }, '1234'],
    ['123456.78', 'decimal', { maxLength: 4 }, '1234.78'],
    ['1.23456', 'decimal', { maxDecimal: 2 }, '1.23'],
    ['1.', 'decimal', { maxDecimal: 2 }, '1.'],
    ['', 'decimal', {}, ''],
  ] as const)('%j as %s with %j → %j', (text, kind, options, expected) => {
    expect(limitNumberText(text, kind, options)).toBe(expected);
  });
});

describe('applyEdit', () => {
  test.each<[string, string, InputValueOptions, string, boolean]>([
    ['', '1234567', { validate: 'price' }, '1234567', false],
    ['1234', '1,2345', { validate: 'price' }, '12345', false],
    ['1234', '1,234a', { validate: 'price' }, '1234', true],
    ['12', '12.', { validate: 'price' }, '12', true],
    ['12.34', '12.345', { validate: 'priceFloat', maxDecimal: 2 }, '12.34', false],
    ['12', '12.', { validate: 'priceFloat', maxDecimal: 0 }, '12', false],
    ['1234', '12345', { validate: 'number', maxLength: 4 }, '1234', false],
    ['', '05', { validate: 'number' }, '5', false],
    ['', '05', { validate: 'number', zeroStart: true }, '05', false],
    ['0', '00', { validate: 'account' }, '00', false],
    ['abc', 'abcd', { maxLength: 3 }, 'abc', false],
    ['ab', 'ab😀', { maxLength: 3 }, 'ab😀', false],
    ['', '12,345,678.9', { validate: 'priceFloat' }, '12345678.9', false],
    ['', '1,234', { validate: 'number' }, '1234', true],
  ])('%j → %j with %j gives %j (stripped %s)', (previous, next, options, value, stripped) => {
    expect(applyEdit(previous, next, options)).toEqual({ value, stripped });
  });
});

describe('showing and finishing', () => {
  test.each([
    ['1234567', '1,234,567'],
    ['1234567.891', '1,234,567.891'],
    ['1000.', '1,000.'],
    ['999', '999'],
    ['', ''],
    ['0.5', '0.5'],
  ])('groupNumberText(%j) → %j', (value, expected) => {
    expect(groupNumberText(value)).toBe(expected);
  });

  test('only price validators are grouped', () => {
    expect(shownText('1234', { validate: 'priceFloat' })).toBe('1,234');
    expect(shownText('1234', { validate: 'numberFloat' })).toBe('1234');
    expect(shownText('1234', {})).toBe('1234');
  });

  test.each<[string, InputValueOptions, string]>([
    ['1', { validate: 'priceFloat', maxDecimal: 2, fixedDecimal: true }, '1.00'],
    ['1.5', { validate: 'priceFloat', maxDecimal: 3, fixedDecimal: true }, '1.500'],
    ['1.', { validate: 'numberFloat', maxDecimal: 2 }, '1'],
    ['1.', { validate: 'numberFloat', maxDecimal: 2, fixedDecimal: true }, '1.00'],
    ['1.5', { validate: 'priceFloat', maxDecimal: 2 }, '1.5'],
    ['', { validate: 'priceFloat', maxDecimal: 2, fixedDecimal: true }, ''],
    ['12', { validate: 'price', maxDecimal: 2, fixedDecimal: true }, '12'],
    ['text.', { validate: 'general' }, 'text.'],
  ])('finishValue(%j, %j) → %j', (value, options, expected) => {
    expect(finishValue(value, options)).toBe(expected);
  });
});

describe('numbers and ranges', () => {
  test.each([
    ['', null],
    ['.', null],
    ['1,234.5', 1234.5],
    ['007', 7],
    ['abc', null],
  ])('parseNumberText(%j) → %j', (value, expected) => {
    expect(parseNumberText(value)).toBe(expected);
  });

  test.each([
    [100, undefined, '100'],
    [0.0000001, undefined, '0.0000001'],
    [1.23456, 2, '1.23'],
    [1e21, undefined, '1000000000000000000000'],
  ])('numberToText(%s, %s) → %j', (value, maxDecimal, expected) => {
    expect(numberToText(value, maxDecimal)).toBe(expected);
  });

  test.each([
    ['5', 10, 100, 'min'],
    ['10', 10, 100, null],
    ['100', 10, 100, null],
    ['101', 10, 100, 'max'],
    ['', 10, 100, null],
    ['5', undefined, undefined, null],
  ] as const)('rangeError(%j, %s, %s) → %s', (value, min, max, expected) => {
    expect(rangeError(value, min, max)).toBe(expected);
  });
});

describe('mapCaret', () => {
  const notComma = (char: string) => char !== ',';
  test.each([
    ['1234|', '1,234', 5],
    ['1|234', '1,234', 1],
    ['12|34', '1,234', 3],
    ['|1234', '1,234', 0],
    ['1,2345|', '12,345', 6],
  ])('%s in %j → %s', (marked, target, expected) => {
    const caret = marked.indexOf('|');
    expect(mapCaret(marked.replace('|', ''), caret, target, notComma)).toBe(expected);
  });

  test('characters that were removed do not move the caret', () => {
    const isLetter = (char: string) => /[a-z]/.test(char);
    expect(mapCaret('a1b', 2, 'ab', isLetter)).toBe(1);
  });
});

describe('overflowPosition', () => {
  test.each([
    [0, 100, 100, 'none'],
    [0, 200, 100, 'right'],
    [100, 200, 100, 'left'],
    [40, 200, 100, 'both'],
  ] as const)('scrollLeft %s, scrollWidth %s, clientWidth %s → %s', (left, scroll, client, expected) => {
    expect(overflowPosition(left, scroll, client)).toBe(expected);
  });
});
