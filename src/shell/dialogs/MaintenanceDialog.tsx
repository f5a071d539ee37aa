import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { NewWindowLink } from '../../ui/NewWindowLink';
import type { DialogComponentProps, DialogPropsMap } from '../dialog-registry';

/** Maintenance ("Pause"): the server's ServiceCheckNotice, already sanitised by prepareServiceCheckNotice. */
export function MaintenanceDialog({
  notice,
  layer,
  active,
  close,
}: DialogComponentProps<DialogPropsMap['maintenance']>) {
  const { t } = useTranslation();
  return (
    <Modal
      name="maintenance"
      type="notice"
      zIndex={layer}
      active={active}
      title={notice.title || t('shell.maintenance.title')}
      footer={
        <>
          {notice.url && (
            <NewWindowLink className="td-button" href={notice.url}>
              {t('shell.maintenance.more')}
            </NewWindowLink>
          )}
          <button type="button" className="td-button td-button--primary" onClick={close}>
            {t('common.confirm')}
          </button>
        </>
      }
    >
      {notice.textHtml ? (
        <p className="td-notice__text" dangerouslySetInnerHTML={{ __html: notice.textHtml }} />
      ) : (
        <p className="td-notice__text">{t('shell.maintenance.text')}</p>
      )}
      {notice.subTextHtml && (
        <p className="td-notice__sub" dangerouslySetInnerHTML={{ __html: notice.subTextHtml }} />
      )}
      {notice.infos.length > 0 && (
        <dl className="td-notice__infos">
          {notice.infos.map((info, index) => (
            <div key={index} className="td-notice__info">
              <dt dangerouslySetInnerHTML={{ __html: info.titleHtml }} />
              <dd dangerouslySetInnerHTML={{ __html: info.textHtml }} />
            </div>
          ))}
        </dl>
      )}
    </Modal>
  );
}
