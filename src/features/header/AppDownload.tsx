import { useId, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NewWindowLink } from '../../ui/NewWindowLink';
import { APP_DOWNLOAD } from './app-download';
import { QrImage, useQrCode } from '../../ui/QrCode';

/**
 * The app-download box (shell spec §2.2): it opens while the mouse rests on its button or the button has
 * the focus, and shows a QR code of the download page with the Android and iOS store links. The QR code
 * is made when the box first opens. Escape closes it.
 */
export function AppDownload() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Made when the box first opens, then kept.
  const qr = useQrCode(open ? APP_DOWNLOAD.qrUrl : null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxId = useId();

  const focusInside = () => rootRef.current?.contains(document.activeElement) ?? false;
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && !focusInside()) setOpen(false);
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && rootRef.current?.contains(next))) setOpen(false);
  };

  return (
    <div
      ref={rootRef}
      className="td-app-download"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="td-text-button td-header__link"
        aria-expanded={open}
        aria-controls={open ? boxId : undefined}
        onFocus={(event) => {
          // Focus given back by Escape must not open the box again.
          if (event.relatedTarget === null || !rootRef.current?.contains(event.relatedTarget)) setOpen(true);
        }}
        onClick={() => setOpen(true)}
      >
        {t('header.appDownload.button')}
      </button>
      {open && (
        <div
          id={boxId}
          role="group"
          aria-label={t('header.appDownload.title')}
          className="td-app-download__box"
        >
          <QrImage state={qr} label={t('header.appDownload.qrLabel')} className="td-app-download__qr" />
          <p className="td-app-download__hint">
            {qr.kind === 'failed' ? t('header.appDownload.qrFailed') : t('header.appDownload.scan')}
          </p>
          <div className="td-app-download__stores">
            <NewWindowLink href={APP_DOWNLOAD.android}>{t('header.appDownload.android')}</NewWindowLink>
            <NewWindowLink href={APP_DOWNLOAD.ios}>{t('header.appDownload.ios')}</NewWindowLink>
          </div>
        </div>
      )}
    </div>
  );
}
