/** The security page's dialogs, as rows of the shell's registry: the confirm before a key is deleted. */
import type { DialogTable } from '../../shell';
import { shortKey } from './security-rules';

declare module '../../shell/dialog-registry' {
  interface DialogPropsMap {
    openApiKeyDeleteConfirm: { accessKey: string; onConfirm: () => void };
  }
}

export const securityDialogs = {
  openApiKeyDeleteConfirm: {
    title: 'security.keys.deleteTitle',
    body: (t, { accessKey }) => t('security.keys.deleteBody', { key: shortKey(accessKey) }),
    buttons: [
      { label: 'common.cancel' },
      { label: 'security.keys.deleteConfirm', press: ({ onConfirm }) => onConfirm() },
    ],
    dismissable: true,
  },
} satisfies DialogTable;
