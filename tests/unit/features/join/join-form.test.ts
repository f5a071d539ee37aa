import { describe, expect, test } from 'vitest';
import type { Attachment, JoinFieldProblems, Nation } from '../../../../contract';
import { ApiError } from '../../../../src/api/api-error';
import type { Failure } from '../../../../src/api/status';
import { validJoinForm } from '../../../fixtures/join';
import {
  agreementDocument,
  allAgreed,
  EMPTY_JOIN_VALUES,
  firstInvalidField,
  INITIAL_JOIN_STATE,
  joinFormProblems,
  joinFormReducer,
  joinRefusal,
  joinRequestOf,
  refusalFocus,
  spendsCaptcha,
  type JoinAction,
  type JoinFormState,
  type JoinRefusal,
  type JoinValues,
  type TextField,
} from '../../../../src/features/join/join-form';

const KOREA: Nation = {
  nationCode: 'KR',
  nationName: '대한민국',
  nationNameEn: 'Korea, Republic of',
  intnlPhoneNo: '82',
  isBlocked: false,
};

const PAPER: Attachment = {
  attachmentId: 'att-0123456789abcdef',
  fileName: 'papers.png',
  size: 2048,
  mediaType: 'image/png',
};

const VALID: JoinValues = {
  ...EMPTY_JOIN_VALUES,
  loginId: 'new-trader1',
  password: 'Secret#2024',
  passwordConfirm: 'Secret#2024',
  name: '홍길동',
  email: 'trader@example.com',
  nation: KOREA,
  phone: '10-1234-5678',
  agreeTerms: true,
  agreePrivacy: true,
};

const SOLVED = 'captcha-0123456789abcdef';

const run = (actions: JoinAction[], from: JoinFormState = INITIAL_JOIN_STATE) =>
  actions.reduce(joinFormReducer, from);

const withValues = (values: JoinValues): JoinFormState => ({ ...INITIAL_JOIN_STATE, values });

describe('agreementDocument', () => {
  test.each([
    ['agreeTerms', 'personal', 'terms'],
    ['agreeTerms', 'corporate', 'terms'],
    ['agreePrivacy', 'personal', 'policy_c'],
    ['agreePrivacy', 'corporate', 'policy_c_corp'],
    ['agreeMarketing', 'personal', 'event'],
    ['agreeMarketing', 'corporate', 'event'],
  ] as const)('%s of a %s account → %s', (agreement, accountType, type) => {
    expect(agreementDocument(agreement, accountType)).toBe(type);
  });
});

describe('joinFormProblems', () => {
  test('a complete form with a solved captcha has none', () => {
    expect(joinFormProblems(VALID, SOLVED)).toEqual({});
  });

  test('an empty form names every required field, the captcha included', () => {
    expect(joinFormProblems(EMPTY_JOIN_VALUES, null)).toEqual({
      loginId: 'required',
      password: 'required',
      passwordConfirm: 'required',
      name: 'required',
      email: 'required',
      nationCode: 'required',
      phone: 'required',
      agreeTerms: 'required',
      agreePrivacy: 'required',
      captchaKey: 'required',
    });
  });

  test.each<[string, Partial<JoinValues>, JoinFieldProblems]>([
    ['corporate without its type', { accountType: 'corporate' }, { corporateType: 'required' }],
    ['corporate with its type', { accountType: 'corporate', corporateType: 'vasp' }, {}],
    ['a personal account ignores a leftover type', { corporateType: 'vasp' }, {}],
    ['marketing is optional', { agreeMarketing: false }, {}],
    ['the name is judged trimmed', { name: '  홍길동  ' }, {}],
    ['no nation chosen', { nation: null }, { nationCode: 'required' }],
  ])('%s', (_name, patch, expected) => {
    expect(joinFormProblems({ ...VALID, ...patch }, SOLVED)).toEqual(expected);
  });
});

describe('joinFormReducer', () => {
  test('an edit stores the value, clears the shown problem and the form failure', () => {
    const from: JoinFormState = {
      ...withValues(VALID),
      shown: { loginId: 'format', email: 'format' },
      failure: { kind: 'failed', message: null },
    };
    const state = run([{ type: 'edit', field: 'loginId', value: 'better', stripped: false }], from);
    expect(state.values.loginId).toBe('better');
    expect(state.shown).toEqual({ email: 'format' });
    expect(state.failure).toBeNull();
    expect(state.stripped).toEqual({});
  });

  test('a stripping edit is reported until the member leaves the field', () => {
    const typed = run([
      { type: 'edit', field: 'password', value: 'abc', stripped: true },
      { type: 'edit', field: 'password', value: 'abcd', stripped: false },
    ]);
    expect(typed.stripped).toEqual({ password: true });
    const left = run([{ type: 'blur', field: 'password' }], typed);
    expect(left.stripped).toEqual({});
    expect(left.shown).toEqual({ password: 'length' });
  });

  test.each<[TextField, Partial<JoinValues>, JoinFieldProblems]>([
    ['loginId', { loginId: 'Ab' }, { loginId: 'length' }],
    ['loginId', { loginId: '1abc' }, { loginId: 'format' }],
    ['loginId', { loginId: 'good-id' }, {}],
    ['password', { password: 'abcdefgh' }, { password: 'weak' }],
    ['passwordConfirm', { passwordConfirm: 'other#123' }, { passwordConfirm: 'mismatch' }],
    ['name', { name: '' }, { name: 'required' }],
    ['email', { email: 'trader@' }, { email: 'format' }],
    ['phone', { phone: '10--1234' }, { phone: 'format' }],
    ['phone', { phone: '123' }, { phone: 'length' }],
  ])('leaving %s with %j shows %j, and only for that field', (field, patch, expected) => {
    const state = run([{ type: 'blur', field }], withValues({ ...VALID, ...patch }));
    expect(state.shown).toEqual(expected);
  });

  test('submitting shows every problem; without a solved captcha, that one too', () => {
    const state = run([{ type: 'submit', captchaKey: null }], withValues({ ...VALID, email: 'x' }));
    expect(state.shown).toEqual({ email: 'format', captchaKey: 'required' });
    expect(run([{ type: 'submit', captchaKey: SOLVED }], withValues(VALID)).shown).toEqual({});
  });

  test('choosing personal drops the corporate type and its problem', () => {
    const from: JoinFormState = {
      ...withValues({ ...VALID, accountType: 'corporate', corporateType: null }),
      shown: { corporateType: 'required' },
    };
    const corporate = run([{ type: 'corporateType', corporateType: 'listed' }], from);
    expect(corporate.values.corporateType).toBe('listed');
    expect(corporate.shown).toEqual({});
    const personal = run([{ type: 'accountType', accountType: 'personal' }], corporate);
    expect(personal.values).toMatchObject({ accountType: 'personal', corporateType: null });
  });

  test('choosing a nation clears its problem', () => {
    const from: JoinFormState = { ...INITIAL_JOIN_STATE, shown: { nationCode: 'required' } };
    const state = run([{ type: 'nation', nation: KOREA }], from);
    expect(state.values.nation).toBe(KOREA);
    expect(state.shown).toEqual({});
  });

  test('"agree to all" ticks and unticks the three; one box alone clears only its problem', () => {
    const from: JoinFormState = {
      ...INITIAL_JOIN_STATE,
      shown: { agreeTerms: 'required', agreePrivacy: 'required', email: 'required' },
    };
    const one = run([{ type: 'agree', agreement: 'agreeTerms', checked: true }], from);
    expect(one.shown).toEqual({ agreePrivacy: 'required', email: 'required' });
    expect(allAgreed(one.values)).toBe(false);
    const all = run([{ type: 'agreeAll', checked: true }], from);
    expect(all.values).toMatchObject({ agreeTerms: true, agreePrivacy: true, agreeMarketing: true });
    expect(allAgreed(all.values)).toBe(true);
    expect(all.shown).toEqual({ email: 'required' });
    const none = run([{ type: 'agreeAll', checked: false }], all);
    expect(none.values).toMatchObject({ agreeTerms: false, agreePrivacy: false, agreeMarketing: false });
  });

  test('attachments are kept as the widget gives them', () => {
    expect(run([{ type: 'attachments', attachments: [PAPER] }]).values.attachments).toEqual([PAPER]);
  });

  test.each<[string, JoinRefusal, Partial<JoinFormState>]>([
    [
      'field problems replace the shown ones',
      { kind: 'fields', fields: { loginId: 'taken' } },
      {
        shown: { loginId: 'taken' },
        failure: null,
      },
    ],
    ['the captcha', { kind: 'captcha' }, { shown: { email: 'format' }, failure: { kind: 'captcha' } }],
    [
      'too many',
      { kind: 'tooMany', retryAfterSec: 30 },
      {
        shown: { email: 'format', captchaKey: 'required' },
        failure: { kind: 'tooMany', retryAfterSec: 30 },
      },
    ],
    ['a plain failure', { kind: 'failed', message: null }, { failure: { kind: 'failed', message: null } }],
    [
      'the shell says it',
      { kind: 'shell' },
      { shown: { email: 'format', captchaKey: 'required' }, failure: null },
    ],
  ])('a refusal: %s', (_name, refusal, expected) => {
    const from: JoinFormState = { ...withValues(VALID), shown: { email: 'format', captchaKey: 'required' } };
    const state = run([{ type: 'refused', refusal }], from);
    expect(state).toMatchObject(expected);
    expect(state.values).toBe(VALID);
  });
});

describe('firstInvalidField', () => {
  test.each<[JoinFieldProblems, string | null]>([
    [{}, null],
    [{ captchaKey: 'required', phone: 'format' }, 'phone'],
    [{ agreeTerms: 'required', corporateType: 'required' }, 'corporateType'],
    [{ passwordConfirm: 'mismatch', password: 'weak', email: 'format' }, 'password'],
    [{ nationCode: 'blocked', agreePrivacy: 'required' }, 'nationCode'],
  ])('%j → %s (the page order)', (problems, expected) => {
    expect(firstInvalidField(problems)).toBe(expected);
  });
});

describe('joinRequestOf', () => {
  test('a personal form', () => {
    // The name trimmed, and no corporate type on a personal account.
    expect(joinRequestOf({ ...VALID, name: ' 홍길동 ', corporateType: 'vasp' }, SOLVED)).toEqual({
      ...validJoinForm(),
      captchaKey: SOLVED,
      attachmentIds: [],
    });
  });

  test('a corporate form with its papers', () => {
    const request = joinRequestOf(
      {
        ...VALID,
        accountType: 'corporate',
        corporateType: 'forProfit',
        name: 'Tradedeck Co., Ltd.',
        agreeMarketing: true,
        attachments: [PAPER],
      },
      SOLVED,
    );
    expect(request).toMatchObject({
      accountType: 'corporate',
      corporateType: 'forProfit',
      name: 'Tradedeck Co., Ltd.',
      agreeMarketing: true,
      attachmentIds: [PAPER.attachmentId],
    });
  });

  test('no nation yet is an empty code', () => {
    expect(joinRequestOf(EMPTY_JOIN_VALUES, '').nationCode).toBe('');
  });
});

const http = (httpStatus: number, code: string, message = ''): Failure => ({
  kind: 'http',
  httpStatus,
  code,
  message,
});

describe('joinRefusal', () => {
  test.each<[string, unknown, JoinRefusal]>([
    [
      'invalid fields',
      new ApiError(http(400, 'JOIN_INVALID'), { fields: { email: 'format', phone: 'length' } }),
      { kind: 'fields', fields: { email: 'format', phone: 'length' } },
    ],
    [
      'invalid fields the contract does not know',
      new ApiError(http(400, 'JOIN_INVALID'), { fields: { email: 'ugly' } }),
      { kind: 'failed', message: null },
    ],
    [
      "invalid without fields: the documents, with the exchange's words",
      new ApiError(http(400, 'JOIN_INVALID', ' The documents expired. '), { fields: {} }),
      { kind: 'failed', message: 'The documents expired.' },
    ],
    [
      'a taken ID',
      new ApiError(http(409, 'LOGIN_ID_TAKEN'), { fields: { loginId: 'taken' } }),
      { kind: 'fields', fields: { loginId: 'taken' } },
    ],
    [
      'a taken ID without data',
      new ApiError(http(409, 'LOGIN_ID_TAKEN'), null),
      { kind: 'fields', fields: { loginId: 'taken' } },
    ],
    ['the captcha', new ApiError(http(400, 'CAPTCHA_FAILED')), { kind: 'captcha' }],
    [
      'too many, with the wait',
      new ApiError(http(429, 'TOO_MANY_REQUESTS'), { retryAfterSec: 42 }),
      { kind: 'tooMany', retryAfterSec: 42 },
    ],
    [
      'too many, no wait said',
      new ApiError(http(429, 'TOO_MANY_REQUESTS')),
      { kind: 'tooMany', retryAfterSec: null },
    ],
    ['a bare 429', new ApiError(http(429, '')), { kind: 'tooMany', retryAfterSec: null }],
    ['a bad request', new ApiError(http(400, 'BAD_REQUEST')), { kind: 'failed', message: null }],
    [
      'a bad request with words',
      new ApiError(http(400, 'BAD_REQUEST', 'name: too long')),
      { kind: 'failed', message: 'name: too long' },
    ],
    ['no network', new ApiError({ kind: 'network' }), { kind: 'failed', message: null }],
    ['cancelled', new ApiError({ kind: 'aborted' }), { kind: 'failed', message: null }],
    ['maintenance', new ApiError(http(503, 'PAUSE')), { kind: 'shell' }],
    ['blocked', new ApiError(http(403, 'BLOCK')), { kind: 'shell' }],
    ['server error', new ApiError(http(500, 'SERVER_ERROR')), { kind: 'shell' }],
    ['timeout', new ApiError({ kind: 'timeout' }), { kind: 'shell' }],
    ['not an ApiError', new Error('boom'), { kind: 'failed', message: null }],
  ])('%s', (_name, error, expected) => {
    expect(joinRefusal(error)).toEqual(expected);
  });
});

describe('spendsCaptcha', () => {
  test.each<[string, JoinRefusal, boolean]>([
    ['fields judged before the captcha', { kind: 'fields', fields: { email: 'format' } }, false],
    ['a taken ID, told after the captcha was used', { kind: 'fields', fields: { loginId: 'taken' } }, true],
    ['the captcha itself', { kind: 'captcha' }, true],
    ['too many', { kind: 'tooMany', retryAfterSec: 1 }, true],
    ['a failure', { kind: 'failed', message: null }, true],
    ['the shell', { kind: 'shell' }, true],
  ])('%s: %s', (_name, refusal, expected) => {
    expect(spendsCaptcha(refusal)).toBe(expected);
  });
});

describe('refusalFocus', () => {
  test.each<[JoinRefusal, string | null]>([
    [{ kind: 'fields', fields: { phone: 'length', email: 'format' } }, 'email'],
    [{ kind: 'fields', fields: { loginId: 'taken' } }, 'loginId'],
    [{ kind: 'captcha' }, 'captchaKey'],
    [{ kind: 'tooMany', retryAfterSec: null }, null],
    [{ kind: 'failed', message: null }, null],
    [{ kind: 'shell' }, null],
  ])('%j → %s', (refusal, expected) => {
    expect(refusalFocus(refusal)).toBe(expected);
  });
});
