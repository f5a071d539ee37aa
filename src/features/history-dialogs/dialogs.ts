/**
 * The history dialogs as rows of the shell's registry: the three detail dialogs (types in dialog-types.ts)
 * and the simple dialogs around them, which are only data: the withdrawal cancel confirm and its
 * completion, the re-application confirms and refusal (§5), the fee reward's point-limit refusal (§8
 * W-C-88) and the files' retention refusal (§8 W-A-300).
 */
import { lazy } from 'react';
import { withTexts } from '../../i18n';
import { closeDialog, type DialogTable } from '../../shell';
import { pagePath } from '../../shell/pages';
import './dialog-types';

// The detail dialogs open only from the inout pages, which load on demand: so do they, and the app's
// entry chunk carries only this table.
const HistoryDetailDialog = lazy(
  withTexts(['assets'], async () => ({
    default: (await import('./HistoryDetailDialog')).HistoryDetailDialog,
  })),
);
const ApplicationDetailDialog = lazy(
  withTexts(['assets'], async () => ({
    default: (await import('./ApplicationDetailDialog')).ApplicationDetailDialog,
  })),
);
const SmartSellDetailDialog = lazy(
  withTexts(['assets'], async () => ({
    default: (await import('./SmartSellDetailDialog')).SmartSellDetailDialog,
  })),
);

export const historyDialogs = {
  historyDetail: { component: HistoryDetailDialog },
  applicationDetail: { component: ApplicationDetailDialog },
  smartSellDetail: { component: SmartSellDetailDialog },
  withdrawCancelConfirm: {
    title: 'historyDialogs.cancel.confirmTitle',
    body: 'historyDialogs.cancel.confirmBody',
    buttons: [
      { label: 'historyDialogs.cancel.keep' },
      { label: 'historyDialogs.cancel.confirm', press: ({ onConfirm }) => onConfirm() },
    ],
    dismissable: true,
  },
  withdrawCancelDone: {
    title: 'historyDialogs.cancel.doneTitle',
    body: 'historyDialogs.cancel.done',
    buttons: [{ label: 'common.confirm' }],
    dismissable: true,
  },
  reapplyReset: {
    title: 'historyDialogs.reapply.title',
    body: 'historyDialogs.reapply.resetBody',
    buttons: [
      { label: 'common.cancel' },
      { label: 'historyDialogs.reapply.apply', press: ({ onConfirm }) => onConfirm() },
    ],
    dismissable: true,
  },
  reapplyCount: {
    title: 'historyDialogs.reapply.title',
    body: (t, { count, limit }) => t('historyDialogs.reapply.countBody', { count, limit }),
    buttons: [
      { label: 'common.cancel' },
      { label: 'historyDialogs.reapply.apply', press: ({ onConfirm }) => onConfirm() },
    ],
    dismissable: true,
  },
  reapplyRestricted: {
    title: 'historyDialogs.reapply.title',
    body: 'historyDialogs.reapply.restrictedBody',
    buttons: [{ label: 'common.confirm' }],
    dismissable: true,
  },
  feeRewardPointLimit: {
    title: 'historyDialogs.feeReward.title',
    body: (_t, { message }) => message,
    buttons: [
      {
        label: 'historyDialogs.feeReward.pointShop',
        press: (_props, { navigate }) => {
          closeDialog('historyDetail');
          navigate(pagePath('pointHistory'));
        },
      },
      { label: 'common.confirm' },
    ],
    dismissable: true,
    onClosed: ({ onClosed }) => onClosed(),
  },
  applicationFilesGone: {
    title: 'historyDialogs.application.documents',
    body: (_t, { message }) => message,
    buttons: [{ label: 'common.confirm', press: () => closeDialog('applicationDetail') }],
    dismissable: false,
  },
} satisfies DialogTable;
