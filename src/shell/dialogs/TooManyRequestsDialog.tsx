import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import type { DialogComponentProps } from './dialog-props';

export function TooManyRequestsDialog({ layer, active, close }: DialogComponentProps<'tooManyRequests'>) {
  const { t } = useTranslation();
  return (
    <Modal
      name="tooManyRequests"
      type="alert"
      zIndex={layer}
      active={active}
      onClose={close}
      closeLabel={t('common.close')}
      title={t('shell.tooManyRequests.title')}
      footer={
        <button type="button" className="td-button td-button--primary" onClick={close}>
          {t('common.confirm')}
        </button>
      }
    >
      <p className="td-dialog__text">{t('shell.tooManyRequests.body')}</p>
    </Modal>
  );
}
