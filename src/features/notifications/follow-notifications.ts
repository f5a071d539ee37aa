/**
 * The window's notifications, wired once per window (the app's services start it): the feed's drains into
 * the store (every window's bell and list), the history read again on a login, a reconnect and a resync,
 * and the shows this window was chosen for (one window of all the app's, workers/core/feed/
 * notification-router.ts): a toast each in the page's language, one sound for the show when its kind's is
 * on and the system asks for no quiet, and an OS notification each when no window of the app is focused
 * and the member allowed them.
 */
import { subscribe } from 'valtio';
import type { Notification } from '../../../contract/notifications';
import type { FeedClient, NotificationShow } from '../../api/feed-types';
import type { Language } from '../../lib/languages';
import { canShowToasts, publishIntent, showToast } from '../../shell';
import { session } from '../../state/session';
import { settings, storedNotificationSounds, type NotificationSounds } from '../../state/settings';
import { browserSound, playNotificationSound, type SoundDeps } from './notification-sound';
import { createNotificationStore, type NotificationStore } from './notification-store';
import { noticeTarget } from './notice-target';
import { notificationApi, showOsNotification, type NotificationApi } from './os-notification';

export interface ShowDeps {
  toast(message: string): void;
  /** A toast would be seen in this window now; when not (booting, a chart pop-out, full screen) it hands the show on. */
  canShowToasts(): boolean;
  sound: SoundDeps;
  sounds(): NotificationSounds;
  os: NotificationApi | null;
  language(): Language;
  /** An OS notification was clicked: mark it read and go to its subject. */
  open(notice: Notification): void;
}

/** The toast's words: the notification's title and body, in the page's language. */
export function toastText(show: NotificationShow['notifications'][number], language: Language): string {
  return `${show.title[language]} · ${show.body[language]}`;
}

/** Shows what this window was chosen to show. */
export function showNotifications(show: NotificationShow, deps: ShowDeps): void {
  const language = deps.language();
  const sounds = deps.sounds();
  let sounded = false;
  for (const notice of show.notifications) {
    deps.toast(toastText(notice, language));
    if (!sounded) sounded = playNotificationSound(notice.subject.kind, sounds, deps.sound);
    showOsNotification(deps.os, notice, language, show.focused, () => deps.open(notice));
  }
}

/** Opens a notification: marks it read and asks the app to go to its subject (the list and the OS notification). */
export function openNotice(store: NotificationStore, notice: Notification): void {
  void store.markRead(notice.id);
  publishIntent('openNoticeTarget', noticeTarget(notice.subject));
}

/** This window's store: the bell and the panel read it. */
export const windowNotifications: NotificationStore = createNotificationStore();

/**
 * Follows the feed and the session into `store` and shows this window's shows; answers the stop.
 * Logged out, the store is emptied; logged in (and at start as a member), the first page is read.
 */
export function followNotifications(
  feed: Pick<FeedClient, 'onNotifications' | 'onNotificationShow' | 'onReconnect'>,
  store: NotificationStore = windowNotifications,
  deps: ShowDeps = {
    toast: (message) => void showToast(message),
    canShowToasts,
    sound: browserSound(),
    sounds: storedNotificationSounds,
    os: notificationApi(),
    language: () => settings.language,
    open: (notice) => openNotice(store, notice),
  },
): () => void {
  let member = false;
  const followSession = () => {
    const now = session.status === 'member';
    if (now && !member) void store.refresh();
    if (!now && member) store.clear();
    member = now;
  };
  followSession();
  const stops = [
    subscribe(session, followSession),
    feed.onNotifications((drain) => {
      if (member) store.apply(drain);
    }),
    // A window where a toast would not be seen hands the show on: still booting (no toast list drawn yet),
    // a chart pop-out (no toasts there) or the chart in full screen (chart spec §9).
    feed.onNotificationShow((show) => {
      if (!deps.canShowToasts()) return false;
      showNotifications(show, deps);
      return true;
    }),
    feed.onReconnect(() => {
      if (member) void store.refresh();
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
