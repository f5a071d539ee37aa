import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import type { DialogComponentProps } from './dialog-props';

/** A server message ("Error"): "title||body", or the whole message as the body under a generic title. */
export function MessageDialog({ title, body, layer, active, close }: DialogComponentProps<'message'>) {
  const { t } = useTranslation();
  return (
    <Modal
      name="message"
      type="alert"
      zIndex={layer}
      active={active}
      onClose={close}
      closeLabel={t('common.close')}
      title={title || t('shell.message.title')}
      footer={
        <button type="button" className="td-button td-button--primary" onClick={close}>
          {t('common.confirm')}
        </button>
      }
    >
      <p className="td-dialog__text">{body || t('shell.message.body')}</p>
    </Modal>
  );
}
