/**
 * The queue-wait skin (chart spec §2, §8): a full-page layer above the page and its modals while the
 * exchange admits members in turn. It renders the wait's state (queue-wait.ts) through the pure view
 * (queue-wait-rules.ts); stopping, or confirming a network error, leads to the service-delay page, which
 * says the service is delayed because of many users.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { Modal } from '../../ui/Modal';
import type { DialogComponentProps, DialogPropsMap } from '../dialog-registry';
import { pagePath } from '../pages';
import { queueWaitState, stopQueueWait } from '../queue-wait';
import { queueSkinView } from '../queue-wait-rules';
import '../shell-layers.css';

export function QueueWaitSkin({ layer, active }: DialogComponentProps<DialogPropsMap['queueWait']>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { wait } = useSnapshot(queueWaitState);
  const view = queueSkinView(wait);
  if (!view) return null;

  const stop = () => {
    stopQueueWait();
    void navigate(pagePath('networkDelay'));
  };
  const button = view.button && (
    <button type="button" className="td-button td-button--primary" onClick={stop}>
      {t(view.button === 'stop' ? 'queue.stop' : 'common.confirm')}
    </button>
  );

  return (
    <Modal
      name="queueWait"
      type="alert"
      zIndex={layer}
      active={active}
      title={t(`queue.${view.headline}`)}
      footer={button}
    >
      {view.headline === 'myTurn' && <p className="td-queue__lead">{t('queue.myTurnBody')}</p>}
      {view.headline === 'networkError' && <p className="td-queue__lead">{t('queue.networkErrorBody')}</p>}
      {view.place && (
        <dl className="td-queue__place" aria-live="polite">
          <div>
            <dt>{t('queue.position')}</dt>
            <dd>{t('queue.positionValue', { position: view.place.position })}</dd>
          </div>
          <div>
            <dt>{t('queue.estimatedWait')}</dt>
            <dd>{t('queue.seconds', { seconds: view.place.estimatedWaitSeconds })}</dd>
          </div>
        </dl>
      )}
      {view.notes && (
        <>
          <p className="td-queue__note">{t('queue.highLoad')}</p>
          <p className="td-queue__note td-queue__note--warn">{t('queue.reconnectLonger')}</p>
        </>
      )}
    </Modal>
  );
}
