/**
 * Toast building block: the visible toasts of a ToastQueue, rendered into popUpContainer like modals, in
 * a polite live region that is always present so that screen readers announce each new toast. While it is
 * mounted the queue knows its toasts are seen (ToastQueue.canShow).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { POPUP_CONTAINER_ID } from './Modal';
import type { ToastQueue } from './toast-queue';
import './modal.css';

export function ToastList({ queue }: { queue: ToastQueue }) {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  useEffect(() => queue.attachHost(), [queue]);
  const container = typeof document === 'undefined' ? null : document.getElementById(POPUP_CONTAINER_ID);
  if (!container) return null;
  return createPortal(
    <div className="td-toasts" role="status" aria-live="polite" aria-label={t('ui.toast.region')}>
      {toasts.map((toast) => (
        <div key={toast.id} className="td-toast">
          {toast.message}
        </div>
      ))}
    </div>,
    container,
  );
}
