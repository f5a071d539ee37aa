import { beforeAll, describe, expect, test } from 'vitest';
import {
  JOIN_FIELDS,
  JOIN_PROBLEMS,
  joinFieldProblems,
  type JoinField,
  type JoinProblem,
} from '../../../../contract';
import { validJoinForm } from '../../../fixtures/join';
import {
  captchaNote,
  failureNote,
  fieldNote,
  FALLBACK_PROBLEM_KEY,
  FIELD_VALIDATORS,
  JOIN_FIELD_PROBLEMS,
  joinProblemMessage,
  PASSWORD_SYMBOLS,
  strippedMessage,
  type JoinMessage,
} from '../../../../src/features/join/join-messages';
import { TEXT_FIELDS, type TextField } from '../../../../src/features/join/join-form';
import { i18n, initI18n, loadAllLanguages } from '../../../../src/i18n';
import { stripDisallowed } from '../../../../src/lib/validators';

// Both languages' texts, so that the tests switch language synchronously.
beforeAll(async () => {
  await loadAllLanguages();
  await initI18n('en');
});

const say = (language: 'ko' | 'en', message: JoinMessage): string => {
  const text = i18n.getFixedT(language)(message.key, { ...message.params, defaultValue: '' });
  expect(text, `${language} ${message.key}`).not.toBe('');
  return text;
};

const pairs = (Object.keys(JOIN_FIELD_PROBLEMS) as JoinField[]).flatMap((field) =>
  JOIN_FIELD_PROBLEMS[field].map((problem): [JoinField, JoinProblem] => [field, problem]),
);

const VALID = { ...validJoinForm(), captchaKey: 'captcha-0123456789abcdef' };

/** A form for every problem the contract's rules find, and the field that has it. */
const FOUND: [JoinField, JoinProblem, Partial<typeof VALID>][] = [
  ['loginId', 'required', { loginId: '' }],
  ['loginId', 'length', { loginId: 'abc' }],
  ['loginId', 'format', { loginId: 'New-Trader' }],
  ['password', 'required', { password: '' }],
  ['password', 'length', { password: 'Ab#1' }],
  ['password', 'format', { password: 'Secret"2024' }],
  ['password', 'weak', { password: 'Secret2024' }],
  ['passwordConfirm', 'required', { passwordConfirm: '' }],
  ['passwordConfirm', 'mismatch', { passwordConfirm: 'Secret#2025' }],
  ['name', 'required', { name: '   ' }],
  ['name', 'length', { name: '홍' }],
  ['name', 'format', { name: '#홍길동' }],
  ['email', 'required', { email: '' }],
  ['email', 'length', { email: `${'a'.repeat(95)}@example.com` }],
  ['email', 'format', { email: 'trader@example' }],
  ['nationCode', 'required', { nationCode: '' }],
  ['phone', 'required', { phone: '' }],
  ['phone', 'format', { phone: '+82-10-1234' }],
  ['phone', 'length', { phone: '1234-56' }],
  ['corporateType', 'required', { accountType: 'corporate' }],
  ['agreeTerms', 'required', { agreeTerms: false }],
  ['agreePrivacy', 'required', { agreePrivacy: false }],
  ['captchaKey', 'required', { captchaKey: '' }],
];
/** What only the simulator can say. */
const SERVER_ONLY: [JoinField, JoinProblem][] = [
  ['loginId', 'taken'],
  ['nationCode', 'blocked'],
];

describe('the problem table', () => {
  test.each(FOUND)('the rules find %s %s', (field, problem, patch) => {
    expect(joinFieldProblems({ ...VALID, ...patch })[field]).toBe(problem);
  });

  test('lists exactly what the rules find and what only the simulator says', () => {
    const reached = [
      ...FOUND.map(([field, problem]) => `${field}.${problem}`),
      ...SERVER_ONLY.map((p) => p.join('.')),
    ];
    expect(new Set(pairs.map((pair) => pair.join('.')))).toEqual(new Set(reached));
    expect(joinFieldProblems({ ...VALID, nationCode: 'KP' }, new Set(['KP']))).toEqual({
      nationCode: 'blocked',
    });
  });

  test('covers every field of the contract', () => {
    expect(Object.keys(JOIN_FIELD_PROBLEMS).sort()).toEqual([...JOIN_FIELDS].sort());
  });
});

describe('joinProblemMessage', () => {
  test.each(pairs)('%s %s is worded in ko and en, every variable filled', (field, problem) => {
    const message = joinProblemMessage(field, problem);
    expect(message.key).toBe(`join.problems.${field}.${problem}`);
    for (const language of ['ko', 'en'] as const) expect(say(language, message)).not.toMatch(/{{|}}/);
  });

  test.each<[JoinField, JoinProblem, string, string]>([
    ['loginId', 'length', 'The ID must be 4 to 20 characters long.', '아이디는 4~20자로 입력하세요.'],
    [
      'loginId',
      'taken',
      'This ID is already in use. Choose another one.',
      '이미 사용 중인 아이디입니다. 다른 아이디를 입력하세요.',
    ],
    [
      'password',
      'weak',
      'The password needs at least one letter, one digit and one symbol (!#$%&()*+,-./:;<=>?@[]^_{}~).',
      '비밀번호에 영문, 숫자, 기호(!#$%&()*+,-./:;<=>?@[]^_{}~)를 각각 하나 이상 넣으세요.',
    ],
    [
      'password',
      'length',
      'The password must be 8 to 20 characters long.',
      '비밀번호는 8~20자로 입력하세요.',
    ],
    ['name', 'length', 'The name must be 2 to 40 characters long.', '이름은 2~40자로 입력하세요.'],
    [
      'email',
      'length',
      'The e-mail address can be at most 100 characters long.',
      '이메일 주소는 최대 100자까지 입력할 수 있습니다.',
    ],
    [
      'phone',
      'length',
      'The mobile number must have 7 to 15 digits, without the country code.',
      '휴대폰 번호는 국가 번호를 빼고 7~15자리 숫자여야 합니다.',
    ],
  ])('%s %s names the rule', (field, problem, en, ko) => {
    const message = joinProblemMessage(field, problem);
    expect(say('en', message)).toBe(en);
    expect(say('ko', message)).toBe(ko);
  });

  test('every other pair (a simulator with other rules) has the general message', () => {
    const listed = new Set(pairs.map((pair) => pair.join('.')));
    const others = JOIN_FIELDS.flatMap((field) =>
      JOIN_PROBLEMS.map((problem) => [field, problem] as const),
    ).filter((pair) => !listed.has(pair.join('.')));
    expect(others.length).toBe(JOIN_FIELDS.length * JOIN_PROBLEMS.length - pairs.length);
    for (const [field, problem] of others)
      expect(joinProblemMessage(field, problem)).toEqual({ key: FALLBACK_PROBLEM_KEY, params: {} });
    expect(say('en', { key: FALLBACK_PROBLEM_KEY, params: {} })).toBe(
      'The exchange did not accept this entry. Check it and try again.',
    );
    expect(say('ko', { key: FALLBACK_PROBLEM_KEY, params: {} })).not.toBe('');
  });
});

describe('the stripped-characters report', () => {
  test('the password symbols are those the newPassword validator keeps', () => {
    expect(PASSWORD_SYMBOLS).toBe('!#$%&()*+,-./:;<=>?@[]^_{}~');
    expect(stripDisallowed('newPassword', `${PASSWORD_SYMBOLS}"'\`\\| `)).toBe(PASSWORD_SYMBOLS);
  });

  test.each(TEXT_FIELDS)('%s: a report in ko and en when its validator strips or refuses', (field) => {
    const message = strippedMessage(field);
    if (FIELD_VALIDATORS[field] === undefined) {
      expect(message).toBeNull();
      return;
    }
    expect(message?.key).toBe(`join.stripped.${FIELD_VALIDATORS[field]}`);
    for (const language of ['ko', 'en'] as const) expect(say(language, message!)).not.toMatch(/{{|}}/);
  });

  test('the password report names the symbols', () => {
    expect(say('en', strippedMessage('password')!)).toBe(
      'Characters that are not allowed were removed: a password takes Latin letters, digits and the symbols !#$%&()*+,-./:;<=>?@[]^_{}~ only.',
    );
  });
});

describe('fieldNote', () => {
  test.each<[TextField, boolean, string | null]>([
    ['loginId', false, '4–20 lower-case letters, digits or hyphens, starting with a letter.'],
    ['loginId', true, '4–20 lower-case letters, digits or hyphens, starting with a letter.'],
    ['password', false, '8–20 characters with at least one letter, one digit and one symbol.'],
    [
      'password',
      true,
      'Characters that are not allowed were removed: a password takes Latin letters, digits and the symbols !#$%&()*+,-./:;<=>?@[]^_{}~ only.',
    ],
    ['passwordConfirm', false, null],
    [
      'passwordConfirm',
      true,
      'Characters that are not allowed were removed: a password takes Latin letters, digits and the symbols !#$%&()*+,-./:;<=>?@[]^_{}~ only.',
    ],
    ['name', false, null],
    ['email', false, null],
    [
      'email',
      true,
      'Characters that are not allowed were removed: an e-mail address takes Latin letters, digits and @ . _ % + - only.',
    ],
    ['phone', false, 'Without the country code, e.g. 10-1234-5678.'],
    ['phone', true, 'Only digits, hyphens and + can be entered here; other characters were left out.'],
  ])('%s, stripped %s', (field, stripped, expected) => {
    const note = fieldNote(field, stripped);
    expect(note === null ? null : say('en', note)).toBe(expected);
    if (note) say('ko', note);
  });
});

describe('captchaNote', () => {
  test.each<[string, Parameters<typeof captchaNote>, string | null]>([
    ['solved: nothing', ['required', { kind: 'captcha' }, { solved: true, speaks: false }], null],
    [
      'the exchange refused the last one',
      [undefined, { kind: 'captcha' }, { solved: false, speaks: false }],
      'The security check was not accepted (wrong or expired). Solve the new one.',
    ],
    [
      'the exchange refused it, while the widget speaks too',
      [undefined, { kind: 'captcha' }, { solved: false, speaks: true }],
      'The security check was not accepted (wrong or expired). Solve the new one.',
    ],
    [
      'missing, the widget silent',
      ['required', null, { solved: false, speaks: false }],
      'Complete the security check.',
    ],
    ['missing, the widget says why', ['required', null, { solved: false, speaks: true }], null],
    [
      'nothing to say',
      [undefined, { kind: 'failed', message: null }, { solved: false, speaks: false }],
      null,
    ],
  ])('%s', (_name, args, expected) => {
    const note = captchaNote(...args);
    expect(note === null ? null : say('en', note)).toBe(expected);
  });
});

describe('failureNote', () => {
  test.each<[Parameters<typeof failureNote>[0], string | null, string | null]>([
    [null, null, null],
    [{ kind: 'captcha' }, null, null],
    [
      { kind: 'tooMany', retryAfterSec: null },
      'Too many sign-up attempts. Please try again later.',
      '가입 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    ],
    [
      { kind: 'tooMany', retryAfterSec: 42 },
      'Too many sign-up attempts. Please try again in 42 s.',
      '가입 시도가 너무 많습니다. 42초 후 다시 시도해 주세요.',
    ],
    [
      { kind: 'failed', message: null },
      'Sign-up failed. Please try again.',
      '가입하지 못했습니다. 다시 시도해 주세요.',
    ],
  ])('%j', (failure, en, ko) => {
    const note = failureNote(failure);
    const said = (language: 'ko' | 'en') => (note === null || 'text' in note ? null : say(language, note));
    expect(said('en')).toBe(en);
    expect(said('ko')).toBe(ko);
  });

  test("the exchange's own words are kept", () => {
    expect(failureNote({ kind: 'failed', message: 'The documents expired.' })).toEqual({
      text: 'The documents expired.',
    });
  });
});
