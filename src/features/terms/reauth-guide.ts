/**
 * The re-authentication guide (chart spec §2 "Dialogs of the app shell", §9): for a member whose identity
 * verification must be redone, what to do and the two identity vendors' support numbers. Each number is
 * one constant here, put into the texts' `{{phone}}` placeholder, never written in them.
 */
import type { TFunction } from 'i18next';
import { escapeHtml } from '../../lib/sanitize';

/** The identity verification vendors the exchange uses, with their support numbers. */
export const IDENTITY_VENDORS = [
  { id: 'nice', phone: '1600-1522' },
  { id: 'kcb', phone: '02-708-1000' },
] as const;

const STEPS = ['verify', 'submit'] as const;

/** The guide's body (simple dialogs show a sanitised body): why, the steps, and whom to call. */
export function reauthGuideBody(t: TFunction): string {
  const steps = STEPS.map((step) => `<li>${escapeHtml(t(`terms.reauthGuide.steps.${step}`))}</li>`);
  const vendors = IDENTITY_VENDORS.map(
    ({ id, phone }) => `<li>${escapeHtml(t(`terms.reauthGuide.vendors.${id}`, { phone }))}</li>`,
  );
  return [
    `<p>${escapeHtml(t('terms.reauthGuide.intro'))}</p>`,
    `<ol>${steps.join('')}</ol>`,
    `<p>${escapeHtml(t('terms.reauthGuide.help'))}</p>`,
    `<ul>${vendors.join('')}</ul>`,
  ].join('');
}
