/**
 * The notifications' settings: a sound per kind (off by default; kept in the settings store) with a note
 * while the system asks for quiet (notification-sound.ts's query), and desktop notifications — asked for
 * only from this button's click, never on load.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { NOTIFICATION_KINDS } from '../../../contract/notifications';
import { setNotificationSound, settings } from '../../state/settings';
import { QUIET_MEDIA_QUERY } from './notification-sound';
import { notificationApi } from './os-notification';

export function NotificationSettings() {
  const { t } = useTranslation();
  const { notificationSounds } = useSnapshot(settings);
  const api = notificationApi();
  const [permission, setPermission] = useState(() => api?.permission ?? null);
  const quiet = typeof window.matchMedia === 'function' && window.matchMedia(QUIET_MEDIA_QUERY).matches;

  const ask = () => {
    if (!api) return;
    void api.requestPermission().then(setPermission, () => setPermission(api.permission));
  };

  return (
    <div className="td-notices__settings">
      <fieldset>
        <legend>{t('notifications.sounds')}</legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className="td-notices__toggle">
            <input
              type="checkbox"
              checked={notificationSounds[kind]}
              onChange={(event) => setNotificationSound(kind, event.currentTarget.checked)}
            />
            {t(`notifications.kinds.${kind}`)}
          </label>
        ))}
        {quiet && <p className="td-notices__note">{t('notifications.quiet')}</p>}
      </fieldset>
      <fieldset>
        <legend>{t('notifications.os.title')}</legend>
        {permission === null && <p className="td-notices__note">{t('notifications.os.unsupported')}</p>}
        {permission === 'granted' && <p className="td-notices__note">{t('notifications.os.granted')}</p>}
        {permission === 'denied' && <p className="td-notices__note">{t('notifications.os.denied')}</p>}
        {permission === 'default' && (
          <button type="button" className="td-text-button" onClick={ask}>
            {t('notifications.os.allow')}
          </button>
        )}
      </fieldset>
    </div>
  );
}
