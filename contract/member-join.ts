/**
 * Sign-up at the member-join route (shell spec §2.2 "sign-up", §2.4 corporate-type guide, the
 * credit doc's shared validators): the fields, the rules each must meet and the problems a field can have.
 * The spec shows no sign-up form; what a Korean exchange asks is chosen here, once, and both the app (as
 * the member types) and the simulator (on submit) judge a form with `joinFieldProblems`.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { solvedCaptcha, UPLOAD } from './widgets';

/** §2.4: the corporate-type guide's ten types, in the spec's order. */
export const CORPORATE_TYPES = [
  'nonProfit',
  'government',
  'publicInstitution',
  'vasp',
  'listed',
  'professionalInvestor',
  'forProfit',
  'unincorporated',
  'financialInstitution',
  'overseas',
] as const;
export type CorporateType = (typeof CORPORATE_TYPES)[number];

export const ACCOUNT_TYPES = ['personal', 'corporate'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Symbols a new password may use (the newPassword validator): none of the quotes, backslash, backtick or pipe. */
export const NEW_PASSWORD_SYMBOL = /^[!@#$%^&*()\-_=+[\]{};:,.<>/?~]$/;

export const JOIN_RULES = {
  /** Lower-case Latin letters, digits and hyphens, starting with a letter. */
  loginId: { min: 4, max: 20, pattern: /^[a-z][a-z0-9-]*$/ },
  /** Letters, digits and symbols of NEW_PASSWORD_SYMBOL, with at least one of each kind. */
  password: { min: 8, max: 20 },
  /** A person's or a company's name in Hangul or Latin letters, spaces and ( ) . , ' - & */
  name: { min: 2, max: 40, pattern: /^[\uAC00-\uD7A3A-Za-z][\uAC00-\uD7A3A-Za-z0-9 ().,'&-]*$/ },
  email: { max: 100, pattern: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/ },
  /** The national number without the calling code: digits, hyphens allowed between them. */
  phone: { minDigits: 7, maxDigits: 15, pattern: /^\d[\d-]*\d$/ },
} as const;

export const JOIN_FIELDS = [
  'loginId',
  'password',
  'passwordConfirm',
  'name',
  'email',
  'nationCode',
  'phone',
  'corporateType',
  'agreeTerms',
  'agreePrivacy',
  'captchaKey',
] as const;
export type JoinField = (typeof JOIN_FIELDS)[number];

/** What can be wrong with a field; the app words each in ko and en per field. */
export const JOIN_PROBLEMS = [
  'required',
  'length',
  'format',
  'weak',
  'mismatch',
  'blocked',
  'taken',
] as const;
export type JoinProblem = (typeof JOIN_PROBLEMS)[number];

/** The sign-up form as it travels to the simulator. */
export const joinRequest = lazySchema(() =>
  z.object({
    accountType: z.enum(ACCOUNT_TYPES),
    corporateType: z.enum(CORPORATE_TYPES).nullable(),
    loginId: z.string().max(64),
    password: z.string().max(128),
    passwordConfirm: z.string().max(128),
    name: z.string().max(100),
    email: z.string().max(200),
    nationCode: z.string().max(8),
    phone: z.string().max(40),
    agreeTerms: z.boolean(),
    agreePrivacy: z.boolean(),
    agreeMarketing: z.boolean(),
    captchaKey: solvedCaptcha,
    /** The optional documents (a corporate account's registration papers), uploaded first. */
    attachmentIds: z.array(z.string().min(16).max(64)).max(UPLOAD.maxFiles),
  }),
);
export type JoinRequest = z.infer<typeof joinRequest>;

/** The answer to a completed sign-up: the new member logs in with it. */
export const joinResultSchema = lazySchema(() =>
  z.object({ memNo: z.number().int().positive(), loginId: z.string() }),
);
export type JoinResult = z.infer<typeof joinResultSchema>;

/** A refused sign-up's `data` (JOIN_INVALID): each field's first problem. */
export const joinRefusalSchema = lazySchema(() =>
  z.object({
    fields: z.partialRecord(z.enum(JOIN_FIELDS), z.enum(JOIN_PROBLEMS)),
  }),
);
export type JoinFieldProblems = Partial<Record<JoinField, JoinProblem>>;

function passwordProblem(password: string): JoinProblem | null {
  const chars = [...password];
  if (chars.length === 0) return 'required';
  if (chars.length < JOIN_RULES.password.min || chars.length > JOIN_RULES.password.max) return 'length';
  if (!chars.every((c) => /^[A-Za-z0-9]$/.test(c) || NEW_PASSWORD_SYMBOL.test(c))) return 'format';
  const kinds = [/[A-Za-z]/, /\d/].filter((kind) => chars.some((c) => kind.test(c))).length;
  return kinds === 2 && chars.some((c) => NEW_PASSWORD_SYMBOL.test(c)) ? null : 'weak';
}

/**
 * Every field's first problem, as far as the form alone can tell (a taken ID and a blocked nation are the
 * simulator's to say: `blockedNations` lets the app say the second too). Empty when the form may be sent.
 */
export function joinFieldProblems(
  form: Omit<JoinRequest, 'captchaKey' | 'attachmentIds'> & { captchaKey: string },
  blockedNations: ReadonlySet<string> = new Set(),
): JoinFieldProblems {
  const problems: JoinFieldProblems = {};
  const loginId = form.loginId;
  if (loginId === '') problems.loginId = 'required';
  else if (loginId.length < JOIN_RULES.loginId.min || loginId.length > JOIN_RULES.loginId.max)
    problems.loginId = 'length';
  else if (!JOIN_RULES.loginId.pattern.test(loginId)) problems.loginId = 'format';

  const password = passwordProblem(form.password);
  if (password) problems.password = password;
  if (form.passwordConfirm === '') problems.passwordConfirm = 'required';
  else if (form.passwordConfirm !== form.password) problems.passwordConfirm = 'mismatch';

  const name = form.name.trim();
  if (name === '') problems.name = 'required';
  else if (name.length < JOIN_RULES.name.min || name.length > JOIN_RULES.name.max) problems.name = 'length';
  else if (!JOIN_RULES.name.pattern.test(name)) problems.name = 'format';

  if (form.email === '') problems.email = 'required';
  else if (form.email.length > JOIN_RULES.email.max) problems.email = 'length';
  else if (!JOIN_RULES.email.pattern.test(form.email)) problems.email = 'format';

  if (form.nationCode === '') problems.nationCode = 'required';
  else if (blockedNations.has(form.nationCode)) problems.nationCode = 'blocked';

  const digits = form.phone.replace(/-/g, '');
  if (form.phone === '') problems.phone = 'required';
  else if (!JOIN_RULES.phone.pattern.test(form.phone) || /--/.test(form.phone)) problems.phone = 'format';
  else if (digits.length < JOIN_RULES.phone.minDigits || digits.length > JOIN_RULES.phone.maxDigits)
    problems.phone = 'length';

  if (form.accountType === 'corporate' && form.corporateType === null) problems.corporateType = 'required';
  if (!form.agreeTerms) problems.agreeTerms = 'required';
  if (!form.agreePrivacy) problems.agreePrivacy = 'required';
  if (form.captchaKey === '') problems.captchaKey = 'required';
  return problems;
}
