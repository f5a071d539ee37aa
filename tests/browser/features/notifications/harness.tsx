/**
 * Test harness for the notifications: a member session, the history answered by a fetch stub (pages of a
 * list, mark read), a fake feed the test drives (drains and shows), the bell and the panel mounted with the
 * window's store following that feed, and the show's browser parts stood in for (toasts, sounds, the OS
 * notifications, the quiet preference).
 */
import { vi } from 'vitest';
import type { Notification } from '../../../../contract/notifications';
import {
  NotificationBell,
  NotificationsPanel,
  followNotifications,
} from '../../../../src/features/notifications';
import { renderWithFeed, resetStores, stubApi, envelope, type Route } from '../../shell/harness';
import { FakeFeed } from '../../workspace/harness';
import { windowNotifications } from '../../../../src/features/notifications/follow-notifications';
import type { ShowDeps } from '../../../../src/features/notifications/follow-notifications';
import type { NotificationApi } from '../../../../src/features/notifications/os-notification';
import { settings, storedNotificationSounds } from '../../../../src/state/settings';

/** What the show did in one window. */
export interface ShowLog {
  toasts: string[];
  tones: (readonly [number, number])[];
  os: { title: string; body?: string }[];
  /** The OS notifications shown, to click. */
  osShown: { onclick: ((event: Event) => void) | null }[];
  /** Notifications opened from an OS notification's click, by id. */
  opened: number[];
}

/** The Notification API stood in for, with the permission the test sets. */
export function fakeNotificationApi(permission: NotificationPermission, log: ShowLog) {
  const requestPermission = vi.fn(async (): Promise<NotificationPermission> => 'granted');
  const Api = class {
    static permission = permission;
    static requestPermission = requestPermission;
    onclick: ((event: Event) => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      log.os.push({ title, body: options?.body });
      log.osShown.push(this);
    }
  };
  return { api: Api as unknown as NotificationApi, requestPermission };
}

/** A window's show parts: toasts, tones and OS notifications logged; `quiet` the reduced-motion answer. */
export function showDeps(options: { quiet?: boolean; permission?: NotificationPermission } = {}) {
  const log: ShowLog = { toasts: [], tones: [], os: [], osShown: [], opened: [] };
  const { api } = fakeNotificationApi(options.permission ?? 'default', log);
  const deps: ShowDeps = {
    toast: (message) => log.toasts.push(message),
    canShowToasts: () => true,
    sound: {
      matchMedia: () => ({ matches: options.quiet ?? false }),
      play: (tones) => log.tones.push(tones),
    },
    sounds: storedNotificationSounds,
    os: api,
    language: () => settings.language,
    open: (notice) => log.opened.push(notice.id),
  };
  return { log, deps };
}

/** A page of the history: newest first. */
export const page = (notifications: Notification[], hasMore: boolean, unread: number) =>
  envelope({ notifications, hasMore, unread });

/**
 * The bell and the panel over the window's store for a member (or a guest), following a fake feed;
 * `routes` answer the calls. Disposed when the test ends.
 */
export function mountNotifications(options: { routes?: Record<string, Route>; member?: boolean } = {}) {
  resetStores({ member: options.member !== false });
  localStorage.clear();
  Object.assign(settings, { notificationSounds: storedNotificationSounds() });
  windowNotifications.clear();
  const fetchStub = stubApi(options.routes);
  const feed = new FakeFeed();
  const { log, deps } = showDeps();
  const stop = followNotifications(feed, windowNotifications, deps);
  renderWithFeed(
    feed,
    <div style={{ display: 'flex', gap: '40px', height: '600px' }}>
      <div style={{ position: 'relative', width: '360px' }}>
        <NotificationBell />
      </div>
      <div style={{ width: '360px', height: '560px', display: 'flex' }}>
        <NotificationsPanel />
      </div>
    </div>,
    () => {
      stop();
      fetchStub.mockRestore();
      windowNotifications.clear();
    },
  );
  return { feed, fetchStub, log };
}
