/**
 * The workspace's dialogs, as rows of the shell's dialog registry: the layout reset's confirmation and the
 * named layouts' (named-layout-actions.ts): a name asked (save as, rename; its component loads when first
 * opened), a delete confirmed (and asked again when another window changed the layout first), a stale save's offer to keep the trader's arrangement as a copy, and the
 * offer at login to keep a guest's arrangement on the exchange.
 */
import { lazy } from 'react';
import type { DialogTable } from '../shell';
import type { LayoutNameDialogProps } from './LayoutNameDialog';

const LayoutNameDialog = lazy(() => import('./LayoutNameDialog'));

declare module '../shell/dialog-registry' {
  interface DialogPropsMap {
    resetLayout: { onReset: () => void };
    layoutName: LayoutNameDialogProps;
    layoutDelete: { name: string; onDelete: () => void };
    /** A delete refused as stale: the layout `name` changed in another window; `onDelete` deletes it as it is now. */
    layoutDeleteStale: { name: string; onDelete: () => void };
    /** A save refused as stale: the layout `name` as another window saved it is shown; `onCopy` keeps the trader's. */
    layoutStale: { name: string; onCopy: () => void };
    /** At a login in this window: the guest's arrangement, saved as `name` on `onSave`. */
    layoutGuest: { name: string; onSave: () => void };
  }
}

export const workspaceDialogs = {
  resetLayout: {
    title: 'workspace.resetTitle',
    body: 'workspace.resetConfirm',
    buttons: [{ label: 'common.cancel' }, { label: 'workspace.resetYes', press: (p) => p.onReset() }],
    dismissable: true,
  },
  layoutName: { component: LayoutNameDialog },
  layoutDelete: {
    title: 'workspace.layouts.deleteTitle',
    body: (t, { name }) => t('workspace.layouts.deleteBody', { name }),
    buttons: [
      { label: 'common.cancel' },
      { label: 'workspace.layouts.deleteYes', press: (p) => p.onDelete() },
    ],
    dismissable: true,
  },
  layoutDeleteStale: {
    title: 'workspace.layouts.deleteStaleTitle',
    body: (t, { name }) => t('workspace.layouts.deleteStaleBody', { name }),
    buttons: [
      { label: 'common.cancel' },
      { label: 'workspace.layouts.deleteStaleYes', press: (p) => p.onDelete() },
    ],
    dismissable: true,
  },
  layoutStale: {
    title: 'workspace.layouts.staleTitle',
    body: (t, { name }) => t('workspace.layouts.staleBody', { name }),
    buttons: [
      { label: 'workspace.layouts.staleDrop' },
      { label: 'workspace.layouts.staleCopy', press: (p) => p.onCopy() },
    ],
    dismissable: true,
  },
  layoutGuest: {
    title: 'workspace.layouts.guestTitle',
    body: (t, { name }) => t('workspace.layouts.guestBody', { name }),
    buttons: [
      { label: 'workspace.layouts.guestLater' },
      { label: (t, { name }) => t('workspace.layouts.guestSave', { name }), press: (p) => p.onSave() },
    ],
    dismissable: true,
  },
} satisfies DialogTable;
