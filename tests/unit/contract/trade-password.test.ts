import { expect, test } from 'vitest';
import { tradePasswordProblem, tradePasswordRequest } from '../../../contract';

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
