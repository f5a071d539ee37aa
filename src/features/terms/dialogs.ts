/**
 * The terms feature's dialogs as rows of the shell's registry: the terms dialog (its own component,
 * loaded when first opened), and two simple dialogs that are only data: the old-terms notice and the
 * re-authentication guide.
 */
import { lazy } from 'react';
import { withTexts } from '../../i18n';
import type { DialogTable } from '../../shell';
import { reauthGuideBody } from './reauth-guide';
import './dialog-types';

// The consent forms of every page may open it: it brings its texts.
const TermsDialog = lazy(
  withTexts(['account'], async () => ({ default: (await import('./TermsDialog')).TermsDialog })),
);

export const termsDialogs = {
  // Each opening is its own dialog with its own outcome for its caller.
  terms: { component: TermsDialog, stacks: true },
  oldTermsNotice: {
    title: 'terms.oldNotice.title',
    body: (t, { effectiveDate, currentDate }) =>
      t('terms.oldNotice.body', { date: effectiveDate, currentDate }),
    buttons: [
      { label: 'common.close' },
      { label: 'terms.oldNotice.showCurrent', press: ({ onShowCurrent }) => onShowCurrent() },
    ],
    dismissable: true,
  },
  reauthGuide: {
    title: 'terms.reauthGuide.title',
    body: (t) => reauthGuideBody(t),
    buttons: [{ label: 'common.confirm' }],
    dismissable: true,
  },
} satisfies DialogTable;
