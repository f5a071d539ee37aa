/**
 * The deposit and asset-return application forms without React: their values, how a previous
 * application and the deposit fill them, the request each sends, and which problem each field has. The
 * rules are the contract's request schemas (depositApplicationRequest, refundApplicationRequest), the same
 * the simulator judges with: a field's problem is read from their issues, never written again here.
 */
import type { z } from 'zod';
import {
  depositApplicationRequest,
  refundApplicationRequest,
  type ApplicationRecord,
  type Attachment,
  type CustType,
  type DepositApplicationRequest,
  type HistoryEntry,
  type RefundApplicationRequest,
  type RefundType,
  type WithdrawNetwork,
} from '../../../contract';

export interface DepositValues {
  exchangeName: string;
  firstAddress: string;
  secondAddressName: string;
  secondAddress: string;
  attachments: Attachment[];
  isAgreePersonalInformation: boolean;
  isAgreeNoMoneyLaundering: boolean;
}

export interface ReturnValues {
  refundType: RefundType;
  exchangeName: string;
  networkName: string;
  firstAddress: string;
  secondAddressName: string;
  secondAddress: string;
  custType: CustType;
  corpName: string;
  corpRepName: string;
  attachments: Attachment[];
  isAgreeRefundRequest: boolean;
  isAgreePersonalInformation: boolean;
  isAgreeNoMoneyLaundering: boolean;
}

export type DepositField = keyof DepositValues;
export type ReturnField = keyof ReturnValues;

/**
 * A deposit application starts from the previous one when there is one (a re-application), else from
 * what the deposit says about its sender. Documents and consents are always given anew (§5: a new
 * application resets the documents submitted before).
 */
export function depositValuesOf(entry: HistoryEntry, record: ApplicationRecord | null): DepositValues {
  const previous = record?.depositRequestDetail;
  return {
    exchangeName: previous?.exchangeName ?? '',
    firstAddress: previous?.firstAddress ?? entry.firstAddress ?? '',
    secondAddressName: (previous ? previous.secondAddressName : entry.secondAddressName) ?? '',
    secondAddress: (previous ? previous.secondAddress : entry.secondAddress) ?? '',
    attachments: [],
    isAgreePersonalInformation: false,
    isAgreeNoMoneyLaundering: false,
  };
}

/**
 * A return application starts from the previous one when there is one, else on the deposit's network;
 * the return address is the member's to give (the sending address is often an exchange's hot wallet).
 * The network is one of the coin's (`defaultNetwork`); a first application also takes its memo/tag name.
 */
export function returnValuesOf(
  entry: HistoryEntry,
  record: ApplicationRecord | null,
  networks: readonly WithdrawNetwork[],
): ReturnValues {
  const previous = record?.refundRequestDetail;
  const values: ReturnValues = {
    refundType: previous?.refundType ?? 'EXCHANGE',
    exchangeName: previous?.exchangeName ?? '',
    networkName: previous?.networkName ?? entry.networkName ?? '',
    firstAddress: previous?.firstAddress ?? '',
    secondAddressName: previous?.secondAddressName ?? '',
    secondAddress: previous?.secondAddress ?? '',
    custType: previous?.custType ?? 'personal',
    corpName: previous?.corpName ?? '',
    corpRepName: previous?.corpRepName ?? '',
    attachments: [],
    isAgreeRefundRequest: false,
    isAgreePersonalInformation: false,
    isAgreeNoMoneyLaundering: false,
  };
  const network = defaultNetwork(networks, values.networkName);
  if (!network) return values;
  // A re-application keeps the memo/tag name the member gave before.
  return previous
    ? { ...values, networkName: network.networkName }
    : { ...values, ...networkChange(network) };
}

/** The network a return starts on: the one wanted when the coin has it, else the coin's first. */
export function defaultNetwork(
  networks: readonly WithdrawNetwork[],
  networkName: string,
): WithdrawNetwork | undefined {
  return networks.find((network) => network.networkName === networkName) ?? networks[0];
}

/** Choosing a network; one whose memo/tag has a name (e.g. "Destination Tag") fills the name field with it. */
export function networkChange(network: WithdrawNetwork): Partial<ReturnValues> {
  return network.secondAddressName === null
    ? { networkName: network.networkName }
    : { networkName: network.networkName, secondAddressName: network.secondAddressName };
}

/** A request as the form holds it: the consents may still be unticked. */
type Draft<R> = { [K in keyof R]: R[K] extends true ? boolean : R[K] };

function depositDraftOf(coinInSeq: number, values: DepositValues): Draft<DepositApplicationRequest> {
  return {
    coinInSeq,
    exchangeName: values.exchangeName,
    firstAddress: values.firstAddress,
    secondAddressName: values.secondAddressName,
    secondAddress: values.secondAddress,
    attachmentIds: values.attachments.map((attachment) => attachment.attachmentId),
    isAgreePersonalInformation: values.isAgreePersonalInformation,
    isAgreeNoMoneyLaundering: values.isAgreeNoMoneyLaundering,
  };
}

/** A field the chosen refund or customer type hides is not sent (what was typed there stays in the form). */
function returnDraftOf(coinInSeq: number, values: ReturnValues): Draft<RefundApplicationRequest> {
  const corporation = values.custType === 'corporation';
  return {
    coinInSeq,
    refundType: values.refundType,
    exchangeName: showsExchangeName(values.refundType) ? values.exchangeName : null,
    networkName: values.networkName,
    firstAddress: values.firstAddress,
    secondAddressName: values.secondAddressName,
    secondAddress: values.secondAddress,
    custType: values.custType,
    corpName: corporation ? values.corpName : null,
    corpRepName: corporation ? values.corpRepName : null,
    attachmentIds: values.attachments.map((attachment) => attachment.attachmentId),
    isAgreeRefundRequest: values.isAgreeRefundRequest,
    isAgreePersonalInformation: values.isAgreePersonalInformation,
    isAgreeNoMoneyLaundering: values.isAgreeNoMoneyLaundering,
  };
}

/** A return to an exchange names it; a return to a personal wallet has no exchange. */
export function showsExchangeName(refundType: RefundType): boolean {
  return refundType === 'EXCHANGE';
}

/** What is wrong with a field: missing (a blank text, no document, a consent not given), too long, or malformed. */
export type FieldProblem = { kind: 'required' } | { kind: 'tooLong'; max: number } | { kind: 'invalid' };

/** The request's fields under the form's names (the documents are sent as their ids). */
const FORM_FIELD_OF: Record<string, string> = { attachmentIds: 'attachments' };

/** What the form says of its values: each field's problem, and the request to send once there is none. */
export interface Judgement<F extends string, R> {
  problems: Partial<Record<F, FieldProblem>>;
  request: R | null;
}

function judge<F extends string, R>(schema: z.ZodType<R, unknown>, draft: unknown): Judgement<F, R> {
  const result = schema.safeParse(draft);
  if (result.success) return { problems: {}, request: result.data };
  const problems: Partial<Record<string, FieldProblem>> = {};
  for (const issue of result.error.issues) {
    const [key] = issue.path;
    if (typeof key !== 'string') continue;
    const field = FORM_FIELD_OF[key] ?? key;
    // The first issue of a field is its problem (a blank text is too short before anything else).
    problems[field] ??= problemOf(issue);
  }
  return { problems: problems as Partial<Record<F, FieldProblem>>, request: null };
}

function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  // A document id too short is a malformed document, not a missing one: only the list's own minimum is.
  const own = issue.path.length === 1;
  switch (issue.code) {
    case 'too_small':
      return own ? { kind: 'required' } : { kind: 'invalid' };
    case 'too_big':
      return { kind: 'tooLong', max: Number(issue.maximum) };
    // A consent not given (a literal true) and a field another one requires (a refinement).
    case 'invalid_value':
    case 'custom':
      return { kind: 'required' };
    default:
      return { kind: 'invalid' };
  }
}

export function judgeDeposit(
  coinInSeq: number,
  values: DepositValues,
): Judgement<DepositField, DepositApplicationRequest> {
  return judge(depositApplicationRequest, depositDraftOf(coinInSeq, values));
}

export function judgeReturn(
  coinInSeq: number,
  values: ReturnValues,
): Judgement<ReturnField, RefundApplicationRequest> {
  return judge(refundApplicationRequest, returnDraftOf(coinInSeq, values));
}
