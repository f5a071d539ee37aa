/**
 * The member's notifications, newest first: each with its title, body and time (KST), unread ones marked;
 * clicking one marks it read and goes to its subject (the `openNoticeTarget` intent: the app goes there,
 * no feature is imported). "Mark all read" above; older ones on "More", or on scrolling to the end.
 */
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Notification } from '../../../contract/notifications';
import { formatKst } from '../../lib/kst';
import { settings } from '../../state/settings';
import { openNotice } from './follow-notifications';
import type { NotificationStore } from './notification-store';

/** How close to the list's end (px) a scroll reads the next page. */
const MORE_WITHIN_PX = 48;

export function NotificationList({ store, onOpened }: { store: NotificationStore; onOpened?: () => void }) {
  const { t } = useTranslation();
  const state = useSnapshot(store.state);
  const { language } = useSnapshot(settings);

  const open = (notice: Notification) => {
    openNotice(store, notice);
    onOpened?.();
  };
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - MORE_WITHIN_PX) void store.loadMore();
  };

  return (
    <div className="td-notices">
      <div className="td-notices__bar">
        <button
          type="button"
          className="td-text-button"
          disabled={state.unread === 0}
          onClick={() => void store.markAllRead()}
        >
          {t('notifications.markAllRead')}
        </button>
      </div>
      {state.loaded && state.items.length === 0 && !state.failed && (
        <p className="td-notices__note">{t('notifications.empty')}</p>
      )}
      <ul className="td-notices__list" onScroll={onScroll} aria-label={t('notifications.title')}>
        {state.items.map((notice) => (
          <li key={notice.id}>
            <button
              type="button"
              className={`td-notice${notice.read ? '' : ' td-notice--unread'}`}
              data-notice-id={notice.id}
              onClick={() => open(notice as Notification)}
            >
              <span className="td-notice__title">{notice.title[language]}</span>
              <span className="td-notice__body">{notice.body[language]}</span>
              <span className="td-notice__meta">
                <time dateTime={new Date(notice.at).toISOString()}>
                  {t('notifications.time', { time: formatKst(notice.at) })}
                </time>
                <span className="td-notice__state">
                  {notice.read ? t('notifications.read') : t('notifications.unread')}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {state.loading && <p className="td-notices__note">{t('notifications.loading')}</p>}
      {state.failed && (
        <p className="td-notices__note" role="alert">
          {t('notifications.failed')}{' '}
          <button
            type="button"
            className="td-text-button"
            onClick={() => void (state.loaded ? store.loadMore() : store.refresh())}
          >
            {t('notifications.retry')}
          </button>
        </p>
      )}
      {state.hasMore && !state.loading && !state.failed && (
        <button
          type="button"
          className="td-text-button td-notices__more"
          onClick={() => void store.loadMore()}
        >
          {t('notifications.more')}
        </button>
      )}
    </div>
  );
}
