/**
 * Toast building block: the visible toasts of a ToastQueue, rendered into popUpContainer like modals, in
 * a polite live region that is always present so that screen readers announce each new toast. While it is
 * mounted the queue knows its toasts are seen (ToastQueue.canShow). A toast's action is a button in the
 * toast (Tab reaches it); the toast stays while the pointer is over it or the focus in it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { POPUP_CONTAINER_ID } from './Modal';
import type { Toast, ToastQueue } from './toast-queue';
import './modal.css';

export function ToastList({ queue }: { queue: ToastQueue }) {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  useEffect(() => queue.attachHost(), [queue]);
  const container = typeof document === 'undefined' ? null : document.getElementById(POPUP_CONTAINER_ID);
  if (!container) return null;
  return createPortal(
    <div className="td-toasts" role="status" aria-live="polite" aria-label={t('ui.toast.region')}>
      {toasts.map((toast) =>
        toast.action ? (
          <ActionToast key={toast.id} toast={toast} queue={queue} />
        ) : (
          <div key={toast.id} className="td-toast">
            {toast.message}
          </div>
        ),
      )}
    </div>,
    container,
  );
}

function ActionToast({ toast, queue }: { toast: Toast; queue: ToastQueue }) {
  const { id, action } = toast;
  return (
    <div
      className="td-toast td-toast--action"
      onPointerEnter={() => queue.hold(id, 'pointer')}
      onPointerLeave={() => queue.release(id, 'pointer')}
      onFocus={() => queue.hold(id, 'focus')}
      onBlur={() => queue.release(id, 'focus')}
    >
      <span>{toast.message}</span>
      <button
        type="button"
        className="td-toast__action"
        disabled={action!.running}
        onClick={() => void queue.act(id)}
      >
        {action!.label}
      </button>
    </div>
  );
}
