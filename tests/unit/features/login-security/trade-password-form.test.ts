import { expect, test } from 'vitest';
import { tradePasswordFormErrors } from '../../../../src/features/login-security/trade-password-form';

test.each([
  // While typing: nothing until six digits.
  ['', '', false, {}],
  ['1111', '', false, {}],
  ['111111', '', false, { password: 'repeated' }],
  ['123456', '', false, { password: 'sequential' }],
  ['480159', '4801', false, {}],
  ['480159', '480158', false, { confirmation: 'mismatch' }],
  ['480159', '480159', false, {}],
  // After the button: every problem at once.
  ['', '', true, { password: 'notSixDigits' }],
  ['4801', '', true, { password: 'notSixDigits', confirmation: 'mismatch' }],
  ['480159', '', true, { confirmation: 'mismatch' }],
  ['987654', '987654', true, { password: 'sequential' }],
  ['480159', '480159', true, {}],
] as const)('password %j, confirmation %j, submitted %s: %j', (password, confirmation, submitted, errors) => {
  expect(tradePasswordFormErrors(password, confirmation, submitted)).toEqual(errors);
});
