/**
 * Which message says each field's problem: a missing value has its own sentence per form and field (the
 * address a deposit came from is not the address a return goes to); too long and malformed are shared.
 */
import type { ApplicationKind } from '../../../contract';
import type { DepositField, FieldProblem, ReturnField } from './application-form';

const DOCUMENTS_AND_CONSENTS = {
  attachments: 'inoutApplication.problems.attachments',
  isAgreePersonalInformation: 'inoutApplication.problems.isAgreePersonalInformation',
  isAgreeNoMoneyLaundering: 'inoutApplication.problems.isAgreeNoMoneyLaundering',
} as const;

/** The fields the contract requires, and their sentence; the optional ones are never missing. */
const MISSING = {
  deposit: {
    exchangeName: 'inoutApplication.problems.deposit.exchangeName',
    firstAddress: 'inoutApplication.problems.deposit.firstAddress',
    ...DOCUMENTS_AND_CONSENTS,
  },
  return: {
    exchangeName: 'inoutApplication.problems.return.exchangeName',
    networkName: 'inoutApplication.problems.return.networkName',
    firstAddress: 'inoutApplication.problems.return.firstAddress',
    corpName: 'inoutApplication.problems.return.corpName',
    corpRepName: 'inoutApplication.problems.return.corpRepName',
    isAgreeRefundRequest: 'inoutApplication.problems.isAgreeRefundRequest',
    ...DOCUMENTS_AND_CONSENTS,
  },
} as const satisfies {
  deposit: Partial<Record<DepositField, string>>;
  return: Partial<Record<ReturnField, string>>;
};

type MissingKey = {
  [K in ApplicationKind]: (typeof MISSING)[K][keyof (typeof MISSING)[K]];
}[ApplicationKind];
const TOO_LONG = 'inoutApplication.problems.tooLong';
const INVALID = 'inoutApplication.problems.invalid';

export interface ProblemMessage {
  key: MissingKey | typeof TOO_LONG | typeof INVALID;
  params: Record<string, number>;
}

export function problemMessage(
  kind: ApplicationKind,
  field: DepositField | ReturnField,
  problem: FieldProblem,
): ProblemMessage {
  if (problem.kind === 'tooLong') return { key: TOO_LONG, params: { max: problem.max } };
  const missing: Partial<Record<string, MissingKey>> = MISSING[kind];
  const key = problem.kind === 'required' ? missing[field] : undefined;
  return { key: key ?? INVALID, params: {} };
}
