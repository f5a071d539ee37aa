/**
 * The terms documents the inout forms ask the member to consent to, or offer to read, before a request
 * (chart spec §3 "Terms document types"; meanings in contract/terms.ts): KRW deposits and withdrawals
 * the KRW deposit and withdrawal terms (`cash`); a coin withdrawal the transfer's precautions and terms,
 * the travel rule's collecting of the recipient's information and providing it to the receiving provider,
 * and the consent for a personal wallet (the request names no kind of destination, contract/inout.ts
 * coinWithdrawRequest, so the form asks for every consent either destination needs), with the lists of
 * Korean and overseas providers a coin may be sent to to read.
 */
import type { TermsType } from '../../../contract/terms';

/** Every document a form asks consent to, and every one it offers to read (their texts' keys). */
export const CONSENT_DOCUMENTS = [
  'withdraw_transfer_precaution',
  'withdraw_transfer_agree',
  'withdraw_transfer_collect',
  'withdraw_transfer_third',
  'transfer_personal_agree',
  'cash',
] as const satisfies readonly TermsType[];
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];
export const READING_DOCUMENTS = [
  'vasp_detail',
  'overseas_vasp_detail',
] as const satisfies readonly TermsType[];
export type ReadingDocument = (typeof READING_DOCUMENTS)[number];

export const CONSENT_FORMS = ['coinWithdraw', 'krwWithdraw', 'krwDeposit'] as const;
export type ConsentForm = (typeof CONSENT_FORMS)[number];

/** The documents a form's request needs consent to, in the order it shows them. */
export const FORM_CONSENTS: Record<ConsentForm, readonly ConsentDocument[]> = {
  coinWithdraw: [
    'withdraw_transfer_precaution',
    'withdraw_transfer_agree',
    'withdraw_transfer_collect',
    'withdraw_transfer_third',
    'transfer_personal_agree',
  ],
  krwWithdraw: ['cash'],
  krwDeposit: ['cash'],
};

/** The documents a form offers to read, without a consent. */
export const FORM_READINGS: Record<ConsentForm, readonly ReadingDocument[]> = {
  coinWithdraw: ['vasp_detail', 'overseas_vasp_detail'],
  krwWithdraw: [],
  krwDeposit: [],
};

/** The form's consents not yet given, in its order (none: the request may go). */
export function missingConsents(form: ConsentForm, agreed: ReadonlySet<ConsentDocument>): ConsentDocument[] {
  return FORM_CONSENTS[form].filter((type) => !agreed.has(type));
}

/** The consents given after the box of `type` is set to `checked`. */
export function withConsent(
  agreed: ReadonlySet<ConsentDocument>,
  type: ConsentDocument,
  checked: boolean,
): ReadonlySet<ConsentDocument> {
  const next = new Set(agreed);
  if (checked) next.add(type);
  else next.delete(type);
  return next;
}
