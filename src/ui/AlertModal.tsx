/**
 * The alert modal of the exchange spec (§3, §5): a title and a message, where a message of the form
 * `title||body` carries its own title. The body is server text: sanitised, `\n` sequences made line
 * breaks, and its links settled by the link rules (in-app links navigate through `onNavigate`, which the
 * caller binds to the router). Buttons default to the confirm text; `closeCb` hears how it was closed.
 */
import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERNAL_LINK_ATTRIBUTE, richTextToSafeHtml } from '../lib/sanitize';
import { alertTitleBody } from '../lib/title-body';
import { Modal } from './Modal';

/** Which way an alert was closed: its first or second button, or dismissed (close button, Escape). */
export type AlertCloseReason = 'modalBtn' | 'modalBtn1' | 'dismiss';

export interface AlertModalParams {
  title?: string;
  message: string;
  /** Label of the main button (default: the confirm text). */
  modalBtn?: string;
  /** Label of a second button; without it there is only one. */
  modalBtn1?: string;
  closeCb?: (reason: AlertCloseReason) => void;
}

export interface AlertModalProps extends AlertModalParams {
  /** Removes the alert (the caller owns whether it is open). Called after closeCb. */
  onClose: () => void;
  /** Client-side navigation for in-app links. */
  onNavigate: (path: string) => void;
  name?: string;
  index?: number;
  zIndex?: number;
  active?: boolean;
  /** The host links are compared with; the page's own by default. */
  currentHost?: string;
}

export function AlertModal({
  title,
  message,
  modalBtn,
  modalBtn1,
  closeCb,
  onClose,
  onNavigate,
  name = 'alert',
  index,
  zIndex,
  active,
  currentHost = globalThis.location?.host ?? '',
}: AlertModalProps) {
  const { t } = useTranslation();
  const content = alertTitleBody(title, message);
  const bodyHtml = useMemo(() => richTextToSafeHtml(content.body, currentHost), [content.body, currentHost]);

  const close = (reason: AlertCloseReason) => {
    closeCb?.(reason);
    onClose();
  };

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element)) return;
    const anchor = event.target.closest(`a[${INTERNAL_LINK_ATTRIBUTE}]`);
    if (!anchor || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const path = anchor.getAttribute('href') ?? '/';
    close('dismiss');
    onNavigate(path);
  };

  return (
    <Modal
      name={name}
      type="alert"
      index={index}
      zIndex={zIndex}
      active={active}
      onClose={() => close('dismiss')}
      closeLabel={t('common.close')}
      title={content.title || t('ui.alert.title')}
      footer={
        <>
          {modalBtn1 !== undefined && (
            <button type="button" className="td-button" onClick={() => close('modalBtn1')}>
              {modalBtn1 || t('common.confirm')}
            </button>
          )}
          <button type="button" className="td-button td-button--primary" onClick={() => close('modalBtn')}>
            {modalBtn || t('common.confirm')}
          </button>
        </>
      }
    >
      <div
        className="td-alert__body"
        onClick={followInternalLink}
        dangerouslySetInnerHTML={{ __html: bodyHtml }}
      />
    </Modal>
  );
}
