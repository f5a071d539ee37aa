/**
 * The OS notification (the Notification API): shown by the window the feed worker chose when no window of
 * the app is focused and the member allowed it. Permission is asked only from a click in the panel's
 * settings, never on load (browsers ignore, and block, prompts no gesture asked for). Clicking it brings
 * the window forward and opens the notification there (`onOpen`: marked read, its subject's page).
 */
import type { Notification as Notice } from '../../../contract/notifications';
import type { Language } from '../../lib/languages';

/** The part of the browser's Notification constructor used here. */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  new (title: string, options?: NotificationOptions): { onclick: ((event: Event) => void) | null };
}

/** The browser's Notification API, or null where there is none (or not in a secure context). */
export function notificationApi(): NotificationApi | null {
  return typeof globalThis.Notification === 'function' ? (globalThis.Notification as NotificationApi) : null;
}

/** Shows `notice` as an OS notification when allowed and no window is focused; answers whether it did. */
export function showOsNotification(
  api: NotificationApi | null,
  notice: Notice,
  language: Language,
  anyWindowFocused: boolean,
  onOpen: () => void,
): boolean {
  if (!api || api.permission !== 'granted' || anyWindowFocused) return false;
  const shown = new api(notice.title[language], {
    body: notice.body[language],
    tag: `tradedeck-notice-${notice.id}`,
  });
  shown.onclick = () => {
    window.focus();
    onOpen();
  };
  return true;
}
