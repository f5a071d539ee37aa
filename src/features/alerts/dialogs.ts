/**
 * The alerts' dialogs, as rows of the shell's dialog registry: the alert dialog (create and edit; the chart
 * opens it by id with a draft: a coin and a price, or a drawing's line) and the confirmation of deleting an
 * alert (Keep / Delete). The dialog's component loads when first opened, with the chart's texts (the
 * alerts' section and the indicators' names live there).
 */
import { lazy } from 'react';
import { withTexts } from '../../i18n';
import type { DialogTable } from '../../shell';
import type { AlertDraft } from './alert-form';

const AlertDialog = lazy(
  withTexts(['chart'], async () => ({ default: (await import('./AlertDialog')).AlertDialog })),
);

declare module '../../shell/dialog-registry' {
  interface DialogPropsMap {
    /** `now`: the clock the expiry is checked against (tests give their own). */
    alertEditor: { draft: AlertDraft; now?: () => number };
    /** `what`: the alert's description, as the panel shows it. */
    alertDelete: { what: string; onDelete: () => void };
  }
}

export const alertsDialogs = {
  alertEditor: { component: AlertDialog },
  alertDelete: {
    title: 'alerts.deleteConfirm.title',
    body: (t, { what }) => t('alerts.deleteConfirm.body', { what }),
    buttons: [
      { label: 'alerts.deleteConfirm.keep' },
      { label: 'alerts.deleteConfirm.yes', press: (props) => props.onDelete() },
    ],
    dismissable: true,
  },
} satisfies DialogTable;
