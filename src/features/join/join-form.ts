/**
 * The sign-up form without React: its values, what each field shows (the problem found on blur or submit
 * or said by the simulator, the stripped-characters report), the request it sends and how a refused
 * sign-up reads. The field rules are the contract's (`joinFieldProblems`), so the app and the simulator
 * judge a form alike.
 */
import { z } from 'zod';
import {
  ERROR_CODES,
  JOIN_FIELDS,
  joinFieldProblems,
  joinRefusalSchema,
  type AccountType,
  type Attachment,
  type CorporateType,
  type JoinField,
  type JoinFieldProblems,
  type JoinRequest,
  type Nation,
  type TermsType,
} from '../../../contract';
import { lazySchema } from '../../../contract/lazy-schema';
import { isApiError } from '../../api/api-error';

export interface JoinValues {
  accountType: AccountType;
  /** Chosen only for a corporate account. */
  corporateType: CorporateType | null;
  loginId: string;
  password: string;
  passwordConfirm: string;
  name: string;
  email: string;
  /** The nation picker's choice; its calling code prefixes the phone number. */
  nation: Nation | null;
  phone: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  agreeMarketing: boolean;
  /** The optional documents, uploaded already. */
  attachments: readonly Attachment[];
}

export const EMPTY_JOIN_VALUES: JoinValues = {
  accountType: 'personal',
  corporateType: null,
  loginId: '',
  password: '',
  passwordConfirm: '',
  name: '',
  email: '',
  nation: null,
  phone: '',
  agreeTerms: false,
  agreePrivacy: false,
  agreeMarketing: false,
  attachments: [],
};

/** The fields typed into an input; judged when the member leaves them. */
export const TEXT_FIELDS = ['loginId', 'password', 'passwordConfirm', 'name', 'email', 'phone'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const AGREEMENTS = ['agreeTerms', 'agreePrivacy', 'agreeMarketing'] as const;
export type Agreement = (typeof AGREEMENTS)[number];

/**
 * The terms document each agreement consents to, read in the terms dialog (chart spec §3 "Terms document
 * types", meanings in contract/terms.ts): the terms of service; the consent to collecting and using
 * personal information of an individual or a corporate member; the events and marketing consent.
 */
export function agreementDocument(agreement: Agreement, accountType: AccountType): TermsType {
  switch (agreement) {
    case 'agreeTerms':
      return 'terms';
    case 'agreePrivacy':
      return accountType === 'corporate' ? 'policy_c_corp' : 'policy_c';
    case 'agreeMarketing':
      return 'event';
  }
}

/** The fields in the order the page shows them: the first with a problem takes the focus on submit. */
export const FIELD_ORDER = [
  'corporateType',
  'loginId',
  'password',
  'passwordConfirm',
  'name',
  'email',
  'nationCode',
  'phone',
  'agreeTerms',
  'agreePrivacy',
  'captchaKey',
] as const satisfies readonly JoinField[];

/** Why the whole form was refused, beyond its fields. */
export type JoinFailure =
  /** The captcha was not accepted (wrong, expired or used): the widget starts again. */
  | { kind: 'captcha' }
  /** Too many sign-ups from here: try later, after `retryAfterSec` when the exchange says. */
  | { kind: 'tooMany'; retryAfterSec: number | null }
  /** No answer, or one the form cannot place: the exchange's message if it sent one, else "try again". */
  | { kind: 'failed'; message: string | null };

export interface JoinFormState {
  values: JoinValues;
  /** The problem shown under each field. */
  shown: JoinFieldProblems;
  /** Text fields whose edits lost characters their validator does not allow, since the member entered them. */
  stripped: Partial<Record<TextField, true>>;
  failure: JoinFailure | null;
}

export const INITIAL_JOIN_STATE: JoinFormState = {
  values: EMPTY_JOIN_VALUES,
  shown: {},
  stripped: {},
  failure: null,
};

/** What the simulator's refusal means for the form. */
export type JoinRefusal =
  | { kind: 'fields'; fields: JoinFieldProblems }
  | JoinFailure
  /** Maintenance, block, delay, server error: the shell's global dialogs say it. */
  | { kind: 'shell' };

export type JoinAction =
  | { type: 'edit'; field: TextField; value: string; stripped: boolean }
  | { type: 'blur'; field: TextField }
  | { type: 'accountType'; accountType: AccountType }
  | { type: 'corporateType'; corporateType: CorporateType }
  | { type: 'nation'; nation: Nation }
  | { type: 'agree'; agreement: Agreement; checked: boolean }
  | { type: 'agreeAll'; checked: boolean }
  | { type: 'attachments'; attachments: readonly Attachment[] }
  /** The captcha lives in its widget's hook: the form names its solved key (null: none) when sent. */
  | { type: 'submit'; captchaKey: string | null }
  | { type: 'refused'; refusal: JoinRefusal };

export function hasProblems(problems: JoinFieldProblems): boolean {
  return Object.keys(problems).length > 0;
}

/** The first field, in the page's order, that has a problem; null when none has. */
export function firstInvalidField(problems: JoinFieldProblems): JoinField | null {
  return FIELD_ORDER.find((field) => problems[field] !== undefined) ?? null;
}

export function allAgreed(values: JoinValues): boolean {
  return AGREEMENTS.every((agreement) => values[agreement]);
}

function withoutProblem(shown: JoinFieldProblems, ...cleared: (JoinField | Agreement)[]): JoinFieldProblems {
  const next: JoinFieldProblems = {};
  for (const field of JOIN_FIELDS) {
    const problem = shown[field];
    if (problem && !cleared.includes(field)) next[field] = problem;
  }
  return next;
}

/** Every field's first problem as the form stands, by the contract's rules; `captchaKey` null: unsolved. */
export function joinFormProblems(values: JoinValues, captchaKey: string | null): JoinFieldProblems {
  return joinFieldProblems(joinRequestOf(values, captchaKey ?? ''));
}

function withProblemOf(shown: JoinFieldProblems, field: JoinField, values: JoinValues): JoinFieldProblems {
  // A text field's problem does not depend on the captcha.
  const problem = joinFormProblems(values, null)[field];
  return problem ? { ...shown, [field]: problem } : withoutProblem(shown, field);
}

/**
 * The form's reducer. A field's problem shows when the member leaves it (text) or submits, and goes when
 * they change it; the simulator's problems replace the form's own.
 */
export function joinFormReducer(state: JoinFormState, action: JoinAction): JoinFormState {
  const { values, shown } = state;
  const change = (patch: Partial<JoinValues>, ...cleared: (JoinField | Agreement)[]): JoinFormState => ({
    ...state,
    values: { ...values, ...patch },
    shown: withoutProblem(shown, ...cleared),
    failure: null,
  });
  switch (action.type) {
    case 'edit': {
      const next = change({ [action.field]: action.value }, action.field);
      return action.stripped ? { ...next, stripped: { ...state.stripped, [action.field]: true } } : next;
    }
    case 'blur': {
      const stripped = { ...state.stripped };
      delete stripped[action.field];
      return { ...state, shown: withProblemOf(shown, action.field, values), stripped };
    }
    case 'accountType':
      return change({ accountType: action.accountType, corporateType: null }, 'corporateType');
    case 'corporateType':
      return change({ corporateType: action.corporateType }, 'corporateType');
    case 'nation':
      return change({ nation: action.nation }, 'nationCode');
    case 'agree':
      return change({ [action.agreement]: action.checked }, action.agreement);
    case 'agreeAll':
      return change(
        Object.fromEntries(AGREEMENTS.map((agreement) => [agreement, action.checked])),
        ...AGREEMENTS,
      );
    case 'attachments':
      return { ...state, values: { ...values, attachments: action.attachments } };
    case 'submit':
      return { ...state, shown: joinFormProblems(values, action.captchaKey), failure: null };
    case 'refused':
      return refused(state, action.refusal);
  }
}

function refused(state: JoinFormState, refusal: JoinRefusal): JoinFormState {
  switch (refusal.kind) {
    case 'fields':
      return { ...state, shown: refusal.fields, failure: null };
    case 'captcha':
      return { ...state, shown: withoutProblem(state.shown, 'captchaKey'), failure: refusal };
    case 'tooMany':
    case 'failed':
      return { ...state, failure: refusal };
    case 'shell':
      return state;
  }
}

/** The request of the form (send it only when `joinFormProblems` finds none: the key must be solved). */
export function joinRequestOf(values: JoinValues, captchaKey: string): JoinRequest {
  return {
    accountType: values.accountType,
    corporateType: values.accountType === 'corporate' ? values.corporateType : null,
    loginId: values.loginId,
    password: values.password,
    passwordConfirm: values.passwordConfirm,
    name: values.name.trim(),
    email: values.email,
    nationCode: values.nation?.nationCode ?? '',
    phone: values.phone,
    agreeTerms: values.agreeTerms,
    agreePrivacy: values.agreePrivacy,
    agreeMarketing: values.agreeMarketing,
    captchaKey,
    attachmentIds: values.attachments.map((attachment) => attachment.attachmentId),
  };
}

const FAILED: JoinRefusal = { kind: 'failed', message: null };

const retryAfterSchema = lazySchema(() => z.object({ retryAfterSec: z.number().int().nonnegative() }));

/** How a failed sign-up reads: field problems, the captcha, too many tries, the shell's, or a plain failure. */
export function joinRefusal(error: unknown): JoinRefusal {
  if (!isApiError(error)) return FAILED;
  const failed: JoinRefusal = { kind: 'failed', message: error.message.trim() || null };
  if (error.code === ERROR_CODES.joinInvalid || error.code === ERROR_CODES.loginIdTaken) {
    const refusal = joinRefusalSchema.safeParse(error.data);
    if (refusal.success && hasProblems(refusal.data.fields))
      return { kind: 'fields', fields: refusal.data.fields };
    return error.code === ERROR_CODES.loginIdTaken
      ? { kind: 'fields', fields: { loginId: 'taken' } }
      : failed;
  }
  if (error.code === ERROR_CODES.captchaFailed) return { kind: 'captcha' };
  if (error.httpStatus === 429 || error.code === ERROR_CODES.tooManyRequests) {
    const wait = retryAfterSchema.safeParse(error.data);
    return { kind: 'tooMany', retryAfterSec: wait.success ? wait.data.retryAfterSec : null };
  }
  switch (error.statusType) {
    case 'Error':
    case 'Session':
      return failed;
    case 'Connectivity':
    case 'None':
      return FAILED;
    default:
      return { kind: 'shell' };
  }
}

/** The field that takes the focus after a refusal: the first the exchange named, or the new captcha. */
export function refusalFocus(refusal: JoinRefusal): JoinField | null {
  if (refusal.kind === 'fields') return firstInvalidField(refusal.fields);
  return refusal.kind === 'captcha' ? 'captchaKey' : null;
}

/**
 * Whether the refused form's captcha is spent. The exchange judges the fields before it looks at the
 * captcha, and uses the captcha up before it says whether the ID is taken (so learning that costs one);
 * after any other answer, or none, the key may be gone, so the member solves a new one.
 */
export function spendsCaptcha(refusal: JoinRefusal): boolean {
  return !(refusal.kind === 'fields' && refusal.fields.loginId !== 'taken');
}
