/** The notifications as a workspace panel: the list and its settings for a member, the login hint for a guest. */
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { LoginHint } from '../../ui/LoginHint';
import { windowNotifications } from './follow-notifications';
import { NotificationsView } from './NotificationsView';
import './notifications.css';

export function NotificationsPanel() {
  const { t } = useTranslation();
  const { status } = useSnapshot(session);
  return (
    <div className="td-notices__panel">
      {status === 'guest' && <LoginHint message={t('notifications.loginHint')} />}
      {status === 'member' && <NotificationsView store={windowNotifications} />}
    </div>
  );
}
