/**
 * The shell's answer to a failed call: the one handler the query layer routes ApiErrors to.
 */
import type { ApiError } from '../api/api-error';
import { i18n } from '../i18n';
import { endSession, session } from '../state/session';
import { rememberBlockTarget } from './account-blocks';
import { openDialog } from './dialog-store';
import { reportQueued } from './queue-wait';
import { shellActionFor } from './rules';
import { showToast } from './toast-store';

export function handleApiError(error: ApiError): void {
  const action = shellActionFor(error);
  switch (action.kind) {
    case 'dialog':
      openDialog(action.request);
      break;
    case 'blockRedirect':
      rememberBlockTarget(session.user?.memNo ?? null, action.to);
      break;
    case 'toast':
      showToast(i18n.t(`shell.toast.${action.key}`));
      break;
    case 'endSession':
      endSession();
      break;
    case 'queue':
      reportQueued(action.status);
      break;
    case 'none':
      break;
  }
}
