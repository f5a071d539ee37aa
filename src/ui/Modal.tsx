/**
 * The modal building block (chart spec §2, §4, §9): rendered into the page's popUpContainer (nothing
 * renders without one), layered at 100 + index unless given a z-index, labelled by its title, closed by
 * its close button, Escape (unless turned off), a background click when enabled, or whoever owns it (the
 * dialog store of the shell is the app's modal service). While active it holds the focus inside and gives
 * it back to where it was when it closes.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

export const POPUP_CONTAINER_ID = 'popUpContainer';
export const MODAL_BASE_Z_INDEX = 100;

export type ModalType = 'alert' | 'notice' | 'default' | 'terms' | 'image';

export interface ModalProps {
  /** Identifies the modal (data-modal attribute), e.g. for styling and tests. */
  name: string;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  type?: ModalType;
  /** Stacking index among generic modals: z-index 100 + index. */
  index?: number;
  /** A fixed layer (the shell's blocking dialogs) instead of 100 + index. */
  zIndex?: number;
  /** Without onClose the modal cannot be dismissed (no close button, no Escape). */
  onClose?: () => void;
  /** Accessible name of the close button (the caller translates it). */
  closeLabel?: string;
  closeOnBackdrop?: boolean;
  /** Escape closes a closable modal unless this is false. */
  closeOnEscape?: boolean;
  /** The top-most modal holds the focus; the ones under it leave it alone. */
  active?: boolean;
  /** What takes the focus as it opens (a search field); otherwise its first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

export function Modal({
  name,
  title,
  children,
  footer,
  type = 'default',
  index = 0,
  zIndex,
  onClose,
  closeLabel,
  closeOnBackdrop = false,
  closeOnEscape = true,
  active = true,
  initialFocus,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Only the full-screen element's subtree is painted while one is full screen (a chart): a dialog
  // opened then goes inside it, or it would be hidden behind.
  const container =
    typeof document === 'undefined'
      ? null
      : (document.fullscreenElement ?? document.getElementById(POPUP_CONTAINER_ID));

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.contains(document.activeElement))
      (initialFocus?.current ?? focusables(dialog)[0] ?? dialog).focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
    // The element to focus is read as the modal opens or comes on top, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  if (!container) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose && closeOnEscape) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="td-modal-layer"
      data-modal={name}
      style={{ zIndex: zIndex ?? MODAL_BASE_Z_INDEX + index }}
      // A press on the background must not pull the focus out of the dialog onto the page.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && onClose && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`td-modal td-modal--${type}`}
        role={type === 'alert' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="td-modal__header">
          <h2 id={titleId} className="td-modal__title">
            {title}
          </h2>
          {onClose && (
            <button type="button" className="td-modal__close" aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          )}
        </header>
        <div className="td-modal__body">{children}</div>
        {footer && <footer className="td-modal__footer">{footer}</footer>}
      </div>
    </div>,
    container,
  );
}
