/**
 * The Plus buy dialogs as rows of the shell's dialog registry: the notice, the quiz and the benefits modal
 * (their types are declared in dialog-types.ts), and the quiz's leave confirmation, a simple dialog.
 */
import { lazy } from 'react';
import { withTexts } from '../../i18n';
import type { DialogTable } from '../../shell';
import './dialog-types';

// Loaded when first opened: the app's dialog map is registered on every page, the popup's included.
// Each brings the Plus buy texts (the quiz's leave confirmation below opens from the quiz).
const CreditNoticeDialog = lazy(
  withTexts(['plus-buy'], async () => ({
    default: (await import('./CreditNoticeDialog')).CreditNoticeDialog,
  })),
);
const CreditQuizDialog = lazy(
  withTexts(['plus-buy'], async () => ({ default: (await import('./CreditQuizDialog')).CreditQuizDialog })),
);
const CreditBenefitsDialog = lazy(
  withTexts(['plus-buy'], async () => ({
    default: (await import('./CreditBenefitsDialog')).CreditBenefitsDialog,
  })),
);

declare module '../../shell/dialog-registry' {
  interface DialogPropsMap {
    /** "Are you sure you want to leave?": leaving restarts the quiz. */
    creditQuizLeave: { onLeave: () => void };
  }
}

export const plusBuyDialogs = {
  creditNotice: { component: CreditNoticeDialog },
  creditQuiz: { component: CreditQuizDialog },
  creditBenefits: { component: CreditBenefitsDialog },
  creditQuizLeave: {
    title: 'plusBuy.quiz.leaveTitle',
    body: 'plusBuy.quiz.leaveBody',
    buttons: [{ label: 'plusBuy.quiz.stay' }, { label: 'plusBuy.quiz.leave', press: (p) => p.onLeave() }],
    dismissable: true,
  },
} satisfies DialogTable;
