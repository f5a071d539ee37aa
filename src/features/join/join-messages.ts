/**
 * Which message says each field's problem, and with which of the contract's rule values: a message names
 * the rule it enforces (lengths, characters), read from JOIN_RULES so the words cannot drift from it.
 */
import { JOIN_RULES, NEW_PASSWORD_SYMBOL, type JoinField, type JoinProblem } from '../../../contract';
import type { ValidatorName } from '../../lib/validators';
import type { JoinFailure, TextField } from './join-form';

/**
 * The problems each field can have: what `joinFieldProblems` finds, plus what only the simulator knows
 * (a taken ID, a blocked nation). Each pair has its message, `join.problems.<field>.<problem>`.
 */
export const JOIN_FIELD_PROBLEMS = {
  loginId: ['required', 'length', 'format', 'taken'],
  password: ['required', 'length', 'format', 'weak'],
  passwordConfirm: ['required', 'mismatch'],
  name: ['required', 'length', 'format'],
  email: ['required', 'length', 'format'],
  nationCode: ['required', 'blocked'],
  phone: ['required', 'format', 'length'],
  corporateType: ['required'],
  agreeTerms: ['required'],
  agreePrivacy: ['required'],
  captchaKey: ['required'],
} as const satisfies Record<JoinField, readonly JoinProblem[]>;

type FieldProblemKey = {
  [F in JoinField]: `join.problems.${F}.${(typeof JOIN_FIELD_PROBLEMS)[F][number]}`;
}[JoinField];

/** Said for a pair outside the table: only an exchange whose rules differ from the contract's sends one. */
export const FALLBACK_PROBLEM_KEY = 'join.problems.fallback';

export type MessageParams = Record<string, string | number>;

export interface JoinMessage {
  key: FieldProblemKey | typeof FALLBACK_PROBLEM_KEY | StrippedKey | HintKey | FailureKey;
  params: MessageParams;
}

/** The symbols a new password may use, in code order, as the member reads them. */
export const PASSWORD_SYMBOLS = Array.from({ length: 0x7e - 0x20 }, (_, i) => String.fromCharCode(0x21 + i))
  .filter((char) => NEW_PASSWORD_SYMBOL.test(char))
  .join('');

const RULE_PARAMS: Partial<Record<JoinField, MessageParams>> = {
  loginId: { min: JOIN_RULES.loginId.min, max: JOIN_RULES.loginId.max },
  password: { min: JOIN_RULES.password.min, max: JOIN_RULES.password.max, symbols: PASSWORD_SYMBOLS },
  name: { min: JOIN_RULES.name.min, max: JOIN_RULES.name.max },
  email: { max: JOIN_RULES.email.max },
  phone: { minDigits: JOIN_RULES.phone.minDigits, maxDigits: JOIN_RULES.phone.maxDigits },
};

function isListed(field: JoinField, problem: JoinProblem): boolean {
  return (JOIN_FIELD_PROBLEMS[field] as readonly JoinProblem[]).includes(problem);
}

/** The message of `field`'s `problem`, with the rule values it names. */
export function joinProblemMessage(field: JoinField, problem: JoinProblem): JoinMessage {
  if (!isListed(field, problem)) return { key: FALLBACK_PROBLEM_KEY, params: {} };
  return { key: `join.problems.${field}.${problem}` as FieldProblemKey, params: RULE_PARAMS[field] ?? {} };
}

/** The validator of each text field: those that strip say so with `join.stripped.<validator>`. */
export const FIELD_VALIDATORS = {
  loginId: undefined,
  password: 'newPassword',
  passwordConfirm: 'newPassword',
  name: undefined,
  email: 'email',
  phone: 'tel',
} as const satisfies Record<TextField, ValidatorName | undefined>;

type StrippedKey = `join.stripped.${NonNullable<(typeof FIELD_VALIDATORS)[TextField]>}`;

/** The report that an edit of `field` lost characters its validator does not allow. */
export function strippedMessage(field: TextField): JoinMessage | null {
  const validator = FIELD_VALIDATORS[field];
  if (validator === undefined) return null;
  return { key: `join.stripped.${validator}`, params: { symbols: PASSWORD_SYMBOLS } };
}

/** The text fields whose rule is shown before the member types (`join.fields.<field>Hint`). */
const HINTED = ['loginId', 'password', 'phone'] as const satisfies readonly TextField[];
type HintKey = `join.fields.${(typeof HINTED)[number]}Hint`;

/** What is shown under a text field that has no problem: the stripped report, else the field's rule. */
export function fieldNote(field: TextField, stripped: boolean): JoinMessage | null {
  if (stripped) {
    const report = strippedMessage(field);
    if (report) return report;
  }
  const hinted = HINTED.find((candidate) => candidate === field);
  return hinted ? { key: `join.fields.${hinted}Hint`, params: RULE_PARAMS[hinted] ?? {} } : null;
}

type FailureKey = `join.failure.${'captcha' | 'tooMany' | 'tooManyIn' | 'failed'}`;

/**
 * What the form says under the captcha widget: nothing once it is solved; that the exchange did not
 * accept the last one; or its missing-captcha problem, unless the widget says why itself.
 */
export function captchaNote(
  problem: JoinProblem | undefined,
  failure: JoinFailure | null,
  widget: { solved: boolean; speaks: boolean },
): JoinMessage | null {
  if (widget.solved) return null;
  if (failure?.kind === 'captcha') return { key: 'join.failure.captcha', params: {} };
  return problem && !widget.speaks ? joinProblemMessage('captchaKey', problem) : null;
}

/** What the form says above its button when the exchange refused it as a whole: a message, or its own words. */
export function failureNote(failure: JoinFailure | null): JoinMessage | { text: string } | null {
  switch (failure?.kind) {
    case 'tooMany':
      return failure.retryAfterSec === null
        ? { key: 'join.failure.tooMany', params: {} }
        : { key: 'join.failure.tooManyIn', params: { seconds: failure.retryAfterSec } };
    case 'failed':
      return failure.message === null
        ? { key: 'join.failure.failed', params: {} }
        : { text: failure.message };
    default:
      // The captcha's refusal is said under the captcha (captchaNote).
      return null;
  }
}
