/** The open-orders panel's dialogs, as rows of the shell's dialog registry: confirm cancelling all of a coin. */
import type { DialogTable } from '../../shell';

declare module '../../shell/dialog-registry' {
  interface DialogPropsMap {
    cancelAllOrders: { symbol: string; count: number; onConfirm: () => void };
  }
}

export const openOrdersDialogs = {
  cancelAllOrders: {
    title: 'openOrders.cancelAllTitle',
    body: (t, { symbol, count }) => t('openOrders.cancelAllBody', { symbol, count }),
    buttons: [
      { label: 'openOrders.cancelAllNo' },
      { label: 'openOrders.cancelAllYes', press: (p) => p.onConfirm() },
    ],
    dismissable: true,
  },
} satisfies DialogTable;
