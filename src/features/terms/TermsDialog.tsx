/**
 * The terms dialog (chart spec §2, §5 "Terms dialog"): a document's current version; with an agree
 * checkbox, confirm stays disabled until it is checked; with bottom scroll required, the first press of
 * confirm scrolls to the end and only a press after that confirms. A confirm tells the caller (onAgree).
 */
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TERMS_CURRENT } from '../../../contract';
import type { DialogComponentProps, DialogPropsMap } from '../../shell/dialog-registry';
import { Modal } from '../../ui/Modal';
import { TermsBody } from './TermsBody';
import { isScrolledToEnd, termsConfirm } from './terms-rules';
import { useTermsVersion } from './use-terms';
import './terms.css';

export function TermsDialog({
  type,
  agree,
  requireScroll = false,
  onAgree,
  layer,
  active,
  close,
}: DialogComponentProps<DialogPropsMap['terms']>) {
  const { t } = useTranslation();
  const version = useTermsVersion(type, TERMS_CURRENT);
  const agreeId = useId();
  const [agreed, setAgreed] = useState(false);
  const [reachedEnd, setReachedEnd] = useState(false);
  const scroller = useRef<HTMLDivElement | null>(null);
  // Measured when the body mounts: a document that fits is read to its end already.
  const bodyRef = useCallback((element: HTMLDivElement | null) => {
    scroller.current = element;
    if (element && isScrolledToEnd(element)) setReachedEnd(true);
  }, []);

  const confirm = termsConfirm({
    loaded: version.data !== undefined,
    agreeRequired: agree !== undefined,
    agreed,
    scrollRequired: requireScroll,
    reachedEnd,
  });

  const press = () => {
    if (confirm.press === 'scrollToEnd') {
      const element = scroller.current;
      element?.scrollTo({ top: element.scrollHeight });
      setReachedEnd(true);
      return;
    }
    onAgree();
    close();
  };

  return (
    <Modal
      name="terms"
      type="terms"
      zIndex={layer}
      active={active}
      onClose={close}
      closeLabel={t('common.close')}
      title={version.data?.title ?? t('terms.dialog.title')}
      footer={
        <>
          <button type="button" className="td-button" onClick={close}>
            {t('common.close')}
          </button>
          <button
            type="button"
            className="td-button td-button--primary"
            disabled={!confirm.enabled}
            onClick={press}
          >
            {t('common.confirm')}
          </button>
        </>
      }
    >
      {version.isPending && <p role="status">{t('terms.loading')}</p>}
      {version.isError && <p role="alert">{t('terms.failed')}</p>}
      {version.data && (
        <>
          <p className="td-terms__effective">{t('terms.effective', { date: version.data.effectiveDate })}</p>
          <TermsBody
            ref={bodyRef}
            body={version.data.body}
            label={version.data.title}
            className="td-terms__body--dialog"
            onScroll={(event) => {
              if (isScrolledToEnd(event.currentTarget)) setReachedEnd(true);
            }}
          />
          {requireScroll && !reachedEnd && <p className="td-terms__hint">{t('terms.dialog.scrollHint')}</p>}
          {agree !== undefined && (
            <label className="td-terms__agree" htmlFor={agreeId}>
              <input
                id={agreeId}
                type="checkbox"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
              />
              {t(agree === true ? 'terms.dialog.agree' : agree)}
            </label>
          )}
        </>
      )}
    </Modal>
  );
}
