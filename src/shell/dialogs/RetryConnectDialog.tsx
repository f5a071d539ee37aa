import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import type { DialogComponentProps } from './dialog-props';

/** Lost connection: stays until the feed is back (no close), offers to try again now. */
export function RetryConnectDialog({
  attempt,
  onRetry,
  layer,
  active,
}: DialogComponentProps<'retryConnect'>) {
  const { t } = useTranslation();
  return (
    <Modal
      name="retryConnect"
      type="alert"
      zIndex={layer}
      active={active}
      title={t('shell.retryConnect.title')}
      footer={
        <button type="button" className="td-button td-button--primary" onClick={onRetry}>
          {t('shell.retryConnect.retry')}
        </button>
      }
    >
      <p className="td-dialog__text">{t('shell.retryConnect.body')}</p>
      {attempt > 0 && <p className="td-dialog__sub">{t('shell.retryConnect.reconnecting', { attempt })}</p>}
    </Modal>
  );
}
