import { expect, test } from 'vitest';
import {
  asksTradePassword,
  isTradePasswordEntry,
  tradePasswordProblem,
  tradePasswordRequest,
} from '../../../contract';

test.each([
  ['480159', undefined],
  ['000001', undefined],
  ['123457', undefined],
  ['135790', undefined],
  ['098765', undefined],
  ['', 'notSixDigits'],
  ['12345', 'notSixDigits'],
  ['1234567', 'notSixDigits'],
  ['12a456', 'notSixDigits'],
  [' 48015', 'notSixDigits'],
  ['٤٨٠١٥٩', 'notSixDigits'],
  ['111111', 'repeated'],
  ['000000', 'repeated'],
  ['123456', 'sequential'],
  ['456789', 'sequential'],
  ['987654', 'sequential'],
  ['543210', 'sequential'],
  ['890123', undefined],
] as const)('tradePasswordProblem(%j) is %s', (text, problem) => {
  expect(tradePasswordProblem(text)).toBe(problem);
  expect(tradePasswordRequest.safeParse({ tradePassword: text }).success).toBe(problem === undefined);
});

test('the schema says the problem as its issue message', () => {
  const parsed = tradePasswordRequest.safeParse({ tradePassword: '987654' });
  expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['sequential']);
});

test.each([
  ['Y', true],
  ['N', false],
  ['I', false],
  [undefined, false],
] as const)('a member at trade-password status %s is asked for it: %s', (status, asked) =>
  expect(asksTradePassword(status)).toBe(asked),
);

test.each([
  ['480159', true],
  ['111111', true],
  ['48015', false],
  ['4801590', false],
  ['48015a', false],
  ['', false],
])('%j could be a trade password: %s', (text, entry) => expect(isTradePasswordEntry(text)).toBe(entry));
