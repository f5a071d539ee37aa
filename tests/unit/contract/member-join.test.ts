import { describe, expect, test } from 'vitest';
import { joinFieldProblems, type JoinField, type JoinProblem, type JoinRequest } from '../../../contract';
import { validJoinForm } from '../../fixtures/join';

type Form = Omit<JoinRequest, 'captchaKey' | 'attachmentIds'>;
const SOLVED = 'captcha-0123456789abcdef';
const problemsOf = (overrides: Partial<Form>, captchaKey = SOLVED, blocked: string[] = []) =>
  joinFieldProblems({ ...validJoinForm(overrides), captchaKey }, new Set(blocked));

describe('joinFieldProblems', () => {
  test('a valid form has none', () => {
    expect(problemsOf({})).toEqual({});
  });

  test.each<[string, Partial<Form>, JoinField, JoinProblem]>([
    ['empty ID', { loginId: '' }, 'loginId', 'required'],
    ['ID of 3', { loginId: 'abc' }, 'loginId', 'length'],
    ['ID of 21', { loginId: 'a'.repeat(21) }, 'loginId', 'length'],
    ['ID starting with a digit', { loginId: '1trader' }, 'loginId', 'format'],
    ['ID with a capital', { loginId: 'Trader' }, 'loginId', 'format'],
    ['ID with an underscore', { loginId: 'new_trader' }, 'loginId', 'format'],
    ['password of 7', { password: 'Abc#123', passwordConfirm: 'Abc#123' }, 'password', 'length'],
    [
      'password of 21',
      { password: `Ab#${'1'.repeat(18)}`, passwordConfirm: `Ab#${'1'.repeat(18)}` },
      'password',
      'length',
    ],
    [
      'password with a quote',
      { password: "Secret'2024", passwordConfirm: "Secret'2024" },
      'password',
      'format',
    ],
    [
      'password without a symbol',
      { password: 'Secret2024', passwordConfirm: 'Secret2024' },
      'password',
      'weak',
    ],
    [
      'password without a digit',
      { password: 'Secret#abc', passwordConfirm: 'Secret#abc' },
      'password',
      'weak',
    ],
    [
      'password without a letter',
      { password: '1234#5678', passwordConfirm: '1234#5678' },
      'password',
      'weak',
    ],
    ['confirmation empty', { passwordConfirm: '' }, 'passwordConfirm', 'required'],
    ['confirmation different', { passwordConfirm: 'Secret#2025' }, 'passwordConfirm', 'mismatch'],
    ['empty name', { name: '  ' }, 'name', 'required'],
    ['name of 1', { name: '홍' }, 'name', 'length'],
    ['name with a digit first', { name: '1홍길동' }, 'name', 'format'],
    ['name with an emoji', { name: '홍길동😀' }, 'name', 'format'],
    ['empty e-mail', { email: '' }, 'email', 'required'],
    ['e-mail without a domain dot', { email: 'trader@example' }, 'email', 'format'],
    ['e-mail of 101', { email: `${'a'.repeat(89)}@example.com` }, 'email', 'length'],
    ['no nation', { nationCode: '' }, 'nationCode', 'required'],
    ['empty phone', { phone: '' }, 'phone', 'required'],
    ['phone with letters', { phone: '010-12ab' }, 'phone', 'format'],
    ['phone with a double hyphen', { phone: '010--1234-5678' }, 'phone', 'format'],
    ['phone ending in a hyphen', { phone: '010-1234-' }, 'phone', 'format'],
    ['phone of 6 digits', { phone: '123-456' }, 'phone', 'length'],
    ['phone of 16 digits', { phone: '1'.repeat(16) }, 'phone', 'length'],
    [
      'corporate without a type',
      { accountType: 'corporate', corporateType: null },
      'corporateType',
      'required',
    ],
    ['terms not agreed', { agreeTerms: false }, 'agreeTerms', 'required'],
    ['privacy not agreed', { agreePrivacy: false }, 'agreePrivacy', 'required'],
  ])('%s', (_, overrides, field, problem) => {
    expect(problemsOf(overrides)).toEqual({ [field]: problem });
  });

  test('the bounds themselves pass: ID of 4 and 20, password of 8 and 20, phone of 7 and 15 digits', () => {
    for (const overrides of [
      { loginId: 'abcd' },
      { loginId: `a${'1'.repeat(19)}` },
      { password: 'Abc#1234', passwordConfirm: 'Abc#1234' },
      { password: `Ab#${'1'.repeat(17)}`, passwordConfirm: `Ab#${'1'.repeat(17)}` },
      { phone: '1234567' },
      { phone: '1'.repeat(15) },
      { accountType: 'corporate', corporateType: 'vasp' },
    ] satisfies Partial<Form>[])
      expect(problemsOf(overrides)).toEqual({});
  });

  test('an empty password leaves its confirmation empty too', () => {
    expect(problemsOf({ password: '', passwordConfirm: '' })).toEqual({
      password: 'required',
      passwordConfirm: 'required',
    });
  });

  test('a blocked nation, and a missing captcha', () => {
    expect(problemsOf({ nationCode: 'KP' }, SOLVED, ['KP'])).toEqual({ nationCode: 'blocked' });
    expect(problemsOf({}, '')).toEqual({ captchaKey: 'required' });
  });
});
