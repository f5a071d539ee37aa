/**
 * The shell's own dialogs (chart spec §8, §9; shell spec §8): what a failed call or a lost connection
 * shows, the blocked-endpoint notice, the queue-wait skin and the generic alert. All but the maintenance
 * notice, the queue-wait skin and the alert are simple dialogs: rows of data.
 */
import { SHELL } from '../../contract';
import { HOME_PATH } from '../lib/paths';
import type { TitleBody } from '../lib/title-body';
import type { DialogTable } from './dialog-registry';
import { AlertDialog } from './dialogs/AlertDialog';
import { MaintenanceDialog } from './dialogs/MaintenanceDialog';
import { QueueWaitSkin } from './dialogs/QueueWaitSkin';
import { blockedNoticeExit, type BlockedNotice } from './endpoint-guard';
import { pageActions } from './page-actions';
import { blockOkTarget, type PreparedNotice } from './rules';

declare module './dialog-registry' {
  interface DialogPropsMap {
    maintenance: { notice: PreparedNotice };
    serviceBlock: TitleBody;
    retryConnect: { attempt: number; offline?: boolean; onRetry: () => void };
    networkDelay: Record<string, never>;
    message: TitleBody;
    tooManyRequests: Record<string, never>;
    blockedEndpoint: BlockedNotice;
    /** Its content is the wait's state (queue-wait.ts), not props. */
    queueWait: Record<string, never>;
  }
}

export const shellDialogs = {
  maintenance: { component: MaintenanceDialog },
  serviceBlock: {
    title: (t, { title }) => title || t('shell.serviceBlock.title'),
    body: (t, { body }) => body || t('shell.serviceBlock.body'),
    buttons: [
      {
        label: 'common.confirm',
        press: (_props, { pathname, navigate }) => {
          const target = blockOkTarget(pathname);
          if (target !== null) navigate(target);
        },
      },
    ],
    dismissable: false,
  },
  retryConnect: {
    title: 'shell.retryConnect.title',
    body: 'shell.retryConnect.body',
    note: (t, { attempt, offline }) =>
      offline
        ? t('shell.retryConnect.offline')
        : attempt > 0
          ? t('shell.retryConnect.reconnecting', { attempt })
          : '',
    buttons: [{ label: 'shell.retryConnect.retry', press: ({ onRetry }) => onRetry(), staysOpen: true }],
    dismissable: false,
  },
  networkDelay: {
    title: 'shell.networkDelay.title',
    body: 'shell.networkDelay.body',
    buttons: [{ label: 'shell.networkDelay.reload', press: () => pageActions.reload(), staysOpen: true }],
    dismissable: true,
  },
  message: {
    title: (t, { title }) => title || t('shell.message.title'),
    body: (t, { body }) => body || t('shell.message.body'),
    buttons: [{ label: 'common.confirm' }],
    dismissable: true,
  },
  tooManyRequests: {
    title: 'shell.tooManyRequests.title',
    body: 'shell.tooManyRequests.body',
    buttons: [{ label: 'common.confirm' }],
    dismissable: true,
  },
  // Shell spec §8: the guard closed every other dialog first; the notice leaves by itself after 9 s, and
  // then, as its button does, takes the member home from the blocked page.
  blockedEndpoint: {
    title: (t, { title }) => title || t('shell.blockedEndpoint.title'),
    body: (t, { body }) => body || t('shell.blockedEndpoint.notice'),
    buttons: [{ label: 'shell.blockedEndpoint.home', press: (_props, { navigate }) => navigate(HOME_PATH) }],
    dismissable: false,
    closesAfterMs: SHELL.blockedNoticeMs,
    onExpired: (notice, { pathname, navigate }) => {
      const exit = blockedNoticeExit(notice, pathname);
      if (exit !== null) navigate(exit);
    },
  },
  queueWait: { component: QueueWaitSkin },
  alert: { component: AlertDialog, stacks: true },
} satisfies DialogTable;
