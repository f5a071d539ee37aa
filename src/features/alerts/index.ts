/**
 * The alerts feature's door: the alerts panel (the member's alerts with their firing logs), the alert
 * dialog's draft (the chart opens the dialog by id with one), and the dialogs' table.
 */
export { AlertsPanel } from './AlertsPanel';
export type { AlertDraft } from './alert-form';
export { alertsDialogs } from './dialogs';
