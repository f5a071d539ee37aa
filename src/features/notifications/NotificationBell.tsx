/**
 * The header's bell (the header embeds it for a member): the count unread, every window's the same (the
 * feed's frames and the calls' answers), opening the notifications as a popover; a click outside or
 * Escape closes it, and so does opening a notification (the app goes to its subject).
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useOutsidePointerDown } from '../../ui/use-outside-pointer-down';
import { windowNotifications } from './follow-notifications';
import type { NotificationStore } from './notification-store';
import { NotificationsView } from './NotificationsView';
import './notifications.css';

/** The badge's most: more reads "99+". */
const BADGE_MAX = 99;

export function NotificationBell({ store = windowNotifications }: { store?: NotificationStore }) {
  const { t } = useTranslation();
  const { unread } = useSnapshot(store.state);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useOutsidePointerDown(root, open, () => setOpen(false));

  return (
    <div
      className="td-bell"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="td-bell__button"
        aria-expanded={open}
        aria-label={unread > 0 ? t('notifications.bell', { count: unread }) : t('notifications.bellNone')}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread > 0 && (
          <span className="td-bell__count" data-testid="bell-count">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </button>
      {open && (
        <div className="td-bell__popover" role="dialog" aria-label={t('notifications.title')}>
          <NotificationsView store={store} onOpened={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
