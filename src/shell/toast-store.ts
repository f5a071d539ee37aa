/**
 * The app's one toast queue (src/ui/toast-queue.ts): throttled per message (chart spec §9: 500 ms),
 * queued, dismissed after a few seconds, suppressible by a caller (the chart in a popup or full screen).
 */
import { ToastQueue, type ToastAction } from '../ui/toast-queue';

export const appToasts = new ToastQueue();

/** The visible toasts, read live from the queue. */
export const toastState = {
  get toasts() {
    return appToasts.visible;
  },
};

/**
 * Shows (or queues) a toast unless the same one was shown under 500 ms ago or toasts are suppressed; with
 * an action, the toast carries its button (ToastQueue: held while pointed at or focused, run once).
 */
export function showToast(message: string, action?: ToastAction): boolean {
  const decision = appToasts.show(message, action);
  return decision === 'show' || decision === 'queue';
}

export function dismissToast(id: number): void {
  appToasts.dismiss(id);
}

/**
 * Whether a toast shown now would be seen in this window: its toast list is on screen (the window has
 * booted, and its page shows toasts) and nothing suppresses them. A window that cannot hands a
 * notification's show to another.
 */
export function canShowToasts(): boolean {
  return appToasts.canShow;
}

/** Drops toasts until the answered function is called. */
export function suppressToasts(): () => void {
  return appToasts.suppress();
}

export function clearToasts(): void {
  appToasts.clear();
}
