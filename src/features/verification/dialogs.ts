/** The verification field's dialogs, as rows of the shell's dialog registry: the code has expired. */
import type { DialogTable } from '../../shell';

declare module '../../shell/dialog-registry' {
  interface DialogPropsMap {
    verificationExpired: { onClosed: () => void };
  }
}

export const verificationDialogs = {
  verificationExpired: {
    title: 'verification.expiredTitle',
    body: 'verification.expired',
    buttons: [{ label: 'common.confirm' }],
    dismissable: true,
    onClosed: (p) => p.onClosed(),
    stacks: true,
  },
} satisfies DialogTable;
