/**
 * The corporate-type guide (shell spec §2.4) as a row of the shell's dialog registry: the ten corporate
 * types of contract/member-join.ts, in the spec's order, each with its name and a one-line description.
 */
import type { TFunction } from 'i18next';
import { CORPORATE_TYPES } from '../../../contract';
import { escapeHtml } from '../../lib/sanitize';
import { openDialog, type DialogTable } from '../../shell';

declare module '../../shell/dialog-registry' {
  interface DialogPropsMap {
    corporateGuide: Record<string, never>;
  }
}

/** The guide's body: one list item per type (simple dialogs show a sanitised body). */
export function corporateGuideBody(t: TFunction): string {
  const items = CORPORATE_TYPES.map(
    (type) =>
      `<li><strong>${escapeHtml(t(`corporateGuide.types.${type}.name`))}</strong> ${escapeHtml(
        t(`corporateGuide.types.${type}.description`),
      )}</li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}

export const corporateGuideDialogs = {
  corporateGuide: {
    title: 'corporateGuide.title',
    body: (t) => corporateGuideBody(t),
    buttons: [{ label: 'common.confirm' }],
    dismissable: true,
  },
} satisfies DialogTable;

/** Opens the guide (the sign-up's account-type choice calls it). */
export function openCorporateGuide(): void {
  openDialog({ type: 'corporateGuide', props: {} });
}
