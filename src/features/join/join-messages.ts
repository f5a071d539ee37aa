/**
 * Which message says each field's problem, and with which of the contract's rule values: a message names
 * the rule it enforces (lengths, characters), read from JOIN_RULES so the words cannot drift from it.
 */
import { JOIN_RULES, NEW_PASSWORD_SYMBOL, type JoinField, type JoinProblem } from '../../../contract';
import type { ValidatorName } from '../../lib/validators';
import type { TextField } from './join-form';

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
  key: FieldProblemKey | typeof FALLBACK_PROBLEM_KEY | StrippedKey;
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
