/** The workspace's dialogs, as rows of the shell's dialog registry: the layout reset's confirmation. */
import type { DialogTable } from '../shell';

declare module '../shell/dialog-registry' {
  interface DialogPropsMap {
    resetLayout: { onReset: () => void };
  }
}

export const workspaceDialogs = {
  resetLayout: {
    title: 'workspace.resetTitle',
    body: 'workspace.resetConfirm',
    buttons: [{ label: 'common.cancel' }, { label: 'workspace.resetYes', press: (p) => p.onReset() }],
    dismissable: true,
  },
} satisfies DialogTable;
