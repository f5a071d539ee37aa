import { beforeAll, describe, expect, test } from 'vitest';
import { problemMessage } from '../../../../src/features/inout-application/application-messages';
import { i18n, initI18n, loadAllLanguages } from '../../../../src/i18n';

// Both languages' texts, so that the tests switch language synchronously.
beforeAll(loadAllLanguages);

describe('each field’s problem has its message', () => {
  test.each([
    ['deposit', 'exchangeName', 'inoutApplication.problems.deposit.exchangeName'],
    ['deposit', 'firstAddress', 'inoutApplication.problems.deposit.firstAddress'],
    ['return', 'exchangeName', 'inoutApplication.problems.return.exchangeName'],
    ['return', 'networkName', 'inoutApplication.problems.return.networkName'],
    ['return', 'firstAddress', 'inoutApplication.problems.return.firstAddress'],
    ['return', 'corpName', 'inoutApplication.problems.return.corpName'],
    ['return', 'corpRepName', 'inoutApplication.problems.return.corpRepName'],
    ['return', 'isAgreeRefundRequest', 'inoutApplication.problems.isAgreeRefundRequest'],
    ['deposit', 'attachments', 'inoutApplication.problems.attachments'],
    ['return', 'attachments', 'inoutApplication.problems.attachments'],
    ['deposit', 'isAgreePersonalInformation', 'inoutApplication.problems.isAgreePersonalInformation'],
    ['return', 'isAgreeNoMoneyLaundering', 'inoutApplication.problems.isAgreeNoMoneyLaundering'],
    // An optional field is never missing: only an exchange with other rules could say so.
    ['deposit', 'secondAddress', 'inoutApplication.problems.invalid'],
  ] as const)('%s %s missing → %s', (kind, field, key) => {
    expect(problemMessage(kind, field, { kind: 'required' })).toEqual({ key, params: {} });
  });

  test('too long names the limit; malformed is the same for every field', () => {
    expect(problemMessage('return', 'corpName', { kind: 'tooLong', max: 40 })).toEqual({
      key: 'inoutApplication.problems.tooLong',
      params: { max: 40 },
    });
    expect(problemMessage('deposit', 'attachments', { kind: 'invalid' })).toEqual({
      key: 'inoutApplication.problems.invalid',
      params: {},
    });
  });

  test.each([
    ['ko', '40자 이내로 입력하세요.'],
    ['en', 'Use at most 40 characters.'],
  ] as const)('%s: the limit is said in the message', (language, text) => {
    initI18n(language);
    const message = problemMessage('return', 'corpName', { kind: 'tooLong', max: 40 });
    expect(i18n.t(message.key, message.params)).toBe(text);
  });
});
