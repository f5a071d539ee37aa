/** The coin list's dialogs, as rows of the shell's dialog registry: a coin no longer tradable here. */
import type { DialogTable } from '../../shell';

declare module '../../shell/dialog-registry' {
  interface DialogPropsMap {
    coinNotSupported: { coin: string };
  }
}

export const coinListDialogs = {
  coinNotSupported: {
    title: 'coinList.notSupported.title',
    body: (t, { coin }) => t('coinList.notSupported.message', { coin }),
    buttons: [{ label: 'coinList.notSupported.confirm' }],
    dismissable: true,
    stacks: true,
  },
} satisfies DialogTable;
