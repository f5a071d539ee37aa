/**
 * The user panel's dialogs as rows of the shell's registry: the balance-complete modal, the KRW deposit
 * interest payment notice (shell spec §2.2, §3). Its props are the unseen payment; isMyAssetPage is read
 * from the current path when its link is followed (interest-rules.ts).
 */
import type { InterestPayment } from '../../../contract';
import { lazy } from 'react';
import { withTexts } from '../../i18n';
import type { DialogTable } from '../../shell';

// Loaded when first opened: the app's dialog map is registered on every page, the popup's included.
const BalanceCompleteDialog = lazy(
  withTexts(['header'], async () => ({
    default: (await import('./BalanceCompleteDialog')).BalanceCompleteDialog,
  })),
);

declare module '../../shell/dialog-registry' {
  interface DialogPropsMap {
    balanceComplete: InterestPayment;
  }
}

export const userPanelDialogs = {
  balanceComplete: { component: BalanceCompleteDialog },
} satisfies DialogTable;
