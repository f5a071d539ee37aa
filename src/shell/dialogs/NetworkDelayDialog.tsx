import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { pageActions } from '../page-actions';
import type { DialogComponentProps } from './dialog-props';

/** Timeout: the access-delay guide of shell spec §8, with a reload button. */
export function NetworkDelayDialog({ layer, active, close }: DialogComponentProps<'networkDelay'>) {
  const { t } = useTranslation();
  return (
    <Modal
      name="networkDelay"
      type="alert"
      zIndex={layer}
      active={active}
      onClose={close}
      closeLabel={t('common.close')}
      title={t('shell.networkDelay.title')}
      footer={
        <button type="button" className="td-button td-button--primary" onClick={() => pageActions.reload()}>
          {t('shell.networkDelay.reload')}
        </button>
      }
    >
      <p className="td-dialog__text">{t('shell.networkDelay.body')}</p>
    </Modal>
  );
}
