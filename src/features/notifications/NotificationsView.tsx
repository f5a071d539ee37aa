/** The list and, folded below it, the settings: what the bell's popover and the workspace panel show. */
import { useTranslation } from 'react-i18next';
import { NotificationList } from './NotificationList';
import { NotificationSettings } from './NotificationSettings';
import type { NotificationStore } from './notification-store';

export function NotificationsView({ store, onOpened }: { store: NotificationStore; onOpened?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="td-notices__view">
      <NotificationList store={store} onOpened={onOpened} />
      <details className="td-notices__details">
        <summary>{t('notifications.settings')}</summary>
        <NotificationSettings />
      </details>
    </div>
  );
}
