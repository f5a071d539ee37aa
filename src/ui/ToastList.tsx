/**
 * Toast building block: short messages announced politely, rendered into popUpContainer like modals.
 */
import { createPortal } from 'react-dom';
import { POPUP_CONTAINER_ID } from './Modal';
import './modal.css';

export interface ToastItem {
  id: number;
  message: string;
}

export function ToastList({ toasts }: { toasts: readonly ToastItem[] }) {
  const container = typeof document === 'undefined' ? null : document.getElementById(POPUP_CONTAINER_ID);
  if (!container) return null;
  return createPortal(
    <div className="td-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="td-toast">
          {toast.message}
        </div>
      ))}
    </div>,
    container,
  );
}
